package io.github.allfours.record;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Violation;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.internal.Text;
import io.github.allfours.rules.InvalidRuleSetException;
import io.github.allfours.rules.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Replays a game record against the rules and reports the first place where they disagree: a line
 * that is malformed, an action that was not legal, a legal set that is not the engine's, points that
 * were not scored (or scored differently), a wrong hand total or end of match, a record that stops
 * mid-match.
 *
 * <p>Each match is replayed from its match line with the rule set the {@link RuleSetResolver} gives
 * for its variant and seats, dealing from the record's own deal lines. After each action or deal the
 * verifier works out which lines the rules produce (in the order {@link GameRecordWriter} writes
 * them) and compares them one by one with the record, so a record passes exactly when the writer,
 * replaying the same game, would have written the same text.
 *
 * <p>Records may come from anyone (an uploaded saved game, say): whatever the input, verifying it
 * either gives a result or fails with the {@link IOException} of the input itself. A line that cannot
 * be read — malformed JSON or UTF-8, a line over {@link GameRecordReader#MAX_LINE_LENGTH} characters,
 * a number that is not an {@code int} — is a {@link Discrepancy.Kind#MALFORMED} discrepancy with its
 * line number; each line costs time linear in its length, and messages quote at most a short excerpt
 * of the record.
 *
 * <pre>{@code
 * VerificationResult r = new RecordVerifier(RuleSetResolver.of(myRules)).verify(path);
 * if (!r.isOk()) System.err.println(r.discrepancy().get());
 * }</pre>
 *
 * <p>Threads: a verifier is immutable; each call of {@code verify} or {@code resume} replays with state of
 * its own, so one verifier may verify any number of records on any number of threads at once, provided its
 * {@link RuleSetResolver} may be called from them (the resolvers of {@link RuleSetResolver#of} and
 * {@code Variants.resolver()} only read immutable rule sets). The input stream or reader of one call is
 * that call's: do not share it.
 */
public final class RecordVerifier {
    private final RuleSetResolver resolver;

    /**
     * A verifier that finds each match's rules with a resolver.
     *
     * @param resolver finds the rule set for each match line
     */
    public RecordVerifier(RuleSetResolver resolver) {
        this.resolver = Objects.requireNonNull(resolver, "resolver");
    }

    /**
     * Verifies a record file (UTF-8).
     *
     * @param file the record
     * @return the result
     * @throws IOException if the file cannot be read (a malformed line is a discrepancy, not an exception)
     */
    public VerificationResult verify(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return verify(in);
        }
    }

    /**
     * Verifies a record read as UTF-8 bytes from {@code in} (which is not closed), such as an upload.
     * Malformed UTF-8 is a {@link Discrepancy.Kind#MALFORMED} discrepancy naming its line.
     *
     * @param in the record's bytes
     * @return the result
     * @throws IOException if reading fails (a malformed line is a discrepancy, not an exception)
     */
    public VerificationResult verify(InputStream in) throws IOException {
        return new Run().run(new GameRecordReader(in));
    }

    /**
     * Verifies a record held in a string.
     *
     * @param text the record
     * @return the result
     */
    public VerificationResult verify(String text) {
        try {
            return verify(new StringReader(text));
        } catch (IOException e) {
            throw new AssertionError("a string cannot fail to read", e);
        }
    }

    /**
     * Verifies a record read from {@code in} (which is not closed).
     *
     * @param in the record
     * @return the result
     * @throws IOException if reading fails (a malformed line is a discrepancy, not an exception)
     */
    public VerificationResult verify(Reader in) throws IOException {
        return new Run().run(new GameRecordReader(in));
    }

    /**
     * Loads a saved game: replays the record and returns the state of its last match, finished or not,
     * so play can go on from where the record stops. This is how a host saves a game (write its record
     * as it is played) and loads it again; a record that stops in the middle of what one action produced
     * (a hand's points without its hand line, say) is refused like any other inconsistency.
     *
     * @param text the record
     * @return the state the record leads to
     * @throws InconsistentRecordException if the record does not replay exactly (tampered, inconsistent
     *                                     or malformed), with the first discrepancy and its line
     */
    public GameState resume(String text) throws InconsistentRecordException {
        try {
            return resume(new StringReader(text));
        } catch (IOException e) {
            throw new AssertionError("a string cannot fail to read", e);
        }
    }

    /**
     * Loads a saved game read from {@code in} (which is not closed); see {@link #resume(String)}.
     *
     * @param in the record
     * @return the state the record leads to
     * @throws InconsistentRecordException if the record does not replay exactly
     * @throws IOException                 if reading fails
     */
    public GameState resume(Reader in) throws InconsistentRecordException, IOException {
        return resumed(verify(in));
    }

    /**
     * Loads a saved game read as UTF-8 bytes from {@code in} (which is not closed), such as an upload;
     * see {@link #resume(String)}.
     *
     * @param in the record's bytes
     * @return the state the record leads to
     * @throws InconsistentRecordException if the record does not replay exactly (malformed UTF-8 included)
     * @throws IOException                 if reading fails
     */
    public GameState resume(InputStream in) throws InconsistentRecordException, IOException {
        return resumed(verify(in));
    }

    /**
     * Loads a saved game by its deals and actions alone: as {@link #resume(String)}, but what the rules concluded is
     * not compared: each action line's legal set, and the points, lapse, hand and end lines, are read and passed
     * over, and the state is the one the current rules give for the record's deals and actions. This loads a record
     * written under an earlier version of the rules whose conclusions have since changed (in table mode, see the
     * changelog), provided that each of its actions is still legal when replayed, in turn, and that the match goes
     * on exactly as long as the record does; a record whose actions the rules now refuse is refused as
     * {@code resume} refuses it, naming the line. Use {@code resume} whenever the record is to be trusted as written:
     * this method checks much less.
     *
     * @param text the record
     * @return the state its deals and actions lead to under the current rules
     * @throws InconsistentRecordException if the record is malformed, or its deals and actions do not replay
     */
    public GameState resumeByActions(String text) throws InconsistentRecordException {
        try {
            return resumed(new Run(true).run(new GameRecordReader(new StringReader(text))));
        } catch (IOException e) {
            throw new AssertionError("a string cannot fail to read", e);
        }
    }

    private static GameState resumed(VerificationResult r) throws InconsistentRecordException {
        if (r.discrepancy().isPresent() && r.discrepancy().get().kind() != Discrepancy.Kind.INCOMPLETE) {
            throw new InconsistentRecordException(r.discrepancy().get());
        }
        if (r.lastState().isEmpty()) {
            throw new InconsistentRecordException(new Discrepancy(Math.max(1, r.lines()),
                Discrepancy.Kind.INCOMPLETE, "the record holds no match to resume"));
        }
        return r.lastState().get();
    }

    /** The state of one verification. */
    private final class Run {
        private int lines;
        private int matches;
        private int deals;
        private int hands;
        private int actions;
        private int points;
        private GameState state;
        private final ArrayDeque<RecordLine> expected = new ArrayDeque<>();
        /** Whether only the deals and the actions are replayed ({@link #resumeByActions}). */
        private final boolean actionsOnly;

        Run() {
            this(false);
        }

        Run(boolean actionsOnly) {
            this.actionsOnly = actionsOnly;
        }

        VerificationResult run(GameRecordReader reader) throws IOException {
            while (true) {
                RecordLine line;
                try {
                    line = reader.next();
                } catch (RecordFormatException e) {
                    return fail(e.lineNumber(), Discrepancy.Kind.MALFORMED, e.problem());
                }
                if (line == null) {
                    return atEnd(reader.lineNumber() + 1);
                }
                lines++;
                count(line);
                Discrepancy d = step(line, reader.lineNumber());
                if (d != null) {
                    return result(d);
                }
            }
        }

        private void count(RecordLine line) {
            if (line instanceof MatchLine) {
                matches++;
            } else if (line instanceof DealLine) {
                deals++;
            } else if (line instanceof HandLine) {
                hands++;
            } else if (line instanceof ActionLine) {
                actions++;
            } else if (line instanceof PointsLine) {
                points++;
            }
        }

        /** Checks one line against the replay and advances it; null when the line is right. */
        private Discrepancy step(RecordLine line, int n) {
            if (actionsOnly) {
                expected.clear();           // the rules' conclusions are not compared ...
                if (line instanceof PointsLine || line instanceof LapseLine || line instanceof HandLine
                    || line instanceof EndLine) {
                    return null;            // ... and the record's are passed over
                }
            }
            RecordLine want = expected.poll();
            if (want != null) {
                if (want.equals(line)) {
                    return null;
                }
                return new Discrepancy(n, mismatchKind(want, line), "expected " + describe(want)
                    + ", but the record has " + describe(line));
            }
            if (state == null || state.isOver()) {
                if (!(line instanceof MatchLine)) {
                    return new Discrepancy(n, Discrepancy.Kind.UNEXPECTED_LINE, (state == null
                        ? "a record starts with a match line" : "the match is over; only a new match line may follow")
                        + ", but the record has " + describe(line));
                }
                return startMatch((MatchLine) line, n);
            }
            if (state.phase() == Phase.DEAL) {
                if (!(line instanceof DealLine)) {
                    return new Discrepancy(n, Discrepancy.Kind.UNEXPECTED_LINE, "expected the deal line of deal "
                        + state.dealNumber() + " (dealer seat " + state.dealer() + "), but the record has "
                        + describe(line));
                }
                DealLine deal = (DealLine) line;
                GameState after = state.deal(deal.deck(), EventLines.to(expected::add));
                state = after;
                RecordLine dealt = expected.poll();  // the emitted deal line: same deck, the rules' dealer
                return dealt.equals(line) ? null : new Discrepancy(n, Discrepancy.Kind.DEAL_MISMATCH,
                    "deal " + after.dealNumber() + " is dealt by seat " + after.dealer() + ", but the record says seat "
                        + deal.dealer());
            }
            if (!(line instanceof ActionLine)) {
                return new Discrepancy(n, line instanceof PointsLine ? Discrepancy.Kind.POINTS_MISMATCH
                    : Discrepancy.Kind.UNEXPECTED_LINE, "expected an action by seat " + state.toAct()
                    + " (nothing else happens before it), but the record has " + describe(line));
            }
            ActionLine act = (ActionLine) line;
            int who = act.seat() >= 0 && act.seat() < state.rules().seats() ? act.seat() : state.toAct();
            if (who != state.toAct()) {     // out of turn: only a table-mode claim may be, so legality comes first
                Optional<Violation> early = state.check(act.seat(), act.action());
                if (early.isPresent()) {
                    return new Discrepancy(n, Discrepancy.Kind.ILLEGAL_ACTION, "'" + act.action().notation()
                        + "' by seat " + act.seat() + " is not legal: " + early.get().message());
                }
            }
            List<Action> legal = who >= 0 ? state.legalActions(who) : List.of();
            if (!actionsOnly && !legal.equals(act.legal())) {
                return new Discrepancy(n, Discrepancy.Kind.LEGAL_SET_MISMATCH, "seat " + who + " may "
                    + notations(legal) + ", but the record lists " + difference(legal, act.legal()));
            }
            Optional<Violation> v = state.check(act.seat(), act.action());
            if (v.isPresent()) {
                return new Discrepancy(n, Discrepancy.Kind.ILLEGAL_ACTION, "'" + act.action().notation()
                    + "' by seat " + act.seat() + " is not legal: " + v.get().message());
            }
            state = state.apply(act.seat(), act.action(), EventLines.to(expected::add));
            return null;
        }

        private Discrepancy startMatch(MatchLine m, int n) {
            RuleSet rules;
            try {
                rules = resolver.resolve(m.variant(), m.seats(), m.sides().size());
            } catch (RuntimeException e) {
                return new Discrepancy(n, Discrepancy.Kind.UNKNOWN_VARIANT, "no rule set for variant \""
                    + Text.excerpt(m.variant()) + "\" with " + m.seats() + " seats: " + Text.cut(String.valueOf(e.getMessage())));
            }
            if (rules == null) {
                return new Discrepancy(n, Discrepancy.Kind.UNKNOWN_VARIANT, "no rule set for variant \""
                    + Text.excerpt(m.variant()) + "\" with " + m.seats() + " seats");
            }
            if (m.firstDealer() >= rules.seats()) {
                return new Discrepancy(n, Discrepancy.Kind.MATCH_MISMATCH, "first dealer " + m.firstDealer()
                    + " is not a seat of a " + rules.seats() + "-seat table");
            }
            if (!m.options().isEmpty() || m.target() != rules.target() || !m.packets().equals(rules.packets())) {
                try {       // a house rule of the named rule set: its options, target and packets are in the line
                    rules = rules.withOptions(m.options()).withTarget(m.target()).withPackets(m.packets());
                } catch (InvalidRuleSetException e) {
                    return new Discrepancy(n, Discrepancy.Kind.MATCH_MISMATCH, "the house rules of the match line do "
                        + "not make a rule set of " + rules.id() + ": " + Text.listed(e.problems()));
                }
            }
            MatchLine want = MatchLine.of(rules, m.firstDealer());
            if (!want.equals(m)) {
                return new Discrepancy(n, Discrepancy.Kind.MATCH_MISMATCH, "rule set " + rules.id() + " has "
                    + tableDifference(want, m));
            }
            // deal orders come from the record's deal lines, so the replay waits for each one
            state = GameState.start(rules, m.firstDealer(), DeckSource.none());
            return null;
        }

        private VerificationResult atEnd(int n) {
            RecordLine want = actionsOnly ? null : expected.peek();
            if (want != null) {
                return fail(n, mismatchKind(want, null), "the record ends where " + describe(want) + " was due");
            }
            if (state == null) {
                return fail(n, Discrepancy.Kind.INCOMPLETE, "the record holds no match");
            }
            if (!state.isOver()) {
                String due = state.phase() == Phase.DEAL ? "deal " + state.dealNumber() + " is due"
                    : "seat " + state.toAct() + " is to act";
                return fail(n, Discrepancy.Kind.INCOMPLETE, "the record ends before the match is over: " + due
                    + ", score " + state.score(0) + scoresAfterFirst());
            }
            return result(null);
        }

        private String scoresAfterFirst() {
            StringBuilder sb = new StringBuilder();
            int[] s = state.scores();
            for (int i = 1; i < s.length; i++) {
                sb.append('-').append(s[i]);
            }
            return sb.toString();
        }

        private VerificationResult fail(int n, Discrepancy.Kind kind, String message) {
            return result(new Discrepancy(n, kind, message));
        }

        private VerificationResult result(Discrepancy d) {
            return new VerificationResult(lines, matches, deals, hands, actions, points, Optional.ofNullable(d),
                Optional.ofNullable(state));
        }
    }

    private static String tableDifference(MatchLine want, MatchLine got) {
        if (!want.variant().equals(got.variant())) {
            return "id \"" + want.variant() + "\", but the record says \"" + Text.excerpt(got.variant()) + "\"";
        }
        if (!want.sides().equals(got.sides())) {
            return "sides " + want.sides() + ", but the record says " + Text.value(got.sides());
        }
        if (!want.packets().equals(got.packets())) {
            return "packets " + want.packets() + ", but the record says " + Text.value(got.packets());
        }
        if (want.target() != got.target()) {
            return "target " + want.target() + ", but the record says " + got.target();
        }
        if (!want.options().equals(got.options())) {
            return "options " + want.options() + " (its rules written canonically), but the record says "
                + Text.value(got.options());
        }
        return "seats " + want.seats() + ", but the record says " + got.seats();
    }

    private static Discrepancy.Kind mismatchKind(RecordLine want, RecordLine got) {
        if (want instanceof PointsLine) {
            return Discrepancy.Kind.POINTS_MISMATCH;
        }
        if (want instanceof HandLine) {
            return Discrepancy.Kind.TOTALS_MISMATCH;
        }
        if (want instanceof EndLine) {
            return Discrepancy.Kind.END_MISMATCH;
        }
        if (want instanceof DealLine) {
            return Discrepancy.Kind.DEAL_MISMATCH;
        }
        return Discrepancy.Kind.UNEXPECTED_LINE;
    }

    /**
     * What a record's list of legal actions has that the rules do not give, and what it lacks, each naming at most
     * ten actions (a record's list may be of any length), or the order when the two differ only in it.
     */
    private static String difference(List<Action> legal, List<Action> listed) {
        Set<Action> allowed = new HashSet<>(legal);
        Set<Action> given = new HashSet<>(listed);
        List<Action> extra = listed.stream().filter(a -> !allowed.contains(a)).distinct().limit(10).toList();
        List<Action> missing = legal.stream().filter(a -> !given.contains(a)).limit(10).toList();
        if (extra.isEmpty() && missing.isEmpty()) {
            return "them in another order or more than once (" + listed.size() + " actions)";
        }
        StringBuilder sb = new StringBuilder();
        if (!extra.isEmpty()) {
            sb.append("also ").append(notations(extra));
        }
        if (!missing.isEmpty()) {
            sb.append(extra.isEmpty() ? "" : " and ").append("not ").append(notations(missing));
        }
        return sb.toString();
    }

    private static String notations(List<Action> actions) {
        StringBuilder sb = new StringBuilder("[");
        for (Action a : actions) {
            if (sb.length() > 1) {
                sb.append(", ");
            }
            sb.append(a.notation());
        }
        return sb.append(']').toString();
    }

    /** A short English description of a line for messages. */
    static String describe(RecordLine line) {
        if (line instanceof PointsLine) {
            PointsLine p = (PointsLine) line;
            return "points: side " + p.side() + (p.points() < 0 ? " " : " +") + p.points() + " " + p.reason().code()
                + (p.card() == null ? "" : " (" + p.card() + ")");
        }
        if (line instanceof HandLine) {
            return "hand totals " + Text.value(((HandLine) line).totals());
        }
        if (line instanceof EndLine) {
            EndLine e = (EndLine) line;
            return "end: side " + e.winner() + " wins " + Text.value(e.totals());
        }
        if (line instanceof DealLine) {
            return "a deal by seat " + ((DealLine) line).dealer();
        }
        if (line instanceof LapseLine l) {
            return "lapse: seat " + l.seat() + "'s call of " + l.card();
        }
        if (line instanceof ActionLine) {
            ActionLine a = (ActionLine) line;
            return "action: seat " + a.seat() + " " + a.action().notation();
        }
        MatchLine m = (MatchLine) line;
        return "a match line (" + Text.excerpt(m.variant()) + ", " + m.seats() + " seats)";
    }
}
