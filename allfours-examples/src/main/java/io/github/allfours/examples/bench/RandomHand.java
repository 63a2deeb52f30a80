package io.github.allfours.examples.bench;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
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
 * One whole hand of each variant at its usual table, played by uniformly random legal actions through
 * the public API ({@code legalActions()}, then {@code apply}, which validates every action): from a
 * freshly dealt hand to that hand's end, which includes scoring it and dealing the next one (so each
 * operation holds exactly one deal). Matches follow one another from a fixed seed; the cost of
 * starting a new match when one ends is spread over its hands. Operations per second are hands per
 * second, comparable with {@code simulate}'s figure.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RandomHand {
    /** The variant id; every variant of {@link Variants#all()} (a test keeps the list complete). */
    @Param({"trinidad", "tobago", "west-yorkshire", "heckmondwike-league", "lancashire", "cotton-1674",
        "running-all-fours", "early-american", "seven-up", "blind-all-fours", "classic", "all-fours-party", "pitch",
        "auction-pitch", "commercial-pitch", "all-fives", "california-jack", "shasta-sam"})
    public String variant;

    private RuleSet rules;
    private SplittableRandom random;
    private long match;
    private GameState state;

    /** Creates the benchmark state; JMH calls this. */
    public RandomHand() {
    }

    /** Resolves the variant and deals the first match. */
    @Setup
    public void setUp() {
        rules = Variants.byId(variant).orElseThrow(() -> new IllegalArgumentException("no variant " + variant)).rules();
        random = new SplittableRandom(Fixtures.SEED + 11);
        state = newMatch();
    }

    private GameState newMatch() {
        return GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(Fixtures.SEED + match++));
    }

    /** Returns the state at the end of the hand. */
    @Benchmark
    public GameState hand() {
        GameState s = state.isOver() ? newMatch() : state;
        state = Fixtures.playHand(s, random);
        return state;
    }
}
