package io.github.allfours.bot.solve;

import io.github.allfours.engine.Playout;
import io.github.allfours.rules.Stock;
import java.util.Arrays;

/**
 * The positions along the line a {@link HandSolver} is searching, one {@link Playout} per depth: each move runs the
 * engine's own trick-play step in place on a copy of the position before it ({@link Playout#copyFrom}), and taking
 * the move back goes back to that saved position. So every rule of play (what may be played, when a seat may throw
 * in, who leads next, what is drawn from a stock after a trick) is the engine's, and a move allocates nothing once
 * the stack has grown. One stack is reused from solve to solve ({@link #reset}); it is not thread-safe.
 */
final class PlayoutStack {
    private Playout[] stack = new Playout[0];
    private int top;
    /** Whether the stock is drawn in trick play (California Jack, Shasta Sam), not the undealt rest of a pack. */
    private boolean drawsFromStock;

    /**
     * Starts from a position of trick play, copied in (the caller's play-out is not changed).
     *
     * @param root the position
     * @return this stack
     */
    PlayoutStack reset(Playout root) {
        if (stack.length == 0) {
            stack = new Playout[] {root.copy()};
        } else {
            stack[0].copyFrom(root);
        }
        top = 0;
        drawsFromStock = root.rules().trumps() instanceof Stock;
        return this;
    }

    /** Returns the seat to act. */
    int toAct() {
        return stack[top].toAct();
    }

    /** Returns the cards a seat holds now, as a card word. */
    long hand(int seat) {
        return stack[top].handBits(seat);
    }

    /** Returns the cards left to draw from a stock in trick play (0 in a game whose stock is not drawn in play). */
    int stockSize() {
        return drawsFromStock ? stack[top].stockSize() : 0;
    }

    /** Returns the cards the seat to act may play, with {@link Playout#THROW_IN_BIT} set when it may throw in. */
    long legal() {
        return stack[top].legalPlayWord();
    }

    /** The seat to act plays a legal card (its index). */
    void play(int card) {
        next().play(card);
    }

    /** The seat to act throws in (legal only when {@link #legal()} has {@link Playout#THROW_IN_BIT}). */
    void throwIn() {
        next().throwIn();
    }

    /** The saved position one deeper, a copy of the current one, made the current one. */
    private Playout next() {
        if (top + 1 == stack.length) {
            stack = Arrays.copyOf(stack, stack.length * 2);
            for (int k = top + 1; k < stack.length; k++) {
                stack[k] = stack[0].copy();
            }
        }
        Playout p = stack[top + 1].copyFrom(stack[top]);
        top++;
        return p;
    }

    /** Takes back the last {@link #play} or {@link #throwIn}. */
    void undo() {
        top--;
    }
}
