package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertLegal;
import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.playOutHand;
import static io.github.allfours.testkit.Scenario.withCardsAt;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Seven Up (Old Sledge) as Foster gave it in 1897: pagat.com "All Fours",
 * North American (the gift to every opponent and its bar for three, running and bunching, the final-only
 * turned jack, discards, the Game tie rules, seven points); docs/rules.md decisions 5, 6 and 8 and "Timing
 * and order of awards". Expectations worked out by hand.
 */
class SevenUpTest {
    // ------------------------------------------------------------------ ruling 5: Game ties

    @Test
    @DisplayName("ruling 5: two sides (two players, or four in partnerships): a tie for Game goes to the non-dealer side")
    void tieRuleTwoSides() {
        assertEquals(1, GameTieRule.NON_DEALER.winner(new int[] {10, 10}, 0, 1));
        assertEquals(0, GameTieRule.NON_DEALER.winner(new int[] {10, 10}, 1, 0));
        assertEquals(0, GameTieRule.NON_DEALER.winner(new int[] {12, 10}, 0, 1), "no tie: the dealer's side scores");
        assertEquals(2, SevenUp.FOUR.sides());
        assertEquals(GameTieRule.NON_DEALER, SevenUp.FOUR.scoring().gameTie());
    }

    @Test
    @DisplayName("ruling 5: three players: two non-dealers tied score nothing, the dealer tied with one gives it to that one, all three tied nothing")
    void tieRuleThreePlayers() {
        // dealer is side 0, elder side 1
        assertEquals(-1, GameTieRule.NON_DEALER.winner(new int[] {5, 10, 10}, 0, 1));
        assertEquals(1, GameTieRule.NON_DEALER.winner(new int[] {10, 10, 5}, 0, 1));
        assertEquals(2, GameTieRule.NON_DEALER.winner(new int[] {10, 5, 10}, 0, 1));
        assertEquals(-1, GameTieRule.NON_DEALER.winner(new int[] {10, 10, 10}, 0, 1));
        assertEquals(0, GameTieRule.NON_DEALER.winner(new int[] {12, 10, 10}, 0, 1));
        // dealer side 1 tied with side 0
        assertEquals(0, GameTieRule.NON_DEALER.winner(new int[] {10, 10, 5}, 1, 2));
    }

    @Test
    @DisplayName("ruling 5: a played two-player hand with a Game tie gives Game to the non-dealer")
    void tiePlayedTwoPlayers() {
        GameState s = RulingsTest.playTieDeal(SevenUp.TWO);
        assertEquals(1, s.lastHandResult().orElseThrow().gameSide());
    }

    /*
     * Three players, dealer 0, elder 1. The 9H is turned and elder stands; nobody holds a heart, so only
     * Game is at stake. Every trick is followed in suit.
     */
    @Test
    @DisplayName("ruling 5: a played three-player hand where the dealer ties with elder for Game: elder scores it")
    void tiePlayedDealerWithOther() {
        // 1 elder 3C, seat 2 5C, dealer TC -> dealer (10)   2 dealer 2C, elder 4C, seat 2 6C -> seat 2
        // 3 seat 2 5D, dealer 2D, elder TD -> elder (10)    4 elder 4D, seat 2 6D, dealer 3D -> seat 2
        // 5 seat 2 6S, 2S, 4S -> seat 2                     6 seat 2 7S, 3S, 5S -> seat 2
        // dealer 10, elder 10, seat 2 0
        String[] hands = {"TC 2C 2D 3D 2S 3S", "3C 4C TD 4D 4S 5S", "5C 6C 5D 6D 6S 7S"};
        GameState s = GameState.start(SevenUp.THREE, 0, layout(SevenUp.THREE, 0).hands(hands).turnUp("9H").build());
        s = moves(s, "stand 3C 5C TC 2C 4C 6C 5D 2D TD 4D 6D 3D 6S 2S 4S 7S 3S 5S");
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(10, r.gameValue(0));
        assertEquals(10, r.gameValue(1));
        assertEquals(0, r.gameValue(2));
        assertEquals(list("game 1 +1"), awards(r.awards()));
    }

