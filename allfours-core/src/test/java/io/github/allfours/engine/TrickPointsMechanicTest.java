package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.Pitch;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link TrickPointsMechanic}: All Fives' awards when a trick is taken. Every expectation is worked out by hand from
 * docs/rules.md, "All Fives" (the trick's winner's side scores at once the Game values of the trumps in it,
 * ten 10, ace 4, king 3, queen 2, jack 1, the five of trumps 5; reason {@code trick}; the match can end in
 * the middle of a hand) and "Timing and order of awards".
 *
 * <p>Two seats, elder pitches (the classic table with a plain pitch and All Fives' scoring, target 61):
 * seat 0 deals {@code AH 3H TS KS 6C 7C}, seat 1 (elder) holds {@code JH 5H TC 3D 4D 5D}. Play: T1 5H 3H
 * (seat 1: 5H is trumps' five, 5 + 3H's 0 = 5), T2 TC 6C (seat 1, no trump: nothing), T3 JH AH (seat 0:
 * 1 + 4 = 5), T4 TS 3D, T5 KS 4D, T6 7C 5D (seat 0; no trumps).
 */
class TrickPointsMechanicTest {
    static final RuleSet TWO = TestRules.CLASSIC.withTrumps(Pitch.PLAIN)
        .withScoring(sc -> sc.withTrumpFiveValue(5).withTrickPoints(true)).withTarget(61);
    static final String PLAY = "5H 3H TC 6C JH AH TS 3D KS 4D 7C 5D";

    static GameState deal(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands("AH 3H TS KS 6C 7C", "JH 5H TC 3D 4D 5D").build());
    }

    @Test
    void aTricksTrumpsScoreAtOnceForItsWinner() {
        GameState s = moves(deal(TWO), "5H 3H");
        assertEquals(list("trick 1 +5"), awards(s.awards()), "the five of trumps counts 5, the three nothing");
        s = moves(s, "TC 6C");
        assertEquals(list("trick 1 +5"), awards(s.awards()), "a trick without trumps scores nothing, not even the ten");
        s = moves(s, "JH AH");
        assertEquals(list("trick 1 +5", "trick 0 +5"), awards(s.awards()), "ace 4 + jack 1 to the ace's side");
        assertArrayEquals(new int[] {5, 5}, s.scores());
    }

    @Test
    void theWholeHandThenTheFourPoints() {
        // Game: seat 0 takes AH JH (5), TS 3D (10), KS 4D (3), 7C 5D (0) = 18; seat 1 takes 5H 3H (the five
        // of trumps 5 toward Game) and TC 6C (10) = 15. High AH and Low 3H held by seat 0, Jack captured by
        // seat 0, Game to seat 0.
        GameState s = moves(deal(TWO), PLAY);
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(list("trick 1 +5", "trick 0 +5", "high 0 +1 AH", "low 0 +1 3H", "jack 0 +1 JH", "game 0 +1"),
            awards(r.awards()));
        assertEquals(18, r.gameValue(0));
        assertEquals(15, r.gameValue(1));
        assertArrayEquals(new int[] {9, 5}, s.scores());
    }

    @Test
    void theFivesValueIsTheOption() {
        // trumpFiveValue 0 (trick points on): 5H 3H are worth nothing, so no award at all is recorded
        RuleSet plainFive = TestRules.CLASSIC.withTrumps(Pitch.PLAIN).withScoring(sc -> sc.withTrickPoints(true));
        GameState s = moves(deal(plainFive), "5H 3H TC 6C JH AH");
        assertEquals(list("trick 0 +5"), awards(s.awards()));
    }

    @Test
    void aPartnersTrickScoresForTheSide() {
        // four seats, spades pitched by elder (seat 1): 5S, AS (seat 2), 2S, TS; seat 2's ace wins;
        // trumps 5 + 4 + 0 + 10 = 19 to side 0 (seats 0 and 2)
        RuleSet four = TestRules.LANCASHIRE.withScoring(sc -> sc.withTrumpFiveValue(5).withTrickPoints(true)).withTarget(61);
        GameState s = GameState.start(four, 0, layout(four, 0)
            .hands("TS 2C 3C 4C 5C 6C", "5S 7C 8C 9C 2D 3D", "AS 4D 6D 7D 8D 9D", "2S 2H 3H 4H 6H 7H").build());
        s = moves(s, "5S AS 2S TS");
        assertEquals(list("trick 0 +19"), awards(s.awards()));
    }

    @Test
    void theMatchEndsInTheMiddleOfAHand() {
        GameState s = moves(deal(TWO.withTarget(5)), "5H 3H");
        assertEquals(Phase.MATCH_OVER, s.phase(), "docs/rules.md, All Fives: 5 reaches the target of 5 at once");
        assertEquals(1, s.winner().getAsInt());
        assertEquals(5, s.hand(0).size(), "nothing more is played");
        assertEquals(List.of(), s.legalActions());
        assertEquals(list("trick 1 +5"), awards(s.awards()), "and nothing more is scored");
    }
}
