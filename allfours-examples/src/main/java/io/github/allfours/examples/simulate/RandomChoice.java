package io.github.allfours.examples.simulate;

/**
 * The choices of a uniformly random player: {@link #below(int) below(n)} picks one of {@code n} legal
 * actions with equal probability. It is SplitMix64 (the generator behind
 * {@link java.util.SplittableRandom}) with Lemire's bounded draw, which replaces the division of
 * {@code SplittableRandom.nextInt(bound)} by one multiplication and rejects the few draws that would
 * bias the result. A random playout spends most of its time choosing and applying actions, so the
 * choice is worth making cheap. Not thread-safe: one per match (it is a few bytes).
 */
public final class RandomChoice {
    private long state;

    /**
     * A generator seeded with a value.
     *
     * @param seed the seed; equal seeds give equal sequences of choices
     */
    public RandomChoice(long seed) {
        this.state = seed;
    }

    /**
     * A uniformly random number in {@code 0 .. n - 1}.
     *
     * @param n how many choices there are
     * @return the chosen index
     * @throws IllegalArgumentException if {@code n} is not positive
     */
    public int below(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("nothing to choose from: " + n + " choices");
        }
        long bound = n;
        long m = (next() >>> 32) * bound;
        if ((m & 0xFFFFFFFFL) < bound) {
            long threshold = 0x100000000L % bound;  // only on the rare draws that may need rejecting
            while ((m & 0xFFFFFFFFL) < threshold) {
                m = (next() >>> 32) * bound;
            }
        }
        return (int) (m >>> 32);
    }

    private long next() {
        long z = state += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
