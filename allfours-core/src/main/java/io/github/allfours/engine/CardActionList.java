package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Play;
import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal plays (or discards) of a state as an unmodifiable list backed by a card word: one small
 * object instead of an array of actions. Element {@code i} is the action on the i-th card of the word
 * in {@link io.github.allfours.card.CardSet} order, after an optional leading call (the throw-in).
 */
final class CardActionList extends AbstractList<Action> implements RandomAccess {
    private final long cards;
    private final boolean discard;
    private final Call first;
    private final int size;

    CardActionList(long cards, boolean discard, Call first) {
        this.cards = cards;
        this.discard = discard;
        this.first = first;
        this.size = Long.bitCount(cards) + (first == null ? 0 : 1);
    }

    @Override
    public Action get(int index) {
        Objects.checkIndex(index, size);
        int i = index;
        if (first != null) {
            if (i == 0) {
                return first;
            }
            i--;
        }
        long b = cards;
        for (; i > 0; i--) {
            b &= b - 1;
        }
        Card c = Card.ofIndex(Long.numberOfTrailingZeros(b));
        return discard ? Discard.of(c) : Play.of(c);
    }

    @Override
    public int size() {
        return size;
    }
}
