package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertLegal;
import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.inOrder;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.playOutHand;
import static io.github.allfours.testkit.Scenario.trick;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.check.InvariantChecker;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * {@link TrickPlayPhase}: the follow rules and their options (no trumping in, no undertrumping), who wins a
 * trick, who leads next, and the West Yorkshire throw-in. Expectations worked out by hand from
 * docs/rules.md "Following", decision 10 (options) and decision 11 / "West Yorkshire" (throw-in).
 *
 * <p>Deal A (Trinidad, dealer 0, 2H turned, elder 1 stands: hearts are trumps):
 * seat 1 AC KC 3H 4D 5D 6D; seat 2 2C 9C QH 2S 3S 4S; seat 3 5H 7H 9D TD 8S 9S; seat 0 4C 5C KH 2D 3D 5S.
 */
class TrickPlayPhaseTest {
    static final String[] DEAL_A = {"4C 5C KH 2D 3D 5S", "AC KC 3H 4D 5D 6D", "2C 9C QH 2S 3S 4S", "5H 7H 9D TD 8S 9S"};

    static GameState dealA(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands(DEAL_A).turnUp("2H").build()).apply(Action.STAND);
    }

    @Test
    void anyCardMayBeLed() {
        GameState s = dealA(TestRules.TRINIDAD);
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(s.hand(1), s.legalPlays());
        assertRefused(s, Action.play(card("AS")), Reason.CARD_NOT_HELD);
        assertRefused(s, Action.STAND, Reason.WRONG_PHASE);
    }

    @Test
    void toAPlainLeadFollowSuitOrTrumpButNoOtherPlainSuit() {
        // "Following": holding the suit led, a player may play it or a trump, nothing else.
        GameState s = moves(dealA(TestRules.TRINIDAD), "AC");
        assertEquals(2, s.toAct());
        assertEquals(cards("2C 9C QH"), s.legalPlays());
        assertRefused(s, Action.play(card("2S")), Reason.MUST_FOLLOW_SUIT);
        assertRefused(s, Action.play(card("AS")), Reason.CARD_NOT_HELD);
        assertRefused(s, Action.THROW_IN, Reason.NOT_IN_THESE_RULES);
        // seat 3 is void in clubs: any card, and need not trump
        GameState t = moves(s, "QH");
        assertEquals(cards("5H 7H 9D TD 8S 9S"), t.legalPlays());
    }

    @Test
    void toATrumpLeadATrumpMustBePlayedIfHeldAndAnyCardOtherwise() {
        GameState s = moves(dealA(TestRules.TRINIDAD), "3H");
        assertEquals(cards("QH"), s.legalPlays());
        assertRefused(s, Action.play(card("2C")), Reason.MUST_PLAY_TRUMP);
        s = moves(s, "QH");
        assertEquals(cards("5H 7H"), s.legalPlays(), "a lower trump is fine to a trump lead");
        s = moves(s, "5H");
        assertEquals(cards("KH"), s.legalPlays());
        s = moves(s, "KH");
        // seat 0 won with KH and leads 2D; after 1 (4D) and 2, seat 3 plays; then the trump lead of seat 3:
        s = moves(s, "2D 4D 2S TD");
        assertEquals(3, s.toAct(), "TD, the highest diamond, won");
        s = moves(s, "7H");
        // seat 0 holds no trump now (KH played): any card
        assertEquals(cards("4C 5C 3D 5S"), s.legalPlays());
    }

    @Test
    void theHighestTrumpWinsElseTheHighestCardOfTheSuitLedAndTheWinnerLeads() {
        // AC (1) QH (2) 9D (3) KH (0): KH is the highest trump in the trick -> seat 0.
        GameState s = dealA(TestRules.TRINIDAD);
        List<GameEvent> ev = new ArrayList<>();
        s = moves(s, "AC QH 9D");
        s = s.apply(0, Action.play(card("KH")), ev::add);
        Trick taken = s.lastTrick().orElseThrow();
        assertEquals(List.of(new GameEvent.Played(0, card("KH")), new GameEvent.TrickTaken(taken)), ev);
        assertEquals(inOrder("AC QH 9D KH"), taken.cards());
        assertEquals(List.of(1, 2, 3, 0), taken.seats());
        assertEquals(OptionalInt.of(0), taken.winner());
        assertEquals(0, s.toAct());
        assertEquals(1, s.tricksPlayed());
        assertEquals(cards("AC QH 9D KH"), s.captured(0));
        assertTrue(s.captured(1).isEmpty());
        assertTrue(s.currentTrick().isEmpty());
        // no trump: 2D (0) 4D (1) 2S (2, void, a spade cannot win) TD (3) -> the highest diamond, seat 3
        s = trick(s, "2D 4D 2S TD", 3);
        assertEquals(3, s.toAct());
        assertEquals(cards("2D 4D 2S TD"), s.captured(1));
    }

    @Test
    void noTrumpingInForbidsATrumpWhileHoldingTheSuitLed() {
        // decision 10, the Honley rule: to a plain lead a trump only when void in the suit led.
        GameState s = moves(dealA(TestRules.TRINIDAD.withNoTrumpingIn(true)), "AC");
        assertEquals(cards("2C 9C"), s.legalPlays());
        assertRefused(s, Action.play(card("QH")), Reason.NO_TRUMPING_IN);
        assertRefused(s, Action.play(card("2S")), Reason.MUST_FOLLOW_SUIT);
        s = moves(s, "9C");
        // seat 3 is void in clubs: may trump
        assertEquals(cards("5H 7H 9D TD 8S 9S"), s.legalPlays());
    }

    @Test
    void noUndertrumpingForbidsALowerTrumpWhenAnythingElseMayBePlayed() {
        // decision 10: once a plain lead is trumped (QH), a lower trump (5H, 7H) only when every allowed
        // card is a lower trump. Seat 3 is void in clubs and holds diamonds and spades: not allowed.
        // Seat 0 holds clubs and KH, which is higher than QH: all allowed.
        RuleSet rules = TestRules.TRINIDAD.withNoUndertrumping(true);
        GameState s = moves(dealA(rules), "AC QH");
        assertEquals(cards("9D TD 8S 9S"), s.legalPlays());
        assertRefused(s, Action.play(card("5H")), Reason.UNDERTRUMP);
        assertRefused(s, Action.play(card("7H")), Reason.UNDERTRUMP);
        s = moves(s, "9D");
        assertEquals(cards("4C 5C KH"), s.legalPlays());

        // with nothing but lower trumps the undertrump is allowed
        String[] onlyLow = {"4C 5C KH 2D 3D 5S", "AC KC 3H 4D 5D 6D", "2C 9C QH 2S 3S 4S", "4H 5H 6H 7H 8H 9H"};
        GameState t = GameState.start(rules, 0, layout(rules, 0).hands(onlyLow).turnUp("2H").build()).apply(Action.STAND);
        t = moves(t, "AC QH");
        assertEquals(cards("4H 5H 6H 7H 8H 9H"), t.legalPlays());
        assertLegal(t, Action.play(card("4H")));
        // and without the option a lower trump is always allowed
        assertEquals(cards("5H 7H 9D TD 8S 9S"), moves(dealA(TestRules.TRINIDAD), "AC QH").legalPlays());
    }

    /**
     * West Yorkshire throw-in deal (dealer 0, elder 1 pitches AS: spades are trumps): seat 1 AS KS 2D 3C
     * 4C 5C; seat 2 QS 6C 7C 8C 9C TC; seat 3 JS 3D 4D 5D 6D 7D; seat 0 2H 3H 4H 5H 6H 7H.
     */
    static GameState throwInDeal() {
        RuleSet rules = TestRules.WEST_YORKSHIRE;
        return GameState.start(rules, 0, layout(rules, 0)
            .hands("2H 3H 4H 5H 6H 7H", "AS KS 2D 3C 4C 5C", "QS 6C 7C 8C 9C TC", "JS 3D 4D 5D 6D 7D").build());
    }

    @Test
    void onlyAFollowerWithNoTrumpNothingAboveANineAndNothingThatBeatsTheTrickMayThrowIn() {
        // decision 11
        GameState s = throwInDeal();
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN);          // the leader (pitcher)
        s = moves(s, "AS");
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN);          // seat 2 holds QS, a trump
        s = moves(s, "QS JS");
        // seat 0: no spade, all hearts below ten, nothing beats AS
        assertEquals(0, s.toAct());
        assertEquals(Action.THROW_IN, s.legalActions().get(0), "the throw-in comes first");
        assertEquals(7, s.legalActionCount());
        assertEquals(Action.THROW_IN, s.legalAction(0));
        assertEquals(Action.play(card("2H")), s.legalAction(1));
        assertThrows(IndexOutOfBoundsException.class, () -> throwInDeal().legalAction(6));
        assertEquals(cards("2H 3H 4H 5H 6H 7H"), s.legalPlays(), "the throw-in is no card");
    }

    @Test
    void aThrowInCompletesTheTrickAndTheSeatLeavesTheHand() {
        // decision 11: the last seat to act throws in: the trick is complete with three cards played
        // and six thrown; the thrown cards go to the winner (seat 1, AS). Seat 0 plays no more.
        GameState s = moves(throwInDeal(), "AS QS JS");
        List<GameEvent> ev = new ArrayList<>();
        s = s.apply(0, Action.THROW_IN, ev::add);
        Trick t = s.lastTrick().orElseThrow();
        assertEquals(List.of(new GameEvent.ThrewIn(0, cards("2H 3H 4H 5H 6H 7H")), new GameEvent.TrickTaken(t)), ev);
        assertEquals(inOrder("AS QS JS"), t.cards());
        assertEquals(cards("2H 3H 4H 5H 6H 7H"), t.thrownIn());
        assertEquals(OptionalInt.of(1), t.winner());
        assertEquals(cards("AS QS JS 2H 3H 4H 5H 6H 7H"), s.captured(1));
        assertFalse(s.isInPlay(0));
        assertTrue(s.hand(0).isEmpty());
        assertFalse(s.viewFor(2).inPlay(0));
        assertEquals(1, s.toAct());

        // trick 2: seat 1 leads 2D; seat 2 holds TC (above a nine), seat 3 holds diamonds above 2D: neither
        // may throw in. Three plays complete the trick: 7D, the highest diamond, wins for seat 3.
        s = moves(s, "2D");
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN);
        s = moves(s, "6C");
        assertRefused(s, Action.THROW_IN, Reason.CANNOT_THROW_IN);
        assertEquals(cards("3D 4D 5D 6D 7D"), s.legalPlays(), "must follow diamonds, holds no trump");
        s = moves(s, "7D");
        assertEquals(inOrder("2D 6C 7D"), s.lastTrick().orElseThrow().cards());
        assertEquals(OptionalInt.of(3), s.lastTrick().orElseThrow().winner());
        // trick 3: seat 3 leads; play passes over seat 0 to seat 1
        s = moves(s, "3D");
        assertEquals(1, s.toAct());
        s = moves(s, "3C 7C");
        assertEquals(3, s.tricksPlayed());
        assertEquals(3, s.toAct(), "3D, the only diamond, wins");
        // the hand is played out by the three seats left and counted
        GameState done = playOutHand(s);
        assertEquals(1, done.handResults().size());
        assertTrue(done.isInPlay(0), "a new hand: everyone is back");
    }

    @Test
    void theThrowInHandKeepsEveryInvariantOfTheSharedChecker() {
        // card conservation, Game values adding up to 80, one checker, view secrecy and events
        // (InvariantChecker) on every state of the throw-in hand, scripted as above and played out.
        InvariantChecker checker = new InvariantChecker();
        GameState s = throwInDeal();
        checker.start(s, "throw-in hand");
        for (String t : "AS QS JS throw-in 2D 6C 7D 3D 3C 7C".split(" ")) {
            s = checker.apply(s, t.equals("throw-in") ? Action.THROW_IN : Action.play(card(t)));
        }
        while (s.handResults().isEmpty()) {
            s = checker.apply(s, s.legalAction(s.legalActionCount() - 1));
        }
        checker.assertNone();
        assertEquals(1, checker.hands());
    }

    @Test
    void theLegalWordHoldsTheSeatToActsPlayableCardsOnly() {
        GameState s = moves(dealA(TestRules.TRINIDAD), "AC");
        assertEquals(cards("2C 9C QH").bits(), s.legalPlayBits());
        assertRefused(s, 3, Action.play(card("9D")), Reason.NOT_YOUR_TURN);
        assertTrue(s.viewFor(3).legalActions().isEmpty());
        assertTrue(s.legalActions(3).isEmpty(), "not seat 3's turn");
    }
}
