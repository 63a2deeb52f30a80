package io.github.allfours.variants;

import io.github.allfours.rules.Direction;
import io.github.allfours.rules.Follow;
import io.github.allfours.rules.Pitch;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Scoring;
import java.util.List;

/**
 * West Yorkshire All Fours, the pub and league game (pagat.com "All Fours", West Yorkshire; Wikipedia
 * "All fours", Yorkshire; docs/rules.md, "West Yorkshire").
 *
 * <p>How it differs from {@link Trinidad}:
 * <ul>
 *   <li>No card is turned and there is no begging: elder pitches, and the suit of that first lead is
 *       trumps ({@link Pitch}).</li>
 *   <li>The pitcher's partner may not look at their hand until the pitch ({@link Pitch#partnerWaits()}:
 *       their view hides it).</li>
 *   <li>A follower with no trump, nothing above a nine and nothing that beats the trick may throw in the
 *       rest of the hand ({@link Follow#throwIn()}); the partner plays on alone.</li>
 *   <li>Jack to whoever wins it (1 point, no hang jack); High and Low to the holders; Game tie to nobody.</li>
 *   <li>Play clockwise; six cards each dealt in three rounds (modelled as twos: the source leaves the
 *       dealer free); match to 11.</li>
 *   <li>A side making all four in one hand earns the all-four stake ({@link Scoring#allFourBonus()}).</li>
 * </ul>
 * Tables: four in two partnerships (to 11), two players (to 9), six in three partnerships (to 11).
 * House rule: {@link #HONLEY} forbids trumping in.
 */
public final class WestYorkshire {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "pagat.com \"All Fours\" (J. McLeod), West Yorkshire; Wikipedia \"All fours\", Yorkshire";

    /** Four players in two partnerships, to 11. */
    public static final RuleSet FOUR = RuleSet.builder()
        .id("west-yorkshire")
        .name("West Yorkshire All Fours")
        .source(SOURCE)
        .seats(4)
        .sides(2)
        .target(11)
        .packets(2, 2, 2)
        .direction(Direction.CLOCKWISE)
        .trumps(Pitch.PARTNER_WAITS)
        .follow(Follow.STANDARD.withThrowIn(true))
        .scoring(Scoring.STANDARD.withAllFourBonus(true))
        .build();

    /** Two players, to 9. */
    public static final RuleSet TWO = FOUR.toBuilder().seats(2).sides(2).target(9).build();

    /** Six players in three partnerships (0+3, 1+4, 2+5), to 11. */
    public static final RuleSet SIX = FOUR.toBuilder().seats(6).sides(3).build();

    /** The Honley house rule: no trumping in. */
    public static final RuleSet HONLEY = FOUR.withNoTrumpingIn(true);

    private WestYorkshire() {
    }

    static Variant variant() {
        return new Variant(List.of("yorkshire", "batley"), List.of(FOUR, TWO, SIX));
    }
}
