package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.Scenario;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Lancashire All Fours: pagat.com "All Fours", Lancashire (points 2 and 3: Low to the side that wins the
 * lowest trump; no throw-in mentioned, so everyone plays to the last trick), Wikipedia "All fours",
 * Lancashire; docs/rules.md decision 4. Expectations worked out by hand.
 */
class LancashireTest {
    /*
     * The "Low captured" deal, four players, dealer 3, seat 0 pitches the 2S, its only spade. Spades in
     * play: 2S (seat 0), AS (seat 1), 5S (seat 2), 6S (seat 3): High AS and Low 2S; the JS is not dealt.
     * Every later trick is followed in suit:
     *  1 seat 0 2S, seat 1 AS, seat 2 5S, seat 3 6S        -> seat 1 (side 1), value 4
     *  2 seat 1 AC, 5C, 6C, 3C                              -> seat 1, value 4
     *  3 seat 1 KC, TC, 7C, 4C                              -> seat 1, value 13
     *  4 seat 1 4H, 5H, AH, 3H                              -> seat 3 (side 1), value 4
     *  5 seat 3 TD, 3D, 5D, AD                              -> seat 2 (side 0), value 14
     *  6 seat 2 KD, 7D, 4D, 6D                              -> seat 2, value 3
     * Side 1 takes 25, side 0 17.
     */
    static final String[] LOW_CAPTURED_HANDS = {
        "2S 3C 4C 3D 4D 3H",
        "AS AC KC 5D 6D 4H",
        "5S TC 5C AD KD 5H",
        "6S 6C 7C TD 7D AH"};
    static final String LOW_CAPTURED_PLAY = "2S AS 5S 6S  AC 5C 6C 3C  KC TC 7C 4C  4H 5H AH 3H  TD 3D 5D AD  KD 7D 4D 6D";

    static DeckOrder lowCapturedDeal(RuleSet rules) {
        return layout(rules, 3).hands(LOW_CAPTURED_HANDS).build();
    }

    static GameState playLowCapturedHand(GameState s) {
        return moves(s, LOW_CAPTURED_PLAY);
    }

    @Test
    @DisplayName("ruling 4: in Lancashire Low goes to the side that captures the lowest trump, not to its holder")
    void lowToCaptor() {
        GameState s = playLowCapturedHand(GameState.start(Lancashire.FOUR, 3, lowCapturedDeal(Lancashire.FOUR)));
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(Optional.of(card("2S")), r.low());
        assertEquals(1, r.lowSide(), "seat 0 held the 2S, seat 1 won it");
        assertEquals(25, r.gameValue(1));
        assertEquals(17, r.gameValue(0));
        assertEquals(list("high 1 +1 AS", "low 1 +1 2S", "game 1 +1"), awards(r.awards()));
        assertEquals(0, s.score(0));
        assertEquals(3, s.score(1));
    }

    @Test
    @DisplayName("ruling 4: the same deal in West Yorkshire gives Low to the holder")
    void sameDealInWestYorkshireGivesLowToHolder() {
        GameState s = playLowCapturedHand(GameState.start(WestYorkshire.FOUR, 3, lowCapturedDeal(WestYorkshire.FOUR)));
        assertEquals(list("high 1 +1 AS", "low 0 +1 2S", "game 1 +1"), awards(s.lastHandResult().orElseThrow().awards()));
        assertEquals(1, s.score(0));
        assertEquals(2, s.score(1));
    }

    @Test
    @DisplayName("decision 4 / pagat Lancashire point 3: no throw-in; a useless hand is played to the last trick")
    void noThrowIn() {
        // the two-player deal of WestYorkshireTest.twoPlayers: dealer 1, seat 0 pitches AS
        RuleSet two = Lancashire.TWO;
        assertEquals(9, two.target());
        GameState s = GameState.start(two, 1,
            layout(two, 1).hands(WestYorkshireTest.TWO_PITCHER, WestYorkshireTest.TWO_OTHER).build());
        s = moves(s, "AS KS 3C");
        // seat 1 holds 2D..6D: in West Yorkshire it could throw in here
        assertRefused(s, Action.THROW_IN, Reason.NOT_IN_THESE_RULES);
        assertFalse(s.legalActions().contains(Action.THROW_IN));
        s = moves(s, "2D 4C 3D 5C 4D 6C 5D 7C 6D");
        HandResult r = s.lastHandResult().orElseThrow();
        // seat 0 won the KS in trick 1: Low (the KS, lowest trump in play) goes to its captor
        assertEquals(list("high 0 +1 AS", "low 0 +1 KS", "game 0 +1"), awards(r.awards()));
        assertEquals(3, s.score(0));
        assertEquals(0, s.score(1));
    }

    @Test
    @DisplayName("Lancashire keeps West Yorkshire's tables: four to 11, six in three partnerships")
    void tables() {
        assertEquals(11, Lancashire.FOUR.target());
        assertEquals(2, Lancashire.FOUR.sides());
        assertEquals(3, Lancashire.SIX.sides());
        assertEquals(11, Lancashire.SIX.target());
        assertFalse(Lancashire.FOUR.follow().throwIn());
    }
}
