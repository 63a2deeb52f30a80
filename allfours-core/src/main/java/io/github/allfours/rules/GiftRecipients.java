package io.github.allfours.rules;

/**
 * Who scores the gift when the dealer answers a beg with "take one" (RULINGS.md ruling 2, ruling 8 and
 * the "all-fours-party" row of the variants table).
 */
public enum GiftRecipients {
    /** Elder's side, the side that begged (Trinidad and the two-sided games). */
    BEGGING_SIDE,
    /**
     * Every side other than the dealer's, in play order from elder's side (three or more players:
     * seeds/001 "Three or more players"; seeds/000 Seven Up for three).
     */
    EVERY_OPPOSING_SIDE
}