    @Test
    @DisplayName("ruling 5: a played three-player hand where the two non-dealers tie for Game: nobody scores it")
    void tiePlayedTwoNonDealers() {
        // 1 elder TC, 5C, 2C -> elder (10)   2 elder 4C, 6C, 3C -> seat 2   3 seat 2 TD, 2D, 4D -> seat 2 (10)
        // 4 seat 2 6D, 3D, 5D -> seat 2      5 6S 2S 4S -> seat 2           6 7S 3S 5S -> seat 2
        String[] hands = {"2C 3C 2D 3D 2S 3S", "TC 4C 4D 5D 4S 5S", "5C 6C TD 6D 6S 7S"};
        GameState s = GameState.start(SevenUp.THREE, 0, layout(SevenUp.THREE, 0).hands(hands).turnUp("9H").build());
        s = moves(s, "stand TC 5C 2C 4C 6C 3C TD 2D 4D 6D 3D 5D 6S 2S 4S 7S 3S 5S");
        HandResult r = s.lastHandResult().orElseThrow();
        assertEquals(0, r.gameValue(0));
        assertEquals(10, r.gameValue(1));
        assertEquals(10, r.gameValue(2));
        assertEquals(HandResult.NOBODY, r.gameSide());
        assertTrue(r.awards().isEmpty());
    }

    // ------------------------------------------------------------------ ruling 8: the gift

    @Test
    @DisplayName("ruling 8: with three players the gift pays both opponents, in play order from elder")
    void giftToEveryOpponent() {
        GameState s = moves(GameState.start(SevenUp.THREE, 0, layout(SevenUp.THREE, 0).turnUp("5H").build()), "beg give");
        assertEquals(list("gift 1 +1", "gift 2 +1"), awards(s.awards()));
        assertArrayEquals(new int[] {0, 1, 1}, s.scores());
        assertEquals(Phase.PLAY, s.phase());

        GameState four = moves(GameState.start(SevenUp.FOUR, 0, layout(SevenUp.FOUR, 0).turnUp("5H").build()), "beg give");
        assertEquals(list("gift 1 +1"), awards(four.awards()), "four in partnerships: one opposing side");
    }

    /*
     * "Junk" deals for three players: only clubs, diamonds and spades from two to nine, and the 5H
     * turned. Nobody holds a trump (no High, Low or Jack) and nobody takes a counting card (Game tied at
     * 0 three ways: nobody). A junk hand scores nothing but what the beg brings.
     */
    static final String[] JUNK3 = {"2C 3C 4C 5C 6C 7C", "8C 9C 2D 3D 4D 5D", "6D 7D 8D 9D 2S 3S"};

    /** Plays one junk hand per letter ('g': elder begs and the dealer gives; 's': elder stands), dealers 0, 1, 2, ... */
    static GameState junkHands(String pattern) {
        List<DeckOrder> orders = new ArrayList<>();
        for (int k = 0; k <= pattern.length(); k++) {
            orders.add(layout(SevenUp.THREE, k % 3).hands(JUNK3).turnUp("5H").build());
        }
        GameState s = GameState.start(SevenUp.THREE, 0, orders.toArray(new DeckOrder[0]));
        for (char c : pattern.toCharArray()) {
            int before = s.awards().size();
            s = playOutHand(moves(s, c == 'g' ? "beg give" : "stand"));
            assertEquals(c == 'g' ? 2 : 0, s.awards().size() - before, "a junk hand scores only its gift");
        }
        return s;
    }

    @Test
    @DisplayName("ruling 8: the gift is barred when the non-begging opponent stands one point short of the target; the dealer must run")
    void giftBarredWhenTheOtherOpponentWouldWin() {
        // nine junk hands, each with a gift: every seat is a non-dealer six times, so 6-6-6 with the real
        // target of 7. No gift on the way was barred: before each, the non-begging opponent had at most 5.
        GameState s = junkHands("ggggggggg");
        assertArrayEquals(new int[] {6, 6, 6}, s.scores());
        assertEquals(0, s.dealer());
        s = moves(s, "beg");
        // seat 2, the opponent that stood by, is one short of 7: the dealer may not give
        assertRefused(s, Action.GIVE, Reason.GIFT_NOT_ALLOWED);
        assertEquals(List.of(Action.RUN), s.legalActions());
    }

    @Test
    @DisplayName("ruling 8: the begging opponent needing one point does not bar the gift; its gift comes first and wins")
    void giftAllowedWhenOnlyTheBeggarWouldWin() {
        // dealer 1 stands in hands 2, 5, 8 (s), the others give: scores 3-6-3 with seat 0 to deal
        GameState s = junkHands("gsggsggsg");
        assertArrayEquals(new int[] {3, 6, 3}, s.scores());
        assertEquals(0, s.dealer());
        s = moves(s, "beg");
        assertLegal(s, Action.GIVE);
        s = moves(s, "give");
        assertTrue(s.isOver());
        assertEquals(1, s.winner().getAsInt());
        assertArrayEquals(new int[] {3, 7, 3}, s.scores(), "seat 2's gift, after elder's, is never scored");
        assertEquals(list("gift 1 +1"), awards(s.handAwards()));
    }

