package io.github.allfours.examples.arena;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.ExpertBot;
import io.github.allfours.bot.IsmctsBot;
import io.github.allfours.bot.LearnedCallsBot;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.card.DeckOrder;
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
import java.util.random.RandomGenerator;

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
        /**
         * Per pair, by its number: the first bot's share of the two matches won, the luck of its deals in the chance of
         * winning, its points less the other bot's over both matches, the luck of its deals in points, the hands of
         * both matches; and each match's figures for {@code --pair-log}.
         */
        final java.util.TreeMap<Integer, double[]> pairs = new java.util.TreeMap<>();

        /** Adds one pair's figures (index 0 and 1: the pair's two matches, the first bot on side 0, then 1). */
        void addPair(double[] won, double[] luckWin, long[] points, double[] luckPoints, long[] hands, int pair) {
            pairs.put(pair, new double[] {(won[0] + won[1]) / 2, (luckWin[0] + luckWin[1]) / 2, points[0] + points[1],
                luckPoints[0] + luckPoints[1], hands[0] + hands[1], won[0], won[1], luckWin[0], luckWin[1], points[0],
                points[1], luckPoints[0], luckPoints[1], hands[0], hands[1]});
        }

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
            t.pairs.putAll(pairs);
            t.pairs.putAll(o.pairs);
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
     * How the arena plays and measures a pair: the bots' random numbers, and the correction for the luck of the deals.
     *
     * @param common      common random numbers: each decision's generator is seeded by the deal, the seat and the
     *                    decision's place in the deal, so that the same cards in the same position get the same
     *                    numbers in both matches of a pair (two equal bots then play both matches alike); otherwise one
     *                    generator per match, seeded by the pair and the side (the arena's first way)
     * @param luckSamples the shuffles each deal's value is compared with for the luck correction ({@link Luck}), or 0
     *                    for none
     */
    record Method(boolean common, int luckSamples) {
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
     * @param method the random numbers and the luck correction
     * @return the tally of both matches
     */
    static Tally playPair(RuleSet rules, Bot a, Bot b, Budget budget, Clairvoyance sees, StickPlayer by, long seed,
                          int pair, Method method) {
        Tally t = new Tally();
        long dealSeed = new SplittableRandom(seed).split().nextLong() ^ (pair * 0x9E3779B97F4A7C15L);
        int firstDealer = pair % rules.seats();
        DeckSource deals = DeckSource.seeded(dealSeed);
        Luck luck = method.luckSamples() > 0 ? new Luck(method.luckSamples()) : null;
        double[] score = new double[2];
        double[] luckWin = new double[2];
        long[] points = new long[2];
        double[] luckPoints = new double[2];
        long[] hands = new long[2];
        for (int aSide = 0; aSide < 2; aSide++) {
            SplittableRandom matchRandom = new SplittableRandom(dealSeed ^ (aSide + 1) * 0xC2B2AE3D27D4EB4FL);
            // the state waits for each deal, which the arena supplies from the pair's deck orders: so that the
            // position before each deal is at hand for the luck correction
            GameState s = GameState.start(rules, firstDealer, DeckSource.none());
            Optional<Contract> contract = Optional.empty();
            List<GameEvent> events = new ArrayList<>();
            int sinceDeal = 0;
            while (!s.isOver()) {
                if (s.phase() == Phase.DEAL) {
                    DeckOrder order = deals.order(s.dealNumber()).orElseThrow();
                    if (luck != null) {
                        Luck.Deal d = luck.of(s, order, dealSeed ^ (s.dealNumber() + 1) * 0xD6E8FEB86659FD93L);
                        luckWin[aSide] += aSide == 0 ? d.win() : -d.win();
                        luckPoints[aSide] += aSide == 0 ? d.points() : -d.points();
                    }
                    s = s.deal(order);
                    contract = Optional.empty();
                    sinceDeal = 0;
                    continue;
                }
                int seat = s.toAct();
                boolean isA = rules.sideOf(seat) == aSide;
                Bot bot = isA ? a : b;
                SeatView view = s.viewFor(seat);
                RandomGenerator random = method.common()
                    ? new SplittableRandom(dealSeed ^ mix(s.dealNumber(), seat, sinceDeal)) : matchRandom;
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
                sinceDeal++;
                t.decisions++;
                for (GameEvent e : events) {
                    if (e instanceof GameEvent.HandCounted h && contract.isPresent()) {
                        tallyContract(t, rules, contract.get(), h.result().hand(), h.result().awards(), aSide);
                        contract = Optional.empty();
                    }
                }
            }
            t.matches++;
            if (s.winner().getAsInt() == aSide) {
                t.aWins++;
                score[aSide] = 1;
            }
            hands[aSide] = s.handNumber() + 1;
            t.hands += hands[aSide];
            for (Award w : s.awards()) {
                points[aSide] += w.side() == aSide ? w.points() : -w.points();
            }
            t.pointDifference += points[aSide];
        }
        t.addPair(score, luckWin, points, luckPoints, hands, pair);
        return t;
    }

    /** A decision's seed from the deal's number, the seat and the decisions before it in the deal (a 64-bit mix). */
    private static long mix(int dealNumber, int seat, int sinceDeal) {
        long z = (dealNumber * 64L + seat) * 4096L + sinceDeal + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Whether a bot's decisions are searches whose iterations {@link SearchBot#lastIterations} reports. */
    static boolean searches(Bot bot) {
        Bot inner = bot instanceof ScaledBot s ? s.bot() : bot;
        inner = inner instanceof LearnedCallsBot l ? l.other() : inner;
        inner = inner instanceof ScaledBot s ? s.bot() : inner;
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
