package io.github.allfours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.simulate.Simulation;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden playthroughs: for every variant at every table size, the record of two random matches played
 * by {@code simulate}'s players with a fixed seed is committed under {@code src/test/resources/golden};
 * the same matches played now must give the same bytes, and the committed record must verify. A change
 * to the rules, the order of the legal actions, the deals or the record format shows up here as a diff.
 * After an intended change, regenerate with {@code -Dallfours.golden.update=true} (from this module's
 * directory) and review the diff.
 */
class GoldenPlaythroughTest {
    /** The seed the committed records were played with. */
    static final long SEED = 20261122;
    /** Matches per table. */
    static final int MATCHES = 2;

    static String fileName(RuleSet r) {
        return r.id() + "-" + r.seats() + "p" + (r.sides() == r.seats() ? "" : "-" + r.sides() + "s") + ".jsonl";
    }

    static String play(RuleSet rules) {
        StringBuilder sb = new StringBuilder();
        GameRecordWriter w = new GameRecordWriter(sb);
        for (int i = 0; i < MATCHES; i++) {
            Simulation.playMatch(rules, SEED, i, new Simulation.Stats(rules.sides()), w);
        }
        return sb.toString();
    }

    @TestFactory
    Stream<DynamicTest> everyTableReplaysByteForByte() {
        boolean update = Boolean.getBoolean("allfours.golden.update");
        List<DynamicTest> tests = new ArrayList<>();
        for (RuleSet rules : Variants.allRuleSets()) {
            String name = fileName(rules);
            tests.add(DynamicTest.dynamicTest(name, () -> {
                String now = play(rules);
                if (update) {
                    Files.writeString(Path.of("src/test/resources/golden", name), now, StandardCharsets.UTF_8);
                }
                String golden = read(name);
                assertEquals(golden, now, "the record of " + name + " changed");
                VerificationResult r = new RecordVerifier(Variants.resolver()).verify(golden);
                assertTrue(r.isOk(), () -> name + ": " + r);
                assertEquals(MATCHES, r.matches());
            }));
        }
        return tests.stream();
    }

    private static String read(String name) throws IOException {
        try (InputStream in = GoldenPlaythroughTest.class.getResourceAsStream("/golden/" + name)) {
            if (in == null) {
                throw new IOException("no golden record " + name + ": run with -Dallfours.golden.update=true");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
