package io.github.allfours.bot;

import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.rules.Stock;
import java.util.Arrays;

/**
 * A {@link PlayStepper} backed by the engine's scratch state ({@link Playout}): each play runs the engine's own
 * trick-play step in place on a copy of the position before it ({@link Playout#copyFrom}), and an undo goes back to
 * that saved position, so every rule of play is the engine's and a step allocates nothing once the stack has grown.
 * One stepper is reused from solve to solve ({@link #reset}); it is not thread-safe.
 */
final class PlayoutStepper implements PlayStepper {
    private Playout[] stack = new Playout[0];
    /** The state the stepper started from, to make more saved positions with. */
    private GameState root;
    /** The cards that left the hands by the moves up to each depth (a play one, a throw-in the seat's hand). */
    private int[] removed = new int[64];
    private int top;
    private boolean drawsFromStock;
    private int rootStockAndHeld;

    /**
     * Starts from a state of trick play, table mode off.
     *
     * @param root the state
     * @return this stepper
     */
    PlayoutStepper reset(GameState root) {
        this.root = root;
        if (stack.length == 0) {
            stack = new Playout[] {new Playout(root)};
        } else {
            stack[0].reset(root);
        }
        top = 0;
        removed[0] = 0;
        drawsFromStock = root.rules().trumps() instanceof Stock;
        rootStockAndHeld = drawsFromStock ? root.stockSize() + Long.bitCount(stack[0].held()) : 0;
        return this;
    }

    @Override
    public int toAct() {
        return stack[top].toAct();
    }

    @Override
    public long hand(int seat) {
        return stack[top].handBits(seat);
    }

    /** The stock is what the hands and the stock held at the root less what is held now and what left the hands. */
    @Override
    public int stockSize() {
        return drawsFromStock ? rootStockAndHeld - Long.bitCount(stack[top].held()) - removed[top] : 0;
    }

    @Override
    public long legal() {
        return stack[top].legalPlayWord();
    }

    @Override
    public void play(int card) {
        next().play(card);
        removed[top] = removed[top - 1] + 1;
    }

    @Override
    public void throwIn() {
        int cards = Long.bitCount(stack[top].handBits(stack[top].toAct()));
        next().throwIn();
        removed[top] = removed[top - 1] + cards;
    }

    /** The saved position one deeper, a copy of the current one, made the current one. */
    private Playout next() {
        if (top + 1 == stack.length) {
            stack = Arrays.copyOf(stack, stack.length * 2);
            for (int k = top + 1; k < stack.length; k++) {
                stack[k] = new Playout(root);
            }
            removed = Arrays.copyOf(removed, Math.max(removed.length, stack.length));
        }
        Playout p = stack[top + 1].copyFrom(stack[top]);
        top++;
        return p;
    }

    @Override
    public void undo() {
        top--;
    }
}
