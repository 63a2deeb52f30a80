package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Match} and {@link GameState#award}: the scores, the awards and hands of the match, and its end
 * the moment a side reaches the target. Expectations worked out by hand from docs/rules.md "Order of
 * scoring" and "Timing and order of awards" ("the match ends at the first award that takes a side to
 * the target; no award is recorded after it").
 */
class MatchTest {
    static final RuleSet TWO = TestRules.TRINIDAD_TWO;

    /** FourPointsMechanicTest deal A: High AH (side 0), Low 3H (side 1), hang jack (side 0), Game (side 0). */
    static DeckOrder dealA(RuleSet rules) {
        return layout(rules, 0).hands("AH KH 2D 3D 4D 5D", "JH 3H 2C 3C 4C 5C").turnUp("2H").build();
    }

    @Test
    void theCountStopsAtTheFirstAwardThatReachesTheTarget() {
        // Target 1: both sides are one point short. High is counted first and goes to side 0, which wins;
        // Low (side 1), the hang jack and Game are not awarded, but the result still names their winners.
        RuleSet rules = TWO.withTarget(1);
        GameState s = moves(GameState.start(rules, 0, DeckSource.of(dealA(rules), dealA(rules))).apply(Action.STAND),
            "JH AH KH 3H 2D 2C 3D 3C 4D 4C 5D");
        List<GameEvent> ev = new ArrayList<>();
        GameState over = s.apply(1, Action.play(card("5C")), ev::add);
        assertEquals(List.of(1, 0), over.scoreList());
        assertEquals(list("high 0 +1 AH"), awards(over.awards()));
        HandResult r = over.lastHandResult().orElseThrow();
        assertEquals(1, r.lowSide());
        assertEquals(0, r.jackSide());
        assertEquals(0, r.gameSide());
        assertEquals(list("high 0 +1 AH"), awards(r.awards()));
        assertTrue(r.highScored(), "High took side 0 to the target");
        assertEquals(List.of(false, false, false), List.of(r.lowScored(), r.jackScored(), r.gameScored()),
            "Low, Jack and Game were taken but never scored");
        assertTrue(r.countStopped());
        assertEquals("hand 0 (trumps HEARTS): high 0, low 1 (not scored), jack 0 (hang) (not scored), game 0 "
            + "(not scored) " + r.gameValues(), r.toString());
        int n = ev.size();
        assertEquals(new GameEvent.Awarded(new Award(0, 0, 0, 1, AwardReason.HIGH, card("AH"))), ev.get(n - 3));
        assertEquals(new GameEvent.HandCounted(r, List.of(1, 0)), ev.get(n - 2));
        assertEquals(new GameEvent.MatchWon(0, List.of(1, 0)), ev.get(n - 1));
        assertEquals(Phase.MATCH_OVER, over.phase());
        assertEquals(0, over.winner().getAsInt());
        assertEquals(0, over.handNumber(), "the match ended in hand 0's count: no new deal");
        assertEquals(0, over.dealNumber());
        assertTrue(over.legalActions().isEmpty());
        assertRefused(over, 0, Action.STAND, Reason.MATCH_OVER);
        assertRefused(over, 1, Action.play(card("2C")), Reason.MATCH_OVER);
        assertThrows(IllegalStateException.class, () -> over.deal(dealA(rules)));
    }

    @Test
    void awardsAccumulateAcrossHandsAndEachCarriesItsHandAndDeal() {
        // Deal A (5 to 1), then dealer 1 deals the plain pack: AC turned, 1 for side 1.
        GameState s = moves(GameState.start(TWO, 0, dealA(TWO), DeckOrder.parse(DealingTest.PACK)).apply(Action.STAND),
            "JH AH KH 3H 2D 2C 3D 3C 4D 4C 5D 5C");
        assertEquals(List.of(5, 2), s.scoreList());
        HandResult counted = s.handResults().get(0);
        assertTrue(counted.highScored() && counted.lowScored() && counted.jackScored() && counted.gameScored(),
            "the whole count was made");
        assertFalse(counted.countStopped());
        assertEquals(5, s.score(0));
        assertEquals(5, s.awardCount());
        assertEquals(list("turn-up 1 +1 AC"), awards(s.awardsSince(4)));
        Award last = s.awards().get(4);
        assertEquals(1, last.hand());
        assertEquals(1, last.deal());
        assertThrows(IllegalArgumentException.class, () -> s.awardsSince(6));
        assertThrows(IllegalArgumentException.class, () -> s.awardsSince(-1));
        assertThrows(IllegalArgumentException.class, () -> s.score(2));
        assertTrue(s.winner().isEmpty());
    }

    @Test
    void anAwardWritesACopyOfTheMatchAndLeavesEarlierStatesAlone() {
        GameState before = GameState.start(TWO, 0, dealA(TWO)).apply(Action.BEG);
        GameState after = before.apply(Action.GIVE);
        assertEquals(List.of(0, 1), after.scoreList());
        assertEquals(List.of(0, 0), before.scoreList());
        assertTrue(before.awards().isEmpty());
        assertNotSame(before.match, after.match);
        // a card play that scores nothing shares the match
        GameState played = after.apply(after.legalAction(0));
        assertSame(after.match, played.match);
    }

    @Test
    void copyClonesTheScoresAndSharesTheRest() {
        Match m = GameState.start(TWO, 0, dealA(TWO)).match;
        assertNull(m.lastHand());
        Match c = m.copy();
        c.scores[0] = 9;
        assertEquals(0, m.scores[0]);
        assertSame(m.compiled, c.compiled);
        assertSame(m.rules, c.rules);
        assertEquals(m.dealer, c.dealer);
        assertEquals(-1, c.winner);
    }
}
