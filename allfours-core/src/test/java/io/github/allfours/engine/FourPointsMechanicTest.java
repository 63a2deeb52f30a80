package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.playOutHand;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.game.Action;
import io.github.allfours.game.HandResult;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.rules.JackScoring;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link FourPointsMechanic}: High, Low (holder or captor), Jack (to the captor, or hang jack), Game and its ties,
 * counted in that order. Every expectation was worked out by hand, trick by trick, from docs/rules.md
 * "The four points", "Ties for Game", decisions 3, 4 and 5 (pagat.com All Fours, Trinidad: hang jack).
 * Game values: A 4, K 3, Q 2, J 1, T 10. Two seats unless said: dealer 0 (side 0), elder 1 (side 1),
 * 2H turned (a two scores nothing in Trinidad) and elder stands: hearts are trumps.
 */
class FourPointsMechanicTest {
    static final RuleSet TWO = TestRules.TRINIDAD_TWO;

    static GameState stood(RuleSet rules, String dealer, String elder) {
        return GameState.start(rules, 0, layout(rules, 0).hands(dealer, elder).turnUp("2H").build()).apply(Action.STAND);
    }

    /**
     * Deal A: seat 1 JH 3H 2C 3C 4C 5C, seat 0 AH KH 2D 3D 4D 5D. Seat 1 leads JH, seat 0 must trump and
     * takes it with AH; seat 0 leads KH, seat 1 must play 3H; then 2D..5D each take 2C..5C (seat 1 is void
     * in diamonds). Seat 0 takes every trick: JH 1 + AH 4 + KH 3 = 8 against 0.
     */
    static HandResult dealA(RuleSet rules) {
        GameState s = stood(rules, "AH KH 2D 3D 4D 5D", "JH 3H 2C 3C 4C 5C");
        s = moves(s, "JH AH KH 3H 2D 2C 3D 3C 4D 4C 5D 5C");
        return s.lastHandResult().orElseThrow();
    }

    @Test
    void hangJackCapturedByAnOpponentScoresThreeForTheCaptor() {
        // High AH to side 0; Low 3H to its holder, side 1; the jack held by side 1 is taken by side 0:
        // hang jack, 3 to side 0 (decision 3); Game 8 to 0 to side 0.
        HandResult r = dealA(TWO);
        assertEquals(list("high 0 +1 AH", "low 1 +1 3H", "hang-jack 0 +3 JH", "game 0 +1"), awards(r.awards()));
        assertTrue(r.hangJack());
        assertEquals(0, r.jackSide());
        assertEquals(List.of(8, 0), r.gameValues());
        assertEquals(Optional.of(card("AH")), r.high());
        assertEquals(Optional.of(card("3H")), r.low());
        assertEquals(Optional.of(card("JH")), r.jack());
    }

    @Test
    void lowToItsCaptorGoesToTheSideThatWinsTheTrickItFallsIn() {
        // decision 4 (lowTakenBy: captor, Lancashire): 3H is captured by seat 0 in the second trick.
        HandResult r = dealA(TWO.withLowTakenBy(PointTaker.CAPTOR));
        assertEquals(list("high 0 +1 AH", "low 0 +1 3H", "hang-jack 0 +3 JH", "game 0 +1"), awards(r.awards()));
    }

    @Test
    void withoutHangJackTheJackIsOnePointToItsCaptorAndAllFourIsFlagged() {
        // jackScoring: to-captor; with Low to the captor too, side 0 takes all four points.
        RuleSet rules = TWO.withScoring(sc -> sc.withJack(JackScoring.TO_CAPTOR).withLow(PointTaker.CAPTOR));
        HandResult r = dealA(rules);
        assertEquals(list("high 0 +1 AH", "low 0 +1 3H", "jack 0 +1 JH", "game 0 +1"), awards(r.awards()));
        assertFalse(r.hangJack());
        assertEquals(0, r.allFourSide());
        assertEquals(HandResult.NOBODY, dealA(TWO).allFourSide(), "Low went to side 1 under the holder rule");
    }

    @Test
    void aJackThatWinsItsOwnTrickScoresOneForItsHolderUnderHangJack() {
        // seat 1 JH AH 2C 3C 4C 5C, seat 0 3H 4H 2D 3D 4D 5D. JH takes 3H, AH takes 4H, then 2C..5C each
        // take 2D..5D (seat 0 is void in clubs). Side 1: JH 1 + AH 4 = 5; side 0: 0.
        GameState s = stood(TWO, "3H 4H 2D 3D 4D 5D", "JH AH 2C 3C 4C 5C");
        s = moves(s, "JH 3H AH 4H 2C 2D 3C 3D 4C 4D 5C 5D");
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(list("high 1 +1 AH", "low 0 +1 3H", "jack 1 +1 JH", "game 1 +1"), awards(r.awards()));
        assertFalse(r.hangJack());
        assertEquals(List.of(1, 3), s.scoreList());
    }

