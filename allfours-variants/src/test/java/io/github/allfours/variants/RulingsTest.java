package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertLegal;
import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUp;
import io.github.allfours.testkit.Scenario;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/rules.md decisions that cut across variants, each checked on the same hand-worked deal under several
 * rule sets, and the "Timing and order of awards" points not covered by one variant's test.
 */
class RulingsTest {
    /*
     * The tie deal: two players, dealer 0, elder seat 1. Hearts are trumps (the turn-up 9H, or elder's
     * pitch of the AH). Trumps in play: AH 2H (elder), JH 3H (dealer): High AH and Low 2H are elder's.
     *  1 elder AH, dealer 3H (must play a trump)        -> elder,  value 4
     *  2 elder 2H, dealer JH (must play a trump)        -> dealer, value 1 (the dealer wins its own jack)
     *  3 dealer TS, elder 3D (void in spades)           -> dealer, value 10
     *  4 dealer KS, elder 4D                            -> dealer, value 3
     *  5 dealer 6C, elder TC (must follow clubs)        -> elder,  value 10
     *  6 elder 5D, dealer 7C (void in diamonds)         -> elder,  value 0
     * Elder 14, dealer 14: Game is tied.
     */
    static final String TIE_DEALER = "JH 3H TS KS 6C 7C";
    static final String TIE_ELDER = "AH 2H TC 3D 4D 5D";
    static final String TIE_PLAY = "AH 3H 2H JH TS 3D KS 4D 6C TC 5D 7C";

    static GameState playTieDeal(RuleSet rules) {
        Scenario.Layout l = layout(rules, 0).hands(TIE_DEALER, TIE_ELDER);
        boolean turnUp = rules.trumps() instanceof TurnUp;
        if (turnUp) {
            l.turnUp("9H");
        }
        GameState s = GameState.start(rules, 0, l.build());
        return moves(s, (turnUp ? "stand " : "") + TIE_PLAY);
    }

    @Test
    @DisplayName("ruling 5: the tie deal gives Game to nobody in cotton-1674, running-all-fours, early-american and blind-all-fours")
    void gameTieToNobody() {
        for (RuleSet rules : List.of(Cotton1674.TWO, RunningAllFours.TWO, EarlyAmerican.TWO, BlindAllFours.TWO)) {
            GameState s = playTieDeal(rules);
            HandResult r = s.lastHandResult().orElseThrow();
            assertEquals(14, r.gameValue(0), rules.id());
            assertEquals(14, r.gameValue(1), rules.id());
            assertEquals(list("high 1 +1 AH", "low 1 +1 2H", "jack 0 +1 JH"), awards(r.awards()), rules.id());
        }
    }

    @Test
    @DisplayName("ruling 5: the tie deal gives Game to elder in classic and to the non-dealer in two-player seven-up")
    void gameTieToElderOrNonDealer() {
        for (RuleSet rules : List.of(Classic.TWO, SevenUp.TWO)) {
            GameState s = playTieDeal(rules);
            assertEquals(list("high 1 +1 AH", "low 1 +1 2H", "jack 0 +1 JH", "game 1 +1"),
                awards(s.lastHandResult().orElseThrow().awards()), rules.id());
            assertEquals(3, s.score(1), rules.id());
        }
    }

    @Test
    @DisplayName("ruling 4: Low goes to its holder in west-yorkshire, heckmondwike-league and blind-all-fours, to its captor in lancashire")
    void lowHolderOrCaptor() {
        for (RuleSet rules : List.of(WestYorkshire.FOUR, HeckmondwikeLeague.FOUR, BlindAllFours.FOUR)) {
            GameState s = GameState.start(rules, 3, LancashireTest.lowCapturedDeal(rules));
            s = LancashireTest.playLowCapturedHand(s);
            assertEquals(list("high 1 +1 AS", "low 0 +1 2S", "game 1 +1"),
                awards(s.lastHandResult().orElseThrow().awards()), rules.id());
        }
        GameState l = LancashireTest.playLowCapturedHand(
            GameState.start(Lancashire.FOUR, 3, LancashireTest.lowCapturedDeal(Lancashire.FOUR)));
        assertEquals(1, l.lastHandResult().orElseThrow().lowSide());
    }

    @Test
    @DisplayName("ruling 10: low to captor is an option a pitching variant accepts (west-yorkshire copy)")
    void lowToCaptorOption() {
        RuleSet captor = WestYorkshire.FOUR.withLowTakenBy(PointTaker.CAPTOR);
        GameState s = LancashireTest.playLowCapturedHand(
            GameState.start(captor, 3, LancashireTest.lowCapturedDeal(captor)));
        assertEquals(list("high 1 +1 AS", "low 1 +1 2S", "game 1 +1"), awards(s.lastHandResult().orElseThrow().awards()));
    }

    @Test
    @DisplayName("ruling 10: the forced beg option (classic copy): elder with no trump may not stand")
    void forcedBegOption() {
        RuleSet forced = Classic.TWO.withForcedBegWithoutTrump(true);
        DeckOrder order = layout(forced, 0).hands(null, "2C 3C 4C 5C 6C 7C").turnUp("5H").build();
        GameState s = GameState.start(forced, 0, order);
        assertRefused(s, Action.STAND, Reason.MUST_BEG);
        assertEquals(List.of(Action.BEG), s.legalActions());
        assertLegal(GameState.start(Classic.TWO, 0, order), Action.STAND);
    }

