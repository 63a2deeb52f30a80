package io.github.allfours.variants;

import io.github.allfours.card.Rank;
import io.github.allfours.rules.Direction;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.rules.JackScoring;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Map;

/**
 * Starting points shared by several variants, so that each variant's class states only how it differs.
 */
final class Bases {
    /**
     * The old two-handed game as the English and American books give it (seeds/000 "17th Century
     * English All-Fours" and "North American All Fours"; seeds/001 "Classic all fours"): two players,
     * six cards each in threes, play clockwise, a card turned for trumps with a turned jack worth 1 to
     * the dealer, elder may beg and the dealer gives 1 or runs the cards, Jack to whoever wins it, Low
     * to its holder, a tie for Game to nobody. Not a variant itself: every variant built on it sets its
     * own id, name, source, target and turn-up scope.
     */
    static final RuleSet TWO_HANDED = RuleSet.builder()
        .id("two-handed-base")
        .seats(2)
        .sides(2)
        .target(7)
        .packets(List.of(3, 3))
        .direction(Direction.CLOCKWISE)
        .turnUpPoints(Map.of(Rank.JACK, 1))
        .begging(true)
        .giftPoints(1)
        .jackScoring(JackScoring.TO_CAPTOR)
        .lowTakenBy(PointTaker.HOLDER)
        .gameTie(GameTieRule.NONE)
        .build();

    private Bases() {
    }
}
