package io.github.allfours.examples.arena;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.examples.cli.Parallel;
import io.github.allfours.examples.cli.Progress;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.stream.IntStream;

/**
 * {@code arena --ladder}: every pair of bots plays the same number of duplicate pairs ({@link Duel}), and the
 * match results are fitted to a Bradley-Terry model: bot {@code i} beats bot {@code j} with probability
 * {@code p_i / (p_i + p_j)}. Ratings are printed on the Elo scale ({@code 400 log10 p}), the first bot at 0,
 * with 95% intervals from the model's information matrix (the first bot's rating fixed).
 */
final class Ladder {
    /** The bots a ladder plays when none are named: every level a player meets. */
    static final String DEFAULT_BOTS = "random,medium,hard";

    private Ladder() {
    }

    /**
     * The outcome of a ladder.
     *
     * @param names   the bots' names, in the order given
     * @param wins    {@code wins[i][j]}: matches bot {@code i} won against bot {@code j}
     * @param games   {@code games[i][j]}: matches between them
     * @param rating  each bot's rating on the Elo scale, the first at 0
     * @param low     the lower end of each rating's 95% interval
     * @param high    the upper end
     * @param points  {@code points[i][j]}: points per hand, bot {@code i} minus bot {@code j}
     * @param contracts each bot's contracts over all its match-ups (games with an auction; else 0)
     * @param made      of which made
     */
    record Result(List<String> names, long[][] wins, long[][] games, double[] rating, double[] low, double[] high,
                  double[][] points, long[] contracts, long[] made) {
        /** The ratings, best first, then every match-up. */
        String table() {
            StringBuilder sb = new StringBuilder();
            Integer[] order = IntStream.range(0, names.size()).boxed().toArray(Integer[]::new);
            java.util.Arrays.sort(order, (x, y) -> Double.compare(rating[y], rating[x]));
            boolean auction = java.util.Arrays.stream(contracts).sum() > 0;
            sb.append(String.format(Locale.ROOT, "  %-14s %8s  %s%n", "bot", "rating",
                auction ? String.format(Locale.ROOT, "%-16s  contracts made", "95% interval") : "95% interval"));
            for (int i : order) {
                String interval = i == 0 ? "(the anchor)"
                    : String.format(Locale.ROOT, "%+.0f to %+.0f", low[i], high[i]);
                String made = auction ? String.format(Locale.ROOT, "%-16s  %.1f%% of %,d", interval,
                    100.0 * this.made[i] / Math.max(1, contracts[i]), contracts[i]) : interval;
                sb.append(String.format(Locale.ROOT, "  %-14s %+8.0f  %s%n", names.get(i), rating[i], made));
            }
            sb.append("  match-ups (row against column: win rate, Wilson 95%; points per hand):\n");
            for (int i = 0; i < names.size(); i++) {
                for (int j = i + 1; j < names.size(); j++) {
                    double[] w = Duel.wilson(wins[i][j], games[i][j]);
                    sb.append(String.format(Locale.ROOT, "  %-14s vs %-14s %5.1f%% (%.1f%% to %.1f%%), %+.3f per hand%n",
                        names.get(i), names.get(j), 100.0 * wins[i][j] / games[i][j], 100 * w[0], 100 * w[1],
                        points[i][j]));
                }
            }
            return sb.toString();
        }
    }

