package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.game.Action;
import io.github.allfours.game.CardCall;
import io.github.allfours.game.Expose;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link TableModePlayPhase}: trick play in table mode. Every expectation is worked out by hand from
 * docs/rules.md, "Table mode" (any card held may be played; a card the follow rules forbid is a revoke,
 * remembered; a revoke of a trump lead while holding one of the {@code forfeitTopTrumps} highest trumps is a
 * forfeit; a called exposed card must be played at the first turn the follow rules allow it; after the last
 * trick the hand waits in {@code CLAIMS}) and "Following" (to a trump lead a trump must be played if held;
 * to a plain lead, follow suit or trump).
 *
 * <p>Two seats (Trinidad), seat 0 deals {@code AH KH TS 3C 4C 5D}, seat 1 (elder) holds
 * {@code QH 6D 7D 2S 3S 4S}; TH is turned up and elder stands: hearts are trumps.
 */
class TableModePlayPhaseTest {
    static final RuleSet TWO = TestRules.TRINIDAD_TWO.withTableMode(TableMode.STANDARD);
    static final String DEALER = "AH KH TS 3C 4C 5D";
    static final String ELDER = "QH 6D 7D 2S 3S 4S";

    static GameState deal(RuleSet rules, String dealer, String elder) {
        return GameState.start(rules, 0, layout(rules, 0).hands(dealer, elder).turnUp("TH").build(),
            layout(rules, 0).build());
    }

    static GameState standing(RuleSet rules) {
        return moves(deal(rules, DEALER, ELDER), "stand");
    }

    @Test
    void anyCardHeldIsInTheWordWithTheTableBit() {
        GameState s = moves(standing(TWO), "6D");
        assertEquals(0, s.toAct());
        assertEquals(cards(DEALER).bits() | TrickPlayPhase.TABLE_BIT, s.legal,
            "every card held, though the follow rules allow only 5D, AH and KH");
        assertEquals(cards(DEALER), s.legalPlays());
        assertTrue(s.legalActions().containsAll(List.of(Action.play(card("3C")), Action.play(card("TS")))));
        assertRefused(s, Action.play(card("2S")), Reason.CARD_NOT_HELD);

        GameState strict = moves(deal(TestRules.TRINIDAD_TWO, DEALER, ELDER), "stand 6D");
        assertEquals(cards("5D AH KH").bits(), strict.legal, "the strict word: follow suit or trump, no table bit");
    }

    @Test
    void aForbiddenCardIsARevokeAndAnAllowedOneIsNot() {
        GameState s = moves(standing(TWO), "6D");
        assertNull(moves(s, "5D").deal.irregular, "following suit is no revoke");
        assertNull(moves(s, "AH").deal.irregular, "trumping a plain lead is allowed: no revoke");
        GameState revoke = moves(s, "3C");      // holds 5D: must follow diamonds or trump
        assertEquals(card("3C").bit(), revoke.deal.irregular.revokes());
        assertEquals(0L, revoke.deal.irregular.forfeits(), "a plain lead: never a forfeit");
        assertEquals(1, revoke.toAct(), "the revoke took the trick for the 6D (3C does not beat it)");
    }

    @Test
    void failingATrumpLeadWithATopTrumpIsAForfeit() {
        // seat 1 leads QH; seat 0 holds AH and KH (among the top five: A K Q J T) and plays 3C
        GameState s = moves(standing(TWO), "QH 3C");
        assertEquals(card("3C").bit(), s.deal.irregular.revokes());
        assertEquals(card("3C").bit(), s.deal.irregular.forfeits());

        // the same revoke with forfeitTopTrumps 0: a revoke, never a forfeit
        GameState never = moves(standing(TestRules.TRINIDAD_TWO.withTableMode(new TableMode(1, true, 0, 1, 4))), "QH 3C");
        assertEquals(card("3C").bit(), never.deal.irregular.revokes());
        assertEquals(0L, never.deal.irregular.forfeits());

        // holding only the nine of trumps, below the top five: a revoke, not a forfeit
        GameState low = moves(deal(TWO, "9H TS 3C 4C 5D 2C", ELDER), "stand QH 3C");
        assertEquals(card("3C").bit(), low.deal.irregular.revokes());
        assertEquals(0L, low.deal.irregular.forfeits());
    }

    @Test
    void aCalledCardMustBePlayedWhenTheFollowRulesAllowIt() {
        GameState s = standing(TWO);
        s = s.apply(0, new Expose(card("TS")));
        s = s.apply(1, new CardCall(card("TS")));
        assertEquals(card("TS").bit(), s.deal.irregular.called());

        GameState spade = moves(s, "2S");       // TS follows spades: it is the only legal card
        assertEquals(card("TS").bit() | TrickPlayPhase.TABLE_BIT, spade.legal);
        assertEquals(Action.play(card("TS")), spade.legalActions().get(0));
        assertRefused(spade, Action.play(card("3C")), Reason.MUST_PLAY_CALLED_CARD);
        assertRefused(spade, Action.play(card("AH")), Reason.MUST_PLAY_CALLED_CARD);
        assertRefused(spade, Action.play(card("2S")), Reason.CARD_NOT_HELD);

        GameState diamond = moves(s, "6D");     // to diamonds TS is not allowed (seat 0 holds 5D): no constraint
        assertEquals(cards(DEALER).bits() | TrickPlayPhase.TABLE_BIT, diamond.legal);
        assertEquals(0L, Irregular.of(moves(diamond, "5D").deal).revokes(), "5D follows suit: no revoke");
    }

    @Test
    void afterTheLastTrickTheHandWaitsForClaims() {
        // T1 6D 3C (a revoke; seat 1 wins), T2 7D 5D, T3 2S TS (seat 0), T4 AH QH, T5 KH 3S, T6 4C 4S
        GameState s = moves(standing(TWO), "6D 3C 7D 5D 2S TS AH QH KH 3S 4C");
        assertEquals(Phase.PLAY, s.phase());
        s = moves(s, "4S");
        assertEquals(Phase.CLAIMS, s.phase());
        assertEquals(0, s.toAct(), "the dealer closes the claims step");
        assertTrue(s.handResults().isEmpty(), "the hand is not counted yet");
        assertEquals(card("3C").bit(), s.deal.irregular.revokes(), "the revoke can still be called");
    }
}
