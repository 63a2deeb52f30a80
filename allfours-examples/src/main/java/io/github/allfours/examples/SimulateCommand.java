package io.github.allfours.examples;

import io.github.allfours.engine.AwardReason;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.rules.RuleSet;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code allfours simulate}: plays many matches between uniformly random legal players and reports
 * how fast the engine went and what happened (hands, actions, awards by kind, wins per side).
 *
 * <p>Match {@code i} depends only on the seed and {@code i} ({@link Simulation#matchSeed}), so the
 * counts are the same for any {@code --threads}. Matches are handed to the threads in batches; with
 * {@code --record}, each batch is recorded into memory by its thread and the batches are written to
 * the file in match order, so the record file is also the same for any number of threads.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
    description = "Play many matches between random players; print speed and statistics.")
public final class SimulateCommand implements Callable<Integer> {
    private static final long PROGRESS_NANOS = TimeUnit.SECONDS.toNanos(2);

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private VariantChoice variant = new VariantChoice();

    @Option(names = "--matches", paramLabel = "N", defaultValue = "1000",
        description = "Number of matches (default: ${DEFAULT-VALUE}).")
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

    /** Creates the command. */
    public SimulateCommand() {
    }

    /**
     * Runs the simulation.
     *
     * @return 0, or 1 if the record file cannot be written
     * @throws Exception if a match fails (an engine bug)
     */
    @Override
    public Integer call() throws Exception {
        CommandLine cmd = spec.commandLine();
        RuleSet rules = variant.rules(cmd);
        if (matches < 1) {
            throw new CommandLine.ParameterException(cmd, "--matches must be at least 1, not " + matches);
        }
        if (threads < 1) {
            throw new CommandLine.ParameterException(cmd, "--threads must be at least 1, not " + threads);
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
        Simulation.Stats total = new Simulation.Stats(rules.sides());
        long started = System.nanoTime();
        try {
            run(rules, total, recordOut);
        } catch (IOException e) {
            cmd.getErr().println("allfours simulate: cannot write " + record + ": " + e);
            return 1;
        } finally {
            if (recordOut != null) {
                recordOut.close();
            }
        }
        report(rules, total, System.nanoTime() - started);
        return 0;
    }

    private void run(RuleSet rules, Simulation.Stats total, Writer recordOut) throws Exception {
        int batchSize = recordOut != null ? 50 : 500;
        long batches = (matches + batchSize - 1) / batchSize;
        int window = threads * 4;
        AtomicLong done = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "simulate");
            t.setDaemon(true);
            return t;
        });
        try {
            ArrayDeque<Future<Batch>> inFlight = new ArrayDeque<>();
            long next = 0;
            long started = System.nanoTime();
            long nextProgress = started + PROGRESS_NANOS;
            while (next < batches || !inFlight.isEmpty()) {
                while (next < batches && inFlight.size() < window) {
                    long from = next * batchSize;
                    long to = Math.min(matches, from + batchSize);
                    inFlight.add(pool.submit(() -> playBatch(rules, from, to, recordOut != null, done)));
                    next++;
                }
                Batch b;
                try {
                    b = inFlight.peek().get(Math.max(1, nextProgress - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    progress(done.get(), System.nanoTime() - started);
                    nextProgress += PROGRESS_NANOS;
                    continue;
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
                }
                inFlight.poll();
                total.merge(b.stats);
                if (recordOut != null) {
                    recordOut.append(b.record);
                }
                if (System.nanoTime() >= nextProgress) {
                    progress(done.get(), System.nanoTime() - started);
                    nextProgress = System.nanoTime() + PROGRESS_NANOS;
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private Batch playBatch(RuleSet rules, long from, long to, boolean recording, AtomicLong done) {
        Simulation.Stats stats = new Simulation.Stats(rules.sides());
        StringBuilder text = recording ? new StringBuilder(16_384 * (int) (to - from)) : null;
        GameRecordWriter writer = recording ? new GameRecordWriter(text) : null;
        for (long i = from; i < to; i++) {
            Simulation.playMatch(rules, seed, i, stats, writer);
            done.incrementAndGet();
        }
        return new Batch(stats, text);
    }

    private void progress(long done, long nanos) {
        PrintWriter err = spec.commandLine().getErr();
        err.printf(Locale.ROOT, "simulate: %,d of %,d matches (%d%%) after %.1f s%n", done, matches,
            done * 100 / matches, nanos / 1e9);
        err.flush();
    }

    private void report(RuleSet rules, Simulation.Stats s, long nanos) {
        PrintWriter out = spec.commandLine().getOut();
        double seconds = nanos / 1e9;
        out.printf(Locale.ROOT, "Simulated %,d matches of %s (%s, %d players), seed %d, %d thread%s.%n",
            s.matches(), rules.id(), rules.name(), rules.seats(), seed, threads, threads == 1 ? "" : "s");
        out.printf(Locale.ROOT, "  matches    %,14d%n", s.matches());
        out.printf(Locale.ROOT, "  hands      %,14d   %.2f per match; %,d matches won during a deal%n", s.hands(),
            (double) s.hands() / s.matches(), s.endedInDeal());
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
                String.join(", ", seats), s.wins(side), 100.0 * s.wins(side) / s.matches());
        }
        if (record != null) {
            out.println("Game record written to " + record);
        }
        out.flush();
    }

    /** One batch's counts and, when recording, its record text. */
    private static final class Batch {
        final Simulation.Stats stats;
        final StringBuilder record;

        Batch(Simulation.Stats stats, StringBuilder record) {
            this.stats = stats;
            this.record = record;
        }
    }
}
