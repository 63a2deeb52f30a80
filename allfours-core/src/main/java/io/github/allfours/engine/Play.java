package io.github.allfours.engine;

import io.github.allfours.card.Card;
import java.util.Objects;

/**
 * Playing one card to the current trick (leading or following). Under pitching rules the first play
 * of a hand is the pitch that fixes trumps.
 *
 * @param card the card played
 */
public record Play(Card card) implements Action {
    private static final Play[] CACHE = new Play[64];

    static {
        for (Card c : Card.all()) {
            CACHE[c.index()] = new Play(c);
        }
    }

    /**
     * @param card the card played
     */
    public Play {
        Objects.requireNonNull(card, "card");
    }

    /**
     * The shared action playing a card.
     *
     * @param card a card
     * @return the shared action playing it
     */
    public static Play of(Card card) {
        return CACHE[card.index()];
    }

    /** The shared action playing the card of {@code index}, which must be a card's index. */
    static Play ofIndex(int index) {
        return CACHE[index];
    }

    @Override
    public boolean isClaim() {
        return false;
    }

    @Override
    public String notation() {
        return "play " + card;
    }

    @Override
    public String toString() {
        return notation();
    }
}
