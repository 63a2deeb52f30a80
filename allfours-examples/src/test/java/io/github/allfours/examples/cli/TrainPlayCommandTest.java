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

/** {@code allfours train-play}: the same weights from the same seed on any number of threads, and how they were made. */
class TrainPlayCommandTest {
    @TempDir
    Path dir;

    @Test
    void fitsTheSameWeightsFromTheSameSeedOnAnyNumberOfThreads() throws IOException {
        Path one = dir.resolve("one.csv");
        Path two = dir.resolve("two.csv");
        String[] r = run("train-play", "--variants", "auction-pitch,trinidad", "--matches", "2", "--iterations", "8",
            "--seed", "3", "--hold-out", "3", "--threads", "2", "--out", one.toString());
        assertEquals("0", r[0], r[2]);
        assertEquals("0", run("train-play", "--variants", "auction-pitch,trinidad", "--matches", "2", "--iterations",
            "8", "--seed", "3", "--hold-out", "3", "--out", two.toString())[0]);
        List<String> lines = dataLines(one);
        assertEquals(lines, dataLines(two), "the same seed, one thread or two");
        assertEquals(28, lines.size(), lines::toString);
        assertTrue(lines.get(0).matches("safeTrumpLead,-?[0-9.e+-]+"), lines::toString);
        assertTrue(r[1].matches("(?s)[0-9,]+ positions from 4 matches in [0-9]+ s\n.*auction-pitch, held out .*"
            + "trinidad, held out .*weights changed: .*weights written to .*"), r[1]);
        String text = Files.readString(one, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("# made by: allfours train-play --variants auction-pitch,trinidad --bot hard "
            + "--matches 2 --seed 3 --iterations 8 --hold-out 3\n# build: allfours "), text);
        assertTrue(text.contains("\n# auction-pitch, fitted ("), text);
    }

    @Test
    void refusesBadArguments() {
        String out = dir.resolve("x.csv").toString();
        assertEquals("2", run("train-play", "--matches", "0", "--out", out)[0]);
        assertEquals("2", run("train-play", "--hold-out", "1", "--out", out)[0]);
        assertEquals("2", run("train-play", "--bot", "nobody", "--out", out)[0]);
        assertEquals("2", run("train-play", "--variants", "whist", "--out", out)[0]);
        assertEquals("2", run("train-play", "--iterations", "0", "--out", out)[0]);
        assertEquals("2", run("train-play", "--matches", "1")[0], "--out is required");
    }
}
