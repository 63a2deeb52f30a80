package io.github.allfours.testkit;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import java.util.List;

/**
 * Card perft, as chess programs count positions: the number of distinct sequences of legal actions of a
 * given length from a state, each action the seat to act's own ({@link GameState#legalActions()}; table
 * mode's claims out of turn are not counted). A sequence that reaches a state where nobody is to act (the
 * match is over, or the next deal's cards are awaited) before its length is not counted, as a chess perft
 * counts no move after mate. A change to the rules, the legality decision or the order of play shows up as a
 * changed count; docs/perft.md describes the data files that pin the counts.
 */
public final class Perft {
    private Perft() {
    }

    /**
     * Counts the legal action sequences of length {@code depth} from {@code s}.
     *
     * @param s     a state
     * @param depth the length of the sequences, 0 or more (0 counts the empty sequence: 1)
     * @return their number
     * @throws IllegalArgumentException if {@code depth} is negative
     */
    public static long perft(GameState s, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must not be negative: " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        if (s.toAct() < 0) {
            return 0;
        }
        List<Action> legal = s.legalActions();
        if (depth == 1) {
            return legal.size();
        }
        long n = 0;
        for (Action a : legal) {
            n += perft(s.apply(a), depth - 1);
        }
        return n;
    }
}