    /**
     * Plays every pair of bots and fits the ratings.
     *
     * @param rules    a rule set of two sides
     * @param names    the bots' names
     * @param bots     the bots
     * @param budget   each search's budget
     * @param method   the bots' random numbers and the luck correction
     * @param seed     the seed of the deals (every match-up plays the same deals)
     * @param pairs    duplicate pairs per match-up
     * @param threads  threads to play on
     * @param progress where progress is shown, one step a pair
     * @return the result
     */
    static Result play(RuleSet rules, List<String> names, List<Bot> bots, Budget budget, Duel.Method method, long seed,
                       int pairs, int threads, Progress progress) {
        int n = bots.size();
        long[][] wins = new long[n][n];
        long[][] games = new long[n][n];
        double[][] points = new double[n][n];
        long[] contracts = new long[n];
        long[] made = new long[n];
        AtomicLong done = new AtomicLong();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                Bot a = bots.get(i);
                Bot b = bots.get(j);
                long before = done.get();
                Duel.Tally t = playPairs(pairs, threads, d -> progress.at(before + d),
                    pair -> Duel.playPair(rules, a, b, budget, Clairvoyance.NONE, StickPlayer.RULE, seed, pair, method));
                done.addAndGet(pairs);
                wins[i][j] = t.aWins;
                wins[j][i] = t.matches - t.aWins;
                games[i][j] = t.matches;
                games[j][i] = t.matches;
                points[i][j] = (double) t.pointDifference / t.hands;
                points[j][i] = -points[i][j];
                contracts[i] += t.contracts[0];
                made[i] += t.made[0];
                contracts[j] += t.contracts[1];
                made[j] += t.made[1];
            }
        }
        progress.close();
        double[] theta = fit(wins, games);
        double[] se = standardErrors(theta, games);
        double scale = 400 / Math.log(10);
        double[] rating = new double[n];
        double[] low = new double[n];
        double[] high = new double[n];
        for (int i = 0; i < n; i++) {
            rating[i] = scale * (theta[i] - theta[0]);
            low[i] = rating[i] - 1.959964 * scale * se[i];
            high[i] = rating[i] + 1.959964 * scale * se[i];
        }
        return new Result(List.copyOf(names), wins, games, rating, low, high, points, contracts, made);
    }

    /**
     * Plays {@code pairs} duplicate pairs on {@code threads} threads and adds up their tallies.
     *
     * @param pairs    how many
     * @param threads  threads to play on
     * @param progress told the number of pairs done (one call at a time)
     * @param one      plays pair number {@code k}
     * @return the sum
     */
    static Duel.Tally playPairs(int pairs, int threads, LongConsumer progress, IntFunction<Duel.Tally> one) {
        AtomicLong done = new AtomicLong();
        IntFunction<Duel.Tally> counted = pair -> {
            Duel.Tally t = one.apply(pair);
            long d = done.incrementAndGet();
            synchronized (done) {
                progress.accept(d);
            }
            return t;
        };
        return Parallel.map(threads, 0, pairs, counted).stream().reduce(new Duel.Tally(), Duel.Tally::plus);
    }

    /**
     * The maximum-likelihood Bradley-Terry strengths (natural log scale) by the minorization-maximization
     * iteration (Hunter 2004): {@code p_i <- W_i / sum_j n_ij / (p_i + p_j)}. A bot that won every match or
     * none has no finite strength; half a win is added to and taken from every match-up played, which keeps
     * the estimates finite and barely moves the others.
     *
     * @param wins  {@code wins[i][j]}: matches {@code i} won against {@code j}
     * @param games {@code games[i][j]}: matches between them
     * @return {@code log p_i}, with {@code log p_0 = 0}
     */
    static double[] fit(long[][] wins, long[][] games) {
        int n = wins.length;
        double[][] w = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                w[i][j] = games[i][j] == 0 ? 0 : wins[i][j] + 0.5 * games[i][j] / (games[i][j] + 1.0);
            }
        }
        double[] p = new double[n];
        java.util.Arrays.fill(p, 1);
        for (int round = 0; round < 10_000; round++) {
            double change = 0;
            for (int i = 0; i < n; i++) {
                double won = 0;
                double denominator = 0;
                for (int j = 0; j < n; j++) {
                    if (j != i && games[i][j] > 0) {
                        won += w[i][j];
                        denominator += (w[i][j] + w[j][i]) / (p[i] + p[j]);
                    }
                }
                double next = denominator == 0 ? p[i] : won / denominator;
                change = Math.max(change, Math.abs(Math.log(next / p[i])));
                p[i] = next;
            }
            double first = p[0];
            for (int i = 0; i < n; i++) {
                p[i] /= first;
            }
            if (change < 1e-12) {
                break;
            }
        }
        double[] theta = new double[n];
        for (int i = 0; i < n; i++) {
            theta[i] = Math.log(p[i]);
        }
        return theta;
    }

    /**
     * The standard errors of the strengths, from the inverse of the Fisher information with the first bot's
     * strength fixed: the information of {@code theta_i, theta_j} is {@code n_ij q (1 - q)} with
     * {@code q = 1 / (1 + exp(theta_j - theta_i))}.
     *
     * @param theta the fitted strengths
     * @param games the matches played by each pair
     * @return the standard error of each strength (0 for the first)
     */
    static double[] standardErrors(double[] theta, long[][] games) {
        int n = theta.length;
        int m = n - 1;
        double[][] info = new double[m][m];
        for (int i = 1; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (j == i || games[i][j] == 0) {
                    continue;
                }
                double q = 1 / (1 + Math.exp(theta[j] - theta[i]));
                double v = games[i][j] * q * (1 - q);
                info[i - 1][i - 1] += v;
                if (j > 0) {
                    info[i - 1][j - 1] -= v;
                }
            }
        }
        double[][] inverse = invert(info);
        double[] se = new double[n];
        for (int i = 1; i < n; i++) {
            se[i] = Math.sqrt(Math.max(0, inverse[i - 1][i - 1]));
        }
        return se;
    }

    /** Gauss-Jordan inversion of a small symmetric positive-definite matrix. */
    private static double[][] invert(double[][] a) {
        int m = a.length;
        double[][] x = new double[m][2 * m];
        for (int i = 0; i < m; i++) {
            System.arraycopy(a[i], 0, x[i], 0, m);
            x[i][m + i] = 1;
        }
        for (int c = 0; c < m; c++) {
            int pivot = c;
            for (int r = c + 1; r < m; r++) {
                if (Math.abs(x[r][c]) > Math.abs(x[pivot][c])) {
                    pivot = r;
                }
            }
            double[] t = x[c];
            x[c] = x[pivot];
            x[pivot] = t;
            double d = x[c][c];
            if (d == 0) {
                throw new ArithmeticException("the match-ups do not connect every bot");
            }
            for (int k = 0; k < 2 * m; k++) {
                x[c][k] /= d;
            }
            for (int r = 0; r < m; r++) {
                if (r != c && x[r][c] != 0) {
                    double f = x[r][c];
                    for (int k = 0; k < 2 * m; k++) {
                        x[r][k] -= f * x[c][k];
                    }
                }
            }
        }
        double[][] inv = new double[m][m];
        for (int i = 0; i < m; i++) {
            System.arraycopy(x[i], m, inv[i], 0, m);
        }
        return inv;
    }
}
