package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.AuctionCall;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.Contract;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.game.Setup;
import io.github.allfours.game.SetupProblem;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The calls of the current hand's auction, kept in one {@code int} of the {@link Deal} ({@code Deal.auction})
 * so that recording a call allocates nothing, and read back as {@link AuctionCall}s for
 * {@link GameState#auction()} and the views.
 *
 * <p>The packing: four bits per seat, seat {@code k} at bits {@code 4k..4k+3}, holding {@link #NOT_SPOKEN} (0),
 * {@link #PASS} (1), {@code 1 + n} for {@code bid n}, {@link #SELL} or {@link #REFUSE}. It always fits: a table
 * has at most {@link RuleSet#MAX_SEATS} (8) seats, so 32 bits, and a bid is at most {@link Auction#MAX_BID}
 * (4 points, code 5), below {@link #SELL} (6) and {@link #REFUSE} (7), all below 16 (the static check below
 * fails the class's loading if either bound changes). One code per seat is the whole auction because a seat
 * speaks at most once (docs/rules.md, "Bidding"): the bidders each once, in play order from the first bidder
 * (elder, or elder's left in Commercial Pitch) to the dealer, then, in Commercial Pitch, elder once to sell or
 * refuse (elder does not bid there, so its code is free for that answer). The order of the calls is therefore
 * the order of the seats from the first bidder, elder's answer last, and need not be stored.
 *
 * <p>Elder's {@code sell} or {@code refuse} is recorded as a call of the auction: every seat hears it, it
 * settles who pitches under which contract, and a bidding box shows it with the bids.
 *
 * <p>A position given without its calls ({@link Setup#auction()} empty, or only the most recent calls) leaves the
 * seats that spoke before unrecorded; the calls made after it are recorded all the same, and read back in order
 * after the unknown ones: the calls known, the most recent of the auction.
 */
final class AuctionLog {
    private AuctionLog() {
    }

    /** Bits a seat's code takes. */
    static final int BITS = 4;
    /** The code of a seat that has not spoken. */
    static final int NOT_SPOKEN = 0;
    /** The code of a pass. */
    static final int PASS = 1;
    /** The code of elder's sale (Commercial Pitch). */
    static final int SELL = 2 + Auction.MAX_BID;
    /** The code of elder's refusal (Commercial Pitch). */
    static final int REFUSE = SELL + 1;

    /** The shared calls, by seat and code. */
    private static final AuctionCall[][] CALLS = new AuctionCall[RuleSet.MAX_SEATS][REFUSE + 1];

    static {
        if (REFUSE >= 1 << BITS || RuleSet.MAX_SEATS * BITS > Integer.SIZE) {
            throw new AssertionError("the auction's codes no longer fit " + BITS + " bits a seat in an int");
        }
        for (int seat = 0; seat < RuleSet.MAX_SEATS; seat++) {
            for (int code = PASS; code <= REFUSE; code++) {
                CALLS[seat][code] = new AuctionCall(seat, action(code));
            }
        }
    }

    /** The code of a bid of {@code points}. */
    static int bid(int points) {
        return 1 + points;
    }

    /** The code of an auction call's action. */
    static int code(Action call) {
        if (call instanceof Bid b) {
            return bid(b.points());
        }
        return call == Call.PASS ? PASS : call == Call.SELL ? SELL : REFUSE;
    }

    private static Action action(int code) {
        return switch (code) {
            case PASS -> Call.PASS;
            case SELL -> Call.SELL;
            case REFUSE -> Call.REFUSE;
            default -> Bid.of(code - 1);
        };
    }

    /** Records {@code seat}'s call (a code of this class) in the deal of a state being built: no allocation. */
    static void record(Deal d, int seat, int code) {
        d.auction |= code << (BITS * seat);
    }

    /** The code of {@code seat} in a packed auction. */
    private static int codeOf(int packed, int seat) {
        return (packed >>> (BITS * seat)) & ((1 << BITS) - 1);
    }

    /**
     * The calls of a state's hand so far, oldest first; empty before anyone speaks and without an auction. A seat
     * with no call recorded is skipped: in play none is, since each speaks in turn, and in a state made from a
     * setup without its earlier calls these are the seats that spoke unrecorded.
     */
    static List<AuctionCall> calls(GameState s) {
        int packed = s.deal.auction;
        if (packed == 0) {
            return List.of();
        }
        CompiledRules compiled = s.match.compiled;
        int dealer = s.match.dealer;
        int elder = compiled.next(dealer);
        BidPhase bidding = compiled.bidding();
        boolean sells = bidding.elderSells();
        List<AuctionCall> out = new ArrayList<>(compiled.seats);
        int seat = bidding.firstBidder(compiled, dealer);
        for (int k = 0; k < compiled.seats; k++, seat = compiled.next(seat)) {
            int code = codeOf(packed, seat);
            if (code != NOT_SPOKEN) {
                out.add(CALLS[seat][code]);
            }
            if (seat == dealer) {
                break;
            }
        }
        if (sells && codeOf(packed, elder) != NOT_SPOKEN) {
            out.add(CALLS[elder][codeOf(packed, elder)]);
        }
        return List.copyOf(out);
    }

    /** Packs calls that {@link #check} found to be an auction of the setup's rules. */
    static int pack(List<AuctionCall> calls) {
        int packed = 0;
        for (AuctionCall c : calls) {
            packed |= code(c.call()) << (BITS * c.seat());
        }
        return packed;
    }

    /**
     * Checks a setup's auction calls ({@link Setup#auction()}) by the engine's own bidding and sale rules: each
     * call made by the seat whose turn it was (the turn order of {@link BidPhase#firstBidder} and
     * {@link BidPhase#after}, which the auction itself follows) and legal at that moment (the phases' own
     * {@code decide} and {@code refuse}), the high bid they give the setup's contract, the phase and seat to act
     * where they leave the auction. An empty list is a position given without its calls, and is not checked here
     * (the contract alone is, by {@link SetupCheck#contract()}). A list that does not start with the first bidder's
     * call holds the most recent calls only: it is checked from its first call (a bidder's pass or bid, or elder's
     * sale), the calls before unknown; when it holds no bid, the high bid before it is the setup's contract.
     */
    static void check(SetupCheck check) {
        Setup x = check.x;
        List<AuctionCall> calls = x.auction();
        if (calls.isEmpty()) {
            return;
        }
        CompiledRules compiled = check.compiled;
        if (!compiled.has(Phase.BID)) {
            check.add(SetupProblem.Kind.CONTRACT, "these rules have no auction, yet " + calls.size()
                + " auction calls are given");
            return;
        }
        GameState probe = probe(x, compiled);
        int dealer = x.dealer();
        AuctionCall first = calls.get(0);
        boolean sale = first.call() == Call.SELL || first.call() == Call.REFUSE;
        int seat = sale ? compiled.next(dealer) : first.seat();
        Phase phase = sale ? Phase.SALE : Phase.BID;
        int firstBidder = compiled.bidding().firstBidder(compiled, dealer);
        if (seat != firstBidder || sale) {                   // the most recent calls: those before are unknown
            if (!sale && check.turnFrom(firstBidder, seat) > check.turnFrom(firstBidder, dealer)) {
                check.add(SetupProblem.Kind.CONTRACT, "auction call 0 (" + first + "): seat " + seat
                    + " does not bid in this auction");
                return;
            }
            if (calls.stream().noneMatch(c -> c.call() instanceof Bid)) {
                x.contract().ifPresent(c -> {
                    probe.deal.contract = (byte) c.points();
                    probe.deal.contractor = (byte) c.seat();
                });
            }
        }
        End end = replay(check, probe, calls, seat, phase);
        if (end != null) {
            compare(check, probe, end);
        }
    }

    /**
     * Where replayed calls leave the auction.
     *
     * @param phase the phase, or null when the auction is over
     * @param seat  the seat to act in it
     */
    private record End(Phase phase, int seat) {
    }

    /** A state to ask the bidding phases' rules with: the setup's table and dealer, no bid yet. */
    private static GameState probe(Setup x, CompiledRules compiled) {
        GameState probe = new GameState();
        probe.match = new Match();
        probe.match.rules = x.rules();
        probe.match.compiled = compiled;
        probe.match.dealer = x.dealer();
        probe.deal = new Deal();
        probe.deal.contractor = GameState.NONE;
        return probe;
    }

    /**
     * Replays the calls on the probe from {@code seat} in {@code phase}; returns where they leave the auction, or
     * null after a problem.
     */
    private static End replay(SetupCheck check, GameState probe, List<AuctionCall> calls, int seat, Phase phase) {
        CompiledRules compiled = check.compiled;
        BidPhase bidding = compiled.bidding();
        int dealer = check.x.dealer();
        for (int i = 0; i < calls.size(); i++) {
            AuctionCall c = calls.get(i);
            String which = "auction call " + i + " (" + c + ")";
            if (phase == null) {
                check.add(SetupProblem.Kind.CONTRACT, which + " comes after the auction is over");
                return null;
            }
            if (c.seat() != seat) {
                check.add(SetupProblem.Kind.CONTRACT, which + ": seat " + seat + " speaks at that point");
                return null;
            }
            boolean bid = phase == Phase.BID;
            if (bid != (c.call() == Call.PASS || c.call() instanceof Bid)) {
                check.add(SetupProblem.Kind.CONTRACT, which + ": " + (bid ? "a bidder passes or bids" : "elder sells or refuses"));
                return null;
            }
            probe.toAct = (byte) seat;
            PhaseRules rules = compiled.phase(phase);
            probe.legal = rules.decide(probe);
            Reason refused = rules.refuse(probe, seat, c.call());
            if (refused != null) {
                check.add(SetupProblem.Kind.CONTRACT, which + ": " + Messages.describe(probe, refused, seat, c.call()));
                return null;
            }
            if (c.call() instanceof Bid b) {
                probe.deal.contract = (byte) b.points();
                probe.deal.contractor = (byte) seat;
            } else if (c.call() == Call.REFUSE) {
                probe.deal.contractor = (byte) seat;
            }
            if (!bid) {
                phase = null;       // the sale settles the contract: the auction is over
                continue;
            }
            switch (bidding.after(seat, dealer, probe.deal.contract)) {
                case NEXT_BIDDER -> seat = compiled.next(seat);
                case SALE -> {
                    phase = Phase.SALE;
                    seat = compiled.next(dealer);
                }
                case THROWN_IN -> {
                    check.add(SetupProblem.Kind.CONTRACT, "every seat passed: under these rules the hand was thrown in "
                        + "and the next dealer deals");
                    phase = null;
                }
                case PITCH, PITCH_WITHOUT_CONTRACT -> phase = null;
            }
        }
        return new End(phase, seat);
    }

    /** The contract, phase and seat to act the replayed calls leave, against the setup's. */
    private static void compare(SetupCheck check, GameState probe, End end) {
        Setup x = check.x;
        Phase phase = end.phase();
        int seat = end.seat();
        Optional<Contract> contract = probe.deal.contract == 0 ? Optional.empty()
            : Optional.of(new Contract(probe.deal.contractor, probe.deal.contract));
        if (!contract.equals(x.contract())) {
            check.add(SetupProblem.Kind.CONTRACT, "the auction calls give the contract " + contract.map(Object::toString).orElse("none")
                + ", not " + x.contract().map(Object::toString).orElse("none"));
        }
        // a match may end in the middle of an auction (table mode's penalties score at any time): no one is then to act
        boolean turnDiffers = x.phase() != Phase.MATCH_OVER && (x.phase() != phase || x.toAct() != seat);
        if (phase != null ? turnDiffers : x.phase() == Phase.BID || x.phase() == Phase.SALE || x.phase() == Phase.DEAL) {
            check.add(SetupProblem.Kind.TURN, "after the auction calls " + (phase == null ? "the auction is over"
                : "seat " + seat + " is to act in phase " + phase) + ", not seat " + x.toAct() + " in phase " + x.phase());
        }
    }
}
