package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * All Fives: Wikipedia "All fours", related games, All fives; docs/rules.md, "All Fives". Every
 * expectation was worked out by hand.
 *
 * <p>The deal: two players, seat 0 deals, seat 1 (elder) pitches.
 * <pre>
 *   seat 0: AH 3H TS KS 6C 7C
 *   seat 1: JH 5H TC 3D 4D 5D
 * </pre>
 * Play: T1 5H 3H (seat 1 wins: the five of trumps, 5 points at once); T2 TC 6C (seat 1); T3 JH AH (seat 0:
 * ace 4 + jack 1 = 5 at once); T4 TS 3D, T5 KS 4D, T6 7C 5D (all seat 0). Game: seat 1 takes 5H (5) and TC
 * (10) = 15; seat 0 takes AH JH (5), TS (10), KS (3) = 18. High AH, Low 3H (both held by seat 0), Jack to
 * seat 0 which captured it, Game to seat 0.
 */
class AllFivesTest {
    static final String PLAY = "5H 3H TC 6C JH AH TS 3D KS 4D 7C 5D";

    private static GameState deal(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands("AH 3H TS KS 6C 7C", "JH 5H TC 3D 4D 5D").build());
    }

    @Test
    @DisplayName("Wikipedia All fives: a trick's trumps score at once, the five 5; the five counts 5 toward Game")
    void trickPointsAndGame() {
        GameState s = moves(deal(AllFives.TWO), PLAY);
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(list("trick 1 +5", "trick 0 +5", "high 0 +1 AH", "low 0 +1 3H", "jack 0 +1 JH", "game 0 +1"),
            awards(r.awards()));
        assertEquals(18, r.gameValue(0));
        assertEquals(15, r.gameValue(1));
        assertArrayEquals(new int[] {9, 5}, s.scores());
    }

    @Test
    @DisplayName("docs/rules.md, All Fives: a match can end in the middle of a hand")
    void endsMidHand() {
        GameState s = moves(deal(AllFives.TWO.withTarget(5)), "5H 3H");
        assertEquals(Phase.MATCH_OVER, s.phase());
        assertEquals(1, s.winner().getAsInt());
        assertEquals(5, s.hand(0).size(), "the hand was not played out");
        assertEquals(List.of(), s.legalActions());
    }

    @Test
    @DisplayName("tables: two or three each for themselves, four in partnerships; target 61; the pack is worth 85")
    void tables() {
        assertEquals(List.of(2, 3, 4), Variants.byId("all-fives").orElseThrow().playerCounts());
        assertEquals(61, AllFives.TWO.target());
        assertEquals(85, AllFives.FOUR.scoring().packValue());
        assertEquals(2, AllFives.FOUR.sides());
    }
}
