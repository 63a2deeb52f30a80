package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.Contract;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.AllPass;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link BidPhase}: the auction of Auction Pitch and Commercial Pitch. Every expectation is worked out by
 * hand from docs/rules.md, "Bidding" (each seat speaks once from elder round to the dealer, each bid above
 * the high bid, the dealer must bid when all before passed; the options {@code allPass},
 * {@code dealerMayTakeBid}, {@code minimumBid}/{@code maximumBid}) and "Commercial Pitch" (elder does not
 * bid: the auction starts at elder's left), and from the legality word documented on the class (bit 0
 * {@code pass}, bit n {@code bid n}).
 *
 * <p>Four seats (Lancashire's table with an auction in place of the pitch): seat 0 deals, so elder is seat 1
 * and the speaking order is 1, 2, 3, 0. The hands do not matter to the auction and are filled in pack
 * order, so elder (seat 1) holds 8C 9C TC JC QC KC.
 */
class BidPhaseTest {
    static final RuleSet FOUR = TestRules.LANCASHIRE.withTrumps(Auction.STANDARD);

    static final long PASS = 1;

    static long bids(int... points) {
        long w = 0;
        for (int p : points) {
            w |= 1L << p;
        }
        return w;
    }

    static GameState deal(RuleSet rules, int dealer) {
        return GameState.start(rules, dealer, layout(rules, dealer).build(), layout(rules, (dealer + 1) % 4).build());
    }

    @Test
    void elderOpensAndEachBidMustBeatTheHighBid() {
        GameState s = deal(FOUR, 0);
        assertEquals(Phase.BID, s.phase());
        assertEquals(1, s.toAct(), "docs/rules.md, Bidding: elder (dealer + 1) speaks first");
        assertEquals(PASS | bids(1, 2, 3, 4), s.legal, "no high bid yet: pass or any bid 1..4");
        assertEquals(List.of(Action.PASS, Action.bid(1), Action.bid(2), Action.bid(3), Action.bid(4)), s.legalActions());

        s = moves(s, "bid 2");
        assertEquals(Optional.of(new Contract(1, 2)), s.contract());
        assertEquals(2, s.toAct());
        assertEquals(PASS | bids(3, 4), s.legal, "above the high bid of 2 only");
        assertEquals(List.of(Action.PASS, Action.bid(3), Action.bid(4)), s.legalActions());
        assertRefused(s, Action.bid(2), Reason.BID_TOO_LOW);
        assertRefused(s, Action.bid(1), Reason.BID_TOO_LOW);
        assertTrue(s.check(Action.bid(2)).orElseThrow().message().contains("bids allowed: 3, 4"));

        s = moves(s, "pass bid 4");
        assertEquals(Optional.of(new Contract(3, 4)), s.contract(), "seat 2 passed, seat 3 bid 4");
        assertEquals(0, s.toAct(), "the dealer speaks last");
        assertEquals(PASS, s.legal, "nothing is above 4: the dealer can only pass");
        assertEquals(List.of(Action.PASS), s.legalActions());
        assertRefused(s, Action.bid(4), Reason.BID_TOO_LOW);
        assertTrue(s.check(Action.bid(4)).orElseThrow().message().contains("no bid is possible"));

        s = moves(s, "pass");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(3, s.toAct(), "docs/rules.md, Bidding: the high bidder leads the first trick");
        assertEquals(Optional.empty(), s.trump(), "trumps wait for the pitch");
        s = moves(s, "QD");     // seat 3 holds 7D..QD in pack order
        assertEquals(Optional.of(Suit.DIAMONDS), s.trump(), "the suit of the first lead is trumps");
    }

    @Test
    void dealerMustBidWhenAllBeforePassed() {
        GameState s = moves(deal(FOUR, 0), "pass pass pass");
        assertEquals(0, s.toAct());
        assertEquals(bids(1, 2, 3, 4), s.legal, "docs/rules.md, Bidding: the dealer may not pass and must bid");
        assertEquals(List.of(Action.bid(1), Action.bid(2), Action.bid(3), Action.bid(4)), s.legalActions());
        assertRefused(s, Action.PASS, Reason.MUST_BID);
        s = moves(s, "bid 1");
        assertEquals(Optional.of(new Contract(0, 1)), s.contract());
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(0, s.toAct(), "the dealer won the auction and pitches");
    }

    @Test
    void bidRangeOption() {
        RuleSet twoToThree = TestRules.LANCASHIRE.withTrumps(new Auction(2, 3, AllPass.DEALER_MUST_BID, false, false, false));
        GameState s = deal(twoToThree, 0);
        assertEquals(PASS | bids(2, 3), s.legal, "minimumBid 2, maximumBid 3");
        assertRefused(s, Action.bid(1), Reason.BID_TOO_LOW);
        assertRefused(s, Action.bid(4), Reason.BID_TOO_LOW);   // Reason: "a bid outside the bid range"
        s = moves(s, "pass pass pass");
        assertEquals(bids(2, 3), s.legal, "the dealer must bid at least the minimum, 2");
    }

    @Test
    void dealersPrivilege() {
        RuleSet rules = TestRules.LANCASHIRE.withTrumps(Auction.STANDARD.withDealerMayTake(true));
        GameState s = moves(deal(rules, 0), "bid 2");
        assertEquals(PASS | bids(3, 4), s.legal, "the privilege is the dealer's alone: seat 2 must go above 2");
        s = moves(s, "pass pass");
        assertEquals(0, s.toAct());
        assertEquals(PASS | bids(2, 3, 4), s.legal, "docs/rules.md, Bidding: the dealer may take the high bid at 2");
        s = moves(s, "bid 2");
        assertEquals(Optional.of(new Contract(0, 2)), s.contract(), "the dealer took the contract at its value");
        assertEquals(0, s.toAct());

        GameState none = moves(deal(rules, 0), "pass pass pass");
        assertEquals(bids(1, 2, 3, 4), none.legal, "with no high bid there is nothing to take: must bid 1..4");
    }

    @Test
    void allPassNextDealerDeals() {
        RuleSet rules = TestRules.LANCASHIRE.withTrumps(Auction.STANDARD.withAllPass(AllPass.NEXT_DEALER_DEALS));
        GameState s = moves(deal(rules, 0), "pass pass pass");
        assertEquals(0, s.toAct());
        assertEquals(PASS | bids(1, 2, 3, 4), s.legal, "docs/rules.md, Bidding, allPass next-dealer-deals: the dealer may pass");
        s = moves(s, "pass");
        assertEquals(1, s.handNumber(), "the hand was thrown in unplayed");
        assertTrue(s.handResults().get(0).thrownIn());
        assertEquals(1, s.dealer(), "the next dealer deals");
        assertEquals(Phase.BID, s.phase());
        assertEquals(2, s.toAct(), "the new elder opens the next auction");
        assertArrayEquals(new int[] {0, 0}, s.scores(), "nothing is scored");
    }

    @Test
    void allPassElderPitches() {
        RuleSet rules = TestRules.LANCASHIRE.withTrumps(Auction.STANDARD.withAllPass(AllPass.ELDER_PITCHES));
        GameState s = moves(deal(rules, 0), "pass pass pass");
        assertEquals(PASS | bids(1, 2, 3, 4), s.legal, "docs/rules.md, Commercial Pitch: nobody is bound to bid");
        s = moves(s, "pass");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct(), "nobody bid: elder pitches");
        assertEquals(Optional.empty(), s.contract(), "under no contract");
        s = moves(s, "KC");
        assertEquals(Optional.of(Suit.CLUBS), s.trump());
    }

    @Test
    void whenElderSellsTheAuctionStartsAtEldersLeft() {
        RuleSet rules = TestRules.LANCASHIRE.withTrumps(Auction.COMMERCIAL);
        GameState s = deal(rules, 0);
        assertEquals(2, s.toAct(), "docs/rules.md, Commercial Pitch: elder (1) does not bid; seat 2 opens");
        s = moves(s, "bid 1 pass");
        assertEquals(0, s.toAct(), "then seat 3, then the dealer last");
        assertEquals(PASS | bids(2, 3, 4), s.legal);
        s = moves(s, "bid 3");
        assertEquals(Phase.SALE, s.phase(), "elder answers the high bid");
        assertEquals(1, s.toAct());
        assertEquals(Optional.of(new Contract(0, 3)), s.contract());

        GameState wrap = deal(rules, 3);
        assertEquals(1, wrap.toAct(), "dealer 3: elder is seat 0, the auction opens at seat 1");
        wrap = moves(wrap, "pass pass");
        assertEquals(3, wrap.toAct());
        assertEquals(PASS | bids(1, 2, 3, 4), wrap.legal, "COMMERCIAL's allPass is elder-pitches: the dealer may pass");
        wrap = moves(wrap, "pass");
        assertEquals(Phase.PLAY, wrap.phase());
        assertEquals(0, wrap.toAct(), "nobody bid: elder (seat 0) pitches, with no sale");

        GameState mustBid = moves(deal(TestRules.LANCASHIRE.withTrumps(Auction.STANDARD.withElderSells(true)), 0), "pass pass");
        assertEquals(0, mustBid.toAct(), "two bidders before the dealer: seats 2 and 3");
        assertRefused(mustBid, Action.PASS, Reason.MUST_BID);
    }
}
