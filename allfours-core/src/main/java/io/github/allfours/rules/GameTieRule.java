package io.github.allfours.rules;

/**
 * What happens to the Game point when the top sides took equal card values (RULINGS.md ruling 5).
 * A side that took strictly more than every other side always scores it.
 */
public enum GameTieRule {
    /**
     * Nobody scores the point when two or more sides share the top value (Trinidad: seeds/000
     * "All Fours in Trinidad", "Scoring"; West Yorkshire, Cotton, Pitch).
     */
    NONE
}
