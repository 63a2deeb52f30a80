package io.github.allfours.examples.bench;

import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
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
 * {@link GameState#viewFor(int)} in Trinidad (four players), what a server sends a player after each
 * move, over {@value Fixtures#COUNT} states of every phase: for the seat to act (whose view carries
 * its legal actions) and for the next seat (whose view does not).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ViewFor {
    private GameState[] states;
    private int i;

    /** Creates the benchmark state; JMH calls this. */
    public ViewFor() {
    }

    /** Collects states from every phase where someone is to act. */
    @Setup
    public void setUp() {
        states = Fixtures.states(Variants.TRINIDAD, s -> s.toAct() >= 0, Fixtures.COUNT, Fixtures.SEED + 9);
    }

    private int next() {
        i = (i + 1) & (Fixtures.COUNT - 1);
        return i;
    }

    /** Returns the view of the seat to act. */
    @Benchmark
    public SeatView seatToAct() {
        GameState s = states[next()];
        return s.viewFor(s.toAct());
    }

    /** Returns the view of the seat after the one to act. */
    @Benchmark
    public SeatView otherSeat() {
        GameState s = states[next()];
        return s.viewFor((s.toAct() + 1) % s.rules().seats());
    }
}
