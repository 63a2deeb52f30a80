package io.github.allfours.bot;

/**
 * How much thinking a {@link Bot} may do for one decision: at most {@code iterations} simulations and at
 * most {@code millis} milliseconds, whichever ends first. Bots that do not search ignore it.
 *
 * @param iterations the most simulations, at least 1
 * @param millis     the most milliseconds, at least 1
 */
public record Budget(long iterations, long millis) {
    /** As much as a bot wants: no limit a caller would notice. */
    public static final Budget UNLIMITED = new Budget(Long.MAX_VALUE, Long.MAX_VALUE);

    /**
     * @param iterations the most simulations
     * @param millis     the most milliseconds
     * @throws IllegalArgumentException if either is below 1
     */
    public Budget {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be at least 1, not " + iterations);
        }
        if (millis < 1) {
            throw new IllegalArgumentException("millis must be at least 1, not " + millis);
        }
    }

    /**
     * A budget of simulations only.
     *
     * @param iterations the most simulations, at least 1
     * @return the budget
     */
    public static Budget iterations(long iterations) {
        return new Budget(iterations, Long.MAX_VALUE);
    }

    /**
     * A budget of time only.
     *
     * @param millis the most milliseconds, at least 1
     * @return the budget
     */
    public static Budget millis(long millis) {
        return new Budget(Long.MAX_VALUE, millis);
    }
}
