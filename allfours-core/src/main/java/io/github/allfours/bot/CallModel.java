package io.github.allfours.bot;

import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The learned trump-decision evaluator: the value of each call a seat may make at a trump decision (a bid or a pass;
 * stand or beg; give or run) from what the seat can see ({@link CallFeatures}), learned from self-play in which each
 * candidate call was forced and the rest of the hand played by the arena's yardstick, the search
 * ({@code allfours train-calls}). A call's value is a sum of one weight per feature group for that call: a linear
 * model over one-hot features, fitted by least squares with a ridge ({@link #fit}), estimating the side's points in the
 * hand less the other side's.
 *
 * <p>The model the rule-based bot's learned strategy reads is the resource {@code call-model.csv} of this package,
 * whose comment lines say how it was made. A model is immutable and may be shared between threads.
 */
public final class CallModel {
    /** The model of the resource {@code call-model.csv}, read when first asked for. */
    private static final class Resource {
        static final CallModel MODEL = read("call-model.csv");
    }

    /**
     * Per kind ({@code B}, {@code S}, {@code G}, by {@link #slot}): the weights by candidate, then by the feature's
     * index in the kind; null for a kind the model has no weights for.
     */
    private final double[][][] weights = new double[3][][];
    /** Per kind: the temperature at which the model, read as a policy, best predicts the search's calls (0: none). */
    private final double[] temperatures = new double[3];
    private final String provenance;

    private CallModel(Map<Character, double[][]> weights, Map<Character, Double> temperatures, String provenance) {
        weights.forEach((kind, w) -> this.weights[slot(kind)] = w);
        temperatures.forEach((kind, t) -> this.temperatures[slot(kind)] = t);
        this.provenance = provenance;
    }

    /**
     * The temperature at which the model, read as a policy that makes each call with a probability proportional to
     * {@code exp(value / temperature)}, best predicts the search's own calls in the training data (maximum likelihood);
     * 0 when the model has none for the kind.
     */
    double temperature(char kind) {
        return temperatures[slot(kind)];
    }

    /** A kind's place in {@link #weights}. */
    private static int slot(char kind) {
        return kind == CallContext.BID ? 0 : kind == CallContext.STAND ? 1 : 2;
    }

    /** Returns the model of the resource {@code call-model.csv}. */
    static CallModel resource() {
        return Resource.MODEL;
    }

    /**
     * The facts a call is learned from, as a line of the training data: what the seat to act in {@code view} can see
     * when it bids or passes, stands or begs, gives or runs ({@code CallContext}'s text form).
     *
     * @param view a seat's view
     * @return the facts, or empty when the seat has no such decision to make now
     */
    public static Optional<String> context(SeatView view) {
        char kind = kindOf(view.phase());
        if (kind == 0 || view.toAct() != view.seat() || view.legalActions().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(CallContext.of(new SeatFacts().read(view), kind).format());
    }

    /** The kind of decision a phase asks for, or 0 for one the model does not value. */
    static char kindOf(Phase phase) {
        return switch (phase) {
            case BID -> CallContext.BID;
            case BEG -> CallContext.STAND;
            case GIVE -> CallContext.GIVE;
            default -> 0;
        };
    }

    /** Whether the model values the calls of a context: its features cover it and the model has weights for its kind. */
    boolean covers(CallContext c) {
        return CallFeatures.covers(c) && weights[slot(c.kind())] != null;
    }

    /**
     * The value of a call in a context the model {@link #covers}.
     *
     * @param c the context
     * @param a a legal call of its kind
     * @return the expected points of the seat's side in the hand less the other side's, had it made the call
     */
    double value(CallContext c, Action a) {
        return value(c.kind(), CallFeatures.of(c), CallFeatures.candidate(c.kind(), a));
    }

    /**
     * The values of several calls of one context, its features read once.
     *
     * @param c     a context the model {@link #covers}
     * @param calls legal calls of its kind in {@code calls[0..n)}
     * @param n     how many
     * @param out   receives their values
     */
    void values(CallContext c, Action[] calls, int n, double[] out) {
        int[] features = CallFeatures.of(c);
        for (int i = 0; i < n; i++) {
            out[i] = value(c.kind(), features, CallFeatures.candidate(c.kind(), calls[i]));
        }
    }

    private double value(char kind, int[] features, int candidate) {
        double[] w = weights[slot(kind)][candidate];
        int[] sizes = CallFeatures.sizes(kind);
        double v = 0;
        int offset = 0;
        for (int g = 0; g < sizes.length; g++) {
            v += w[offset + features[g]];
            offset += sizes[g];
        }
        return v;
    }

    /** Returns how the model was made: the comment lines of its resource. */
    public String provenance() {
        return provenance;
    }

    /** Reads a model resource of this package. */
    static CallModel read(String resource) {
        try (InputStream in = CallModel.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the resource " + resource + " is missing");
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a model from its text: comment lines ({@code #}), a header, then {@code kind,candidate,group,value,weight}
     * lines.
     *
     * @param lines the text's lines
     * @return the model
     * @throws IllegalArgumentException naming the line if one cannot be read
     */
    static CallModel parse(List<String> lines) {
        Map<Character, double[][]> w = new HashMap<>();
        Map<Character, Double> temperatures = new HashMap<>();
        StringBuilder provenance = new StringBuilder();
        for (String line : lines) {
            if (line.startsWith("#")) {
                provenance.append(line).append('\n');
                continue;
            }
            if (line.isBlank() || line.startsWith("kind,")) {
                continue;
            }
            String[] f = line.split(",");
            if (f.length != 5 || f[0].length() != 1) {
                throw new IllegalArgumentException("a model line is kind,candidate,group,value,weight: '" + line + "'");
            }
            char kind = f[0].charAt(0);
            if (f[2].equals(TEMPERATURE)) {
                temperatures.put(kind, Double.parseDouble(f[4]));
                continue;
            }
            int offset = offset(kind, f[2]);
            int value = Integer.parseInt(f[3]);
            int candidate = Integer.parseInt(f[1]);
            double[][] k = w.computeIfAbsent(kind, x -> new double[CallFeatures.candidates(x)][width(x)]);
            k[candidate][offset + value] = Double.parseDouble(f[4]);
        }
        return new CallModel(w, temperatures, provenance.toString());
    }

    /** The name of a model line that gives a kind's {@link #temperature}, in place of a group's. */
    private static final String TEMPERATURE = "temperature";

    /** The index of a group's first feature in a kind. */
    private static int offset(char kind, String group) {
        String[] groups = CallFeatures.groups(kind);
        int[] sizes = CallFeatures.sizes(kind);
        int offset = 0;
        for (int g = 0; g < groups.length; g++) {
            if (groups[g].equals(group)) {
                return offset;
            }
            offset += sizes[g];
        }
        throw new IllegalArgumentException("no feature group '" + group + "' for kind " + kind);
    }

    /** The number of features of a kind. */
    private static int width(char kind) {
        int n = 0;
        for (int s : CallFeatures.sizes(kind)) {
            n += s;
        }
        return n;
    }

    /** One labelled decision of the training data. */
    private record Decision(CallContext context, int[] features, int[] candidates, double[] points, double[] values,
                            int hard, int classic) {
    }

    /**
     * Fits the model to labelled decisions (the lines {@code allfours train-calls label} writes) and returns it as the
     * text of the resource: for each kind and candidate call, the weights minimizing the squared error of the points
     * predicted (the side's points in the hand less the other side's, the candidate forced and the hand played out)
     * plus {@code ridge} times the squared weights but the bias's, so that a feature's weight is how far its value moves
     * the call's value from the mean, and a value seen seldom or never moves it little or not at all. Deterministic:
     * the same lines give the same text.
     *
     * @param lines      the labelled decisions ({@code #} lines are copied into the model's comment)
     * @param ridge      the ridge, 0 or more
     * @param holdOut    every {@code holdOut}-th decision is left out of the fit and used to report how the model's
     *                   choices fare against the best and the average call (0: none left out)
     * @param report     where the report of the held-out decisions is written, one line per kind
     * @return the model's text
     * @throws IllegalArgumentException if a line cannot be read or the ridge is negative
     */
    public static String fit(List<String> lines, double ridge, int holdOut, StringBuilder report) {
        return fit(lines, ridge, holdOut, false, report);
    }

    /**
     * As {@link #fit(List, double, int, StringBuilder)}, the label being either the points or, with {@code byValue},
     * the side's chance of winning the match at the hand's end ({@link io.github.allfours.bot.solve.WinChance#of(
     * io.github.allfours.engine.Playout, int)}).
     *
     * @param lines   the labelled decisions
     * @param ridge   the ridge, 0 or more
     * @param holdOut every {@code holdOut}-th decision is held out (0: none)
     * @param byValue whether the label is the chance of winning the match rather than the points
     * @param report  where the report of the held-out decisions is written
     * @return the model's text
     */
    public static String fit(List<String> lines, double ridge, int holdOut, boolean byValue, StringBuilder report) {
        Objects.requireNonNull(report, "report");
        if (!(ridge >= 0)) {
            throw new IllegalArgumentException("the ridge must be 0 or more, not " + ridge);
        }
        StringBuilder comments = new StringBuilder();
        Map<Character, List<Decision>> train = new HashMap<>();
        Map<Character, List<Decision>> test = new HashMap<>();
        int n = 0;
        for (String line : lines) {
            if (line.startsWith("#")) {
                comments.append(line).append('\n');
                continue;
            }
            if (line.isBlank()) {
                continue;
            }
            Decision d = decision(line);
            if (!CallFeatures.covers(d.context())) {
                continue;
            }
            boolean held = holdOut > 0 && n % holdOut == holdOut - 1;
            (held ? test : train).computeIfAbsent(d.context().kind(), k -> new ArrayList<>()).add(d);
            n++;
        }
        StringBuilder out = new StringBuilder("# allfours call model: the value of each call, learned from the labelled "
            + "decisions below\n").append(comments)
            .append(String.format(Locale.ROOT, "# fit: %d decisions, ridge %s, %s, label %s%n", n, ridge,
                holdOut == 0 ? "none held out" : "every " + holdOut + "th held out",
                byValue ? "the chance of winning the match" : "points"))
            .append("kind,candidate,group,value,weight\n");
        for (char kind : new char[] {CallContext.BID, CallContext.STAND, CallContext.GIVE}) {
            List<Decision> ds = train.get(kind);
            if (ds == null) {
                continue;
            }
            double[][] w = solve(kind, ds, ridge, byValue);
            CallModel model = new CallModel(Map.of(kind, w), Map.of(), "");
            double temperature = temperature(model, kind, ds);
            report(model, kind, test.getOrDefault(kind, List.of()), ds.size(), report);
            report.append(String.format(Locale.ROOT, "%c: the search's calls are best predicted at temperature %.3f%n",
                kind, temperature));
            write(kind, w, out);
            out.append(String.format(Locale.ROOT, "%c,-1,%s,0,%.6f%n", kind, TEMPERATURE, temperature));
        }
        return out.toString();
    }

    private static Decision decision(String line) {
        String[] f = line.split(",");
        CallContext c = CallContext.parse(f, 0);
        int m = f.length - CallContext.FIELDS;
        int hard = -1;
        int classic = -1;
        while (m > 0 && f[CallContext.FIELDS + m - 1].contains("=")) {      // the calls made: hard=..., classic=...
            String[] named = f[CallContext.FIELDS + m - 1].split("=");
            int k = CallFeatures.candidate(c.kind(), named[1]);
            if (named[0].equals("hard")) {
                hard = k;
            } else {
                classic = k;
            }
            m--;
        }
        int[] candidates = new int[m];
        double[] points = new double[m];
        double[] values = new double[m];
        for (int i = 0; i < m; i++) {
            String[] p = f[CallContext.FIELDS + i].split(":");
            if (p.length != 3) {
                throw new IllegalArgumentException("a candidate is call:points:value, not '" + f[CallContext.FIELDS + i]
                    + "'");
            }
            candidates[i] = CallFeatures.candidate(c.kind(), p[0]);
            points[i] = Double.parseDouble(p[1]);
            values[i] = Double.parseDouble(p[2]);
        }
        return new Decision(c, CallFeatures.covers(c) ? CallFeatures.of(c) : null, candidates, points, values, hard,
            classic);
    }

    /** The ridge regression of each candidate's points on the one-hot features, by the normal equations. */
    private static double[][] solve(char kind, List<Decision> ds, double ridge, boolean byValue) {
        int width = width(kind);
        int[] sizes = CallFeatures.sizes(kind);
        double[][] w = new double[CallFeatures.candidates(kind)][];
        for (int c = 0; c < w.length; c++) {
            double[][] a = new double[width][width];
            double[] b = new double[width];
            int[] idx = new int[sizes.length];
            for (Decision d : ds) {
                int k = indexOf(d.candidates(), c);
                if (k < 0) {
                    continue;
                }
                int offset = 0;
                for (int g = 0; g < sizes.length; g++) {
                    idx[g] = offset + d.features()[g];
                    offset += sizes[g];
                }
                double y = byValue ? d.values()[k] : d.points()[k];
                for (int i : idx) {
                    b[i] += y;
                    for (int j : idx) {
                        a[i][j] += 1;
                    }
                }
            }
            for (int i = 1; i < width; i++) {    // the bias (feature 0) is not pulled towards 0
                a[i][i] += ridge;
                if (a[i][i] == 0) {
                    a[i][i] = 1;                // a feature never seen: its weight stays 0
                }
            }
            if (a[0][0] == 0) {
                a[0][0] = 1;                    // a candidate never legal in the data: every weight stays 0
            }
            w[c] = cholesky(a, b);
        }
        return w;
    }

    private static int indexOf(int[] candidates, int c) {
        for (int i = 0; i < candidates.length; i++) {
            if (candidates[i] == c) {
                return i;
            }
        }
        return -1;
    }

    /** Solves {@code a x = b} for a symmetric positive-definite {@code a} (overwritten). */
    static double[] cholesky(double[][] a, double[] b) {
        int n = b.length;
        for (int j = 0; j < n; j++) {
            double s = a[j][j];
            for (int k = 0; k < j; k++) {
                s -= a[j][k] * a[j][k];
            }
            if (s <= 0) {
                throw new ArithmeticException("the normal equations are not positive definite at " + j);
            }
            a[j][j] = Math.sqrt(s);
            for (int i = j + 1; i < n; i++) {
                double t = a[i][j];
                for (int k = 0; k < j; k++) {
                    t -= a[i][k] * a[j][k];
                }
                a[i][j] = t / a[j][j];
            }
        }
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            double t = b[i];
            for (int k = 0; k < i; k++) {
                t -= a[i][k] * y[k];
            }
            y[i] = t / a[i][i];
        }
        double[] x = new double[n];
        for (int i = n - 1; i >= 0; i--) {
            double t = y[i];
            for (int k = i + 1; k < n; k++) {
                t -= a[k][i] * x[k];
            }
            x[i] = t / a[i][i];
        }
        return x;
    }

    /** How the model's choices fare on held-out decisions: the mean points of its call, the best's and the average's. */
    private static void report(CallModel model, char kind, List<Decision> test, int trained, StringBuilder report) {
        if (test.isEmpty()) {
            report.append(String.format(Locale.ROOT, "%c: %d decisions fitted, none held out%n", kind, trained));
            return;
        }
        double chosen = 0;
        double best = 0;
        double mean = 0;
        double chosenValue = 0;
        double bestValue = 0;
        double hard = 0;
        double classic = 0;
        double hardValue = 0;
        double classicValue = 0;
        int[] counts = new int[CallFeatures.candidates(kind)];
        for (Decision d : test) {
            int pick = 0;
            double top = Double.NEGATIVE_INFINITY;
            double max = Double.NEGATIVE_INFINITY;
            double maxValue = Double.NEGATIVE_INFINITY;
            double sum = 0;
            for (int i = 0; i < d.candidates().length; i++) {
                double v = model.value(kind, d.features(), d.candidates()[i]);
                if (v > top) {
                    top = v;
                    pick = i;
                }
                max = Math.max(max, d.points()[i]);
                maxValue = Math.max(maxValue, d.values()[i]);
                sum += d.points()[i];
            }
            counts[d.candidates()[pick]]++;
            int h = Math.max(0, indexOf(d.candidates(), d.hard()));
            int r = Math.max(0, indexOf(d.candidates(), d.classic()));
            hard += d.points()[h];
            classic += d.points()[r];
            hardValue += d.values()[h];
            classicValue += d.values()[r];
            chosen += d.points()[pick];
            chosenValue += d.values()[pick];
            best += max;
            bestValue += maxValue;
            mean += sum / d.candidates().length;
        }
        int n = Math.max(1, test.size());
        report.append(String.format(Locale.ROOT, "%c: %d decisions fitted, %d held out: points of the model's call %+.3f, "
                + "the search's %+.3f, the classic rule-based bot's %+.3f, the best %+.3f, the average %+.3f; match value "
                + "of the model's %.4f, the search's %.4f, the classic's %.4f, the best %.4f; the model's calls %s%n",
            kind, trained, test.size(), chosen / n, hard / n, classic / n, best / n, mean / n, chosenValue / n,
            hardValue / n, classicValue / n, bestValue / n, java.util.Arrays.toString(counts)));
    }

    /**
     * The temperature at which the model, read as a policy, gives the search's calls of the decisions the greatest
     * likelihood: the best of a grid from 0.02 to 20 (each step 10% more).
     */
    private static double temperature(CallModel model, char kind, List<Decision> ds) {
        double best = 0;
        double bestLikelihood = Double.NEGATIVE_INFINITY;
        for (double t = 0.02; t <= 20; t *= 1.1) {
            double likelihood = 0;
            for (Decision d : ds) {
                int chosen = indexOf(d.candidates(), d.hard());
                if (chosen < 0) {
                    continue;
                }
                double max = Double.NEGATIVE_INFINITY;
                double[] v = new double[d.candidates().length];
                for (int i = 0; i < v.length; i++) {
                    v[i] = model.value(kind, d.features(), d.candidates()[i]);
                    max = Math.max(max, v[i]);
                }
                double sum = 0;
                for (double x : v) {
                    sum += Math.exp((x - max) / t);
                }
                likelihood += (v[chosen] - max) / t - Math.log(sum);
            }
            if (likelihood > bestLikelihood) {
                bestLikelihood = likelihood;
                best = t;
            }
        }
        return best;
    }

    private static void write(char kind, double[][] w, StringBuilder out) {
        String[] groups = CallFeatures.groups(kind);
        int[] sizes = CallFeatures.sizes(kind);
        for (int c = 0; c < w.length; c++) {
            int offset = 0;
            for (int g = 0; g < groups.length; g++) {
                for (int v = 0; v < sizes[g]; v++) {
                    double x = w[c][offset + v];
                    if (x != 0) {
                        out.append(String.format(Locale.ROOT, "%c,%d,%s,%d,%.6f%n", kind, c, groups[g], v, x));
                    }
                }
                offset += sizes[g];
            }
        }
    }
}
