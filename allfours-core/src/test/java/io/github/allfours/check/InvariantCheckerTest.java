package io.github.allfours.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.testkit.ShallowStack;
import io.github.allfours.testkit.TestRules;
import io.github.allfours.testkit.TestSize;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The shared invariant checker passes the engine, and catches what it is there to catch. */
class InvariantCheckerTest {
    /** Matches per rule set: one in the build, three with {@code -P long} ({@code -Dallfours.invariants.seeds=N}). */
    private static final int MATCHES = TestSize.of("allfours.invariants.seeds", 1, 3);

    @Test
    void everyMechanicPassesRandomMatches() {
        for (RuleSet rules : TestRules.ALL) {
            for (long seed = 1; seed <= MATCHES; seed++) {
                InvariantChecker c = RandomMatches.check(rules, seed, seed * 31);
                assertEquals(0, c.violations(), rules.id());
                assertTrue(c.actions() > 10, rules.id());
            }
        }
    }

    @Test
    void aWrongStepIsCountedAndTheFirstFewAreKept() {
        GameState played = GameState.start(TestRules.TRINIDAD, 5);
        SplittableRandom random = new SplittableRandom(5);
        while (played.lastHandResult().isEmpty()) {
            List<Action> legal = played.legalActions();
            played = played.apply(legal.get(random.nextInt(legal.size())));
        }
        GameState other = GameState.start(TestRules.TRINIDAD, 6);
        InvariantChecker checker = new InvariantChecker(1);
        checker.start(other, "test match");
        assertEquals(0, checker.violations());
        checker.step(other, other.toAct(), other.legalActions().get(0), List.of(), played);
        long wrong = checker.violations();
        assertTrue(wrong >= 2, "no events, and awards the events did not report: " + checker.examples());
        assertTrue(checker.examples().get(0).startsWith("test match, action 1: events: "), checker.examples().get(0));
        checker.abandoned("on purpose");
        assertEquals(wrong + 1, checker.violations());
        assertEquals(1, checker.actions());
        assertEquals(1, checker.examples().size());
        InvariantChecker total = new InvariantChecker();
        total.merge(checker);
        total.merge(checker);
        assertEquals(2 * (wrong + 1), total.violations());
        assertEquals(2, total.examples().size());
        assertThrows(AssertionError.class, total::assertNone);
    }

    @Test
    void anAwardLeftOutOfTheEventsIsCaught() {
        GameState s = GameState.start(TestRules.TRINIDAD, 7);
        SplittableRandom random = new SplittableRandom(7);
        InvariantChecker checker = new InvariantChecker();
        checker.start(s, "dropped award");
        while (checker.violations() == 0 && !s.isOver()) {
            List<GameEvent> events = new ArrayList<>();
            Action a = s.legalAction(random.nextInt(s.legalActionCount()));
            GameState next = s.apply(s.toAct(), a, events::add);
            events.removeIf(e -> e instanceof GameEvent.Awarded);
            checker.step(s, s.toAct(), a, events, next);
            s = next;
        }
        assertTrue(checker.examples().get(0).contains("awards reported"), checker.examples().get(0));
    }

    /**
     * RandomMatches plays its checked matches on a thread of its own (ShallowStack): what fails there fails the
     * test, the very same error or exception, and a result comes back.
     */
    @Test
    void whatFailsOnTheChecksOwnThreadFailsTheTest() {
        AssertionError violation = new AssertionError("a violation");
        assertSame(violation, assertThrows(AssertionError.class, () -> ShallowStack.run("failing", () -> {
            throw violation;
        })));
        IllegalStateException bug = new IllegalStateException("a bug");
        assertSame(bug, assertThrows(IllegalStateException.class, () -> ShallowStack.run("throwing", () -> {
            throw bug;
        })));
        int here = new Throwable().getStackTrace().length;
        int there = ShallowStack.call("depth", () -> new Throwable().getStackTrace().length);
        assertTrue(there < here, "a stack of " + there + " frames there, " + here + " here");
        assertNotSame(Thread.currentThread(), ShallowStack.call("thread", Thread::currentThread));
    }

    @Test
    void cardsAreFoundInText() {
        assertEquals(0, InvariantChecker.cardsNamed("SeatView[seat 1, PLAY, hand (not yet seen), scores [10, 3]]"));
        long named = InvariantChecker.cardsNamed("hand [2C JH], trick seat 1: 10S, ts");
        assertEquals(CardSet.parse("2C JH TS").bits(), named);
    }
}
