package io.github.allfours.rules;

import java.util.Objects;
import org.immutables.value.Value;

/**
 * Trumps chosen by an auction (Auction Pitch, also called Setback): after the deal each seat from elder
 * bids once, {@code bid N} or {@code pass}, each bid above the last; the high bidder leads first, and the
 * suit of that lead is trumps. The high bidder's side has a contract: if the points it takes in the hand
 * (High, Low, Jack, Game) are fewer than its bid, it scores nothing that hand and loses the bid (an award
 * of minus the bid, reason {@code setback}); scores may go below zero. Source: Wikipedia, "All fours",
 * related games, Auction pitch; docs/rules.md, "Bidding" and "Contracts and setback".
 *
 * @param minimumBid       the lowest bid, 1..4
 * @param maximumBid       the highest bid, {@code minimumBid}..4 (four points can be made in a hand)
 * @param allPass          what happens when every seat before the dealer passes
 * @param dealerMayTake    whether the dealer may take the high bid at its value (bid equal to it) instead
 *                         of having to bid higher: the "dealer's privilege" of some tables (off by default)
 * @param bidderOutFirst   whether, when the high bidder's side makes its bid, its points are awarded before
 *                         the other sides' (so that it "goes out first" when several sides reach the target
 *                         in one hand); off by default, when every award is made in the order High, Low,
 *                         Jack, Game
 * @param elderSells       Commercial Pitch: elder does not bid; the other seats bid from elder's left to the
 *                         dealer, then elder sells (elder's side scores the high bid at once, reason
 *                         {@code sale}, and the high bidder pitches under that contract) or refuses (elder
 *                         pitches and must make the high bid)
 */
@Value.Builder
public record Auction(int minimumBid, int maximumBid, AllPass allPass, boolean dealerMayTake, boolean bidderOutFirst,
                      boolean elderSells) implements Trumps, WithAuction {
    /** The most points a hand can give one side in the games with an auction. */
    public static final int MAX_BID = 4;

    /** Bids 1 to 4, the dealer must bid 1 when all others pass, no dealer's privilege, awards in order. */
    public static final Auction STANDARD = new Auction(1, MAX_BID, AllPass.DEALER_MUST_BID, false, false, false);

    /**
     * Commercial Pitch: bids 1 to 4 from elder's left to the dealer, all may pass (then elder pitches under
     * no contract), elder sells or refuses.
     */
    public static final Auction COMMERCIAL = new Auction(1, MAX_BID, AllPass.ELDER_PITCHES, false, false, true);

    /**
     * Checks that the rule is given; the bounds of the bids are checked with the rest of the rule set
     * (by {@link RuleSet.Builder#build()}), so that every problem is reported at once.
     *
     * @param minimumBid     the lowest bid
     * @param maximumBid     the highest bid
     * @param allPass        what happens when all pass
     * @param dealerMayTake  the dealer's privilege
     * @param bidderOutFirst whether a successful bidder's points come first
     * @param elderSells     whether elder sells or refuses instead of bidding
     */
    public Auction {
        Objects.requireNonNull(allPass, "allPass");
    }

    @Override
    public String kind() {
        return "auction";
    }

    /**
     * A builder of an {@code Auction}: each component set by its own method (named as the component), {@code from} to
     * start from another {@code Auction}, then {@code build()}, which refuses a missing component with an
     * {@link IllegalStateException} naming it and checks the value as the canonical constructor does. Not
     * thread-safe; use one at once. (Its methods are generated at compile time by Immutables.)
     */
    public static final class Builder extends AuctionBuilder {
        /** An empty builder: every component must be set before {@code build()}. */
        public Builder() {
        }
    }
}
