package io.github.allfours.rules;

import org.immutables.value.Value;

/**
 * Trumps fixed by the bottom card of the pack, with a stock to draw from (California Jack and Shasta
 * Sam; Wikipedia, "All fours", related games; docs/rules.md, "California Jack"). After the deal the rest
 * of the pack is the stock; the suit of its bottom card, the last card of the deck order, is trumps, and
 * that card is drawn last. After each trick the winner, then the loser, draws one card until the stock
 * is empty; then the hands are played out, so every card of the pack is played. High, Low and Jack are
 * judged over all the cards played. Two players only.
 *
 * @param faceUp whether the stock lies face up (California Jack: every view shows its top card, and a card
 *               drawn is known to both players until it is played) or face down (Shasta Sam: views show
 *               only how many cards it holds, and a card drawn is seen by its drawer alone)
 */
@Value.Builder
public record Stock(boolean faceUp) implements Trumps, WithStock {
    /** California Jack's face-up stock. */
    public static final Stock FACE_UP = new Stock(true);

    /** Shasta Sam's face-down stock. */
    public static final Stock FACE_DOWN = new Stock(false);

    @Override
    public String kind() {
        return "stock";
    }

    /**
     * A builder of a {@code Stock}: each component set by its own method (named as the component), {@code from} to
     * start from another {@code Stock}, then {@code build()}, which refuses a missing component with an
     * {@link IllegalStateException} naming it and checks the value as the canonical constructor does. Not
     * thread-safe; use one at once. (Its methods are generated at compile time by Immutables.)
     */
    public static final class Builder extends StockBuilder {
        /** An empty builder: every component must be set before {@code build()}. */
        public Builder() {
        }
    }
}
