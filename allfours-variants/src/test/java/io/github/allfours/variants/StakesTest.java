package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.HandResult;
import io.github.allfours.table.Stakes;
import io.github.allfours.testkit.Scenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Settling a match played for a match stake and an all-four stake: pagat.com "All Fours", West Yorkshire
 * (the paragraph on playing for money and its 2-and-1 example); docs/rules.md decision 11. The hands are real
 * played hands from {@link WestYorkshireTest}.
 */
class StakesTest {
    @Test
    @DisplayName("ruling 11, the source's example: stakes 2 and 1, A wins with all four twice, B all four once: A +3 each, B -3 each")
    void sourceExample() {
        // three hands: side 0 (A), side 1 (B), side 0 make all four; A then wins the match
        GameState s = WestYorkshireTest.allFourMatch(WestYorkshire.FOUR, 3);
        assertFalse(s.isOver());
        List<HandResult> hands = s.handResults();
        assertEquals(3, hands.size());
        assertEquals(0, hands.get(0).allFourSide());
        assertEquals(1, hands.get(1).allFourSide());
        assertEquals(0, hands.get(2).allFourSide());
        // A: 2 (match) + 1 + 1 (its all fours) - 1 (B's) = 3; B the opposite. Partners each pay or receive.
        assertArrayEquals(new int[] {3, -3, 3, -3}, Stakes.settle(WestYorkshire.FOUR, 0, hands, 2, 1));
    }

    @Test
    @DisplayName("ruling 11: a finished match settles from its own results (side 0 three all fours, side 1 two)")
    void finishedMatch() {
        GameState s = WestYorkshireTest.allFourMatch(WestYorkshire.FOUR, 5);
        // 2 + 3 - 2 = 3
        assertArrayEquals(new int[] {3, -3, 3, -3}, Stakes.settle(s, 2, 1));
    }

    @Test
    @DisplayName("ruling 11: with three partnerships every losing side pays the winner the match stake")
    void threeSides() {
        GameState s = GameState.start(WestYorkshire.SIX, 5,
            layout(WestYorkshire.SIX, 5).hands(WestYorkshireTest.SIX_HANDS).build());
        s = moves(s, "AH throw-in 2H 5H throw-in throw-in KH throw-in 6H QH 7H TC 8H 9H TD JH TS");
        // that hand was split (High, Jack, Game to side 0, Low to side 2): no all-four stake
        assertArrayEquals(new int[] {4, -2, -2, 4, -2, -2}, Stakes.settle(WestYorkshire.SIX, 0, s.handResults(), 2, 1));
    }

    @Test
    @DisplayName("Stakes refuses an unfinished match and negative stakes")
    void refusals() {
        GameState s = WestYorkshireTest.allFourMatch(WestYorkshire.FOUR, 1);
        assertThrows(IllegalArgumentException.class, () -> Stakes.settle(s, 2, 1));
        assertThrows(IllegalArgumentException.class,
            () -> Stakes.settle(WestYorkshire.FOUR, 0, s.handResults(), -1, 1));
        assertThrows(IllegalArgumentException.class,
            () -> Stakes.settle(WestYorkshire.FOUR, 2, s.handResults(), 2, 1));
    }
}
