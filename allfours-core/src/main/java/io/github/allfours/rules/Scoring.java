package io.github.allfours.rules;

import java.util.Objects;

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
 */
public record Scoring(JackScoring jack, int hangJackPoints, PointTaker low, GameTieRule gameTie,
                      boolean allFourBonus) {
    /** Jack to its captor, Low to its holder, a tie for Game to nobody, no all-four stake. */
    public static final Scoring STANDARD = new Scoring(JackScoring.TO_CAPTOR, 3, PointTaker.HOLDER,
        GameTieRule.NONE, false);

    /**
     * @param jack           the Jack rule
     * @param hangJackPoints hang-jack points
     * @param low            the Low rule
     * @param gameTie        the Game tie rule
     * @param allFourBonus   whether all four earns the all-four stake
     */
    public Scoring {
        Objects.requireNonNull(jack, "jack");
        Objects.requireNonNull(low, "low");
        Objects.requireNonNull(gameTie, "gameTie");
    }

    /**
     * A copy of this rule with another value of {@code jack}.
     *
     * @param rule the Jack rule
     * @return this rule with that option
     */
    public Scoring withJack(JackScoring rule) {
        return new Scoring(rule, hangJackPoints, low, gameTie, allFourBonus);
    }

    /**
     * A copy of this rule with another value of {@code hangJackPoints}.
     *
     * @param points hang-jack points
     * @return this rule with that option
     */
    public Scoring withHangJackPoints(int points) {
        return new Scoring(jack, points, low, gameTie, allFourBonus);
    }

    /**
     * A copy of this rule with another value of {@code low}.
     *
     * @param taker who takes Low
     * @return this rule with that option
     */
    public Scoring withLow(PointTaker taker) {
        return new Scoring(jack, hangJackPoints, taker, gameTie, allFourBonus);
    }

    /**
     * A copy of this rule with another value of {@code gameTie}.
     *
     * @param rule the Game tie rule
     * @return this rule with that option
     */
    public Scoring withGameTie(GameTieRule rule) {
        return new Scoring(jack, hangJackPoints, low, rule, allFourBonus);
    }

    /**
     * A copy of this rule with another value of {@code allFourBonus}.
     *
     * @param on whether all four earns the all-four stake
     * @return this rule with that option
     */
    public Scoring withAllFourBonus(boolean on) {
        return new Scoring(jack, hangJackPoints, low, gameTie, on);
    }
}
