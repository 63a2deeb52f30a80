package io.github.allfours.rules;

/**
 * How a hand's trump suit is chosen.
 */
public enum TrumpSelection {
    /**
     * After the deal the dealer turns the next card of the pack; its suit is the proposed trump suit,
     * which elder may accept ("stand") or beg against when the rules allow begging (seeds/000 "All
     * Fours in Trinidad", "Deal").
     */
    TURN_UP,
    /**
     * No card is turned: the first card led in the hand (the pitch) fixes trumps (seeds/000 "West
     * Yorkshire All Fours"; "North American All Fours", Blind All Fours; RULINGS.md table).
     */
    PITCH
}
