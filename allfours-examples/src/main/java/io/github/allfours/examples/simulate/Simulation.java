package io.github.allfours.examples.simulate;

import io.github.allfours.bot.RandomBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.check.InvariantChecker;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Plays matches between players who choose uniformly at random among the legal actions, and counts
 * what happened. Match {@code i} of a run with seed {@code S} is fully decided by {@code (S, i)}: its
 * deals come from {@code DeckSource.seeded(matchSeed(S, i))} and its players' choices from a
 * {@link SplittableRandom} seeded from the same value, so results do not depend on how matches are
 * spread over threads.
 */
public final class Simulation {
    private Simulation() {
    }

    /**
     * The seed of match {@code index} of a run seeded with {@code seed}: SplitMix64's finaliser over
     * the pair, so neighbouring matches get unrelated seeds.
     *
     * @param seed  the run's seed
     * @param index the match number, from 0
     * @return the match's seed
     */
    public static long matchSeed(long seed, long index) {
        long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * Plays match {@code index} to the end and adds it to {@code stats}.
     *
     * @param rules  the rule set
     * @param seed   the run's seed
     * @param index  the match number
     * @param stats  where the counts go
     * @param record where to record the match, or {@code null}
     * @return the final state
     */
    public static GameState playMatch(RuleSet rules, long seed, long index, Stats stats, GameRecordWriter record) {
        long matchSeed = matchSeed(seed, index);
        RandomChoice random = new RandomChoice(matchSeed ^ 0x5DEECE66DL);
        int firstDealer = random.below(rules.seats());
        GameState s;
        long actions = 0;
        boolean plain = !(rules.trumps() instanceof Auction) && rules.tableMode().isEmpty();   // every action is a choice
        if (record == null) {
            s = GameState.start(rules, firstDealer, DeckSource.seeded(matchSeed));
            while (!s.isOver()) {
                s = s.apply(s.legalAction(random.below(plain ? s.legalActionCount() : RandomBot.choices(s))));
                actions++;
            }
        } else {
            s = record.start(rules, firstDealer, DeckSource.seeded(matchSeed));
            while (!s.isOver()) {
                s = record.apply(s, s.legalAction(random.below(RandomBot.choices(s))));
                actions++;
            }
        }
        stats.add(s, actions);
        return s;
    }

    /**
     * Plays match {@code index} exactly as {@link #playMatch(RuleSet, long, long, Stats, GameRecordWriter)}
     * does (the same deals and the same choices, so the same counts), but on the mutable scratch state
     * {@link Playout}, the path of the bots' play-outs: in place, with no state made per action and nothing
     * allocated per card played. {@code simulate --playout}.
     *
     * @param rules   the rule set (not table mode)
     * @param seed    the run's seed
     * @param index   the match number
     * @param stats   where the counts go
     * @param scratch the play-out to play on, reused match after match (null: a new one)
     * @return the play-out at the end of the match
     */
    public static Playout playMatchInPlace(RuleSet rules, long seed, long index, Stats stats, Playout scratch) {
        long matchSeed = matchSeed(seed, index);
        RandomChoice random = new RandomChoice(matchSeed ^ 0x5DEECE66DL);
        int firstDealer = random.below(rules.seats());
        GameState start = GameState.start(rules, firstDealer, DeckSource.seeded(matchSeed));
        Playout p = scratch == null ? new Playout(start) : scratch.reset(start);
        long actions = 0;
        while (!p.isOver()) {
            if (p.isHandOver()) {
                p.nextHand();
                continue;
            }
            long legal = p.legalPlayWord();
            if (legal > 0) {        // trick play without a throw-in: the k-th legal card, as legalAction(k)
                for (int k = random.below(Long.bitCount(legal)); k > 0; k--) {
                    legal &= legal - 1;
                }
                p.play(Long.numberOfTrailingZeros(legal));
            } else {
                p.apply(p.legalAction(random.below(RandomBot.choices(p))));
            }
            actions++;
        }
        stats.add(p, actions);
        return p;
    }

    /**
     * Plays match {@code index} exactly as {@link #playMatch(RuleSet, long, long, Stats, GameRecordWriter)}
     * does (the same deals and choices), checking every action and state with {@code checker}. A match that
     * fails (the engine throws, or it has not ended after {@value #MAX_ACTIONS} actions) is recorded as a
     * violation and abandoned: it is then left out of {@code stats} (its actions still count in the
     * checker).
     *
     * @param rules   the rule set
     * @param seed    the run's seed
     * @param index   the match number
     * @param stats   where the counts go
     * @param record  where to record the match, or {@code null}
     * @param checker the invariant checker, or {@code null} for none
     * @return the final state, or the last state reached when the match was abandoned
     */
    public static GameState playMatch(RuleSet rules, long seed, long index, Stats stats, GameRecordWriter record,
                                      InvariantChecker checker) {
        if (checker == null) {
            return playMatch(rules, seed, index, stats, record);
        }
        long matchSeed = matchSeed(seed, index);
        RandomChoice random = new RandomChoice(matchSeed ^ 0x5DEECE66DL);
        int firstDealer = random.below(rules.seats());
        DeckSource deals = DeckSource.seeded(matchSeed);
        GameState s = record == null ? GameState.start(rules, firstDealer, deals) : record.start(rules, firstDealer, deals);
        checker.start(s, label(rules) + " match " + index);
        List<GameEvent> events = new ArrayList<>();
        long actions = 0;
        try {
            while (!s.isOver()) {
                if (actions == MAX_ACTIONS) {
                    checker.abandoned("not over after " + MAX_ACTIONS + " actions");
                    return s;
                }
                Action a = s.legalAction(random.below(RandomBot.choices(s)));
                int seat = s.toAct();
                GameState next = record == null ? s.apply(seat, a, events::add) : record.apply(s, seat, a, events::add);
                checker.step(s, seat, a, events, next);
                events.clear();
                s = next;
                actions++;
            }
        } catch (RuntimeException e) {
            checker.abandoned(e.toString());
            return s;
        }
        stats.add(s, actions);
        return s;
    }

    /** The number of actions after which {@code simulate --check} gives up on a match. */
    public static final int MAX_ACTIONS = 200_000;

    /**
     * A rule set's name for summaries and messages: its id and table, such as {@code trinidad (4 players)}
     * or {@code all-fours-party (4 players, 2 sides)}.
     *
     * @param rules the rule set
     * @return the label
     */
    public static String label(RuleSet rules) {
        return rules.id() + " (" + rules.seats() + " players"
            + (rules.sides() == rules.seats() ? "" : ", " + rules.sides() + " sides") + ")";
    }

    /** Counts over many matches; one per thread, merged at the end. */
    public static final class Stats {
        private static final AwardReason[] REASONS = AwardReason.values();

        private long matches;
        private long hands;
        private long deals;
        private long actions;
        private long endedInDeal;
        private final long[] awardCount = new long[REASONS.length];
        private final long[] awardPoints = new long[REASONS.length];
        private final long[] wins;
        /** Matches by the number of hands begun in them (the last bucket: that many or more). */
        private final long[] handsBegun = new long[HANDS_BUCKETS];
        private long mostHands;
        private static final int HANDS_BUCKETS = 256;

        /**
         * Empty counts for a table of some sides.
         *
         * @param sides the number of sides of the rule set
         */
        public Stats(int sides) {
            this.wins = new long[sides];
        }

        void add(GameState end, long matchActions) {
            HandResult last = end.lastHandResult().orElse(null);
            add(matchActions, last != null && last.hand() == end.handNumber(), end.handNumber(), end.dealNumber(),
                end.awards(), end.winner().getAsInt());
        }

        /** Adds a match played on a {@link Playout} that has ended, as {@link #add(GameState, long)} adds a state. */
        void add(Playout end, long matchActions) {
            add(matchActions, end.isHandOver(), end.handNumber(), end.dealNumber(), end.awards(), end.matchWinner());
        }

        private void add(long matchActions, boolean lastHandCounted, int handNumber, int dealNumber,
                         List<Award> awards, int winner) {
            matches++;
            actions += matchActions;
            hands += handNumber + (lastHandCounted ? 1 : 0);
            if (!lastHandCounted) {
                endedInDeal++;
            }
            deals += dealNumber + 1;
            int begun = handNumber + 1;
            handsBegun[Math.min(begun, HANDS_BUCKETS - 1)]++;
            mostHands = Math.max(mostHands, begun);
            for (Award a : awards) {
                awardCount[a.reason().ordinal()]++;
                awardPoints[a.reason().ordinal()] += a.points();
            }
            wins[winner]++;
        }

        /**
         * Adds another thread's counts to these.
         *
         * @param o the other counts
         */
        public void merge(Stats o) {
            matches += o.matches;
            hands += o.hands;
            deals += o.deals;
            actions += o.actions;
            endedInDeal += o.endedInDeal;
            for (int i = 0; i < awardCount.length; i++) {
                awardCount[i] += o.awardCount[i];
                awardPoints[i] += o.awardPoints[i];
            }
            for (int i = 0; i < wins.length; i++) {
                wins[i] += o.wins[i];
            }
            for (int i = 0; i < handsBegun.length; i++) {
                handsBegun[i] += o.handsBegun[i];
            }
            mostHands = Math.max(mostHands, o.mostHands);
        }

        /**
         * The number of hands begun in a match (the last one included, even if a win cut it short) that
         * {@code fraction} of the matches did not exceed: 0.5 for the median.
         *
         * @param fraction 0 to 1
         * @return that number of hands (the capped bucket reads as {@value #HANDS_BUCKETS} - 1 or more)
         */
        public int handsPerMatchQuantile(double fraction) {
            long need = (long) Math.ceil(fraction * matches);
            long seen = 0;
            for (int h = 0; h < handsBegun.length; h++) {
                seen += handsBegun[h];
                if (seen >= need && seen > 0) {
                    return h;
                }
            }
            return HANDS_BUCKETS - 1;
        }

        /** Returns the most hands begun in one match. */
        public long mostHandsInAMatch() {
            return mostHands;
        }

        /** Returns matches played. */
        public long matches() {
            return matches;
        }

        /** Returns hands completed (a hand cut short by a win during the deal is not counted). */
        public long hands() {
            return hands;
        }

        /** Returns deals, redeals included. */
        public long deals() {
            return deals;
        }

        /** Returns actions taken. */
        public long actions() {
            return actions;
        }

        /** Returns matches won during a deal (turn-up or gift), before the hand was played. */
        public long endedInDeal() {
            return endedInDeal;
        }

        /**
         * How many awards were made for a reason.
         *
         * @param reason a kind of award
         * @return how many awards of that kind were made
         */
        public long awardCount(AwardReason reason) {
            return awardCount[reason.ordinal()];
        }

        /**
         * How many points were awarded for a reason.
         *
         * @param reason a kind of award
         * @return the points awarded for it in all
         */
        public long awardPoints(AwardReason reason) {
            return awardPoints[reason.ordinal()];
        }

        /**
         * How many matches a side won.
         *
         * @param side a side
         * @return the matches it won
         */
        public long wins(int side) {
            return wins[side];
        }
    }
}
