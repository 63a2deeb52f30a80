package io.github.allfours.rules;

/**
 * Who scores the gift when the dealer answers a beg with "take one" (docs/rules.md, "Begging").
 */
public enum GiftRecipients {
    /** Elder's side, the side that begged (Trinidad and every two-sided game). */
    BEGGING_SIDE,
    /**
     * Every side other than the dealer's, in play order from elder's side (three or more players:
     * Wikipedia "All fours", "Three or more players"; Seven Up for three, pagat.com "All Fours").
     */
    EVERY_OPPOSING_SIDE
}
