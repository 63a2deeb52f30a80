package io.github.allfours.engine;

/**
 * A spoken decision during the deal, as opposed to playing a card (seeds/000 "All Fours in Trinidad",
 * "Deal"; RULINGS.md ruling 2).
 */
public enum Call implements Action {
    /** Elder accepts the turned-up suit: "I stand". Play begins. */
    STAND("stand"),
    /** Elder rejects the turned-up suit: "I beg". The dealer must give or run. */
    BEG("beg"),
    /** The dealer keeps the turned-up suit and the begging side scores the gift: "take one". */
    GIVE("give"),
    /**
     * The dealer runs the cards: each seat gets another packet and a new card is turned, again while
     * the suit repeats.
     */
    RUN("run");

    private final String notation;

    Call(String notation) {
        this.notation = notation;
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
