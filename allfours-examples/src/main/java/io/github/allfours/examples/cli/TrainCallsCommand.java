package io.github.allfours.examples.cli;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.CallModel;
import io.github.allfours.bot.SearchBot;
import io.github.allfours.rules.AllPass;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.function.LongFunction;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/**
 * {@code allfours train-calls}: makes the learned trump-decision evaluator ({@link CallModel}). {@code label} plays
 * matches with the fixed yardstick ({@link SearchBot#YARDSTICK}) at every seat and labels every trump decision by
 * forcing each legal call and playing the hand out ({@link CallLabelling}); {@code fit} fits the model to the
 * labelled decisions and writes the resource the rule-based bot reads. Both are reproducible from their seeds and
 * record how they were made.
 */
@Command(name = "train-calls", mixinStandardHelpOptions = true,
    description = "Make the learned trump-decision evaluator: label decisions by self-play (label), then fit the model "
        + "(fit).",
    subcommands = {TrainCallsCommand.Label.class, TrainCallsCommand.Fit.class})
public final class TrainCallsCommand implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Creates the command. */
    public TrainCallsCommand() {
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** How the command and its build are recorded in what it writes. */
    static String provenance(String command, CommandLine cmd) {
        String build;
        try {                       // the version allfours --version prints, from the root command's provider
            build = cmd.getCommandSpec().root().versionProvider().getVersion()[0];
        } catch (Exception e) {     // picocli's IVersionProvider declares Exception
            build = "allfours (build unknown: " + e.getMessage() + ")";
        }
        return "# made by: allfours " + command + "\n# build: " + build + ", Java " + System.getProperty("java.version")
            + "\n# started: " + Instant.now() + "\n";
    }

    /** {@code train-calls label}: the labelled decisions. */
    @Command(name = "label", mixinStandardHelpOptions = true,
        description = "Play matches with the yardstick at every seat and write every trump decision with each legal "
            + "call's outcome (points and the chance of winning the match) when it is forced and the hand played out.")
    static final class Label implements Callable<Integer> {
        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Mixin
        private VariantChoice variant = new VariantChoice();

        @Option(names = "--matches", paramLabel = "N", defaultValue = "100",
            description = "Matches to play (default: ${DEFAULT-VALUE}).")
        private int matches;

        @Option(names = "--first", paramLabel = "K", defaultValue = "0",
            description = "The number of the first match (default: ${DEFAULT-VALUE}): runs with the same seed and "
                + "different ranges of matches add up to one run.")
        private int first;

        @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
        private long seed;

        @Option(names = "--iterations", paramLabel = "N", defaultValue = "200",
            description = "The yardstick's iterations a decision (default: ${DEFAULT-VALUE}).")
        private long iterations;

        @Option(names = "--mix-options", defaultValue = "false",
            description = "In an auction game, play a fifth of the matches with the dealer's privilege and a fifth "
                + "with the next dealer dealing when all pass, so that the model learns the calls those options allow.")
        private boolean mixOptions;

        @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Threads (default: ${DEFAULT-VALUE}); the output does not depend on it.")
        private int threads;

        @Option(names = "--out", paramLabel = "FILE", required = true, description = "Where to write the decisions.")
        private Path out;

        @Override
        public Integer call() {
            CommandLine cmd = spec.commandLine();
            RuleSet rules = variant.rules(cmd);
            if (matches < 1 || first < 0 || threads < 1 || threads > SimulateCommand.MAX_THREADS) {
                throw new CommandLine.ParameterException(cmd, "--matches must be at least 1, --first 0 or more, --threads "
                    + "1 to " + SimulateCommand.MAX_THREADS);
            }
            if (iterations < 1 || iterations > Budget.MAX_ITERATIONS) {
                throw new CommandLine.ParameterException(cmd, "--iterations must be 1 to " + Budget.MAX_ITERATIONS);
            }
            LongFunction<RuleSet> rulesOf = mixOptions && rules.trumps() instanceof Auction a ? r -> mixed(rules, a, r)
                : r -> rules;
            Budget budget = Budget.iterations(iterations);
            long start = System.nanoTime();
            String command = String.format(Locale.ROOT, "train-calls label --variant %s --players %d%s --matches %d "
                    + "--first %d --seed %d --iterations %d", rules.id(), rules.seats(), mixOptions ? " --mix-options" : "",
                matches, first, seed, iterations);
            Progress progress = Progress.onStandardError("train-calls", "matches", matches, cmd.getErr());
            long decisions = 0;
            try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
                w.write(provenance(command, cmd));
                int block = Math.max(threads * 4, 8);
                for (int from = 0; from < matches; from += block) {
                    int lo = first + from;
                    int hi = first + Math.min(matches, from + block);
                    List<List<String>> done = Parallel.map(threads, lo, hi,
                        m -> CallLabelling.match(rulesOf, SearchBot.YARDSTICK, budget, matchSeed(seed, m)));
                    for (List<String> lines : done) {
                        for (String line : lines) {
                            w.write(line);
                            w.write('\n');
                            decisions++;
                        }
                    }
                    w.flush();
                    progress.at(hi - first);
                }
                w.write(String.format(Locale.ROOT, "# done: %d matches, %d decisions in %.0f s%n", matches, decisions,
                    (System.nanoTime() - start) / 1e9));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            progress.close();
            PrintWriter o = cmd.getOut();
            o.printf(Locale.ROOT, "%,d decisions from %,d matches in %.0f s, written to %s%n", decisions, matches,
                (System.nanoTime() - start) / 1e9, out);
            o.flush();
            return 0;
        }

        /** The seed of match {@code m} of a run (the same for every range of matches of the run). */
        static long matchSeed(long seed, int m) {
            return new SplittableRandom(seed ^ (m * 0x9E3779B97F4A7C15L)).nextLong();
        }

        /** A match's rules when the options are mixed: as given three times in five, else one option changed. */
        static RuleSet mixed(RuleSet rules, Auction a, long r) {
            int k = (int) Math.floorMod(r, 5L);
            if (k == 3) {
                return rules.withTrumps(a.withDealerMayTake(true));
            }
            if (k == 4 && a.allPass() == AllPass.DEALER_MUST_BID) {
                return rules.withTrumps(a.withAllPass(AllPass.NEXT_DEALER_DEALS));
            }
            return rules;
        }
    }

    /** {@code train-calls fit}: the model from labelled decisions. */
    @Command(name = "fit", mixinStandardHelpOptions = true,
        description = "Fit the trump-decision evaluator to labelled decisions and write the model resource.")
    static final class Fit implements Callable<Integer> {
        @CommandLine.Spec
        private CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "DATA", arity = "1..*", description = "Files written by train-calls label.")
        private List<Path> data = new ArrayList<>();

        @Option(names = "--out", paramLabel = "FILE", required = true, description = "Where to write the model.")
        private Path out;

        @Option(names = "--ridge", paramLabel = "R", defaultValue = "3",
            description = "The ridge: how strongly weights are pulled towards 0 (default: ${DEFAULT-VALUE}).")
        private double ridge;

        @Option(names = "--label", paramLabel = "WHAT", defaultValue = "points",
            description = "What the model learns to predict: points (the side's points in the hand less the other "
                + "side's) or value (the side's chance of winning the match at the hand's end) (default: "
                + "${DEFAULT-VALUE}).")
        private String label;

        @Option(names = "--hold-out", paramLabel = "K", defaultValue = "0",
            description = "Leave every K-th decision out of the fit and report how the model's calls fare on them "
                + "(default: ${DEFAULT-VALUE}, none left out).")
        private int holdOut;

        @Override
        public Integer call() {
            CommandLine cmd = spec.commandLine();
            if (!(ridge >= 0) || holdOut < 0) {
                throw new CommandLine.ParameterException(cmd, "--ridge must be 0 or more and --hold-out 0 or more");
            }
            List<String> lines = new ArrayList<>();
            StringBuilder files = new StringBuilder();
            for (Path p : data) {
                try {
                    lines.addAll(Files.readAllLines(p, StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw new CommandLine.ParameterException(cmd, "cannot read " + p + ": " + e.getMessage());
                }
                files.append(' ').append(p.getFileName());
            }
            StringBuilder report = new StringBuilder();
            String model;
            try {
                model = CallModel.fit(lines, ridge, holdOut, byValue(cmd), report);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(cmd, e.getMessage());
            }
            String made = provenance(String.format(Locale.ROOT, "train-calls fit --ridge %s --label %s --hold-out %d%s",
                ridge, label.strip(), holdOut, files), cmd);
            try {
                Files.writeString(out, made + model, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            cmd.getOut().print(report);
            cmd.getOut().printf(Locale.ROOT, "model written to %s%n", out);
            cmd.getOut().flush();
            return 0;
        }

        private boolean byValue(CommandLine cmd) {
            return switch (label.strip()) {
                case "points" -> false;
                case "value" -> true;
                default -> throw new CommandLine.ParameterException(cmd, "--label takes points or value, not '" + label
                    + "'");
            };
        }
    }
}
