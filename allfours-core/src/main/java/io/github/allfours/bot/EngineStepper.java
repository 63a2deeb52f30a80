package io.github.allfours.bot;

import io.github.allfours.card.Card;
import io.github.allfours.game.Call;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Play;
import io.github.allfours.rules.Stock;
import java.util.Arrays;

/**
 * A {@link PlayStepper} backed by the engine's own states, through its public API: each play is a
 * {@link GameState#apply} (validated, a new state), each undo drops the newest state, so every rule of play is the
 * engine's.
 */
final class EngineStepper implements PlayStepper {
    private static final Play[] PLAYS = new Play[64];

    static {
        for (Card c : Card.all()) {
            PLAYS[c.index()] = Play.of(c);
        }
    }

    private GameState[] stack = new GameState[64];
    private int top;
    /** Whether the stock is drawn in trick play (California Jack, Shasta Sam), not the undealt rest of a pack. */
    private final boolean drawsFromStock;

    /**
     * A stepper starting from a state of trick play.
     *
     * @param root the state
     */
    EngineStepper(GameState root) {
        stack[0] = root;
        drawsFromStock = root.rules().trumps() instanceof Stock;
    }

    @Override
    public int toAct() {
        return stack[top].toAct();
    }

    @Override
    public long hand(int seat) {
        return stack[top].handBits(seat);
    }

    @Override
    public int stockSize() {
        return drawsFromStock ? stack[top].stockSize() : 0;
    }

    @Override
    public long legal() {
        GameState s = stack[top];
        long cards = s.legalPlayBits();
        return s.legalActionCount() > Long.bitCount(cards) ? cards | THROW_IN : cards;
    }

    @Override
    public void play(int card) {
        push(stack[top].apply(PLAYS[card]));
    }

    @Override
    public void throwIn() {
        push(stack[top].apply(Call.THROW_IN));
    }

    private void push(GameState s) {
        if (++top == stack.length) {
            stack = Arrays.copyOf(stack, top * 2);
        }
        stack[top] = s;
    }

    @Override
    public void undo() {
        stack[top--] = null;
    }
}
