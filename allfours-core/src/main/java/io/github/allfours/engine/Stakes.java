package io.github.allfours.engine;

import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * Settling money after a match played for a match stake and an all-four stake (West Yorkshire:
 * pagat.com "All Fours"; docs/rules.md, "West Yorkshire").
 *
 * <p>Every losing side pays the winning side the match stake; for every hand in which a side made
 * all four, every other side pays that side the all-four stake (only when the rule set has
 * {@link io.github.allfours.rules.Scoring#allFourBonus()}). Each player receives or pays their side's amount: partners do not
 * split it. With two sides at 2 and 1, a side that wins and makes all four twice against one all four
 * by the other receives 2 + 2 − 1 = 3 per player, and the other side pays 3 per player.
 */
public final class Stakes {
    private Stakes() {
    }

    /**
     * Settles a finished match.
     *
     * @param finished     a state whose match is over
     * @param matchStake   what each losing side pays the winner
     * @param allFourStake what each other side pays for each all four
     * @return each seat's net (positive: receives), indexed by seat
     * @throws IllegalArgumentException if the match is not over or a stake is negative
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
     * @param matchStake   what each losing side pays the winner
     * @param allFourStake what each other side pays for each all four
     * @return each seat's net (positive: receives), indexed by seat
     * @throws IllegalArgumentException if a stake is negative or the winner is not a side
     */
    public static int[] settle(RuleSet rules, int winnerSide, List<HandResult> hands, int matchStake,
                               int allFourStake) {
        if (matchStake < 0 || allFourStake < 0) {
            throw new IllegalArgumentException("stakes may not be negative");
        }
        int sides = rules.sides();
        if (winnerSide < 0 || winnerSide >= sides) {
            throw new IllegalArgumentException("no side " + winnerSide);
        }
        int[] side = new int[sides];
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
                for (int s = 0; s < sides; s++) {
                    if (s != maker) {
                        side[s] -= allFourStake;
                        side[maker] += allFourStake;
                    }
                }
            }
        }
        int[] seats = new int[rules.seats()];
        for (int seat = 0; seat < seats.length; seat++) {
            seats[seat] = side[rules.sideOf(seat)];
        }
        return seats;
    }
}
