package io.github.allfours.examples.bench;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.engine.SeatView;
import io.github.allfours.rules.RuleSet;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The searches' speed in CPU time of the thread, which other processes on a shared machine disturb far less than the
 * wall clock: a search bot decides {@link Decide}'s positions in turn at {@link Decide}'s budgets, in rounds, each
 * timed with {@link ThreadMXBean#getCurrentThreadCpuTime()}, and a round's figure is the iterations it ran per 50 ms
 * of CPU (what a 50 ms decision gets on an otherwise idle core). {@code simulate --decide BOT}.
 */
public final class DecideTiming {
    /** Rounds timed, after {@link #WARM_UP_ROUNDS} that are not. */
    public static final int ROUNDS = 9;
    /** Rounds run first and not timed. */
    public static final int WARM_UP_ROUNDS = 2;
    /** Decisions a round: each of {@link Decide}'s positions twice. */
    public static final int DECISIONS = 2 * Decide.POSITIONS;

    private final Bot bot;
    private final Budget budget;
    private final List<SeatView> positions;
    private final SplittableRandom random = new SplittableRandom(Fixtures.SEED + 31);
    private int next;

    /**
     * A timing of one bot on the positions of one rule set.
     *
     * @param bot   {@code search} (the hard level), {@code ismcts} or {@code expert}
     * @param rules the rules, at any of their tables
     * @throws IllegalArgumentException for another bot
     */
    public DecideTiming(String bot, RuleSet rules) {
        this(bot, rules, Decide.budget(bot));
    }

    /**
     * A timing of one bot on the positions of one rule set at another budget: to see how a search's cost per
     * iteration changes with the size of its tree (a 50 ms decision runs many more iterations than {@link Decide}'s
     * budgets).
     *
     * @param bot        {@code search} (the hard level), {@code ismcts} or {@code expert}
     * @param rules      the rules, at any of their tables
     * @param iterations the iterations of a decision, 1 to 10<sup>9</sup>
     * @throws IllegalArgumentException for another bot, or a budget out of range
     */
    public DecideTiming(String bot, RuleSet rules, long iterations) {
        this(bot, rules, Budget.iterations(iterations));
    }

    private DecideTiming(String bot, RuleSet rules, Budget budget) {
        this.bot = Decide.searcher(bot);
        this.budget = budget;
        this.positions = Decide.positions(rules);
    }

    /** Returns the iterations of a decision's budget. */
    public long budget() {
        return budget.iterations();
    }

    /**
     * Runs the rounds.
     *
     * @param rounds    rounds timed (after {@link #WARM_UP_ROUNDS} not timed), at least 1
     * @param decisions decisions a round, at least 1
     * @return each timed round's iterations per 50 ms of CPU
     * @throws IllegalArgumentException if either count is below 1
     */
    public double[] run(int rounds, int decisions) {
        if (rounds < 1 || decisions < 1) {
            throw new IllegalArgumentException("rounds and decisions must be at least 1: " + rounds + ", " + decisions);
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        double[] rates = new double[rounds];
        for (int round = -WARM_UP_ROUNDS; round < rounds; round++) {
            long iterations = 0;
            long t0 = mx.getCurrentThreadCpuTime();
            for (int k = 0; k < decisions; k++) {
                bot.choose(positions.get(next), random, budget);
                iterations += SearchBot.lastIterations();
                next = next + 1 == positions.size() ? 0 : next + 1;
            }
            long nanos = mx.getCurrentThreadCpuTime() - t0;
            if (round >= 0) {
                rates[round] = iterations * 50e6 / Math.max(1, nanos);
            }
        }
        return rates;
    }

    /**
     * The median of some figures.
     *
     * @param values the figures, at least one
     * @return their median
     */
    public static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }
}
