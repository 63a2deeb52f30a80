package io.github.allfours.examples.bench;

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
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Play-outs on the mutable scratch state ({@link Playout}), Trinidad with four players, by uniformly random
 * legal actions, over {@value Fixtures#COUNT} states from fixed seeds: {@code cards}, the 24 card plays of a
 * hand from its first lead to its count (hands of six cards a seat: none that a run made longer), reported per card (so {@code -prof gc}'s bytes per operation are the
 * bytes per card played); {@code hand}, a whole hand from the deal (stand or beg, give or run, the cards, the
 * count), per hand, comparable with {@link RandomHand} and {@code simulate --baseline}; {@code copy}, one
 * {@link Playout#copyFrom} of a position in the middle of a hand (a search's or a solver's undo).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Playouts {
    /** Card plays in a Trinidad hand of four players: six tricks of four. */
    static final int CARDS = 24;

    private GameState[] firstLead;
    private GameState[] dealt;
    private Playout[] midHand;
    private Playout scratch;
    private SplittableRandom random;
    private int i;

    /** Creates the benchmark state; JMH calls this. */
    public Playouts() {
    }

    /** Collects the states. */
    @Setup
    public void setUp() {
        firstLead = Fixtures.states(Variants.TRINIDAD, s -> s.phase() == Phase.PLAY && s.tricksPlayed() == 0
            && s.currentTrick().isEmpty() && Long.bitCount(s.handBits(s.toAct())) == CARDS / 4,   // no run dealt more
            Fixtures.COUNT, Fixtures.SEED + 20);
        dealt = Fixtures.states(Variants.TRINIDAD, Fixtures::beg, Fixtures.COUNT, Fixtures.SEED + 21);
        GameState[] middle = Fixtures.states(Variants.TRINIDAD, s -> s.phase() == Phase.PLAY && s.tricksPlayed() == 3,
            Fixtures.COUNT, Fixtures.SEED + 22);
        midHand = new Playout[middle.length];
        random = new SplittableRandom(Fixtures.SEED + 23);
        for (int k = 0; k < middle.length; k++) {
            midHand[k] = new Playout(middle[k]);
            midHand[k].play(Long.numberOfTrailingZeros(midHand[k].legalPlayWord()));   // a trick of the play-out's own
        }
        scratch = new Playout(firstLead[0]);
        for (GameState s : firstLead) {
            int played = playHand(scratch.reset(s), random);
            if (played != CARDS) {
                throw new IllegalStateException("a Trinidad hand of " + played + " card plays, not " + CARDS + ": " + s);
            }
        }
    }

    private int next() {
        i = (i + 1) & (Fixtures.COUNT - 1);
        return i;
    }

    /**
     * Plays random legal actions on {@code p} until nobody is to act (the hand is counted, or the match over).
     *
     * @return the number of actions taken
     */
    static int playHand(Playout p, SplittableRandom random) {
        int actions = 0;
        while (p.toAct() >= 0) {
            long legal = p.legalPlayWord();
            if (legal > 0) {        // trick play without a throw-in: a random card, nothing allocated
                for (int k = random.nextInt(Long.bitCount(legal)); k > 0; k--) {
                    legal &= legal - 1;
                }
                p.play(Long.numberOfTrailingZeros(legal));
            } else {
                p.apply(p.legalAction(random.nextInt(p.legalActionCount())));
            }
            actions++;
        }
        return actions;
    }

    /** The 24 card plays of a hand, from its first lead, on the scratch state; per card. */
    @Benchmark
    @OperationsPerInvocation(CARDS)
    public int cards() {
        return playHand(scratch.reset(firstLead[next()]), random);
    }

    /** A whole random hand from the deal on the scratch state; per hand. */
    @Benchmark
    public int hand() {
        return playHand(scratch.reset(dealt[next()]), random);
    }

    /** One copy of a position in the middle of a hand into the scratch state. */
    @Benchmark
    public Playout copy() {
        return scratch.copyFrom(midHand[next()]);
    }
}
