package io.github.allfours.rules;

/**
 * What happens in an auction when every seat before the last bidder has passed (docs/rules.md,
 * "Bidding").
 */
public enum AllPass {
    /** The dealer may not pass and must bid at least the minimum: the rule of the auction games here. */
    DEALER_MUST_BID,
    /**
     * The dealer may pass too; when nobody bids, the hand is thrown in unplayed and the next dealer deals
     * (a common house rule).
     */
    NEXT_DEALER_DEALS,
    /**
     * Everyone may pass; when nobody bids, elder pitches under no contract (Commercial Pitch).
     */
    ELDER_PITCHES
}
