package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A trick as the table sees it: who led, the cards in the order they were played and who played each,
 * and, once complete, who won it. Immutable.
 */
public final class Trick {
    private final long cards;   // card index k at bits 6k..6k+5
    private final int seats;    // seat k at bits 4k..4k+3
    private final int size;
    private final long thrown;  // cards thrown in (West Yorkshire), not part of the play order
    final int winner;           // -1 while incomplete
    private final int hand;
    // Engine bookkeeping, not part of the trick's value: the completed tricks of a hand form a chain,
    // newest first, from which GameState works out each side's captured cards.
    final Trick previous;   // the hand's trick before this one, null for its first (or an incomplete trick)
    final long all;         // every card on the trick: played and thrown in

    Trick(int hand, long cards, int seats, int size, long thrown, int winner, long all, Trick previous) {
        this.hand = hand;
        this.previous = previous;
        this.all = all;
        this.cards = cards;
        this.seats = seats;
        this.size = size;
        this.thrown = thrown;
        this.winner = winner;
    }

    /**
     * Cards laid on the trick by players who threw in (RULINGS.md ruling 11). They are not in
     * {@link #cards()} (which lists plays in order) but are in {@link #cardSet()} and go to the trick's
     * winner.
     *
     * @return the thrown-in cards
     */
    public CardSet thrownIn() {
        return CardSet.ofBits(thrown);
    }

    /**
     * @return the number of the hand the trick belongs to ({@link GameState#handNumber()}), so that a
     *     last trick shown after a new deal can be told apart from the new hand's
     */
    public int hand() {
        return hand;
    }

    /** @return the number of cards played to the trick so far, not counting thrown-in cards */
    public int size() {
        return size;
    }

    /** @return {@code true} if no card has been played or thrown to it */
    public boolean isEmpty() {
        return size == 0 && thrown == 0;
    }

    /**
     * @return the seat that led, or empty when nothing has been played yet
     */
    public OptionalInt leader() {
        return size == 0 ? OptionalInt.empty() : OptionalInt.of(seatAt(0));
    }

    /**
     * @param i 0 for the lead, 1 for the next card, ...
     * @return the i-th card played
     * @throws IndexOutOfBoundsException if fewer cards were played
     */
    public Card cardAt(int i) {
        checkIndex(i);
        return Card.ofIndex((int) (cards >>> (6 * i)) & 63);
    }

    /**
     * @param i 0 for the lead, 1 for the next card, ...
     * @return the seat that played the i-th card
     * @throws IndexOutOfBoundsException if fewer cards were played
     */
    public int seatAt(int i) {
        checkIndex(i);
        return (seats >>> (4 * i)) & 15;
    }

    /** @return the cards in the order played */
    public List<Card> cards() {
        List<Card> out = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            out.add(cardAt(i));
        }
        return out;
    }

    /** @return every card on the trick, thrown-in cards included, as a set */
    public CardSet cardSet() {
        long b = thrown;
        for (int i = 0; i < size; i++) {
            b |= 1L << ((cards >>> (6 * i)) & 63);
        }
        return CardSet.ofBits(b);
    }

    /** @return the seat that won the trick, or empty while it is still being played */
    public OptionalInt winner() {
        return winner < 0 ? OptionalInt.empty() : OptionalInt.of(winner);
    }

    private void checkIndex(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("trick has " + size + " cards, no card " + i);
        }
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Trick)) {
            return false;
        }
        Trick t = (Trick) o;
        return t.hand == hand && t.cards == cards && t.seats == seats && t.size == size && t.thrown == thrown
            && t.winner == winner;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(cards * 31 + seats + thrown * 7) * 31 + size * 17 + winner;
    }

    /** @return such as {@code seat 1: 7H, seat 2: KH -> seat 2} */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < size; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append("seat ").append(seatAt(i)).append(": ").append(cardAt(i));
        }
        if (thrown != 0) {
            sb.append(size > 0 ? ", " : "").append("thrown in ").append(CardSet.ofBits(thrown));
        }
        if (winner >= 0) {
            sb.append(" -> seat ").append(winner);
        }
        return sb.toString();
    }
}
