package io.github.allfours.game;

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

    /**
     * The shared action playing the card of an index, without looking the card up: for code that reads cards as
     * card words ({@link io.github.allfours.card.CardSet#bits()}).
     *
     * @param index a card's index ({@link Card#index()})
     * @return the shared action playing that card
     * @throws IllegalArgumentException if no card has that index
     */
    public static Play ofIndex(int index) {
        Play p = index >= 0 && index < CACHE.length ? CACHE[index] : null;
        if (p == null) {
            throw new IllegalArgumentException("no card has the index " + index);
        }
        return p;
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
