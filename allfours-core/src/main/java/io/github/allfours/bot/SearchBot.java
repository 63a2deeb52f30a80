package io.github.allfours.bot;

import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Determinized search (perfect-information Monte Carlo): the bot deals the cards it cannot see with the
 * {@link DealSampler}, tries each legal action in that deal, plays the hand out with a fast policy for
 * every seat, and keeps the action whose outcomes are best on average over many deals. Every action is
 * tried on the same deals, so the comparison is not blurred by the luck of the sampling.
 *
 * <p>It plays the match, not the hand: an outcome is valued by the estimated chance of winning the match
 * from the scores when the hand is over (or 1 and 0 when the match ends inside it), so a point that wins
 * the match is worth more than one that does not, and a side near the target plays safe.
 *
 * <p>Play-outs run in place on a scratch {@link Playout} of the sampled deal, to the hand's count (or the end of
 * the match): the rule-based and random policies read the seat to act there directly, as they would read its
 * view, without building one and, in trick play, without allocating; another policy is shown the seat's view.
 * In table mode, which a play-out does not play, they run through immutable states and views.
 *
 * <p>One <em>iteration</em> of the {@link Budget} is one deal with one play-out of one action. The bot
 * stops at whichever of the budget's limits comes first, after at least one deal; an unlimited budget is
 * refused with an {@link IllegalArgumentException}. It sees only the
 * {@link SeatView}, so it cannot cheat.
 */
public final class SearchBot implements Bot {
    /**
     * The default: play-outs by the rule-based bot. Shared: the bot is immutable and each search is its own,
     * so threads may use it at once (see {@link Bot}; {@link #lastIterations()} is kept per thread).
     */
    public static final SearchBot INSTANCE = new SearchBot(RuleBot.INSTANCE);

    /**
     * The arena's fixed yardstick, named {@code yardstick}: the search with play-outs by the rule-based bot of the
     * classic strategy ({@link RuleBot#CLASSIC}), the {@code hard} level as it was when issue 41 fixed it, so that
     * every later step is measured against the same opponent however the rule-based bot changes. Shared, see
     * {@link Bot}.
     */
    public static final SearchBot YARDSTICK = new SearchBot(RuleBot.CLASSIC, RuleBot.CLASSIC, "yardstick");

    /**
     * The {@code expert} level: the search with play-outs by the rule-based bot of the learned strategy, as
     * {@link #INSTANCE}, and inference from the calls ({@link #withInference()}), named {@code expert}. Shared, see
     * {@link Bot}.
     */
    public static final SearchBot EXPERT = new SearchBot(RuleBot.INSTANCE, RuleBot.INSTANCE, "expert", true);

    private final Bot policy;
    private final Bot opponents;
    private final String name;
    /** Whether each sampled deal is weighed by the likelihood of the other seats' calls ({@link CallLikelihood}). */
    private final boolean inference;

    /**
     * A search bot whose play-outs use {@code policy} for every seat.
     *
     * @param policy the play-out policy (it is given each seat's view in turn, with an unlimited budget)
     */
    public SearchBot(Bot policy) {
        this(policy, policy);
    }

    /**
     * A search bot with a model of its opponents: its play-outs use {@code policy} for the seats of its own
     * side and {@code opponents} for every other seat. Told how the other side really chooses (in an
     * experiment, say), the search weighs its actions against that; a wrong model misleads it.
     *
     * @param policy    the play-out policy of the bot's own side
     * @param opponents the play-out policy of every other side
     */
    public SearchBot(Bot policy, Bot opponents) {
        this(policy, opponents, Objects.requireNonNull(opponents, "opponents") == policy ? nameOf(policy)
            : "search@" + opponents.name());
    }

    /** {@code search}, or {@code search:NAME} with play-outs by the rule-based bot of another strategy than the default. */
    private static String nameOf(Bot policy) {
        return policy instanceof RuleBot r && r != RuleBot.INSTANCE ? "search:" + r.strategy().name() : "search";
    }

