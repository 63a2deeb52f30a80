package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** ISMCTS's selection rule reads the logarithm of small counts from a table: the same values as {@link Math#log}. */
class IsmctsLogTest {
    @Test
    void theTableGivesMathLogOnBothSidesOfItsEnd() {
        for (int n : new int[] {1, 2, 3, 10, 1_000, 1_023, 1_024, 1_025, 65_536, 1_000_000, Integer.MAX_VALUE}) {
            assertEquals(Math.log(n), IsmctsBot.log(n), "log " + n);
        }
    }
}
