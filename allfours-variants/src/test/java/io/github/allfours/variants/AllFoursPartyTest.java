package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.Scenario;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * All Fours for three or more: Wikipedia "All fours", three or more players (the dealer answers a beg by giving
 * every opposing party a point or by running; the turned jack); docs/rules.md variants table, decision 6 and
 * "Timing and order of awards" (gifts in play order from elder).
 */
class AllFoursPartyTest {
    static List<String> giftAwards(RuleSet rules, int dealer) {
        GameState s = moves(GameState.start(rules, dealer, layout(rules, dealer).turnUp("5H").build()), "beg give");
        assertEquals(Phase.PLAY, s.phase(), "play goes on after the gift");
        return awards(s.awards());
    }

    @Test
    @DisplayName("timing section: three players: the gift pays 1 to each opponent, in play order from elder")
    void giftThreePlayers() {
        assertEquals(list("gift 1 +1", "gift 2 +1"), giftAwards(AllFoursParty.THREE, 0));
        assertEquals(list("gift 0 +1", "gift 1 +1"), giftAwards(AllFoursParty.THREE, 2));
    }

    @Test
    @DisplayName("timing section: four players: in partnerships the one opposing side scores 1; individually each of three opponents does")
    void giftFourPlayers() {
        assertEquals(list("gift 1 +1"), giftAwards(AllFoursParty.FOUR_PARTNERS, 0));
        assertEquals(list("gift 0 +1", "gift 1 +1", "gift 2 +1"), giftAwards(AllFoursParty.individually(4), 3));
    }

    @Test
    @DisplayName("timing section: six players in three partnerships: each of the two opposing sides scores once")
    void giftSixInThreePartnerships() {
        RuleSet six = Variants.byId("all-fours-party").orElseThrow().rules(6, 3);
        assertEquals(list("gift 1 +1", "gift 2 +1"), giftAwards(six, 0));
    }

    @Test
    @DisplayName("ruling 6: a jack turned first scores 1, a jack that fixes trumps in a run scores 1, a repeating one nothing")
    void turnedJacks() {
        RuleSet three = AllFoursParty.THREE;
        GameState first = GameState.start(three, 0, layout(three, 0).turnUp("JH").build());
        assertEquals(list("turn-up 0 +1 JH"), awards(first.awards()));

        DeckOrder both = layout(three, 0).turnUp("JH").run("JS").build();
        GameState s = moves(GameState.start(three, 0, both), "beg run");
        assertEquals(list("turn-up 0 +1 JH", "turn-up 0 +1 JS"), awards(s.awards()));
        assertEquals(Optional.of(Suit.SPADES), s.trump());
        assertEquals(Phase.PLAY, s.phase(), "no discards: nine cards each are played");
        assertEquals(9, s.hand(2).size());

        DeckOrder repeat = layout(three, 0).turnUp("5H").run("JH").run("4C").build();
        GameState r = moves(GameState.start(three, 0, repeat), "beg run");
        assertTrue(r.awards().isEmpty());
        assertEquals(12, r.hand(1).size());
    }

    @Test
    @DisplayName("ruling 2 (as the variant's Javadoc says): with six players a run never fits the pack, so the same dealer redeals")
    void sixPlayersRunRedeals() {
        // 36 cards dealt and one turned leave 15; a run needs 3 x 6 + 1 = 19
        RuleSet six = AllFoursParty.individually(6);
        GameState s = moves(GameState.start(six, 0, layout(six, 0).turnUp("5H").build()), "beg run");
        assertEquals(Phase.DEAL, s.phase());
        assertEquals(1, s.dealNumber());
        assertEquals(0, s.dealer());
        assertEquals(0, s.handNumber());
        assertTrue(s.awards().isEmpty());
    }

    @Test
    @DisplayName("docs/rules.md table: the party game is played to 7")
    void target() {
        assertEquals(7, AllFoursParty.THREE.target());
        assertEquals(7, AllFoursParty.FOUR_PARTNERS.target());
    }
}
