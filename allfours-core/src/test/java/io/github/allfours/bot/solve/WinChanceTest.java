package io.github.allfours.bot.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.testkit.TestRules;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link WinChance}: the searches and the solver value an outcome by the chance of winning the match, from the scores. */
class WinChanceTest {
    @Test
    void aFinishedMatchIsWorthOneToTheWinnerAndNothingToTheLoser() {
        SplittableRandom random = new SplittableRandom(4);
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(4));
        while (!s.isOver()) {
            s = s.apply(s.legalAction(random.nextInt(RandomMatches.choices(s))));
        }
        int winner = s.winner().getAsInt();
        assertEquals(1.0, WinChance.of(new Playout(s), winner));
        assertEquals(0.0, WinChance.of(new Playout(s), 1 - winner));
    }

    @Test
    void betweenTwoSidesTheValuesAddUpToOneAndFollowTheScore() {
        SplittableRandom random = new SplittableRandom(8);
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(8));
        int seen = 0;
        while (!s.isOver()) {
            double mine = WinChance.of(new Playout(s), 0);
            double theirs = WinChance.of(new Playout(s), 1);
            assertEquals(1.0, mine + theirs, 1e-12);
            int gap = Integer.compare(s.score(0), s.score(1));
            assertEquals(gap, (int) Math.signum(Math.round((mine - 0.5) * 1e9)), s.toString());
            assertTrue(mine > 0 && mine < 1);
            seen++;
            s = s.apply(s.legalAction(random.nextInt(RandomMatches.choices(s))));
        }
        assertTrue(seen > 20);
    }

    @Test
    void thereIsNoChanceForASideTheTableDoesNotHave() {
        Playout p = new Playout(GameState.start(TestRules.TRINIDAD, 3));
        assertThrows(IllegalArgumentException.class, () -> WinChance.of(p, 2));
        assertThrows(IllegalArgumentException.class, () -> WinChance.of(p, -1));
    }

    @Test
    void theSameGapCountsForMoreNearTheTarget() {
        // 2 to 0 at the start of a match to 14 (12 and 14 to go), and 13 to 11 near its end (1 and 3 to go)
        assertTrue(WinChance.of(1, 3) > WinChance.of(12, 14));
        assertTrue(WinChance.of(1, 3) > 0.8);
        assertEquals(0.5, WinChance.of(5, 5));
        assertTrue(WinChance.of(3, 1) < 0.2);
    }

    /**
     * The needs met most are read from a table worked out once: every value, inside the table and on both sides of
     * its edges (a side set back needs more than the target; a side past it, in a play-out, nothing), is the formula's.
     */
    @Test
    void theTableOfChancesGivesTheFormulasValues() {
        int[] needs = {-40, -1, 0, 1, 2, 5, 7, 11, 21, 52, 62, 63, 64, 65, 200, 10_000};
        for (int mine : needs) {
            for (int theirs : needs) {
                double gap = (theirs - mine) / (2.0 + Math.min(mine, theirs) / 2.0);
                assertEquals(0.5 + 0.5 * Math.tanh(gap), WinChance.of(mine, theirs), mine + " against " + theirs);
            }
        }
        for (int mine = 0; mine < 64; mine++) {
            for (int theirs = 0; theirs < 64; theirs++) {
                double gap = (theirs - mine) / (2.0 + Math.min(mine, theirs) / 2.0);
                assertEquals(0.5 + 0.5 * Math.tanh(gap), WinChance.of(mine, theirs), mine + " against " + theirs);
            }
        }
    }
}
