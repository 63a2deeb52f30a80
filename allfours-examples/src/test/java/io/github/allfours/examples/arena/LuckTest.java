package io.github.allfours.examples.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.variants.AuctionPitch;
import io.github.allfours.variants.Trinidad;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The luck of a deal: its value less the mean value of shuffles from the same position. */
class LuckTest {
    @Test
    void aDealThatIsTheOneShuffleItIsComparedWithHasNoLuck() {
        for (GameState pre : new GameState[] {GameState.start(Trinidad.FOUR, 1, DeckSource.none()),
            GameState.start(AuctionPitch.FOUR, 2, DeckSource.none())}) {
            long seed = 77;
            DeckOrder theSample = DeckSource.seeded(new SplittableRandom(seed).nextLong()).order(0).orElseThrow();
            Luck.Deal d = new Luck(1).of(pre, theSample, seed);
            assertEquals(0.0, d.win(), pre.rules().id());
            assertEquals(0.0, d.points(), pre.rules().id());
        }
    }

    @Test
    void anotherDealHasSomeLuckAndTheSameSeedGivesTheSame() {
        GameState pre = GameState.start(Trinidad.FOUR, 0, DeckSource.none());
        double[] sum = new double[2];
        for (int k = 0; k < 40; k++) {
            Luck.Deal d = new Luck(8).of(pre, DeckSource.seeded(1000 + k).order(0).orElseThrow(), 5);
            assertEquals(d, new Luck(8).of(pre, DeckSource.seeded(1000 + k).order(0).orElseThrow(), 5));
            sum[0] += Math.abs(d.win());
            sum[1] += Math.abs(d.points());
        }
        assertNotEquals(0.0, sum[0]);
        assertNotEquals(0.0, sum[1]);
        assertThrows(IllegalArgumentException.class, () -> new Luck(0));
    }
}
