package io.github.allfours.examples.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.AllFours;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Runs each subcommand in-process with its output captured. */
class AllFoursCommandTest {
    /** Exit code and captured output of one run. */
    private record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = AllFours.commandLine();
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        int exit = cmd.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    /** A ten in the engine's notation ({@code TH}): people are shown {@code 10H}. */
    private static final java.util.regex.Pattern TEN_AS_T = java.util.regex.Pattern.compile("(?<![A-Za-z0-9])T[CDHS](?![A-Za-z0-9])");

    @Test
    void demoTellsAMatchToItsWinner() {
        Run r = run("demo");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("Trinidad All Fours, 4 players"), r.out());
        assertTrue(r.out().contains("Hand 0: seat 0 deals."), r.out());
        assertTrue(r.out().contains("  Trick 0: seat 1 leads "), r.out());
        assertTrue(r.out().contains("  Score after hand 0: side 0 "), r.out());
        assertTrue(r.out().matches("(?s).*(?<![A-Za-z0-9])10[CDHS](?![A-Za-z0-9]).*"), "tens written 10, as in play");
        assertFalse(TEN_AS_T.matcher(r.out()).find(), r.out());
        assertTrue(r.out().strip().lines().reduce((a, b) -> b).orElseThrow().matches(
            "Side [01] \\(seats [0-3] and [0-3]\\) wins the match, 1[4-9] to \\d+\\."), r.out());
        assertEquals(r.out(), run("demo", "--seed", "1").out(), "the default seed is 1 and the story is reproducible");
    }

    @Test
    void demoForTwoPlayers() {
        Run r = run("demo", "--players", "2", "--seed", "5", "--variant", "trinidad");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("Trinidad All Fours, 2 players: seat 0 against seat 1."), r.out());
        assertTrue(r.out().contains("wins the match"), r.out());
    }

    @Test
    void simulateRecordsMatchesThatVerify(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("one.jsonl");
        Run sim = run("simulate", "--matches", "300", "--seed", "9", "--record", one.toString());
        assertEquals(0, sim.exit(), sim.err());
        assertTrue(sim.out().lines().anyMatch(l -> l.matches("  matches +300")), sim.out());
        for (String reason : List.of("turn-up", "gift", "high", "low", "jack", "hang-jack", "game")) {
            assertTrue(sim.out().contains("  " + reason + " "), reason);
        }
        assertTrue(sim.out().contains("  side 1 (seats 1, 3)"), sim.out());

        Run verify = run("verify", one.toString());
        assertEquals(0, verify.exit(), verify.err());
        assertTrue(verify.out().startsWith("OK " + one + ": 300 matches, "), verify.out());

        Path two = dir.resolve("two.jsonl");
        Run threaded = run("simulate", "--matches", "300", "--seed", "9", "--threads", "3", "--record", two.toString());
        assertEquals(0, threaded.exit(), threaded.err());
        assertArrayEquals(Files.readAllBytes(one), Files.readAllBytes(two), "the record does not depend on --threads");
        assertEquals(withoutTimings(sim.out()), withoutTimings(threaded.out()).replace("3 threads", "1 thread")
            .replace(two.toString(), one.toString()));
    }

    @Test
    void verifyNamesTheFirstBadLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("games.jsonl");
        assertEquals(0, run("simulate", "--matches", "5", "--record", file.toString()).exit());
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int n = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("\"reason\":\"high\"")) {
                n = i;
                break;
            }
        }
        lines.set(n, lines.get(n).replace("\"points\":1", "\"points\":4"));
        Files.write(file, lines);
        Run r = run("verify", file.toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().startsWith(file + ":" + (n + 1) + ": POINTS_MISMATCH: "), r.err());
    }

    @Test
    void verifyOfAMissingFileFails(@TempDir Path dir) {
        Run r = run("verify", dir.resolve("none.jsonl").toString());
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("no such file"), r.err());
    }

    @Test
    void verifyOfHostileFilesPrintsOneLineAndNoStackTrace(@TempDir Path dir) throws Exception {
        byte[][] files = {
            "{\"type\":\"end\",\"winner\":1e2147483648,\"totals\":[1,2]}\n".getBytes(StandardCharsets.UTF_8),
            ("{\"type\":\"end\",\"winner\":" + "9".repeat(60_000) + ",\"totals\":[1,2]}\n").getBytes(StandardCharsets.UTF_8),
            {'{', '"', 't', (byte) 0xC3, (byte) 0x28, '"', '}', '\n'},
            "\uFEFF{\"type\":\"hand\",\"totals\":[1,2]}\n".getBytes(StandardCharsets.UTF_8),
            ("{\"type\":\"" + "x".repeat(70_000) + "\"}").getBytes(StandardCharsets.UTF_8),
            "{\"type\":\"action\",\"seat\":1,\"legal\":[\"keep\"],\"action\":\"\u212Aeep\"}".getBytes(StandardCharsets.UTF_8),
        };
        String[] problems = {"must be an integer", "must be an integer", "malformed UTF-8", "byte-order mark",
            "longer than 65536", "cannot read action"};
        for (int i = 0; i < files.length; i++) {
            Path file = dir.resolve("hostile" + i + ".jsonl");
            Files.write(file, files[i]);
            Run r = run("verify", file.toString());
            assertEquals(1, r.exit(), r.err());
            assertTrue(r.err().startsWith(file + ":1: MALFORMED: "), r.err());
            assertTrue(r.err().contains(problems[i]), r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().length() < 400, r.err());
            assertEquals("", r.out());
        }
        Run directory = run("verify", dir.toString());
        assertEquals(1, directory.exit());
        assertEquals(1, directory.err().lines().count(), directory.err());
        assertTrue(run("verify", "--help").out().contains("Exit codes:"));
    }

    @Test
    void unknownVariantIsAClearUsageError() {
        for (String command : List.of("demo", "simulate")) {
            Run r = run(command, "--variant", "pinochle");
            assertEquals(2, r.exit(), command);
            assertTrue(r.err().startsWith("Unknown variant 'pinochle'. Known variants: trinidad"), r.err());
            assertEquals("", r.out());
        }
        Run r = run("simulate", "--players", "3");
        assertEquals(2, r.exit());
        assertTrue(r.err().startsWith("trinidad is played by 2 or 4 players, not 3."), r.err());
    }

    @Test
    void sidesChooseBetweenPlayingIndividuallyAndInPartnerships() {
        Run party = run("demo", "--variant", "all-fours-party", "--players", "4", "--sides", "2", "--seed", "3");
        assertEquals(0, party.exit(), party.err());
        assertTrue(party.out().contains("side 0 (seats 0 and 2) against side 1 (seats 1 and 3)"), party.out());
        Run partyAlone = run("demo", "--variant", "all-fours-party", "--players", "4", "--seed", "3");
        assertTrue(partyAlone.out().contains("seat 0 against seat 1 against seat 2 against seat 3"), partyAlone.out());
        Run pitch = run("demo", "--variant", "pitch", "--players", "4", "--sides", "4", "--seed", "3");
        assertEquals(0, pitch.exit(), pitch.err());
        assertTrue(pitch.out().contains("seat 0 against seat 1 against seat 2 against seat 3"), pitch.out());
        // the arena needs two sides: all-fours-party for four has them only when asked for
        Run arena = run("arena", "--variant", "all-fours-party", "--players", "4", "--sides", "2", "--bots", "random,rule",
            "--pairs", "2");
        assertEquals(0, arena.exit(), arena.err());
        assertTrue(run("arena", "--variant", "all-fours-party", "--players", "4", "--bots", "random,rule", "--pairs", "2")
            .err().startsWith("the arena needs a table of two sides"));
        for (String command : List.of("demo", "simulate", "arena", "play")) {
            Run r = run(command, "--variant", "pitch", "--players", "4", "--sides", "3");
            assertEquals(2, r.exit(), command + ": " + r.err());
            assertTrue(r.err().startsWith("pitch has no table of 4 players in 3 sides; its tables: 4 players in 2 sides of 2,"
                + " 2 players individually, 3 players individually, 4 players individually, "), r.err());
            assertEquals("", r.out());
        }
        Run all = run("simulate", "--all-variants", "--sides", "2");
        assertEquals(2, all.exit());
        assertTrue(all.err().startsWith("--all-variants plays every table; do not give --players or --sides"), all.err());
        Run load = run("load", "--variant", "seven-up", "--sides", "4", "--tables", "1");
        assertEquals(2, load.exit(), load.err());
        assertTrue(load.err().startsWith("seven-up has no table of 4 players in 4 sides"), load.err());
    }

    @Test
    void variantsListsTheCatalogue() {
        Run r = run("variants");
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).startsWith("id "), r.out());
        assertTrue(lines.get(0).matches("id +aliases +name +players +target +source"), r.out());
        assertTrue(lines.get(1).matches("trinidad +trinidad-all-fours, all-foes +Trinidad All Fours +4 \\(usual\\), 2 +14 "
            + "+pagat.com .*"), r.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches("tobago +- +Tobago All Fours .*")), "no aliases: -");
        for (io.github.allfours.variants.Variant v : io.github.allfours.variants.Variants.all()) {
            String aliases = v.aliases().isEmpty() ? "-" : String.join(", ", v.aliases());
            assertTrue(lines.stream().anyMatch(l -> l.startsWith(v.id() + " ") && l.substring(v.id().length()).strip()
                .startsWith(aliases + " ")), () -> v.id() + " with its aliases " + aliases + ": " + r.out());
        }
        assertTrue(lines.stream().anyMatch(l -> l.matches("seven-up +old-sledge, sledge +Seven Up .*")), r.out());
    }

    @Test
    void versionIsTheProjectsVersionAndBuildTime() throws Exception {
        Run r = run("--version");
        assertEquals(0, r.exit(), r.err());
        assertFalse(r.out().contains("development build"), r.out());
        String pom = Files.readString(Path.of("pom.xml"));
        java.util.regex.Matcher parent = java.util.regex.Pattern.compile("(?s)<parent>.*?<version>([^<]+)</version>").matcher(pom);
        assertTrue(parent.find(), "the module's pom names its parent's version");
        String first = r.out().lines().findFirst().orElseThrow();
        assertTrue(first.matches(java.util.regex.Pattern.quote("allfours " + parent.group(1) + " (built ")
            + "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ\\)"), first);
        assertTrue(r.out().contains("Java " + System.getProperty("java.version")), r.out());
        assertEquals(r.out(), run("demo", "--version").out(), "every command gives the same version");
    }

    /**
     * Every command's help renders without a picocli warning: a description is a format string, so a per cent
     * sign must be written {@code %%} (picocli otherwise warns on standard error and shows the raw text).
     */
    @Test
    void everyHelpTextRendersWithoutAWarning() {
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream warnings = new java.io.ByteArrayOutputStream();
        String usage;
        try {
            System.setErr(new java.io.PrintStream(warnings, true, StandardCharsets.UTF_8));
            StringBuilder all = new StringBuilder(AllFours.commandLine().getUsageMessage());
            for (CommandLine sub : AllFours.commandLine().getSubcommands().values()) {
                all.append(sub.getUsageMessage());
            }
            usage = all.toString();
        } finally {
            System.setErr(err);
        }
        assertEquals("", warnings.toString(StandardCharsets.UTF_8), "picocli's warnings while rendering every --help");
        assertTrue(usage.contains("Bradley-Terry ratings on the Elo scale with 95%"), usage);
    }

    @Test
    void noSubcommandShowsUsage() {
        Run r = run();
        assertEquals(0, r.exit());
        assertTrue(r.out().contains("Usage: allfours"), r.out());
        assertTrue(r.out().contains("simulate"), r.out());
    }

    @Test
    void warmUpMatchesAreNeitherCountedNorRecorded(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path cold = dir.resolve("cold.jsonl");
        Path warm = dir.resolve("warm.jsonl");
        Run a = run("simulate", "--matches", "30", "--seed", "4", "--record", cold.toString());
        Run b = run("simulate", "--matches", "30", "--seed", "4", "--warmup", "40", "--threads", "2",
            "--record", warm.toString());
        assertEquals(0, a.exit(), a::err);
        assertEquals(0, b.exit(), b::err);
        assertTrue(b.out().contains("after 40 warm-up matches"), b::out);
        assertEquals(java.nio.file.Files.readString(cold), java.nio.file.Files.readString(warm));
        assertEquals(2, run("simulate", "--matches", "5", "--warmup", "-1").exit());
    }

    @Test
    void outOfRangeCountsAreRefusedNamingTheValue() {
        for (String[] args : List.of(new String[] {"simulate", "--threads", "2147483647"},
            new String[] {"simulate", "--threads", "0"},
            new String[] {"arena", "--threads", "2147483647", "--pairs", "1"},
            new String[] {"arena", "--iterations", "9223372036854775806", "--pairs", "1"},
            new String[] {"arena", "--millis", "10000000000000", "--pairs", "1"})) {
            Run r = run(args);
            assertEquals(2, r.exit(), () -> String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().contains(args[2]), () -> String.join(" ", args) + ": " + r.err());
        }
    }

    @Test
    void batchesOfAHugeRunAreMadeOnlyAsTheyAreHandedOut() {
        // 9,999,999,999 matches: only the batches asked for exist (all of them up front ran out of memory)
        var part = new SimulateCommand.Part(io.github.allfours.variants.Variants.TRINIDAD, 1, 9_999_999_999L, false);
        var batches = new SimulateCommand.Batches(List.of(part), 500);
        long[] first = batches.next();
        long[] second = batches.next();
        assertEquals(List.of(0L, 0L, 500L), List.of(first[0], first[1], first[2]));
        assertEquals(List.of(0L, 500L, 1000L), List.of(second[0], second[1], second[2]));
        assertFalse(batches.isEmpty());
        var tiny = new SimulateCommand.Batches(List.of(new SimulateCommand.Part(io.github.allfours.variants.Variants.TRINIDAD,
            1, 0, false), new SimulateCommand.Part(io.github.allfours.variants.Variants.TRINIDAD, 2, 3, false)), 2);
        assertEquals(List.of(1L, 0L, 2L), java.util.Arrays.stream(tiny.next()).boxed().toList());
        assertEquals(List.of(1L, 2L, 3L), java.util.Arrays.stream(tiny.next()).boxed().toList());
        assertTrue(tiny.isEmpty());
    }

    @Test
    void recordsOfEveryVariantAndTableVerify(@org.junit.jupiter.api.io.TempDir Path dir) {
        Path file = dir.resolve("all.jsonl");
        String matches = Integer.toString(2 * io.github.allfours.variants.Variants.allRuleSets().size());
        Run sim = run("simulate", "--all-variants", "--matches", matches, "--seed", "2", "--record", file.toString());
        assertEquals(0, sim.exit(), sim::err);
        Run ver = run("verify", file.toString());
        assertEquals(0, ver.exit(), ver::out);
        assertTrue(ver.out().startsWith("OK"), ver::out);
    }

    @Test
    void demoTellsAMatchOfEveryVariantAtEveryTableSize() {
        for (io.github.allfours.variants.Variant v : io.github.allfours.variants.Variants.all()) {
            for (int players : v.playerCounts()) {
                for (String seed : new String[] {"1", "2", "3"}) {
                    Run r = run("demo", "--variant", v.id(), "--players", Integer.toString(players), "--seed", seed);
                    assertEquals(0, r.exit(), () -> v.id() + " " + players + " players: " + r.err());
                    assertTrue(r.out().contains("wins the match"), () -> v.id() + " " + players + ": " + r.out());
                    assertFalse(TEN_AS_T.matcher(r.out()).find(), () -> "a ten written T, as play never does: " + r.out());
                }
            }
        }
    }

    private static String withoutTimings(String summary) {
        StringBuilder sb = new StringBuilder();
        for (String line : summary.lines().toList()) {
            if (!line.startsWith("  elapsed") && !line.contains("/s ")) {
                sb.append(line).append('\n');
            }
        }
        return sb.toString();
    }

    @Test
    void serveRefusesALoggingConfigurationOrAccessLogItCannotOpenAndChangesNoLogger(@TempDir Path dir) {
        java.util.logging.Logger access = java.util.logging.Logger.getLogger("allfours.access");
        java.util.logging.Level level = access.getLevel();
        Path missing = dir.resolve("none").resolve("logging.properties");
        Run config = run("serve", "--port", "0", "--db", dir.resolve("t.db").toString(), "--log-config", missing.toString());
        assertEquals(2, config.exit(), config.err());
        assertTrue(config.err().startsWith("cannot read the logging configuration " + missing + ": no such file or directory"),
            config.err());
        Path nowhere = dir.resolve("none").resolve("access.log");
        Run log = run("serve", "--port", "0", "--db", dir.resolve("t.db").toString(), "--access-log", nowhere.toString());
        assertEquals(2, log.exit(), log.err());
        assertTrue(log.err().startsWith("cannot open the access log " + nowhere + ": no such file or directory"), log.err());
        assertEquals(level, access.getLevel(), "the access logger is left as it was");
        assertFalse(Files.exists(dir.resolve("t.db")), "no database was opened");
    }

    @Test
    void decideTimesASearchInCpuTimeRoundByRound() {
        Run r = run("simulate", "--decide", "search", "--variant", "all-fives", "--rounds", "2");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("search deciding all-fives (2 players), 1,000 iterations a decision: 2 rounds of 240 "
            + "decisions, after 2 not timed; iterations per 50 ms of CPU"), r.out());
        assertEquals(2, r.out().lines().filter(l -> l.matches("  round \\d +[\\d,]+")).count(), r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.matches("  median +[\\d,]+")), r.out());
        Run bot = run("simulate", "--decide", "random");
        assertEquals(2, bot.exit(), bot.err());
        assertTrue(bot.err().contains("--decide: no bot random; the searches are search, ismcts and expert"), bot.err());
        Run both = run("simulate", "--decide", "search", "--baseline", "10");
        assertEquals(2, both.exit(), both.err());
        assertTrue(both.err().contains("--decide times a bot's decisions"), both.err());
        Run none = run("simulate", "--decide", "search", "--rounds", "0");
        assertEquals(2, none.exit(), none.err());
        assertTrue(none.err().contains("--rounds must be at least 1, not 0"), none.err());
    }

    @Test
    void decideTakesAnotherBudget() {
        Run r = run("simulate", "--decide", "ismcts", "--variant", "all-fives", "--rounds", "1", "--iterations", "40");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("ismcts deciding all-fives (2 players), 40 iterations a decision: 1 round of 240 "
            + "decisions"), r.out());
        Run zero = run("simulate", "--decide", "search", "--iterations", "0");
        assertEquals(2, zero.exit(), zero.err());
        assertTrue(zero.err().contains("--iterations must be 1 to 1,000,000,000, not 0"), zero.err());
        Run alone = run("simulate", "--iterations", "100");
        assertEquals(2, alone.exit(), alone.err());
        assertTrue(alone.err().contains("--iterations is the budget of --decide's decisions"), alone.err());
    }

    @Test
    void baselineWithPlayoutTimesTheKernelAndThePlayOutSideBySide() {
        Run r = run("simulate", "--baseline", "2000", "--playout", "--seed", "3");
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().startsWith("baseline kernel against random hands on a Playout (Trinidad, 4 players, seed 3): "
            + "7 rounds of 2,000 hands each"), r.out());
        assertEquals(7, r.out().lines().filter(l -> l.matches("  round \\d   kernel +[\\d,]+   playout +[\\d,]+   ratio \\d+\\.\\d{3}")).count(),
            r.out());
        assertTrue(r.out().lines().anyMatch(l -> l.startsWith("  median    kernel ")), r.out());
    }

}
