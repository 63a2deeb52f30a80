package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.AllPass;
import io.github.allfours.rules.Auction;
import java.util.ArrayList;
import java.util.List;

/**
 * The auction of Auction Pitch and Commercial Pitch (docs/rules.md, "Bidding"): from elder (or, when
 * elder sells, from elder's left) round to the dealer, each seat passes or bids once, each bid above the
 * high bid; the dealer speaks last and, when everyone before has passed, must bid (or, under the other
 * rules, may pass too: the hand is thrown in, or elder pitches under no contract). The winner of the
 * auction leads the first trick, and that card fixes trumps; when elder sells, {@link SalePhase} comes
 * first.
 *
 * <p>Its legality word holds bit 0 for {@code pass} and bit {@code n} for {@code bid n}. Every call, pass or
 * bid, is recorded in the deal for {@link GameState#auction()} ({@link AuctionLog}).
 */
final class BidPhase extends PhaseRules {
    private static final long PASS_BIT = 1;

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final List<Action>[] LISTS = new List[1 << (Auction.MAX_BID + 1)];

    static {
        for (int mask = 0; mask < LISTS.length; mask++) {
            List<Action> members = new ArrayList<>();
            if ((mask & PASS_BIT) != 0) {
                members.add(Call.PASS);
            }
            for (int n = 1; n <= Auction.MAX_BID; n++) {
                if ((mask & (1 << n)) != 0) {
                    members.add(Bid.of(n));
                }
            }
            LISTS[mask] = List.copyOf(members);
        }
    }

    private final int minimum;
    private final int maximum;
    private final boolean dealerMustBid;
    private final AllPass allPass;
    private final boolean dealerMayTake;
    private final boolean elderSells;

    BidPhase(Auction rule) {
        minimum = rule.minimumBid();
        maximum = rule.maximumBid();
        allPass = rule.allPass();
        dealerMustBid = allPass == AllPass.DEALER_MUST_BID;
        dealerMayTake = rule.dealerMayTake();
        elderSells = rule.elderSells();
    }

    @Override
    long decide(GameState s) {
        int seat = s.toAct;
        boolean dealer = seat == s.match.dealer;
        int high = s.deal.contract;
        int lowest = Math.max(minimum, dealer && dealerMayTake && high > 0 ? high : high + 1);
        long word = dealer && dealerMustBid && high == 0 ? 0 : PASS_BIT;
        for (int n = lowest; n <= maximum; n++) {
            word |= 1L << n;
        }
        return word;
    }

    @Override
    List<Action> legalActions(GameState s) {
        return LISTS[(int) s.legal];
    }

    @Override
    Reason refuse(GameState s, int seat, Action action) {
        if (action instanceof Bid b) {
            return (s.legal & (1L << b.points())) != 0 ? null : Reason.BID_TOO_LOW;
        }
        return (s.legal & PASS_BIT) != 0 ? null : Reason.MUST_BID;
    }

    @Override
    void apply(GameState s, int seat, Action action, EventListener events) {
        Deal d = s.writableDeal();
        if (action instanceof Bid b) {
            d.contract = (byte) b.points();
            d.contractor = (byte) seat;
            AuctionLog.record(d, seat, AuctionLog.bid(b.points()));
            if (events != EventListener.NONE) {
                events.on(new GameEvent.BidMade(seat, b.points()));
            }
        } else {
            AuctionLog.record(d, seat, AuctionLog.PASS);
            if (events != EventListener.NONE) {
                events.on(new GameEvent.Called(seat, Call.PASS));
            }
        }
        CompiledRules compiled = s.match.compiled;
        switch (after(seat, s.match.dealer, s.deal.contract)) {
            case NEXT_BIDDER -> s.toAct = (byte) compiled.next(seat);
            case THROWN_IN -> Counting.finish(s, true, events);      // the next dealer deals
            case PITCH_WITHOUT_CONTRACT -> TrickPlayPhase.start(s);  // elder pitches under no contract
            case SALE -> s.enter(Phase.SALE, compiled.next(s.match.dealer));
            case PITCH -> {
                s.writableDeal().firstLeader = s.deal.contractor;
                TrickPlayPhase.start(s);
            }
        }
    }

    /** Where an auction goes after a call: the engine's one statement of the auction's turn order. */
    enum Next {
        /** The next seat in play order bids. */
        NEXT_BIDDER,
        /** Everyone passed and the hand is thrown in unplayed; the next dealer deals. */
        THROWN_IN,
        /** Everyone passed and elder pitches under no contract. */
        PITCH_WITHOUT_CONTRACT,
        /** Elder sells or refuses the high bid ({@link SalePhase}). */
        SALE,
        /** The high bidder pitches. */
        PITCH
    }

    /** Whether elder sells or refuses the high bid instead of bidding (Commercial Pitch). */
    boolean elderSells() {
        return elderSells;
    }

    /**
     * The seat that speaks first: elder, or elder's left when elder sells instead of bidding.
     *
     * @param table  the table
     * @param dealer the dealer
     * @return the first bidder
     */
    int firstBidder(CompiledRules compiled, int dealer) {
        int elder = compiled.next(dealer);
        return elderSells ? compiled.next(elder) : elder;
    }

    /**
     * Where the auction goes once {@code seat} has called, the high bid then being {@code contract} (0 for none):
     * every seat before the dealer hands on to its left; the dealer, speaking last, ends the bidding.
     *
     * @param seat     the seat that called
     * @param dealer   the dealer
     * @param contract the high bid after the call, or 0
     * @return what follows
     */
    Next after(int seat, int dealer, int contract) {
        if (seat != dealer) {
            return Next.NEXT_BIDDER;
        }
        if (contract == 0) {
            return allPass == AllPass.NEXT_DEALER_DEALS ? Next.THROWN_IN : Next.PITCH_WITHOUT_CONTRACT;
        }
        return elderSells ? Next.SALE : Next.PITCH;
    }

    @Override
    String expected(GameState s) {
        return "seat " + s.toAct + " must " + ((s.legal & PASS_BIT) != 0 ? "pass or bid" : "bid")
            + " (high bid " + (s.deal.contract == 0 ? "none" : s.deal.contract + " by seat " + s.deal.contractor) + ")";
    }

    /** Words the refusal of a bid: the bids this seat may make now. */
    static String allowed(GameState s) {
        StringBuilder sb = new StringBuilder();
        for (int n = 1; n <= Auction.MAX_BID; n++) {
            if ((s.legal & (1L << n)) != 0) {
                sb.append(sb.length() == 0 ? "" : ", ").append(n);
            }
        }
        return sb.length() == 0 ? "no bid is possible" : "bids allowed: " + sb;
    }
}
