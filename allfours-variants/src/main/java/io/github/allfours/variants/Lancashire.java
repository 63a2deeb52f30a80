package io.github.allfours.variants;

import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * Lancashire All Fours, as Arthur Taylor reports it from Blackburn (seeds/000 "Lancashire All Fours";
 * seeds/001 "Lancashire all fours"; RULINGS.md table and rulings 4, 12).
 *
 * <p>As {@link WestYorkshire} (pitching, match to 11, the same tables), except:
 * <ul>
 *   <li>Low goes to the side that <b>captures</b> the lowest trump, not to its holder.</li>
 *   <li>No throw-in: every player plays to the last trick (the source says nothing of it).</li>
 *   <li>First pitch by the colour guess ({@code TableProcedures.firstPitchingSideByColourGuess}).</li>
 * </ul>
 * Against {@link Trinidad}: pitching instead of turn-up and begging, Jack to its captor, Low to its
 * captor, play clockwise, 11 points.
 */
public final class Lancashire {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "seeds/000 \"Lancashire All Fours\"; seeds/001 \"Lancashire all fours\"";

    /** Four players in two partnerships, to 11. */
    public static final RuleSet FOUR = WestYorkshire.FOUR.toBuilder()
        .id("lancashire")
        .name("Lancashire All Fours")
        .source(SOURCE)
        .lowTakenBy(PointTaker.CAPTOR)
        .throwIn(false)
        .build();

    /** Two players, to 9. */
    public static final RuleSet TWO = FOUR.withSeats(2).withTarget(9);

    /** Six players in three partnerships, to 11. */
    public static final RuleSet SIX = FOUR.toBuilder().seats(6).sides(3).build();

    private Lancashire() {
    }

    static Variant variant() {
        return new Variant("lancashire", "Lancashire All Fours", List.of("blackburn"), SOURCE, List.of(FOUR, TWO, SIX));
    }
}
