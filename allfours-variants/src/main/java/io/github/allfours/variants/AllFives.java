package io.github.allfours.variants;

import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * All Fives, as Wikipedia's "All fours" describes it among the related games (docs/rules.md, "All
 * Fives").
 *
 * <p>How it differs from {@link BlindAllFours}: when a trick is taken, its winner's side scores at once
 * the Game values of the trumps in it (the ten 10, the ace 4 and so on down to the jack 1), the five of trumps
 * counting 5 (reason {@code trick}); the five of trumps also counts 5 toward Game, so the pack is worth
 * 85; the match is played to 61, and can end in the middle of a hand. Two or three players each for
 * themselves, or four in partnerships.
 */
public final class AllFives {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Wikipedia \"All fours\", related games (All fives)";

    /** Two players. */
    public static final RuleSet TWO = BlindAllFours.TWO.toBuilder()
        .id("all-fives")
        .name("All Fives")
        .source(SOURCE)
        .target(61)
        .scoring(BlindAllFours.TWO.scoring().withTrumpFiveValue(5).withTrickPoints(true))
        .build();

    /** Three players, each for themselves. */
    public static final RuleSet THREE = TWO.toBuilder().seats(3).sides(3).build();

    /** Four players in two partnerships. */
    public static final RuleSet FOUR = TWO.toBuilder().seats(4).sides(2).build();

    private AllFives() {
    }

    static Variant variant() {
        return new Variant(List.of("fives"), List.of(TWO, THREE, FOUR));
    }
}
