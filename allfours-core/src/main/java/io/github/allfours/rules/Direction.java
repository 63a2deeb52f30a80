package io.github.allfours.rules;

/**
 * The way the deal and the play go round the table. Seats are always numbered in the order of play,
 * so the engine never needs this; it tells a display which way to lay the seats out: Trinidad and
 * Tobago play anticlockwise, the English and American games clockwise (pagat.com "All Fours";
 * docs/rules.md, "Seats and sides").
 */
public enum Direction {
    /** Deal and play pass to the left. */
    CLOCKWISE,
    /** Deal and play pass to the right (Trinidad and Tobago). */
    ANTICLOCKWISE
}
