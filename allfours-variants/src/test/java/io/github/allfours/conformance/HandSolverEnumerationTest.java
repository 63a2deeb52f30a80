package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RandomBot;
import io.github.allfours.bot.solve.HandSolver;
import io.github.allfours.bot.solve.WinChance;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import io.github.allfours.testkit.TestSize;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The solver's value of a position equals a full minimax over the engine (every legal action applied, no pruning,
 * no table, the hand's end valued by {@link WinChance} on the engine's state after its count), for every game
 * of the catalogue at every table of two sides and the Trinidad house rules that change trick play or the count,
 * on positions of the hand's last tricks reached by random play: every card, throw-in, draw and point is the
 * engine's own, so this is the check that the solver's account of the count agrees with the engine's.
 */
class HandSolverEnumerationTest {
    /** Random matches per rule set (a position is taken from most hands of them, at most four a match on average). */
    private static final int MATCHES = TestSize.of("allfours.solver.matches", 3, 20);

    static Stream<RuleSet> twoSidedTables() {
        List<RuleSet> all = new ArrayList<>();
        for (Variant v : Variants.all()) {
            for (RuleSet r : v.allRuleSets()) {
                if (r.sides() == 2) {
                    all.add(r);
                }
            }
        }
        all.add(Variants.TRINIDAD.withTrumpAndFollow(true));
        all.add(Variants.TRINIDAD.withNoUndertrumping(true).withGamePoints(2));
        all.add(Variants.TRINIDAD.withScoring(s -> s.withLow(PointTaker.CAPTOR)));
        all.add(Variants.TRINIDAD.withFollow(f -> f.withNoTrumpingIn(true)));
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("twoSidedTables")
    void theSolverGivesTheEnumeratedValue(RuleSet rules) {
        HandSolver solver = new HandSolver(12, HandSolver.DEFAULT_NODE_LIMIT);
        List<GameState> positions = positions(rules);
        assertTrue(positions.size() >= MATCHES, () -> "only " + positions.size() + " positions");
        for (GameState p : positions) {
            List<Action> legal = p.legalActions();
            int side = rules.sideOf(p.toAct());
            Playout position = new Playout(p);
            double[] each = solver.solveEach(position, legal, side);
            double best = -1;
            for (int i = 0; i < legal.size(); i++) {
                double expected = enumerate(p.apply(legal.get(i)), side);
                best = Math.max(best, expected);
                int k = i;
                assertEquals(expected, each[i], 1e-12, () -> "solveEach " + legal.get(k) + ": " + p.toDebugString());
            }
            double value = best;
            assertEquals(value, solver.solve(position, side), 1e-12, () -> "solve: " + p.toDebugString());
            // a value is a chance of winning the match, so the other side's is its complement
            assertEquals(1 - value, solver.solve(position, 1 - side), 1e-12, () -> "solve, other side: " + p.toDebugString());
        }
    }

    /**
     * Positions of trick play with at most three cards in each hand, and in the games with a stock drawn after each
     * trick, with {@code -P long}, one with the last draw still to come (seven tricks of two seats, seconds to
     * enumerate), from random matches, each made to wait for the next deal so that
     * the state after the hand's count holds the scores it ends with.
     */
    private static List<GameState> positions(RuleSet rules) {
        boolean stock = rules.trumps() instanceof Stock;
        List<GameState> out = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(rules.id().hashCode());
        for (int m = 0; m < MATCHES; m++) {
            GameState s = GameState.start(rules, 0, DeckSource.seeded(random.nextLong()));
            int taken = -1;
            while (!s.isOver() && out.size() < 4 * MATCHES) {
                boolean draw = stock && m == 0 && s.stockSize() == 2 && !s.currentTrick().isEmpty() && TestSize.isLong();
                if (s.phase() == Phase.PLAY && s.trump().isPresent() && s.handNumber() != taken
                    && (draw || small(s) && random.nextInt(3) == 0)) {
                    out.add(GameState.from(s.setup().withSource(DeckSource.of())));
                    taken = s.handNumber();
                }
                int seat = s.toAct();
                s = s.apply(seat, RandomBot.INSTANCE.choose(s.viewFor(seat), random, Budget.UNLIMITED));
            }
        }
        return out;
    }

    private static boolean small(GameState s) {
        int most = 0;
        for (int seat = 0; seat < s.rules().seats(); seat++) {
            most = Math.max(most, Long.bitCount(s.handBits(seat)));
        }
        return most <= 3 && (s.stockSize() == 0 || !(s.rules().trumps() instanceof Stock));
    }

    /** Full minimax over the engine to the end of the hand, valued for {@code side}. */
    private static double enumerate(GameState s, int side) {
        if (s.isOver() || s.phase() == Phase.DEAL) {
            return WinChance.of(new Playout(s), side);
        }
        boolean max = s.rules().sideOf(s.toAct()) == side;
        double best = max ? -1 : 2;
        for (Action a : s.legalActions()) {
            double v = enumerate(s.apply(a), side);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }
}
