package io.github.allfours.bot;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.game.Action;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;

/**
 * The features of a call's context that the {@link CallModel} weighs: a few groups, each of which takes exactly one
 * of its values in a context (one-hot), so that a call's value is the sum of one weight per group. What a seat can see
 * only: its hand, its place, the high bid and whose it is, the turn-up, the scores.
 *
 * <p>A bid or a pass (four seats in two partnerships):
 * <ul>
 *   <li>{@code holding}: the best suit's trumps (1 to 5 or more), top trump (ace; king or queen; lower), the jack,
 *       lowest trump (the two; the three or four; higher), the best suit being the one the {@link BidTable} values
 *       most (90 values);</li>
 *   <li>{@code game}: the Game points in the hand, in five bands; {@code aces}: the aces outside that suit (0, 1, 2 or
 *       more);</li>
 *   <li>{@code auction}: the seat's place from the dealer's left, the high bid and whose side holds it (60);</li>
 *   <li>{@code strength-auction}: the best suit's value in the bid table, in six bands, crossed with the
 *       auction (360);</li>
 *   <li>{@code scores}: what each side still needs, in six bands each (36);</li>
 * </ul>
 * Stand or beg, and give or run (four seats in two partnerships, a turn-up):
 * <ul>
 *   <li>{@code turned}: the turned suit's trumps in the hand as {@code holding} above, or none (91);</li>
 *   <li>{@code turn-up}: the turned-up card's rank, in five classes;</li>
 *   <li>{@code other}: the best other suit's value in the bid table, in six bands;</li>
 *   <li>{@code game}, {@code aces} and {@code scores} as above.</li>
 * </ul>
 * Every group also has a {@code bias} of one value.
 */
final class CallFeatures {
    /** The groups of a bid or a pass, in order, and their sizes. */
    static final String[] BID_GROUPS = {"bias", "holding", "game", "aces", "auction", "strength-auction", "scores"};
    static final int[] BID_SIZES = {1, 90, 5, 3, 60, 360, 36};
    /** The groups of stand or beg, give or run. */
    static final String[] TURN_GROUPS = {"bias", "turned", "turn-up", "other", "game", "aces", "scores"};
    static final int[] TURN_SIZES = {1, 91, 5, 6, 5, 3, 36};

    private static final int ACE = Rank.ACE.strength();
    private static final int JACK = Rank.JACK.strength();

    private CallFeatures() {
    }

    /**
     * Whether the model has features for a context, and was trained on such decisions: four seats in two partnerships,
     * and a bid or a pass of an auction of bids 1 to 4 in which the dealer must bid or the next dealer deals when all
     * pass (Auction Pitch and those options, the dealer's privilege or not; not Commercial Pitch, where elder sells),
     * or stand or beg, give or run in a match to 14 (Trinidad, and Tobago, which differs only in a turn-up's points).
     */
    static boolean covers(CallContext c) {
        if (c.seats() != 4 || c.sides() != 2) {
            return false;
        }
        if (c.kind() == CallContext.BID) {
            return c.minBid() == 1 && c.maxBid() == 4 && (c.allPass() == 'M' || c.allPass() == 'N');
        }
        return (c.kind() == CallContext.STAND || c.kind() == CallContext.GIVE) && c.target() == 14;
    }

    /** The number of candidate calls of a kind: pass and bids 1 to 4; stand or beg; give or run. */
    static int candidates(char kind) {
        return kind == CallContext.BID ? 5 : 2;
    }

    /**
     * A call's candidate number in its kind: 0 for pass and 1 to 4 for the bids; 0 for stand, 1 for beg; 0 for
     * give, 1 for run; -1 for any other action.
     */
    static int candidate(char kind, Action a) {
        if (kind == CallContext.BID) {
            return a == Call.PASS ? 0 : a instanceof Bid b ? b.points() : -1;
        }
        if (kind == CallContext.STAND) {
            return a == Call.STAND ? 0 : a == Call.BEG ? 1 : -1;
        }
        return a == Call.GIVE ? 0 : a == Call.RUN ? 1 : -1;
    }

