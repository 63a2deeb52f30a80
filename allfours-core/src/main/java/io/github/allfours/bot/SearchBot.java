package io.github.allfours.bot;

import io.github.allfours.bot.sample.DealSampler;
import io.github.allfours.bot.solve.WinChance;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
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
 * from the scores when the hand is over (or 1 and 0 when the match ends inside it; {@link WinChance}), so a
 * point that wins the match is worth more than one that does not, and a side near the target plays safe.
 *
 * <p>Play-outs run in place on a scratch {@link Playout} of the sampled deal, to the hand's count (or the end of
 * the match), each seat chosen for by its bot's {@link Bot#playoutChooser()}: the rule-based and random policies
 * read the seat to act there directly, as they would read its view, without building one and, in trick play,
 * without allocating; another policy is shown the seat's view. One play-out type serves every table, table mode
 * included (where no seat makes a claim in a play-out).
 *
 * <p>One <em>iteration</em> of the {@link Budget} is one deal with one play-out of one action. The bot
 * stops at whichever of the budget's limits comes first, after at least one deal; an unlimited budget is
 * refused with an {@link IllegalArgumentException}. It sees only the
 * {@link SeatView}, so it cannot cheat.
 */
public final class SearchBot implements Bot {
    /**
     * The default ({@code hard}): play-outs by the rule-based bot of the levels ({@link RuleBot#INSTANCE}). Shared: the bot is immutable and each search is its own,
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
     * The {@code expert} level: the search with play-outs by the rule-based bot of the levels ({@link RuleBot#INSTANCE}), as
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
        int mine = view.rules().sideOf(view.seat());
        PlayoutChooser ours = policy.playoutChooser();
        PlayoutChooser theirs = opponents == policy ? ours : opponents.playoutChooser();
        Playout deal = null;
        Playout scratch = null;
        CallLikelihood likelihood = inference ? CallLikelihood.of(view) : null;
        long iterations = 0;
        double deals = 0;
        do {
            if (deal == null) {
                deal = sampler.newPlayout(random);
                scratch = deal.copy();
            } else {
                sampler.sampleInto(deal, random);      // in place: no position built and checked
            }
            double weight = likelihood == null ? 1 : likelihood.weight(deal);
            for (int i = 0; i < legal.size(); i++) {
                scratch.copyFrom(deal).apply(legal.get(i));
                sum[i] += weight * playOut(scratch, mine, ours, theirs, random);
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
     * Plays the hand out in place, each seat by its side's chooser, to its count (or the end of the match), and
     * values the result for side {@code mine}.
     */
    private static double playOut(Playout p, int mine, PlayoutChooser ours, PlayoutChooser theirs,
                                  RandomGenerator random) {
        RuleSet rules = p.rules();
        for (int seat = p.toAct(); seat >= 0; seat = p.toAct()) {
            p.apply((rules.sideOf(seat) == mine ? ours : theirs).choose(p, random));
        }
        return WinChance.of(p, mine);
    }
}
