package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RandomBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
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
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden records: for every variant at every table size, the record of two matches played by {@link RandomBot} at
 * every seat with a fixed seed is committed under {@code src/test/resources/golden}; the same matches played now
 * must give the same bytes, and the committed record must verify. A change to the rules, the order of the legal
 * actions, the deals or the record format shows up here as a diff (OpenSpiel keeps its playthroughs so). After an
 * intended change, regenerate with {@code -Dallfours.golden.update=true} (from this module's directory) and review
 * the diff.
 *
 * <p>Match {@code i} deals from {@code DeckSource.seeded(matchSeed(SEED, i))}; the random bot draws from
 * {@link Choices}, seeded from the same value, which draws the first dealer first. (The {@code allfours simulate
 * --record} command plays the same matches with the same draws, so it writes these records too.)
 */
class GoldenRecordsTest {
    /** The seed the committed records were played with. */
    static final long SEED = 20261122;
    /** Matches per table. */
    static final int MATCHES = 2;

    static String fileName(RuleSet r) {
        return r.id() + "-" + r.seats() + "p" + (r.sides() == r.seats() ? "" : "-" + r.sides() + "s") + ".jsonl";
    }

    /** The seed of match {@code index} of a run seeded with {@code seed}: SplitMix64's finaliser over the pair. */
    static long matchSeed(long seed, long index) {
        long z = seed + (index + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The records of the table's matches, played by the random bot at every seat. */
    static String play(RuleSet rules) {
        StringBuilder sb = new StringBuilder();
        GameRecordWriter w = new GameRecordWriter(sb);
        for (int i = 0; i < MATCHES; i++) {
            long matchSeed = matchSeed(SEED, i);
            Choices random = new Choices(matchSeed ^ 0x5DEECE66DL);
            GameState s = w.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(matchSeed));
            while (!s.isOver()) {
                s = w.apply(s, RandomBot.INSTANCE.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED));
            }
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
        try (InputStream in = GoldenRecordsTest.class.getResourceAsStream("/golden/" + name)) {
            if (in == null) {
                throw new IOException("no golden record " + name + ": run with -Dallfours.golden.update=true");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /**
     * The random bot's draws: SplitMix64 (the generator behind {@link java.util.SplittableRandom}) with Lemire's
     * bounded draw for {@link #nextInt(int)}, which replaces a division by one multiplication and rejects the few
     * draws that would bias the result. The records were played with these draws; any other generator plays other
     * matches.
     */
    static final class Choices implements RandomGenerator {
        private long state;

        Choices(long seed) {
            this.state = seed;
        }

        @Override
        public long nextLong() {
            long z = state += 0x9E3779B97F4A7C15L;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }

        @Override
        public int nextInt(int bound) {
            if (bound <= 0) {
                throw new IllegalArgumentException("bound must be positive, not " + bound);
            }
            long m = (nextLong() >>> 32) * bound;
            if ((m & 0xFFFFFFFFL) < bound) {
                long threshold = 0x100000000L % bound;
                while ((m & 0xFFFFFFFFL) < threshold) {
                    m = (nextLong() >>> 32) * bound;
                }
            }
            return (int) (m >>> 32);
        }
    }
}
