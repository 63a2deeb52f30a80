package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.testkit.Scenario;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Blind All Fours: pagat.com "All Fours", North American, last paragraph (no card
 * turned, no begging or running, elder's first lead fixes trumps, a Game tie scores for nobody);
 * docs/rules.md variants table and decision 5.
 */
class BlindAllFoursTest {
    @Test
    @DisplayName("pagat Blind All Fours: no turn-up; elder's first card fixes trumps")
    void pitch() {
        GameState s = GameState.start(BlindAllFours.TWO, 0,
            layout(BlindAllFours.TWO, 0).hands(RulingsTest.TIE_DEALER, RulingsTest.TIE_ELDER).build());
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(Optional.empty(), s.turnUp());
        assertEquals(Optional.empty(), s.trump());
        assertEquals(cards(RulingsTest.TIE_ELDER), s.legalPlays());
        s = moves(s, "AH");
        assertEquals(Optional.of(Suit.HEARTS), s.trump());
        assertEquals(cards("JH 3H"), s.legalPlays(), "the dealer must follow the trump lead");
    }

    @Test
    @DisplayName("pagat Blind All Fours: no begging, giving, running, bunching or throwing in")
    void noBegging() {
        GameState s = GameState.start(BlindAllFours.TWO, 0, layout(BlindAllFours.TWO, 0).build());
        for (Action a : new Action[] {Action.BEG, Action.STAND, Action.GIVE, Action.RUN, Action.BUNCH}) {
            assertRefused(s, a, Reason.NOT_IN_THESE_RULES);
        }
        s = moves(s, s.legalPlays().toList().get(0).toString());
        assertRefused(s, Action.THROW_IN, Reason.NOT_IN_THESE_RULES);
    }

    @Test
    @DisplayName("ruling 5: a tie for Game scores for nobody")
    void gameTieToNobody() {
        GameState s = RulingsTest.playTieDeal(BlindAllFours.TWO);
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(14, r.gameValue(0));
        assertEquals(14, r.gameValue(1));
        assertEquals(HandResult.NOBODY, r.gameSide());
        assertEquals(list("high 1 +1 AH", "low 1 +1 2H", "jack 0 +1 JH"), awards(r.awards()));
    }

    @Test
    @DisplayName("pagat Blind All Fours: as Seven Up, two, three or four (partnerships) to seven; the partner may look at once")
    void tables() {
        assertEquals(7, BlindAllFours.TWO.target());
        assertEquals(3, BlindAllFours.THREE.sides());
        assertEquals(2, BlindAllFours.FOUR.sides());
        GameState four = GameState.start(BlindAllFours.FOUR, 3, layout(BlindAllFours.FOUR, 3).build());
        assertFalse(four.viewFor(2).handHidden());
        assertEquals(6, four.viewFor(2).hand().size());
    }
}
