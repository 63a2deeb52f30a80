package io.github.allfours.game;

import io.github.allfours.card.Card;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

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
 *               the jack), or {@code null} when there is none (gift, game)
 */
public record Award(int hand, int deal, int side, int points, AwardReason reason, @Nullable Card card) {
    /**
     * @param hand   the hand number the award belongs to
     * @param deal   the deal number it was scored in
     * @param side   the side that scores
     * @param points the number of points
     * @param reason what they are for
     * @param card   the card the award is about, or {@code null}
     */
    public Award {
        Objects.requireNonNull(reason, "reason");
    }

    /** Returns such as {@code side 1 +1 high (AH)}. */
    @Override
    public String toString() {
        return "side " + side + (points < 0 ? " " : " +") + points + " " + reason + (card == null ? "" : " (" + card + ")");
    }
}
