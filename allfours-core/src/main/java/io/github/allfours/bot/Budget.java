package io.github.allfours.bot;

import java.util.function.LongSupplier;

/**
 * How much thinking a {@link Bot} may do for one decision: at most {@code iterations} simulations and at
 * most {@code millis} milliseconds, whichever ends first. Bots that do not search ignore it.
 *
 * <p>Either limit may be {@link #NO_LIMIT} ({@link Long#MAX_VALUE}); otherwise it must lie between 1 and
 * {@link #MAX_ITERATIONS} or {@link #MAX_MILLIS}. A searching bot ({@link SearchBot}, {@link IsmctsBot})
 * refuses a budget with neither limit ({@link #UNLIMITED}) with an {@link IllegalArgumentException}: give
 * it iterations, milliseconds or both. The time limit is measured from the start of the decision with
 * {@link System#nanoTime()}, so it holds whatever the clock's value.
 *
 * @param iterations the most simulations: 1 to {@link #MAX_ITERATIONS}, or {@link #NO_LIMIT}
 * @param millis     the most milliseconds: 1 to {@link #MAX_MILLIS}, or {@link #NO_LIMIT}
 */
public record Budget(long iterations, long millis) {
    /** The value of a limit that does not limit: {@link Long#MAX_VALUE}. */
    public static final long NO_LIMIT = Long.MAX_VALUE;
    /** The largest number of iterations a budget may give short of no limit: 1,000,000,000 (hours of search). */
    public static final long MAX_ITERATIONS = 1_000_000_000L;
    /** The longest time a budget may give short of no limit: 86,400,000 ms (a day). */
    public static final long MAX_MILLIS = 86_400_000L;

    /** As much as a bot wants: for bots that do not search; a searching bot refuses it. */
    public static final Budget UNLIMITED = new Budget(NO_LIMIT, NO_LIMIT);

    /**
     * @param iterations the most simulations: 1 to {@link #MAX_ITERATIONS}, or {@link #NO_LIMIT}
     * @param millis     the most milliseconds: 1 to {@link #MAX_MILLIS}, or {@link #NO_LIMIT}
     * @throws IllegalArgumentException naming the value if either is out of range
     */
    public Budget {
        if (iterations != NO_LIMIT && (iterations < 1 || iterations > MAX_ITERATIONS)) {
            throw new IllegalArgumentException("iterations must be 1 to " + MAX_ITERATIONS
                + ", or Budget.NO_LIMIT for none: " + iterations);
        }
        if (millis != NO_LIMIT && (millis < 1 || millis > MAX_MILLIS)) {
            throw new IllegalArgumentException("millis must be 1 to " + MAX_MILLIS + ", or Budget.NO_LIMIT for none: "
                + millis);
        }
    }

    /**
     * A budget of simulations only.
     *
     * @param iterations the most simulations, 1 to {@link #MAX_ITERATIONS}
     * @return the budget
     * @throws IllegalArgumentException naming the value if it is out of range
     */
    public static Budget iterations(long iterations) {
        if (iterations == NO_LIMIT) {
            throw new IllegalArgumentException("iterations must be 1 to " + MAX_ITERATIONS + ": " + iterations);
        }
        return new Budget(iterations, NO_LIMIT);
    }

    /**
     * A budget of time only.
     *
     * @param millis the most milliseconds, 1 to {@link #MAX_MILLIS}
     * @return the budget
     * @throws IllegalArgumentException naming the value if it is out of range
     */
    public static Budget millis(long millis) {
        if (millis == NO_LIMIT) {
            throw new IllegalArgumentException("millis must be 1 to " + MAX_MILLIS + ": " + millis);
        }
        return new Budget(NO_LIMIT, millis);
    }

    /** Returns {@code true} when the budget limits iterations, time or both. */
    public boolean isLimited() {
        return iterations != NO_LIMIT || millis != NO_LIMIT;
    }

    /** For a searching bot: the budget, refused when it sets no limit. */
    Budget requireLimited() {
        if (!isLimited()) {
            throw new IllegalArgumentException("a search needs a limit: give the budget iterations or milliseconds");
        }
        return this;
    }

    /** The moment this budget's time runs out, for a decision starting now. */
    Clock start() {
        return new Clock(System.nanoTime(), millis == NO_LIMIT ? -1 : millis * 1_000_000L);
    }

    /**
     * A decision's time: started at {@code start} (a {@link System#nanoTime()} value), {@code nanos} long (-1: no
     * end). Asked after every iteration of a search, it reads the clock only every so many calls, as many as take
     * about {@value #LOOK_EVERY_NANOS} ns (at most {@value #MOST_CALLS_UNREAD}): a short iteration costs about as
     * much as reading the clock. So a decision runs past its time by at most about that, plus one iteration. One
     * decision's, on one thread.
     */
    static final class Clock {
        /** The time between two readings of the clock that the number of calls between them aims at. */
        static final long LOOK_EVERY_NANOS = 10_000;
        /** The most calls of {@link #over()} between two readings of the clock. */
        static final int MOST_CALLS_UNREAD = 64;

        private final long start;
        private final long nanos;
        private final LongSupplier time;
        private long lastRead;
        private int stride = 1;
        private int calls;

        Clock(long start, long nanos) {
            this(start, nanos, System::nanoTime);
        }

        /** A clock that reads {@code time} instead of {@link System#nanoTime()} (for tests). */
        Clock(long start, long nanos, LongSupplier time) {
            this.start = start;
            this.nanos = nanos;
            this.time = time;
            this.lastRead = start;
        }

        /** How many calls of {@link #over()} it now lets pass between two readings of the clock (for tests). */
        int stride() {
            return stride;
        }

        /** Whether the time has run out; compares elapsed times, so the clock's wrapping does not matter. */
        boolean over() {
            if (nanos < 0 || ++calls < stride) {
                return false;
            }
            calls = 0;
            long now = time.getAsLong();
            if (now - start >= nanos) {
                return true;
            }
            long since = now - lastRead;
            lastRead = now;
            if (since < LOOK_EVERY_NANOS / 2 && stride < MOST_CALLS_UNREAD) {
                stride <<= 1;           // calls are quick: read the clock less often
            } else if (since > 2 * LOOK_EVERY_NANOS && stride > 1) {
                stride >>= 1;           // calls got slow (a solve, another process): read it more often
            }
            return false;
        }
    }
}
