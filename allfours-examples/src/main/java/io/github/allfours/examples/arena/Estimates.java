package io.github.allfours.examples.arena;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * The arena's estimators beside the Wilson interval of the matches, with the duplicate pair as the unit: the first
 * bot's share of each pair's two matches, and its points per hand, each with a normal 95% interval from the pairs' own
 * spread. The Wilson interval treats the 2N matches as independent; the two matches of a pair are not (the same
 * deals), so the pairs' spread is the truer one, and the ratio of the two variances says how many fewer pairs give
 * the same width. With {@code --luck}, each pair is also corrected for the luck of its deals ({@link Luck}) as a
 * regression-adjusted control variate: the luck has mean zero whatever its weight, and the weight that takes the most
 * variance away is fitted to the pairs.
 */
final class Estimates {
    private static final double Z = 1.959964;

    /** A pair's figures in the tally's rows: the share won, the luck, the points, the luck in points, the hands. */
    private static final int X = 0;
    private static final int LUCK = 1;
    private static final int POINTS = 2;
    private static final int LUCK_POINTS = 3;
    private static final int HANDS = 4;

    private Estimates() {
    }

    /** Prints the pair estimators of a tally (nothing for fewer than two pairs). */
    static void print(PrintWriter out, Duel.Tally t, String name, boolean luck) {
        Collection<double[]> rows = t.pairs.values();
        int n = rows.size();
        if (n < 2) {
            return;
        }
        double[] x = column(rows, X);
        double p = mean(x);
        double vx = variance(x);
        double binomial = p * (1 - p) / 2;       // a pair's variance if its two matches were independent
        out.printf(Locale.ROOT, "  per duplicate pair: %s wins %.2f%% (95%%: %.2f%% to %.2f%%); variance %.2f of what "
                + "the Wilson interval assumes, so %.0f%% %s pairs for its width%n", name, 100 * p,
            100 * (p - Z * Math.sqrt(vx / n)), 100 * (p + Z * Math.sqrt(vx / n)), vx / binomial,
            100 * Math.abs(1 - vx / binomial), vx <= binomial ? "fewer" : "more");
        if (luck) {
            double[] l = column(rows, LUCK);
            double beta = covariance(x, l) / Math.max(1e-300, variance(l));
            double[] y = minus(x, l, beta);
            double q = mean(y);
            double vy = variance(y);
            out.printf(Locale.ROOT, "  less the luck of the deals (weight %.2f): %s wins %.2f%% (95%%: %.2f%% to %.2f%%); "
                    + "variance %.2f of the pair's%n", beta, name, 100 * q, 100 * (q - Z * Math.sqrt(vy / n)),
                100 * (q + Z * Math.sqrt(vy / n)), vy / vx);
        }
        double[] d = column(rows, POINTS);
        double[] h = column(rows, HANDS);
        double r = sum(d) / sum(h);
        double[] e = minus(d, h, r);            // each pair's points less its hands at the mean rate
        double se = Math.sqrt(variance(e) / n) / mean(h);
        out.printf(Locale.ROOT, "  per duplicate pair: points per hand %+.4f (95%%: %+.4f to %+.4f)%n", r, r - Z * se,
            r + Z * se);
        if (luck) {
            double[] lp = column(rows, LUCK_POINTS);
            double beta = covariance(e, lp) / Math.max(1e-300, variance(lp));
            double[] dc = minus(d, lp, beta);
            double rc = sum(dc) / sum(h);
            double sec = Math.sqrt(variance(minus(dc, h, rc)) / n) / mean(h);
            out.printf(Locale.ROOT, "  less the luck of the deals in points (weight %.2f): %+.4f (95%%: %+.4f to %+.4f); "
                + "variance %.2f of the pair's%n", beta, rc, rc - Z * sec, rc + Z * sec, (sec * sec) / (se * se));
        }
    }

    private static double[] column(Collection<double[]> rows, int k) {
        double[] c = new double[rows.size()];
        int i = 0;
        for (double[] row : rows) {
            c[i++] = row[k];
        }
        return c;
    }

    private static double sum(double[] a) {
        double s = 0;
        for (double v : a) {
            s += v;
        }
        return s;
    }

    private static double mean(double[] a) {
        return sum(a) / a.length;
    }

    /** {@code a - k b}, element by element. */
    private static double[] minus(double[] a, double[] b, double k) {
        double[] c = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            c[i] = a[i] - k * b[i];
        }
        return c;
    }

    /** The sample variance. */
    static double variance(double[] a) {
        return covariance(a, a);
    }

    /** The sample covariance. */
    static double covariance(double[] a, double[] b) {
        double ma = mean(a);
        double mb = mean(b);
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += (a[i] - ma) * (b[i] - mb);
        }
        return s / (a.length - 1);
    }

    /** Writes the pair log: one line per pair, each match's figures. */
    static void writeLog(Path file, Duel.Tally t) {
        List<String> lines = new ArrayList<>();
        lines.add("pair,won0,won1,luck0,luck1,points0,points1,luckpoints0,luckpoints1,hands0,hands1");
        t.pairs.forEach((pair, r) -> lines.add(String.format(Locale.ROOT, "%d,%d,%d,%.6f,%.6f,%d,%d,%.6f,%.6f,%d,%d",
            pair, (int) r[5], (int) r[6], r[7], r[8], (long) r[9], (long) r[10], r[11], r[12], (long) r[13],
            (long) r[14])));
        try {
            Files.write(file, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
