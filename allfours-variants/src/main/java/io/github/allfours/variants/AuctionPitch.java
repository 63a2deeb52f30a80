package io.github.allfours.variants;

import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * Auction Pitch, also called Setback: {@link Pitch} with an auction for the right to pitch, as Wikipedia's
 * "All fours" describes the modern game under related games (docs/rules.md, "Auction Pitch").
 *
 * <p>How it differs from {@link Pitch}: after the deal each seat from elder bids once, 1 to 4 above the
 * last bid, or passes; when everyone before the dealer has passed the dealer must bid 1. The high bidder
 * leads first and that card fixes trumps. At the count, a high bidder's side that took fewer points than
 * it bid scores nothing that hand and loses the bid (scores may go below zero); the other sides, and the
 * bidder's when the bid is made, score High, Low, Jack and Game in that order, and the match ends the
 * moment a side reaches 7. Options ({@link Auction}): the next dealer deals when all pass, the dealer's
 * privilege, the bidder going out first.
 */
public final class AuctionPitch {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Wikipedia \"All fours\", related games (Auction pitch)";

    /** Four players in two partnerships (the default table). */
    public static final RuleSet FOUR = Pitch.FOUR.toBuilder()
        .id("auction-pitch")
        .name("Auction Pitch")
        .source(SOURCE)
        .trumps(Auction.STANDARD)
        .build();

    /** Two players. */
    public static final RuleSet TWO = FOUR.toBuilder().seats(2).sides(2).build();

    /** Every table: two to seven players each for themselves, four or six in partnerships. */
    static final List<RuleSet> TABLES = Bases.pitchTables(FOUR);

    private AuctionPitch() {
    }

    static Variant variant() {
        return new Variant(List.of("setback"), TABLES);
    }
}
