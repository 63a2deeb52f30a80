package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Pitch: Wikipedia "All fours", related games, Pitch; docs/rules.md, "Pitch" and decision 5 (Game only to
 * a side with strictly more than every other). Expectations worked out by hand.
 */
class PitchTest {
    @Test
    @DisplayName("Wikipedia Pitch: no turn-up and no auction; elder pitches at once")
    void elderPitches() {
        GameState s = GameState.start(Pitch.FOUR, 3, layout(Pitch.FOUR, 3).build());
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(0, s.toAct());
        for (Action a : new Action[] {Action.BEG, Action.PASS, Action.bid(1)}) {
            assertRefused(s, a, Reason.NOT_IN_THESE_RULES);
        }
    }

    @Test
    @DisplayName("decision 5: a tie for Game scores for nobody (the two-player tie deal: 14 each)")
    void gameTie() {
        GameState s = RulingsTest.playTieDeal(Pitch.TWO);
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(HandResult.NOBODY, r.gameSide());
        assertEquals(list("high 1 +1 AH", "low 1 +1 2H", "jack 0 +1 JH"), awards(r.awards()));
    }

    @Test
    @DisplayName("tables: 2 to 7 each for themselves, 4 or 6 in partnerships; six cards each; target 7")
    void tables() {
        Variant v = Variants.byId("pitch").orElseThrow();
        assertEquals(List.of(2, 3, 4, 5, 6, 7), v.playerCounts());
        assertEquals(2, Pitch.FOUR.sides());
        assertEquals(3, Pitch.SIX.sides());
        assertEquals(7, Pitch.SEVEN.sides());
        assertEquals(6, Pitch.SEVEN.handSize());
        assertEquals(7, Pitch.FOUR.target());
        GameState seven = GameState.start(Pitch.SEVEN, 0, layout(Pitch.SEVEN, 0).build());
        assertEquals(52 - 42, seven.stockSize());
    }
}