    private SearchBot(Bot policy, Bot opponents, String name) {
        this(policy, opponents, name, false);
    }

    private SearchBot(Bot policy, Bot opponents, String name, boolean inference) {
        this.policy = Objects.requireNonNull(policy, "policy");
        this.opponents = Objects.requireNonNull(opponents, "opponents");
        this.name = name;
        this.inference = inference;
    }

    /**
     * This search with inference from the calls: each sampled deal counts in proportion to how likely the other
     * seats' calls of the hand's auction were, had they held the cards it gives them, under the learned
     * trump-decision evaluator read as a policy ({@code CallLikelihood}), instead of all alike. Named as this bot,
     * followed by {@code +infer}.
     *
     * @return the search with inference
     */
    public SearchBot withInference() {
        return new SearchBot(policy, opponents, name + "+infer", true);
    }

    @Override
    public Action choose(SeatView view, RandomGenerator random, Budget budget) {
        List<Action> legal = Actions.ownTurn(view);
        if (legal.size() == 1) {
            return legal.get(0);
        }
        return Actions.best(legal, search(view, legal, random, budget));
    }

    @Override
    public Map<Action, Double> analyse(SeatView view, RandomGenerator random, Budget budget) {
        List<Action> legal = Actions.ownTurn(view);
        return Actions.valued(legal, search(view, legal, random, budget));
    }

    /**
     * How many iterations the last search of a {@code SearchBot} or {@link IsmctsBot} on this thread ran
     * (a choice with one legal action runs none and leaves this alone), for reports of search effort.
     *
     * @return the iterations of this thread's last search, 0 before any
     */
    public static long lastIterations() {
        return LAST.get()[0];
    }

    static final ThreadLocal<long[]> LAST = ThreadLocal.withInitial(() -> new long[1]);

    /**
     * {@code search}; {@code search:NAME} with play-outs by the rule-based bot of a strategy other than the default's;
     * {@code search@MODEL} with a model of the other side; {@code yardstick}; {@code expert}; any of these followed by
     * {@code +infer} for inference from the calls.
     */
    @Override
    public String name() {
        return name;
    }

    private double[] search(SeatView view, List<Action> legal, RandomGenerator random, Budget budget) {
        budget.requireLimited();
        Budget.Clock clock = budget.start();
        DealSampler sampler = DealSampler.of(view);
        double[] sum = new double[legal.size()];
        boolean inPlace = view.rules().tableMode().isEmpty();  // a play-out has no table mode
        Playout deal = null;
        Playout scratch = null;
        PlayoutFacts facts = new PlayoutFacts();
        CallLikelihood likelihood = inference && inPlace ? CallLikelihood.of(view) : null;
        long iterations = 0;
        double deals = 0;
        do {
            GameState sampled = null;
            if (deal != null) {
                sampler.sampleInto(deal, random);      // in place: no position built and checked
            } else if (inPlace) {
                deal = sampler.newPlayout(random);
                scratch = deal.copy();
            } else {
                sampled = sampler.sample(random);
            }
            double weight = likelihood == null ? 1 : likelihood.weight(deal);
            for (int i = 0; i < legal.size(); i++) {
                if (inPlace) {
                    scratch.copyFrom(deal).apply(legal.get(i));
                    sum[i] += weight * playOut(scratch, view, facts, random);
                } else {
                    sum[i] += playOut(sampled.apply(view.seat(), legal.get(i)), view, random);
                }
                iterations++;
            }
            deals += weight;
        } while (iterations + legal.size() <= budget.iterations() && !clock.over());
        LAST.get()[0] = iterations;
        for (int i = 0; i < sum.length; i++) {
            sum[i] /= deals;
        }
        return sum;
    }

    /**
     * Plays the hand out in place with the policy, to its count (or the end of the match), and values the result
     * for the viewer's side.
     */
    private double playOut(Playout p, SeatView view, PlayoutFacts facts, RandomGenerator random) {
        RuleSet rules = p.rules();
        int mine = rules.sideOf(view.seat());
        for (int seat = p.toAct(); seat >= 0; seat = p.toAct()) {
            Bot bot = rules.sideOf(seat) == mine ? policy : opponents;
            p.apply(PlayoutPolicy.choose(bot, p, facts, random));
        }
        return value(p, mine);
    }

