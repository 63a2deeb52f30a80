package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.Contract;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Commercial Pitch: Wikipedia "All fours", related games, Auction pitch (the commercial game);
 * docs/rules.md, "Commercial Pitch". Uses the deal of {@link AuctionPitchTest} (two players, seat 0 deals,
 * seat 1 is elder); every expectation was worked out by hand.
 */
class CommercialPitchTest {
    private static GameState deal(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands(AuctionPitchTest.DEALER, AuctionPitchTest.ELDER).build());
    }

    @Test
    @DisplayName("Wikipedia: elder does not bid; the others bid, and nobody is bound to")
    void elderDoesNotBid() {
        GameState s = deal(CommercialPitch.TWO);
        assertEquals(Phase.BID, s.phase());
        assertEquals(0, s.toAct(), "with two players the only bidder is the dealer");
        assertEquals(List.of(Action.PASS, Action.bid(1), Action.bid(2), Action.bid(3), Action.bid(4)), s.legalActions());
        s = moves(s, "pass");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct(), "with no bid elder pitches");
        assertEquals(Optional.empty(), s.contract(), "under no contract");
    }

    @Test
    @DisplayName("Wikipedia: elder sells: elder's side scores the bid at once and the bidder pitches")
    void sell() {
        GameState s = moves(deal(CommercialPitch.TWO), "bid 2");
        assertEquals(Phase.SALE, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(List.of(Action.SELL, Action.REFUSE), s.legalActions());
        assertRefused(s, Action.PASS, Reason.WRONG_PHASE);
        s = moves(s, "sell");
        assertEquals(list("sale 1 +2"), awards(s.awards()));
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(0, s.toAct(), "the buyer pitches");
        assertEquals(Optional.of(new Contract(0, 2)), s.contract());
    }

    @Test
    @DisplayName("Wikipedia: elder refuses, pitches and must make the bid or be set back by it")
    void refuse() {
        GameState s = moves(deal(CommercialPitch.TWO), "bid 4 refuse");
        assertEquals(Optional.of(new Contract(1, 4)), s.contract());
        assertEquals(1, s.toAct());
        // AuctionPitchTest's play: elder's side takes Low, Jack and Game (3 points) against a bid of 4
        s = moves(s, AuctionPitchTest.PLAY);
        assertEquals(list("setback 1 -4", "high 0 +1 AH"), awards(s.lastHandResult().orElseThrow().awards()));
        assertArrayEquals(new int[] {1, -4}, s.scores());
    }

    @Test
    @DisplayName("tables as Pitch; alias commercial; target 7")
    void tables() {
        Variant v = Variants.byId("commercial").orElseThrow();
        assertEquals("commercial-pitch", v.id());
        assertEquals(List.of(2, 3, 4, 5, 6, 7), v.playerCounts());
        assertEquals(7, CommercialPitch.FOUR.target());
    }
}
