package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.Begging;
import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.Pitch;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import io.github.allfours.rules.TurnUp;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A {@link RuleSet} compiled once into what the engine runs: the table's numbers and, for each rule
 * group, the small mechanic or phase object that owns it. Nothing outside these objects reads a rule
 * option, and nothing anywhere asks which variant is being played: each phase and mechanic was chosen
 * here, once. Shared by every state of every match under equal rules.
 */
final class Table {
    final int seats;
    final int sides;
    final int target;
    final int handSize;
    final int[] packets;
    final int[] sideOf;
    final int allSeats;             // a bit per seat

    /** How trumps are chosen after the deal: a turn-up (with begging and running) or a pitch. */
    final TrumpChoice trumps;
    /** Trick play and the follow rules. */
    final TrickPlayPhase play;
    /** The beg phase and the dealer's answer, or null in a game without begging. */
    final BegPhase begging;
    /** The vote after a run, or null in a game without bunching. */
    final BunchVotePhase bunchVote;
    /** Discards after a run, or null in a game without them. */
    final DiscardPhase discards;
    /** The auction, or null in a game without one. */
    final BidPhase auction;
    /** Elder's sale after the auction (Commercial Pitch), or null. */
    final SalePhase sale;
    /** How a hand is counted. */
    final HandCount count;
    /** Table mode's out-of-turn actions, or {@link Claims#NONE} in the strict default. */
    final Claims claims;
    /** What happens when a trick is taken, beyond the next lead; {@link TrickEnd#NONE} when nothing does. */
    final TrickEnd trickEnd;

    private final PhaseRules[] byPhase = new PhaseRules[Phase.values().length];
    private final Phase[] callPhase = new Phase[Call.values().length];

    private static final int CACHE_LIMIT = 256;
    /** Compiled tables by rule set value: matches under equal rules share one. */
    private static final ConcurrentHashMap<RuleSet, Table> CACHE = new ConcurrentHashMap<>();

    /**
     * @param rules a rule set
     * @return its compiled table, shared with every other match under equal rules
     */
    static Table of(RuleSet rules) {
        Table t = CACHE.get(rules);
        if (t == null) {
            if (CACHE.size() >= CACHE_LIMIT) {
                CACHE.clear();      // many different house rules: start over rather than grow
            }
            t = CACHE.computeIfAbsent(rules, Table::new);
        }
        return t;
    }

    private Table(RuleSet rules) {
        seats = rules.seats();
        sides = rules.sides();
        target = rules.target();
        handSize = rules.handSize();
        packets = rules.packets().stream().mapToInt(Integer::intValue).toArray();
        sideOf = new int[seats];
        for (int s = 0; s < seats; s++) {
            sideOf[s] = rules.sideOf(s);
        }
        allSeats = (1 << seats) - 1;

        play = rules.tableMode().isPresent() ? new TableModePlayPhase(rules.follow(), rules.tableMode().get())
            : new TrickPlayPhase(rules.follow());
        claims = rules.tableMode().<Claims>map(TableClaimsMechanic::new).orElse(Claims.NONE);
        if (claims.any()) {
            byPhase[Phase.CLAIMS.ordinal()] = new ClaimsPhase();
            callPhase[Call.COUNT.ordinal()] = Phase.CLAIMS;
        }
        Auction auctionRule = rules.trumps() instanceof Auction a ? a : null;
        count = new FourPointsMechanic(rules.scoring(), auctionRule);
        TrickEnd points = rules.scoring().trickPoints() ? new TrickPointsMechanic(rules.scoring()) : null;
        TrickEnd draws = rules.trumps() instanceof Stock stock ? new StockDrawsMechanic(stock) : null;
        trickEnd = points == null ? draws == null ? TrickEnd.NONE : draws : draws == null ? points : (s, t, e) -> {
            points.afterTrick(s, t, e);
            draws.afterTrick(s, t, e);
        };
        byPhase[Phase.PLAY.ordinal()] = play;
        callPhase[Call.THROW_IN.ordinal()] = rules.follow().throwIn() ? Phase.PLAY : null;

        if (rules.trumps() instanceof TurnUp turnUp) {
            TurnUpMechanic choice = new TurnUpMechanic(turnUp);
            trumps = choice;
            Begging b = turnUp.begging().orElse(null);
            begging = b == null ? null : new BegPhase(b, choice);
            bunchVote = b != null && b.run().bunching() ? new BunchVotePhase(choice) : null;
            discards = b != null && b.run().discard() != DiscardRule.NEVER ? new DiscardPhase(b.run().discard()) : null;
        } else if (rules.trumps() instanceof Stock stock) {
            trumps = new StockTrumpsMechanic(stock);
            begging = null;
            bunchVote = null;
            discards = null;
        } else if (auctionRule != null) {
            trumps = new AuctionMechanic();
            begging = null;
            bunchVote = null;
            discards = null;
        } else {
            trumps = new PitchMechanic((Pitch) rules.trumps());
            begging = null;
            bunchVote = null;
            discards = null;
        }
        auction = auctionRule == null ? null : new BidPhase(auctionRule);
        if (auction != null) {
            byPhase[Phase.BID.ordinal()] = auction;
            callPhase[Call.PASS.ordinal()] = Phase.BID;
        }
        sale = auctionRule != null && auctionRule.elderSells() ? new SalePhase() : null;
        if (sale != null) {
            byPhase[Phase.SALE.ordinal()] = sale;
            callPhase[Call.SELL.ordinal()] = Phase.SALE;
            callPhase[Call.REFUSE.ordinal()] = Phase.SALE;
        }
        if (begging != null) {
            byPhase[Phase.BEG.ordinal()] = begging;
            byPhase[Phase.GIVE.ordinal()] = begging;
            callPhase[Call.STAND.ordinal()] = Phase.BEG;
            callPhase[Call.BEG.ordinal()] = Phase.BEG;
            callPhase[Call.GIVE.ordinal()] = Phase.GIVE;
            callPhase[Call.RUN.ordinal()] = Phase.GIVE;
        }
        if (bunchVote != null) {
            byPhase[Phase.BUNCH_VOTE.ordinal()] = bunchVote;
            callPhase[Call.BUNCH.ordinal()] = Phase.BUNCH_VOTE;
            callPhase[Call.KEEP.ordinal()] = Phase.BUNCH_VOTE;
        }
        if (discards != null) {
            byPhase[Phase.DISCARD.ordinal()] = discards;
        }
    }

    /** Returns the rules of {@code phase}, or null for a phase in which nobody acts (DEAL, MATCH_OVER). */
    PhaseRules rules(Phase phase) {
        return byPhase[phase.ordinal()];
    }

    /**
     * Returns the phase in which {@code action} is taken under these rules, or null when these rules do not
     * have it at all.
     */
    Phase phaseOf(Action action) {
        if (action instanceof Call call) {
            return callPhase[call.ordinal()];
        }
        if (action instanceof Bid) {
            return auction == null ? null : Phase.BID;
        }
        if (action instanceof Play) {
            return Phase.PLAY;
        }
        if (action instanceof Discard) {
            return discards == null ? null : Phase.DISCARD;
        }
        return null;        // Expose and CardCall: claims, taken only in table mode (see Claims)
    }

    int next(int seat) {
        int n = seat + 1;
        return n == seats ? 0 : n;
    }
}
