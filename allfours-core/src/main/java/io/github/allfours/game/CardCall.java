package io.github.allfours.game;

import io.github.allfours.card.Card;
import java.util.Objects;

/**
 * Table mode: an opponent calls a card its holder exposed by an {@link Expose} (docs/rules.md, "Table mode"); the
 * holder must play it at the first turn where the follow rule allows it. A card the rules show (drawn from a
 * face-up stock, a turn-up, cards thrown in) is never exposed, so never called.
 *
 * @param card the exposed card called
 */
public record CardCall(Card card) implements Action {
    /**
     * @param card the exposed card called
     */
    public CardCall {
        Objects.requireNonNull(card, "card");
    }

    @Override
    public boolean isClaim() {
        return true;
    }

    @Override
    public String notation() {
        return "call " + card;
    }

    @Override
    public String toString() {
        return notation();
    }
}
