package io.github.allfours.variants;

import io.github.allfours.rules.Begging;
import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Run;
import io.github.allfours.rules.Scoring;
import io.github.allfours.rules.TurnUpScope;
import java.util.List;

/**
 * Classic All Fours, the modern book rules (Arnold 2010; Parlett 2008; Wikipedia "All fours", classic
 * modern rules; docs/rules.md, "Classic").
 *
 * <p>How it differs from {@link Trinidad}:
 * <ul>
 *   <li>Two players; six cards each in two threes; clockwise; match to 7.</li>
 *   <li>A turned jack scores 1 to the dealer when it is the first turn-up or a turn-up that fixes
 *       trumps ({@link TurnUpScope#FIRST_AND_FIXING}).</li>
 *   <li>Gift 1 to elder, play goes on.</li>
 *   <li>Running: a run whose turn-up repeats the suit is set aside unseen with its turn-up and the cards
 *       are run again; once a new suit turns, each player holds nine and discards three
 *       ({@link Run#repeatsSetAside()}). The repeated turn-up itself was turned face up to show its suit,
 *       so it goes to the face-up {@code setAside()} pile; the three cards each player received stay face
 *       down in {@code discards()}, seen by nobody.</li>
 *   <li>Low to its holder (the source's prose says "winning" but its own table says the original owner);
 *       Jack to whoever wins it; a tie for Game goes to elder.</li>
 * </ul>
 */
public final class Classic {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Arnold 2010; Parlett 2008; Wikipedia \"All fours\", classic modern rules";

    /** The two-player game to 7. */
    public static final RuleSet TWO = Bases.TWO_HANDED.toBuilder()
        .id("classic")
        .name("Classic All Fours")
        .source(SOURCE)
        .target(7)
        .trumps(Bases.jackTurnUp(TurnUpScope.FIRST_AND_FIXING,
            Begging.STANDARD.withRun(new Run(3, true, false, DiscardRule.ALWAYS))))
        .scoring(Scoring.STANDARD.withGameTie(GameTieRule.ELDER))
        .build();

    private Classic() {
    }

    static Variant variant() {
        return new Variant(List.of("all-fours", "high-low-jack"), List.of(TWO));
    }
}
