package io.github.allfours.rules;

/**
 * The way the deal and the play go round the table. Seats are always numbered in the order of play,
 * so the engine never needs this; it tells a display which way to lay the seats out (Trinidad plays
 * anticlockwise, the English and American games clockwise: seeds/001 infobox "Play";
 * RULINGS.md "Common to every variant").
 */
public enum Direction {
    /** Deal and play pass to the left. */
    CLOCKWISE,
    /** Deal and play pass to the right (Trinidad and Tobago). */
    ANTICLOCKWISE
}
