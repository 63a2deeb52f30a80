package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.CardCall;
import io.github.allfours.game.Expose;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.game.TableCalls;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link TableClaimsMechanic}: table mode's out-of-turn actions, who may take each and what it does. Every expectation
 * is worked out by hand from docs/rules.md, "Table mode" (retract: the revoker, while its revoke lies on the
 * trick being played, the later cards going back too; call-revoke: an opponent of the revoker, every uncalled revoke
 * judged once, in the order played, a forfeit with a top trump ending the match there, Game barred; misdeal: an
 * opponent of the dealer before the first card, the same dealer deals again; expose: the holder while the hand is live; call: an opponent,
 * during play; peek: the waiting partner) and "Following".
 *
 * <p>Two seats (Trinidad, target 14): seat 0 deals {@code AH KH TS 3C 4C 5D}, seat 1 (elder) holds
 * {@code QH 6D 7D 2S 3S 4S}; TH is turned up (a ten scores nothing in Trinidad) and elder stands: hearts are
 * trumps. The second deck order is the pack in order, whose turn-up is AC (1 point to its dealer).
 *
 * <p>Four seats (sides 0 = seats 0, 2 and 1 = seats 1, 3), seat 0 deals, TH turned: seat 1 holds
 * {@code 6D QH 8D 9D 2S 3S}, seat 2 {@code 2C 5D AH 5S 6S 7S}; seats 0 and 3 hold clubs only (filled in pack
 * order: 3C..8C and 9C..AC). Play goes 1, 2, 3, 0.
 */
class TableClaimsMechanicTest {
    static final RuleSet TWO = TestRules.TRINIDAD_TWO.withTableMode(TableMode.STANDARD);
    static final RuleSet FOUR = TestRules.TRINIDAD.withTableMode(TableMode.STANDARD);
    static final TableClaimsMechanic CLAIMS = new TableClaimsMechanic(TableMode.STANDARD);

