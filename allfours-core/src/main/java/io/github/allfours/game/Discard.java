package io.github.allfours.game;

import io.github.allfours.card.Card;
import java.util.Objects;

/**
 * Discarding one card face down after a run, to get back to a full hand (docs/rules.md, "Running the
 * cards" and "Order of scoring": elder first, each seat down to the hand size before the next). The
 * card is out of play and nobody else sees it.
 *
 * @param card the card discarded
 */
public record Discard(Card card) implements Action {
    private static final Discard[] CACHE = new Discard[64];

    static {
        for (Card c : Card.all()) {
            CACHE[c.index()] = new Discard(c);
        }
    }

    /**
     * @param card the card discarded
     */
    public Discard {
        Objects.requireNonNull(card, "card");
    }

    /**
     * The shared action discarding a card.
     *
     * @param card a card
     * @return the shared action discarding it
     */
    public static Discard of(Card card) {
        return CACHE[card.index()];
    }

    @Override
    public boolean isClaim() {
        return false;
    }

    @Override
    public String notation() {
        return "discard " + card;
    }

    @Override
    public String toString() {
        return notation();
    }
}
