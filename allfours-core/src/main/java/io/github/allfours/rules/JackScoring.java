package io.github.allfours.rules;

/**
 * Who scores the Jack point, and how much. In every variant the point is not awarded when the jack of
 * trumps was not dealt (RULINGS.md "Common to every variant").
 */
public enum JackScoring {
    /**
     * The side that wins the trick holding the jack of trumps scores 1 (the English and American games:
     * seeds/000 "West Yorkshire All Fours", "17th Century English All-Fours").
     */
    TO_CAPTOR,
    /**
     * Hang jack (Trinidad, Tobago: seeds/000 "All Fours in Trinidad", "Scoring"; RULINGS.md ruling 3):
     * when the jack of trumps wins its trick or falls to the holder's partner, the holder's side scores
     * 1; when an opponent of the holder captures it, the capturing side scores
     * {@link RuleSet#hangJackPoints()} (3).
     */
    HANG_JACK
}
