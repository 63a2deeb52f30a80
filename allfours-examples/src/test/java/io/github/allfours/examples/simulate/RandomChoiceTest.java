package io.github.allfours.examples.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RandomChoiceTest {
    @Test
    void everyChoiceIsInRangeAndTheSameSeedRepeatsTheSequence() {
        RandomChoice a = new RandomChoice(42);
        RandomChoice b = new RandomChoice(42);
        for (int i = 0; i < 10_000; i++) {
            int n = 1 + i % 13;
            int x = a.below(n);
            assertTrue(x >= 0 && x < n, x + " of " + n);
            assertEquals(x, b.below(n));
        }
    }

    /** Chi-squared over 7 choices: far below the 0.1% critical value (22.46, 6 degrees of freedom). */
    @Test
    void choicesAreUniform() {
        RandomChoice r = new RandomChoice(7);
        int n = 7;
        int draws = 700_000;
        long[] count = new long[n];
        for (int i = 0; i < draws; i++) {
            count[r.below(n)]++;
        }
        double expected = (double) draws / n;
        double chi = 0;
        for (long c : count) {
            chi += (c - expected) * (c - expected) / expected;
        }
        assertTrue(chi < 22.46, "chi-squared " + chi);
    }

    @Test
    void nothingToChooseFromIsRefused() {
        RandomChoice r = new RandomChoice(1);
        assertThrows(IllegalArgumentException.class, () -> r.below(0));
        assertThrows(IllegalArgumentException.class, () -> r.below(-3));
        assertEquals(0, r.below(1));
    }
}
