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
import io.github.allfours.testkit.Scenario;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Running All-Fours, the variation Cotton mentions: pagat.com "All Fours", 17th century (the
 * paragraph on Running All-Fours: to 31, turned ace 4, king 3, queen 2, jack 1); Wikipedia "All fours",
 * earliest rules; docs/rules.md decisions 6 and 7. Two players; dealer 0, seat 1 elder.
 */
class RunningAllFoursTest {
    @ParameterizedTest(name = "turned {0} scores {1}")
    @CsvSource({"AH, 4", "KH, 3", "QH, 2", "JH, 1", "TH, 0", "2H, 0"})
    @DisplayName("ruling 6: the first turn-up scores by its rank for the dealer")
    void firstTurnUp(String turnUp, int points) {
        GameState s = GameState.start(RunningAllFours.TWO, 0, layout(RunningAllFours.TWO, 0).turnUp(turnUp).build());
        assertEquals(points, s.score(0));
        assertEquals(0, s.score(1));
        assertEquals(Phase.BEG, s.phase());
    }

    @Test
    @DisplayName("ruling 6: a run turn-up that fixes trumps scores by its rank (king 3)")
    void fixingRunTurnUpScores() {
        DeckOrder order = layout(RunningAllFours.TWO, 0).turnUp("5H").run("KC").build();
        GameState s = moves(GameState.start(RunningAllFours.TWO, 0, order), "beg run");
        assertEquals(list("turn-up 0 +3 KC"), awards(s.awards()));
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
    }

    @Test
    @DisplayName("ruling 6: a run turn-up that repeats the suit scores nothing, even an ace")
    void repeatedSuitTurnUpDoesNotScore() {
        // QH turned (+2); run: AH repeats hearts (nothing); run again: QS fixes spades (+2)
        DeckOrder order = layout(RunningAllFours.TWO, 0).turnUp("QH").run("AH").run("QS").build();
        GameState s = moves(GameState.start(RunningAllFours.TWO, 0, order), "beg run");
        assertEquals(list("turn-up 0 +2 QH", "turn-up 0 +2 QS"), awards(s.awards()));
        assertEquals(4, s.score(0));
        assertEquals(12, s.hand(0).size());
    }

    @Test
    @DisplayName("ruling 7: the gift gives elder 1, the cards are thrown in and the deal passes")
    void giftThrowsIn() {
        DeckOrder first = layout(RunningAllFours.TWO, 0).turnUp("KH").build();
        GameState s = moves(GameState.start(RunningAllFours.TWO, 0, first), "beg give");
        assertEquals(list("turn-up 0 +3 KH", "gift 1 +1"), awards(s.awards()));
        assertTrue(s.lastHandResult().orElseThrow().thrownIn());
        assertEquals(1, s.dealer());
        assertEquals(1, s.handNumber());
        assertEquals(Phase.DEAL, s.phase(), "no second deck order was supplied");
    }

    @Test
    @DisplayName("pagat 17th Century: Running All-Fours is played to 31")
    void target() {
        assertEquals(31, RunningAllFours.TWO.target());
    }
}
