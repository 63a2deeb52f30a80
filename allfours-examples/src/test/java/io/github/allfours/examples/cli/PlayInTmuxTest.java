package io.github.allfours.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.allfours.examples.AllFours;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code allfours play} as a person meets it: the real program in a real terminal (a detached tmux
 * session 120 by 40), keys typed with {@code tmux send-keys}, the screen read with
 * {@code tmux capture-pane}. Plays a whole match to its end, and checks the suit symbols and their
 * colours on the screen, the hint, a refusal, Tab completion, and that the match's record verifies.
 * Skipped only where tmux is not installed. Waits poll the screen against a generous deadline; nothing
 * sleeps a fixed time to let the program catch up.
 */
class PlayInTmuxTest {
    private static final long DEADLINE_NANOS = TimeUnit.SECONDS.toNanos(60);
    private static final Pattern CARD_ON_SCREEN = Pattern.compile("((?:\u001b\\[[0-9;]*m)+)(?:10|[2-9JQKA])([\u2663\u2666\u2665\u2660])");

    private final String socket = "allfours-test-" + ProcessHandle.current().pid();
    private final String session = "play";

    /** Runs tmux on this test's own server and returns what it printed. */
    private String tmux(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("tmux", "-u", "-L", socket));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("tmux " + String.join(" ", args) + " did not finish");
        }
        if (p.exitValue() != 0) {
            fail("tmux " + String.join(" ", args) + " failed: " + out);
        }
        return out;
    }

    private static boolean tmuxInstalled() {
        try {
            Process p = new ProcessBuilder("tmux", "-V").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The whole pane, its scrollback included; with {@code escapes}, with its colours as escape sequences. */
    private String screen(boolean escapes) throws IOException, InterruptedException {
        return escapes ? tmux("capture-pane", "-p", "-e", "-J", "-S", "-", "-t", session)
            : tmux("capture-pane", "-p", "-J", "-S", "-", "-t", session);
    }

    /** Polls the screen until {@code done} holds of it, and returns it; fails at the deadline. */
    private String await(String what, Predicate<String> done) throws IOException, InterruptedException {
        long end = System.nanoTime() + DEADLINE_NANOS;
        String s = screen(false);
        while (!done.test(s)) {
            if (System.nanoTime() > end) {
                fail("waited in vain for " + what + "; the screen:\n" + s);
            }
            Thread.sleep(50);
            s = screen(false);
        }
        return s;
    }

    /** The last line of the screen that is not blank. */
    private static String lastLine(String screen) {
        List<String> lines = screen.lines().filter(l -> !l.isBlank()).toList();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }

    /** Whether the program waits at an empty prompt. */
    private static boolean atPrompt(String screen) {
        return lastLine(screen).strip().equals(">");
    }

    private static boolean over(String screen) {
        return screen.contains("Game record written to ");
    }

    @Test
    void aWholeMatchInATerminal(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(tmuxInstalled(), "tmux is not installed");
        Path record = dir.resolve("match.jsonl");
        Path script = dir.resolve("play.sh");
        Files.writeString(script, "export LANG=C.UTF-8 LC_ALL=C.UTF-8\n"
            + "exec " + command() + " play --variant pitch --players 2 --bots easy --seed 7 --record "
            + quote(record.toString()) + "\n");
        try {
            tmux("-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "120", "-y", "40", "sh " + quote(script.toString()));
            tmux("set-option", "-t", session, "remain-on-exit", "on");
            tmux("set-option", "-t", session, "history-limit", "100000");

            String first = await("the first prompt", PlayInTmuxTest::atPrompt);
            assertTrue(first.startsWith("Pitch, 2 players. You are seat 0, against seat 1."), first);
            assertTrue(first.contains("Seed 7 (--seed 7 replays this match)."), first);
            assertTrue(first.contains("--- Your turn (seat 0), hand 0 ---"), first);

            // a hint, then an answer the rules refuse, then the match played to the end with "1"
            type("?");
            await("the hint", s -> s.contains("  Hint (the expert bot's estimates, best first):") && atPrompt(s));
            type("beg");
            await("the refusal", s -> s.contains("Not allowed: 'beg' is not part of pitch") && atPrompt(s));
            // Tab completes: "qu" becomes "quit" (then the line is cleared with Ctrl-U)
            tmux("send-keys", "-t", session, "-l", "qu");
            tmux("send-keys", "-t", session, "Tab");
            await("the completion", now -> lastLine(now).strip().equals("> quit"));
            tmux("send-keys", "-t", session, "C-u");
            await("the cleared line", PlayInTmuxTest::atPrompt);
            int answers = 0;
            String s = screen(false);
            while (!over(s)) {
                if (atPrompt(s)) {
                    String before = s;
                    type("1");
                    answers++;
                    await("the answer to be read", now -> !now.equals(before));
                }
                s = await("a prompt or the end", now -> atPrompt(now) || over(now));
            }
            assertTrue(answers >= 5, "a whole match takes a few answers, not " + answers);
            assertTrue(Pattern.compile("(?m)^(You win|Seat 1 wins) the match, -?\\d+ to -?\\d+\\.$").matcher(s).find(), s);
            assertTrue(s.contains("(You have one choice, taken for you.)"), s);
            assertFalse(s.contains("TH") || s.matches("(?s).*\\bT[\u2663\u2666\u2665\u2660].*"), "tens are written 10");

            // the colours: red hearts and diamonds, black clubs and spades, on a white ground
            String coloured = screen(true);
            Matcher m = CARD_ON_SCREEN.matcher(coloured);
            int red = 0;
            int black = 0;
            while (m.find()) {
                List<String> sgr = List.of(m.group(1).replaceAll("[\u001b\\[m]", ";").split(";"));
                boolean hearts = m.group(2).equals("\u2665") || m.group(2).equals("\u2666");
                assertTrue(sgr.contains(hearts ? "31" : "30"), () -> "the colour of " + m.group() + ": " + sgr);
                assertTrue(sgr.contains("47"), () -> "the ground of " + m.group() + ": " + sgr);
                if (hearts) {
                    red++;
                } else {
                    black++;
                }
            }
            assertTrue(red > 0 && black > 0, "cards of both colours on the screen: " + red + " red, " + black + " black");

            StringWriter out = new StringWriter();
            CommandLine verify = AllFours.commandLine();
            verify.setOut(new PrintWriter(out, true));
            verify.setErr(new PrintWriter(out, true));
            assertEquals(0, verify.execute("verify", record.toString()), out.toString());
        } finally {
            new ProcessBuilder("tmux", "-L", socket, "kill-server").redirectErrorStream(true).start().waitFor(30,
                TimeUnit.SECONDS);
        }
    }

    /**
     * A pane 50 columns wide: every line is wrapped by the program at a space, never by the terminal in the
     * middle of a word; Tab on the empty answer line lists the playable cards as the hand shows them and in
     * its order; {@code quit} leaves telling the score.
     */
    @Test
    void aNarrowTerminalWrapsAtWordsListsTheHandInOrderAndQuitTellsTheScore(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(tmuxInstalled(), "tmux is not installed");
        Path script = dir.resolve("play.sh");
        Files.writeString(script, "export LANG=C.UTF-8 LC_ALL=C.UTF-8\n"
            + "exec " + command() + " play --variant pitch --players 2 --bots easy --seed 7 --seat 1\n");
        int width = 50;
        try {
            tmux("-f", "/dev/null", "new-session", "-d", "-s", session, "-x", Integer.toString(width), "-y", "40",
                "sh " + quote(script.toString()));
            tmux("set-option", "-t", session, "remain-on-exit", "on");
            tmux("set-option", "-t", session, "history-limit", "100000");

            String first = await("the first prompt", PlayInTmuxTest::atPrompt);
            String physical = tmux("capture-pane", "-p", "-S", "-", "-t", session);
            assertEquals(physical.replaceAll("(?m)[ \\t]+$", ""), first.replaceAll("(?m)[ \\t]+$", ""),
                "no line was wrapped by the terminal (capture-pane -J joins those): the program wrapped them all");
            for (String line : physical.lines().toList()) {
                assertTrue(line.codePointCount(0, line.length()) < width, () -> "wider than the pane: " + line);
            }
            String flat = first.replaceAll("\\s+", " ");
            assertTrue(flat.startsWith("Pitch, 2 players. You are seat 1, against seat 0. The first player to 7 points "
                + "wins."), flat);
            assertTrue(first.lines().noneMatch(l -> l.contains("against seat 0. The first player to 7 points wins.")),
                "the first line is longer than the pane, so it is wrapped: " + first);
            assertTrue(first.contains("\n    "), "a continuation is indented: " + first);

            // seat 1 is elder and pitches: every card may be played. Tab on the empty answer line offers them as
            // shown, in the order of the hand (not sorted as text), then quit
            tmux("send-keys", "-t", session, "Tab");
            String listed = await("the list of completions", now -> afterPrompt(now).contains("quit"));
            String flatListed = listed.replaceAll("\\s+", " ");
            int choicesAt = flatListed.lastIndexOf(" Your choices:");
            int handAt = flatListed.lastIndexOf("Your hand: ", choicesAt);
            assertTrue(handAt >= 0 && choicesAt > handAt, listed);
            List<String> held = symbols(flatListed.substring(handAt, choicesAt));
            List<String> offered = symbols(afterPrompt(listed));
            assertEquals(held, offered, () -> "every card of the hand, in its order: " + listed);
            assertNotEquals(offered.stream().sorted().toList(), offered, "this hand's order is not the order of the text");
            int at = 0;
            for (String card : offered) {
                int found = held.subList(at, held.size()).indexOf(card);
                assertTrue(found >= 0, () -> card + " is offered out of the hand's order " + held + ": " + offered);
                at += found + 1;
            }
            assertTrue(afterPrompt(listed).strip().endsWith("quit"), listed);

            type("quit");
            String end = await("the end", now -> now.contains("You leave the table"));
            assertTrue(Pattern.compile("You leave the table; the match is left unfinished\\. Score: seat 0 \\d+, you \\d+ "
                + "\\(playing to 7\\)\\.").matcher(end.replaceAll("\\s+", " ")).find(), end);
        } finally {
            new ProcessBuilder("tmux", "-L", socket, "kill-server").redirectErrorStream(true).start().waitFor(30,
                TimeUnit.SECONDS);
        }
    }

    /** The screen below the last answer line. */
    private static String afterPrompt(String screen) {
        List<String> lines = screen.lines().toList();
        int last = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(">")) {
                last = i;
            }
        }
        return last < 0 ? "" : String.join("\n", lines.subList(last + 1, lines.size()));
    }

    /** The cards written with suit symbols in a text, in order. */
    private static List<String> symbols(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("(?:10|[2-9JQKA])[\u2663\u2666\u2665\u2660]").matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    /** Types a line into the pane: the text, then Enter. */
    private void type(String line) throws IOException, InterruptedException {
        tmux("send-keys", "-t", session, "-l", line);
        tmux("send-keys", "-t", session, "Enter");
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    /** The command that runs allfours in a JVM of its own ({@link ChildJvm}), each word quoted for sh. */
    private static String command() {
        return String.join(" ", ChildJvm.allfours().stream().map(PlayInTmuxTest::quote).toList());
    }
}
