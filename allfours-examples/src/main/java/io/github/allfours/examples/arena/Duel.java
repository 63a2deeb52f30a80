package io.github.allfours.examples.arena;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.ExpertBot;
import io.github.allfours.bot.IsmctsBot;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.examples.catalogue.ScaledBot;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Contract;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Two bots on duplicate deals: each pair of matches deals the same sequence of deck orders twice with the
 * bots' sides swapped, and the first dealer rotates from pair to pair, so the luck of the cards cancels
 * out. What {@code arena} and {@code arena --ladder} play; the seeds depend only on the run's seed and the
 * pair's number, so results do not depend on threads.
 */
final class Duel {
    private Duel() {
    }

    /** What a pair of matches (or many) added up to; side 0 of the arrays is the first bot, side 1 the second. */
    static final class Tally {
        long aWins;
        long matches;
        long hands;
        long pointDifference;
        long decisions;
        long aDecisions;    // the first bot's decisions that took a search (more than one legal action)
        long aIterations;
        long aNanos;
        // auctions, per bot
        final long[] bidTurns = new long[2];        // turns in an auction
        final long[] bids = new long[2];            // of which a bid, not a pass
        final long[] contracts = new long[2];       // hands the bot's side pitched under its own bid
        final long[] made = new long[2];            // of which made
        final long[] contractPoints = new long[2];  // points its side scored in those hands (a setback counts negative)

        Tally plus(Tally o) {
            Tally t = new Tally();
            t.aWins = aWins + o.aWins;
            t.matches = matches + o.matches;
            t.hands = hands + o.hands;
            t.pointDifference = pointDifference + o.pointDifference;
            t.decisions = decisions + o.decisions;
            t.aDecisions = aDecisions + o.aDecisions;
            t.aIterations = aIterations + o.aIterations;
            t.aNanos = aNanos + o.aNanos;
            for (int i = 0; i < 2; i++) {
                t.bidTurns[i] = bidTurns[i] + o.bidTurns[i];
                t.bids[i] = bids[i] + o.bids[i];
                t.contracts[i] = contracts[i] + o.contracts[i];
                t.made[i] = made[i] + o.made[i];
                t.contractPoints[i] = contractPoints[i] + o.contractPoints[i];
            }
            return t;
        }
    }

    /**
     * Plays one duplicate pair: the same deals twice, the bots' sides swapped.
     *
     * @param rules  a rule set of two sides
     * @param a      the first bot (side 0 in the pair's first match, side 1 in the second)
     * @param b      the second bot
     * @param budget each search's budget
     * @param sees   when the first bot's decisions are taken seeing every card (a measuring stick)
     * @param by     how the measuring stick decides
     * @param seed   the run's seed
     * @param pair   the pair's number
     * @return the tally of both matches
     */
    static Tally playPair(RuleSet rules, Bot a, Bot b, Budget budget, Clairvoyance sees, StickPlayer by, long seed,
                          int pair) {
        Tally t = new Tally();
        long dealSeed = new SplittableRandom(seed).split().nextLong() ^ (pair * 0x9E3779B97F4A7C15L);
        int firstDealer = pair % rules.seats();
        for (int aSide = 0; aSide < 2; aSide++) {
            SplittableRandom random = new SplittableRandom(dealSeed ^ (aSide + 1) * 0xC2B2AE3D27D4EB4FL);
            GameState s = GameState.start(rules, firstDealer, DeckSource.seeded(dealSeed));
            Optional<Contract> contract = Optional.empty();
            List<GameEvent> events = new ArrayList<>();
            while (!s.isOver()) {
                int seat = s.toAct();
                boolean isA = rules.sideOf(seat) == aSide;
                Bot bot = isA ? a : b;
                SeatView view = s.viewFor(seat);
                long before = System.nanoTime();
                Action act;
                boolean seesAll = isA && view.legalActions().size() > 1 && sees.covers(view);
                if (seesAll) {
                    act = by.choose(s, seat, view.legalActions().stream().filter(x -> !x.isClaim()).toList());
                } else {
                    act = bot.choose(view, random, budget);
                }
                if (isA && view.legalActions().size() > 1 && !seesAll) {
                    t.aNanos += System.nanoTime() - before;
                    t.aDecisions++;
                    t.aIterations += searches(a) ? SearchBot.lastIterations() : 0;
                }
                int who = isA ? 0 : 1;
                if (s.phase() == Phase.BID) {
                    t.bidTurns[who]++;
                    if (act != Action.PASS) {
                        t.bids[who]++;
                    }
                }
                if (s.contract().isPresent()) {
                    contract = s.contract();
                }
                events.clear();
                s = s.apply(seat, act, events::add);
                t.decisions++;
                for (GameEvent e : events) {
                    if (e instanceof GameEvent.HandCounted h && contract.isPresent()) {
                        tallyContract(t, rules, contract.get(), h.result().hand(), h.result().awards(), aSide);
                        contract = Optional.empty();
                    } else if (e instanceof GameEvent.Dealt) {
                        contract = Optional.empty();
                    }
                }
            }
            t.matches++;
            if (s.winner().getAsInt() == aSide) {
                t.aWins++;
            }
            t.hands += s.handNumber() + 1;
            for (Award w : s.awards()) {
                t.pointDifference += w.side() == aSide ? w.points() : -w.points();
            }
        }
        return t;
    }

    /** Whether a bot's decisions are searches whose iterations {@link SearchBot#lastIterations} reports. */
    static boolean searches(Bot bot) {
        Bot inner = bot instanceof ScaledBot s ? s.bot() : bot;
        return inner instanceof SearchBot || inner instanceof IsmctsBot || inner instanceof ExpertBot;
    }

    /** A hand played under a contract: whose it was, whether it was made, the contracting side's points. */
    private static void tallyContract(Tally t, RuleSet rules, Contract c, int hand, List<Award> awards, int aSide) {
        int side = rules.sideOf(c.seat());
        int who = side == aSide ? 0 : 1;
        boolean setBack = false;
        long points = 0;
        for (Award w : awards) {
            if (w.hand() == hand && w.side() == side) {
                points += w.points();
                setBack |= w.reason() == AwardReason.SETBACK;
            }
        }
        t.contracts[who]++;
        t.made[who] += setBack ? 0 : 1;
        t.contractPoints[who] += points;
    }

    /**
     * The Wilson score interval of a proportion at 95%.
     *
     * @param wins   successes
     * @param trials trials, at least 1
     * @return the lower and upper bounds
     */
    static double[] wilson(long wins, long trials) {
        double z = 1.959964;
        double p = (double) wins / trials;
        double z2n = z * z / trials;
        double centre = (p + z2n / 2) / (1 + z2n);
        double half = z * Math.sqrt(p * (1 - p) / trials + z2n / (4.0 * trials)) / (1 + z2n);
        return new double[] {centre - half, centre + half};
    }
}
