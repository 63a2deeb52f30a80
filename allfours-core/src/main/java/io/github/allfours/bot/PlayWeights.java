package io.github.allfours.bot;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The weights of a {@link RuleBot}'s card play once trumps are fixed: the terms of its tactics (draw trumps with a
 * card nobody can beat, cash a safe plain ace, lead low from a long suit, throw Game points to a partner whose card
 * will hold, win a trick worth winning with the cheapest card, save the jack). One part of a {@link RuleStrategy}.
 * The names say where each weight enters; the sums are those of {@link RuleBot}'s {@code lead} and {@code follow}.
 *
 * @param safeTrumpLead      a trump lead nobody can beat
 * @param perTrumpHeld       taken from {@code safeTrumpLead} per trump the seat holds (keep length)
 * @param unsafeTrumpLead    a trump lead that could be beaten
 * @param unsafeTrumpGame    taken per Game point from an unsafe trump lead
 * @param safeAceLead        a plain ace nobody can beat
 * @param plainLead          a plain lead, the base
 * @param plainLeadLength    added per card held of the led suit
 * @param plainLeadGame      taken per Game point of the card led
 * @param plainLeadRank      taken per rank of the card led
 * @param costGame           the cost of a card that follows, per Game point
 * @param costTrump          the cost of a trump that follows, the base
 * @param costTrumpRank      the cost of a trump that follows, per rank
 * @param costPlainRank      the cost of a plain card that follows, per rank
 * @param unsafeJack         the value of playing the jack of trumps where it could be taken
 * @param throwToSafePartner added per Game point thrown to a partner whose card will hold
 * @param throwToPartner     taken per Game point thrown to a partner whose card may not hold
 * @param trumpUnderPartner  taken for a trump that does not beat a partner's winning card
 * @param underPartnerRank   taken per rank under a partner's winning card
 * @param jackInTrick        added to a trick's gain when it holds the jack of trumps
 * @param ownJackWins        added to a trick's gain when the seat wins it with its own jack of trumps
 * @param overPartnerGain    the share of a trick's gain when beating a partner's card
 * @param holdingWin         a win that will hold, the base
 * @param holdingGain        the share of a trick's gain for a win that will hold
 * @param unsafeWin          a win that may not hold, the base
 * @param unsafeGain         the share of a trick's gain for a win that may not hold
 * @param loseGame           taken per Game point of a card that neither wins nor helps a partner
 * @param loseTrump          taken for a trump that neither wins nor helps a partner
 * @param loseRank           taken per rank of a card that neither wins nor helps a partner
 */
record PlayWeights(double safeTrumpLead, double perTrumpHeld, double unsafeTrumpLead, double unsafeTrumpGame,
                   double safeAceLead, double plainLead, double plainLeadLength, double plainLeadGame,
                   double plainLeadRank, double costGame, double costTrump, double costTrumpRank,
                   double costPlainRank, double unsafeJack, double throwToSafePartner, double throwToPartner,
                   double trumpUnderPartner, double underPartnerRank, double jackInTrick, double ownJackWins,
                   double overPartnerGain, double holdingWin, double holdingGain, double unsafeWin,
                   double unsafeGain, double loseGame, double loseTrump, double loseRank) {
    /** The weights of the rule-based bot as the arena's yardstick was fixed (issue 41). */
    static final PlayWeights CLASSIC = new PlayWeights(3.0, 0.01, -1.0, 0.1,
        2.0, 1.0, 0.2, 0.2,
        0.05, 0.2, 1.0, 0.1,
        0.03, -6.0, 0.5, 0.3,
        2.0, 0.01, 8, 6,
        0.1, 1.0, 0.2, 0.2,
        0.05, 0.5, 2.0, 0.02);

    /** The weights' names, in the order of {@link #values()}: the record's components. */
    static final List<String> NAMES = Arrays.stream(PlayWeights.class.getRecordComponents())
        .map(RecordComponent::getName).toList();

    /** The weights of the distilled card play, the resource {@code play-weights.csv}, read when first asked for. */
    private static final class Resource {
        static final PlayWeights WEIGHTS = read("play-weights.csv");
    }

    /** Returns the weights of the resource {@code play-weights.csv} (the distilled card play). */
    static PlayWeights resource() {
        return Resource.WEIGHTS;
    }

    /** Returns the weights in the order of {@link #NAMES}. */
    double[] values() {
        RecordComponent[] components = PlayWeights.class.getRecordComponents();
        double[] v = new double[components.length];
        for (int i = 0; i < v.length; i++) {
            try {
                v[i] = (double) components[i].getAccessor().invoke(this);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("cannot read weight " + components[i].getName(), e);
            }
        }
        return v;
    }

    /**
     * The weights of an array in the order of {@link #NAMES}.
     *
     * @param v one value per weight
     * @return the weights
     * @throws IllegalArgumentException if {@code v} does not hold one finite value per weight
     */
    static PlayWeights of(double[] v) {
        if (v.length != NAMES.size()) {
            throw new IllegalArgumentException("expected " + NAMES.size() + " weights, got " + v.length);
        }
        Object[] args = new Object[v.length];
        Class<?>[] types = new Class<?>[v.length];
        for (int i = 0; i < v.length; i++) {
            if (!Double.isFinite(v[i])) {
                throw new IllegalArgumentException("weight " + NAMES.get(i) + " is not finite: " + v[i]);
            }
            args[i] = v[i];
            types[i] = double.class;
        }
        try {
            Constructor<PlayWeights> c = PlayWeights.class.getDeclaredConstructor(types);
            return c.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make the weights", e);
        }
    }

    /**
     * The weights as the resource writes them: a line {@code name,value} per weight, in the order of
     * {@link #NAMES}.
     */
    String text() {
        double[] v = values();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < v.length; i++) {
            b.append(NAMES.get(i)).append(',').append(String.format(Locale.ROOT, "%.6g", v[i])).append('\n');
        }
        return b.toString();
    }

    /**
     * Parses weights from {@link #text()}'s form; lines starting with {@code #} are comments (how they were made).
     *
     * @param text the lines
     * @return the weights
     * @throws IllegalArgumentException naming the line, if a line is not a known weight's {@code name,value}, a
     *                                  weight is given twice or one is missing
     */
    static PlayWeights parse(String text) {
        double[] v = new double[NAMES.size()];
        boolean[] seen = new boolean[v.length];
        int n = 0;
        for (String line : text.split("\n", -1)) {
            n++;
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            int comma = l.indexOf(',');
            int i = comma < 0 ? -1 : NAMES.indexOf(l.substring(0, comma));
            if (i < 0 || seen[i]) {
                throw new IllegalArgumentException("line " + n + ": not a weight given once as name,value: " + l);
            }
            try {
                v[i] = Double.parseDouble(l.substring(comma + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("line " + n + ": not a number: " + l, e);
            }
            seen[i] = true;
        }
        for (int i = 0; i < v.length; i++) {
            if (!seen[i]) {
                throw new IllegalArgumentException("weight " + NAMES.get(i) + " is missing");
            }
        }
        return of(v);
    }

    private static PlayWeights read(String resource) {
        try (InputStream in = PlayWeights.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("resource " + resource + " is missing");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
