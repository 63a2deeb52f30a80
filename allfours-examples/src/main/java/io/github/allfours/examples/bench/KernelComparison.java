package io.github.allfours.examples.bench;

import io.github.allfours.bot.RandomBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.examples.simulate.RandomChoice;
import io.github.allfours.examples.simulate.Simulation;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * The play-out path against the {@link BaselineKernel}, side by side in one JVM and one thread: rounds that
 * alternate the kernel's random Trinidad hands with as many random Trinidad hands on a {@link Playout} (dealt
 * from a seeded source, stood or begged, given or run, played and counted by the engine's own phase code, in
 * place; a new match started whenever one ends), each timed in CPU time of the thread, which other processes on
 * a shared machine disturb far less than the wall clock. {@code simulate --baseline HANDS --playout}.
 */
public final class KernelComparison {
    /** Rounds timed, after {@link #WARM_UP_ROUNDS} that are not. */
    public static final int ROUNDS = 7;
    /** Rounds played first and not timed. */
    public static final int WARM_UP_ROUNDS = 3;

    private final BaselineKernel kernel;
    private final RuleSet rules = Variants.TRINIDAD;
    private final RandomChoice random;
    private final Playout playout;
    private long match;
    private final long seed;
    private long sink;

    /**
     * A comparison whose kernel and play-outs draw from generators seeded by {@code seed}.
     *
     * @param seed the seed
     */
    public KernelComparison(long seed) {
        this.seed = seed;
        this.kernel = new BaselineKernel(seed);
        this.random = new RandomChoice(seed ^ 0x5DEECE66DL);
        this.playout = new Playout(start());
    }

    private GameState start() {
        long matchSeed = Simulation.matchSeed(seed, match++);
        return GameState.start(rules, (int) Math.floorMod(matchSeed, (long) rules.seats()), DeckSource.seeded(matchSeed));
    }

    /**
     * Plays {@code hands} random hands on the play-out: a hand is counted when its count is made (redeals are not
     * hands, as in the kernel); a match that ends is followed by a new one.
     *
     * @param hands how many
     * @return a checksum of the scores, so that the work cannot be optimised away
     */
    public long playOutHands(long hands) {
        Playout p = playout;
        long sum = 0;
        for (long n = 0; n < hands; ) {
            if (p.isOver()) {
                sum += p.score(0);
                p.reset(start());
                n++;                        // the match ended in a hand's count
                continue;
            }
            if (p.isHandOver()) {
                p.nextHand();
                n++;
                continue;
            }
            long legal = p.legalPlayWord();
            if (legal > 0) {
                for (int k = random.below(Long.bitCount(legal)); k > 0; k--) {
                    legal &= legal - 1;
                }
                p.play(Long.numberOfTrailingZeros(legal));
            } else {
                p.apply(p.legalAction(random.below(RandomBot.choices(p))));
            }
        }
        return sum;
    }

    /**
     * The rounds: each times {@code hands} hands of the kernel, then as many on the play-out, in CPU time.
     *
     * @param hands hands per round and path
     * @return for each timed round, the kernel's hands per CPU second and the play-out's
     */
    public double[][] run(long hands) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        double[][] rates = new double[ROUNDS][2];
        for (int round = -WARM_UP_ROUNDS; round < ROUNDS; round++) {
            long t0 = mx.getCurrentThreadCpuTime();
            sink += kernel.play(hands);
            long t1 = mx.getCurrentThreadCpuTime();
            sink += playOutHands(hands);
            long t2 = mx.getCurrentThreadCpuTime();
            if (round >= 0) {
                rates[round][0] = hands / ((t1 - t0) / 1e9);
                rates[round][1] = hands / ((t2 - t1) / 1e9);
            }
        }
        return rates;
    }

    /** Returns what the timed work summed, so that it cannot be optimised away. */
    public long checksum() {
        return sink;
    }

    /**
     * The median of one column of {@link #run}'s rates.
     *
     * @param rates the rates
     * @param column 0 for the kernel, 1 for the play-out, 2 for the play-out's over the kernel's round by round
     * @return the median
     */
    public static double median(double[][] rates, int column) {
        double[] v = new double[rates.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = column == 2 ? rates[i][1] / rates[i][0] : rates[i][column];
        }
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }
}
