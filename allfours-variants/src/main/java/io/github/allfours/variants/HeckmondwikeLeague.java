package io.github.allfours.variants;

import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * The Heckmondwike league game (pagat.com "All Fours", West Yorkshire variations; docs/rules.md,
 * "West Yorkshire").
 *
 * <p>West Yorkshire All Fours ({@link WestYorkshire}) as played in league matches: four players in two
 * partnerships, matches to <b>15</b>, and no stake for all four. Against {@link Trinidad} it differs as
 * West Yorkshire does: pitching instead of a turn-up and begging, the waiting partner, the throw-in,
 * Jack to its captor, play clockwise.
 */
public final class HeckmondwikeLeague {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "pagat.com \"All Fours\" (J. McLeod), West Yorkshire variations (Heckmondwike league)";

    /** Four players in two partnerships, to 15, no all-four stake. */
    public static final RuleSet FOUR = WestYorkshire.FOUR.toBuilder()
        .id("heckmondwike-league")
        .name("Heckmondwike League All Fours")
        .source(SOURCE)
        .target(15)
        .scoring(WestYorkshire.FOUR.scoring().withAllFourBonus(false))
        .build();

    private HeckmondwikeLeague() {
    }

    static Variant variant() {
        return new Variant(List.of("heckmondwike"), List.of(FOUR));
    }
}
