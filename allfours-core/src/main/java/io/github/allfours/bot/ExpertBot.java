package io.github.allfours.bot;

import io.github.allfours.bot.sample.DealSampler;
import io.github.allfours.bot.solve.HandSolver;
import io.github.allfours.bot.solve.WinChance;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The solver search (the arena's {@code solver}; the {@code expert} level until issue 41): determinized search in
 * which the end of every sampled hand is played by the {@link HandSolver},
 * perfectly for both sides, instead of by a rule of thumb. The bot deals the cards it cannot see with the
 * {@link DealSampler}, tries each legal action in each deal, and keeps the action whose solved outcomes are best
 * on average; every action is tried on the same deals.
 *
 * <ul>
 *   <li>Card play: each action's value in a deal is the solver's value of the rest of the hand (the pitch, which
 *       names trumps, too).</li>
 *   <li>The trump decisions (stand or beg, give or run, bids, sell or refuse, discards, bunch or keep): after the
 *       action, the other seats' decisions before play and the pitch are taken by the play-out policy (the
 *       rule-based bot), and the hand is played and solved as below.</li>
 *   <li>Until the hand is short enough (by default at most {@value #FOUR_SEAT_CARDS} cards in play at a table of
 *       four, the last three tricks, and {@value #TWO_SEAT_CARDS} at a table of two, counting a stock), and in a deal
 *       whose solve passes {@value #NODE_LIMIT} positions, the policy plays the cards; then the rest is solved. So
 *       a card played early in a hand of four is valued by play-outs that end in a solve.</li>
 *   <li>Tables of three or more sides, and table mode, are beyond the solver (it is a two-sided search of strict
 *       play): there the bot searches exactly as {@link SearchBot#withInference()} does, with play-outs.</li>
 *   <li>Inference from the calls: in a game with an auction, each sampled deal counts in proportion to how likely
 *       the other seats' bids and passes were, had they held the cards it gives them, under the learned
 *       trump-decision evaluator read as a policy ({@code CallLikelihood}), rather than all alike.</li>
 * </ul>
 *
 * <p>Outcomes are valued for the match, by {@link WinChance}, as {@link SearchBot}'s are. One <em>iteration</em> of the
 * {@link Budget} is one action valued in one deal; the bot stops at whichever of the budget's limits comes first,
 * after at least one deal, and refuses an unlimited budget with an {@link IllegalArgumentException}. It sees only
 * the {@link SeatView}, so it cannot cheat. Each thread keeps its own solver (the bot itself is immutable and may
 * be shared, see {@link Bot}).
 */
public final class ExpertBot implements Bot {
    /**
     * The most cards in play (hands and a stock) the default expert solves at once at a table of four: the last
     * three tricks. A whole hand of six cards a seat solves in about half a millisecond at the median but ten
     * times that on average (the tail is long), so a decision of 20 ms would see one or two deals; the last three
     * tricks solve in tens of microseconds, so the same time sees hundreds.
     */
    public static final int FOUR_SEAT_CARDS = 12;
    /** The most cards in play the default expert solves at once at a table of two: a whole hand of six cards. */
    public static final int TWO_SEAT_CARDS = 12;
    /**
     * A solve that reaches this many positions gives up, and the policy plays one more card first: most hands of
     * four seats solve from the first lead in a few thousand positions, a few in over a hundred thousand, and one
     * such deal would spend a decision's time on one sample.
     */
    static final long NODE_LIMIT = 50_000;

    /**
     * The default: the rule-based bot before the solver takes over, the solver for the last {@value #FOUR_SEAT_CARDS}
     * cards at a table of four and {@value #TWO_SEAT_CARDS} at a table of two. Shared, see {@link Bot}.
     */
    public static final ExpertBot INSTANCE = new ExpertBot(RuleBot.INSTANCE);

    private static final ThreadLocal<HandSolver> SOLVER = ThreadLocal.withInitial(() -> new HandSolver(17, NODE_LIMIT));

    private final Bot policy;
    private final SearchBot playOuts;
    private final int fourSeatCards;
    private final int twoSeatCards;

    /**
     * An expert bot whose other seats' decisions before play (and, in a hand too long to solve, their first cards)
     * are taken by {@code policy}, solving the default {@value #FOUR_SEAT_CARDS} and {@value #TWO_SEAT_CARDS} cards.
     *
     * @param policy the play-out policy (it is given each seat's view in turn, with an unlimited budget)
     */
    public ExpertBot(Bot policy) {
        this(policy, FOUR_SEAT_CARDS, TWO_SEAT_CARDS);
    }

    /**
     * An expert bot that solves a hand once at most {@code fourSeatCards} cards are in play at a table of more
     * than two seats, {@code twoSeatCards} at a table of two (counting a stock), {@code policy} playing before.
     *
     * @param policy        the play-out policy (it is given each seat's view in turn, with an unlimited budget)
     * @param fourSeatCards 1 to 52
     * @param twoSeatCards  1 to 52
     * @throws IllegalArgumentException if a card count is outside 1..52
     */
    public ExpertBot(Bot policy, int fourSeatCards, int twoSeatCards) {
        this.policy = Objects.requireNonNull(policy, "policy");
        this.playOuts = new SearchBot(policy).withInference();
        if (fourSeatCards < 1 || fourSeatCards > 52 || twoSeatCards < 1 || twoSeatCards > 52) {
            throw new IllegalArgumentException("the cards solved at once must be 1 to 52, not " + fourSeatCards + " and "
                + twoSeatCards);
        }
        this.fourSeatCards = fourSeatCards;
        this.twoSeatCards = twoSeatCards;
    }

    @Override
    public Action choose(SeatView view, RandomGenerator random, Budget budget) {
        List<Action> legal = Actions.ownTurn(view);
        if (legal.size() == 1) {
            return legal.get(0);
        }
        if (!solvable(view.rules())) {
            return playOuts.choose(view, random, budget);
        }
        return Actions.best(legal, search(view, legal, random, budget));
    }

    @Override
    public Map<Action, Double> analyse(SeatView view, RandomGenerator random, Budget budget) {
        if (!solvable(view.rules())) {
            return playOuts.analyse(view, random, budget);
        }
        List<Action> legal = Actions.ownTurn(view);
        return Actions.valued(legal, search(view, legal, random, budget));
    }

    /**
     * {@code solver} for the default counts of cards solved at once; otherwise {@code solver:N} (the same count at
     * every table) or {@code solver:N/M} ({@code N} at a table of more than two seats, {@code M} at a table of two).
     * (Until issue 41 this bot was the {@code expert} level and named so; that level is now the search with
     * inference, {@link SearchBot#EXPERT}, which beat it at an equal time a decision.)
     */
    @Override
    public String name() {
        if (fourSeatCards == FOUR_SEAT_CARDS && twoSeatCards == TWO_SEAT_CARDS) {
            return "solver";
        }
        return "solver:" + fourSeatCards + (fourSeatCards == twoSeatCards ? "" : "/" + twoSeatCards);
    }

    /** Whether the solver serves these rules: two sides, table mode off. */
    private static boolean solvable(RuleSet rules) {
        return rules.sides() == 2 && rules.tableMode().isEmpty();
    }

    private double[] search(SeatView view, List<Action> legal, RandomGenerator random, Budget budget) {
        budget.requireLimited();
        Budget.Clock clock = budget.start();
        DealSampler sampler = DealSampler.of(view);
        HandSolver solver = SOLVER.get();
        int side = view.rules().sideOf(view.seat());
        double[] sum = new double[legal.size()];
        PlayoutChooser chooser = policy.playoutChooser();
        Playout deal = null;
        Playout scratch = null;
        CallLikelihood likelihood = CallLikelihood.of(view);
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
            if (solvesNow(deal) && trySolveEach(solver, deal, legal, side, weight, sum)) {
                iterations += legal.size();
            } else {
                for (int i = 0; i < legal.size(); i++) {
                    scratch.copyFrom(deal).apply(legal.get(i));
                    sum[i] += weight * value(solver, scratch, side, chooser, random);
                    iterations++;
                }
            }
            deals += weight;
        } while (iterations + legal.size() <= budget.iterations() && !clock.over());
        SearchBot.LAST.get()[0] = iterations;
        for (int i = 0; i < sum.length; i++) {
            sum[i] /= deals;
        }
        return sum;
    }

    /** Whether the solver takes the hand from here: trick play, trumps known, few enough cards in play. */
    private boolean solvesNow(Playout p) {
        return p.phase() == Phase.PLAY && p.trumpOrdinal() >= 0 && cardsInPlay(p) <= maxCards(p.rules());
    }

    /**
     * Every action solved in one deal, sharing the solver's table, each value added to {@code sum} times the deal's
     * weight; {@code false} if the search was too large.
     */
    private static boolean trySolveEach(HandSolver solver, Playout deal, List<Action> legal, int side, double weight,
                                        double[] sum) {
        try {
            double[] v = solver.solveEach(deal, legal, side);
            for (int i = 0; i < v.length; i++) {
                sum[i] += weight * v[i];
            }
            return true;
        } catch (HandSolver.NodeLimitException e) {
            return false;
        }
    }

    /**
     * What a play-out of a sampled deal is worth to {@code side} at the end of its hand: solved once trick play is
     * short enough; before that, the policy takes every decision in place, the pitch included. (Letting the solver
     * choose the pitch in each deal, as an earlier version did, chose trumps knowing every card: in Auction Pitch
     * the bot then bid in half its auction turns and made fewer than half its contracts.)
     */
    private double value(HandSolver solver, Playout p, int side, PlayoutChooser chooser, RandomGenerator random) {
        for (int seat = p.toAct(); seat >= 0; seat = p.toAct()) {
            if (solvesNow(p)) {
                try {
                    return solver.solve(p, side);
                } catch (HandSolver.NodeLimitException e) {
                    // too large after all: the policy plays one more card
                }
            }
            p.apply(chooser.choose(p, random));
        }
        return WinChance.of(p, side);       // the hand counted (or the match over) in the play-out
    }

    /** The cards still to be played this hand: in the hands, and in a stock to be drawn. */
    static int cardsInPlay(Playout p) {
        int n = Long.bitCount(p.held());
        return p.rules().trumps() instanceof Stock ? n + p.stockSize() : n;
    }

    private int maxCards(RuleSet rules) {
        return rules.seats() > 2 ? fourSeatCards : twoSeatCards;
    }
}
