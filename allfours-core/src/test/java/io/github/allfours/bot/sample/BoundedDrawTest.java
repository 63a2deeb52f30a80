package io.github.allfours.bot.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The sampler's bounded draw ({@code DealCounter.below}): in range, uniform, and without bias at the edge. */
class BoundedDrawTest {
    /** Gives the 32-bit numbers it is told, in turn (a 64-bit number takes two of them, high word first). */
    private static RandomGenerator ints(int... values) {
        int[] next = {0};
        return new RandomGenerator() {
            @Override
            public long nextLong() {
                return (long) nextInt() << 32 | nextInt() & 0xFFFF_FFFFL;
            }

            @Override
            public int nextInt() {
                return values[next[0]++];
            }
        };
    }

    @Test
    void drawsEveryOutcomeAboutEquallyOften() {
        SplittableRandom random = new SplittableRandom(11);
        for (int bound : new int[] {1, 2, 3, 7, 27, 52}) {
            int n = 20_000 * bound;
            int[] seen = new int[bound];
            for (int i = 0; i < n; i++) {
                seen[DealCounter.below(random, bound)]++;
            }
            double chi = 0;
            for (int k = 0; k < bound; k++) {
                chi += (seen[k] - 20_000.0) * (seen[k] - 20_000.0) / 20_000.0;
            }
            // the 0.1% critical value of chi-squared with 51 degrees of freedom is 87.0; fewer need less
            assertTrue(chi < 87.0, "bound " + bound + ": chi-squared " + chi);
        }
    }

    @Test
    void maps32BitsOntoTheRangeByMultiplying() {
        assertEquals(0, DealCounter.below(ints(0x1234_5678), 3));
        assertEquals(2, DealCounter.below(ints(-1), 3));                 // 0xFFFFFFFF * 3 >>> 32
        assertEquals(1, DealCounter.below(ints(0x8000_0000), 2));
        assertEquals(51, DealCounter.below(ints(-1), 52));
    }

    @Test
    void rejectsTheLowWordsThatWouldFavourSomeOutcomes() {
        // 2^32 mod 3 = 1: of the numbers whose product with 3 has low word 0, one outcome would be drawn
        // once too often, so a low word below 1 is drawn again. The number 0 gives low word 0: rejected.
        assertEquals(2, DealCounter.below(ints(0, -1), 3));
        // a low word of 0 is not rejected where 2^32 divides evenly (a power of two)
        assertEquals(0, DealCounter.below(ints(0, -1), 4));
    }
}
