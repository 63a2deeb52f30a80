package io.github.allfours.engine;

import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;

/**
 * The facts the count of the four points rests on (docs/rules.md, "The four points"): the highest and the
 * lowest trump in play and who held each, and who held the jack of trumps. "In play" means held when the first
 * card of the hand is led, so the facts are gathered once, when play begins ({@link #inPlay}); in California Jack
 * and Shasta Sam, whose hands change as the stock is drawn, they are judged over the cards played instead and
 * brought up to date after each trick ({@link #afterTrick}). Who captured Low and the jack is not kept: it is
 * read from the hand's tricks when it is needed ({@link #captor}), so that the tricks are the one record of who
 * took what.
 *
 * <p>This class is the one owner of these facts: it gathers them, updates them, clears them ({@link #NONE}),
 * compares them ({@link #sameCount}) and, being immutable, is copied by sharing: a deal holds one, and every
 * state of the deal's trick play shares it.
 */
final class CountFacts {
    /** Nothing known: before play begins, and when no trump is in play. */
    static final CountFacts NONE = new CountFacts(GameState.NONE, GameState.NONE, GameState.NONE, GameState.NONE,
        GameState.NONE);

    private static final int JACK = Rank.JACK.strength();

    /** The index of the highest trump in play, or {@link GameState#NONE} when none is. */
    final byte highCard;
    /** The seat that held (or played) it. */
    final byte highSeat;
    /** The index of the lowest trump in play, or {@link GameState#NONE}. */
    final byte lowCard;
    /** The seat that held (or played) it. */
    final byte lowSeat;
    /** The seat that held (or played) the jack of trumps, or {@link GameState#NONE} when it is not in play. */
    final byte jackSeat;

    private CountFacts(int highCard, int highSeat, int lowCard, int lowSeat, int jackSeat) {
        this.highCard = (byte) highCard;
        this.highSeat = (byte) highSeat;
        this.lowCard = (byte) lowCard;
        this.lowSeat = (byte) lowSeat;
        this.jackSeat = (byte) jackSeat;
    }

    /**
     * Gathers the facts from the hands as play begins (after any discards), or at the pitch: every trump held
     * then is in play.
     *
     * @param s a state whose trumps are known, at the first lead
     * @return the facts, or {@link #NONE} when no seat holds a trump
     */
    static CountFacts inPlay(GameState s) {
        long trumps = Suit.of(s.deal.trump).mask();
        int jack = s.deal.trump * 16 + JACK;
        int highCard = GameState.NONE;
        int highSeat = GameState.NONE;
        int lowCard = GameState.NONE;
        int lowSeat = GameState.NONE;
        int jackSeat = GameState.NONE;
        for (int seat = 0; seat < s.match.compiled.seats; seat++) {
            long t = s.handOf(seat) & trumps;
            if (t == 0) {
                continue;
            }
            int hi = 63 - Long.numberOfLeadingZeros(t);
            int lo = Long.numberOfTrailingZeros(t);
            if (hi > highCard) {
                highCard = hi;
                highSeat = seat;
            }
            if (lowCard < 0 || lo < lowCard) {
                lowCard = lo;
                lowSeat = seat;
            }
            if ((t & (1L << jack)) != 0) {
                jackSeat = seat;
            }
        }
        return highCard < 0 ? NONE : new CountFacts(highCard, highSeat, lowCard, lowSeat, jackSeat);
    }

    /**
     * Fixes the facts of {@code s}'s deal as play begins: "in play" means held when the first card is led
     * (after any discards), so this runs when play begins, or at the pitch.
     *
     * @param s a fresh state at the first lead, trumps known
     */
    static void fix(GameState s) {
        s.writableDeal().count = inPlay(s);
    }

    /**
     * California Jack and Shasta Sam: the facts after a trick, judged over every card played so far: the highest
     * trump and who played it, the lowest and who played it, who played the jack.
     *
     * @param trick the trick just taken
     * @param trump the trump suit's ordinal
     * @return the facts brought up to date (this object when the trick changes none of them)
     */
    CountFacts afterTrick(TakenTrick trick, int trump) {
        long trumps = trick.all & Suit.of(trump).mask();
        if (trumps == 0) {
            return this;
        }
        int hc = highCard;
        int hs = highSeat;
        int lc = lowCard;
        int ls = lowSeat;
        int js = jackSeat;
        for (int i = 0; i < trick.size; i++) {
            int card = (int) (trick.order >>> (6 * i)) & 63;
            if ((trumps & (1L << card)) == 0) {
                continue;
            }
            int seat = (trick.seats >>> (4 * i)) & 15;
            if (card > hc) {
                hc = card;
                hs = seat;
            }
            if (lc < 0 || card < lc) {
                lc = card;
                ls = seat;
            }
            if (card == trump * 16 + JACK) {
                js = seat;
            }
        }
        return hc == highCard && hs == highSeat && lc == lowCard && ls == lowSeat && js == jackSeat ? this
            : new CountFacts(hc, hs, lc, ls, js);
    }

    /**
     * The seat that captured a card this hand: the winner of the completed trick it lies on.
     *
     * @param card  a card's index, or {@link GameState#NONE}
     * @param s     a state
     * @return the captor, or {@link GameState#NONE} when no completed trick of the hand holds the card
     */
    static int captor(int card, GameState s) {
        if (card < 0) {
            return GameState.NONE;
        }
        long bit = 1L << card;
        TakenTrick t = s.lastTrick;
        for (int k = 0; k < s.tricksPlayed; k++, t = t.previous) {
            if ((t.all & bit) != 0) {
                return t.winner;
            }
        }
        return GameState.NONE;
    }

    /** The index of the jack of trumps when it is in play, else {@link GameState#NONE}. */
    int jackCard(int trump) {
        return jackSeat < 0 ? GameState.NONE : trump * 16 + JACK;
    }

    /**
     * Whether two states rest their counts on the same facts: the same cards in play held by the same seats, and
     * Low and the jack captured by the same seats so far.
     */
    static boolean sameCount(GameState a, GameState b) {
        CountFacts f = a.deal.count;
        CountFacts g = b.deal.count;
        return f.equals(g) && captor(f.lowCard, a) == captor(g.lowCard, b)
            && captor(f.jackCard(a.deal.trump), a) == captor(g.jackCard(b.deal.trump), b);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CountFacts f && highCard == f.highCard && highSeat == f.highSeat && lowCard == f.lowCard
            && lowSeat == f.lowSeat && jackSeat == f.jackSeat;
    }

    @Override
    public int hashCode() {
        return (((highCard * 31 + highSeat) * 31 + lowCard) * 31 + lowSeat) * 31 + jackSeat;
    }

    /** Returns such as {@code high 62 by 0, low 48 by 1, jack by 1} (card indexes), or {@code none}. */
    @Override
    public String toString() {
        return highCard < 0 ? "none" : "high " + highCard + " by " + highSeat + ", low " + lowCard + " by " + lowSeat
            + (jackSeat < 0 ? "" : ", jack by " + jackSeat);
    }
}
