package io.github.allfours.rules;

/**
 * Whether players discard back to a full hand after the cards have been run (RULINGS.md ruling 8 and
 * "Timing and order of awards": elder first, each seat down to the hand size before the next).
 */
public enum DiscardRule {
    /** Keep every card: hands of 9, 12, ... play 9, 12, ... tricks (Trinidad, RULINGS.md ruling 2). */
    NEVER,
    /**
     * After any run, discard down to the hand size (early American, classic, Seven Up: seeds/000 "North
     * American All Fours"; seeds/001 "Classic all fours (modern rules)").
     */
    ALWAYS,
    /**
     * Discard only when holding 12 or more cards; after a single run the 9-card hands are played
     * (the "some circles" practice of seeds/000 "North American All Fours"; RULINGS.md ruling 8).
     */
    TWELVE_OR_MORE
}
