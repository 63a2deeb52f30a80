package io.github.allfours.variants;

import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * Commercial Pitch, the older auction game that Wikipedia's "All fours" describes among the related games
 * (docs/rules.md, "Commercial Pitch").
 *
 * <p>How it differs from {@link AuctionPitch}: elder does not bid. The other seats bid in turn from
 * elder's left to the dealer, 1 to 4, each above the last, or pass; nobody is bound to bid. Then elder
 * sells (elder's side scores the high bid at once, reason {@code sale}, and the high bidder pitches and
 * must make the bid or be set back by it) or refuses (elder pitches and must make the high bid or be set
 * back by it). With no bid at all, elder pitches under no contract. Match to 7.
 */
public final class CommercialPitch {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Wikipedia \"All fours\", related games (Auction pitch, the commercial game)";

    /** Four players in two partnerships (the default table). */
    public static final RuleSet FOUR = Pitch.FOUR.toBuilder()
        .id("commercial-pitch")
        .name("Commercial Pitch")
        .source(SOURCE)
        .trumps(Auction.COMMERCIAL)
        .build();

    /** Two players. */
    public static final RuleSet TWO = FOUR.toBuilder().seats(2).sides(2).build();

    /** Every table: two to seven players each for themselves, four or six in partnerships. */
    static final List<RuleSet> TABLES = Bases.pitchTables(FOUR);

    private CommercialPitch() {
    }

    static Variant variant() {
        return new Variant(List.of("commercial"), TABLES);
    }
}
