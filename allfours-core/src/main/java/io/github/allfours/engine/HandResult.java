package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.Suit;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one completed hand decided: the trump suit, who took each of High, Low, Jack and Game, the card
 * values each side took, and every award of the hand in the order scored (turn-ups and gifts first).
 *
 * <p>The winners of the four points are recorded even when the match ended part-way through the count
 * and so not all of them were awarded; {@link #awards()} lists only what was actually scored. Sides are
 * numbered as in {@link io.github.allfours.rules.RuleSet#sideOf(int)}; {@link #NOBODY} marks a point
 * nobody took (no trump in play, the jack not dealt, Game tied).
 *
 * @param hand       the hand number, 0 for the first hand of the match
 * @param dealer     the seat that dealt the hand
 * @param trump      the trump suit (empty for a pitched hand thrown in before any lead)
 * @param high       the highest trump in play, empty if no trump was in play
 * @param highSide   the side that took High, or {@link #NOBODY}
 * @param low        the lowest trump in play, empty if no trump was in play
 * @param lowSide    the side that took Low, or {@link #NOBODY}
 * @param jack       the jack of trumps if it was in play
 * @param jackSide   the side that took the Jack point (or hang jack), or {@link #NOBODY}
 * @param hangJack   whether the jack went to the opponents of its holder under hang-jack rules
 * @param gameSide   the side that took Game, or {@link #NOBODY} (a tie under a no-score tie rule)
 * @param gameValues the card value (towards Game) of the cards each side took in tricks, by side
 * @param awards     every award of the hand in the order scored
 * @param thrownIn   whether the hand ended without play because the dealer's gift threw the cards in
 *                   (Cotton 1674); no point of the four was then at stake
 */
public record HandResult(int hand, int dealer, Optional<Suit> trump, Optional<Card> high, int highSide,
                         Optional<Card> low, int lowSide, Optional<Card> jack, int jackSide, boolean hangJack,
                         int gameSide, List<Integer> gameValues, List<Award> awards, boolean thrownIn) {
    /** Marks a point that no side took. */
    public static final int NOBODY = -1;

    /**
     * @param hand       the hand number
     * @param dealer     the dealer
     * @param trump      the trump suit, if known
     * @param high       the highest trump in play, if any
     * @param highSide   who took High
     * @param low        the lowest trump in play, if any
     * @param lowSide    who took Low
     * @param jack       the jack of trumps, if in play
     * @param jackSide   who took Jack
     * @param hangJack   whether it was hang jack
     * @param gameSide   who took Game
     * @param gameValues the card values taken, by side
     * @param awards     the hand's awards, in order
     * @param thrownIn   whether a gift threw the cards in
     */
    public HandResult {
        Objects.requireNonNull(trump, "trump");
        Objects.requireNonNull(high, "high");
        Objects.requireNonNull(low, "low");
        Objects.requireNonNull(jack, "jack");
        gameValues = List.copyOf(gameValues);
        awards = Chain.isLazy(awards) ? awards : List.copyOf(awards);
    }

    /**
     * The card value (towards Game) of the cards one side took in tricks.
     *
     * @param side a side, 0 to {@code gameValues().size() - 1}
     * @return the card value (towards Game) of the cards that side took in tricks
     * @throws IllegalArgumentException if there is no such side
     */
    public int gameValue(int side) {
        if (side < 0 || side >= gameValues.size()) {
            throw new IllegalArgumentException("there is no side " + side + "; sides are 0.." + (gameValues.size() - 1));
        }
        return gameValues.get(side);
    }

    /**
     * The side that took all four of High, Low, Jack and Game in this hand (so a hand where the jack was
     * not in play cannot be all four), judged on the whole hand even if the match was won part-way
     * through the count (docs/rules.md, "West Yorkshire").
     *
     * @return that side, or {@link #NOBODY}
     */
    public int allFourSide() {
        return highSide >= 0 && highSide == lowSide && lowSide == jackSide && jackSide == gameSide ? highSide : NOBODY;
    }

    @Override
    public String toString() {
        return "hand " + hand + " (trumps " + trump.map(Suit::toString).orElse("none") + "): high " + highSide
            + ", low " + lowSide + ", jack " + jackSide + (hangJack ? " (hang)" : "") + ", game " + gameSide + " "
            + gameValues;
    }
}
