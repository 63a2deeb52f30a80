package io.github.allfours.examples.bench;

import io.github.allfours.examples.simulate.RandomChoice;

/**
 * A yardstick for the speed of random playouts: random hands of four-handed Trinidad All Fours played
 * by a deliberately minimal, mutable, allocation-free loop over a handful of arrays and card words. It
 * shuffles, deals in threes, scores the turn-up, lets elder stand or beg and the dealer give or run
 * (redealing when the pack runs out), plays the tricks with uniformly random cards allowed by the follow
 * rule and counts High, Low, Jack (with hang jack) and Game.
 *
 * <p>It is not the library and shares none of its code: it has no immutability, no validation, no
 * history, no views, no events and no variants, and it is not checked against the rules beyond being a
 * plausible hand. Its only use is to state the library's speed as a ratio measured on the same machine
 * in the same minute ({@code allfours simulate --baseline}), which holds on a noisy shared machine where
 * absolute figures do not. Not thread-safe: one per thread.
 */
public final class BaselineKernel {
    private static final int SEATS = 4;
    private static final long SUIT = 0x1FFFL;
    /** Value towards Game by rank, 0 (two) to 12 (ace): ten 10, jack 1, queen 2, king 3, ace 4. */
    private static final int[] VALUE = {0, 0, 0, 0, 0, 0, 0, 0, 10, 1, 2, 3, 4};
    /** Trinidad's turn-up points by rank: six 2, jack 3, ace 1. */
    private static final int[] TURN_UP = {0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 0, 1};

    private final RandomChoice random;
    private final int[] deck = new int[52];
    private final long[] hands = new long[SEATS];
    private final int[] scores = new int[2];
    private final int[] gameValue = new int[2];
    private final int[] trick = new int[SEATS];
    private int dealer;
    private long checksum;

    /**
     * A kernel whose shuffles and choices come from one seeded generator.
     *
     * @param seed the seed
     */
    public BaselineKernel(long seed) {
        random = new RandomChoice(seed);
        for (int suit = 0; suit < 4; suit++) {
            for (int rank = 0; rank < 13; rank++) {
                deck[suit * 13 + rank] = suit * 16 + rank;
            }
        }
    }

    /**
     * Plays {@code count} hands.
     *
     * @param count how many hands to complete (redeals are not counted)
     * @return a checksum of what was played, so that the work cannot be optimised away
     */
    public long play(long count) {
        for (long n = 0; n < count; n++) {
            while (!hand()) {
                // the pack ran out during a run: the same dealer deals again
            }
            dealer = (dealer + 1) & 3;
        }
        return checksum + scores[0] * 31L + scores[1];
    }

    /** One hand; {@code false} when it ended in a redeal. */
    private boolean hand() {
        for (int i = 51; i > 0; i--) {
            int j = random.below(i + 1);
            int t = deck[i];
            deck[i] = deck[j];
            deck[j] = t;
        }
        int elder = (dealer + 1) & 3;
        int pos = 0;
        for (int seat = 0; seat < SEATS; seat++) {
            hands[seat] = 0;
        }
        for (int round = 0; round < 2; round++) {
            for (int k = 0; k < SEATS; k++) {
                int seat = (elder + k) & 3;
                hands[seat] |= 1L << deck[pos] | 1L << deck[pos + 1] | 1L << deck[pos + 2];
                pos += 3;
            }
        }
        int turnUp = deck[pos++];
        int dealerSide = dealer & 1;
        scores[dealerSide] += TURN_UP[turnUp & 15];
        int trump = turnUp >>> 4;
        if (random.below(2) == 1) {                    // elder begs
            if (random.below(2) == 0) {                // the dealer gives
                scores[elder & 1] += 1;
            } else {                                   // the dealer runs
                int begged = trump;
                while (trump == begged) {
                    if (52 - pos < 3 * SEATS + 1) {
                        return false;
                    }
                    for (int k = 0; k < SEATS; k++) {
                        int seat = (elder + k) & 3;
                        hands[seat] |= 1L << deck[pos] | 1L << deck[pos + 1] | 1L << deck[pos + 2];
                        pos += 3;
                    }
                    turnUp = deck[pos++];
                    scores[dealerSide] += TURN_UP[turnUp & 15];
                    trump = turnUp >>> 4;
                }
            }
        }
        playTricks(elder, trump);
        return true;
    }

    private void playTricks(int elder, int trump) {
        long trumps = SUIT << (trump * 16);
        int high = -1;
        int highSeat = -1;
        int low = 64;
        int lowSeat = -1;
        int jackSeat = -1;
        long jack = 1L << (trump * 16 + 9);
        for (int seat = 0; seat < SEATS; seat++) {
            long t = hands[seat] & trumps;
            if (t != 0) {
                int hi = 63 - Long.numberOfLeadingZeros(t);
                int lo = Long.numberOfTrailingZeros(t);
                if (hi > high) {
                    high = hi;
                    highSeat = seat;
                }
                if (lo < low) {
                    low = lo;
                    lowSeat = seat;
                }
                if ((t & jack) != 0) {
                    jackSeat = seat;
                }
            }
        }
        gameValue[0] = 0;
        gameValue[1] = 0;
        int jackCaptor = -1;
        int leader = elder;
        while (hands[leader] != 0) {
            int winner = leader;
            int best = -1;
            int led = -1;
            for (int k = 0; k < SEATS; k++) {
                int seat = (leader + k) & 3;
                long hand = hands[seat];
                long allowed = hand;
                if (led >= 0) {
                    long suit = hand & (SUIT << (led * 16));
                    if (led == trump) {
                        allowed = suit != 0 ? suit : hand;
                    } else if (suit != 0) {
                        allowed = suit | (hand & trumps);
                    }
                }
                int card = nth(allowed, random.below(Long.bitCount(allowed)));
                hands[seat] = hand & ~(1L << card);
                trick[k] = card;
                if (led < 0) {
                    led = card >>> 4;
                    best = card;
                } else if ((card >>> 4) == (best >>> 4) ? card > best : (card >>> 4) == trump) {
                    best = card;
                    winner = seat;
                }
            }
            int side = winner & 1;
            for (int k = 0; k < SEATS; k++) {
                gameValue[side] += VALUE[trick[k] & 15];
                if (1L << trick[k] == jack) {
                    jackCaptor = winner;
                }
            }
            leader = winner;
        }
        if (highSeat >= 0) {
            scores[highSeat & 1]++;
            scores[lowSeat & 1]++;
        }
        if (jackSeat >= 0) {
            scores[jackCaptor & 1] += (jackCaptor & 1) == (jackSeat & 1) ? 1 : 3;
        }
        if (gameValue[0] != gameValue[1]) {
            scores[gameValue[0] > gameValue[1] ? 0 : 1]++;
        }
        checksum += gameValue[0];
    }

    /** The index of the {@code n}-th set bit of {@code bits}. */
    private static int nth(long bits, int n) {
        long b = bits;
        for (int i = 0; i < n; i++) {
            b &= b - 1;
        }
        return Long.numberOfTrailingZeros(b);
    }
}
