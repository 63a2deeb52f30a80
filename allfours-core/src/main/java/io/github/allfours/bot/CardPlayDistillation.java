package io.github.allfours.bot;

import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Distils a search's card play into the weights of the rule-based bot's ({@link RuleBot}'s card play,
 * {@link RuleStrategy#DISTILLED}): given positions of trick play and the search's value of each legal card in them,
 * it fits the weights so that the card the bot's tactics would play loses as little of the search's value as it can
 * (its regret: the value of the search's best card less that of the bot's). The fit is a coordinate search from the
 * classic weights, each weight moved in turn while the training positions' regret falls; every {@code holdOut}-th
 * position is left out of the fit and reported on.
 *
 * <p>The positions come from {@code allfours train-play}, which plays matches with the search at every seat and
 * asks it to value every card it may play.
 */
public final class CardPlayDistillation {
    /** The steps a weight is moved by, as a share of its size (at least 0.2), and 0 itself. */
    private static final double[] STEPS = {-1.0, -0.5, -0.2, 0.2, 0.5, 1.0};
    private static final int MAX_ROUNDS = 8;

    private final SeatFacts[] facts;
    private final int[][] cards;
    private final double[][] values;
    /** Per position: the index (in {@link #cards}) of the card the search values most, the first of equals. */
    private final int[] best;
    private final String[] games;

    private CardPlayDistillation(List<SeatView> views, List<Map<Action, Double>> valued) {
        int n = views.size();
        facts = new SeatFacts[n];
        cards = new int[n][];
        values = new double[n][];
        best = new int[n];
        games = new String[n];
        for (int i = 0; i < n; i++) {
            SeatView view = views.get(i);
            Map<Action, Double> v = valued.get(i);
            if (!isCardChoice(view)) {
                throw new IllegalArgumentException("position " + i + " is not a choice of a card to play");
            }
            facts[i] = new SeatFacts().read(view);
            TreeMap<Integer, Double> byCard = new TreeMap<>();      // in the order of a play-out's choice
            for (Action a : view.legalActions()) {
                if (a instanceof Play p) {
                    Double value = v.get(a);
                    if (value == null || !Double.isFinite(value)) {
                        throw new IllegalArgumentException("position " + i + ": no finite value for " + a);
                    }
                    byCard.put(p.card().index(), value);
                }
            }
            cards[i] = byCard.keySet().stream().mapToInt(Integer::intValue).toArray();
            values[i] = byCard.values().stream().mapToDouble(Double::doubleValue).toArray();
            for (int k = 1; k < values[i].length; k++) {
                best[i] = values[i][k] > values[i][best[i]] ? k : best[i];
            }
            games[i] = view.rules().id();
        }
    }

    /**
     * Whether a view is a choice the distillation learns from: the seat's own turn in trick play, trumps fixed, with
     * at least two cards it may play.
     *
     * @param view a seat's view
     * @return whether the seat chooses a card to play now
     */
    public static boolean isCardChoice(SeatView view) {
        if (view.phase() != Phase.PLAY || view.toAct() != view.seat() || view.trump().isEmpty()) {
            return false;
        }
        return view.legalActions().stream().filter(a -> a instanceof Play).count() >= 2;
    }

    /**
     * Fits the card play's weights to the search's values.
     *
     * @param views   positions where {@link #isCardChoice} holds
     * @param valued  for each position, the search's value of each legal card (other actions are ignored)
     * @param holdOut leave every {@code holdOut}-th position out of the fit and report on them (0: none left out)
     * @param report  where a summary is appended: the regret and the agreement with the search's best card, of the
     *                classic weights and of the fitted ones, on the positions fitted and held out, by game
     * @return the fitted weights, as the resource {@code play-weights.csv} holds them (without its comment lines)
     * @throws IllegalArgumentException if the lists differ in length, are empty, a position is not a card choice or a
     *                                  legal card has no finite value, or {@code holdOut} is 1 or negative
     */
    public static String fit(List<SeatView> views, List<Map<Action, Double>> valued, int holdOut,
                             StringBuilder report) {
        Objects.requireNonNull(report, "report");
        if (views.size() != valued.size() || views.isEmpty()) {
            throw new IllegalArgumentException("expected one set of values per position, and at least one position");
        }
        if (holdOut < 0 || holdOut == 1) {
            throw new IllegalArgumentException("holdOut must be 0 (none) or 2 or more");
        }
        CardPlayDistillation d = new CardPlayDistillation(views, valued);
        boolean[] train = new boolean[views.size()];
        for (int i = 0; i < train.length; i++) {
            train[i] = holdOut == 0 || i % holdOut != 0;
        }
        PlayWeights fitted = d.search(PlayWeights.CLASSIC, train, report);
        d.report(PlayWeights.CLASSIC, fitted, train, holdOut > 0, report);
        return fitted.text();
    }

    /** The coordinate search: each weight moved in turn while the training positions' regret falls. */
    private PlayWeights search(PlayWeights start, boolean[] train, StringBuilder report) {
        double[] w = start.values();
        double lowest = regret(PlayWeights.of(w), train, true, null)[0];
        for (int round = 1; round <= MAX_ROUNDS; round++) {
            double before = lowest;
            for (int i = 0; i < w.length; i++) {
                double kept = w[i];
                double size = Math.max(Math.abs(kept), 0.2);
                double bestValue = kept;
                for (int k = -1; k < STEPS.length; k++) {
                    w[i] = k < 0 ? 0.0 : kept + STEPS[k] * size;
                    double r = regret(PlayWeights.of(w), train, true, null)[0];
                    if (r < lowest - 1e-12) {
                        lowest = r;
                        bestValue = w[i];
                    }
                }
                w[i] = bestValue;
            }
            report.append(String.format(Locale.ROOT, "round %d: regret %.6f a position fitted%n", round, lowest));
            if (before - lowest < 1e-9) {
                break;
            }
        }
        return PlayWeights.of(w);
    }

    /**
     * The mean regret and the share of positions where the bot plays the search's best card, over the positions
     * whose mark in {@code include} is {@code which} (true: those fitted), per game into {@code byGame} when given.
     */
    private double[] regret(PlayWeights weights, boolean[] include, boolean which, Map<String, double[]> byGame) {
        RuleBot bot = RuleBot.of(new RuleStrategy("fit", LearnedCalls.INSTANCE, weights));
        double sum = 0;
        int agree = 0;
        int n = 0;
        for (int i = 0; i < facts.length; i++) {
            if (include[i] != which) {
                continue;
            }
            int chosen = 0;
            double top = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < cards[i].length; k++) {
                double v = bot.cardValue(facts[i], cards[i][k]);
                if (v > top) {
                    top = v;
                    chosen = k;
                }
            }
            double r = values[i][best[i]] - values[i][chosen];
            sum += r;
            agree += chosen == best[i] ? 1 : 0;
            n++;
            if (byGame != null) {
                double[] g = byGame.computeIfAbsent(games[i], x -> new double[3]);
                g[0] += r;
                g[1] += chosen == best[i] ? 1 : 0;
                g[2]++;
            }
        }
        return new double[] {n == 0 ? 0 : sum / n, n == 0 ? 0 : (double) agree / n, n};
    }

    private void report(PlayWeights classic, PlayWeights fitted, boolean[] train, boolean heldOut,
                        StringBuilder report) {
        for (boolean which : heldOut ? new boolean[] {true, false} : new boolean[] {true}) {
            Map<String, double[]> before = new TreeMap<>();
            Map<String, double[]> after = new TreeMap<>();
            regret(classic, train, which, before);
            regret(fitted, train, which, after);
            for (String game : before.keySet()) {
                double[] b = before.get(game);
                double[] a = after.get(game);
                report.append(String.format(Locale.ROOT, "%s, %s (%,d positions): regret classic %.5f, fitted %.5f;"
                        + " the search's best card played: classic %.1f%%, fitted %.1f%%%n", game,
                    which ? "fitted" : "held out", (int) b[2], b[0] / b[2], a[0] / a[2], 100 * b[1] / b[2],
                    100 * a[1] / a[2]));
            }
        }
        List<String> changed = new ArrayList<>();
        double[] c = classic.values();
        double[] f = fitted.values();
        for (int i = 0; i < c.length; i++) {
            if (c[i] != f[i]) {
                changed.add(String.format(Locale.ROOT, "%s %s -> %s", PlayWeights.NAMES.get(i), c[i], f[i]));
            }
        }
        report.append("weights changed: ").append(changed.isEmpty() ? "none" : String.join(", ", changed))
            .append('\n');
    }
}
