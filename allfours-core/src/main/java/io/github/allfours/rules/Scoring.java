package io.github.allfours.rules;

import java.util.Objects;
import org.immutables.value.Value;

/**
 * How a hand is counted: High (the highest trump in play, always to its holder), Low, Jack and Game,
 * counted in that order; the match ends the moment a side reaches the target (docs/rules.md, "The
 * four points" and "Order of scoring").
 *
 * @param jack           who scores the Jack point
 * @param hangJackPoints points for hang jack, 1 to 1,000, used when {@code jack} is
 *                       {@link JackScoring#HANG_JACK} (3)
 * @param low            who takes the Low point
 * @param gameTie        what a tie for Game gives
 * @param allFourBonus   whether the table plays for an extra stake when one side makes all four
 *                       points in a hand (West Yorkshire; not the Heckmondwike league). The engine flags
 *                       every all-four hand regardless; this tells the stake settlement whether it pays.
 * @param trumpFiveValue what the five of trumps counts toward Game, 0 to 100 (0; All Fives: 5, so that the
 *                       pack is worth 85 once trumps are known)
 * @param trickPoints    whether the winner of each trick scores at once the Game values of the trumps in
 *                       it, the five of trumps counting {@code trumpFiveValue} (All Fives, reason
 *                       {@code trick}; a match can then end in the middle of a hand)
 * @param gamePoints     what the Game point is worth, 1 to 1,000 (1; a house rule of Trinidad apps: 2)
 */
@Value.Builder
public record Scoring(JackScoring jack, int hangJackPoints, PointTaker low, GameTieRule gameTie,
                      boolean allFourBonus, int trumpFiveValue, boolean trickPoints, int gamePoints) implements WithScoring {
    /** Jack to its captor, Low to its holder, a tie for Game to nobody, no all-four stake, Game worth 1. */
    public static final Scoring STANDARD = new Scoring(JackScoring.TO_CAPTOR, 3, PointTaker.HOLDER,
        GameTieRule.NONE, false, 0, false, 1);

    /**
     * @param jack           the Jack rule
     * @param hangJackPoints hang-jack points
     * @param low            the Low rule
     * @param gameTie        the Game tie rule
     * @param allFourBonus   whether all four earns the all-four stake
     * @param trumpFiveValue the five of trumps' value toward Game
     * @param trickPoints    whether trumps score at once in each trick
     * @param gamePoints     what the Game point is worth
     */
    public Scoring {
        Objects.requireNonNull(jack, "jack");
        Objects.requireNonNull(low, "low");
        Objects.requireNonNull(gameTie, "gameTie");
    }

    /**
     * The Game value of a pack once trumps are known: 80, plus what the five of trumps counts.
     *
     * @return the pack's Game value
     */
    public int packValue() {
        return 80 + trumpFiveValue;
    }

    /**
     * A builder of a {@code Scoring}: each component set by its own method (named as the component), {@code from} to
     * start from another {@code Scoring}, then {@code build()}, which refuses a missing component with an
     * {@link IllegalStateException} naming it and checks the value as the canonical constructor does. Not
     * thread-safe; use one at once. (Its methods are generated at compile time by Immutables.)
     */
    public static final class Builder extends ScoringBuilder {
        /** An empty builder: every component must be set before {@code build()}. */
        public Builder() {
        }
    }
}
