package io.github.allfours.variants;

import io.github.allfours.rules.Direction;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.rules.JackScoring;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TrumpSelection;
import java.util.List;

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
    public static final RuleSet TWO = RuleSet.builder()
        .id("blind-all-fours")
        .name("Blind All Fours")
        .source(SOURCE)
        .seats(2)
        .sides(2)
        .target(7)
        .packets(List.of(3, 3))
        .direction(Direction.CLOCKWISE)
        .trumpSelection(TrumpSelection.PITCH)
        .begging(false)
        .jackScoring(JackScoring.TO_CAPTOR)
        .gameTie(GameTieRule.NONE)
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
