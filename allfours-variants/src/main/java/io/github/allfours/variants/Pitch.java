package io.github.allfours.variants;

import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * Pitch, the plain (non-bidding) game of the family as Wikipedia's "All fours" describes it under related
 * games (docs/rules.md, "Pitch").
 *
 * <p>How it differs from {@link Trinidad}: as {@link BlindAllFours}, for any table of two to seven players
 * each for themselves, or four or six in partnerships of two: six cards each in two packets of three, no
 * turn-up; elder's first lead (the pitch) fixes trumps; Low to its holder; Jack to whoever wins it; Game
 * only to a side with strictly more than every other side; clockwise; match to 7.
 */
public final class Pitch {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Wikipedia \"All fours\", related games (Pitch)";

    /** Four players in two partnerships (the default table). */
    public static final RuleSet FOUR = Bases.TWO_HANDED.toBuilder()
        .id("pitch")
        .name("Pitch")
        .source(SOURCE)
        .target(7)
        .seats(4)
        .sides(2)
        .trumps(io.github.allfours.rules.Pitch.PLAIN)
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

    private Pitch() {
    }

    static Variant variant() {
        return new Variant(List.of(), List.of(FOUR, TWO, THREE, FOUR_SINGLE, FIVE, SIX, SIX_SINGLE, SEVEN));
    }
}
