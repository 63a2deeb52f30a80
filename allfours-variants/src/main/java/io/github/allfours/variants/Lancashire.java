package io.github.allfours.variants;

import io.github.allfours.rules.Follow;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * Lancashire All Fours, as reported from Blackburn (pagat.com "All Fours", Lancashire; Wikipedia "All
 * fours", Lancashire; docs/rules.md, "Lancashire").
 *
 * <p>As {@link WestYorkshire} (pitching, match to 11, the same tables), except:
 * <ul>
 *   <li>Low goes to the side that <b>captures</b> the lowest trump, not to its holder.</li>
 *   <li>No throw-in: every player plays to the last trick (the source does not mention one).</li>
 *   <li>First pitch by the colour guess ({@code TableProcedures.firstPitchingSideByColourGuess}).</li>
 * </ul>
 * Against {@link Trinidad}: pitching instead of turn-up and begging, Jack to its captor, Low to its
 * captor, play clockwise, 11 points.
 */
public final class Lancashire {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "pagat.com \"All Fours\" (J. McLeod), Lancashire; Wikipedia \"All fours\", Lancashire";

    /** Four players in two partnerships, to 11. */
    public static final RuleSet FOUR = WestYorkshire.FOUR.toBuilder()
        .id("lancashire")
        .name("Lancashire All Fours")
        .source(SOURCE)
        .follow(Follow.STANDARD)
        .scoring(WestYorkshire.FOUR.scoring().withLow(PointTaker.CAPTOR))
        .build();

    /** Two players, to 9. */
    public static final RuleSet TWO = FOUR.toBuilder().seats(2).sides(2).target(9).build();

    /** Six players in three partnerships, to 11. */
    public static final RuleSet SIX = FOUR.toBuilder().seats(6).sides(3).build();

    private Lancashire() {
    }

    static Variant variant() {
        return new Variant(List.of("blackburn"), List.of(FOUR, TWO, SIX));
    }
}
