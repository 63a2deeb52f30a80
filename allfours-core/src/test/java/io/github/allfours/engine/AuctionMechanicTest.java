package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.allfours.card.Suit;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link AuctionMechanic}: after the deal the auction starts at elder (or at elder's left when elder sells);
 * its winner pitches and that card fixes trumps, with High, Low and Jack fixed over the hands in play at
 * that moment. Expectations worked out by hand from docs/rules.md, "Bidding", "Commercial Pitch",
 * "Pitching" and "Timing and order of awards" (in play = held when the first card is led).
 */
class AuctionMechanicTest {
    static final RuleSet TWO = TestRules.CLASSIC.withTrumps(Auction.STANDARD);
    static final RuleSet FOUR = TestRules.LANCASHIRE.withTrumps(Auction.STANDARD);

    @Test
    void afterTheDealTheAuctionOpensAtElder() {
        GameState s = GameState.start(FOUR, 2, layout(FOUR, 2).build());
        assertEquals(Phase.BID, s.phase());
        assertEquals(3, s.toAct(), "dealer 2: elder is seat 3");
        assertEquals(Optional.empty(), s.turnUp(), "no card is turned");
        assertEquals(Optional.empty(), s.trump());
        assertEquals(52 - 24, s.stockSize(), "six cards to each of four seats");
        for (int seat = 0; seat < 4; seat++) {
            assertFalse(s.viewFor(seat).handHidden(), "every seat sees its hand during the auction");
        }
    }

    @Test
    void whenElderSellsTheAuctionOpensAtEldersLeft() {
        RuleSet rules = TestRules.LANCASHIRE.withTrumps(Auction.COMMERCIAL);
        assertEquals(0, GameState.start(rules, 2, layout(rules, 2).build()).toAct(), "dealer 2, elder 3, then seat 0");
        RuleSet two = TestRules.CLASSIC.withTrumps(Auction.COMMERCIAL);
        assertEquals(0, GameState.start(two, 0, layout(two, 0).build()).toAct(),
            "two seats: elder's left is the dealer, the only bidder");
    }

    @Test
    void theWinnersPitchFixesTrumpsAndThePointsInPlay() {
        // seat 0 deals AH 3H TS KS 6C 7C, elder holds JH 2H TC 3D 4D 5D; elder bids 2 and pitches 2H:
        // hearts are trumps; in play: AH (High, seat 0), 2H (Low, seat 1), JH (seat 1), 3H.
        GameState s = GameState.start(TWO, 0, layout(TWO, 0).hands("AH 3H TS KS 6C 7C", "JH 2H TC 3D 4D 5D").build());
        s = moves(s, "bid 2 pass");
        assertEquals(1, s.toAct());
        s = moves(s, "2H");
        assertEquals(Optional.of(Suit.HEARTS), s.trump());
        assertEquals(card("AH").index(), s.deal.count.highCard);
        assertEquals(0, s.deal.count.highSeat);
        assertEquals(card("2H").index(), s.deal.count.lowCard);
        assertEquals(1, s.deal.count.lowSeat);
        assertEquals(1, s.deal.count.jackSeat);
        assertEquals(0, s.toAct(), "the dealer follows");
    }
}
