package io.github.allfours.examples.bench;

import io.github.allfours.bot.solve.HandSolver;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.game.Phase;
import io.github.allfours.variants.Variants;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The hand solver ({@link HandSolver}) on a whole Trinidad hand of four players, solved from the first lead with
 * every card known, over {@value Fixtures#COUNT} deals of six cards a seat (no run): {@code hand} samples the time of each solve (JMH prints
 * its median and percentiles), {@code nodes} counts the positions searched per second.
 */
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Solve {
    private Playout[] positions;
    private final HandSolver solver = new HandSolver();
    private int i;

    /** Creates the benchmark state; JMH calls this. */
    public Solve() {
    }

    /** Collects states at the first lead of a hand of six cards a seat (no run dealt more), trumps known. */
    @Setup
    public void setUp() {
        GameState[] states = Fixtures.states(Variants.TRINIDAD, Solve::firstLead, Fixtures.COUNT, Fixtures.SEED + 29);
        positions = new Playout[states.length];
        for (int k = 0; k < states.length; k++) {
            positions[k] = new Playout(states[k]);
        }
    }

    static boolean firstLead(GameState s) {
        return s.phase() == Phase.PLAY && s.trump().isPresent() && s.tricksPlayed() == 0 && s.currentTrick().isEmpty()
            && Long.bitCount(s.handBits(s.toAct())) == s.rules().handSize();
    }

    private int next() {
        i = (i + 1) & (Fixtures.COUNT - 1);
        return i;
    }

    /** Solves one hand from its first lead for the side to lead. */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    public double hand() {
        Playout p = positions[next()];
        return solver.solve(p, p.rules().sideOf(p.toAct()));
    }

    /** The positions searched, reported per second by JMH. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Nodes {
        /** The positions searched so far in this iteration. */
        public long nodes;

        /** Creates the counter; JMH calls this. */
        public Nodes() {
        }

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void clear() {
            nodes = 0;
        }
    }

    /** Solves one hand and counts its positions. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public double nodes(Nodes counter) {
        Playout p = positions[next()];
        double v = solver.solve(p, p.rules().sideOf(p.toAct()));
        counter.nodes += solver.nodes();
        return v;
    }
}
