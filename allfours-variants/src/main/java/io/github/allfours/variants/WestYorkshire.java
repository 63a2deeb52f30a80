package io.github.allfours.variants;

import io.github.allfours.rules.Direction;
import io.github.allfours.rules.JackScoring;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TrumpSelection;
import java.util.List;

/**
 * West Yorkshire All Fours, the pub and league game (seeds/000 "West Yorkshire All Fours"; seeds/001
 * "Yorkshire all fours"; RULINGS.md table and ruling 11).
 *
 * <p>How it differs from {@link Trinidad}:
 * <ul>
 *   <li>No card is turned and there is no begging: elder pitches, and the suit of that first lead is
 *       trumps ({@link TrumpSelection#PITCH}).</li>
 *   <li>The pitcher's partner may not look at their hand until the pitch
 *       ({@link RuleSet#pitchersPartnerWaits()}: their view hides it).</li>
 *   <li>A follower with no trump, nothing above a nine and nothing that beats the trick may throw in
 *       the rest of the hand ({@link RuleSet#throwIn()}); the partner plays on alone.</li>
 *   <li>Jack to whoever wins it (1 point, no hang jack); High and Low to the holders; Game tie to nobody.</li>
 *   <li>Play clockwise; six cards each dealt in three rounds (modelled as twos, the dealer's choice
 *       being free in the source); match to 11.</li>
 *   <li>A side making all four in one hand earns the all-four stake ({@link RuleSet#allFourBonus()}).</li>
 * </ul>
 * Tables: four in two partnerships (to 11), two players (to 9), six in three partnerships (to 11).
 * Option: {@link #HONLEY} forbids trumping in.
 */
public final class WestYorkshire {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "seeds/000 \"West Yorkshire All Fours\"; seeds/001 \"Yorkshire all fours\"";

    /** Four players in two partnerships, to 11. */
    public static final RuleSet FOUR = RuleSet.builder()
        .id("west-yorkshire")
        .name("West Yorkshire All Fours")
        .source(SOURCE)
        .seats(4)
        .sides(2)
        .target(11)
        .packets(List.of(2, 2, 2))
        .direction(Direction.CLOCKWISE)
        .trumpSelection(TrumpSelection.PITCH)
        .begging(false)
        .jackScoring(JackScoring.TO_CAPTOR)
        .lowTakenBy(PointTaker.HOLDER)
        .pitchersPartnerWaits(true)
        .throwIn(true)
        .allFourBonus(true)
        .build();

    /** Two players, to 9. */
    public static final RuleSet TWO = FOUR.withSeats(2).withTarget(9);

    /** Six players in three partnerships (0+3, 1+4, 2+5), to 11. */
    public static final RuleSet SIX = FOUR.toBuilder().seats(6).sides(3).build();

    /** The Honley house rule (seeds/000 "West Yorkshire All Fours", "Variations"): no trumping in. */
    public static final RuleSet HONLEY = FOUR.withNoTrumpingIn(true);

    private WestYorkshire() {
    }

    static Variant variant() {
        return new Variant("west-yorkshire", "West Yorkshire All Fours", List.of("yorkshire", "batley"), SOURCE,
            List.of(FOUR, TWO, SIX));
    }
}
