package io.github.allfours.examples.cli;

import io.github.allfours.bot.Budget;
import io.github.allfours.check.InvariantChecker;
import io.github.allfours.engine.Playout;
import io.github.allfours.examples.bench.BaselineKernel;
import io.github.allfours.examples.bench.DecideTiming;
import io.github.allfours.examples.bench.KernelComparison;
import io.github.allfours.examples.simulate.Simulation;
import io.github.allfours.game.AwardReason;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code allfours simulate}: plays many matches between uniformly random legal players and reports
 * how fast the engine went and what happened (hands, actions, awards by kind, wins per side).
 *
 * <p>Match {@code i} depends only on the seed and {@code i} ({@link Simulation#matchSeed}), so the
 * counts are the same for any {@code --threads}. Matches are handed to the threads in batches; with
 * {@code --record}, each batch is recorded into memory by its thread and the batches are written to
 * the file in match order, so the record file is also the same for any number of threads. Each batch
 * counts into its own {@link Simulation.Stats} (and checker); the batches are added up in match order
 * by the main thread, so the threads share nothing they write while they play.
 *
 * <p>{@code --check} runs the {@link InvariantChecker} on every state reached (a soak test: much
 * slower); {@code --all-variants} (or {@code --variant all}) plays every rule set of the catalogue
 * (every variant at every table size), splitting {@code --matches} between them, and prints a line
 * per rule set.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
    description = "Play many matches between random players; print speed and statistics.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:done (and with --check, no violation)", "1:the record file cannot be written",
        "2:bad arguments", "3:--check found violations"})
public final class SimulateCommand implements Callable<Integer> {
    private static final long PROGRESS_NANOS = 250_000_000L;   // how often the progress is updated (lines: every 2 s)
    /** Exit code when {@code --check} finds a violation. */
    static final int VIOLATIONS_EXIT = 3;
    /** The most threads a run may ask for. */
    public static final int MAX_THREADS = 1024;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private VariantChoice variant = new VariantChoice();

