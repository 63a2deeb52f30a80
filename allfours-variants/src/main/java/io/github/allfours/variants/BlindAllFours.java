package io.github.allfours.variants;

import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TrumpSelection;
import java.util.List;
import java.util.Map;

/**
 * Blind All Fours, Foster's pitching variation of Seven Up (seeds/000 "North American All Fours, Old
 * Sledge or Seven Up", last paragraph; RULINGS.md table).
 *
 * <p>How it differs from {@link Trinidad}: no card is turned and nobody begs or runs; the first card
 * elder leads fixes trumps; two or three players each for themselves or four in partnerships, as in
 * Seven Up; Jack to whoever wins it; a tie for Game scores for nobody; clockwise; match to 7.
 */
public final class BlindAllFours {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "seeds/000 \"North American All Fours, Old Sledge or Seven Up\" (Blind All Fours)";

    /** Two players. */
    public static final RuleSet TWO = Bases.TWO_HANDED.toBuilder()
        .id("blind-all-fours")
        .name("Blind All Fours")
        .source(SOURCE)
        .target(7)
        .trumpSelection(TrumpSelection.PITCH)
        .turnUpPoints(Map.of())
        .begging(false)
        .build();

    /** Three players, each for themselves. */
    public static final RuleSet THREE = TWO.toBuilder().seats(3).sides(3).build();

    /** Four players in two partnerships. */
    public static final RuleSet FOUR = TWO.toBuilder().seats(4).sides(2).build();

    private BlindAllFours() {
    }

    static Variant variant() {
        return new Variant("blind-all-fours", "Blind All Fours", List.of("blind"), SOURCE, List.of(TWO, THREE, FOUR));
    }
}
