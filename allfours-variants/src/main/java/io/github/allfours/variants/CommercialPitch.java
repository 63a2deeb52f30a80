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

    /** Three players, each for themselves. */
    public static final RuleSet THREE = FOUR.toBuilder().seats(3).sides(3).build();

    /** Four players, each for themselves. */
    public static final RuleSet FOUR_SINGLE = FOUR.toBuilder().seats(4).sides(4).build();

    /** Five players, each for themselves. */
    public static final RuleSet FIVE = FOUR.toBuilder().seats(5).sides(5).build();

    /** Six players in three partnerships. */
    public static final RuleSet SIX = FOUR.toBuilder().seats(6).sides(3).build();

    /** Six players, each for themselves. */
    public static final RuleSet SIX_SINGLE = FOUR.toBuilder().seats(6).sides(6).build();

    /** Seven players, each for themselves. */
    public static final RuleSet SEVEN = FOUR.toBuilder().seats(7).sides(7).build();

    private CommercialPitch() {
    }

    static Variant variant() {
        return new Variant(List.of("commercial"), List.of(FOUR, TWO, THREE, FOUR_SINGLE, FIVE, SIX, SIX_SINGLE, SEVEN));
    }
}
