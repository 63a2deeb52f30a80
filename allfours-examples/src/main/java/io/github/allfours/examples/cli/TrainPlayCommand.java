package io.github.allfours.examples.cli;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.bot.CardPlayDistillation;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.catalogue.TableChoices;
import io.github.allfours.game.Action;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code allfours train-play}: distils a search's card play into the rule-based bot's card-play weights (the resource
 * {@code play-weights.csv} of {@code RuleStrategy.DISTILLED}). It plays matches with the search at every seat; at every
 * choice of a card to play the search values each legal card ({@link Bot#analyse}) and plays its best; then
 * {@link CardPlayDistillation#fit} fits the weights to those values. Reproducible from its seed (at an iteration
 * budget, on any number of threads), and the file it writes records how it was made.
 */
@Command(name = "train-play", mixinStandardHelpOptions = true,
    description = "Distil a search's card play into the rule-based bot's card-play weights: play matches with the "
        + "search at every seat, value every card choice by the search, fit the weights, write the resource.")
public final class TrainPlayCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--variants", paramLabel = "IDS", split = ",", defaultValue = "auction-pitch,trinidad",
        description = "The variants whose matches are played, each at a table of four in partnerships where it has "
            + "one (default: ${DEFAULT-VALUE}).")
    private List<String> variants = new ArrayList<>();

    @Option(names = "--bot", paramLabel = "NAME", defaultValue = "hard",
        description = "The search whose card play is distilled, any name the arena takes (default: ${DEFAULT-VALUE}).")
    private String botName;

    @Option(names = "--matches", paramLabel = "N", defaultValue = "100",
        description = "Matches of each variant (default: ${DEFAULT-VALUE}).")
    private int matches;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "1000",
        description = "The search's iterations a decision (default: ${DEFAULT-VALUE}).")
    private long iterations;

    @Option(names = "--hold-out", paramLabel = "K", defaultValue = "5",
        description = "Leave every K-th position out of the fit and report on them; 0 leaves none out (default: "
            + "${DEFAULT-VALUE}).")
    private int holdOut;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
        description = "Threads (default: ${DEFAULT-VALUE}); the output does not depend on it.")
    private int threads;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "Where to write the weights.")
    private Path out;

    /** Creates the command. */
    public TrainPlayCommand() {
    }

    @Override
    public Integer call() {
        CommandLine cmd = spec.commandLine();
        if (matches < 1 || threads < 1 || threads > SimulateCommand.MAX_THREADS || holdOut < 0 || holdOut == 1) {
            throw new CommandLine.ParameterException(cmd, "--matches must be at least 1, --threads 1 to "
                + SimulateCommand.MAX_THREADS + ", --hold-out 0 or 2 or more");
        }
        if (iterations < 1 || iterations > Budget.MAX_ITERATIONS) {
            throw new CommandLine.ParameterException(cmd, "--iterations must be 1 to " + Budget.MAX_ITERATIONS);
        }
        Bot bot = BotLevels.forArena(botName).orElseThrow(() ->
            new CommandLine.ParameterException(cmd, "unknown bot '" + botName + "'"));
        List<RuleSet> tables = new ArrayList<>();
        for (String id : variants) {
            Variant v = Variants.byId(id.strip()).orElseThrow(() ->
                new CommandLine.ParameterException(cmd, "unknown variant '" + id + "'"));
            try {
                tables.add(TableChoices.table(v, 4, null));
            } catch (IllegalArgumentException e) {
                throw new CommandLine.ParameterException(cmd, e.getMessage() + ".");
            }
        }
        long start = System.nanoTime();
        Budget budget = Budget.iterations(iterations);
        List<SeatView> views = new ArrayList<>();
        List<Map<Action, Double>> values = new ArrayList<>();
        Progress progress = Progress.onStandardError("train-play", "matches", matches * tables.size(), cmd.getErr());
        for (int t = 0; t < tables.size(); t++) {
            RuleSet rules = tables.get(t);
            long tableSeed = TrainCallsCommand.Label.matchSeed(seed, t);
            for (List<Labelled> match : Parallel.map(threads, 0, matches,
                m -> match(rules, bot, budget, TrainCallsCommand.Label.matchSeed(tableSeed, m)))) {
                for (Labelled l : match) {
                    views.add(l.view());
                    values.add(l.values());
                }
            }
            progress.at((t + 1) * matches);
        }
        progress.close();
        double labelled = (System.nanoTime() - start) / 1e9;
        StringBuilder report = new StringBuilder();
        String weights = CardPlayDistillation.fit(views, values, holdOut, report);
        String command = String.format(Locale.ROOT, "train-play --variants %s --bot %s --matches %d --seed %d "
            + "--iterations %d --hold-out %d", String.join(",", variants), botName.strip(), matches, seed, iterations,
            holdOut);
        StringBuilder made = new StringBuilder(TrainCallsCommand.provenance(command, cmd));
        made.append(String.format(Locale.ROOT, "# positions: %,d from %,d matches, labelled in %.0f s%n", views.size(),
            matches * tables.size(), labelled));
        for (String line : report.toString().split("\n")) {
            made.append("# ").append(line).append('\n');
        }
        try {
            Files.writeString(out, made + weights, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        cmd.getOut().printf(Locale.ROOT, "%,d positions from %,d matches in %.0f s%n", views.size(),
            matches * tables.size(), labelled);
        cmd.getOut().print(report);
        cmd.getOut().printf(Locale.ROOT, "weights written to %s%n", out);
        cmd.getOut().flush();
        return 0;
    }

    /** A position and the search's value of each legal action there. */
    private record Labelled(SeatView view, Map<Action, Double> values) {
    }

    /** Plays one match with the bot at every seat, keeping every choice of a card with the search's values. */
    private static List<Labelled> match(RuleSet rules, Bot bot, Budget budget, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        DeckSource deals = DeckSource.seeded(random.nextLong());
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.none());
        List<Labelled> kept = new ArrayList<>();
        while (!s.isOver()) {
            if (s.phase() == Phase.DEAL) {
                s = s.deal(deals.order(s.dealNumber()).orElseThrow());
                continue;
            }
            int seat = s.toAct();
            SeatView view = s.viewFor(seat);
            if (CardPlayDistillation.isCardChoice(view)) {
                Map<Action, Double> values = bot.analyse(view, random, budget);
                kept.add(new Labelled(view, values));
                s = s.apply(seat, best(values));
            } else {
                s = s.apply(seat, bot.choose(view, random, budget));
            }
        }
        return kept;
    }

    /** The first action of the highest value. */
    private static Action best(Map<Action, Double> values) {
        Action best = null;
        double top = Double.NEGATIVE_INFINITY;
        for (Map.Entry<Action, Double> e : values.entrySet()) {
            if (e.getValue() > top) {
                best = e.getKey();
                top = e.getValue();
            }
        }
        return best;
    }
}
