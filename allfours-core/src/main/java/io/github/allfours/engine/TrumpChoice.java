package io.github.allfours.engine;

import io.github.allfours.game.EventListener;

/**
 * How trumps are chosen, compiled from the rule set's {@link io.github.allfours.rules.Trumps}: what
 * happens once the cards are dealt, and what the first lead of a hand does. Chosen once per rule set
 * ({@link TurnUpMechanic}, {@link PitchMechanic}, {@link AuctionMechanic}, {@link StockTrumpsMechanic}).
 */
interface TrumpChoice {
    /** The cards of a deal are in the hands: turn up, or get ready for the pitch. */
    void afterDeal(GameState s, EventListener events);

    /** The hand's first card was led while trumps were still unknown: the pitch. */
    void pitched(GameState s, int card, EventListener events);

    /** Returns whether {@code seat} may not look at its own hand now (the waiting partner). */
    boolean handHiddenFrom(GameState s, int seat);

    /**
     * A hand is rebuilt from its first lead (a {@link Playout}'s redeal, a {@link io.github.allfours.game.Setup}'s
     * tricks replayed): starts play on {@code s} as this mechanic did when the hand was really played, knowing
     * that trumps are (or will be) {@code trump} ({@code NONE} while nobody knows them). By default trumps were
     * known at the first lead, so the count's facts are fixed then.
     */
    default void startRebuiltPlay(GameState s, int trump) {
        s.writableDeal().trump = (byte) trump;
        TrickPlayPhase.start(s);
    }

    /**
     * The card every seat sees on top of a face-up stock, or {@link GameState#NONE}.
     *
     * @param s a state
     * @return the top card's index, or NONE when the stock is face down, empty or absent
     */
    default int stockTop(GameState s) {
        return GameState.NONE;
    }
}
