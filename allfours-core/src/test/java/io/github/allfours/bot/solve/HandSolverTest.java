package io.github.allfours.bot.solve;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The hand solver on positions worked out by hand (Trinidad for two, hearts trumps, hang jack worth 3, to 14), and
 * what it refuses. {@code HandSolverEnumerationTest} (allfours-variants) checks it against a full enumeration over
 * the engine in every game.
 */
class HandSolverTest {
    /**
     * Two tricks left after four of small clubs and diamonds taken by seat 1 (no Game points): seat 1 (side 1) holds
     * JH and {@code second}, seat 0 holds QH 3D, seat 1 to lead. The only trumps in play are JH and QH: High to seat
     * 0, Low (the jack) to seat 1.
     */
    private static GameState endgame(String second) {
        DeckOrder order = layout(TestRules.TRINIDAD_TWO, 0)
            .hands("QH 3D 4D 5D 6D 7D", "JH " + second + " 4C 5C 6C 7C").turnUp("8H").build();
        GameState s = GameState.start(TestRules.TRINIDAD_TWO, 0, order);
        return moves(s, "stand 4C 4D 5C 5D 6C 6D 7C 7D");
    }

    @Test
    void theJackLostToTheQueenHangsWhateverSeat1Leads() {
        GameState s = endgame("2C");
        assertEquals(1, s.toAct());
        // Lead JH: QH must follow and takes it (hang jack, 3 to side 0), then 3D takes 2C: side 0 has High, Jack 3
        // and Game (3 to 0), side 1 Low: 5 to 1. Lead 2C: seat 0 plays 3D (QH would take 2C, then JH takes 3D: 2 to
        // 2), seat 1 must then lead JH into QH: 5 to 1 again.
        double expected = WinChance.of(14 - 1, 14 - 5);
        HandSolver solver = new HandSolver();
        assertEquals(expected, solver.solve(new Playout(s), 1), 1e-15);
        assertEquals(WinChance.of(14 - 5, 14 - 1), solver.solve(new Playout(s), 0), 1e-15);
        double[] each = solver.solveEach(new Playout(s), List.of(Action.play(card("JH")), Action.play(card("2C"))), 1);
        assertArrayEquals(new double[] {expected, expected}, each, 1e-15);
        assertTrue(solver.nodes() > 0);
    }

    @Test
    void theAceLedFirstSavesAPoint() {
        GameState s = endgame("AC");
        // Lead JH: QH takes it, 3D then takes AC: side 0 High, Jack 3, Game (7 to 0), side 1 Low: 5 to 1.
        // Lead AC: if QH trumps it, JH takes 3D: side 0 High and Game (6 to 1), side 1 Low and its own Jack: 2 to 2;
        // if 3D is thrown, seat 1 must lead JH into QH: side 0 High and Jack 3, side 1 Low and Game (4 to 3): 4 to 2,
        // which seat 0 prefers. So AC is the better lead, worth 4 to 2.
        HandSolver solver = new HandSolver();
        double[] each = solver.solveEach(new Playout(s), List.of(Action.play(card("JH")), Action.play(card("AC"))), 1);
        assertArrayEquals(new double[] {WinChance.of(13, 9), WinChance.of(12, 10)}, each, 1e-15);
        assertEquals(WinChance.of(12, 10), solver.solve(new Playout(s), 1), 1e-15);
    }

    @Test
    void aWholeFourHandedHandIsSolvedAndALimitStopsASolve() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(3));
        while (!(s.phase() == Phase.PLAY && s.trump().isPresent())) {
            s = s.apply(s.legalActions().get(0));
        }
        HandSolver solver = new HandSolver();
        double v = solver.solve(new Playout(s), 0);
        assertTrue(v >= 0 && v <= 1);
        assertEquals(1.0, v + solver.solve(new Playout(s), 1), 1e-12);
        // a solver that gives up at 50 positions refuses the whole hand, then solves a small one as before
        HandSolver tiny = new HandSolver(10, 50);
        GameState start = s;
        assertThrows(HandSolver.NodeLimitException.class, () -> tiny.solve(new Playout(start), 0));
        assertEquals(WinChance.of(12, 10), tiny.solve(new Playout(endgame("AC")), 1), 1e-15);
    }

    @Test
    void refusesWhatItCannotSolve() {
        GameState beg = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(3));
        assertFalse(HandSolver.solves(new Playout(beg)));
        HandSolver solver = new HandSolver();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> solver.solve(new Playout(beg), 0));
        assertTrue(e.getMessage().contains("BEG"), e.getMessage());
        GameState s = endgame("2C");
        e = assertThrows(IllegalArgumentException.class, () -> solver.solve(new Playout(s), 2));
        assertTrue(e.getMessage().contains("side 2"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> solver.solveEach(new Playout(s), List.of(Action.play(card("QH"))), 1));
        assertTrue(e.getMessage().contains("QH"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new HandSolver(9, 1));
        assertThrows(IllegalArgumentException.class, () -> new HandSolver(10, 0));
        GameState three = GameState.start(TestRules.SEVEN_UP_THREE, 0, DeckSource.seeded(3));
        while (three.phase() != Phase.PLAY) {
            three = three.apply(three.legalActions().get(0));
        }
        assertFalse(HandSolver.solves(new Playout(three)));
        // table mode: a play-out plays it, but the solver's count does not know its revokes
        GameState table = GameState.start(TestRules.TRINIDAD_TWO.withTableMode(TableMode.STANDARD), 0, DeckSource.seeded(3));
        while (!(table.phase() == Phase.PLAY && table.trump().isPresent())) {
            table = table.apply(table.legalActions().get(0));
        }
        Playout inTableMode = new Playout(table);
        assertFalse(HandSolver.solves(inTableMode));
        e = assertThrows(IllegalArgumentException.class, () -> solver.solve(inTableMode, 0));
        assertTrue(e.getMessage().contains("table mode"), e.getMessage());
    }
}
