package io.github.allfours.engine;

/**
 * A {@link Playout}'s reusable completed-trick objects, so that a trick's end in a play-out allocates nothing:
 * trick k of the hand is object k, and one more holds a copy of the previous hand's last trick. It also keeps the
 * cards of the hand's completed tricks as last read ({@link #playedBefore}), until told to forget them wherever its
 * objects may be rewritten without the count of tricks changing (a reset, a copy, a redeal, the next hand).
 */
final class ScratchTricks {
    /** Index of the copy of a previous hand's last trick (the hand's own are 0 to 25). */
    private static final int PREVIOUS_HAND = 26;

    private final TakenTrick[] tricks = new TakenTrick[PREVIOUS_HAND + 1];
    private long playedDone;
    private int playedTricks = -1;
    private TakenTrick playedLast;

    /** Makes every object now, beside the play-out, so that linking them costs no GC barrier. */
    ScratchTricks() {
        for (int k = 0; k < tricks.length; k++) {
            tricks[k] = new TakenTrick();
        }
    }

    /** The object for trick {@code k} of the hand ({@link TrickPlayPhase}'s trick end). */
    TakenTrick at(int k) {
        return tricks[k];
    }

    /**
     * Copies another play-out's chain of tricks into these objects (so that the other may reuse its own): the
     * hand's {@code n} completed tricks ending in {@code last}, or with none complete the previous hand's last
     * trick {@code last} (null for none).
     *
     * @return the copy of {@code last}
     */
    TakenTrick copyChain(TakenTrick last, int n) {
        forget();
        if (n == 0) {
            return last == null ? null : copy(PREVIOUS_HAND, last, null);
        }
        TakenTrick t = last;
        for (int k = n - 1; k >= 0; k--, t = t.previous) {
            copy(k, t, k == 0 ? null : tricks[k - 1]);
        }
        return tricks[n - 1];
    }

    private TakenTrick copy(int k, TakenTrick t, TakenTrick previous) {
        return tricks[k].set(t.hand, t.order, t.seats, t.size, t.thrown, t.winner, t.all, previous);
    }

    /** The cards of the hand's {@code n} completed tricks ending in {@code last}: walked only when those changed. */
    long playedBefore(TakenTrick last, int n) {
        if (n != playedTricks || last != playedLast) {
            long done = 0;
            TakenTrick t = last;
            for (int k = 0; k < n; k++, t = t.previous) {
                done |= t.all;
            }
            playedDone = done;
            playedTricks = n;
            playedLast = last;
        }
        return playedDone;
    }

    /** Forgets the cards kept by {@link #playedBefore}: the objects may now be rewritten. */
    void forget() {
        playedTricks = -1;
    }
}