    /** Plays the hand out with the policy and values the result for the viewer's side (table mode). */
    private double playOut(GameState s, SeatView view, RandomGenerator random) {
        int startHand = view.handNumber();
        while (!s.isOver() && s.handNumber() == startHand) {
            int seat = s.toAct();
            if (seat < 0) {
                break;
            }
            SeatView v = s.viewFor(seat);
            Bot bot = s.rules().sideOf(seat) == s.rules().sideOf(view.seat()) ? policy : opponents;
            s = s.apply(seat, bot.choose(v, random, Budget.UNLIMITED));
        }
        return value(s, s.rules().sideOf(view.seat()));
    }

    /**
     * The chance of winning the match, estimated from the scores: what a play-out of this bot (and of
     * {@link IsmctsBot}) is worth. 1 or 0 once the match is over; otherwise from how far the side and its
     * closest rival are from the target, the gap counting for more as the target nears; 0.5 for level scores.
     *
     * @param s    a state (only its scores, target and winner are read)
     * @param side the side whose chance is estimated
     * @return a value from 0 to 1
     */
    public static double value(GameState s, int side) {
        RuleSet rules = s.rules();
        if (s.isOver()) {
            return s.winner().orElse(-1) == side ? 1 : 0;
        }
        int target = rules.target();
        int mine = target - s.score(side);
        int theirs = Integer.MAX_VALUE;
        for (int other = 0; other < rules.sides(); other++) {
            if (other != side) {
                theirs = Math.min(theirs, target - s.score(other));
            }
        }
        return winChance(mine, theirs);
    }

    /**
     * The chance of winning the match, estimated from the scores of a play-out, as {@link #value(GameState, int)}
     * from a state's: 1 or 0 once the match is over, else from the scores (at the end of the hand, where a
     * play-out stops).
     *
     * @param p    a play-out (only its scores, target and winner are read)
     * @param side the side whose chance is estimated
     * @return a value from 0 to 1
     */
    public static double value(Playout p, int side) {
        if (p.isOver()) {
            return p.winner() == side ? 1 : 0;
        }
        RuleSet rules = p.rules();
        int target = rules.target();
        int mine = target - p.score(side);
        int theirs = Integer.MAX_VALUE;
        for (int other = 0; other < rules.sides(); other++) {
            if (other != side) {
                theirs = Math.min(theirs, target - p.score(other));
            }
        }
        return winChance(mine, theirs);
    }

    /**
     * The estimated chance of winning a match in which the bot's side needs {@code mine} more points and its
     * closest rival {@code theirs}.
     */
    static double winChance(int mine, int theirs) {
        return (mine | theirs) >= 0 && mine < WIN_CHANCES && theirs < WIN_CHANCES
            ? WIN_CHANCE[mine * WIN_CHANCES + theirs] : computeWinChance(mine, theirs);
    }

    private static double computeWinChance(int mine, int theirs) {
        double gap = (theirs - mine) / (2.0 + Math.min(mine, theirs) / 2.0);
        return 0.5 + 0.5 * Math.tanh(gap);
    }

    /** The needs {@link #WIN_CHANCE} covers, each side's from 0 to this less one: every game's target and more. */
    private static final int WIN_CHANCES = 64;
    /**
     * {@link #winChance} of the needs met most, worked out once: a search values every play-out by it, and
     * {@code Math.tanh} costs about as much as a card played (32 kB, the same values).
     */
    private static final double[] WIN_CHANCE = new double[WIN_CHANCES * WIN_CHANCES];

    static {
        for (int mine = 0; mine < WIN_CHANCES; mine++) {
            for (int theirs = 0; theirs < WIN_CHANCES; theirs++) {
                WIN_CHANCE[mine * WIN_CHANCES + theirs] = computeWinChance(mine, theirs);
            }
        }
    }
}
