package io.github.allfours.table;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.HandResult;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Objects;

/**
 * Settling money after a match played for a match stake and an all-four stake (West Yorkshire:
 * pagat.com "All Fours"; docs/rules.md, "West Yorkshire").
 *
 * <p>Every losing side pays the winning side the match stake; for every hand in which a side made
 * all four, every other side pays that side the all-four stake (only when the rule set has
 * {@link io.github.allfours.rules.Scoring#allFourBonus()}). Each player receives or pays their side's amount: partners do not
 * split it. With two sides at 2 and 1, a side that wins and makes all four twice against one all four
 * by the other receives 2 + 2 − 1 = 3 per player, and the other side pays 3 per player.
 *
 * <p>Each stake is 0 to {@value #MAX_STAKE}. Amounts are summed without wrapping round; a settlement
 * whose amount does not fit an {@code int} (only possible with huge stakes over a great many hands)
 * is refused with an {@link IllegalArgumentException} rather than returned wrong.
 */
public final class Stakes {
    /** The highest stake of either kind. */
    public static final int MAX_STAKE = 1_000_000;

    private Stakes() {
    }

    /**
     * Settles a finished match.
     *
     * @param finished     a state whose match is over
     * @param matchStake   what each losing side pays the winner, 0 to {@value #MAX_STAKE}
     * @param allFourStake what each other side pays for each all four, 0 to {@value #MAX_STAKE}
     * @return each seat's net (positive: receives), indexed by seat
     * @throws IllegalArgumentException if the match is not over, a stake is out of bounds or an amount
     *                                  does not fit an {@code int}
     */
    public static int[] settle(GameState finished, int matchStake, int allFourStake) {
        if (!finished.isOver()) {
            throw new IllegalArgumentException("the match is not over: " + finished.phase());
        }
        return settle(finished.rules(), finished.winner().getAsInt(), finished.handResults(), matchStake,
            allFourStake);
    }

    /**
     * Settles a match from its results.
     *
     * @param rules        the rule set (seats, sides, whether all four pays)
     * @param winnerSide   the side that won the match
     * @param hands        the results of the match's hands
     * @param matchStake   what each losing side pays the winner, 0 to {@value #MAX_STAKE}
     * @param allFourStake what each other side pays for each all four, 0 to {@value #MAX_STAKE}
     * @return each seat's net (positive: receives), indexed by seat
     * @throws IllegalArgumentException if a stake is out of bounds, the winner or a hand's all-four side
     *                                  is not a side, or an amount does not fit an {@code int}
     */
    public static int[] settle(RuleSet rules, int winnerSide, List<HandResult> hands, int matchStake,
                               int allFourStake) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(hands, "hands");
        if (matchStake < 0 || matchStake > MAX_STAKE) {
            throw new IllegalArgumentException("matchStake must be 0.." + MAX_STAKE + ", not " + matchStake);
        }
        if (allFourStake < 0 || allFourStake > MAX_STAKE) {
            throw new IllegalArgumentException("allFourStake must be 0.." + MAX_STAKE + ", not " + allFourStake);
        }
        int sides = rules.sides();
        if (winnerSide < 0 || winnerSide >= sides) {
            throw new IllegalArgumentException("winnerSide: no side " + winnerSide + "; sides are 0.." + (sides - 1));
        }
        long[] side = new long[sides];   // at most 2^31 hands x 7 sides x 10^6: no long can wrap
        for (int s = 0; s < sides; s++) {
            if (s != winnerSide) {
                side[s] -= matchStake;
                side[winnerSide] += matchStake;
            }
        }
        if (rules.scoring().allFourBonus()) {
            for (HandResult h : hands) {
                int maker = h.allFourSide();
                if (maker == HandResult.NOBODY) {
                    continue;
                }
                if (maker < 0 || maker >= sides) {
                    throw new IllegalArgumentException("hands: an all four by side " + maker + "; sides are 0.."
                        + (sides - 1));
                }
                for (int s = 0; s < sides; s++) {
                    if (s != maker) {
                        side[s] -= allFourStake;
                        side[maker] += allFourStake;
                    }
                }
            }
        }
        for (int s = 0; s < sides; s++) {
            if (side[s] != (int) side[s]) {
                throw new IllegalArgumentException("side " + s + " would settle " + side[s]
                    + ", which does not fit an int: lower matchStake or allFourStake");
            }
        }
        int[] seats = new int[rules.seats()];
        for (int seat = 0; seat < seats.length; seat++) {
            seats[seat] = (int) side[rules.sideOf(seat)];
        }
        return seats;
    }
}
