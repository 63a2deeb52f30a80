package io.github.allfours.variants;

import io.github.allfours.card.Rank;
import io.github.allfours.rules.Begging;
import io.github.allfours.rules.Direction;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Scoring;
import io.github.allfours.rules.TurnUp;
import io.github.allfours.rules.TurnUpScope;
import java.util.List;
import java.util.Map;

/**
 * Starting points shared by several variants, so that each variant's class states only how it differs.
 */
final class Bases {
    /**
     * The old two-handed game as the English and American books give it (Cotton 1674; Foster 1897;
     * pagat.com "All Fours", the 17th-century and North American sections; Wikipedia "All fours",
     * classic rules): two players, six cards each in threes, play clockwise, a card turned for trumps with
     * a turned jack worth 1 to the dealer, elder may beg and the dealer gives 1 or runs the cards, Jack to
     * whoever wins it, Low to its holder, a tie for Game to nobody. Not a variant itself: every variant
     * built on it sets its own id, name, source, target and turn-up scope.
     */
    static final RuleSet TWO_HANDED = RuleSet.builder()
        .id("two-handed-base")
        .seats(2)
        .target(7)
        .packets(3, 3)
        .direction(Direction.CLOCKWISE)
        .trumps(TurnUp.withBegging(Map.of(Rank.JACK, 1), TurnUpScope.EVERY_TURN_UP, Begging.STANDARD))
        .scoring(Scoring.STANDARD)
        .build();

    /**
     * The tables of a game of the Pitch family, from its four-player partnership table (listed first, the
     * usual one): two to seven players each for themselves, and six in three partnerships.
     */
    static List<RuleSet> pitchTables(RuleSet four) {
        List<RuleSet> tables = new java.util.ArrayList<>(List.of(four));
        for (int seats = 2; seats <= 7; seats++) {
            if (seats == 6) {
                tables.add(four.toBuilder().seats(6).sides(3).build());     // the usual six: three partnerships
            }
            tables.add(four.toBuilder().seats(seats).sides(seats).build());
        }
        return List.copyOf(tables);
    }

    private Bases() {
    }

    /** The turn-up rule of {@link #TWO_HANDED} with another scope and begging. */
    static TurnUp jackTurnUp(TurnUpScope scope, Begging begging) {
        return TurnUp.withBegging(Map.of(Rank.JACK, 1), scope, begging);
    }
}
