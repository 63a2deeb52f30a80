package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.HandResult;
import io.github.allfours.table.Stakes;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The Heckmondwike league game: pagat.com "All Fours", West Yorkshire, "Variations" (league matches go to
 * 15 and pay no all-four bonus); docs/rules.md variants table and decision 11. The hands are
 * {@link WestYorkshireTest}'s all-four hand, dealt round the table so the pitching side alternates.
 */
class HeckmondwikeLeagueTest {
    @Test
    @DisplayName("decision 11 / pagat league variation: the match goes on past 11 and is won at 15")
    void matchToFifteen() {
        assertEquals(15, HeckmondwikeLeague.FOUR.target());
        // side 0, 1, 0, 1, 0 make all four: after five hands West Yorkshire is over at 11 (see
        // WestYorkshireTest), the league match stands 12-8 and goes on
        GameState five = WestYorkshireTest.allFourMatch(HeckmondwikeLeague.FOUR, 5);
        assertFalse(five.isOver());
        assertEquals(12, five.score(0));
        assertEquals(8, five.score(1));

        // hand 6 (side 1): 12-12; hand 7 (side 0): High 13, Low 14, Jack 15 wins before Game
        GameState seven = WestYorkshireTest.allFourMatch(HeckmondwikeLeague.FOUR, 7);
        assertTrue(seven.isOver());
        assertEquals(0, seven.winner().getAsInt());
        assertEquals(15, seven.score(0));
        assertEquals(12, seven.score(1));
    }

    @Test
    @DisplayName("ruling 11: the league pays no all-four stake, though the engine still flags every all-four hand")
    void noAllFourStake() {
        assertFalse(HeckmondwikeLeague.FOUR.scoring().allFourBonus());
        GameState s = WestYorkshireTest.allFourMatch(HeckmondwikeLeague.FOUR, 7);
        for (HandResult r : s.handResults()) {
            assertEquals(r.hand() % 2, r.allFourSide());
        }
        // only the match stake of 2 changes hands: each winner +2, each loser -2
        assertArrayEquals(new int[] {2, -2, 2, -2}, Stakes.settle(s, 2, 1));
    }

    @Test
    @DisplayName("Heckmondwike keeps West Yorkshire's play: pitch, waiting partner, throw-in")
    void playsAsWestYorkshire() {
        GameState s = WestYorkshireTest.startAllFourHand(HeckmondwikeLeague.FOUR);
        assertTrue(s.viewFor(2).handHidden());
        s = WestYorkshireTest.playAllFourHand(s);
        assertEquals(0, s.lastHandResult().orElseThrow().allFourSide());
        assertEquals(4, s.score(0));
    }
}
