package io.github.allfours.examples.bench;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.RuleStrategy;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One decision of the rule-based bot from a seat's view, by strategy: the classic one; the learned one, whose bids
 * and trump decisions read the learned evaluator; and the distilled one (the {@code medium} level), the learned calls
 * with the distilled card-play weights. The same {@value Decide#POSITIONS} positions as {@link Decide} (every phase),
 * cycled through; and the same positions' trump decisions alone ({@code calls}), where the classic strategy differs.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RuleDecide {
    /** The strategy: {@code classic}, {@code learned} or {@code distilled}. */
    @Param({"classic", "learned", "distilled"})
    public String strategy;

    /** The variant, at its usual table. */
    @Param({"trinidad", "auction-pitch"})
    public String variant;

    private RuleBot bot;
    private final List<SeatView> views = new ArrayList<>();
    private final List<SeatView> calls = new ArrayList<>();
    private final SplittableRandom random = new SplittableRandom(Fixtures.SEED + 32);
    private int i;
    private int k;

    /** Creates the benchmark state; JMH calls this. */
    public RuleDecide() {
    }

    /** Picks the bot and collects the positions. */
    @Setup
    public void setUp() {
        bot = RuleBot.of(RuleStrategy.byName(strategy).orElseThrow(() -> new IllegalArgumentException("no strategy "
            + strategy)));
        RuleSet rules = Variants.byId(variant).orElseThrow(() -> new IllegalArgumentException("no variant " + variant))
            .rules();
        views.addAll(Decide.positions(rules));
        for (SeatView v : views) {
            if (v.phase() == Phase.BID || v.phase() == Phase.BEG || v.phase() == Phase.GIVE) {
                calls.add(v);
            }
        }
    }

    /**
     * One decision, of the next position in turn.
     *
     * @return the action
     */
    @Benchmark
    public Action decide() {
        SeatView v = views.get(i);
        i = (i + 1) % views.size();
        return bot.choose(v, random, Budget.UNLIMITED);
    }

    /**
     * One trump decision (a bid or a pass, stand or beg, give or run), of the next in turn.
     *
     * @return the action
     */
    @Benchmark
    public Action call() {
        SeatView v = calls.get(k);
        k = (k + 1) % calls.size();
        return bot.choose(v, random, Budget.UNLIMITED);
    }
}
