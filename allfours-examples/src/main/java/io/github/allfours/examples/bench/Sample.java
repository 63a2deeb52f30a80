package io.github.allfours.examples.bench;

import io.github.allfours.bot.sample.DealSampler;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.game.Phase;
import io.github.allfours.variants.Variants;
import java.util.SplittableRandom;
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
 * The deal sampler in Trinidad (four players), over {@value Fixtures#COUNT} states of trick play: making a
 * sampler from the view of the seat to act (reading its voids and counting the deals), drawing one deal from a
 * sampler already made as a checked state, and dealing one into a play-out in place, which is what each iteration
 * of a search costs.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Sample {
    private GameState[] states;
    private DealSampler[] samplers;
    private Playout[] playouts;
    private final SplittableRandom random = new SplittableRandom(5);
    private int i;

    /** Creates the benchmark state; JMH calls this. */
    public Sample() {
    }

    /** Collects states of trick play and their samplers. */
    @Setup
    public void setUp() {
        states = Fixtures.states(Variants.TRINIDAD, s -> s.phase() == Phase.PLAY, Fixtures.COUNT, Fixtures.SEED + 13);
        samplers = new DealSampler[states.length];
        for (int k = 0; k < states.length; k++) {
            samplers[k] = DealSampler.of(states[k].viewFor(states[k].toAct()));
        }
        playouts = new Playout[states.length];
        for (int k = 0; k < states.length; k++) {
            playouts[k] = samplers[k].newPlayout(random);
        }
    }

    private int next() {
        i = (i + 1) & (Fixtures.COUNT - 1);
        return i;
    }

    /** Makes a sampler for the seat to act. */
    @Benchmark
    public DealSampler make() {
        GameState s = states[next()];
        return DealSampler.of(s.viewFor(s.toAct()));
    }

    /** Draws one deal, as a checked state. */
    @Benchmark
    public GameState draw() {
        return samplers[next()].sample(random);
    }

    /** Deals one sample into a play-out in place, as the searches do at each iteration. */
    @Benchmark
    public Playout drawInPlace() {
        int k = next();
        return samplers[k].sampleInto(playouts[k], random);
    }
}
