package io.github.allfours.variants;

import io.github.allfours.card.Rank;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Map;

/**
 * Running All-Fours, the variation Cotton mentions (seeds/000 "17th Century English All-Fours";
 * seeds/001 "Classic all fours (earliest rules)"; RULINGS.md table and rulings 6, 7).
 *
 * <p>As {@link Cotton1674} (two players, gift throws the cards in), except that the turned-up card
 * scores by its rank for the dealer: ace 4, king 3, queen 2, jack 1, when it is the first turn-up or
 * a turn-up that fixes trumps; and the match is to <b>31</b>. Against {@link Trinidad}: two players,
 * a different turn-up table and scope, gift ends the hand, no hang jack, clockwise, 31 points. The
 * source's hint that these values might also count in play is not adopted (RULINGS.md is silent; the
 * plain reading of seeds/000 is a turn-up score).
 */
public final class RunningAllFours {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "seeds/000 \"17th Century English All-Fours\" (Running All-Fours); seeds/001";

    /** The two-player game to 31. */
    public static final RuleSet TWO = Cotton1674.TWO.toBuilder()
        .id("running-all-fours")
        .name("Running All-Fours")
        .source(SOURCE)
        .target(31)
        .turnUpPoints(Map.of(Rank.ACE, 4, Rank.KING, 3, Rank.QUEEN, 2, Rank.JACK, 1))
        .build();

    private RunningAllFours() {
    }

    static Variant variant() {
        return new Variant("running-all-fours", "Running All-Fours", List.of("running"), SOURCE, List.of(TWO));
    }
}
