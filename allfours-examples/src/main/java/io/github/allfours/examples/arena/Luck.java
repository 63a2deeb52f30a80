package io.github.allfours.examples.arena;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.solve.WinChance;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import java.util.SplittableRandom;

/**
 * The luck of a deal, for the arena's variance-reduced estimator (an AIVAT-style correction of the chance events:
 * Burch, Schmid, Moravcik, Morrill, Bowling, "AIVAT: A New Variance Reduction Technique for Agent Evaluation in
 * Imperfect Information Games", AAAI 2018). A deal is the only chance event of a match the arena plays; its luck
 * for a side is how much the cards dealt are worth to that side, by a fixed value function, less what a deal is
 * worth on average from the same position:
 * {@code luck = V(pre.deal(actual)) - mean over k of V(pre.deal(sample k))}, the samples shuffled independently
 * of the actual deal. Whatever {@code V} is, the luck's expectation given the position before the deal is zero,
 * so a match's outcome less the sum of its deals' luck has the outcome's expectation: the estimator is unbiased,
 * and the better {@code V} foresees the outcome, the less variance is left.
 *
 * <p>{@code V} is the referee's, who sees every card: the hand is played out from the deal by the rule-based bot of
 * the classic strategy at every seat ({@link RuleBot#CLASSIC}, deterministic, so one play-out per deal) and its end
 * valued by {@link WinChance#of(Playout, int)}, the searches' estimate of the chance of winning the match from
 * the scores. The same value function also gives each deal's luck in points (the side's points in the play-out's
 * hand less the other side's), for the points-per-hand estimator.
 */
final class Luck {
    /** A deal's luck for side 0: in the chance of winning the match, and in the points of its hand. */
    record Deal(double win, double points) {
    }

    private final int samples;

    /**
     * @param samples the shuffles a deal's actual value is compared with, at least 1
     */
    Luck(int samples) {
        if (samples < 1) {
            throw new IllegalArgumentException("at least one sample, not " + samples);
        }
        this.samples = samples;
    }

    /**
     * The luck of the deal {@code actual} for side 0, from the state {@code pre} waiting for it.
     *
     * @param pre    a state waiting for a deal ({@code Phase.DEAL})
     * @param actual the deck order dealt
     * @param seed   the seed of the samples: the same for the same deal of both matches of a duplicate pair, so that
     *               the luck of a deal both matches reach in the same position cancels exactly
     * @return the luck, for side 0 (side 1's is its negative at a table of two sides)
     */
    Deal of(GameState pre, DeckOrder actual, long seed) {
        double[] v = value(pre.deal(actual));
        double win = v[0];
        double points = v[1];
        SplittableRandom random = new SplittableRandom(seed);
        double sumWin = 0;
        double sumPoints = 0;
        for (int k = 0; k < samples; k++) {
            double[] s = value(pre.deal(DeckSource.seeded(random.nextLong()).order(0).orElseThrow()));
            sumWin += s[0];
            sumPoints += s[1];
        }
        return new Deal(win - sumWin / samples, points - sumPoints / samples);
    }

    /**
     * The value for side 0 of a state just dealt: its chance of winning the match once the hand is played out, and
     * its points in the hand less side 1's. The state's deck source has no further order, so the play-out stops where
     * the next deal (or a redeal) is awaited, or where the match ends.
     */
    private static double[] value(GameState dealt) {
        int before0 = dealt.score(0);
        int before1 = dealt.score(1);
        GameState s = dealt;
        SplittableRandom unused = new SplittableRandom(0);     // the rule-based bot draws nothing
        for (int seat = s.toAct(); seat >= 0; seat = s.toAct()) {
            s = s.apply(seat, RuleBot.CLASSIC.choose(s.viewFor(seat), unused, Budget.UNLIMITED));
        }
        return new double[] {WinChance.of(new Playout(s), 0), (s.score(0) - before0) - (s.score(1) - before1)};
    }
}
