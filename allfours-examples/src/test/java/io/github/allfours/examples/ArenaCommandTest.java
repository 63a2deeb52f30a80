package io.github.allfours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code allfours arena}: its output, its refusals, and the Wilson interval worked out by hand. */
class ArenaCommandTest {
    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = new CommandLine(new AllFours());
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int exit = cmd.execute(args);
        return new String[] {Integer.toString(exit), out.toString(), err.toString()};
    }

    @Test
    void playsDuplicatePairsAndPrintsTheInterval() {
        String[] r = run("arena", "--pairs", "20", "--seed", "4");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("20 duplicate pairs (40 matches)"), r[1]);
        assertTrue(r[1].contains("Wilson 95%"), r[1]);
        assertEquals(withoutTiming(r[1]), withoutTiming(run("arena", "--pairs", "20", "--seed", "4")[1]),
            "the same seed plays the same matches");
    }

    private static String withoutTiming(String out) {
        return out.replaceAll("(?m)^.* decisions in .*$", "");
    }

    @Test
    void aSearchToldItsOpponentsModelIsNamedSo() {
        String[] r = run("arena", "--bots", "search@random,random", "--pairs", "1", "--iterations", "12");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("Arena: search@random against random"), r[1]);
        assertEquals("search", BotLevels.byName("hard@medium").orElseThrow().name(), "the default model: no suffix");
    }

    @Test
    void theClairvoyantStickIsNamedInTheOutputAndRepeats() {
        String[] r = run("arena", "--variant", "pitch", "--pairs", "10", "--seed", "2", "--clairvoyant", "trumps");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("clairvoyant: rule's trumps decisions were taken seeing every card"), r[1]);
        assertEquals(withoutTiming(r[1]), withoutTiming(run("arena", "--variant", "pitch", "--pairs", "10", "--seed", "2",
            "--clairvoyant", "trumps")[1]));
        assertFalse(run("arena", "--variant", "pitch", "--pairs", "10", "--seed", "2")[1].contains("clairvoyant"));
        assertEquals("2", run("arena", "--clairvoyant", "sometimes")[0]);
    }

    @Test
    void refusesTablesOfMoreThanTwoSidesAndUnknownBots() {
        assertEquals("2", run("arena", "--variant", "seven-up", "--players", "3")[0]);
        assertEquals("2", run("arena", "--bots", "rule,genius")[0]);
        assertEquals("2", run("arena", "--bots", "rule@random,random")[0], "only a search takes a model");
        assertEquals("2", run("arena", "--bots", "search@search,random")[0], "a model needs no budget");
        assertEquals("2", run("arena", "--bots", "search@,random")[0]);
        assertEquals("2", run("arena", "--pairs", "0")[0]);
    }

    @Test
    void wilsonIntervalMatchesTheFormula() {
        // 80 of 100 at 95%: centre (0.8 + 0.0192)/1.0384 = 0.7889, half-width 1.96 * 0.04118 / 1.0384 = 0.0777 (by hand)
        double[] w = ArenaCommand.wilson(80, 100);
        assertEquals(0.7112, w[0], 0.0005);
        assertEquals(0.8666, w[1], 0.0005);
    }
}
