package io.github.allfours.examples.bench;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Violation;
import io.github.allfours.game.Action;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
 * {@link GameState#check(int, Action)} of an illegal card by the seat to act in Trinidad (four
 * players), what a server does with a bad move from a client: a card the seat does not hold
 * ({@link Reason#CARD_NOT_HELD}), and a card of another plain suit while holding the suit led
 * ({@link Reason#MUST_FOLLOW_SUIT}). Each over {@value Fixtures#COUNT} states; the answer includes the
 * {@link Violation}'s message.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Check {
    private GameState[] notHeldStates;
    private Action[] notHeld;
    private GameState[] mustFollowStates;
    private Action[] mustFollow;
    private int i;

    /** Creates the benchmark state; JMH calls this. */
    public Check() {
    }

    /** Collects the states and an illegal card of each kind for each. */
    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(Fixtures.SEED + 6);
        notHeldStates = Fixtures.states(Variants.TRINIDAD, s -> Fixtures.lead(s) || Fixtures.follow(s), Fixtures.COUNT,
            Fixtures.SEED + 7);
        notHeld = new Action[Fixtures.COUNT];
        for (int k = 0; k < Fixtures.COUNT; k++) {
            GameState s = notHeldStates[k];
            List<Card> others = CardSet.ofBits(~s.handBits(s.toAct()) & CardSet.ALL_BITS).toList();
            notHeld[k] = Play.of(others.get(random.nextInt(others.size())));
            expect(s, notHeld[k], Reason.CARD_NOT_HELD);
        }
        mustFollowStates = Fixtures.states(Variants.TRINIDAD, Check::canRenege, Fixtures.COUNT, Fixtures.SEED + 8);
        mustFollow = new Action[Fixtures.COUNT];
        for (int k = 0; k < Fixtures.COUNT; k++) {
            GameState s = mustFollowStates[k];
            List<Card> wrong = new ArrayList<>(renegeCards(s).toList());
            mustFollow[k] = Play.of(wrong.get(random.nextInt(wrong.size())));
            expect(s, mustFollow[k], Reason.MUST_FOLLOW_SUIT);
        }
    }

    /** A follow to a plain suit by a seat holding that suit and a card of another plain suit. */
    private static boolean canRenege(GameState s) {
        return Fixtures.follow(s) && s.currentTrick().size() > 0 && !renegeCards(s).isEmpty();
    }

    private static CardSet renegeCards(GameState s) {
        Suit led = s.currentTrick().cardAt(0).suit();
        Suit trump = s.trump().orElseThrow();
        CardSet hand = s.hand(s.toAct());
        if (led == trump || hand.ofSuitOnly(led).isEmpty()) {
            return CardSet.EMPTY;
        }
        return hand.minus(CardSet.ofSuit(led)).minus(CardSet.ofSuit(trump));
    }

    private static void expect(GameState s, Action a, Reason reason) {
        Reason got = s.check(a).map(Violation::reason).orElse(null);
        if (got != reason) {
            throw new IllegalStateException("fixture: " + a + " gives " + got + ", not " + reason + ", in " + s);
        }
    }

    private int next() {
        i = (i + 1) & (Fixtures.COUNT - 1);
        return i;
    }

    /** Returns the refusal of a card the seat does not hold. */
    @Benchmark
    public Optional<Violation> cardNotHeld() {
        int k = next();
        GameState s = notHeldStates[k];
        return s.check(s.toAct(), notHeld[k]);
    }

    /** Returns the refusal of a card that breaks the follow rule. */
    @Benchmark
    public Optional<Violation> mustFollowSuit() {
        int k = next();
        GameState s = mustFollowStates[k];
        return s.check(s.toAct(), mustFollow[k]);
    }
}
