package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.Suit;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What one completed hand decided: the trump suit, who took each of High, Low, Jack and Game, the card
 * values each side took, and every award of the hand in the order scored (turn-ups and gifts first).
 *
 * <p>The winners of the four points are recorded even when the match ended part-way through the count
 * and so not all of them were awarded; {@link #awards()} lists only what was actually scored.
 * Sides are numbered as in {@link io.github.allfours.rules.RuleSet#sideOf(int)}; {@link #NOBODY}
 * marks a point nobody took (no trump in play, jack not dealt, Game tied).
 */
public final class HandResult {
    /** Marks a point that no side took. */
    public static final int NOBODY = -1;

    private final int hand;
    private final int dealer;
    private final Suit trump;
    private final Card high;
    private final int highSide;
    private final Card low;
    private final int lowSide;
    private final Card jack;
    private final int jackSide;
    private final boolean hangJack;
    private final int gameSide;
    private final int[] gameValues;
    private final Chain<Award> awardChain;   // the match's awards when the hand ended, newest first
    private final int firstAward;            // index of the hand's first award in the match
    private volatile List<Award> awards;     // made from awardChain when first asked for
    private final int allFourSide;
    private final boolean thrownIn;

    HandResult(int hand, int dealer, Suit trump, Card high, int highSide, Card low, int lowSide, Card jack,
               int jackSide, boolean hangJack, int gameSide, int[] gameValues, Chain<Award> awardChain, int firstAward,
               boolean thrownIn) {
        this.hand = hand;
        this.dealer = dealer;
        this.trump = trump;
        this.high = high;
        this.highSide = highSide;
        this.low = low;
        this.lowSide = lowSide;
        this.jack = jack;
        this.jackSide = jackSide;
        this.hangJack = hangJack;
        this.gameSide = gameSide;
        this.gameValues = gameValues;   // the engine hands over a fresh array and an unmodifiable list
        this.awardChain = awardChain;
        this.firstAward = firstAward;
        this.thrownIn = thrownIn;
        this.allFourSide = highSide >= 0 && highSide == lowSide && lowSide == jackSide && jackSide == gameSide
            ? highSide : NOBODY;
    }

    /** @return the hand number, 0 for the first hand of the match */
    public int hand() {
        return hand;
    }

    /** @return the seat that dealt the hand */
    public int dealer() {
        return dealer;
    }

    /** @return the trump suit of the hand (for a pitched hand thrown in before any lead, none: {@code null}) */
    public Suit trump() {
        return trump;
    }

    /** @return the highest trump in play, or {@code null} if no trump was in play */
    public Card high() {
        return high;
    }

    /** @return the side that took High, or {@link #NOBODY} */
    public int highSide() {
        return highSide;
    }

    /** @return the lowest trump in play, or {@code null} if no trump was in play */
    public Card low() {
        return low;
    }

    /** @return the side that took Low, or {@link #NOBODY} */
    public int lowSide() {
        return lowSide;
    }

    /** @return the jack of trumps if it was in play, else {@code null} */
    public Card jack() {
        return jack;
    }

    /** @return the side that took the Jack point (or hang jack), or {@link #NOBODY} if the jack was not in play */
    public int jackSide() {
        return jackSide;
    }

    /** @return {@code true} if the jack went to the opponents of its holder under hang-jack rules */
    public boolean hangJack() {
        return hangJack;
    }

    /** @return the side that took Game, or {@link #NOBODY} (tie under a no-score tie rule) */
    public int gameSide() {
        return gameSide;
    }

    /**
     * @param side a side
     * @return the card value (towards Game) of the cards that side took in tricks
     */
    public int gameValue(int side) {
        return gameValues[side];
    }

    /**
     * The side that took all four of High, Low, Jack and Game in this hand (so a hand where the jack
     * was not in play cannot be all four), judged on the whole hand even if the match was won part-way
     * through the count (RULINGS.md ruling 11 and "Timing and order of awards").
     *
     * @return that side, or {@link #NOBODY}
     */
    public int allFourSide() {
        return allFourSide;
    }

    /**
     * @return {@code true} if the hand ended without play because the dealer's gift threw the cards in
     *     (Cotton 1674, RULINGS.md ruling 7); no point of the four was then at stake
     */
    public boolean thrownIn() {
        return thrownIn;
    }

    /** @return every award of the hand in the order scored */
    public List<Award> awards() {
        List<Award> a = awards;
        if (a == null) {
            a = Chain.toList(awardChain, firstAward);
            awards = a;
        }
        return a;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof HandResult)) {
            return false;
        }
        HandResult r = (HandResult) o;
        return hand == r.hand && dealer == r.dealer && trump == r.trump && high == r.high && highSide == r.highSide
            && low == r.low && lowSide == r.lowSide && jack == r.jack && jackSide == r.jackSide
            && hangJack == r.hangJack && gameSide == r.gameSide && Arrays.equals(gameValues, r.gameValues)
            && awards().equals(r.awards()) && thrownIn == r.thrownIn;
    }

    @Override
    public int hashCode() {
        return Objects.hash(hand, dealer, trump, high, highSide, low, lowSide, jack, jackSide, gameSide, awards())
            * 31 + Arrays.hashCode(gameValues);
    }

    @Override
    public String toString() {
        return "hand " + hand + " (trumps " + trump + "): high " + highSide + ", low " + lowSide + ", jack "
            + jackSide + (hangJack ? " (hang)" : "") + ", game " + gameSide + " " + Arrays.toString(gameValues);
    }
}