    @Test
    void aJackTakenByTheHoldersPartnerScoresOneForTheirSide() {
        // decision 3, four seats: seat 1 leads JH; 3H (seat 2), AH (seat 3, seat 1's partner), 4H (seat 0)
        // all must follow trumps; AH wins. High AH and Jack 1 to side 1; Low 3H to its holder's side 0.
        RuleSet rules = TestRules.TRINIDAD;
        GameState s = GameState.start(rules, 0, layout(rules, 0)
            .hands("4H 7C 8C 9C 7D 8D", "JH 2C 3C 4C 5C 6C", "3H 2D 3D 4D 5D 6D", "AH 2S 3S 4S 5S 6S")
            .turnUp("2H").build()).apply(Action.STAND);
        s = moves(s, "JH 3H AH 4H");
        assertEquals(3, s.toAct());
        HandResult r = playOutHand(s).lastHandResult().orElseThrow();
        assertEquals(list("high 1 +1 AH", "low 0 +1 3H", "jack 1 +1 JH"), awards(r.awards()).subList(0, 3));
        assertFalse(r.hangJack());
    }

    @Test
    void aLoneTrumpIsBothHighAndLowAndAnUndealtJackScoresNothing() {
        // "When only one trump is in play it counts as both High and Low"; JH lies in the stock, so "the
        // point is not awarded at all". Every card dealt is a seven or lower: Game is 0 to 0, a tie.
        HandResult r = playOutHand(stood(TWO, "2D 3D 4D 5D 6D 7D", "5H 2C 3C 4C 5C 6C")).lastHandResult().orElseThrow();
        assertEquals(list("high 1 +1 5H", "low 1 +1 5H"), awards(r.awards()));
        assertEquals(Optional.of(card("5H")), r.high());
        assertEquals(Optional.of(card("5H")), r.low());
        assertEquals(Optional.empty(), r.jack());
        assertEquals(HandResult.NOBODY, r.jackSide());
        assertEquals(HandResult.NOBODY, r.gameSide());
        assertEquals(List.of(0, 0), r.gameValues());
    }

    @Test
    void withNoTrumpInPlayThereIsNoHighLowOrJack() {
        // "If no trump is in play ... there is no High, Low or Jack that hand": nobody holds a heart.
        HandResult r = playOutHand(stood(TWO, "2D 3D 4D 5D 6D 7D", "2C 3C 4C 5C 6C 7C")).lastHandResult().orElseThrow();
        assertTrue(r.awards().isEmpty());
        assertEquals(Optional.empty(), r.high());
        assertEquals(Optional.empty(), r.low());
        assertEquals(HandResult.NOBODY, r.highSide());
        assertEquals(HandResult.NOBODY, r.lowSide());
    }

    @ParameterizedTest
    @CsvSource({"NONE, -1", "NON_DEALER, 1", "ELDER, 1"})
    void aTwoSidedTieForGameUnderEachTieRule(GameTieRule rule, int expected) {
        // docs/rules.md "Ties for Game": 0 to 0 (nothing above a seven dealt). none: nobody; non-dealer:
        // with two sides the non-dealer's side 1; elder: elder's side 1.
        RuleSet rules = TWO.withScoring(sc -> sc.withGameTie(rule));
        HandResult r = playOutHand(stood(rules, "2D 3D 4D 5D 6D 7D", "5H 2C 3C 4C 5C 6C")).lastHandResult().orElseThrow();
        assertEquals(expected, r.gameSide());
        assertEquals(expected < 0 ? 2 : 3, r.awards().size());
    }

    @ParameterizedTest
    @CsvSource({"NONE, -1", "NON_DEALER, -1", "ELDER, 1"})
    void aThreeWayTieForGameUnderEachTieRule(GameTieRule rule, int expected) {
        // Three players, dealer 0, elder 1, 9H turned, elder stands. Seat 1 3H 2C 3C 4C 5C 6C, seat 2 8H
        // 2D..6D, seat 0 5H 7C 8C 7D 8D 2S: no card above an eight, so Game is 0-0-0. non-dealer: leave
        // the dealer out, two sides remain: nobody. elder: elder's side 1 is in the tie and scores.
        // High 8H to side 2, Low 3H to side 1, JH undealt.
        RuleSet rules = TestRules.SEVEN_UP_THREE.withScoring(sc -> sc.withGameTie(rule));
        GameState s = GameState.start(rules, 0, layout(rules, 0)
            .hands("5H 7C 8C 7D 8D 2S", "3H 2C 3C 4C 5C 6C", "8H 2D 3D 4D 5D 6D").turnUp("9H").build())
            .apply(Action.STAND);
        HandResult r = playOutHand(s).lastHandResult().orElseThrow();
        assertEquals(List.of(0, 0, 0), r.gameValues());
        assertEquals(expected, r.gameSide());
        assertEquals(list("high 2 +1 8H", "low 1 +1 3H"), awards(r.awards()).subList(0, 2));
    }

    @ParameterizedTest
    @CsvSource({
        // values by side, dealer side, elder side, expected: docs/rules.md "Ties for Game" table
        "NON_DEALER, 10, 10, 0, 0, 1, 1",     // dealer tied with one other: that other
        "NON_DEALER, 10, 0, 10, 0, 1, 2",
        "NON_DEALER, 0, 10, 10, 0, 1, -1",    // the two non-dealers tied: nobody
        "NON_DEALER, 4, 3, 3, 0, 1, 0",       // no tie: strictly most always scores
        "ELDER, 10, 0, 10, 0, 1, -1",         // elder not in the tie: nobody
        "ELDER, 0, 10, 10, 0, 1, 1",
        "NONE, 10, 10, 0, 0, 1, -1"})
    void threeSidedTiesAsTheCountDecidesThem(GameTieRule rule, int v0, int v1, int v2, int dealer, int elder, int expected) {
        assertEquals(expected, rule.winner(new int[] {v0, v1, v2}, dealer, elder));
    }
}
