package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.testkit.Scenario;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * All-Fours as Cotton gave it in 1674: pagat.com "All Fours", 17th century, Wikipedia "All fours", "Classic
 * all fours (earliest rules)"; docs/rules.md decisions 5, 6 and 7. Two players; dealer 0, so seat 1 is elder.
 */
class Cotton1674Test {
    @Test
    @DisplayName("ruling 6: a jack turned on the first turn-up scores 1 for the dealer; no other rank scores")
    void turnedJackOnFirstTurnUp() {
        GameState s = GameState.start(Cotton1674.TWO, 0, layout(Cotton1674.TWO, 0).turnUp("JH").build());
        assertEquals(list("turn-up 0 +1 JH"), awards(s.awards()));
        assertEquals(Phase.BEG, s.phase());
        assertTrue(GameState.start(Cotton1674.TWO, 0, layout(Cotton1674.TWO, 0).turnUp("AH").build()).awards().isEmpty());
    }

    @Test
    @DisplayName("ruling 6: a jack turned in a run scores when its new suit fixes trumps")
    void runTurnUpThatFixesTrumpsScores() {
        DeckOrder order = layout(Cotton1674.TWO, 0).turnUp("5H").run("JC").build();
        GameState s = moves(GameState.start(Cotton1674.TWO, 0, order), "beg run");
        assertEquals(list("turn-up 0 +1 JC"), awards(s.awards()));
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
        assertEquals(Phase.PLAY, s.phase(), "no discards in Cotton's game");
        assertEquals(9, s.hand(0).size());
        assertEquals(9, s.hand(1).size());
        assertEquals(1, s.toAct(), "elder leads");
    }

    @Test
    @DisplayName("ruling 6: a jack turned first and a jack that fixes trumps in the run both score")
    void firstAndFixingJacksBothScore() {
        DeckOrder order = layout(Cotton1674.TWO, 0).turnUp("JH").run("JS").build();
        GameState s = moves(GameState.start(Cotton1674.TWO, 0, order), "beg run");
        assertEquals(list("turn-up 0 +1 JH", "turn-up 0 +1 JS"), awards(s.awards()));
        assertEquals(2, s.score(0));
    }

    @Test
    @DisplayName("ruling 6: a jack turned in a run that repeats the suit does not score; the cards are run again")
    void repeatedSuitJackDoesNotScore() {
        DeckOrder order = layout(Cotton1674.TWO, 0).turnUp("5H").run("JH").run("7C").build();
        GameState s = moves(GameState.start(Cotton1674.TWO, 0, order), "beg run");
        assertTrue(s.awards().isEmpty());
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
        assertEquals(cards("5H JH"), s.setAside());
        assertEquals(12, s.hand(1).size(), "two runs, kept in hand");
    }

    @Test
    @DisplayName("ruling 7: the gift gives elder 1 and the cards are thrown in; the deal passes")
    void giftThrowsTheCardsIn() {
        DeckOrder first = layout(Cotton1674.TWO, 0).turnUp("JH").build();
        DeckOrder second = layout(Cotton1674.TWO, 1).turnUp("5D").build();
        GameState s = GameState.start(Cotton1674.TWO, 0, first, second);
        s = moves(s, "beg give");
        // the turned jack scored at the deal, then the gift: 1-1
        assertEquals(list("turn-up 0 +1 JH", "gift 1 +1"), awards(s.awards()));
        assertEquals(1, s.score(0));
        assertEquals(1, s.score(1));
        HandResult r = s.lastHandResult().orElseThrow();
        assertTrue(r.thrownIn());
        assertEquals(0, r.hand());
        assertEquals(0, r.dealer());
        assertEquals(list("turn-up 0 +1 JH", "gift 1 +1"), awards(r.awards()));
        assertEquals(HandResult.NOBODY, r.highSide(), "no card was played: none of the four points");
        assertEquals(HandResult.NOBODY, r.lowSide());
        assertEquals(HandResult.NOBODY, r.jackSide());
        assertEquals(HandResult.NOBODY, r.gameSide());
        // the deal has passed to seat 1; seat 0 is now elder
        assertEquals(1, s.handNumber());
        assertEquals(1, s.dealNumber());
        assertEquals(1, s.dealer());
        assertEquals(Phase.BEG, s.phase());
        assertEquals(0, s.toAct());
        assertEquals(Optional.of(Suit.DIAMONDS), s.trump());
    }

    @Test
    @DisplayName("ruling 5: a tie for Game scores for nobody in Cotton's game")
    void gameTieScoresNobody() {
        GameState s = RulingsTest.playTieDeal(Cotton1674.TWO);
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(14, r.gameValue(0));
        assertEquals(14, r.gameValue(1));
        assertEquals(HandResult.NOBODY, r.gameSide());
        // High AH and Low 2H were elder's; the dealer took its own JH in trick 2: Jack to its winner
        assertEquals(list("high 1 +1 AH", "low 1 +1 2H", "jack 0 +1 JH"), awards(r.awards()));
        assertEquals(1, s.score(0));
        assertEquals(2, s.score(1));
    }

    @Test
    @DisplayName("pagat 17th Century: the match is to 11; any agreed target from 7 to 15 is a copy")
    void target() {
        assertEquals(11, Cotton1674.TWO.target());
        assertEquals(7, Cotton1674.TWO.withTarget(7).target());
        assertEquals(2, Cotton1674.TWO.seats());
    }
}
