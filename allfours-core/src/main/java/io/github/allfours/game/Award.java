package io.github.allfours.game;

import io.github.allfours.card.Card;
import java.util.Objects;
import java.util.Optional;

/**
 * Points scored by one side, and why. Awards are made in the order the rules count them (docs/rules.md,
 * "Order of scoring"); {@link io.github.allfours.engine.GameState#awards()} lists them for the whole match.
 *
 * @param hand   the hand number the award belongs to, counted from 0 (0 for the first hand of the match)
 * @param deal   the deal number of the match (redeals count, see {@link io.github.allfours.engine.GameState#dealNumber()}) it was
 *               scored in
 * @param side   the side that scores
 * @param points the number of points
 * @param reason what they are for
 * @param card   the card the award is about (the turned-up card, the highest trump, the lowest trump,
 *               the jack), empty when there is none (gift, game)
 */
public record Award(int hand, int deal, int side, int points, AwardReason reason, Optional<Card> card) {
    /**
     * @param hand   the hand number the award belongs to
     * @param deal   the deal number it was scored in
     * @param side   the side that scores
     * @param points the number of points
     * @param reason what they are for
     * @param card   the card the award is about, empty when there is none
     */
    public Award {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(card, "card");
    }

    /**
     * An award about a card: a turn-up, High, Low, Jack, a penalty or a forfeit.
     *
     * @param hand   the hand number the award belongs to
     * @param deal   the deal number it was scored in
     * @param side   the side that scores
     * @param points the number of points
     * @param reason what they are for
     * @param card   the card the award is about
     */
    public Award(int hand, int deal, int side, int points, AwardReason reason, Card card) {
        this(hand, deal, side, points, reason, Optional.of(card));
    }

    /**
     * An award about no card: a gift, Game, a setback, a sale, a trick's points, a misdeal or a peek.
     *
     * @param hand   the hand number the award belongs to
     * @param deal   the deal number it was scored in
     * @param side   the side that scores
     * @param points the number of points
     * @param reason what they are for
     */
    public Award(int hand, int deal, int side, int points, AwardReason reason) {
        this(hand, deal, side, points, reason, Optional.empty());
    }

    /** Returns such as {@code side 1 +1 high (AH)}. */
    @Override
    public String toString() {
        return "side " + side + (points < 0 ? " " : " +") + points + " " + reason + card.map(c -> " (" + c + ")").orElse("");
    }
}
