package io.github.allfours.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.AllFours;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code allfours play} run as a command with piped standard input: its output, options and game record. */
@Timeout(60)
class PlayCommandTest {
    private record Run(int exit, String out, String err) {
    }

    /** Runs {@code allfours} with {@code input} as standard input. */
    private static Run run(String input, String... args) {
        InputStream stdin = System.in;
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try {
            System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
            CommandLine cmd = AllFours.commandLine();
            cmd.setOut(new PrintWriter(out, true));
            cmd.setErr(new PrintWriter(err, true));
            return new Run(cmd.execute(args), out.toString(), err.toString());
        } finally {
            System.setIn(stdin);
        }
    }

    /** Enough answers of "1" to finish any match. */
    private static String ones() {
        return "1\n".repeat(3000);
    }

    @Test
    void aRecordedMatchVerifies(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("match.jsonl");
        Run play = run(ones(), "play", "--players", "2", "--seed", "9", "--bots", "hard", "--record", file.toString());
        assertEquals(0, play.exit(), play.err());
        assertTrue(play.out().contains(" wins the match, "), play.out());
        assertTrue(play.out().endsWith("Game record written to " + file + "." + System.lineSeparator()), play.out());
        assertTrue(Files.readString(file).startsWith("{"), "a JSON line");

        Run verify = run("", "verify", file.toString());
        assertEquals(0, verify.exit(), verify.err());
        assertTrue(verify.out().startsWith("OK " + file + ": 1 match, "), verify.out());
    }

    @Test
    void aTableModeMatchIsRecordedToo(@TempDir Path dir) {
        Path file = dir.resolve("table.jsonl");
        Run play = run(ones(), "play", "--table-mode", "--seed", "4", "--record", file.toString());
        assertEquals(0, play.exit(), play.err());
        Run verify = run("", "verify", file.toString());
        assertEquals(0, verify.exit(), verify.err());
    }

    @Test
    void aMatchLeftEarlyIsRecordedAsFarAsItWent(@TempDir Path dir) {
        Path file = dir.resolve("left.jsonl");
        Run play = run("1\n1\nquit\n", "play", "--seed", "9", "--record", file.toString());
        assertEquals(0, play.exit(), play.err());
        assertTrue(play.out().contains("You leave the table"), play.out());
        assertTrue(play.out().contains("as far as the match went (it stops mid-match)"), play.out());
        Run verify = run("", "verify", file.toString());
        assertNotEquals(0, verify.exit(), "verify says the record stops mid-match");
    }

    @Test
    void pipedOutputIsPlainTextAndNamesTheSeedAndTheLevel() {
        Run r = run(ones(), "play", "--seed", "123", "--bots", "easy");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("The other seats are played by the easy bot (random). Seed 123 (--seed 123 replays "
            + "this match)."), r.out());
        assertFalse(r.out().contains("\u001b"), "no escape codes when piped");
        assertTrue(r.out().chars().allMatch(c -> c < 128), "ASCII only when piped");
        assertTrue(r.out().matches("(?s).*\\b10[CDHS]\\b.*"), "tens as 10");
        assertFalse(r.out().matches("(?s).*\\bT[CDHS]\\b.*"), "no T for ten");
        assertTrue(r.out().contains("> 1" + System.lineSeparator()), "the lines read are echoed");
        // the same seed and lines replay the same match
        assertEquals(r.out(), run(ones(), "play", "--seed", "123", "--bots", "easy").out());
    }

    @Test
    void aHintComesFromTheStrongestBot() {
        Run r = run("?\nquit\n", "play", "--seed", "5", "--variant", "pitch", "--players", "3", "--seat", "1");
        assertEquals(0, r.exit(), r.err());
        int hint = r.out().indexOf("  Hint (the expert bot's estimates, best first):");
        assertTrue(hint > 0, r.out());
        List<String> lines = r.out().substring(hint).lines().skip(1).takeWhile(l -> l.startsWith("    ")).toList();
        assertTrue(lines.size() >= 2 && lines.size() <= 5, r.out());
        int previous = 101;
        for (String line : lines) {
            Matcher m = Pattern.compile("    \\S+( \\S+)? +( ?\\d{1,3})% chance to win the match").matcher(line);
            assertTrue(m.matches(), line);
            int percent = Integer.parseInt(m.group(2).strip());
            assertTrue(percent <= previous && percent <= 100, "best first, as per cent: " + lines);
            previous = percent;
        }
    }

    @Test
    void anUnknownLevelIsAUsageError() {
        Run r = run("", "play", "--bots", "genius");
        assertEquals(2, r.exit());
        assertTrue(r.err().startsWith("Unknown bot 'genius': random, rule, search, ismcts, easy, medium, hard or expert."), r.err());
    }
}
