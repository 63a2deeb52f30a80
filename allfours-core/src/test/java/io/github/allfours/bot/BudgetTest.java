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

    /**
     * A search asks the clock after every iteration; the clock reads the time only every so many calls: twice as
     * many while calls come quickly, half as many once they come slowly, never more than 64, and at the first reading
     * past the deadline it says so.
     */
    @Test
    void aClockReadsTheTimeLessOftenWhileCallsAreQuickAndNeverMissesItsEnd() {
        long[] now = {0};
        long[] reads = {0};
        Budget.Clock clock = new Budget.Clock(0, 10_000_000_000L, () -> {
            reads[0]++;
            return now[0];
        });
        // quick calls, 100 ns apart: the stride doubles at each reading up to 64
        int calls = 0;
        for (int i = 0; i < 1_000 && clock.stride() < Budget.Clock.MOST_CALLS_UNREAD; i++) {
            now[0] += 100;
            assertFalse(clock.over());
            calls++;
        }
        assertEquals(1 + 2 + 4 + 8 + 16 + 32, calls, "the stride doubles at each reading");
        assertEquals(Budget.Clock.MOST_CALLS_UNREAD, clock.stride());
        for (int i = 0; i < 1_000; i++) {
            now[0] += 100;
            assertFalse(clock.over());
        }
        assertEquals(Budget.Clock.MOST_CALLS_UNREAD, clock.stride(), "it stays at the most");
        long readsBefore = reads[0];
        for (int i = 0; i < 640; i++) {
            now[0] += 100;
            clock.over();
        }
        assertEquals(10, reads[0] - readsBefore, "one reading every 64 calls");
        // slow calls, 1 ms apart: the stride halves at each reading
        for (int i = 0; i < 200 && clock.stride() > 1; i++) {
            now[0] += 1_000_000;
            assertFalse(clock.over());
        }
        assertEquals(1, clock.stride());
        // past the deadline: the very next call says so
        now[0] = 10_000_000_000L;
        assertTrue(clock.over());
    }

    @Test
    void aQuickClockSaysItsTimeIsOverWithinItsStrideOfTheDeadline() {
        long[] now = {0};
        Budget.Clock clock = new Budget.Clock(0, 1_000_000L, () -> now[0]);
        int calls = 0;
        while (!clock.over() && calls < 100_000) {
            now[0] += 50;                   // 50 ns a call
            calls++;
        }
        assertTrue(now[0] >= 1_000_000L, "not before its time");
        assertTrue(now[0] < 1_000_000L + Budget.Clock.MOST_CALLS_UNREAD * 50L, "at most a stride of calls after it: " + now[0]);
        assertTrue(calls > 19_000);
    }
}
