package io.github.allfours.bot;

import io.github.allfours.card.Card;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Contract;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;

/**
 * What the rule-based heuristics read about the seat that chooses, as plain numbers: read once per decision from
 * that seat's view ({@link #read(SeatView)}: a bot's own choice) or from a play-out's scratch state
 * ({@link #read(Playout)}: the seat to act of a search's play-out, read in place without allocating), so that
 * {@link RuleBot}'s tactics are written once, against one model. Only what the seat may see is read: from a
 * play-out, its own hand (not while it may not look at it), the cards played, the trick, the scores; never another
 * seat's hand. Cards are indexes ({@code Card.index()}), sets of cards card words ({@code CardSet.bits()}), suits
 * ordinals; -1 or 0 for none, as each method says.
 *
 * <p>Not thread-safe: one object is reused through a search (or made for one decision).
 */
final class SeatFacts {
    private RuleSet rules;
    private int seat;
    private long hand;
    private int trump;
    private int turnUp;
    private long played;
    private long trickCards;
    private int trickSize;
    private final int[] trickCard = new int[8];
    private final int[] trickSeat = new int[8];
    private int inPlay;             // a bit per seat still in the hand
    private int[] scores = new int[0];
    private int dealer;
    private int contract;
    private int contractor;
    private final TrickReading reading = new TrickReading();
    private Action[] actions = new Action[8];
    private double[] values = new double[8];

    /**
     * Reads a seat's view: what a bot's own choice rests on.
     *
     * @param v the view of the seat that chooses
     * @return this object
     */
    SeatFacts read(SeatView v) {
        rules = v.rules();
        seat = v.seat();
        hand = v.hand().bits();
        trump = v.trump().map(Enum::ordinal).orElse(-1);
        turnUp = v.turnUp().map(Card::index).orElse(-1);
        played = v.played().bits();
        Trick trick = v.currentTrick();
        trickCards = trick.cardSet().bits();
        trickSize = trick.size();
        for (int k = 0; k < trickSize; k++) {
            trickCard[k] = trick.cardAt(k).index();
            trickSeat[k] = trick.seatAt(k);
        }
        inPlay = 0;
        for (int s = 0; s < rules.seats(); s++) {
            inPlay |= v.inPlay(s) ? 1 << s : 0;
        }
        readScores(rules.sides());
        for (int side = 0; side < scores.length; side++) {
            scores[side] = v.score(side);
        }
        dealer = v.dealer();
        contract = v.contract().map(Contract::points).orElse(0);
        contractor = v.contract().map(Contract::seat).orElse(-1);
        reading.fresh = false;
        return this;
    }

    /**
     * Reads the seat to act of a play-out, as its view would show it, in place and without allocating (once the
     * scores' array has its size).
     *
     * @param p a play-out with a seat to act
     * @return this object
     */
    SeatFacts read(Playout p) {
        rules = p.rules();
        seat = p.toAct();
        hand = p.handHiddenFrom(seat) ? 0 : p.handBits(seat);
        trump = p.trumpOrdinal();
        turnUp = p.turnUpIndex();
        played = p.played();
        trickCards = p.trickCards();
        trickSize = p.trickSize();
        for (int k = 0; k < trickSize; k++) {
            trickCard[k] = p.trickCard(k);
            trickSeat[k] = p.trickSeat(k);
        }
        inPlay = 0;
        for (int s = 0; s < rules.seats(); s++) {
            inPlay |= p.isInPlay(s) ? 1 << s : 0;
        }
        readScores(rules.sides());
        for (int side = 0; side < scores.length; side++) {
            scores[side] = p.score(side);
        }
        dealer = p.dealer();
        contract = p.contractPoints();
        contractor = p.contractor();
        reading.fresh = false;
        return this;
    }

    private void readScores(int sides) {
        if (scores.length != sides) {
            scores = new int[sides];
        }
    }

    /**
     * Returns what the card play reads of this position before it values each candidate card, read once for the
     * position (the same object until the facts read another).
     */
    TrickReading reading() {
        return reading.fresh ? reading : reading.read(this);
    }

    /** Returns the rule set. */
    RuleSet rules() {
        return rules;
    }

    /** Returns the seat that chooses. */
    int seat() {
        return seat;
    }

    /** Returns its hand as a card word (empty while it may not look at it). */
    long hand() {
        return hand;
    }

    /** Returns the trump suit's ordinal, or -1 while none is fixed. */
    int trump() {
        return trump;
    }

    /** Returns the turned-up card's index, or -1 when none is. */
    int turnUp() {
        return turnUp;
    }

    /** Returns every card played or thrown in to a trick this hand, the current trick's included. */
    long played() {
        return played;
    }

    /** Returns the cards played and thrown in to the trick being played. */
    long trickCards() {
        return trickCards;
    }

    /** Returns the number of cards played (not thrown in) to the trick being played. */
    int trickSize() {
        return trickSize;
    }

    /** Returns the index of the {@code k}-th card played to the trick being played. */
    int trickCard(int k) {
        return trickCard[k];
    }

    /** Returns the seat that played the {@code k}-th card of the trick being played. */
    int trickSeat(int k) {
        return trickSeat[k];
    }

    /** Returns whether {@code seat} is still in the hand. */
    boolean inPlay(int s) {
        return (inPlay & (1 << s)) != 0;
    }

    /** Returns a side's points in the match. */
    int score(int side) {
        return scores[side];
    }

    /** Returns the dealer of the hand. */
    int dealer() {
        return dealer;
    }

    /** Returns the points of the auction's high bid, or 0 when there is none. */
    int contract() {
        return contract;
    }

    /** Returns the seat that holds the auction's high bid, or -1 when there is none. */
    int contractor() {
        return contractor;
    }

    /** A buffer of at least {@code n} actions, reused from decision to decision. */
    Action[] actions(int n) {
        if (actions.length < n) {
            actions = new Action[Math.max(n, actions.length * 2)];
        }
        return actions;
    }

    /** A buffer of at least {@code n} values, reused from decision to decision. */
    double[] values(int n) {
        if (values.length < n) {
            values = new double[Math.max(n, values.length * 2)];
        }
        return values;
    }
}