    // ------------------------------------------------------------------ ruling 8: running and bunching

    static DeckOrder runToClubs(RuleSet rules, int dealer) {
        return layout(rules, dealer).turnUp("5H").run("JC").build();
    }

    @Test
    @DisplayName("decision 8 / timing: after a run the vote starts with elder; the first keep ends it, the fixing jack scores, then discards")
    void bunchVoteFirstKeepEndsIt() {
        GameState s = moves(GameState.start(SevenUp.THREE, 0, runToClubs(SevenUp.THREE, 0)), "beg run");
        assertEquals(Phase.BUNCH_VOTE, s.phase());
        assertEquals(1, s.toAct());
        assertTrue(s.awards().isEmpty(), "the JC is not final while the vote is open");
        assertRefused(s, 2, Action.KEEP, Reason.NOT_YOUR_TURN);
        assertRefused(s, Action.STAND, Reason.WRONG_PHASE);

        GameState kept = moves(s, "keep");
        assertEquals(list("turn-up 0 +1 JC"), awards(kept.awards()));
        assertEquals(Phase.DISCARD, kept.phase());
        assertEquals(1, kept.toAct());

        GameState second = moves(s, "bunch");
        assertEquals(Phase.BUNCH_VOTE, second.phase());
        assertEquals(2, second.toAct());
        second = moves(second, "keep");
        assertEquals(list("turn-up 0 +1 JC"), awards(second.awards()));
        assertEquals(Phase.DISCARD, second.phase());

        GameState dealerKeeps = moves(s, "bunch bunch keep");
        assertEquals(list("turn-up 0 +1 JC"), awards(dealerKeeps.awards()));
        assertEquals(Optional.of(Suit.CLUBS), dealerKeeps.trump());
    }

