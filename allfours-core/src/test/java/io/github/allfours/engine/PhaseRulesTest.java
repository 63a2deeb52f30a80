package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.check.InvariantChecker;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link PhaseRules}: the call encoding shared by the call phases, and the contract every phase keeps:
 * one legality decision that {@code legalActions}, {@code check} and {@code apply} all read (GameState
 * "One place decides legality").
 */
class PhaseRulesTest {
    @Test
    void callsAreBitsOfTheirOrdinalsListedInDeclarationOrder() {
        assertEquals(1 << Call.STAND.ordinal(), PhaseRules.bit(Call.STAND));
        long word = PhaseRules.bit(Call.RUN) | PhaseRules.bit(Call.GIVE);
        assertEquals(List.of(Call.GIVE, Call.RUN), PhaseRules.calls(word));
        assertTrue(PhaseRules.holds(word, Call.RUN));
        assertFalse(PhaseRules.holds(word, Call.STAND));
        assertEquals(List.of(), PhaseRules.calls(0));
        assertSame(PhaseRules.calls(word), PhaseRules.calls(word), "one shared list per set of calls");
        assertThrows(UnsupportedOperationException.class, () -> PhaseRules.calls(word).add(Call.BEG));
        long all = (1L << Call.values().length) - 1;
        assertEquals(List.of(Call.values()), PhaseRules.calls(all));
    }

    /** One state in each phase where a seat acts. */
    static Map<String, GameState> statesOfEveryPhase() {
        return Map.of(
            "beg", GameState.start(TestRules.TRINIDAD, 0, withTurnUps(TestRules.TRINIDAD, "2H")),
            "give", GameState.start(TestRules.TRINIDAD, 0, withTurnUps(TestRules.TRINIDAD, "2H")).apply(Action.BEG),
            "bunch vote", BunchVotePhaseTest.voting(),
            "discard", DiscardPhaseTest.discarding(),
            "play", moves(TrickPlayPhaseTest.dealA(TestRules.TRINIDAD), "AC"),
            "play with a throw-in", moves(TrickPlayPhaseTest.throwInDeal(), "AS QS JS"));
    }

    /**
     * How many actions each of those states allows, counted by hand: stand or beg; give or run; bunch or
     * keep; any of elder's nine cards; 2C 9C QH to the club lead; the throw-in or any of six hearts.
     */
    static final Map<String, Integer> EXPECTED = Map.of("beg", 2, "give", 2, "bunch vote", 2, "discard", 9,
        "play", 3, "play with a throw-in", 7);

    @Test
    void everyPhaseAcceptsExactlyTheActionsItLists() {
        for (Map.Entry<String, GameState> e : statesOfEveryPhase().entrySet()) {
            GameState s = e.getValue();
            List<Action> legal = s.legalActions();
            assertEquals(EXPECTED.get(e.getKey()), legal.size(), e.getKey());
            assertEquals(legal.size(), s.legalActionCount(), e.getKey());
            for (int i = 0; i < legal.size(); i++) {
                assertEquals(legal.get(i), s.legalAction(i), e.getKey() + " action " + i);
            }
            for (Action a : InvariantChecker.everyAction()) {
                Optional<Violation> v = s.check(a);
                assertEquals(legal.contains(a), v.isEmpty(), e.getKey() + ": " + a + " " + v);
                if (v.isPresent()) {
                    IllegalActionException x = assertThrows(IllegalActionException.class, () -> s.apply(a));
                    assertEquals(v.get().reason(), x.reason());
                } else {
                    s.apply(a);
                }
            }
        }
    }
}
