package io.github.allfours.examples;

import io.github.allfours.bot.Bot;
import io.github.allfours.bot.Budget;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Award;
import io.github.allfours.engine.GameState;
import io.github.allfours.rules.RuleSet;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

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
        description = "The two bots, the measured one first: random or rule (default: ${DEFAULT-VALUE}).")
    private String[] bots;

    @Option(names = "--pairs", paramLabel = "N", defaultValue = "1000",
        description = "Duplicate pairs of matches (default: ${DEFAULT-VALUE}); 2N matches in all.")
    private int pairs;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
        description = "Seed of the deals and of the bots' choices (default: ${DEFAULT-VALUE}).")
    private long seed;

    /** Creates the command. */
    public ArenaCommand() {
    }

    /** The bot names that {@link #bot} knows, for messages. */
    static final String BOT_NAMES = BotLevels.NAMES;

    /**
     * The bot of a name ({@link BotLevels}): a kind ({@code random}, {@code rule}) or a level for people
     * to play against ({@code easy} = random, {@code medium} = rule-based, {@code hard} = the strongest
     * bot there is).
     *
     * @throws CommandLine.ParameterException for an unknown name
     */
    static Bot bot(String name, CommandLine cmd) {
        return BotLevels.byName(name).orElseThrow(() ->
            new CommandLine.ParameterException(cmd, "Unknown bot '" + name + "': " + BOT_NAMES + "."));
    }

    /**
     * The Wilson score interval of a proportion at 95%.
     *
     * @param wins   successes
     * @param trials trials, at least 1
     * @return the lower and upper bounds
     */
    static double[] wilson(long wins, long trials) {
        double z = 1.959964;
        double p = (double) wins / trials;
        double z2n = z * z / trials;
        double centre = (p + z2n / 2) / (1 + z2n);
        double half = z * Math.sqrt(p * (1 - p) / trials + z2n / (4.0 * trials)) / (1 + z2n);
        return new double[] {centre - half, centre + half};
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
        Bot a = bot(bots[0], cmd);
        Bot b = bot(bots[1], cmd);
        PrintWriter out = cmd.getOut();
        PrintWriter err = cmd.getErr();
        long aWins = 0;
        long hands = 0;
        long pointDifference = 0;
        long decisions = 0;
        long start = System.nanoTime();
        Progress progress = Progress.onStandardError("arena", "pairs", pairs, err);
        for (int pair = 0; pair < pairs; pair++) {
            long dealSeed = new SplittableRandom(seed).split().nextLong() ^ (pair * 0x9E3779B97F4A7C15L);
            int firstDealer = pair % rules.seats();
            for (int aSide = 0; aSide < 2; aSide++) {
                SplittableRandom random = new SplittableRandom(dealSeed ^ (aSide + 1) * 0xC2B2AE3D27D4EB4FL);
                GameState s = GameState.start(rules, firstDealer, DeckSource.seeded(dealSeed));
                while (!s.isOver()) {
                    int seat = s.toAct();
                    Bot bot = rules.sideOf(seat) == aSide ? a : b;
                    s = s.apply(seat, bot.choose(s.viewFor(seat), random, Budget.UNLIMITED));
                    decisions++;
                }
                if (s.winner().getAsInt() == aSide) {
                    aWins++;
                }
                hands += s.handNumber() + 1;
                for (Award w : s.awards()) {
                    pointDifference += w.side() == aSide ? w.points() : -w.points();
                }
            }
            progress.at(pair + 1);
        }
        progress.close();
        long matches = 2L * pairs;
        double[] w = wilson(aWins, matches);
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf(Locale.ROOT, "Arena: %s against %s, %s with %d players, %,d duplicate pairs (%,d matches), seed %d%n",
            a.name(), b.name(), rules.id(), rules.seats(), pairs, matches, seed);
        out.printf(Locale.ROOT, "  %s wins     %,d of %,d = %.1f%% (Wilson 95%%: %.1f%% to %.1f%%)%n", a.name(), aWins,
            matches, 100.0 * aWins / matches, 100 * w[0], 100 * w[1]);
        out.printf(Locale.ROOT, "  points per hand, %s minus %s: %+.3f over %,d hands%n", a.name(), b.name(),
            (double) pointDifference / hands, hands);
        out.printf(Locale.ROOT, "  %,d decisions in %.1f s%n", decisions, seconds);
        out.flush();
        return 0;
    }
}
