package io.github.allfours.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.Perft;
import io.github.allfours.variants.Trinidad;
import io.github.allfours.variants.Variants;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Card perft: every {@code .perft} file under {@code src/test/resources/perft} (docs/perft.md) names a rule
 * set, a first dealer and a deck order, and the number of distinct legal action sequences of each depth from
 * the first decision; the engine must count the same. There is a file for every variant at its usual table
 * size. After an intended change to the rules or the legality decision, regenerate with
 * {@code -Dallfours.perft.update=true} (from this module's directory) and review the diff.
 */
class PerftTest {
    /** The variants' usual tables, one file each. */
    static List<RuleSet> tables() {
        return Variants.all().stream().map(v -> v.rules()).toList();
    }

    static String fileName(RuleSet r) {
        return r.id() + "-" + r.seats() + ".perft";
    }

    /** A perft file read: the rule set, the first dealer, the deck order, and each depth's count. */
    record PerftFile(RuleSet rules, int dealer, DeckOrder deck, List<long[]> counts) {
        static PerftFile parse(String text) {
            RuleSet rules = null;
            int dealer = 0;
            DeckOrder deck = null;
            List<long[]> counts = new ArrayList<>();
            for (String raw : text.split("\n")) {
                String line = raw.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] w = line.split("\\s+", 2);
                switch (w[0]) {
                    case "rules" -> {
                        String[] r = w[1].split("\\s+");
                        rules = Variants.resolver().resolve(r[0], Integer.parseInt(r[1]), Integer.parseInt(r[2]));
                    }
                    case "dealer" -> dealer = Integer.parseInt(w[1]);
                    case "deck" -> deck = DeckOrder.parse(w[1]);
                    case "perft" -> {
                        String[] d = w[1].split("\\s+");
                        counts.add(new long[] {Long.parseLong(d[0]), Long.parseLong(d[1])});
                    }
                    default -> throw new IllegalArgumentException("unknown perft line: " + line);
                }
            }
            return new PerftFile(rules, dealer, deck, counts);
        }

        String text() {
            StringBuilder sb = new StringBuilder("# allfours card perft (docs/perft.md)\n");
            sb.append("rules ").append(rules.id()).append(' ').append(rules.seats()).append(' ').append(rules.sides()).append('\n');
            sb.append("dealer ").append(dealer).append('\n');
            sb.append("deck ").append(deck).append('\n');
            for (long[] c : counts) {
                sb.append("perft ").append(c[0]).append(' ').append(c[1]).append('\n');
            }
            return sb.toString();
        }
    }

    static GameState first(PerftFile f) {
        return GameState.start(f.rules(), f.dealer(), DeckSource.of(f.deck()));
    }

    @TestFactory
    Stream<DynamicTest> everyVariantCountsItsFile() {
        boolean update = Boolean.getBoolean("allfours.perft.update");
        List<DynamicTest> tests = new ArrayList<>();
        for (RuleSet rules : tables()) {
            String name = fileName(rules);
            tests.add(DynamicTest.dynamicTest(name, () -> {
                if (update) {
                    Files.writeString(Path.of("src/test/resources/perft", name), generate(rules), StandardCharsets.UTF_8);
                }
                PerftFile f = PerftFile.parse(read(name));
                assertNotNull(f.rules(), name + ": the rule set is unknown");
                assertEquals(rules, f.rules(), name);
                assertFalse(f.counts().isEmpty(), name);
                GameState s = first(f);
                for (long[] c : f.counts()) {
                    assertEquals(c[1], Perft.perft(s, (int) c[0]), name + " at depth " + c[0]);
                }
            }));
        }
        return tests.stream();
    }

    /** Every file is a variant's usual table, and every variant has one. */
    @Test
    void theFilesAreTheVariants() throws IOException {
        Set<String> expected = new HashSet<>();
        for (RuleSet r : tables()) {
            expected.add(fileName(r));
        }
        assertEquals(Variants.all().size(), expected.size());
        for (String name : expected) {
            assertTrue(read(name).contains("perft "), name);
        }
    }

    /** Depth 1 and 2 by hand: Trinidad's elder stands or begs; after a beg the dealer gives or runs. */
    @Test
    void theFirstDepthsAreTheCallsOfTheBeg() throws IOException {
        PerftFile f = PerftFile.parse(read(fileName(Trinidad.FOUR)));
        GameState s = first(f);
        assertEquals(2, Perft.perft(s, 1));
        long afterStand = s.apply(io.github.allfours.game.Call.STAND).legalActionCount();
        assertEquals(afterStand + 2, Perft.perft(s, 2));   // stand: elder's leads; beg: give or run
    }

    /** The deck of a new file: a seeded shuffle, dealer 0, depths while a count stays under a million. */
    private static String generate(RuleSet rules) {
        DeckOrder deck = DeckOrder.shuffled(rules.id().hashCode());
        List<long[]> counts = new ArrayList<>();
        GameState s = GameState.start(rules, 0, DeckSource.of(deck));
        for (int depth = 1; depth <= 12; depth++) {
            long n = Perft.perft(s, depth);
            counts.add(new long[] {depth, n});
            if (n > 1_000_000) {
                break;
            }
        }
        return new PerftFile(rules, 0, deck, counts).text();
    }

    private static String read(String name) throws IOException {
        try (InputStream in = PerftTest.class.getResourceAsStream("/perft/" + name)) {
            if (in == null) {
                throw new IOException("no perft file " + name + ": run with -Dallfours.perft.update=true");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
