package io.github.allfours.rules;

/**
 * Who takes a point that goes with a particular card (the Low point: docs/rules.md, "The four points").
 */
public enum PointTaker {
    /** The side of the player who held the card when play began (most variants). */
    HOLDER,
    /** The side that wins the trick the card is played to (Lancashire, California Jack). */
    CAPTOR
}
