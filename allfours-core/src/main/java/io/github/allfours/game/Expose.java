package io.github.allfours.game;

import io.github.allfours.card.Card;
import java.util.Objects;

/**
 * Table mode: a seat shows one of its cards outside normal play (docs/rules.md, "Table mode"). The card
 * stays in the hand, face up in every view ({@link io.github.allfours.engine.SeatView#knownCards()}, and {@link TableCalls#cardsExposed()}
 * for the rest of the hand), and an opponent may {@link CardCall call} it: only a card exposed this way may be
 * called, never one the rules show (a face-up stock's, a turn-up, cards thrown in).
 *
 * @param card the card shown
 */
public record Expose(Card card) implements Action {
    /**
     * @param card the card shown
     */
    public Expose {
        Objects.requireNonNull(card, "card");
    }

    @Override
    public boolean isClaim() {
        return true;
    }

    @Override
    public String notation() {
        return "expose " + card;
    }

    @Override
    public String toString() {
        return notation();
    }
}
