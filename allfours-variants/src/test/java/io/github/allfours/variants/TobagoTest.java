package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.withCardsAt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.Scenario;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tobago All Fours: pagat.com "All Fours", Trinidad, "Variations" (the turned two, not the six,
 * scores 2) and Wikipedia "All fours", Caribbean; everything else as Trinidad ("Deal": every turned card
 * scores for the dealer's side, trumps or not; docs/rules.md decisions 2 and 6).
 */
class TobagoTest {
    static GameState dealWithTurnUp(RuleSet rules, String turnUp) {
        return GameState.start(rules, 0, layout(rules, 0).turnUp(turnUp).build());
    }

    @Test
    @DisplayName("pagat Trinidad Variations: in Tobago a turned two scores 2 for the dealer's side")
    void turnedTwoScoresTwo() {
        GameState s = dealWithTurnUp(Tobago.FOUR, "2H");
        assertEquals(list("turn-up 0 +2 2H"), awards(s.awards()));
        assertEquals(2, s.score(0));
        assertEquals(0, s.score(1));
        assertEquals(Phase.BEG, s.phase(), "scored at once, before elder stands or begs");
        assertEquals(1, s.toAct());
    }

    @Test
    @DisplayName("pagat Trinidad Variations: in Tobago a turned six scores nothing (in Trinidad it scores 2)")
    void turnedSixScoresNothing() {
        GameState s = dealWithTurnUp(Tobago.FOUR, "6H");
        assertTrue(s.awards().isEmpty());
        assertEquals(0, s.score(0));

        GameState trinidad = dealWithTurnUp(Trinidad.FOUR, "6H");
        assertEquals(list("turn-up 0 +2 6H"), awards(trinidad.awards()));
        assertTrue(dealWithTurnUp(Trinidad.FOUR, "2H").awards().isEmpty());
    }

    @ParameterizedTest(name = "turned {0} scores {1}")
    @CsvSource({"AH, 1", "JH, 3", "2H, 2", "6H, 0", "KH, 0", "TH, 0"})
    @DisplayName("pagat Trinidad Deal and Variations: the Tobago turn-up table is ace 1, two 2, jack 3")
    void turnUpTable(String turnUp, int points) {
        GameState s = dealWithTurnUp(Tobago.FOUR, turnUp);
        assertEquals(points, s.score(0));
        // dealt by seat 1, the points go to seat 1's side
        GameState other = GameState.start(Tobago.FOUR, 1, layout(Tobago.FOUR, 1).turnUp(turnUp).build());
        assertEquals(points, other.score(1));
        assertEquals(0, other.score(0));
    }

    @Test
    @DisplayName("ruling 6 (every turn-up scope): each card turned in a run scores, even one that repeats the suit")
    void everyRunTurnUpScores() {
        // two players, dealer 0: 2H turned (+2); elder begs, dealer runs: 6H repeats hearts (Tobago: 0),
        // run again: 2S, a new suit, fixes spades (+2)
        DeckOrder order = layout(Tobago.TWO, 0).turnUp("2H").run("6H").run("2S").build();
        GameState s = moves(GameState.start(Tobago.TWO, 0, order), "beg run");
        assertEquals(list("turn-up 0 +2 2H", "turn-up 0 +2 2S"), awards(s.awards()));
        assertEquals(Optional.of(Suit.SPADES), s.trump());
        assertEquals(cards("2H 6H"), s.setAside());
        assertEquals(12, s.hand(0).size(), "no discards: two runs give hands of twelve");
        assertEquals(Phase.PLAY, s.phase());

        GameState trinidad = moves(GameState.start(Trinidad.TWO, 0,
            layout(Trinidad.TWO, 0).turnUp("2H").run("6H").run("2S").build()), "beg run");
        assertEquals(list("turn-up 0 +2 6H"), awards(trinidad.awards()));
    }

    @Test
    @DisplayName("ruling 2 (as Trinidad): a run the pack cannot supply brings a redeal by the same dealer; turn-up points stand")
    void packExhaustedRedealKeepsTurnUpPoints() {
        // two players: the deal takes 12 cards and the turn-up is card 12; each run takes 7 more, its
        // turn-up at 19, 26, 33, 40, 47. All six are hearts; after the fifth run 4 cards remain, too few
        // for a sixth. Scored: 2H 2, AH 1, JH 3 = 6.
        DeckOrder first = withCardsAt(new int[] {12, 19, 26, 33, 40, 47}, "2H AH 3H 4H JH 5H");
        DeckOrder second = layout(Tobago.TWO, 0).turnUp("9C").build();
        GameState s = moves(GameState.start(Tobago.TWO, 0, first, second), "beg run");
        assertEquals(list("turn-up 0 +2 2H", "turn-up 0 +1 AH", "turn-up 0 +3 JH"), awards(s.awards()));
        assertEquals(6, s.score(0));
        assertEquals(1, s.dealNumber());
        assertEquals(0, s.handNumber());
        assertEquals(0, s.dealer(), "the same dealer");
        assertEquals(Phase.BEG, s.phase());
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
        assertEquals(6, s.hand(1).size());
    }
}
