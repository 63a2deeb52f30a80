package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.Contract;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.AllPass;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Auction Pitch (Setback): Wikipedia "All fours", related games, Auction pitch; docs/rules.md, "Auction
 * Pitch", "Bidding" and "Contracts and setback". Every expectation was worked out by hand.
 *
 * <p>The deal used throughout, two players, seat 0 deals and seat 1 is elder:
 * <pre>
 *   seat 0 (dealer): AH 3H TS KS 6C 7C
 *   seat 1 (elder):  JH 2H TC 3D 4D 5D
 * </pre>
 * Elder wins the auction and pitches 2H (hearts trumps); the play below gives High (AH) to the dealer's
 * side 0, Low (2H, to its holder), Jack (JH, elder trumps the ten of spades with it) and Game (24 to 4)
 * to elder's side 1: elder's side takes 3 points, the dealer's side 1.
 */
class AuctionPitchTest {
    static final String DEALER = "AH 3H TS KS 6C 7C";
    static final String ELDER = "JH 2H TC 3D 4D 5D";
    /** T1 2H 3H (dealer), T2 TS JH (elder), T3 TC 6C, T4 3D 7C, T5 4D KS, T6 5D AH (dealer). */
    static final String PLAY = "2H 3H TS JH TC 6C 3D 7C 4D KS 5D AH";

