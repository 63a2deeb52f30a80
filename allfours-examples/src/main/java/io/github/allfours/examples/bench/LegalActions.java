package io.github.allfours.examples.bench;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.variants.Variants;
import java.util.List;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * {@link GameState#legalActions()} of Trinidad All Fours (four players) in each phase of a hand: elder's
 * stand-or-beg decision, a lead and a follow, each over {@value Fixtures#COUNT} different states. The
 * list of plays is a view over a card word, so {@code followIterated} also reads every element, as a
 * bot that looks at each choice would.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class LegalActions {
    private GameState[] beg;
    private GameState[] lead;
    private GameState[] follow;
    private int i;

    /** Creates the benchmark state; JMH calls this. */
    public LegalActions() {
    }

    /** Collects the states. */
    @Setup
    public void setUp() {
        beg = Fixtures.states(Variants.TRINIDAD, Fixtures::beg, Fixtures.COUNT, Fixtures.SEED);
        lead = Fixtures.states(Variants.TRINIDAD, Fixtures::lead, Fixtures.COUNT, Fixtures.SEED + 1);
        follow = Fixtures.states(Variants.TRINIDAD, Fixtures::follow, Fixtures.COUNT, Fixtures.SEED + 2);
    }

    private int next() {
        i = (i + 1) & (Fixtures.COUNT - 1);
        return i;
    }

    /** Returns the legal calls of elder (stand and beg, or beg alone). */
    @Benchmark
    public List<Action> beg() {
        return beg[next()].legalActions();
    }

    /** Returns the legal plays of a leader (the whole hand). */
    @Benchmark
    public List<Action> lead() {
        return lead[next()].legalActions();
    }

    /** Returns the legal plays of a follower (the follow rules applied). */
    @Benchmark
    public List<Action> follow() {
        return follow[next()].legalActions();
    }

    /**
     * The legal plays of a follower, each element read.
     *
     * @param bh consumes the actions
     */
    @Benchmark
    public void followIterated(Blackhole bh) {
        for (Action a : follow[next()].legalActions()) {
            bh.consume(a);
        }
    }

    /** Returns the legal cards of a follower as a card word, the allocation-free form. */
    @Benchmark
    public long followBits() {
        return follow[next()].legalPlayBits();
    }
}
