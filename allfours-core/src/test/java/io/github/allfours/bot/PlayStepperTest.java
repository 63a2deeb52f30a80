package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The two steppers the solver can run on, the engine's scratch state in place ({@link PlayoutStepper}) and its
 * immutable states ({@link EngineStepper}), show the same positions along random lines of play with their undos,
 * and the solver gives the same values on both, under every two-sided test rule set.
 */
class PlayStepperTest {
    @Test
    void bothSteppersWalkTheSameLinesAndSolveAlike() {
        int positions = 0;
        for (RuleSet rules : TestRules.ALL) {
            if (rules.sides() != 2) {
                continue;
            }
            SplittableRandom random = new SplittableRandom(rules.id().hashCode());
            PlayoutStepper playouts = new PlayoutStepper();
            HandSolver solver = new HandSolver();
            for (int m = 0; m < 3; m++) {
                GameState s = GameState.start(rules, 0, DeckSource.seeded(random.nextLong()));
                while (!s.isOver()) {
                    if (HandSolver.solves(s) && random.nextInt(4) == 0) {
                        walk(s, new EngineStepper(s), playouts.reset(s), random);
                        if (Long.bitCount(s.handBits(s.toAct())) <= 4) {
                            int side = rules.sideOf(s.toAct());
                            assertEquals(solver.solve(s, side, new EngineStepper(s)), solver.solve(s, side, playouts.reset(s)),
                                s::toDebugString);
                        }
                        positions++;
                    }
                    s = s.apply(s.legalActions().get(random.nextInt(s.legalActions().size())));
                }
            }
        }
        assertTrue(positions > 50, "positions: " + positions);
    }

    /** Random moves, each followed now and then by an undo, never the hand's last card, both steppers in step. */
    private static void walk(GameState s, PlayStepper engine, PlayStepper playout, SplittableRandom random) {
        int depth = 0;
        for (int step = 0; step < 30; step++) {
            same(s, engine, playout);
            long legal = engine.legal();
            int held = 0;
            for (int seat = 0; seat < s.rules().seats(); seat++) {
                held += Long.bitCount(engine.hand(seat));
            }
            if (depth > 0 && (held <= 1 || random.nextInt(3) == 0)) {
                engine.undo();
                playout.undo();
                depth--;
                continue;
            }
            if (held <= 1) {
                return;
            }
            if (legal < 0 && random.nextInt(2) == 0) {
                engine.throwIn();
                playout.throwIn();
            } else {
                long cards = legal & ~PlayStepper.THROW_IN;
                int k = random.nextInt(Long.bitCount(cards));
                for (int i = 0; i < k; i++) {
                    cards &= cards - 1;
                }
                int card = Long.numberOfTrailingZeros(cards);
                engine.play(card);
                playout.play(card);
            }
            depth++;
        }
    }

    private static void same(GameState s, PlayStepper engine, PlayStepper playout) {
        assertEquals(engine.toAct(), playout.toAct(), s::toDebugString);
        assertEquals(engine.legal(), playout.legal(), s::toDebugString);
        assertEquals(engine.stockSize(), playout.stockSize(), s::toDebugString);
        for (int seat = 0; seat < s.rules().seats(); seat++) {
            assertEquals(engine.hand(seat), playout.hand(seat), s::toDebugString);
        }
    }
}
