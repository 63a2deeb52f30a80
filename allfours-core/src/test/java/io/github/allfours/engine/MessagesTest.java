package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.withTurnUps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Action;
import io.github.allfours.game.CardCall;
import io.github.allfours.game.Expose;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.Scenario;
import io.github.allfours.testkit.TestRules;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link Messages}: the wording of every {@link Reason}, built from the state the action was tried on.
 * The expected sentences were written by hand from the situations (seat, cards held, trumps), in the
 * card order of {@link io.github.allfours.card.CardSet} (clubs, diamonds, hearts, spades, two to ace).
 */
class MessagesTest {
    static final Map<Reason, String> SEEN = new EnumMap<>(Reason.class);

    static void says(GameState s, int seat, Action a, Reason r, String message) {
        Violation v = s.check(seat, a).orElseThrow();
        assertEquals(r, v.reason());
        assertEquals(message, v.message());
        assertEquals(r + ": " + message, v.toString());
        SEEN.put(r, message);
    }

    @Test
    void everyReasonIsWordedFromTheState() {
        // TrickPlayPhaseTest deal A: seat 1 AC KC 3H 4D 5D 6D, seat 2 2C 9C QH 2S 3S 4S, seat 3 5H 7H 9D TD 8S 9S.
        RuleSet trinidad = TestRules.TRINIDAD;
        GameState beg = GameState.start(trinidad, 0, withTurnUps(trinidad, "2H"));
        says(beg, 2, Action.STAND, Reason.NOT_YOUR_TURN, "it is seat 1's turn, not seat 2's");
        says(beg, 4, Action.STAND, Reason.NO_SUCH_SEAT, "there is no seat 4 at a 4-seat table");
        says(beg, 1, Action.GIVE, Reason.WRONG_PHASE, "seat 1 cannot give now: elder (seat 1) must stand or beg");
        says(beg.apply(Action.BEG), 0, Action.STAND, Reason.WRONG_PHASE,
            "seat 0 cannot stand now: the dealer (seat 0) must give or run");
        says(beg, 1, Action.BUNCH, Reason.NOT_IN_THESE_RULES, "'bunch' is not part of trinidad");

        GameState a = TrickPlayPhaseTest.dealA(trinidad);
        says(a, 1, Action.BEG, Reason.WRONG_PHASE, "seat 1 cannot beg now: seat 1 must play a card");
        says(a, 1, Action.play(card("AS")), Reason.CARD_NOT_HELD, "seat 1 does not hold AS; holds [KC AC 4D 5D 6D 3H]");
        says(moves(a, "3H"), 2, Action.play(card("2C")), Reason.MUST_PLAY_TRUMP,
            "seat 2 must play a trump to the trump lead: holds [QH]");
        says(moves(a, "AC"), 2, Action.play(card("2S")), Reason.MUST_FOLLOW_SUIT,
            "seat 2 must follow clubs or trump: holds [2C 9C]");
        says(moves(TrickPlayPhaseTest.dealA(trinidad.withNoTrumpingIn(true)), "AC"), 2, Action.play(card("QH")),
            Reason.NO_TRUMPING_IN, "seat 2 holds clubs [2C 9C] and may not trump in (no-trumping-in rule)");
        says(moves(TrickPlayPhaseTest.dealA(trinidad.withNoUndertrumping(true)), "AC QH"), 3, Action.play(card("5H")),
            Reason.UNDERTRUMP, "seat 3 may not undertrump QH with 5H while holding other cards (no-undertrumping rule)");

        RuleSet forced = trinidad.withForcedBegWithoutTrump(true);
        GameState noTrump = GameState.start(forced, 0,
            Scenario.layout(forced, 0).hands("", "2C 3C 4C 5C 6C 7C", "", "").turnUp("2H").build());
        says(noTrump, 1, Action.STAND, Reason.MUST_BEG, "seat 1 holds no hearts (the turned-up suit) and must beg");

        RuleSet barred = TestRules.SEVEN_UP_THREE.withTarget(1);
        says(GameState.start(barred, 0, withTurnUps(barred, "2H")).apply(Action.BEG), 0, Action.GIVE,
            Reason.GIFT_NOT_ALLOWED,
            "the dealer may not give: the gift would let an opponent who did not beg reach 1; the dealer must run");

        // House rules of Trinidad apps (docs/rules.md, House-rule options). Dealer 0 holds only clubs, hearts turned.
        RuleSet noGift = trinidad.withNoGiftWithoutTrump(true);
        GameState clubsOnly = GameState.start(noGift, 0,
            Scenario.layout(noGift, 0).hands("2C 3C 4C 5C 6C 7C", "", "", "").turnUp("2H").build());
        says(clubsOnly.apply(Action.BEG), 0, Action.GIVE, Reason.NO_GIFT_WITHOUT_TRUMP,
            "seat 0 holds no hearts (the turned-up suit) and may not give; the dealer must run (no-gift-without-trump rule)");
        RuleSet giftWins = trinidad.withRunIfGiftWins(true).withTarget(1);   // elder's side 0 + gift 1 reaches 1
        says(GameState.start(giftWins, 0, withTurnUps(giftWins, "2H")).apply(Action.BEG), 0, Action.GIVE,
            Reason.GIFT_WOULD_WIN,
            "the dealer may not give: the gift would take the begging side (side 1) to 1; the dealer must run"
                + " (run-if-gift-wins rule)");
        // Hearts trumps; seat 1 leads KC, seat 2 trumps with 3H holding 3C 4C, 5C and 6C follow: seat 2 leads.
        RuleSet follow = trinidad.withTrumpAndFollow(true);
        GameState trumped = moves(GameState.start(follow, 0, Scenario.layout(follow, 0)
            .hands("6C 7C 8C 5S 6S 7S", "KC AC 2D 3D 4D 5D", "3C 4C 3H 2S 3S 4S", "5C 6D 7D 8D 9D TD")
            .turnUp("2H").build()), "stand KC 3H 5C 6C");
        says(trumped, 2, Action.play(card("2S")), Reason.MUST_LEAD_SUIT_OR_TRUMP,
            "seat 2 took the last trick by trumping clubs while holding clubs: must lead clubs or a trump"
                + " (trump-and-follow rule); holds [3C 4C]");

        GameState vote = BunchVotePhaseTest.voting();
        says(vote, 1, Action.STAND, Reason.WRONG_PHASE, "seat 1 cannot stand now: seat 1 must vote bunch or keep");
        GameState discard = DiscardPhaseTest.discarding();
        says(discard, 1, Action.play(card("2C")), Reason.WRONG_PHASE,
            "seat 1 cannot play 2C now: seat 1 must discard down to 6 cards");
        says(discard, 1, Action.discard(card("AS")), Reason.CARD_NOT_HELD,
            "seat 1 does not hold AS; holds [2C 3C 4C 5C 6C 7C 8C 9C JS]");

        // TrickPlayPhaseTest's throw-in deal: seat 1 AS KS 2D 3C 4C 5C, seat 2 QS 6C..TC, seat 3 JS 3D..7D
        GameState wy = TrickPlayPhaseTest.throwInDeal();
        says(wy, 1, Action.THROW_IN, Reason.CANNOT_THROW_IN,
            "seat 1 may not throw in: only a player following to a trick may throw in, not the leader");
        says(moves(wy, "AS"), 2, Action.THROW_IN, Reason.CANNOT_THROW_IN, "seat 2 may not throw in: the hand holds a trump [QS]");
        GameState second = moves(wy, "AS QS JS throw-in 2D");
        says(second, 2, Action.THROW_IN, Reason.CANNOT_THROW_IN,
            "seat 2 may not throw in: the hand holds a card above a nine [TC]");
        says(moves(second, "6C"), 3, Action.THROW_IN, Reason.CANNOT_THROW_IN,
            "seat 3 may not throw in: the hand holds [3D 4D 5D 6D 7D], which would beat 2D");

        GameState waiting = GameState.start(trinidad, 0, DeckSource.none());
        says(waiting, 1, Action.STAND, Reason.AWAITING_DEAL, "nobody can act: deal 0 is waiting for a deck order");
        RuleSet three = trinidad.withTarget(3);
        says(GameState.start(three, 0, withTurnUps(three, "JH")), 1, Action.STAND, Reason.MATCH_OVER,
            "the match is over: side 0 won [3, 0]");

        RuleSet auction = trinidad.withTrumps(Auction.STANDARD);
        GameState bidding = GameState.start(auction, 0, Scenario.layout(auction, 0).build());
        says(bidding, 1, Action.play(card("2C")), Reason.WRONG_PHASE,
            "seat 1 cannot play 2C now: seat 1 must pass or bid (high bid none)");
        says(bidding.apply(Action.bid(2)), 2, Action.bid(1), Reason.BID_TOO_LOW,
            "seat 2 may not bid 1 (high bid 2); bids allowed: 3, 4");
        says(moves(bidding, "pass pass pass"), 0, Action.PASS, Reason.MUST_BID,
            "seat 0 deals and everyone else passed: the dealer must bid; bids allowed: 1, 2, 3, 4");
        RuleSet commercial = trinidad.withTrumps(Auction.COMMERCIAL);
        GameState sale = Scenario.moves(GameState.start(commercial, 0, Scenario.layout(commercial, 0).build()), "pass bid 3 pass");
        says(sale, 1, Action.SELL, Reason.CANNOT_SELL_TO_PARTNER,
            "seat 1 may not sell to its own side: the high bid of 3 is its partner's (seat 3); it must refuse and pitch");

        RuleSet compiled = TestRules.TRINIDAD_TWO.withTableMode(TableMode.STANDARD);
        GameState t = GameState.start(compiled, 0, Scenario.layout(compiled, 0)
            .hands("AH KH TS 3C 4C 5D", "QH 6D 7D 2S 3S 4S").turnUp("TH").build());
        says(t, 0, Action.MISDEAL, Reason.CANNOT_CLAIM_MISDEAL,
            "seat 0 may not claim a misdeal: only an opponent of the dealer, before the first card is played");
        says(t, 0, Action.RETRACT, Reason.CANNOT_RETRACT,
            "seat 0 has no revoke to retract: only a revoke on the trick being played can be taken back, called or "
                + "not, before the trick's last card falls");
        says(t, 1, Action.CALL_REVOKE, Reason.NO_REVOKE_TO_CALL,
            "no opponent of seat 1 has played a card this hand, so there is no revoke to call");
        says(t, 1, Action.PEEK, Reason.CANNOT_PEEK, "seat 1 may see its hand already");
        says(t, 1, new Expose(card("AH")), Reason.CANNOT_EXPOSE,
            "seat 1 can expose only a card it holds that is not already face up");
        says(t, 1, new CardCall(card("AH")), Reason.CANNOT_CALL_CARD,
            "seat 1 can call only a card an opponent exposed and still holds, during play (never a card the rules show, "
                + "such as a face-up stock's)");
        GameState called = t.apply(Action.STAND).apply(0, new Expose(card("TS"))).apply(1, new CardCall(card("TS")))
            .apply(Action.play(card("2S")));
        says(called, 0, Action.play(card("3C")), Reason.MUST_PLAY_CALLED_CARD, "seat 0 must play the called card [TS]");

        assertEquals(EnumSet.allOf(Reason.class), EnumSet.copyOf(SEEN.keySet()), "every reason is worded");
    }

    @Test
    void theExceptionCarriesTheSameWordingAndViolationsCompareByContent() {
        GameState a = TrickPlayPhaseTest.dealA(TestRules.TRINIDAD);
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> a.apply(1, Action.play(card("AS"))));
        assertEquals("seat 1 does not hold AS; holds [KC AC 4D 5D 6D 3H]", e.getMessage());
        assertEquals(e.violation(), a.check(1, Action.play(card("AS"))).orElseThrow());
        assertEquals(e.violation().hashCode(), a.check(1, Action.play(card("AS"))).orElseThrow().hashCode());
        assertNotEquals(e.violation(), a.check(1, Action.play(card("KS"))).orElseThrow());
        assertEquals(1, e.violation().seat());
        assertEquals(Action.play(card("AS")), e.violation().action());
    }
}
