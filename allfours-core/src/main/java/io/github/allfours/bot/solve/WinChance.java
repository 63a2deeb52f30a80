package io.github.allfours.bot.solve;

import io.github.allfours.engine.Playout;
import io.github.allfours.rules.RuleSet;

/**
 * The chance of winning the match, estimated from the scores: what the searches of {@code io.github.allfours.bot}
 * and the {@link HandSolver} value the outcome of a hand by. 1 or 0 once the match is over; otherwise it grows with
 * how much nearer the target a side is than its closest rival, the gap counting for more as the target nears; 0.5
 * for level scores. So a point that wins the match is worth more than one that does not, and a side near the
 * target plays safe (docs/rules.md, "Bots").
 */
public final class WinChance {
    /** The needs {@link #WIN_CHANCE} covers, each side's from 0 to this less one: every game's target and more. */
    private static final int WIN_CHANCES = 64;
    /**
     * {@link #of(int, int)} of the needs met most, worked out once: a search values every play-out by it, and
     * {@code Math.tanh} costs about as much as a card played (32 kB, the same values).
     */
    private static final double[] WIN_CHANCE = new double[WIN_CHANCES * WIN_CHANCES];

    static {
        for (int mine = 0; mine < WIN_CHANCES; mine++) {
            for (int theirs = 0; theirs < WIN_CHANCES; theirs++) {
                WIN_CHANCE[mine * WIN_CHANCES + theirs] = compute(mine, theirs);
            }
        }
    }

    private WinChance() {
    }

    /**
     * A side's chance of winning the match from a play-out: 1 or 0 once the match is over, else from the scores
     * (a search reads it at the end of a hand, where a play-out stops).
     *
     * @param p    a play-out (only its scores, target and winner are read)
     * @param side the side whose chance is estimated
     * @return a value from 0 to 1
     * @throws IllegalArgumentException if there is no such side
     */
    public static double of(Playout p, int side) {
        RuleSet rules = p.rules();
        if (side < 0 || side >= rules.sides()) {
            throw new IllegalArgumentException("there is no side " + side + "; sides are 0.." + (rules.sides() - 1));
        }
        if (p.isOver()) {
            return p.matchWinner() == side ? 1 : 0;
        }
        int target = rules.target();
        int mine = target - p.score(side);
        int theirs = Integer.MAX_VALUE;
        for (int other = 0; other < rules.sides(); other++) {
            if (other != side) {
                theirs = Math.min(theirs, target - p.score(other));
            }
        }
        return of(mine, theirs);
    }

    /**
     * The estimated chance of winning a match in which a side needs {@code mine} more points and its closest rival
     * {@code theirs}: {@code 0.5 + 0.5 tanh((theirs - mine) / (2 + min(mine, theirs) / 2))}.
     *
     * @param mine   the points the side still needs
     * @param theirs the points its closest rival still needs
     * @return a value from 0 to 1
     */
    public static double of(int mine, int theirs) {
        return (mine | theirs) >= 0 && mine < WIN_CHANCES && theirs < WIN_CHANCES
            ? WIN_CHANCE[mine * WIN_CHANCES + theirs] : compute(mine, theirs);
    }

    private static double compute(int mine, int theirs) {
        double gap = (theirs - mine) / (2.0 + Math.min(mine, theirs) / 2.0);
        return 0.5 + 0.5 * Math.tanh(gap);
    }
}