    @Test
    @DisplayName("ruling 10: the no-undertrumping option (all-fours-party copy, three players)")
    void noUndertrumpingOption() {
        // dealer 0; elder 1 leads 3C, seat 2 (no clubs) trumps with KH; the dealer holds 5C and 2H AH
        RuleSet strict = AllFoursParty.THREE.withNoUndertrumping(true);
        String[] hands = {"2H AH 5C 2S 3S 4S", "3C 4C 6C 7C 8C 9C", "KH 2D 3D 4D 5D 6D"};
        GameState s = moves(GameState.start(strict, 0, layout(strict, 0).hands(hands).turnUp("9H").build()),
            "stand 3C KH");
        assertEquals(0, s.toAct());
        assertRefused(s, Play.of(card("2H")), Reason.UNDERTRUMP);
        assertEquals(cards("AH 5C"), s.legalPlays());

        GameState usual = moves(GameState.start(AllFoursParty.THREE, 0,
            layout(AllFoursParty.THREE, 0).hands(hands).turnUp("9H").build()), "stand 3C KH");
        assertEquals(cards("2H AH 5C"), usual.legalPlays());
    }

    @Test
    @DisplayName("ruling 10: the no-trumping-in option (seven-up copy): a player holding the suit led must follow it")
    void noTrumpingInOption() {
        RuleSet honley = SevenUp.TWO.withNoTrumpingIn(true);
        String[] hands = {"5C AH 2S 3S 4S 5S", "3C 4C 6C 7C 8C 9C"};
        GameState s = moves(GameState.start(honley, 0, layout(honley, 0).hands(hands).turnUp("9H").build()), "stand 3C");
        assertRefused(s, Play.of(card("AH")), Reason.NO_TRUMPING_IN);
        assertEquals(cards("5C"), s.legalPlays());
        GameState usual = moves(GameState.start(SevenUp.TWO, 0,
            layout(SevenUp.TWO, 0).hands(hands).turnUp("9H").build()), "stand 3C");
        assertEquals(cards("5C AH"), usual.legalPlays());
    }

    @Test
    @DisplayName("ruling 10: deal packets of ones or threes, from elder (early-american)")
    void packetsOfOnesOrThrees() {
        DeckOrder order = DeckOrder.startingWith(cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC").toList());
        GameState ones = GameState.start(EarlyAmerican.ONES, 0, order);
        assertEquals(cards("2C 4C 6C 8C TC QC"), ones.hand(1), "elder gets cards 1, 3, 5, ...");
        assertEquals(cards("3C 5C 7C 9C JC KC"), ones.hand(0));
        assertEquals(card("AC"), ones.turnUp().orElseThrow());
        GameState threes = GameState.start(EarlyAmerican.TWO, 0, order);
        assertEquals(cards("2C 3C 4C 8C 9C TC"), threes.hand(1));
        assertEquals(cards("5C 6C 7C JC QC KC"), threes.hand(0));
        assertEquals(card("AC"), threes.turnUp().orElseThrow());
    }

    @Test
    @DisplayName("timing section: a single trump in play is both High and Low (blind-all-fours)")
    void singleTrumpIsHighAndLow() {
        // dealer 0, elder 1 pitches the AH, the only heart dealt, and wins every trick (the dealer is
        // void in hearts and clubs); the JH is not dealt
        GameState s = GameState.start(BlindAllFours.TWO, 0,
            layout(BlindAllFours.TWO, 0).hands("7D 8D 9D 2S 3S 4S", "AH 2C 3C 4C 5C 6C").build());
        s = moves(s, "AH 7D 2C 8D 3C 9D 4C 2S 5C 3S 6C 4S");
        assertEquals(list("high 1 +1 AH", "low 1 +1 AH", "game 1 +1"), awards(s.lastHandResult().orElseThrow().awards()));
    }

    @Test
    @DisplayName("timing section / common rules: a turn-up can win the match before a card is played (running-all-fours copy to 4)")
    void turnUpWinsBeforePlay() {
        // target lowered to 4 so that a single turned ace (4 in Running All-Fours) reaches it
        RuleSet short4 = RunningAllFours.TWO.withTarget(4);
        GameState s = GameState.start(short4, 0, layout(short4, 0).turnUp("AH").build());
        assertTrue(s.isOver());
        assertEquals(Phase.MATCH_OVER, s.phase());
        assertEquals(0, s.winner().getAsInt());
        assertEquals(-1, s.toAct());
        assertRefused(s, 1, Action.STAND, Reason.MATCH_OVER);
    }

    @Test
    @DisplayName("timing section: gifts to several sides are scored in play order from elder's side (seven-up, three players, dealer 1)")
    void giftsInPlayOrderFromElder() {
        GameState s = moves(GameState.start(SevenUp.THREE, 1, layout(SevenUp.THREE, 1).turnUp("5H").build()), "beg give");
        assertEquals(list("gift 2 +1", "gift 0 +1"), awards(s.awards()));
        assertEquals(Phase.PLAY, s.phase(), "in Seven Up play goes on after the gift");
    }
}
