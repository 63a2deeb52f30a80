package io.github.allfours.examples;

import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.security.SecureRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code allfours play}: play a match at the terminal. You sit at one seat; the others choose a random
 * legal action each turn (as in {@code demo}). On your turn you see only what your seat may see (your
 * hand, the turn-up and trumps, the trick, the scores, how many cards the others hold) and a numbered
 * list of your legal actions; answer with a number, an action such as {@code play JH} or just
 * {@code JH}, or {@code quit}. Lines are read from standard input, so a script can pipe them in.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
    description = "Play a match at the terminal against random players.")
public final class PlayCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private VariantChoice variant = new VariantChoice();

    @Option(names = "--seat", paramLabel = "S", defaultValue = "0",
        description = "Your seat, 0 .. players - 1 (default: ${DEFAULT-VALUE}; seat 0 deals first).")
    private int seat;

    @Option(names = "--seed", paramLabel = "S",
        description = "Seed of the deals and of the other players' choices, to replay a match. Default: a random one.")
    private Long seed;

    @Option(names = "--table-mode",
        description = "Play by table mode (docs/rules.md, \"Table mode\"): a revoke is accepted and may be called; on your "
            + "turn you may also retract, call a revoke, claim a misdeal, expose or call a card, peek. The other "
            + "players make no claims.")
    private boolean tableMode;

    @Option(names = "--bots", paramLabel = "LEVEL", defaultValue = "random",
        description = "How the other seats play: random or rule (default: ${DEFAULT-VALUE}).")
    private String bots;

    /** Creates the command. */
    public PlayCommand() {
    }

    /**
     * Plays the match.
     *
     * @return 0 when the match is over, you quit or the input ends
     */
    @Override
    public Integer call() {
        CommandLine cmd = spec.commandLine();
        RuleSet rules = variant.rules(cmd);
        if (tableMode) {
            rules = rules.withTableMode(TableMode.STANDARD);
        }
        if (seat < 0 || seat >= rules.seats()) {
            throw new CommandLine.ParameterException(cmd, "--seat must be 0 to " + (rules.seats() - 1) + " for "
                + rules.seats() + " players, not " + seat + ".");
        }
        long s = seed != null ? seed : new SecureRandom().nextLong();
        PrintWriter out = cmd.getOut();
        Reader in = new InputStreamReader(System.in, Charset.defaultCharset());
        try {
            new PlaySession(rules, seat, s, in, out, ArenaCommand.bot(bots, cmd)).run();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the input", e);
        }
        out.flush();
        return 0;
    }
}
