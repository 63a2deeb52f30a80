package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.playOutHand;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.check.InvariantChecker;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.AuctionCall;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.Contract;
import io.github.allfours.game.InvalidSetupException;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Setup;
import io.github.allfours.game.SetupProblem;
import io.github.allfours.json.AllFoursJson;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every seat hears the whole auction of the hand (docs/rules.md, "Bidding" and "Commercial Pitch"):
 * {@link GameState#auction()} and every {@link SeatView#auction()} list who passed and who bid what, in
 * order, until the next deal. Four seats, seat 0 deals, so seat 1 is elder; the auctions below are written
 * out call by call.
 */
class AuctionCallsTest {
    private static GameState auctionPitch() {
        GameState s = GameState.start(AuctionPitch.FOUR, 11L);
        assertEquals(0, s.dealer());
        assertEquals(Phase.BID, s.phase());
        return s;
    }

    private static AuctionCall call(int seat, Action call) {
        return new AuctionCall(seat, call);
    }

    /** Every seat's view and a spectator's list exactly {@code expected}, as the state does. */
    private static void everyoneHears(GameState s, List<AuctionCall> expected) {
        assertEquals(expected, s.auction());
        for (int seat = 0; seat < s.rules().seats(); seat++) {
            assertEquals(expected, s.viewFor(seat).auction(), "seat " + seat);
        }
        assertEquals(expected, s.spectatorView().auction(), "spectator");
    }

    @Test
    @DisplayName("Auction Pitch: pass, bid 2, pass, dealer bids 3: every view lists those calls in order; a new deal clears them")
    void everySeatHearsTheCallsInOrder() {
        GameState s = auctionPitch();
        everyoneHears(s, List.of());
        s = moves(s, "pass");
        everyoneHears(s, List.of(call(1, Call.PASS)));
        s = moves(s, "bid 2");
        everyoneHears(s, List.of(call(1, Call.PASS), call(2, Bid.of(2))));
        s = moves(s, "pass bid 3");
        List<AuctionCall> auction = List.of(call(1, Call.PASS), call(2, Bid.of(2)), call(3, Call.PASS), call(0, Bid.of(3)));
        everyoneHears(s, auction);
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(Optional.of(new Contract(0, 3)), s.contract());
        s = s.apply(s.legalActions().get(0));       // the dealer pitches: trumps are fixed, the calls stay
        everyoneHears(s, auction);
        s = playOutHand(s);
        assertEquals(1, s.handNumber());
        assertEquals(Phase.BID, s.phase());
        everyoneHears(s, List.of());
    }

    @Test
    @DisplayName("Commercial Pitch: elder's refusal and sale are the auction's last call")
    void elderAnswersLast() {
        GameState s = GameState.start(CommercialPitch.FOUR, 11L);
        assertEquals(2, s.toAct(), "elder's left bids first");
        s = moves(s, "bid 1 pass bid 2");
        assertEquals(Phase.SALE, s.phase());
        List<AuctionCall> bids = List.of(call(2, Bid.of(1)), call(3, Call.PASS), call(0, Bid.of(2)));
        everyoneHears(s, bids);
        GameState refused = moves(s, "refuse");
        everyoneHears(refused, List.of(bids.get(0), bids.get(1), bids.get(2), call(1, Call.REFUSE)));
        assertEquals(Optional.of(new Contract(1, 2)), refused.contract());
        GameState sold = moves(s, "sell");
        everyoneHears(sold, List.of(bids.get(0), bids.get(1), bids.get(2), call(1, Call.SELL)));
        assertEquals(Optional.of(new Contract(0, 2)), sold.contract());
    }

    @Test
    @DisplayName("states that differ only in their auction are not equal, nor are their views")
    void theAuctionIsPartOfTheState() {
        GameState a = moves(auctionPitch(), "pass bid 2 pass bid 3");
        GameState b = moves(auctionPitch(), "bid 1 bid 2 pass bid 3");
        assertEquals(a.contract(), b.contract());
        assertEquals(a.setup().withAuction(List.of()), b.setup().withAuction(List.of()), "the same position otherwise");
        assertNotEquals(a, b);
        assertNotEquals(a.hashCode(), b.hashCode());
        for (int seat = 0; seat < 4; seat++) {
            assertNotEquals(a.viewFor(seat), b.viewFor(seat));
        }
        assertEquals(a, moves(auctionPitch(), "pass bid 2 pass bid 3"));
    }

    @Test
    @DisplayName("a setup keeps the calls, and calls no auction allows are refused")
    void setupsCarryTheCalls() {
        GameState s = moves(auctionPitch(), "pass bid 2");
        GameState rebuilt = GameState.from(s.setup());
        assertEquals(s.setup(), rebuilt.setup(), "the same position (the deck order of the cards dealt differs)");
        assertEquals(List.of(call(1, Call.PASS), call(2, Bid.of(2))), rebuilt.auction());
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(s.viewFor(seat), rebuilt.viewFor(seat));
        }
        Setup tooLow = s.setup().withAuction(List.of(call(1, Bid.of(2)), call(2, Bid.of(2))))
            .withContract(Optional.of(new Contract(2, 2)));
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(tooLow));
        assertTrue(e.kinds().contains(SetupProblem.Kind.CONTRACT), e.getMessage());
        assertTrue(e.getMessage().contains("bid 2"), e.getMessage());
        Setup outOfTurn = s.setup().withAuction(List.of(call(1, Call.PASS), call(3, Bid.of(2))))
            .withContract(Optional.of(new Contract(3, 2)));
        e = assertThrows(InvalidSetupException.class, () -> GameState.from(outOfTurn));
        assertTrue(e.getMessage().contains("seat 2 speaks at that point"), e.getMessage());
        Setup otherContract = s.setup().withContract(Optional.of(new Contract(2, 1)));
        e = assertThrows(InvalidSetupException.class, () -> GameState.from(otherContract));
        assertTrue(e.getMessage().contains("give the contract"), e.getMessage());
    }

    /**
     * Auction Pitch, seat 0 deals: after "pass, bid 2" the position is given without its calls. The calls made
     * after it are recorded and every seat hears them (they once stayed unrecorded, and the invariant checker
     * reported it); the state's setup then lists those calls, the most recent of the auction, and is itself a
     * position (docs/rules.md, "Bidding").
     */
    @Test
    @DisplayName("a position given without its calls records the calls made after it")
    void aPositionWithoutItsCallsRecordsTheLaterCalls() {
        GameState s = GameState.from(moves(auctionPitch(), "pass bid 2").setup().withAuction(List.of()));
        everyoneHears(s, List.of());
        InvariantChecker checker = new InvariantChecker();
        checker.start(s, "auction-pitch/4 from a setup without calls");
        s = checker.apply(s, Call.PASS);
        everyoneHears(s, List.of(call(3, Call.PASS)));
        GameState rebuilt = GameState.from(s.setup());
        assertEquals(s, rebuilt);
        s = checker.apply(s, Bid.of(3));
        everyoneHears(s, List.of(call(3, Call.PASS), call(0, Bid.of(3))));
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(s.setup(), GameState.from(s.setup()).setup());
        checker.assertNone();

        GameState sale = GameState.from(moves(GameState.start(CommercialPitch.FOUR, 11L), "bid 1 pass bid 2").setup()
            .withAuction(List.of()));
        GameState refused = sale.apply(Call.REFUSE);
        everyoneHears(refused, List.of(call(1, Call.REFUSE)));
        assertEquals(refused, GameState.from(refused.setup()));
    }

    /**
     * The most recent calls of an auction, given without the first: checked from the first one given (which is not
     * the first bidder's), the bids before it unknown, each bid above the one before it in the list.
     */
    @Test
    @DisplayName("a setup may give the most recent calls only; they are checked from the first given")
    void theMostRecentCallsAreChecked() {
        Setup x = moves(auctionPitch(), "pass bid 2").setup();
        GameState later = GameState.from(x.withAuction(List.of(call(2, Bid.of(2)))));
        assertEquals(List.of(call(2, Bid.of(2))), later.auction());
        assertEquals(List.of(call(2, Bid.of(2))), later.viewFor(1).auction());
        Setup lower = moves(auctionPitch(), "pass bid 2 bid 3").setup().withAuction(List.of(call(2, Bid.of(2)), call(3, Bid.of(2))));
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(lower));
        assertTrue(e.getMessage().contains("auction call 1 (seat 3: bid 2)"), e.getMessage());
        Setup elderBids = moves(GameState.start(CommercialPitch.FOUR, 11L), "bid 1 pass bid 2").setup()
            .withAuction(List.of(call(1, Bid.of(3))));
        e = assertThrows(InvalidSetupException.class, () -> GameState.from(elderBids));
        assertTrue(e.kinds().contains(SetupProblem.Kind.CONTRACT), e.getMessage());
    }

    @Test
    @DisplayName("JSON: a view's auction is written as seat and call, and read back equal")
    void jsonCarriesTheAuction() {
        SeatView v = moves(auctionPitch(), "pass bid 2 pass").viewFor(0);
        String json = AllFoursJson.write(v);
        assertTrue(json.contains("\"auction\":[{\"seat\":1,\"call\":\"pass\"},{\"seat\":2,\"call\":\"bid 2\"},"
            + "{\"seat\":3,\"call\":\"pass\"}]"), json);
        assertEquals(v, AllFoursJson.readView(json, Variants.resolver()));
    }
}
