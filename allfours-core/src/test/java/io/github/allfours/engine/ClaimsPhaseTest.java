package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link ClaimsPhase}: table mode's claims step after the last trick, closed by the dealer's {@code count}.
 * Every expectation is worked out by hand from docs/rules.md, "Table mode" (the claims step; a called revoke
 * bars its side from Game), "The four points" and "Timing and order of awards".
 *
 * <p>Two seats (Trinidad, target 14): seat 0 deals {@code AH KH TS 3C 4C 5D}, seat 1 (elder) holds
 * {@code QH 6D 7D 2S 3S 4S}; TH is turned up (no points) and elder stands: hearts. Play: T1 6D 3C (a revoke,
 * seat 0 holds 5D; seat 1 wins), T2 7D 5D (seat 1), T3 2S TS (seat 0, 10), T4 AH QH (seat 0, 4 + 2), T5 KH
 * 3S (seat 0, 3), T6 4C 4S (seat 0). Game: seat 0 19, seat 1 0. In play: AH KH (seat 0), QH (seat 1); TH
 * was turned and is never in play: High AH to side 0, Low QH to side 1, no jack in play. The second deck
 * order is the pack in order: seat 1 deals it and turns up AC, 1 point to its side.
 */
class ClaimsPhaseTest {
    static final RuleSet TWO = TestRules.TRINIDAD_TWO.withTableMode(TableMode.STANDARD);
    static final String PLAY = "stand 6D 3C 7D 5D 2S TS AH QH KH 3S 4C 4S";

    static GameState deal(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands("AH KH TS 3C 4C 5D", "QH 6D 7D 2S 3S 4S").turnUp("TH").build(),
            layout(rules, 1).build());
    }

    @Test
    void theDealerAloneMayCount() {
        GameState s = moves(deal(TWO), PLAY);
        assertEquals(Phase.CLAIMS, s.phase());
        assertEquals(0, s.toAct(), "the dealer");
        assertEquals(PhaseRules.bit(Call.COUNT), s.legal);
        assertEquals(List.of(Action.COUNT, Action.CALL_REVOKE), s.legalActions(),
            "the dealer may call a revoke though seat 1 made none: the legal actions do not tell");
        GameState called = s.apply(0, Action.CALL_REVOKE);
        assertEquals(s.awards(), called.awards(), "a call that finds no revoke changes nothing");
        assertEquals(Phase.CLAIMS, called.phase());
        assertRefused(s, 1, Action.COUNT, Reason.NOT_YOUR_TURN);
        assertEquals(List.of(Action.CALL_REVOKE), s.legalActions(1), "seat 1 may still call the revoke, out of turn");
        assertTrue(s.handResults().isEmpty(), "not counted yet");
    }

    @Test
    void countCountsTheHandAndAnUncalledRevokeCostsNothing() {
        List<GameEvent> events = new ArrayList<>();
        GameState s = moves(deal(TWO), PLAY).apply(0, Action.COUNT, events::add);
        assertEquals(new GameEvent.Called(0, Call.COUNT), events.get(0));
        assertEquals(list("high 0 +1 AH", "low 1 +1 QH", "game 0 +1"), awards(s.lastHandResult().orElseThrow().awards()));
        assertEquals(1, s.handNumber());
        assertEquals(1, s.dealer(), "the deal passes");
        assertArrayEquals(new int[] {2, 2}, s.scores(), "2 + 0 for side 0; 1 + the next turn-up AC's 1 for side 1");
    }

    @Test
    void aRevokeCalledInTheClaimsStepBarsGame() {
        GameState s = moves(deal(TWO), PLAY).apply(1, Action.CALL_REVOKE);
        assertEquals(Phase.CLAIMS, s.phase(), "a claim does not close the step");
        assertEquals(0, s.toAct());
        s = s.apply(Action.COUNT);
        assertEquals(list("penalty 1 +1 3C", "high 0 +1 AH", "low 1 +1 QH"),
            awards(s.lastHandResult().orElseThrow().awards()), "seat 0 took Game 19 to 0 but its side is barred");
    }

    @Test
    void theStrictDefaultHasNoClaimsStep() {
        // the same deal and play without table mode: 3C is refused there, so seat 0 follows with 5D first
        GameState s = moves(deal(TestRules.TRINIDAD_TWO), "stand 6D 5D 7D 3C 2S TS AH QH KH 3S 4C 4S");
        assertEquals(1, s.handNumber(), "counted at once after the last trick");
    }
}
