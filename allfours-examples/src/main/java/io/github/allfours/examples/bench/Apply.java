package io.github.allfours.examples.bench;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.variants.Variants;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link GameState#apply(Action)} of a random legal action in each phase of a Trinidad (four player)
 * hand: elder's stand or beg, a lead, a follow (some of which complete a trick, and a few the hand,
 * scoring it and dealing the next). Each over {@value Fixtures#COUNT} states, each with its own action
 * chosen once at set-up; apply validates the action as always.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Apply {
    private GameState[] beg;
    private Action[] begAction;
    private GameState[] lead;
    private Action[] leadAction;
    private GameState[] follow;
    private Action[] followAction;
    private int i;

    /** Creates the benchmark state; JMH calls this. */
    public Apply() {
    }

    /** Collects the states and picks an action for each. */
    @Setup
    public void setUp() {
        beg = Fixtures.states(Variants.TRINIDAD, Fixtures::beg, Fixtures.COUNT, Fixtures.SEED);
        lead = Fixtures.states(Variants.TRINIDAD, Fixtures::lead, Fixtures.COUNT, Fixtures.SEED + 1);
        follow = Fixtures.states(Variants.TRINIDAD, Fixtures::follow, Fixtures.COUNT, Fixtures.SEED + 2);
        begAction = Fixtures.randomLegal(beg, Fixtures.SEED + 3);
        leadAction = Fixtures.randomLegal(lead, Fixtures.SEED + 4);
        followAction = Fixtures.randomLegal(follow, Fixtures.SEED + 5);
    }

    private int next() {
        i = (i + 1) & (Fixtures.COUNT - 1);
        return i;
    }

    /** Returns the state after elder stands or begs. */
    @Benchmark
    public GameState beg() {
        int k = next();
        return beg[k].apply(begAction[k]);
    }

    /** Returns the state after a lead. */
    @Benchmark
    public GameState lead() {
        int k = next();
        return lead[k].apply(leadAction[k]);
    }

    /** Returns the state after a follow. */
    @Benchmark
    public GameState follow() {
        int k = next();
        return follow[k].apply(followAction[k]);
    }
}
