package io.github.allfours.bot.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.Play;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The solver's line of positions ({@link PlayoutStack}) walks the engine's own play: along random lines of play with
 * their undos it shows the positions the public states reached by {@link GameState#apply} show, and the solver
 * values a position read from a play-out that was stepped there in place as it values the same position copied
 * fresh from the state, under every two-sided test rule set.
 */
class PlayoutStackTest {
    @Test
    void theLineWalksTheEnginesPlayAndTheSolverReadsEitherPlayoutAlike() {
        int positions = 0;
        for (RuleSet rules : TestRules.ALL) {
            if (rules.sides() != 2 || rules.tableMode().isPresent()) {
                continue;
            }
            SplittableRandom random = new SplittableRandom(rules.id().hashCode());
            PlayoutStack line = new PlayoutStack();
            HandSolver solver = new HandSolver();
            for (int m = 0; m < 3; m++) {
                GameState s = GameState.start(rules, 0, DeckSource.seeded(random.nextLong()));
                Playout stepped = new Playout(s);
                while (!s.isOver()) {
                    if (HandSolver.solves(stepped) && random.nextInt(4) == 0) {
                        walk(s, line.reset(stepped), random);
                        if (Long.bitCount(s.handBits(s.toAct())) <= 4) {
                            int side = rules.sideOf(s.toAct());
                            assertEquals(solver.solve(new Playout(s), side), solver.solve(stepped, side), s::toDebugString);
                        }
                        positions++;
                    }
                    Action a = s.legalActions().get(random.nextInt(s.legalActions().size()));
                    s = s.apply(a);
                    stepped.apply(a);               // in place, its trick objects its own
                    if (stepped.isHandOver() || stepped.toAct() != s.toAct()) {
                        stepped.reset(s);           // the state has dealt on, or awaits a deal
                    }
                }
            }
        }
        assertTrue(positions > 50, "positions: " + positions);
    }

    /** Random moves, each followed now and then by an undo, never the hand's last card, line and states in step. */
    private static void walk(GameState root, PlayoutStack line, SplittableRandom random) {
        Deque<GameState> states = new ArrayDeque<>();
        states.push(root);
        for (int step = 0; step < 30; step++) {
            GameState s = states.peek();
            same(s, line);
            int held = 0;
            for (int seat = 0; seat < s.rules().seats(); seat++) {
                held += Long.bitCount(s.handBits(seat));
            }
            if (states.size() > 1 && (held <= 1 || random.nextInt(3) == 0)) {
                line.undo();
                states.pop();
                continue;
            }
            if (held <= 1) {
                return;
            }
            long legal = line.legal();
            if (legal < 0 && random.nextInt(2) == 0) {
                line.throwIn();
                states.push(s.apply(Call.THROW_IN));
            } else {
                long cards = legal & ~Playout.THROW_IN_BIT;
                for (int k = random.nextInt(Long.bitCount(cards)); k > 0; k--) {
                    cards &= cards - 1;
                }
                int card = Long.numberOfTrailingZeros(cards);
                line.play(card);
                states.push(s.apply(Play.ofIndex(card)));
            }
        }
    }

    private static void same(GameState s, PlayoutStack line) {
        assertEquals(s.toAct(), line.toAct(), s::toDebugString);
        long throwIn = s.legalActions().contains(Call.THROW_IN) ? Playout.THROW_IN_BIT : 0;
        assertEquals(s.legalPlayBits() | throwIn, line.legal(), s::toDebugString);
        assertEquals(s.rules().trumps() instanceof Stock ? s.stockSize() : 0, line.stockSize(), s::toDebugString);
        for (int seat = 0; seat < s.rules().seats(); seat++) {
            assertEquals(s.handBits(seat), line.hand(seat), s::toDebugString);
        }
    }
}
