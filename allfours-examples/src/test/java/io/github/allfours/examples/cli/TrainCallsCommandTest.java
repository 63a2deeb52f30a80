package io.github.allfours.examples.cli;

import static io.github.allfours.examples.cli.CommandRun.dataLines;
import static io.github.allfours.examples.cli.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code allfours train-calls}: labelled decisions made the same way from a seed, and a model fitted to them. */
class TrainCallsCommandTest {
    @TempDir
    Path dir;

    @Test
    void labelsEveryTrumpDecisionOfAMatchTheSameWayFromTheSameSeed() throws IOException {
        Path one = dir.resolve("one.csv");
        Path two = dir.resolve("two.csv");
        String[] args = {"train-calls", "label", "--variant", "auction-pitch", "--players", "4", "--matches", "2",
            "--seed", "5", "--iterations", "4", "--threads", "2"};
        String[] r = run(concat(args, "--out", one.toString()));
        assertEquals("0", r[0], r[2]);
        assertEquals("0", run(concat(args, "--out", two.toString()))[0]);
        List<String> lines = dataLines(one);
        assertEquals(lines, dataLines(two), "the same seed labels the same decisions the same way");
        assertTrue(lines.size() >= 8, "an auction turn or more a hand: " + lines.size());
        for (String line : lines) {
            // the facts (15 fields), a candidate per legal call, then the search's call and the classic bot's
            assertTrue(line.matches("B,4,2,0,M,1,4,[0-3],[0-9a-f]+,-1,[0-4],[0-2],-?[0-9]+,-?[0-9]+,7"
                + "(,(pass|bid_[1-4]):-?[0-9]+:[0-9.]+)+,hard=(pass|bid_[1-4]),classic=(pass|bid_[1-4])"), line);
        }
        String header = Files.readString(one, StandardCharsets.UTF_8);
        assertTrue(header.startsWith("# made by: allfours train-calls label --variant auction-pitch --players 4 "
            + "--matches 2 --first 0 --seed 5 --iterations 4\n# build: allfours "), header);
        assertTrue(header.contains("# done: 2 matches, " + lines.size() + " decisions in "), header);

        Path model = dir.resolve("model.csv");
        String[] fit = run("train-calls", "fit", "--ridge", "5", "--out", model.toString(), one.toString());
        assertEquals("0", fit[0], fit[2]);
        assertTrue(fit[1].startsWith("B: " + lines.size() + " decisions fitted, none held out"), fit[1]);
        String text = Files.readString(model, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("# made by: allfours train-calls fit --ridge 5.0 --label points --hold-out 0 one.csv"),
            text);
        assertTrue(text.contains("# made by: allfours train-calls label --variant auction-pitch"), "the data's making");
        assertTrue(text.contains("\nkind,candidate,group,value,weight\nB,0,bias,0,"), text);
    }

    @Test
    void refusesBadArguments() {
        assertEquals("2", run("train-calls", "label", "--matches", "0", "--out", dir.resolve("x").toString())[0]);
        assertEquals("2", run("train-calls", "fit", "--label", "luck", "--out", dir.resolve("y").toString(),
            dir.resolve("x").toString())[0]);
        assertEquals("2", run("train-calls", "fit", "--out", dir.resolve("y").toString(),
            dir.resolve("missing.csv").toString())[0]);
    }

    private static String[] concat(String[] a, String... b) {
        String[] c = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
