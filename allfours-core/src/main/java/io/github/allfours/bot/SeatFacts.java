package io.github.allfours.bot;

import io.github.allfours.rules.RuleSet;

/**
 * What the rule-based heuristics read about the seat that chooses, as plain numbers: served by a
 * {@link io.github.allfours.engine.SeatView} ({@link ViewFacts}, a bot's own choice) and by a play-out's scratch
 * state ({@link PlayoutFacts}, every seat of a play-out, without allocating), so that {@link RuleBot}'s tactics
 * are written once. Only what the seat may see is here. Cards are indexes ({@code Card.index()}), sets of cards
 * card words ({@code CardSet.bits()}), suits ordinals; -1 or 0 for none, as each method says.
 */
interface SeatFacts {
    /** Returns the rule set. */
    RuleSet rules();

    /** Returns the seat that chooses. */
    int seat();

    /** Returns its hand as a card word (empty while it may not look at it). */
    long hand();

    /** Returns the trump suit's ordinal, or -1 while none is fixed. */
    int trump();

    /** Returns the turned-up card's index, or -1 when none is. */
    int turnUp();

    /** Returns every card played or thrown in to a trick this hand, the current trick's included. */
    long played();

    /** Returns the cards played and thrown in to the trick being played. */
    long trickCards();

    /** Returns the number of cards played (not thrown in) to the trick being played. */
    int trickSize();

    /** Returns the index of the {@code k}-th card played to the trick being played. */
    int trickCard(int k);

    /** Returns the seat that played the {@code k}-th card of the trick being played. */
    int trickSeat(int k);

    /** Returns whether {@code seat} is still in the hand. */
    boolean inPlay(int seat);

    /** Returns a side's points in the match. */
    int score(int side);

    /** Returns the dealer of the hand. */
    int dealer();

    /** Returns the points of the auction's high bid, or 0 when there is none. */
    int contract();

    /** Returns the seat that holds the auction's high bid, or -1 when there is none. */
    int contractor();

    /**
     * Returns what the card play reads of this position before it values each candidate card, read once for the
     * position (the same object until the facts read another).
     */
    TrickReading reading();
}
