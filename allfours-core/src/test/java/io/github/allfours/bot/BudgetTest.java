package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.engine.GameState;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Budget}: limits in range or none, refused with the value named; a time limit that cannot overflow. */
class BudgetTest {
    @Test
    void limitsOutOfRangeAreRefusedNamingTheValue() {
        for (long bad : new long[] {0, -1, Long.MIN_VALUE, Budget.MAX_ITERATIONS + 1, Long.MAX_VALUE - 1}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Budget(bad, 10));
            assertTrue(e.getMessage().contains(Long.toString(bad)), e.getMessage());
        }
        for (long bad : new long[] {0, -5, Budget.MAX_MILLIS + 1, 10_000_000_000_000L, Long.MAX_VALUE - 1}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Budget(10, bad));
            assertTrue(e.getMessage().contains(Long.toString(bad)), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> Budget.iterations(Budget.NO_LIMIT));
        assertThrows(IllegalArgumentException.class, () -> Budget.millis(Budget.NO_LIMIT));
    }

    @Test
    void theLargestLimitsAndNoLimitAreAccepted() {
        assertEquals(Budget.MAX_ITERATIONS, new Budget(Budget.MAX_ITERATIONS, Budget.MAX_MILLIS).iterations());
        assertTrue(Budget.iterations(1).isLimited());
        assertTrue(Budget.millis(Budget.MAX_MILLIS).isLimited());
        assertFalse(Budget.UNLIMITED.isLimited());
    }

    @Test
    void aSearchRefusesABudgetWithoutALimit() {
        GameState s = GameState.start(io.github.allfours.testkit.TestRules.TRINIDAD, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> SearchBot.INSTANCE.choose(s.viewFor(s.toAct()), new SplittableRandom(1), Budget.UNLIMITED));
        assertTrue(e.getMessage().contains("needs a limit"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
            () -> IsmctsBot.INSTANCE.choose(s.viewFor(s.toAct()), new SplittableRandom(1), Budget.UNLIMITED));
    }

    @Test
    void aDayLongTimeLimitStopsAtItsIterationsNotAtOnce() {
        // a deadline of a day must not overflow into the past: the search runs its 40 iterations
        GameState s = GameState.start(io.github.allfours.testkit.TestRules.TRINIDAD, 1);
        SearchBot.INSTANCE.analyse(s.viewFor(s.toAct()), new SplittableRandom(1), new Budget(40, Budget.MAX_MILLIS));
        assertEquals(40, SearchBot.LAST.get()[0]);
    }

    @Test
    void aClockIsOverOnceItsTimeHasPassed() {
        long now = System.nanoTime();
        assertTrue(new Budget.Clock(now - 2_000_000L, 1_000_000L).over());
        assertFalse(new Budget.Clock(now, Budget.MAX_MILLIS * 1_000_000L).over());
        assertFalse(new Budget.Clock(now, -1).over());
    }
}
