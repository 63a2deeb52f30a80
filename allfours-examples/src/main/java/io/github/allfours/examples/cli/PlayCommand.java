package io.github.allfours.examples.cli;

import io.github.allfours.bot.Bot;
import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.terminal.CardFace;
import io.github.allfours.examples.terminal.PlaySession;
import io.github.allfours.examples.terminal.TerminalLines;
import io.github.allfours.examples.terminal.WordWrapWriter;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import java.io.Console;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.concurrent.Callable;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code allfours play}: play a match against bots of a chosen level. You sit at one seat; the others
 * are played by the bot of {@code --bots} (easy, medium, hard or expert). On your turn you see only what your
 * seat may see (your hand, the turn-up and trumps, the trick, the scores, how many cards the others
 * hold) and your legal actions, numbered in the order your hand is shown; answer with a number, an
 * action such as {@code play JH}, just a card ({@code 10h}), {@code ?} for a hint or {@code quit}. A
 * single legal action is taken without asking.
 *
 * <p>When standard input and output are a terminal, the match is played through JLine: cards are
 * written with suit symbols ({@code 10♥ J♠}), red and black on a white ground, lines are wrapped at
 * word boundaries to the terminal's width, and the input line can be edited, recalled and Tab-completed.
 * Otherwise (pipes, scripts, or {@code --plain}) lines are read from standard input and the output is
 * plain ASCII text without escapes, cards as they are typed ({@code 10H JS}), each line as it is (never
 * wrapped), so a script can pipe a match in and compare what it prints.
 */
@Command(name = "play", mixinStandardHelpOptions = true,
    description = "Play a match at the terminal against bots.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:the match was played, or you left it",
        "1:the record file cannot be written or the input cannot be read",
        "2:bad arguments"})
public final class PlayCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Mixin
    private VariantChoice variant = new VariantChoice();

    @Option(names = "--seat", paramLabel = "S", defaultValue = "0",
        description = "Your seat, 0 .. players - 1 (default: ${DEFAULT-VALUE}; seat 0 deals first).")
    private int seat;

    @Option(names = "--seed", paramLabel = "S",
        description = "Seed of the deals and of the bots' choices, to replay a match (the match prints its seed). "
            + "Default: a random one.")
    private Long seed;

    @Option(names = "--table-mode",
        description = "Play by table mode (docs/rules.md, \"Table mode\"): a revoke is accepted and may be called; on your "
            + "turn you may also retract, call a revoke, claim a misdeal, expose or call a card, peek. The other "
            + "players make no claims.")
    private boolean tableMode;

    @Option(names = "--bots", paramLabel = "LEVEL", defaultValue = BotLevels.SUGGESTED,
        description = "How well the other seats play, a level: " + BotLevels.LEVELS + "; or a bot by kind: "
            + BotLevels.KINDS + " (default: ${DEFAULT-VALUE}).")
    private String bots;

    @Option(names = "--record", paramLabel = "FILE",
        description = "Write the match's game record (allfours-record/1, JSON Lines) to FILE, for 'allfours verify'. "
            + "A match you leave is recorded as far as it went.")
    private Path record;

    @Option(names = "--plain",
        description = "Plain text even on a terminal: no colour, suits as letters, lines neither wrapped nor edited.")
    private boolean plain;

    /** Creates the command. */
    public PlayCommand() {
    }

    /**
     * Plays the match.
     *
     * @return 0 when the match is over, you quit or the input ends; 1 if the record cannot be written
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
        Bot bot = BotOption.bot(bots, cmd);
        Bot hints = BotLevels.byName(BotLevels.STRONGEST).orElseThrow();
        long s = seed != null ? seed : new SecureRandom().nextLong();
        Writer recordOut = null;
        if (record != null) {
            try {
                recordOut = Files.newBufferedWriter(record, StandardCharsets.UTF_8);
            } catch (IOException e) {
                cmd.getErr().println("allfours play: cannot write " + record + ": " + e);
                return 1;
            }
        }
        PlaySession.Outcome outcome;
        PrintWriter out;
        try {
            if (!plain && onATerminal()) {
                try (Terminal terminal = TerminalBuilder.builder().system(true).build()) {
                    // the story and the questions wrapped at word boundaries to the terminal's width
                    out = new PrintWriter(new WordWrapWriter(terminal.writer(), terminal::getWidth));
                    CardFace face = CardFace.terminal(terminal);
                    PlaySession session = new PlaySession(rules, seat, s, new TerminalLines(terminal, face), out, bot,
                        bots.strip(), hints, face);
                    outcome = run(session, recordOut, out);
                    out.close();
                }
            } else {
                out = cmd.getOut();
                PlaySession session = new PlaySession(rules, seat, s,
                    PlaySession.plain(new InputStreamReader(System.in, Charset.defaultCharset()), out,
                        !onATerminal()), out, bot,
                    bots.strip(), hints, CardFace.PLAIN);
                outcome = run(session, recordOut, out);
            }
            if (recordOut != null) {
                recordOut.close();
            }
        } catch (IOException | UncheckedIOException e) {
            cmd.getErr().println("allfours play: " + (recordOut != null ? "cannot write " + record + " or read the input"
                : "cannot read the input") + ": " + e);
            return 1;
        }
        if (record != null) {
            PrintWriter after = cmd.getOut();
            after.println(outcome == PlaySession.Outcome.FINISHED ? "Game record written to " + record + "."
                : "Game record written to " + record + " as far as the match went (it stops mid-match).");
            after.flush();
        }
        return 0;
    }

    /**
     * Whether standard input and output are both a terminal: {@link System#console()} exists (before Java
     * 22, only then) and, from Java 22 on, where a console exists for redirected streams too, says it is a
     * terminal ({@code Console.isTerminal()}, called reflectively as this code is compiled for Java 17).
     */
    static boolean onATerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (NoSuchMethodException before22) {
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }

    private static PlaySession.Outcome run(PlaySession session, Writer recordOut, PrintWriter out) throws IOException {
        if (recordOut != null) {
            session.record(new GameRecordWriter(recordOut));
        }
        PlaySession.Outcome outcome = session.run();
        out.flush();
        return outcome;
    }
}
