package io.github.allfours.rules;

/**
 * Who scores the Jack point, and how much. In every variant the point is not awarded when the jack of
 * trumps was not dealt (docs/rules.md, "The four points").
 */
public enum JackScoring {
    /**
     * The side that wins the trick holding the jack of trumps scores 1 (the English and American games:
     * pagat.com "All Fours"; Cotton 1674; Foster 1897).
     */
    TO_CAPTOR,
    /**
     * Hang jack (Trinidad and Tobago, pagat.com "All Fours", Trinidad section): when the jack of trumps
     * wins its trick or falls to the holder's partner, the holder's side scores 1; when an opponent of
     * the holder captures it, the capturing side scores {@link Scoring#hangJackPoints()} (3).
     */
    HANG_JACK
}
