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
import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A {@link RuleSet} compiled once into what the engine runs: the table's numbers and, for each rule
 * group, the small mechanic or phase object that owns it. Nothing outside these objects reads a rule
 * option, and nothing anywhere asks which variant is being played: each phase and mechanic was chosen
 * here, once. No slot is ever null: a phase these rules do not have is {@link PhaseRules#NONE}, a
 * mechanic with nothing to do its own {@code NONE}. Shared by every state of every match under equal
 * rules.
 */
final class CompiledRules {
    final int seats;
    final int sides;
    final int target;
    final int handSize;
    final int[] packets;
    final int[] sideOf;
    final int allSeats;             // a bit per seat

    /** How trumps are chosen after the deal: a turn-up (with begging and running), a pitch, an auction, a stock. */
    final TrumpChoice trumps;
    /** Trick play and the follow rules. */
    final TrickPlayPhase play;
    /** Discards after a run; {@link DiscardPhase#NONE}, never due, in a game without them. */
    final DiscardPhase discards;
    /** How a hand is counted. */
    final HandCount count;
    /** Table mode's out-of-turn actions, or {@link Claims#NONE} in the strict default. */
    final Claims claims;
    /** What happens when a trick is taken, beyond the next lead; {@link TrickEnd#NONE} when nothing does. */
    final TrickEnd trickEnd;

    /** The rules of each phase, by ordinal; {@link PhaseRules#NONE} for a phase nobody acts in under these rules. */
    private final PhaseRules[] byPhase = new PhaseRules[Phase.values().length];
    /** The phase each call is made in under these rules, by ordinal; null for a call these rules do not have. */
    private final Phase[] callPhase = new Phase[Call.values().length];

    private static final int CACHE_LIMIT = 256;
    /** Compiled rules by rule set value: matches under equal rules share them. */
    private static final ConcurrentHashMap<RuleSet, CompiledRules> CACHE = new ConcurrentHashMap<>();

    /**
     * @param rules a rule set
     * @return its compiled rules, shared with every other match under equal rules
     */
    static CompiledRules of(RuleSet rules) {
        CompiledRules c = CACHE.get(rules);
        if (c == null) {
            if (CACHE.size() >= CACHE_LIMIT) {
                CACHE.clear();      // many different house rules: start over rather than grow
            }
            c = CACHE.computeIfAbsent(rules, CompiledRules::new);
        }
        return c;
    }

    private CompiledRules(RuleSet rules) {
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
        Arrays.fill(byPhase, PhaseRules.NONE);

        play = rules.tableMode().isPresent() ? new TableModePlayPhase(rules.follow(), rules.tableMode().get())
            : new TrickPlayPhase(rules.follow());
        byPhase(Phase.PLAY, play);
        callPhase[Call.THROW_IN.ordinal()] = rules.follow().throwIn() ? Phase.PLAY : null;
        claims = rules.tableMode().<Claims>map(TableClaimsMechanic::new).orElse(Claims.NONE);
        if (claims.any()) {
            byPhase(Phase.CLAIMS, new ClaimsPhase(), Call.COUNT);
        }
        Auction auction = rules.trumps() instanceof Auction a ? a : null;
        count = new FourPointsMechanic(rules.scoring(), auction);
        trickEnd = trickEnd(rules);
        trumps = trumpChoice(rules);
        discards = discardPhase(rules);
        if (discards != DiscardPhase.NONE) {
            byPhase(Phase.DISCARD, discards);
        }
    }

    /** The trick-end mechanic: trick points, draws from a stock, both in that order, or nothing. */
    private static TrickEnd trickEnd(RuleSet rules) {
        TrickEnd points = rules.scoring().trickPoints() ? new TrickPointsMechanic(rules.scoring()) : TrickEnd.NONE;
        TrickEnd draws = rules.trumps() instanceof Stock stock ? new StockDrawsMechanic(stock) : TrickEnd.NONE;
        if (points == TrickEnd.NONE || draws == TrickEnd.NONE) {
            return points == TrickEnd.NONE ? draws : points;
        }
        return new TrickEnd() {
            @Override
            public void afterTrick(GameState s, TakenTrick t, io.github.allfours.game.EventListener e) {
                points.afterTrick(s, t, e);
                draws.afterTrick(s, t, e);
            }

            @Override
            public boolean drawsFaceDown() {
                return draws.drawsFaceDown();
            }
        };
    }

    /** The trump-choice mechanic, with the phases in which seats settle trumps before play. */
    private TrumpChoice trumpChoice(RuleSet rules) {
        if (rules.trumps() instanceof TurnUp turnUp) {
            TurnUpMechanic choice = new TurnUpMechanic(turnUp);
            Begging b = turnUp.begging().orElse(null);
            if (b != null) {
                BegPhase begging = new BegPhase(b, choice);
                byPhase(Phase.BEG, begging, Call.STAND, Call.BEG);
                byPhase(Phase.GIVE, begging, Call.GIVE, Call.RUN);
                if (b.run().bunching()) {
                    byPhase(Phase.BUNCH_VOTE, new BunchVotePhase(choice), Call.BUNCH, Call.KEEP);
                }
            }
            return choice;
        }
        if (rules.trumps() instanceof Stock stock) {
            return new StockTrumpsMechanic(stock);
        }
        if (rules.trumps() instanceof Auction auction) {
            byPhase(Phase.BID, new BidPhase(auction), Call.PASS);
            if (auction.elderSells()) {
                byPhase(Phase.SALE, new SalePhase(), Call.SELL, Call.REFUSE);
            }
            return new AuctionMechanic();
        }
        return new PitchMechanic((Pitch) rules.trumps());
    }

    /** The discards after a run, where the rules have them. */
    private static DiscardPhase discardPhase(RuleSet rules) {
        DiscardRule rule = rules.trumps() instanceof TurnUp turnUp
            ? turnUp.begging().map(b -> b.run().discard()).orElse(DiscardRule.NEVER) : DiscardRule.NEVER;
        return rule == DiscardRule.NEVER ? DiscardPhase.NONE : new DiscardPhase(rule);
    }

    /** Puts {@code rules} in charge of {@code phase}, in which {@code calls} are made. */
    private void byPhase(Phase phase, PhaseRules rules, Call... calls) {
        byPhase[phase.ordinal()] = rules;
        for (Call c : calls) {
            callPhase[c.ordinal()] = phase;
        }
    }

    /**
     * The rules of a phase.
     *
     * @param phase a phase
     * @return its rules; {@link PhaseRules#NONE} for a phase in which nobody acts (DEAL, MATCH_OVER) or that
     *         these rules do not have
     */
    PhaseRules phase(Phase phase) {
        return byPhase[phase.ordinal()];
    }

    /** Whether these rules have {@code phase} as one in which a seat acts. */
    boolean has(Phase phase) {
        return byPhase[phase.ordinal()] != PhaseRules.NONE;
    }

    /**
     * The auction's phase.
     *
     * @return the rules of {@link Phase#BID}
     * @throws IllegalStateException if these rules have no auction ({@link #has} is false for {@code BID})
     */
    BidPhase bidding() {
        if (byPhase[Phase.BID.ordinal()] instanceof BidPhase b) {
            return b;
        }
        throw new IllegalStateException("these rules have no auction");
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
            return has(Phase.BID) ? Phase.BID : null;
        }
        if (action instanceof Play) {
            return Phase.PLAY;
        }
        if (action instanceof Discard) {
            return has(Phase.DISCARD) ? Phase.DISCARD : null;
        }
        return null;        // Expose and CardCall: claims, taken only in table mode (see Claims)
    }

    int next(int seat) {
        int n = seat + 1;
        return n == seats ? 0 : n;
    }
}
