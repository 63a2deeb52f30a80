package io.github.allfours.game;

import io.github.allfours.card.Card;
import io.github.allfours.card.Suit;
import io.github.allfours.internal.LazyList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one completed hand decided: the trump suit, who took each of High, Low, Jack and Game, the card
 * values each side took, and every award of the hand in the order scored (turn-ups and gifts first).
 *
 * <p>The winners of the four points are recorded even when the match ended part-way through the count
 * and so not all of them were awarded: {@code highSide}, {@code lowSide}, {@code jackSide} and
 * {@code gameSide} say who took each point, {@link #highScored()}, {@link #lowScored()},
 * {@link #jackScored()} and {@link #gameScored()} whether it was scored, and {@link #countStopped()}
 * whether the count stopped at the target before every point taken was scored. {@link #awards()} lists
 * only what was actually scored. Sides are
 * numbered as in {@link io.github.allfours.rules.RuleSet#sideOf(int)}; {@link #NOBODY} marks a point
 * nobody took (no trump in play, the jack not dealt, Game tied).
 *
 * @param hand       the hand number, counted from 0: 0 for the first hand of the match (as
 *                   {@link io.github.allfours.engine.GameState#handNumber()})
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
        awards = awards instanceof LazyList ? awards : List.copyOf(awards);
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
     * Whether High was scored in this hand: an award for it is among {@link #awards()}. It is not when
     * nobody took it, when the match ended earlier in the count, or when its side was set back.
     *
     * @return {@code true} if High was scored
     */
    public boolean highScored() {
        return holds(AwardReason.HIGH, AwardReason.HIGH);
    }

    /**
     * Whether Low was scored in this hand: an award for it is among {@link #awards()}.
     *
     * @return {@code true} if Low was scored
     * @see #highScored()
     */
    public boolean lowScored() {
        return holds(AwardReason.LOW, AwardReason.LOW);
    }

    /**
     * Whether the Jack point was scored in this hand, as {@link AwardReason#JACK} or
     * {@link AwardReason#HANG_JACK}: an award for it is among {@link #awards()}.
     *
     * @return {@code true} if Jack was scored
     * @see #highScored()
     */
    public boolean jackScored() {
        return holds(AwardReason.JACK, AwardReason.HANG_JACK);
    }

    /**
     * Whether Game was scored in this hand: an award for it is among {@link #awards()}.
     *
     * @return {@code true} if Game was scored
     * @see #highScored()
     */
    public boolean gameScored() {
        return holds(AwardReason.GAME, AwardReason.GAME);
    }

    /**
     * Whether the count of this hand stopped because a side reached the target (docs/rules.md, "Order of
     * scoring"): a point of High, Low, Jack and Game was taken by a side that was not set back, yet not
     * scored. The match ended in this hand's count, and the points left unscored did not happen.
     *
     * @return {@code true} if the count stopped at the target before every point taken was scored
     */
    public boolean countStopped() {
        int setBack = NOBODY;
        for (Award a : awards) {
            if (a.reason() == AwardReason.SETBACK) {
                setBack = a.side();
            }
        }
        return unscored(highSide, highScored(), setBack) || unscored(lowSide, lowScored(), setBack)
            || unscored(jackSide, jackScored(), setBack) || unscored(gameSide, gameScored(), setBack);
    }

    private static boolean unscored(int side, boolean scored, int setBack) {
        return side != NOBODY && !scored && side != setBack;
    }

    private boolean holds(AwardReason reason, AwardReason or) {
        for (Award a : awards) {
            if (a.reason() == reason || a.reason() == or) {
                return true;
            }
        }
        return false;
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

    /**
     * Returns such as {@code hand 0 (trumps HEARTS): high 1, low 0, jack 1 (hang), game 0 [23, 17]}, hands
     * counted from 0; a point taken but not scored (the count stopped at the target, or its side was set
     * back) is marked {@code (not scored)}.
     */
    @Override
    public String toString() {
        return "hand " + hand + " (trumps " + trump.map(Suit::toString).orElse("none") + "): high " + highSide
            + notScored(highSide, highScored()) + ", low " + lowSide + notScored(lowSide, lowScored()) + ", jack "
            + jackSide + (hangJack ? " (hang)" : "") + notScored(jackSide, jackScored()) + ", game " + gameSide
            + notScored(gameSide, gameScored()) + " " + gameValues;
    }

    private String notScored(int side, boolean scored) {
        return side != NOBODY && !scored ? " (not scored)" : "";
    }
}