    @Test
    @DisplayName("ruling 8: when every player bunches, the same dealer redeals, the deal number goes up and the bunched jack scores nothing")
    void allBunchRedeals() {
        DeckOrder redeal = layout(SevenUp.THREE, 0).turnUp("8D").build();
        GameState s = moves(GameState.start(SevenUp.THREE, 0, runToClubs(SevenUp.THREE, 0), redeal),
            "beg run bunch bunch bunch");
        assertTrue(s.awards().isEmpty());
        assertEquals(1, s.dealNumber());
        assertEquals(0, s.handNumber());
        assertEquals(0, s.dealer());
        assertEquals(Phase.BEG, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(Optional.of(Suit.DIAMONDS), s.trump());
        assertEquals(6, s.hand(1).size());
    }

    @Test
    @DisplayName("ruling 8: points scored before a bunch stand")
    void pointsStandAfterBunch() {
        // hand 1: a junk hand with a gift (0-1-1); hand 2, dealt by seat 1: run to clubs, all bunch
        DeckOrder hand1 = layout(SevenUp.THREE, 0).hands(JUNK3).turnUp("5H").build();
        DeckOrder hand2 = runToClubs(SevenUp.THREE, 1);
        DeckOrder redeal = layout(SevenUp.THREE, 1).turnUp("8D").build();
        GameState s = playOutHand(moves(GameState.start(SevenUp.THREE, 0, hand1, hand2, redeal), "beg give"));
        assertArrayEquals(new int[] {0, 1, 1}, s.scores());
        assertEquals(1, s.dealer());
        s = moves(s, "beg run");
        assertEquals(2, s.toAct(), "elder of dealer 1 votes first");
        s = moves(s, "bunch bunch bunch");
        assertArrayEquals(new int[] {0, 1, 1}, s.scores());
        assertEquals(2, s.dealNumber());
        assertEquals(1, s.handNumber());
        assertEquals(1, s.dealer());
        assertEquals(2, s.awards().size(), "only the two gifts of hand 1");
    }

    @Test
    @DisplayName("ruling 8: with four players every seat votes: three bunches leave the dealer to decide, a fourth redeals")
    void fourSeatBunchVote() {
        GameState s = moves(GameState.start(SevenUp.FOUR, 0, runToClubs(SevenUp.FOUR, 0)), "beg run bunch bunch bunch");
        assertEquals(Phase.BUNCH_VOTE, s.phase());
        assertEquals(0, s.toAct(), "the dealer votes last");
        GameState kept = moves(s, "keep");
        assertEquals(list("turn-up 0 +1 JC"), awards(kept.awards()));
        GameState bunched = moves(s, "bunch");
        assertEquals(Phase.DEAL, bunched.phase(), "no order supplied for the redeal");
        assertEquals(1, bunched.dealNumber());
        assertEquals(0, bunched.dealer());
        assertTrue(bunched.awards().isEmpty());
    }

    // ------------------------------------------------------------------ ruling 6: the final-only jack

    @Test
    @DisplayName("ruling 6: a turned jack scores when elder stands on it")
    void jackScoresAtStand() {
        GameState s = GameState.start(SevenUp.TWO, 0, layout(SevenUp.TWO, 0).turnUp("JH").build());
        assertTrue(s.awards().isEmpty());
        assertEquals(list("turn-up 0 +1 JH"), awards(moves(s, "stand").awards()));
    }

    @Test
    @DisplayName("ruling 6: a jack turned first scores nothing once the cards are run and the new suit kept")
    void firstJackLostByRunning() {
        DeckOrder order = layout(SevenUp.TWO, 0).turnUp("JH").run("5C").build();
        GameState s = moves(GameState.start(SevenUp.TWO, 0, order), "beg run keep");
        assertTrue(s.awards().isEmpty());
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
    }

    @Test
    @DisplayName("decision 6 / ruling 8: a jack that fixes trumps in a run scores nothing if the cards are bunched")
    void bunchedJackScoresNothing() {
        GameState s = moves(GameState.start(SevenUp.TWO, 0, runToClubs(SevenUp.TWO, 0)), "beg run bunch bunch");
        assertTrue(s.awards().isEmpty());
        assertEquals(1, s.dealNumber());
        assertEquals(0, s.dealer());
    }

    @Test
    @DisplayName("ruling 8: a run the pack cannot supply bunches the cards: the same dealer redeals, no vote")
    void exhaustedPackRedeals() {
        // two players: deal 12, turn-up at 12, runs of 7 turning at 19, 26, 33, 40, 47, all hearts; 4 left
        DeckOrder first = withCardsAt(new int[] {12, 19, 26, 33, 40, 47}, "5H JH 6H 7H 8H 9H");
        DeckOrder second = layout(SevenUp.TWO, 0).turnUp("2S").build();
        GameState s = moves(GameState.start(SevenUp.TWO, 0, first, second), "beg run");
        assertEquals(Phase.BEG, s.phase());
        assertEquals(1, s.dealNumber());
        assertEquals(0, s.handNumber());
        assertEquals(0, s.dealer());
        assertTrue(s.awards().isEmpty(), "the JH turned in a repeated run never fixed trumps");
        assertEquals(Optional.of(Suit.SPADES), s.trump());
    }

    // ------------------------------------------------------------------ ruling 8: discards

    @Test
    @DisplayName("ruling 8: after one run the players discard to six; with the from-twelve option they keep nine")
    void discardOptions() {
        DeckOrder oneRun = layout(SevenUp.TWO, 0).turnUp("5H").run("7C").build();
        GameState always = moves(GameState.start(SevenUp.TWO, 0, oneRun), "beg run keep");
        assertEquals(Phase.DISCARD, always.phase());
        assertEquals(9, always.hand(1).size());

        RuleSet twelve = SevenUp.DISCARD_FROM_TWELVE;
        GameState kept = moves(GameState.start(twelve, 0, oneRun), "beg run keep");
        assertEquals(Phase.PLAY, kept.phase());
        assertEquals(9, kept.hand(0).size());
        assertEquals(9, kept.hand(1).size());
        assertEquals(1, kept.toAct());

        DeckOrder twoRuns = layout(twelve, 0).turnUp("5H").run("7H").run("7C").build();
        GameState twelveCards = moves(GameState.start(twelve, 0, twoRuns), "beg run keep");
        assertEquals(Phase.DISCARD, twelveCards.phase());
        assertEquals(12, twelveCards.hand(1).size());
        assertEquals(1, twelveCards.toAct());
    }

    @Test
    @DisplayName("pagat North American: Seven Up is played to seven, by two, three or four (two partnerships)")
    void tables() {
        assertEquals(7, SevenUp.TWO.target());
        assertEquals(3, SevenUp.THREE.sides());
        assertEquals(2, SevenUp.FOUR.sides());
    }
}