    private static GameState deal(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands(DEALER, ELDER).build());
    }

    @Test
    @DisplayName("Wikipedia Auction pitch: elder bids first, each bid above the last, the dealer last")
    void biddingOrder() {
        GameState s = deal(AuctionPitch.TWO);
        assertEquals(Phase.BID, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(List.of(Action.PASS, Action.bid(1), Action.bid(2), Action.bid(3), Action.bid(4)), s.legalActions());
        s = moves(s, "bid 2");
        assertEquals(Optional.of(new Contract(1, 2)), s.contract());
        assertEquals(0, s.toAct());
        assertEquals(List.of(Action.PASS, Action.bid(3), Action.bid(4)), s.legalActions());
        assertRefused(s, Action.bid(2), Reason.BID_TOO_LOW);
        assertRefused(s, Action.bid(1), Reason.BID_TOO_LOW);
        assertRefused(s, 1, Action.PASS, Reason.NOT_YOUR_TURN);
        assertRefused(s, Action.STAND, Reason.NOT_IN_THESE_RULES);
        assertTrue(s.check(Action.bid(2)).orElseThrow().message().contains("bids allowed: 3, 4"),
            s.check(Action.bid(2)).orElseThrow().message());
    }

    @Test
    @DisplayName("Wikipedia Auction pitch: the high bidder pitches; a bid made scores H, L, J, G in order")
    void bidMade() {
        GameState s = moves(deal(AuctionPitch.TWO), "bid 2 pass");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct(), "elder won the auction and leads");
        s = moves(s, "2H");
        assertEquals(Optional.of(Suit.HEARTS), s.trump());
        s = moves(s, PLAY.substring(3));
        assertEquals(list("high 0 +1 AH", "low 1 +1 2H", "jack 1 +1 JH", "game 1 +1"),
            awards(s.lastHandResult().orElseThrow().awards()));
        assertArrayEquals(new int[] {1, 3}, s.scores());
    }

    @Test
    @DisplayName("docs/rules.md, Contracts and setback: a bid not made scores nothing and loses the bid, first")
    void setback() {
        GameState s = moves(deal(AuctionPitch.TWO), "bid 4 pass " + PLAY);
        assertEquals(list("setback 1 -4", "high 0 +1 AH"), awards(s.lastHandResult().orElseThrow().awards()));
        assertArrayEquals(new int[] {1, -4}, s.scores(), "scores go below zero");
    }

    @Test
    @DisplayName("docs/rules.md, Bidding: when everyone before the dealer passes, the dealer must bid")
    void dealerMustBid() {
        GameState s = moves(deal(AuctionPitch.TWO), "pass");
        assertEquals(0, s.toAct());
        assertEquals(List.of(Action.bid(1), Action.bid(2), Action.bid(3), Action.bid(4)), s.legalActions());
        assertRefused(s, Action.PASS, Reason.MUST_BID);
        s = moves(s, "bid 1");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(0, s.toAct(), "the dealer won the auction and pitches");
        s = moves(s, "KS");
        assertEquals(Optional.of(Suit.SPADES), s.trump(), "the pitch fixes trumps");
    }

    @Test
    @DisplayName("option: when all pass the hand is thrown in and the next dealer deals")
    void allPassNextDealer() {
        RuleSet rules = AuctionPitch.TWO.withTrumps(Auction.STANDARD.withAllPass(AllPass.NEXT_DEALER_DEALS));
        GameState s = GameState.start(rules, 0, layout(rules, 0).hands(DEALER, ELDER).build(),
            layout(rules, 1).build());
        s = moves(s, "pass");
        assertEquals(List.of(Action.PASS, Action.bid(1), Action.bid(2), Action.bid(3), Action.bid(4)), s.legalActions());
        s = moves(s, "pass");
        assertEquals(1, s.handNumber());
        assertEquals(1, s.dealer());
        assertEquals(Phase.BID, s.phase());
        assertEquals(0, s.toAct(), "the new elder opens the auction");
        assertTrue(s.lastHandResult().orElseThrow().thrownIn());
        assertArrayEquals(new int[] {0, 0}, s.scores());
    }

    @Test
    @DisplayName("option: the dealer may take the high bid at its value")
    void dealersPrivilege() {
        RuleSet rules = AuctionPitch.TWO.withTrumps(Auction.STANDARD.withDealerMayTake(true));
        GameState s = moves(deal(rules), "bid 2");
        assertEquals(List.of(Action.PASS, Action.bid(2), Action.bid(3), Action.bid(4)), s.legalActions());
        s = moves(s, "bid 2");
        assertEquals(Optional.of(new Contract(0, 2)), s.contract());
        assertEquals(0, s.toAct());
    }

    @Test
    @DisplayName("docs/rules.md, Contracts and setback: the match ends the moment a side reaches the target; option: the bidder goes out first")
    void bidderOutFirst() {
        RuleSet to1 = AuctionPitch.TWO.withTarget(1);
        GameState s = moves(deal(to1), "bid 1 pass " + PLAY);
        assertEquals(0, s.winner().getAsInt(), "High, to side 0, comes first in the count");
        assertArrayEquals(new int[] {1, 0}, s.scores());

        RuleSet first = to1.withTrumps(Auction.STANDARD.withBidderOutFirst(true));
        s = moves(deal(first), "bid 1 pass " + PLAY);
        assertEquals(1, s.winner().getAsInt(), "the bidder made its bid and scores first: Low");
        assertArrayEquals(new int[] {0, 1}, s.scores());
    }

    @Test
    @DisplayName("events: a bid is a BidMade, a pass a Called; the setback an Awarded with negative points")
    void events() {
        GameState s = deal(AuctionPitch.TWO);
        List<GameEvent> events = new ArrayList<>();
        s = s.apply(1, Action.bid(4), events::add);
        s = s.apply(0, Action.PASS, events::add);
        assertEquals(List.of(new GameEvent.BidMade(1, 4), new GameEvent.Called(0, io.github.allfours.game.Call.PASS)),
            events);
        events.clear();
        s = moves(s, PLAY.substring(0, PLAY.length() - 3));
        s.apply(0, Action.play(io.github.allfours.card.Card.parse("AH")), events::add);
        GameEvent.Awarded setback = (GameEvent.Awarded) events.stream()
            .filter(e -> e instanceof GameEvent.Awarded).findFirst().orElseThrow();
        assertEquals(-4, setback.award().points());
        assertEquals(io.github.allfours.game.AwardReason.SETBACK, setback.award().reason());
    }

    @Test
    @DisplayName("views show the contract to every seat; bids are house-rule options by word")
    void viewsAndOptions() {
        GameState s = moves(deal(AuctionPitch.TWO), "bid 3");
        assertEquals(Optional.of(new Contract(1, 3)), s.viewFor(0).contract());
        assertEquals(Optional.of(new Contract(1, 3)), s.viewFor(1).contract());
        RuleSet house = AuctionPitch.FOUR.withOptions(Map.of("minimumBid", 2, "dealerMayTakeBid", true));
        assertEquals(new Auction(2, 4, AllPass.DEALER_MUST_BID, true, false, false), house.trumps());
        assertEquals(Map.of("minimumBid", 2, "dealerMayTakeBid", true), house.optionsDifferingFrom(AuctionPitch.FOUR));
    }

    @Test
    @DisplayName("tables: 2 to 7 each for themselves, 4 or 6 in partnerships; alias setback; target 7")
    void tables() {
        Variant v = Variants.byId("setback").orElseThrow();
        assertEquals("auction-pitch", v.id());
        assertEquals(List.of(2, 3, 4, 5, 6, 7), v.playerCounts());
        assertEquals(2, v.rules(4).sides());
        assertEquals(7, AuctionPitch.FOUR.target());
        assertEquals(6, AuctionPitch.FOUR.handSize());
    }
}
