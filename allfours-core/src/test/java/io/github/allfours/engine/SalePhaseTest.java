package io.github.allfours.engine;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.game.Action;
import io.github.allfours.game.Contract;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link SalePhase}: Commercial Pitch's sell or refuse. Expectations worked out by hand from docs/rules.md,
 * "Commercial Pitch" (a sale scores the high bid for elder's side at once, reason {@code sale}, and the
 * high bidder pitches under its bid; a refusal gives elder's side the contract and elder pitches) and
 * "Contracts and setback".
 *
 * <p>Two seats (the classic table, standard scoring, with the commercial auction): seat 0 deals and is the
 * only bidder, seat 1 is elder and sells or refuses. The deal of the variants' AuctionPitchTest:
 * <pre>
 *   seat 0 (dealer): AH 3H TS KS 6C 7C
 *   seat 1 (elder):  JH 2H TC 3D 4D 5D
 * </pre>
 */
class SalePhaseTest {
    static final RuleSet TWO = TestRules.CLASSIC.withTrumps(Auction.COMMERCIAL).withTarget(11);
    static final RuleSet FOUR = TestRules.LANCASHIRE.withTrumps(Auction.COMMERCIAL);
    static final String DEALER = "AH 3H TS KS 6C 7C";
    static final String ELDER = "JH 2H TC 3D 4D 5D";

    static GameState deal(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands(DEALER, ELDER).build());
    }

    @Test
    void elderMaySellOrRefuseAndNothingElse() {
        GameState s = moves(deal(TWO), "bid 2");
        assertEquals(Phase.SALE, s.phase());
        assertEquals(1, s.toAct(), "elder answers");
        assertEquals(List.of(Action.SELL, Action.REFUSE), s.legalActions());
        assertRefused(s, Action.PASS, Reason.WRONG_PHASE);
        assertRefused(s, Action.bid(3), Reason.WRONG_PHASE);
        assertRefused(s, 0, Action.SELL, Reason.NOT_YOUR_TURN);
    }

    @Test
    void saleScoresTheBidForEldersSideAndTheBuyerPitches() {
        GameState s = moves(deal(TWO), "bid 2 sell");
        assertEquals(list("sale 1 +2"), awards(s.awards()), "elder's side 1 scores the high bid at once");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(0, s.toAct(), "the high bidder pitches");
        assertEquals(Optional.of(new Contract(0, 2)), s.contract(), "under a contract for its bid");
    }

    @Test
    void saleInFourSeatsGoesToEldersSideNotToTheSeller() {
        // dealer 0, elder 1 (side 1); the auction runs 2, 3, 0; seat 2 (side 0) bids 3, the others pass
        GameState s = moves(GameState.start(FOUR, 0, layout(FOUR, 0).build()), "bid 3 pass pass sell");
        assertEquals(list("sale 1 +3"), awards(s.awards()));
        assertEquals(2, s.toAct(), "seat 2 bought the pitch");
        assertEquals(Optional.of(new Contract(2, 3)), s.contract());
    }

    @Test
    void elderMayNotSellToItsOwnSide() {
        // docs/rules.md, Commercial Pitch: with partners, elder may not sell to its own side. Dealer 0, elder 1
        // (side 1 with seat 3); the auction runs 2, 3, 0: seat 3, elder's partner, bids 2, the others pass.
        GameState s = moves(GameState.start(FOUR, 0, layout(FOUR, 0).build()), "pass bid 2 pass");
        assertEquals(Phase.SALE, s.phase());
        assertEquals(1, s.toAct());
        assertEquals(List.of(Action.REFUSE), s.legalActions(), "elder's only choice is to refuse");
        assertRefused(s, Action.SELL, Reason.CANNOT_SELL_TO_PARTNER);
        assertEquals("seat 1 may not sell to its own side: the high bid of 2 is its partner's (seat 3); it must refuse "
            + "and pitch", s.check(Action.SELL).orElseThrow().message());
        s = moves(s, "refuse");
        assertEquals(List.of(), awards(s.awards()), "no sale");
        assertEquals(1, s.toAct(), "elder pitches");
        assertEquals(Optional.of(new Contract(1, 2)), s.contract(), "under its side's bid of 2");
    }

    @Test
    void saleCanWinTheMatch() {
        GameState s = moves(deal(TWO.withTarget(2)), "bid 2 sell");
        assertEquals(Phase.MATCH_OVER, s.phase(), "docs/rules.md, Commercial Pitch: the sale can win on the spot");
        assertEquals(1, s.winner().getAsInt());
    }

    @Test
    void buyerIsSetBackWhenItFailsItsBid() {
        // Worked out by hand: the dealer buys at 4 and pitches AH (hearts).
        // T1 AH 2H (seat 0), T2 3H JH (seat 1: the only trump left), T3 TC 6C, T4 3D TS, T5 4D KS,
        // T6 5D 7C (all seat 1). Game: seat 1 takes 1 + 10 + 10 + 3 = 24, seat 0 takes 4.
        // High AH to side 0; Low 2H, Jack JH and Game to side 1: the buyer's side made 1 of 4.
        GameState s = moves(deal(TWO), "bid 4 sell AH 2H 3H JH TC 6C 3D TS 4D KS 5D 7C");
        assertEquals(list("sale 1 +4", "setback 0 -4", "low 1 +1 2H", "jack 1 +1 JH", "game 1 +1"), awards(s.awards()));
        assertArrayEquals(new int[] {-4, 7}, s.scores());
    }

    @Test
    void refusalMakesElderTheContractor() {
        GameState s = moves(deal(TWO), "bid 2 refuse");
        assertEquals(List.of(), awards(s.awards()), "a refusal scores nothing at once");
        assertEquals(Optional.of(new Contract(1, 2)), s.contract(), "elder's side has the contract for 2");
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.toAct(), "elder pitches");
        // AuctionPitchTest's play (worked out there by hand): side 0 takes High, side 1 Low, Jack and Game,
        // 3 >= 2: the contract is made and awarded in order.
        s = moves(s, "2H 3H TS JH TC 6C 3D 7C 4D KS 5D AH");
        assertEquals(list("high 0 +1 AH", "low 1 +1 2H", "jack 1 +1 JH", "game 1 +1"), awards(s.awards()));
        assertArrayEquals(new int[] {1, 3}, s.scores());
    }
}