    @Option(names = "--matches", paramLabel = "N", defaultValue = "1000",
        description = "Number of matches (default: ${DEFAULT-VALUE}); with --all-variants, in all.")
    private long matches;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
        description = "Seed of the whole run (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--record", paramLabel = "FILE",
        description = "Write the game record (allfours-record/1, JSON Lines) of every match to FILE.")
    private Path record;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
        description = "Threads to play on (default: ${DEFAULT-VALUE}); results do not depend on it.")
    private int threads;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "0",
        description = "Matches to play first, on the same threads, without counting or timing them, so "
            + "the figures are of the warmed-up JVM (with --baseline: hands) "
            + "(default: ${DEFAULT-VALUE}).")
    private long warmup;

    @Option(names = "--check",
        description = "Check the engine's invariants after every action (card conservation, the 80 total, "
            + "legality of every action, view secrecy) and count violations. Much slower.")
    private boolean check;

    @Option(names = "--all-variants",
        description = "Play every variant at every table size (same as --variant all), splitting --matches "
            + "between them.")
    private boolean allVariants;

    @Option(names = "--baseline", paramLabel = "HANDS",
        description = "Instead of the library, time the allocation-free mutable baseline kernel "
            + "(io.github.allfours.examples.bench.BaselineKernel) over HANDS random Trinidad hands, after "
            + "--warmup hands, on one thread: the yardstick of docs/performance.md's speed ratio. With --playout, "
            + "time the kernel and random Trinidad hands played in place on a Playout side by side instead: "
            + "alternating rounds of HANDS hands each, in CPU time of the thread, and print the ratio.")
    private Long baseline;

    @Option(names = "--playout",
        description = "Play the same matches (same deals, same choices, same counts) on the mutable scratch state "
            + "io.github.allfours.engine.Playout, the bots' play-out path, instead of through the immutable "
            + "GameState: the engine's own rules in place, nothing allocated per card. Not with --record or --check.")
    private boolean playout;

    @Option(names = "--bid-table", paramLabel = "HANDS",
        description = "Instead of matches, play HANDS four-handed Pitch hands with the rule-based bot at every seat "
            + "and print the table of points expected per pitcher's holding (--seed applies): how the bot's "
            + "bid table, the resource io/github/allfours/bot/bid-table.csv, is made.")
    private Integer bidTable;

    @Option(names = "--decide", paramLabel = "BOT",
        description = "Instead of matches, time a search bot's decisions (search, ismcts or expert, which here "
            + "names the solver search) in CPU time of the thread: the JMH benchmark Decide's 120 positions of the "
            + "variant in turn at its budgets (1,000 iterations, the solver search 300), 240 decisions a round after two rounds not timed; prints each round's "
            + "iterations per 50 ms of CPU and their median.")
    private String decide;

    @Option(names = "--rounds", paramLabel = "R", defaultValue = "9",
        description = "With --decide: the rounds timed (default: ${DEFAULT-VALUE}).")
    private int rounds;

    @Option(names = "--iterations", paramLabel = "N",
        description = "With --decide: the iterations of a decision (1 to 1,000,000,000) instead of the benchmark's "
            + "budgets, say as many as a 50 ms decision runs, to see how a search's cost per iteration changes with "
            + "the size of its tree.")
    private Long iterations;

    /** Creates the command. */
    public SimulateCommand() {
    }

    /** {@code --decide BOT}: the bot's iterations per 50 ms of CPU over the benchmark's positions, round by round. */
    private Integer runDecide() {
        CommandLine cmd = spec.commandLine();
        if (rounds < 1) {
            throw new CommandLine.ParameterException(cmd, "--rounds must be at least 1, not " + rounds);
        }
        if (iterations != null && (iterations < 1 || iterations > Budget.MAX_ITERATIONS)) {
            throw new CommandLine.ParameterException(cmd, String.format(Locale.ROOT, "--iterations must be 1 to %,d, not %d",
                Budget.MAX_ITERATIONS, iterations));
        }
        RuleSet rules = variant.rules(cmd);
        DecideTiming timing;
        try {
            timing = iterations == null ? new DecideTiming(decide.strip(), rules)
                : new DecideTiming(decide.strip(), rules, iterations);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, "--decide: " + e.getMessage());
        }
        double[] rates = timing.run(rounds, DecideTiming.DECISIONS);
        PrintWriter out = cmd.getOut();
        out.printf(Locale.ROOT, "%s deciding %s (%s), %,d iterations a decision: %d round%s of %d decisions, after %d not "
            + "timed; iterations per 50 ms of CPU%n", decide.strip(), rules.id(), table(rules), timing.budget(), rounds,
            rounds == 1 ? "" : "s", DecideTiming.DECISIONS, DecideTiming.WARM_UP_ROUNDS);
        for (int i = 0; i < rates.length; i++) {
            out.printf(Locale.ROOT, "  round %d   %,10.0f%n", i + 1, rates[i]);
        }
        out.printf(Locale.ROOT, "  median    %,10.0f%n", DecideTiming.median(rates));
        out.flush();
        return 0;
    }

    private static String table(RuleSet rules) {
        return rules.seats() + " players" + (rules.sides() == rules.seats() ? "" : " in " + rules.sides() + " sides");
    }

    /** Times the baseline kernel and prints its hands/s (with --playout, side by side with the play-out path). */
    private Integer runBaseline() {
        PrintWriter out = spec.commandLine().getOut();
        if (baseline < 1 || warmup < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--baseline needs at least 1 hand and "
                + "--warmup at least 0");
        }
        if (playout) {
            return runSideBySide(out);
        }
        BaselineKernel kernel = new BaselineKernel(seed);
        long sink = kernel.play(warmup);
        long start = System.nanoTime();
        sink += kernel.play(baseline);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "baseline kernel (Trinidad, 4 players, seed %d), after %,d warm-up hands%n", seed, warmup);
        out.printf(Locale.ROOT, "  hands      %,14d%n", baseline);
        out.printf(Locale.ROOT, "  elapsed    %14.3f s%n", seconds);
        out.printf(Locale.ROOT, "  hands/s    %,14.0f%n", baseline / seconds);
        out.printf(Locale.ROOT, "  (checksum  %d)%n", sink);
        out.flush();
        return 0;
    }

    /** {@code --baseline HANDS --playout}: the kernel and the play-out path in alternating rounds, CPU time. */
    private Integer runSideBySide(PrintWriter out) {
        KernelComparison compare = new KernelComparison(seed);
        double[][] rates = compare.run(baseline);
        out.printf(Locale.ROOT, "baseline kernel against random hands on a Playout (Trinidad, 4 players, seed %d): %d rounds of "
            + "%,d hands each, after %d rounds not timed; hands per second of CPU%n", seed, KernelComparison.ROUNDS,
            baseline, KernelComparison.WARM_UP_ROUNDS);
        for (int i = 0; i < rates.length; i++) {
            out.printf(Locale.ROOT, "  round %d   kernel %,12.0f   playout %,12.0f   ratio %.3f%n", i + 1, rates[i][0],
                rates[i][1], rates[i][1] / rates[i][0]);
        }
        out.printf(Locale.ROOT, "  median    kernel %,12.0f   playout %,12.0f   ratio %.3f (median of the rounds' ratios)%n",
            KernelComparison.median(rates, 0), KernelComparison.median(rates, 1), KernelComparison.median(rates, 2));
        out.printf(Locale.ROOT, "  (checksum %d)%n", compare.checksum());
        out.flush();
        return 0;
    }

    /** The matches of one rule set: match {@code i} of it is decided by {@code (seed, i)}. */
    static final class Part {
        final RuleSet rules;
        final long seed;
        final long matches;
        final Simulation.Stats stats;
        final InvariantChecker checker;

        Part(RuleSet rules, long seed, long matches, boolean check) {
            this.rules = rules;
            this.seed = seed;
            this.matches = matches;
            this.stats = new Simulation.Stats(rules.sides());
            this.checker = check ? new InvariantChecker() : null;
        }
    }

    /**
     * Runs the simulation.
     *
     * @return 0; 1 if the record file cannot be written; 3 if {@code --check} found violations
     * @throws Exception if a match fails (an engine bug; with {@code --check} it is counted instead)
     */
    @Override
    public Integer call() throws Exception {
        CommandLine cmd = spec.commandLine();
        if (bidTable != null) {
            if (bidTable < 1) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--bid-table needs at least 1 hand, not " + bidTable);
            }
            spec.commandLine().getOut().print(io.github.allfours.bot.BidTable.simulate(seed, bidTable));
            spec.commandLine().getOut().flush();
            return 0;
        }
        if (decide != null) {
            if (baseline != null || playout || check || record != null || allVariants) {
                throw new CommandLine.ParameterException(cmd, "--decide times a bot's decisions; it takes only --variant, "
                    + "--players, --sides, --rounds and --iterations");
            }
            return runDecide();
        }
        if (iterations != null) {
            throw new CommandLine.ParameterException(cmd, "--iterations is the budget of --decide's decisions; give --decide BOT");
        }
        if (baseline != null) {
            return runBaseline();
        }
        boolean all = allVariants || "all".equalsIgnoreCase(variant.variant == null ? "" : variant.variant.strip());
        if (allVariants && variant.variant != null && !"all".equalsIgnoreCase(variant.variant.strip())) {
            throw new CommandLine.ParameterException(cmd, "--all-variants plays every variant; do not name one with --variant");
        }
        if (all && (variant.players != null || variant.sides != null)) {
            throw new CommandLine.ParameterException(cmd, "--all-variants plays every table; do not give --players or --sides");
        }
        List<RuleSet> ruleSets = all ? Variants.allRuleSets() : List.of(variant.rules(cmd));
        if (matches < ruleSets.size()) {
            throw new CommandLine.ParameterException(cmd, "--matches must be at least " + ruleSets.size()
                + (all ? " (one per rule set)" : "") + ", not " + matches);
        }
        if (playout && (record != null || check)) {
            throw new CommandLine.ParameterException(cmd, "--playout plays on a scratch state, which neither records "
                + "nor checks: drop " + (check ? "--check" : "--record"));
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new CommandLine.ParameterException(cmd, "--threads must be 1 to " + MAX_THREADS + ", not " + threads);
        }
        List<Part> parts = new ArrayList<>();
        for (int k = 0; k < ruleSets.size(); k++) {
            long share = matches / ruleSets.size() + (k < matches % ruleSets.size() ? 1 : 0);
            // a single rule set uses the run's seed itself, so its matches are those of the plain command
            long partSeed = all ? Simulation.matchSeed(seed, -1L - k) : seed;
            parts.add(new Part(ruleSets.get(k), partSeed, share, check));
        }
        Writer recordOut = null;
        if (record != null) {
            try {
                recordOut = Files.newBufferedWriter(record, StandardCharsets.UTF_8);
            } catch (IOException e) {
                cmd.getErr().println("allfours simulate: cannot write " + record + ": " + e);
                return 1;
            }
        }
        if (warmup < 0) {
            throw new CommandLine.ParameterException(cmd, "--warmup must not be negative, not " + warmup);
        }
        if (warmup > 0) {
            warmUp(ruleSets);
        }
        long started = System.nanoTime();
        try {
            run(parts, recordOut);
        } catch (IOException e) {
            cmd.getErr().println("allfours simulate: cannot write " + record + ": " + e);
            return 1;
        } finally {
            if (recordOut != null) {
                recordOut.close();
            }
        }
        long nanos = System.nanoTime() - started;
        if (all) {
            reportAll(parts, nanos);
        } else {
            report(parts.get(0).rules, parts.get(0).stats, nanos);
        }
        InvariantChecker checked = null;
        if (check) {
            checked = new InvariantChecker();
            for (Part p : parts) {
                checked.merge(p.checker);
            }
            reportCheck(checked);
        }
        spec.commandLine().getOut().flush();
        return checked != null && checked.violations() > 0 ? VIOLATIONS_EXIT : 0;
    }

    /**
     * Plays {@link #warmup} matches of the given rule sets on the same number of threads and throws them
     * away: their seeds are not the run's, nothing is counted, recorded or timed.
     */
    private void warmUp(List<RuleSet> ruleSets) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "simulate-warmup");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> work = new java.util.ArrayList<>();
            for (int t = 0; t < threads; t++) {
                long from = warmup * t / threads;
                long to = warmup * (t + 1) / threads;
                work.add(pool.submit(() -> {
                    for (long i = from; i < to; i++) {
                        RuleSet rules = ruleSets.get((int) (i % ruleSets.size()));
                        if (playout) {
                            Simulation.playMatchInPlace(rules, ~seed, i, new Simulation.Stats(rules.sides()), null);
                        } else {
                            Simulation.playMatch(rules, ~seed, i, new Simulation.Stats(rules.sides()), null);
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : work) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private void run(List<Part> parts, Writer recordOut) throws Exception {
        Batches batches = new Batches(parts, check ? 10 : recordOut != null ? 50 : 500);
        int window = threads * 4;
        AtomicLong done = new AtomicLong();    // added to once per batch, read by the progress line
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "simulate");
            t.setDaemon(true);
            return t;
        });
        try (Progress progress = Progress.onStandardError("simulate", "matches", matches, spec.commandLine().getErr())) {
            ArrayDeque<Future<Batch>> inFlight = new ArrayDeque<>();
            long started = System.nanoTime();
            long nextProgress = started + PROGRESS_NANOS;
            while (!batches.isEmpty() || !inFlight.isEmpty()) {
                while (!batches.isEmpty() && inFlight.size() < window) {
                    long[] b = batches.next();
                    Part part = parts.get((int) b[0]);
                    inFlight.add(pool.submit(() -> playBatch(part, b[1], b[2], recordOut != null, playout, done)));
                }
                Batch b;
                try {
                    b = inFlight.peek().get(Math.max(1, nextProgress - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    progress.at(done.get());
                    nextProgress += PROGRESS_NANOS;
                    continue;
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
                }
                inFlight.poll();
                b.part.stats.merge(b.stats);
                if (b.checker != null) {
                    b.part.checker.merge(b.checker);
                }
                if (recordOut != null) {
                    recordOut.append(b.record);
                }
                if (System.nanoTime() >= nextProgress) {
                    progress.at(done.get());
                    nextProgress = System.nanoTime() + PROGRESS_NANOS;
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The batches of matches to play, {part, from, to}, made one at a time as they are handed out: however
     * many matches are asked for, only the batches in flight exist.
     */
    static final class Batches {
        private final List<Part> parts;
        private final long size;
        private int part;
        private long from;

        Batches(List<Part> parts, long size) {
            this.parts = parts;
            this.size = size;
            skipEmpty();
        }

        boolean isEmpty() {
            return part == parts.size();
        }

        long[] next() {
            long matches = parts.get(part).matches;
            long to = from + Math.min(size, matches - from);
            long[] b = {part, from, to};
            from = to;
            skipEmpty();
            return b;
        }

        private void skipEmpty() {
            while (part < parts.size() && from >= parts.get(part).matches) {
                part++;
                from = 0;
            }
        }
    }

    /** Runs on a pool thread: everything it writes is its own until the batch is returned. */
    private static Batch playBatch(Part part, long from, long to, boolean recording, boolean inPlace, AtomicLong done) {
        Simulation.Stats stats = new Simulation.Stats(part.rules.sides());
        InvariantChecker checker = part.checker != null ? new InvariantChecker() : null;
        StringBuilder text = recording ? new StringBuilder(16_384 * (int) (to - from)) : null;
        GameRecordWriter writer = recording ? new GameRecordWriter(text) : null;
        Playout scratch = null;
        for (long i = from; i < to; i++) {
            if (inPlace) {
                scratch = Simulation.playMatchInPlace(part.rules, part.seed, i, stats, scratch);
            } else {
                Simulation.playMatch(part.rules, part.seed, i, stats, writer, checker);
            }
        }
        done.addAndGet(to - from);
        return new Batch(part, stats, checker, text);
    }

    private void report(RuleSet rules, Simulation.Stats s, long nanos) {
        PrintWriter out = spec.commandLine().getOut();
        double seconds = nanos / 1e9;
        out.printf(Locale.ROOT, "Simulated %,d matches of %s (%s, %d players), seed %d, %d thread%s%s.%n",
            s.matches(), rules.id(), rules.name(), rules.seats(), seed, threads, threads == 1 ? "" : "s",
            (check ? ", invariants checked" : "") + (playout ? ", in place on a play-out" : "")
                + (warmup > 0 ? String.format(Locale.ROOT, ", after %,d warm-up matches", warmup) : ""));
        out.printf(Locale.ROOT, "  matches    %,14d%n", s.matches());
        out.printf(Locale.ROOT, "  hands      %,14d   %.2f per match; %,d matches won during a deal%n", s.hands(),
            (double) s.hands() / Math.max(1, s.matches()), s.endedInDeal());
        out.printf(Locale.ROOT, "  hands begun per match: median %d, 90%% %d, 99%% %d, most %d%n",
            s.handsPerMatchQuantile(0.5), s.handsPerMatchQuantile(0.9), s.handsPerMatchQuantile(0.99), s.mostHandsInAMatch());
        out.printf(Locale.ROOT, "  deals      %,14d   redeals included%n", s.deals());
        out.printf(Locale.ROOT, "  actions    %,14d   %.1f per hand%n", s.actions(),
            (double) s.actions() / Math.max(1, s.hands()));
        out.printf(Locale.ROOT, "  elapsed    %14.3f s%n", seconds);
        out.printf(Locale.ROOT, "  hands/s    %,14.0f%n", s.hands() / seconds);
        out.printf(Locale.ROOT, "  actions/s  %,14.0f%n", s.actions() / seconds);
        long points = 0;
        for (AwardReason r : AwardReason.values()) {
            points += s.awardPoints(r);
        }
        out.println("Awards by kind        count       points   share of points");
        for (AwardReason r : AwardReason.values()) {
            out.printf(Locale.ROOT, "  %-12s %,12d %,12d   %5.1f%%%n", r.code(), s.awardCount(r), s.awardPoints(r),
                points == 0 ? 0.0 : 100.0 * s.awardPoints(r) / points);
        }
        out.println("Wins per side");
        for (int side = 0; side < rules.sides(); side++) {
            List<String> seats = new ArrayList<>();
            for (int seat : rules.seatsOf(side)) {
                seats.add(Integer.toString(seat));
            }
            out.printf(Locale.ROOT, "  side %d (seat%s %s) %,12d   %5.1f%%%n", side, seats.size() == 1 ? "" : "s",
                String.join(", ", seats), s.wins(side), 100.0 * s.wins(side) / Math.max(1, s.matches()));
        }
        if (record != null) {
            out.println("Game record written to " + record);
        }
    }

    private void reportAll(List<Part> parts, long nanos) {
        PrintWriter out = spec.commandLine().getOut();
        double seconds = nanos / 1e9;
        Set<String> variants = new LinkedHashSet<>();
        long totalMatches = 0;
        long hands = 0;
        long actions = 0;
        int width = 0;
        for (Part p : parts) {
            variants.add(p.rules.id());
            totalMatches += p.stats.matches();
            hands += p.stats.hands();
            actions += p.stats.actions();
            width = Math.max(width, Simulation.label(p.rules).length());
        }
        out.printf(Locale.ROOT, "Simulated %,d matches of %d variants at %d table sizes, seed %d, %d thread%s%s.%n",
            totalMatches, variants.size(), parts.size(), seed, threads, threads == 1 ? "" : "s",
            check ? ", invariants checked" : playout ? ", in place on a play-out" : "");
        for (Part p : parts) {
            Simulation.Stats s = p.stats;
            out.printf(Locale.ROOT, "  %-" + width + "s  matches %,8d  hands %,10d  actions %,12d%s%n",
                Simulation.label(p.rules), s.matches(), s.hands(), s.actions(), p.checker == null ? ""
                    : String.format(Locale.ROOT, "  violations %,d", p.checker.violations()));
        }
        out.printf(Locale.ROOT, "  matches    %,14d%n", totalMatches);
        out.printf(Locale.ROOT, "  hands      %,14d%n", hands);
        out.printf(Locale.ROOT, "  actions    %,14d%n", actions);
        out.printf(Locale.ROOT, "  elapsed    %14.3f s%n", seconds);
        out.printf(Locale.ROOT, "  hands/s    %,14.0f%n", hands / seconds);
        out.printf(Locale.ROOT, "  actions/s  %,14.0f%n", actions / seconds);
        if (record != null) {
            out.println("Game record written to " + record);
        }
    }

    private void reportCheck(InvariantChecker c) {
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "checked %d actions, %d violations%n", c.actions(), c.violations());
        List<String> examples = c.examples();
        if (!examples.isEmpty()) {
            out.println("First violations:");
            for (String e : examples) {
                out.println("  " + e);
            }
        }
    }

    /** One batch's counts, checks and, when recording, its record text. */
    private static final class Batch {
        final Part part;
        final Simulation.Stats stats;
        final InvariantChecker checker;
        final StringBuilder record;

        Batch(Part part, Simulation.Stats stats, InvariantChecker checker, StringBuilder record) {
            this.part = part;
            this.stats = stats;
            this.checker = checker;
            this.record = record;
        }
    }
}
