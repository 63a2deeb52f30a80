package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.discards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.testkit.Scenario;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Classic All Fours, the modern book rules: Wikipedia "All fours", classic modern rules; docs/rules.md
 * rulings 5, 6 and 9. Two players, dealer 0, elder seat 1.
 */
class ClassicTest {
    @Test
    @DisplayName("ruling 6: a jack turned on the first turn-up scores 1 for the dealer at once")
    void turnedJack() {
        GameState s = GameState.start(Classic.TWO, 0, layout(Classic.TWO, 0).turnUp("JH").build());
        assertEquals(list("turn-up 0 +1 JH"), awards(s.awards()));
        assertEquals(Phase.BEG, s.phase());
    }

    @Test
    @DisplayName("Wikipedia Classic: the gift gives elder 1 and play goes on in the turned suit")
    void giftPlayGoesOn() {
        GameState s = moves(GameState.start(Classic.TWO, 0, layout(Classic.TWO, 0).turnUp("5H").build()), "beg give");
        assertEquals(list("gift 1 +1"), awards(s.awards()));
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(Optional.of(Suit.HEARTS), s.trump());
        assertEquals(1, s.toAct());
        assertEquals(6, s.hand(1).size());
    }

    /*
     * 5H turned; elder begs and the dealer runs. Run 1: elder 2S 3S 4S, dealer 5S 6S 7S, and JH turns:
     * hearts again, so those six cards go out of play face down (nobody picks them up), the JH goes
     * aside with the earlier turn-up, and the jack does not score. Run 2: elder 8S 9S TS, dealer 2D 3D 4D, and JC turns: clubs are trumps, the JC scores 1.
     * Each now holds nine (six dealt plus the last three) and discards three.
     */
    static DeckOrder setAsideDeal() {
        return layout(Classic.TWO, 0)
            .turnUp("5H")
            .run("JH", "5S 6S 7S", "2S 3S 4S")
            .run("JC", "2D 3D 4D", "8S 9S TS")
            .build();
    }

    @Test
    @DisplayName("ruling 9: a run that repeats the suit is set aside unseen with its turn-up; after the fixing run each holds nine and discards three")
    void repeatedRunSetAside() {
        GameState s = moves(GameState.start(Classic.TWO, 0, setAsideDeal()), "beg run");
        assertEquals(list("turn-up 0 +1 JC"), awards(s.awards()), "ruling 6: the repeated JH does not score, the fixing JC does");
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
        assertEquals(9, s.hand(0).size());
        assertEquals(9, s.hand(1).size());
        assertTrue(s.hand(1).containsAll(cards("8S 9S TS")));
        assertFalse(s.hand(1).intersects(cards("2S 3S 4S")));
        assertFalse(s.hand(0).intersects(cards("5S 6S 7S")));
        assertEquals(cards("2S 3S 4S 5S 6S 7S"), s.discards(), "the repeated run's packets, face down");
        assertEquals(cards("5H JH"), s.setAside(), "the replaced turn-ups");
        for (int seat = 0; seat < 2; seat++) {
            SeatView v = s.viewFor(seat);
            assertEquals(6, v.discardCount());
            for (Card c : cards("2S 3S 4S 5S 6S 7S")) {
                assertFalse(v.hand().contains(c));
            }
        }

        assertEquals(Phase.DISCARD, s.phase());
        assertEquals(1, s.toAct());
        s = discards(s, "8S 9S TS");
        assertEquals(0, s.toAct());
        s = discards(s, "2D 3D 4D");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(6, s.hand(0).size());
        assertEquals(6, s.hand(1).size());
        assertEquals(12, s.discards().size());
        assertEquals(52 - 12 - 1 - 7 - 7, s.stockSize());
    }

    @Test
    @DisplayName("decision 9 / Wikipedia Classic: when the runs use up the pack, the same dealer redeals and nothing set aside carries over")
    void runsExhaustThePack() {
        // two players: turn-ups at 12, 19, 26, 33, 40, 47 all hearts; after five set-aside runs 4 cards remain
        DeckOrder first = Scenario.withCardsAt(new int[] {12, 19, 26, 33, 40, 47}, "5H 6H 7H 8H 9H TH");
        DeckOrder second = layout(Classic.TWO, 0).turnUp("2S").build();
        GameState s = moves(GameState.start(Classic.TWO, 0, first, second), "beg run");
        assertEquals(1, s.dealNumber());
        assertEquals(0, s.dealer());
        assertEquals(Phase.BEG, s.phase());
        assertTrue(s.discards().isEmpty());
        assertTrue(s.setAside().isEmpty());
        assertEquals(6, s.hand(0).size());
        assertTrue(s.awards().isEmpty());
    }

    @Test
    @DisplayName("ruling 5: in Classic a tie for Game goes to elder")
    void gameTieToElder() {
        assertEquals(1, GameTieRule.ELDER.winner(new int[] {14, 14}, 0, 1));
        assertEquals(0, GameTieRule.ELDER.winner(new int[] {14, 14}, 1, 0));
        assertEquals(0, GameTieRule.ELDER.winner(new int[] {20, 14}, 0, 1));

        GameState s = RulingsTest.playTieDeal(Classic.TWO);
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(14, r.gameValue(0));
        assertEquals(14, r.gameValue(1));
        assertEquals(1, r.gameSide());
        assertEquals(list("high 1 +1 AH", "low 1 +1 2H", "jack 0 +1 JH", "game 1 +1"), awards(r.awards()));
        assertEquals(Optional.of(card("2H")), r.low());
    }

    @Test
    @DisplayName("Wikipedia Classic: two players, to 7")
    void tables() {
        assertEquals(7, Classic.TWO.target());
        assertEquals(2, Classic.TWO.seats());
    }
}
