package io.github.allfours.examples.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.AllFours;
import io.github.allfours.examples.catalogue.BotLevels;
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
        assertEquals("search", BotLevels.forArena("hard@medium").orElseThrow().name(), "the default model: no suffix");
        assertTrue(BotLevels.byName("search@random").isEmpty(), "an experiment is the arena's alone");
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
    void aBotGivenAMultipleOfTheBudgetIsNamedSo() {
        String[] r = run("arena", "--bots", "hard*2,hard", "--pairs", "1", "--iterations", "12");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("Arena: search*2 against search"), r[1]);
        // more than the 12 a decision of the plain budget (whole rounds of the legal actions, at most 24)
        assertTrue(r[1].matches("(?s).*search\\*2: 2[0-4] iterations and .*"), "twice the 12 iterations: " + r[1]);
        assertEquals("2", run("arena", "--bots", "hard*0,hard", "--pairs", "1")[0]);
    }

    @Test
    void theSolverStickIsNamedInTheOutputAndRepeats() {
        String[] args = {"arena", "--variant", "trinidad", "--players", "4", "--bots", "rule,rule", "--pairs", "4",
            "--seed", "3", "--clairvoyant", "all", "--clairvoyant-by", "solver"};
        String[] r = run(args);
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("clairvoyant: rule's all decisions were taken seeing every card, by the exact solver"),
            r[1]);
        assertEquals(withoutTiming(r[1]), withoutTiming(run(args)[1]));
        String[] alone = run("arena", "--pairs", "1", "--clairvoyant-by", "solver");
        assertEquals("2", alone[0]);
        assertTrue(alone[2].contains("--clairvoyant-by solver needs --clairvoyant trumps, play or all"), alone[2]);
        assertEquals("2", run("arena", "--clairvoyant", "all", "--clairvoyant-by", "oracle")[0]);
        String[] perfect = run("arena", "--variant", "all-fives", "--bots", "rule,rule", "--pairs", "2", "--seed", "3",
            "--clairvoyant", "play", "--clairvoyant-by", "perfect");
        assertEquals("0", perfect[0], perfect[2]);
        assertTrue(perfect[1].contains("rule's play decisions were taken seeing every card, played perfectly from the "
            + "first lead"), perfect[1]);
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
    void commonRandomNumbersMakeEqualBotsSplitEveryPair() {
        // the yardstick and the search with the classic rule-based bot's play-outs are the same bot: with common random
        // numbers the two matches of a pair are the same match with the sides swapped, so each pair is one win each
        String[] r = run("arena", "--variant", "auction-pitch", "--players", "4", "--bots", "yardstick,search:classic",
            "--pairs", "6", "--iterations", "8", "--seed", "2");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("yardstick wins     6 of 12 = 50.0%"), r[1]);
        assertTrue(r[1].contains("per duplicate pair: yardstick wins 50.00% (95%: 50.00% to 50.00%); variance 0.00"), r[1]);
        assertTrue(r[1].contains("points per hand +0.0000"), r[1]);
        String[] perMatch = run("arena", "--variant", "auction-pitch", "--players", "4", "--bots",
            "yardstick,search:classic", "--pairs", "6", "--iterations", "8", "--seed", "2", "--seeding", "per-match");
        assertEquals("0", perMatch[0], perMatch[2]);
        assertFalse(perMatch[1].contains("variance 0.00"), "one generator a match: the pairs' matches differ");
        assertEquals("2", run("arena", "--seeding", "shared")[0]);
    }

    @Test
    void theLuckOfTheDealsChangesNoMatchAndIsPrintedBeside() {
        String[] args = {"arena", "--variant", "trinidad", "--players", "4", "--bots", "rule,random", "--pairs", "8",
            "--seed", "3"};
        String[] plain = run(args);
        String[] luck = run(java.util.stream.Stream.concat(java.util.Arrays.stream(args),
            java.util.stream.Stream.of("--luck", "4")).toArray(String[]::new));
        assertEquals("0", luck[0], luck[2]);
        assertEquals(plain[1].lines().limit(3).toList(), luck[1].lines().limit(3).toList(), "the same matches");
        assertTrue(luck[1].contains("less the luck of the deals (weight "), luck[1]);
        assertTrue(luck[1].contains("less the luck of the deals in points (weight "), luck[1]);
        assertFalse(plain[1].contains("luck"), plain[1]);
        assertEquals("2", run("arena", "--luck", "-1")[0]);
    }

    @Test
    void theYardstickAndTheRuleStrategiesAreNamedSo() {
        assertEquals("yardstick", BotLevels.forArena("yardstick").orElseThrow().name());
        assertEquals("rule:classic", BotLevels.forArena("rule:classic").orElseThrow().name());
        assertEquals("search:classic", BotLevels.forArena("search:classic").orElseThrow().name());
        assertTrue(BotLevels.forArena("rule:genius").isEmpty());
        assertTrue(BotLevels.byName("yardstick").isEmpty(), "the yardstick is the arena's alone");
    }

    @Test
    void wilsonIntervalMatchesTheFormula() {
        // 80 of 100 at 95%: centre (0.8 + 0.0192)/1.0384 = 0.7889, half-width 1.96 * 0.04118 / 1.0384 = 0.0777 (by hand)
        double[] w = ArenaCommand.wilson(80, 100);
        assertEquals(0.7112, w[0], 0.0005);
        assertEquals(0.8666, w[1], 0.0005);
    }

    @Test
    void anAuctionGameReportsEachBotsBidding() {
        String[] r = run("arena", "--variant", "auction-pitch", "--players", "4", "--bots", "rule,random", "--pairs", "10",
            "--seed", "3");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("bidding, rule: bids in "), r[1]);
        assertTrue(r[1].contains("bidding, random: bids in "), r[1]);
        assertFalse(run("arena", "--pairs", "2")[1].contains("bidding"), "no auction in trinidad");
    }

    @Test
    void aLadderRatesEveryBotAgainstEveryOther() {
        String[] r = run("arena", "--ladder", "random,rule,search", "--pairs", "4", "--iterations", "8", "--seed", "5");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].startsWith("Ladder: trinidad with 4 players, 4 duplicate pairs (8 matches) per match-up"), r[1]);
        assertTrue(r[1].matches("(?s).*\\n  random +\\+0  \\(the anchor\\)\\n.*"), r[1]);
        assertTrue(r[1].contains("random         vs rule"), r[1]);
        assertTrue(r[1].contains("rule           vs search"), r[1]);
        assertEquals(r[1], run("arena", "--ladder", "random,rule,search", "--pairs", "4", "--iterations", "8", "--seed", "5")[1]);
        assertEquals("2", run("arena", "--ladder", "rule,rule")[0], "two different bots at least");
        String[] auction = run("arena", "--variant", "auction-pitch", "--players", "4", "--ladder", "random,rule",
            "--pairs", "6", "--seed", "5");
        assertEquals("0", auction[0], auction[2]);
        assertTrue(auction[1].contains("95% interval      contracts made"), auction[1]);
        assertTrue(auction[1].matches("(?s).*\\n  random +\\+0  \\(the anchor\\) +[0-9.]+% of [0-9]+\\n.*"),
            auction[1]);
        assertEquals("2", run("arena", "--ladder", "rule,genius")[0]);
    }

    @Test
    void bradleyTerryRecoversKnownStrengths() {
        // three bots of strengths 1, 2 and 4: i beats j with p_i / (p_i + p_j); 3,000 matches a pair, results exact
        double[] p = {1, 2, 4};
        long[][] games = new long[3][3];
        long[][] wins = new long[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                if (i != j) {
                    games[i][j] = 3000;
                    wins[i][j] = Math.round(3000 * p[i] / (p[i] + p[j]));
                }
            }
        }
        double[] theta = Ladder.fit(wins, games);
        assertEquals(0, theta[0], 1e-12);
        assertEquals(Math.log(2), theta[1], 0.01);
        assertEquals(Math.log(4), theta[2], 0.01);
        double[] se = Ladder.standardErrors(theta, games);
        assertEquals(0, se[0]);
        // with the first fixed, each other strength rests on about 3,000 matches at q(1-q) near 0.22: se near 0.03
        assertTrue(se[1] > 0.02 && se[1] < 0.05, () -> "se " + se[1]);
    }
}