    static GameState two(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands("AH KH TS 3C 4C 5D", "QH 6D 7D 2S 3S 4S").turnUp("TH").build(),
            layout(rules, 0).build());
    }

    static GameState four(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands("", "6D QH 8D 9D 2S 3S", "2C 5D AH 5S 6S 7S", "")
            .turnUp("TH").build(), layout(rules, 0).build());
    }

    static List<Action> exposes(String cardsInIndexOrder) {
        return cards(cardsInIndexOrder).toList().stream().map(c -> (Action) new Expose(c)).toList();
    }

    @Test
    void claimsOfEachSeatAfterTheDeal() {
        GameState s = two(TWO);
        assertEquals(Phase.BEG, s.phase());
        // the dealer: no misdeal (only an opponent of the dealer), no peek (a turn-up hides no hand), no card
        // call (not during play): exposes of its cards, in pack order (clubs, diamonds, hearts, spades)
        assertEquals(exposes("3C 4C 5D KH AH TS"), CLAIMS.claims(s, 0));
        assertEquals(CLAIMS.claims(s, 0), s.legalActions(0), "the engine lists them for a seat out of turn");
        List<Action> elder = new java.util.ArrayList<>(List.of(Action.MISDEAL));
        elder.addAll(exposes("6D 7D QH 2S 3S 4S"));
        assertEquals(elder, CLAIMS.claims(s, 1));
        assertRefused(s, 0, Action.RETRACT, Reason.CANNOT_RETRACT);
        assertRefused(s, 1, Action.CALL_REVOKE, Reason.NO_REVOKE_TO_CALL);
        assertRefused(s, 0, Action.PEEK, Reason.CANNOT_PEEK);
    }

    @Test
    void retractOnlyByTheRevokerWhileItsTrickIsOnTheTable() {
        GameState s = moves(four(FOUR), "stand 6D 2C");      // seat 2 holds 5D: 2C is a revoke
        assertEquals(3, s.toAct());
        assertEquals(Action.RETRACT, CLAIMS.claims(s, 2).get(0));
        assertRefused(s, 1, Action.RETRACT, Reason.CANNOT_RETRACT);
        assertRefused(s, 3, Action.RETRACT, Reason.CANNOT_RETRACT);
        assertTrue(CLAIMS.claims(s, 1).contains(Action.CALL_REVOKE), "an opponent may call it at once");
        assertTrue(CLAIMS.claims(s, 3).contains(Action.CALL_REVOKE));
        assertTrue(CLAIMS.claims(s, 0).contains(Action.CALL_REVOKE), "open to the partner too: it tells nothing");
        GameState partnerCalls = s.apply(0, Action.CALL_REVOKE);
        assertEquals(s.deal.irregular, partnerCalls.deal.irregular, "the partner's call finds no revoke of its opponents");
        assertEquals(s.awards(), partnerCalls.awards());

        GameState back = s.apply(2, Action.RETRACT);
        assertEquals(2, back.toAct(), "the revoker plays again");
        assertTrue(back.hand(2).contains(card("2C")), "the card is back in the hand");
        assertEquals(1, back.currentTrick().size());
        assertEquals(0L, back.deal.irregular.revokes());
        assertEquals(list(), awards(back.awards()), "no penalty");
        assertRefused(moves(back, "5D"), 2, Action.RETRACT, Reason.CANNOT_RETRACT);

        // the next card falls: the revoke may still be corrected, and seat 3's card goes back too
        GameState on = moves(s, "9C");
        assertEquals(Action.RETRACT, CLAIMS.claims(on, 2).get(0));
        List<GameEvent> events = new java.util.ArrayList<>();
        GameState corrected = on.apply(2, Action.RETRACT, events::add);
        assertEquals(List.of(new GameEvent.Called(2, Call.RETRACT), new GameEvent.TakenBack(2, cards("2C")),
            new GameEvent.TakenBack(3, cards("9C"))), events);
        assertEquals(2, corrected.toAct());
        assertEquals(List.of(card("6D")), corrected.currentTrick().cards());
        assertTrue(corrected.hand(3).contains(card("9C")), "seat 3 has its card back");
        GameState replayed = moves(corrected, "5D 9C");      // seat 3 plays the same card again
        assertEquals(List.of(card("6D"), card("5D"), card("9C")), replayed.currentTrick().cards());
        assertEquals(0, replayed.toAct());
        assertEquals(0L, Irregular.of(replayed.deal).revokes());
        // once the trick is complete the revoke stands
        GameState complete = moves(on, "3C");
        assertEquals(1, complete.tricksPlayed());
        assertRefused(complete, 2, Action.RETRACT, Reason.CANNOT_RETRACT);
        assertTrue(CLAIMS.claims(complete, 1).contains(Action.CALL_REVOKE));

        // a forfeit revoke (seat 2 fails the trump lead QH holding AH) retracted clears its forfeit too
        GameState f = moves(four(FOUR), "stand QH 2C");
        assertEquals(card("2C").bit(), f.deal.irregular.forfeits());
        assertEquals(0L, f.apply(2, Action.RETRACT).deal.irregular.forfeits());
    }

    @Test
    void aCalledRevokeGivesThePenaltyAndBarsGame() {
        // the call is made while 2C's trick is being played: it stands once seat 0's 3C completes the trick
        GameState s = moves(four(FOUR), "stand 6D 2C 9C");
        s = s.apply(3, Action.CALL_REVOKE);
        assertEquals(0L, s.deal.irregular.revokes(), "called: no longer uncalled");
        assertEquals(list(), awards(s.awards()), "not yet judged");
        s = moves(s, "3C");
        assertEquals(list("penalty 1 +1 2C"), awards(s.awards()), "1 to the caller's side 1");
        assertEquals(1 << 0, s.deal.irregular.gameBarred(), "the revoking side 0 is barred from Game");
        assertEquals(s.awards(), s.apply(1, Action.CALL_REVOKE).awards(), "penalised exactly once");

        RuleSet threeNoBar = TestRules.TRINIDAD.withTableMode(new TableMode(3, false, 5, 1, 4));
        GameState t = moves(moves(four(threeNoBar), "stand 6D 2C 9C").apply(1, Action.CALL_REVOKE), "3C");
        assertEquals(list("penalty 1 +3 2C"), awards(t.awards()), "penaltyPoints 3");
        assertEquals(0, t.deal.irregular.gameBarred(), "revokeBarsGame off");
    }

    @Test
    void aCalledForfeitWinsTheMatchWithThePointsTheCallerLacks() {
        // called while its trick is being played: the forfeit stands when seat 0's 3C completes the trick
        GameState s = moves(four(FOUR), "stand QH 2C").apply(1, Action.CALL_REVOKE);
        assertEquals(card("2C").bit(), s.deal.irregular.forfeits(), "still a forfeit, waiting for its trick");
        s = moves(s, "9C 3C");
        assertEquals(list("forfeit 1 +14 2C"), awards(s.awards()), "0 + 14 reaches the target of 14");
        assertEquals(Phase.MATCH_OVER, s.phase());
        assertEquals(1, s.winner().getAsInt());
        assertEquals(1, s.tricksPlayed(), "the trick was taken, then the match ended");

        // two seats: T1 6D 3C (a revoke, seat 0 holds 5D), called: side 1 has 1; seat 1 wins T1 and leads QH;
        // seat 0, holding AH and KH, plays 4C: a forfeit; called: side 1 lacks 14 - 1 = 13
        GameState t = moves(two(TWO), "stand 6D 3C").apply(1, Action.CALL_REVOKE);
        t = moves(t, "QH 4C").apply(1, Action.CALL_REVOKE);
        assertEquals(list("penalty 1 +1 3C", "forfeit 1 +13 4C"), awards(t.awards()));
        assertEquals(1, t.winner().getAsInt());
    }

    @Test
    void severalRevokesArePenalisedOnceEachOldestFirst() {
        // T1 6D TS (a revoke: seat 0 holds 5D; seat 1 wins), T2 7D 3C (again); then seat 1 calls:
        // docs/rules.md, Table mode: every uncalled revoke is judged once, in the order played: TS, then 3C
        GameState s = moves(two(TWO), "stand 6D TS 7D 3C");
        assertEquals(cards("TS 3C").bits(), s.deal.irregular.revokes());
        s = s.apply(1, Action.CALL_REVOKE);
        assertEquals(list("penalty 1 +1 TS", "penalty 1 +1 3C"), awards(s.awards()));

        // four seats, one revoke in a taken trick and one on the table: T1 6D 5S (seat 2 holds 5D) 9C 3C,
        // seat 1 wins; T2 8D 2C (again), and seat 3 calls before the trick is complete: 5S at once, 2C when seat 0's
        // 4C completes the trick
        GameState f = moves(four(FOUR), "stand 6D 5S 9C 3C 8D 2C").apply(3, Action.CALL_REVOKE);
        assertEquals(list("penalty 1 +1 5S"), awards(f.awards()));
        f = moves(f, "TC 4C");
        assertEquals(list("penalty 1 +1 5S", "penalty 1 +1 2C"), awards(f.awards()));
    }

    @Test
    void aSideBarredFromGameLetsTheTieRuleGiveGameToAnotherSide() {
        // Classic in table mode (docs/rules.md, "Ties for Game": elder wins a tie; "Table mode": a side barred by a
        // called revoke cannot win the point for Game, after pagat.com "All Fours", Trinidad, irregularities).
        // Seat 0 deals 6S 9D AC KC 9C 8C, elder (seat 1) holds AS KS 2C 3C 4C 5C; 9H is turned (no point) and elder
        // stands: hearts are trumps and none is in play, so only Game is counted.
        //   T1 AS 9D: seat 0 holds 6S, so 9D is a revoke; seat 1 wins 4 + 0; seat 1 calls: penalty +1, side 0 barred
        //   T2 KS 6S: seat 1 wins 3 (7 in all)
        //   T3 2C AC, T4 KC 3C, T5 9C 4C, T6 8C 5C: seat 0 wins 4 + 3 + 0 + 0 = 7
        // Game values tie 7 - 7. The tie rule gives a tie to elder (seat 1, side 1): side 1 scores Game, the barred
        // side 0 having no claim on it either way.
        RuleSet classic = TestRules.CLASSIC.withTableMode(TableMode.STANDARD);
        GameState s = GameState.start(classic, 0, layout(classic, 0).hands("6S 9D AC KC 9C 8C", "AS KS 2C 3C 4C 5C")
            .turnUp("9H").build(), layout(classic, 0).build());
        s = moves(s, "stand AS 9D").apply(1, Action.CALL_REVOKE);
        assertEquals(1 << 0, s.deal.irregular.gameBarred());
        s = moves(s, "KS 6S 2C AC KC 3C 9C 4C 8C 5C count");
        HandResult r = s.handResults().get(0);
        assertEquals(List.of(7, 7), r.gameValues());
        assertEquals(1, r.gameSide(), "the tie rule gives Game to elder's side, which is not barred");
        assertEquals(list("penalty 1 +1 9D", "game 1 +1"), awards(s.awards()));
    }

    @Test
    void revokesFoundByOneCallAreJudgedOldestFirstAndAForfeitEndsTheMatchThere() {
        // docs/rules.md, "Table mode": one call judges every uncalled revoke of the caller's opponents in the order
        // they were played; a forfeit (pagat.com "All Fours", Trinidad, irregularities: failing a trump lead while
        // holding one of the top five trumps) ends the match at once, with the points the caller's side then lacks.
        //   T1 6D 5S TC 3C: seat 2 holds 5D, so 5S is a revoke (a penalty one); 6D wins for seat 1
        //   T2 QH 2C JC 4C: seat 2 holds AH, so 2C fails the trump lead: a forfeit; QH wins for seat 1
        // Seat 3 calls: 5S first (+1 to side 1, side 0 barred), then 2C, a forfeit: side 1 lacks 14 - 1 = 13. The
        // forfeit's card is the lower, but it was played later.
        GameState s = moves(four(FOUR), "stand 6D 5S TC 3C QH 2C JC 4C");
        assertEquals(cards("2C 5S").bits(), s.deal.irregular.revokes());
        assertEquals(card("2C").bit(), s.deal.irregular.forfeits());
        s = s.apply(3, Action.CALL_REVOKE);
        assertEquals(list("penalty 1 +1 5S", "forfeit 1 +13 2C"), awards(s.awards()));
        assertEquals(Phase.MATCH_OVER, s.phase());
        assertEquals(14, s.score(1));

        // the other way round: the forfeit is the older (T1 QH 7S TC 3C, seat 2 holding AH), a penalty revoke follows
        // (T2 6D 2C JC 4C, seat 2 holding 5D): the forfeit, judged first, ends the match and 2C is never judged
        GameState f = moves(four(FOUR), "stand QH 7S TC 3C 6D 2C JC 4C").apply(1, Action.CALL_REVOKE);
        assertEquals(list("forfeit 1 +14 7S"), awards(f.awards()));
        assertEquals(Phase.MATCH_OVER, f.phase());
    }

    /**
     * pagat.com "All Fours", Trinidad, irregularities: a revoke corrected before the end of its trick carries no
     * penalty, and an opponent may call a revoke until the end of the hand; so a call made while the trick is being
     * played waits for the trick to be complete, and until then the revoker may still retract (docs/rules.md,
     * "Table mode"). T1 6D 2C: seat 2 holds 5D, so 2C is a revoke, and seat 3 calls it at once.
     */
    @Test
    void aRevokeCalledOnItsTrickMayStillBeRetractedAndTheCallLapses() {
        GameState s = moves(four(FOUR), "stand 6D 2C").apply(3, Action.CALL_REVOKE);
        assertEquals(list(), awards(s.awards()), "judged only once its trick is complete");
        assertEquals(0, s.deal.irregular.gameBarred());
        assertEquals(cards("2C"), s.viewFor(1).tableCalls().revokesCalled(), "every seat heard the call");
        assertEquals(List.of(-1, -1, 3, -1), s.viewFor(1).tableCalls().revokeCallers());
        assertEquals(CardSet.EMPTY, s.uncalledRevokes());
        assertEquals(Action.RETRACT, CLAIMS.claims(s, 2).get(0), "the revoker may still correct it");
        assertRefused(s, 0, Action.RETRACT, Reason.CANNOT_RETRACT);
        assertEquals(s.awards(), s.apply(1, Action.CALL_REVOKE).awards(), "called once: a second call finds nothing");

        // seat 3 plays on; the revoker corrects its revoke, seat 3 takes its card back, and the call lapses
        List<GameEvent> events = new java.util.ArrayList<>();
        GameState back = moves(s, "9C").apply(2, Action.RETRACT, events::add);
        assertEquals(List.of(new GameEvent.Called(2, Call.RETRACT), new GameEvent.TakenBack(2, cards("2C")),
            new GameEvent.TakenBack(3, cards("9C")), new GameEvent.CallLapsed(3, card("2C"))), events);
        assertEquals(TableCalls.NONE, back.viewFor(0).tableCalls(), "nothing called any more, nobody barred");
        back = moves(back, "5D 9C 3C");
        assertEquals(1, back.tricksPlayed());
        assertEquals(list(), awards(back.awards()), "a revoke corrected in time carries no penalty");

        // left standing, the call is judged the moment its trick is complete: seat 0's 3C completes it
        events.clear();
        GameState stands = moves(s, "9C").apply(0, Action.play(card("3C")), events::add);
        assertEquals(list("penalty 1 +1 2C"), awards(stands.awards()));
        assertEquals(1 << 0, stands.deal.irregular.gameBarred(), "side 0 is barred from Game");
        assertEquals(new GameEvent.Awarded(stands.awards().get(0)), events.get(events.size() - 1),
            "after the trick is taken");
        assertTrue(events.get(events.size() - 2) instanceof GameEvent.TrickTaken);
        assertEquals(List.of(), stands.viewFor(0).tableCalls().revokeCallers());
        assertEquals(cards("2C"), stands.viewFor(0).tableCalls().revokesCalled());
        assertRefused(stands, 2, Action.RETRACT, Reason.CANNOT_RETRACT);
    }

    @Test
    void misdealByAnOpponentOfTheDealerBeforeTheFirstCard() {
        GameState s = two(TWO);
        assertRefused(s, 0, Action.MISDEAL, Reason.CANNOT_CLAIM_MISDEAL);
        GameState m = s.apply(1, Action.MISDEAL);
        assertEquals(list("misdeal 1 +1", "turn-up 0 +1 AC"), awards(m.awards()),
            "1 to the caller, then the redeal's turn-up AC scores 1 for the dealer's side");
        assertEquals(0, m.dealer(), "the same dealer deals again");
        assertEquals(1, m.dealNumber());
        assertEquals(0, m.handNumber());

        GameState stood = moves(s, "stand");
        assertTrue(CLAIMS.claims(stood, 1).contains(Action.MISDEAL), "after the stand, before the first card: open");
        assertRefused(moves(stood, "6D"), 1, Action.MISDEAL, Reason.CANNOT_CLAIM_MISDEAL);

        GameState f = four(FOUR);
        assertRefused(f, 2, Action.MISDEAL, Reason.CANNOT_CLAIM_MISDEAL);    // the dealer's partner
        assertTrue(CLAIMS.claims(f, 3).contains(Action.MISDEAL));

        RuleSet free = TestRules.TRINIDAD_TWO.withTableMode(new TableMode(1, true, 5, 0, 4));
        assertEquals(list("turn-up 0 +1 AC"), awards(two(free).apply(1, Action.MISDEAL).awards()), "misdealPoints 0");
    }

    @Test
    void exposeByTheHolderOnce() {
        GameState s = two(TWO).apply(0, new Expose(card("TS")));
        assertEquals(card("TS").bit(), s.deal.shown);
        assertEquals(cards("TS"), s.viewFor(1).knownCards().get(0), "every seat sees it");
        assertRefused(s, 0, new Expose(card("TS")), Reason.CANNOT_EXPOSE);
        assertRefused(s, 0, new Expose(card("QH")), Reason.CANNOT_EXPOSE);   // not held
        assertEquals(exposes("3C 4C 5D KH AH"), CLAIMS.claims(s, 0));
        assertEquals(Phase.BEG, s.phase(), "out of turn: nothing else changes");
        assertEquals(1, s.toAct());
    }

    @Test
    void callAnOpponentsExposedCardDuringPlay() {
        GameState s = two(TWO).apply(0, new Expose(card("TS")));
        assertRefused(s, 1, new CardCall(card("TS")), Reason.CANNOT_CALL_CARD);   // not yet during play
        s = moves(s, "stand");
        assertEquals(new CardCall(card("TS")), CLAIMS.claims(s, 1).get(CLAIMS.claims(s, 1).size() - 1));
        assertRefused(s, 0, new CardCall(card("TS")), Reason.CANNOT_CALL_CARD);   // its own card
        assertRefused(s, 1, new CardCall(card("AH")), Reason.CANNOT_CALL_CARD);   // not exposed
        s = s.apply(1, new CardCall(card("TS")));
        assertEquals(card("TS").bit(), s.deal.irregular.called());
        assertRefused(s, 1, new CardCall(card("TS")), Reason.CANNOT_CALL_CARD);   // already called

        GameState f = moves(four(FOUR), "stand").apply(2, new Expose(card("AH")));
        assertRefused(f, 0, new CardCall(card("AH")), Reason.CANNOT_CALL_CARD);   // the holder's partner
        assertTrue(CLAIMS.claims(f, 3).contains(new CardCall(card("AH"))));
    }

    @Test
    void peekByTheWaitingPartner() {
        // West Yorkshire: seat 0 deals, elder (seat 1) pitches, its partner seat 3 may not see its hand
        RuleSet wy = TestRules.WEST_YORKSHIRE.withTableMode(TableMode.STANDARD);
        GameState s = GameState.start(wy, 0, DeckSource.seeded(5));
        assertTrue(s.viewFor(3).handHidden());
        assertEquals(List.of(Action.MISDEAL, Action.PEEK), CLAIMS.claims(s, 3), "a hidden hand: nothing to expose");
        assertRefused(s, 1, Action.PEEK, Reason.CANNOT_PEEK);
        assertRefused(s, 3, new Expose(s.hand(3).toList().get(0)), Reason.CANNOT_EXPOSE);
        s = s.apply(3, Action.PEEK);
        assertEquals(list("peek 0 +4"), awards(s.awards()), "4 to the other side, 0");
        assertEquals(1 << 3, s.deal.irregular.peeked());
        assertFalse(s.viewFor(3).handHidden());
        assertRefused(s, 3, Action.PEEK, Reason.CANNOT_PEEK);
    }
}
