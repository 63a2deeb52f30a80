package io.github.allfours.examples.bench;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
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
 * One whole match of Trinidad All Fours (four players, to 14) by uniformly random legal actions
 * through the public API, from {@code GameState.start} to the end; a new deck seed every time.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RandomMatch {
    private SplittableRandom random;
    private long match;

    /** Creates the benchmark state; JMH calls this. */
    public RandomMatch() {
    }

    /** Seeds the players. */
    @Setup
    public void setUp() {
        random = new SplittableRandom(Fixtures.SEED + 12);
    }

    /** Returns the final state of the match. */
    @Benchmark
    public GameState trinidad() {
        GameState s = GameState.start(Variants.TRINIDAD, random.nextInt(4), DeckSource.seeded(Fixtures.SEED + match++));
        return Fixtures.playMatch(s, random);
    }
}
