package io.github.allfours.rules;

/**
 * How a hand's trump suit is chosen.
 */
public enum TrumpSelection {
    /**
     * After the deal the dealer turns the next card of the pack; its suit is the proposed trump suit,
     * which elder may accept ("stand") or beg against (seeds/000 "All Fours in Trinidad", "Deal").
     */
    TURN_UP
}
