package io.github.allfours.rules;

/**
 * Whether players discard back to a full hand after the cards have been run. Discards are made one
 * card at a time, elder first, each seat down to the hand size before the next seat starts
 * (docs/rules.md, "Running the cards" and "Order of scoring").
 */
public enum DiscardRule {
    /** Keep every card: hands of 9, 12, ... cards play 9, 12, ... tricks (Trinidad). */
    NEVER,
    /**
     * After any run, discard down to the hand size (early American, Seven Up: pagat.com "All Fours",
     * North American section; the classic game: Wikipedia "All fours", after Arnold 2010 and Parlett 2008).
     */
    ALWAYS,
    /**
     * Discard only when holding 12 or more cards, so that after a single run the nine-card hands are
     * played (a practice of "some circles" that pagat.com reports for Seven Up).
     */
    TWELVE_OR_MORE
}
