package io.github.allfours.variants;

import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * The Heckmondwike league game (seeds/000 "West Yorkshire All Fours", "Variations"; RULINGS.md table).
 *
 * <p>West Yorkshire All Fours ({@link WestYorkshire}) as played in league matches: four players in two
 * partnerships, matches to <b>15</b>, and no bonus for all four. Against {@link Trinidad} it differs as
 * West Yorkshire does: pitching instead of a turn-up and begging, the waiting partner, the throw-in,
 * Jack to its captor, play clockwise.
 */
public final class HeckmondwikeLeague {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "seeds/000 \"West Yorkshire All Fours\" (Variations: Heckmondwike league)";

    /** Four players in two partnerships, to 15, no all-four bonus. */
    public static final RuleSet FOUR = WestYorkshire.FOUR.toBuilder()
        .id("heckmondwike-league")
        .name("Heckmondwike League All Fours")
        .source(SOURCE)
        .target(15)
        .allFourBonus(false)
        .build();

    private HeckmondwikeLeague() {
    }

    static Variant variant() {
        return new Variant("heckmondwike-league", "Heckmondwike League All Fours", List.of("heckmondwike"), SOURCE,
            List.of(FOUR));
    }
}
