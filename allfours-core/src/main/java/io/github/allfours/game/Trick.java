package io.github.allfours.game;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * A trick as the table sees it: the cards in the order they were played and who played each, any
 * cards thrown in (West Yorkshire), and, once complete, who won it.
 *
 * @param hand     the number of the hand the trick belongs to, counted from 0 ({@link io.github.allfours.engine.GameState#handNumber()}), so that a
 *                 last trick shown after a new deal can be told apart from the new hand's
 * @param cards    the cards in the order played
 * @param seats    the seat that played each card, in the same order
 * @param thrownIn cards laid on the trick by players who threw in (whose they were: {@link io.github.allfours.engine.SeatView#thrownIn()});
 *                 not in {@code cards}, but they go to
 *                 the trick's winner
 * @param winner   the seat that won the trick, empty while it is being played
 */
public record Trick(int hand, List<Card> cards, List<Integer> seats, CardSet thrownIn, OptionalInt winner) {
    /**
     * @param hand     the hand number
     * @param cards    the cards in play order
     * @param seats    who played each
     * @param thrownIn the thrown-in cards
     * @param winner   the winner, or empty
     * @throws IllegalArgumentException if {@code cards} and {@code seats} differ in length
     */
    public Trick {
        cards = List.copyOf(cards);
        seats = List.copyOf(seats);
        Objects.requireNonNull(thrownIn, "thrownIn");
        Objects.requireNonNull(winner, "winner");
        if (cards.size() != seats.size()) {
            throw new IllegalArgumentException(cards.size() + " cards but " + seats.size() + " seats");
        }
    }

    /** Returns the number of cards played to the trick, not counting thrown-in cards. */
    public int size() {
        return cards.size();
    }

    /** Returns {@code true} if no card has been played or thrown to it. */
    public boolean isEmpty() {
        return cards.isEmpty() && thrownIn.isEmpty();
    }

    /** Returns the seat that led, or empty when nothing has been played yet. */
    public OptionalInt leader() {
        return seats.isEmpty() ? OptionalInt.empty() : OptionalInt.of(seats.get(0));
    }

    /**
     * The card played at a position of the trick.
     *
     * @param i 0 for the lead, 1 for the next card, ...
     * @return the i-th card played
     * @throws IndexOutOfBoundsException if fewer cards were played
     */
    public Card cardAt(int i) {
        return cards.get(i);
    }

    /**
     * The seat that played at a position of the trick.
     *
     * @param i 0 for the lead, 1 for the next card, ...
     * @return the seat that played the i-th card
     * @throws IndexOutOfBoundsException if fewer cards were played
     */
    public int seatAt(int i) {
        return seats.get(i);
    }

    /** Returns every card on the trick, thrown-in cards included, as a set. */
    public CardSet cardSet() {
        return CardSet.of(cards).union(thrownIn);
    }

    /** Returns such as {@code seat 1: 7H, seat 2: KH -> seat 2}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cards.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append("seat ").append(seats.get(i)).append(": ").append(cards.get(i));
        }
        if (!thrownIn.isEmpty()) {
            sb.append(cards.isEmpty() ? "" : ", ").append("thrown in ").append(thrownIn);
        }
        winner.ifPresent(w -> sb.append(" -> seat ").append(w));
        return sb.toString();
    }
}