    /** The candidate of a call as the training data write it ({@code pass}, {@code bid_2}, {@code stand}, ...). */
    static int candidate(char kind, String word) {
        return switch (word) {
            case "pass", "stand", "give" -> 0;
            case "beg", "run" -> 1;
            case "bid_1" -> 1;
            case "bid_2" -> 2;
            case "bid_3" -> 3;
            case "bid_4" -> 4;
            default -> throw new IllegalArgumentException("not a call the model values: '" + word + "'");
        };
    }

    /** The group sizes of a kind. */
    static int[] sizes(char kind) {
        return kind == CallContext.BID ? BID_SIZES : TURN_SIZES;
    }

    /** The group names of a kind. */
    static String[] groups(char kind) {
        return kind == CallContext.BID ? BID_GROUPS : TURN_GROUPS;
    }

    /**
     * The value each group takes in a context.
     *
     * @param c a context the model {@link #covers}
     * @return one value per group, each from 0 to its size less one
     */
    static int[] of(CallContext c) {
        long hand = c.hand();
        int scores = band(c.target() - c.mine()) * 6 + band(c.target() - c.theirs());
        if (c.kind() == CallContext.BID) {
            int best = bestSuit(hand, -1);
            int strength = best < 0 ? 0 : strengthBand(BidTable.expectedPoints(hand, best));
            int auction = c.place() * 15 + Math.min(c.high(), 4) * 3 + c.holder();
            return new int[] {0, best < 0 ? 0 : holding(hand, best), gameBand(hand), aces(hand, best), auction,
                strength * 60 + auction, scores};
        }
        int turned = c.turnUp() < 0 ? -1 : c.turnUp() >>> 4;
        int held = turned < 0 || (hand & TrickReading.suitMask(turned)) == 0 ? 90 : holding(hand, turned);
        int other = bestSuit(hand, turned);
        int otherBand = other < 0 ? 0 : strengthBand(BidTable.expectedPoints(hand, other));
        return new int[] {0, held, turnUpClass(c.turnUp()), otherBand, gameBand(hand), aces(hand, turned), scores};
    }

    /** A side's need of points in six bands: 1 or less, 2, 3, 4 to 5, 6 to 8, 9 or more. */
    static int band(int need) {
        return need <= 1 ? 0 : need == 2 ? 1 : need == 3 ? 2 : need <= 5 ? 3 : need <= 8 ? 4 : 5;
    }

    /**
     * The ordinal of the suit the bid table values most for the hand (the first on a tie), other than the suit of
     * ordinal {@code except}; -1 if the hand holds no other suit.
     */
    static int bestSuit(long hand, int except) {
        int best = -1;
        double value = -1;
        for (int s = 0; s < 4; s++) {
            if (s != except && (hand & TrickReading.suitMask(s)) != 0) {
                double v = BidTable.expectedPoints(hand, s);
                if (v > value) {
                    value = v;
                    best = s;
                }
            }
        }
        return best;
    }

    /** The holding of a suit the hand holds, as the bid table describes it: 0 to 89. */
    static int holding(long hand, int suit) {
        return BidTable.cell(hand & TrickReading.suitMask(suit), suit);
    }

    /** The bid table's value of a suit in six bands: below 1.5, to 2, to 2.5, to 3, to 3.5, 3.5 or more. */
    static int strengthBand(double points) {
        return points < 1.5 ? 0 : points < 2 ? 1 : points < 2.5 ? 2 : points < 3 ? 3 : points < 3.5 ? 4 : 5;
    }

    /** The hand's Game points in five bands: 0 to 4, 5 to 9, 10 to 14, 15 to 19, 20 or more. */
    static int gameBand(long hand) {
        return Math.min(4, CardSet.gameValue(hand) / 5);
    }

    /** The aces outside the suit of ordinal {@code suit} (all aces when it is -1): 0, 1, 2 or more. */
    static int aces(long hand, int suit) {
        int n = 0;
        for (int s = 0; s < 4; s++) {
            if (s != suit && (hand & (1L << (s * 16 + ACE))) != 0) {
                n++;
            }
        }
        return Math.min(n, 2);
    }

    /** The turned-up card's class: 2 to 6, 7 to 10, the jack, queen or king, the ace (the class of none: 0). */
    static int turnUpClass(int card) {
        if (card < 0) {
            return 0;
        }
        int r = card & 15;
        return r == ACE ? 4 : r == JACK ? 2 : r > JACK ? 3 : r >= Rank.SEVEN.strength() ? 1 : 0;
    }
}
