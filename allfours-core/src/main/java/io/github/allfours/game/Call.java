package io.github.allfours.game;

/**
 * A spoken decision, as opposed to playing or discarding a card: the beg and its answers (docs/rules.md,
 * "Begging" and "Running the cards"), the bunch vote ("Seven Up") and the throw-in
 * (ruling 11).
 */
public enum Call implements Action {
    /** Elder rejects the turned-up suit: "I beg". The dealer must give or run. */
    BEG("beg"),
    /** Elder accepts the turned-up suit: "I stand". Play begins. */
    STAND("stand"),
    /** The dealer keeps the turned-up suit and the begging side scores the gift: "take one". */
    GIVE("give"),
    /**
     * The dealer runs the cards: each seat gets another packet and a new card is turned, again while
     * the suit repeats.
     */
    RUN("run"),
    /**
     * In the vote after a run (Seven Up), this seat agrees to bunch: throw the cards in for a redeal by
     * the same dealer. The redeal happens only if every seat says bunch.
     */
    BUNCH("bunch"),
    /** In the vote after a run (Seven Up), this seat insists on playing: the vote ends and play goes on. */
    KEEP("keep"),
    /**
     * West Yorkshire: a follower with nothing of use lays all remaining cards on the trick and takes no
     * further part in the hand (docs/rules.md, "West Yorkshire").
     */
    THROW_IN("throw-in"),
    /** In an auction: the seat makes no bid. */
    PASS("pass"),
    /** Commercial Pitch: elder sells the pitch to the high bidder, and elder's side scores the bid. */
    SELL("sell"),
    /** Commercial Pitch: elder refuses the high bid and pitches under it. */
    REFUSE("refuse"),
    /**
     * Table mode: the revoker takes back its revoke, called or not, before the revoke's trick is complete; the cards
     * played after it go back too, and a call of it lapses (docs/rules.md, "Table mode").
     */
    RETRACT("retract"),
    /**
     * Table mode: an opponent of a revoker calls every uncalled revoke of its opponents (out of turn, until the
     * count): those on completed tricks are judged at once, oldest first, one on the trick being played when that
     * trick is complete.
     */
    CALL_REVOKE("call-revoke"),
    /** Table mode: an opponent of the dealer claims a misdeal before the first card is played. */
    MISDEAL("misdeal"),
    /** Table mode: the dealer closes the claims after the last trick and the hand is counted. */
    COUNT("count"),
    /** Table mode, West Yorkshire: the waiting partner looks at the hand before the pitch, at a cost. */
    PEEK("peek");

    private final String notation;

    Call(String notation) {
        this.notation = notation;
    }

    @Override
    public boolean isClaim() {
        return this == RETRACT || this == CALL_REVOKE || this == MISDEAL || this == PEEK;
    }

    @Override
    public String notation() {
        return notation;
    }

    @Override
    public String toString() {
        return notation;
    }
}
