package io.github.allfours.examples.arena;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.cli.BotOption;
import io.github.allfours.examples.cli.Progress;
import io.github.allfours.examples.cli.SimulateCommand;
import io.github.allfours.examples.cli.VariantChoice;
import io.github.allfours.rules.RuleSet;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code allfours arena}: two bots play each other on duplicate deals. Each pair of matches uses the same
 * deal sequence twice with the bots' sides swapped, and the first dealer rotates from pair to pair, so
 * the luck of the cards cancels out. Prints the first bot's match win rate with a Wilson 95% interval
 * and the points-per-hand difference.
 */
@Command(name = "arena", mixinStandardHelpOptions = true,
    description = "Play two bots against each other on duplicate deals (each deal sequence twice, sides swapped) "
        + "and print the first bot's win rate with a Wilson 95%% interval.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:the matches were played", "2:bad arguments"})
public final class ArenaCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private VariantChoice variant = new VariantChoice();

    @Option(names = "--bots", paramLabel = "A,B", defaultValue = "rule,random", split = ",",
        description = "The two bots, the measured one first, each a kind: " + BotLevels.KINDS + "; or a level: "
            + BotLevels.LEVELS + "; " + BotLevels.MODELLED + " (default: ${DEFAULT-VALUE}).")
    private String[] bots;

    @Option(names = "--pairs", paramLabel = "N", defaultValue = "1000",
        description = "Duplicate pairs of matches (default: ${DEFAULT-VALUE}); 2N matches in all.")
    private int pairs;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
        description = "Seed of the deals and of the bots' choices (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "600",
        description = "Search bots' budget per decision in iterations (default: ${DEFAULT-VALUE}).")
    private long iterations;

    @Option(names = "--millis", paramLabel = "MS", defaultValue = "0",
        description = "Search bots' time limit per decision in milliseconds; 0 for none, so that runs repeat "
            + "exactly (default: ${DEFAULT-VALUE}).")
    private long millis;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
        description = "Threads playing pairs at once (default: ${DEFAULT-VALUE}); the results do not depend on it.")
    private int threads;

    @Option(names = "--ladder", paramLabel = "BOTS", split = ",", arity = "0..1",
        fallbackValue = Ladder.DEFAULT_BOTS,
        description = "Instead of two bots, play every pair of these bots (default when given alone: "
            + Ladder.DEFAULT_BOTS + ") on --pairs duplicate pairs each and print Bradley-Terry ratings on the Elo "
            + "scale with 95%% intervals, the first bot at 0, and every match-up's win rate.")
    private String[] ladder;

    @Option(names = "--clairvoyant", paramLabel = "WHEN", defaultValue = "none",
        description = "A measuring stick, not a bot: the first bot's decisions of this kind are taken from the true "
            + "state, seeing every hidden card: none, trumps (every decision but a card play once trumps are fixed), "
            + "play or all (default: ${DEFAULT-VALUE}). It shows how much of a gap is what hidden cards cost.")
    private String clairvoyant;

    @Option(names = "--clairvoyant-by", paramLabel = "HOW", defaultValue = "rule",
        description = "How the --clairvoyant stick decides from the true state: rule (each action played out by the "
            + "rule-based bot), solver (as the solver search decides with the true deal as its one sample: the rule-based "
            + "bot to the last 12 cards, then the exact solver) or perfect (the exact solver for every card from the "
            + "first lead; the rule-based bot only before trick play); solver and perfect at two sides only "
            + "(default: ${DEFAULT-VALUE}).")
    private String clairvoyantBy;

    @Option(names = "--seeding", paramLabel = "HOW", defaultValue = "common",
        description = "The bots' random numbers: per-match (one generator a match, seeded by the pair and the side) or "
            + "common (each decision's generator seeded by the deal, the seat and the decision's place in the deal, so "
            + "that both matches of a pair give the same cards the same numbers, and the pair's matches differ only "
            + "where the bots do) (default: ${DEFAULT-VALUE}; per-match repeats the figures measured before "
            + "29 November 2026).")
    private String seeding;

    @Option(names = "--luck", paramLabel = "N", defaultValue = "0",
        description = "Also print each estimate less the luck of the deals: each deal's value (the hand played out by "
            + "the classic rule-based bot, seeing every card) less the mean of N other shuffles from the same position, "
            + "weighted as a control variate fitted to the pairs; 0 for none (default: ${DEFAULT-VALUE}).")
    private int luck;

    @Option(names = "--pair-log", paramLabel = "FILE",
        description = "Write one line per duplicate pair to FILE (CSV: pair, each match won by the first bot, each "
            + "match's luck, points and luck in points, hands), for an analysis of the estimators.")
    private java.nio.file.Path pairLog;

    /** Creates the command. */
    public ArenaCommand() {
    }

    /** The bot names that {@link #bot} knows, for messages. */
    static final String BOT_NAMES = BotLevels.NAMES;

    /**
     * The bot of a name ({@link BotLevels}): a kind ({@code random}, {@code rule}) or a level for people
     * to play against ({@code easy} = random, {@code medium} = rule-based, {@code hard} = determinized
     * search, {@code expert} = determinized search with inference from the calls), or an experiment
     * ({@link BotLevels#forArena}: {@code yardstick}, {@code solver}, {@code search@random}, {@code hard*10}).
     *
     * @throws CommandLine.ParameterException for an unknown name
     */
    static Bot bot(String name, CommandLine cmd) {
        return BotOption.bot(name, cmd);
    }

    /**
     * The Wilson score interval of a proportion at 95% (see {@link Duel#wilson}).
     *
     * @param wins   successes
     * @param trials trials, at least 1
     * @return the lower and upper bounds
     */
    static double[] wilson(long wins, long trials) {
        return Duel.wilson(wins, trials);
    }

    @Override
    public Integer call() {
        CommandLine cmd = spec.commandLine();
        RuleSet rules = variant.rules(cmd);
        if (rules.sides() != 2) {
            throw new CommandLine.ParameterException(cmd, "the arena needs a table of two sides; " + rules.id() + " with "
                + rules.seats() + " players has " + rules.sides());
        }
        if (bots.length != 2) {
            throw new CommandLine.ParameterException(cmd, "--bots takes two bots, such as rule,random");
        }
        if (pairs < 1) {
            throw new CommandLine.ParameterException(cmd, "--pairs must be at least 1, not " + pairs);
        }
        if (threads < 1 || threads > SimulateCommand.MAX_THREADS) {
            throw new CommandLine.ParameterException(cmd, "--threads must be 1 to " + SimulateCommand.MAX_THREADS + ", not "
                + threads);
        }
        if (iterations < 1 || iterations > Budget.MAX_ITERATIONS) {
            throw new CommandLine.ParameterException(cmd, "--iterations must be 1 to " + Budget.MAX_ITERATIONS + ", not "
                + iterations);
        }
        if (millis < 0 || millis > Budget.MAX_MILLIS) {
            throw new CommandLine.ParameterException(cmd, "--millis must be 0 (no time limit) to " + Budget.MAX_MILLIS
                + ", not " + millis);
        }
        Clairvoyance sees = switch (clairvoyant.strip()) {
            case "none" -> Clairvoyance.NONE;
            case "trumps" -> Clairvoyance.TRUMPS;
            case "play" -> Clairvoyance.PLAY;
            case "all" -> Clairvoyance.ALL;
            default -> throw new CommandLine.ParameterException(cmd, "--clairvoyant takes none, trumps, play or all, not '"
                + clairvoyant + "'");
        };
        StickPlayer by = switch (clairvoyantBy.strip()) {
            case "rule" -> StickPlayer.RULE;
            case "solver" -> StickPlayer.SOLVER;
            case "perfect" -> StickPlayer.PERFECT;
            default -> throw new CommandLine.ParameterException(cmd, "--clairvoyant-by takes rule, solver or perfect, not '"
                + clairvoyantBy + "'");
        };
        if (by != StickPlayer.RULE && sees == Clairvoyance.NONE) {
            throw new CommandLine.ParameterException(cmd, "--clairvoyant-by " + clairvoyantBy.strip()
                + " needs --clairvoyant trumps, play or all");
        }
        Budget budget = new Budget(iterations, millis == 0 ? Budget.NO_LIMIT : millis);
        if (luck < 0 || luck > 1000) {
            throw new CommandLine.ParameterException(cmd, "--luck must be 0 (none) to 1000, not " + luck);
        }
        Duel.Method method = switch (seeding.strip()) {
            case "per-match" -> new Duel.Method(false, luck);
            case "common" -> new Duel.Method(true, luck);
            default -> throw new CommandLine.ParameterException(cmd, "--seeding takes per-match or common, not '"
                + seeding + "'");
        };
        if (ladder != null) {
            if (sees != Clairvoyance.NONE) {
                throw new CommandLine.ParameterException(cmd, "--ladder measures bots as they are: no --clairvoyant");
            }
            List<String> names = new ArrayList<>();
            List<Bot> ladderBots = new ArrayList<>();
            for (String n : ladder) {
                names.add(n.strip());
                ladderBots.add(bot(n, cmd));
            }
            if (names.size() < 2 || names.stream().distinct().count() != names.size()) {
                throw new CommandLine.ParameterException(cmd, "--ladder needs two or more different bots, not " + names);
            }
            Ladder.Result result = Ladder.play(rules, names, ladderBots, budget, method, seed, pairs, threads,
                Progress.onStandardError("arena", "pairs", (long) pairs * names.size() * (names.size() - 1) / 2, cmd.getErr()));
            PrintWriter out = cmd.getOut();
            out.printf(Locale.ROOT, "Ladder: %s with %d players, %,d duplicate pairs (%,d matches) per match-up, seed %d, %s%n",
                rules.id(), rules.seats(), pairs, 2L * pairs, seed, millis == 0 ? iterations + " iterations a decision"
                    : iterations + " iterations or " + millis + " ms a decision");
            out.print(result.table());
            out.flush();
            return 0;
        }
        Bot a = bot(bots[0], cmd);
        Bot b = bot(bots[1], cmd);
        PrintWriter out = cmd.getOut();
        PrintWriter err = cmd.getErr();
        long start = System.nanoTime();
        Progress progress = Progress.onStandardError("arena", "pairs", pairs, err);
        Duel.Tally total = Ladder.playPairs(pairs, threads, progress::at,
            pair -> Duel.playPair(rules, a, b, budget, sees, by, seed, pair, method));
        progress.close();
        long aWins = total.aWins;
        long hands = total.hands;
        long pointDifference = total.pointDifference;
        long decisions = total.decisions;
        long matches = 2L * pairs;
        double[] w = wilson(aWins, matches);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "Arena: %s against %s, %s with %d players, %,d duplicate pairs (%,d matches), seed %d%n",
            a.name(), b.name(), rules.id(), rules.seats(), pairs, matches, seed);
        if (sees != Clairvoyance.NONE) {
            out.printf(Locale.ROOT, "  clairvoyant: %s's %s decisions were taken seeing every card%s (a measuring stick, not a bot)%n",
                a.name(), sees.name().toLowerCase(Locale.ROOT), switch (by) {
                    case RULE -> "";
                    case SOLVER -> ", by the exact solver";
                    case PERFECT -> ", played perfectly from the first lead";
                });
        }
        out.printf(Locale.ROOT, "  %s wins     %,d of %,d = %.1f%% (Wilson 95%%: %.1f%% to %.1f%%)%n", a.name(), aWins,
            matches, 100.0 * aWins / matches, 100 * w[0], 100 * w[1]);
        out.printf(Locale.ROOT, "  points per hand, %s minus %s: %+.3f over %,d hands%n", a.name(), b.name(),
            (double) pointDifference / hands, hands);
        Estimates.print(out, total, a.name(), method.luckSamples() > 0);
        if (pairLog != null) {
            Estimates.writeLog(pairLog, total);
        }
        if (total.bidTurns[0] + total.bidTurns[1] > 0) {
            String[] names = {a.name(), b.name()};
            for (int i = 0; i < 2; i++) {
                out.printf(Locale.ROOT, "  bidding, %s: bids in %.1f%% of its auction turns; %,d contracts (%.1f per 100 hands), "
                        + "%.1f%% made, %+.2f points per contract%n", names[i],
                    100.0 * total.bids[i] / Math.max(1, total.bidTurns[i]), total.contracts[i],
                    100.0 * total.contracts[i] / hands, 100.0 * total.made[i] / Math.max(1, total.contracts[i]),
                    (double) total.contractPoints[i] / Math.max(1, total.contracts[i]));
            }
        }
        out.printf(Locale.ROOT, "  %,d decisions in %.1f s%n", decisions, seconds);
        if (total.aDecisions > 0 && Duel.searches(a)) {
            out.printf(Locale.ROOT, "  %s: %,.0f iterations and %.2f ms per decision (%,d decisions searched; budget %s)%n",
                a.name(), (double) total.aIterations / total.aDecisions, total.aNanos / 1e6 / total.aDecisions,
                total.aDecisions, millis == 0 ? iterations + " iterations" : iterations + " iterations or " + millis + " ms");
        }
        out.flush();
        return 0;
    }
}
