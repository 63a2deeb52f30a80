package io.github.allfours.variants;

import io.github.allfours.card.Rank;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUp;
import java.util.List;
import java.util.Map;

/**
 * Running All-Fours, the variation Cotton mentions (Cotton 1674; pagat.com "All Fours", 17th-century
 * English; docs/rules.md, "Running All-Fours").
 *
 * <p>As {@link Cotton1674} (two players, the gift throws the cards in), except that the turned-up card
 * scores by its rank for the dealer: ace 4, king 3, queen 2, jack 1, when it is the first turn-up or a
 * turn-up that fixes trumps; and the match is to <b>31</b>. Against {@link Trinidad}: two players, a
 * different turn-up table and scope, the gift ends the hand, no hang jack, clockwise, 31 points. The
 * source's hint that these values might also count in play is not adopted: the plain reading is a
 * turn-up score (docs/rules.md lists this choice).
 */
public final class RunningAllFours {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Cotton 1674; pagat.com \"All Fours\" (J. McLeod), 17th-century English (Running All-Fours)";

    /** The two-player game to 31. */
    public static final RuleSet TWO = Cotton1674.TWO.toBuilder()
        .id("running-all-fours")
        .name("Running All-Fours")
        .source(SOURCE)
        .target(31)
        .trumps(((TurnUp) Cotton1674.TWO.trumps()).withPoints(Map.of(Rank.ACE, 4, Rank.KING, 3, Rank.QUEEN, 2, Rank.JACK, 1)))
        .build();

    private RunningAllFours() {
    }

    static Variant variant() {
        return new Variant(List.of("running"), List.of(TWO));
    }
}
