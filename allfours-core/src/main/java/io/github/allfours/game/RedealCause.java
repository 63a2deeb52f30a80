package io.github.allfours.game;

/**
 * Why the same dealer deals again ({@link GameEvent.Redealt}); points already scored stand.
 */
public enum RedealCause {
    /**
     * Running the cards: the pack could not supply another round before a new suit turned up
     * (docs/rules.md, "Running the cards").
     */
    PACK_EXHAUSTED,
    /** Seven Up: every seat voted to bunch after a run (docs/rules.md, "Seven Up"). */
    BUNCHED,
    /** Table mode: an opponent of the dealer claimed a misdeal before the first card was played. */
    MISDEAL
}
