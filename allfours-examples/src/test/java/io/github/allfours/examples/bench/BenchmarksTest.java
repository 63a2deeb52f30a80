package io.github.allfours.examples.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.AllFours;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import picocli.CommandLine;

/** The benchmarks' fixtures build and each benchmark method runs once; the commands find them. */
class BenchmarksTest {
    private static final List<Class<?>> BENCHMARKS = List.of(LegalActions.class, Apply.class, Check.class, Playouts.class,
        ViewFor.class, GameRecord.class, RandomHand.class, RandomMatch.class, Sample.class);

    @Test
    void randomHandCoversEveryVariant() throws Exception {
        String[] ids = RandomHand.class.getField("variant").getAnnotation(Param.class).value();
        assertEquals(Variants.all().stream().map(Variant::id).toList(), Arrays.asList(ids));
    }

    @Test
    void everyBenchmarkRunsOnce() throws Exception {
        Blackhole bh = new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
        int methods = 0;
        for (Class<?> type : BENCHMARKS) {
            String[] params = type == RandomHand.class
                ? RandomHand.class.getField("variant").getAnnotation(Param.class).value() : new String[] {null};
            for (String param : params) {
                Object bench = type.getConstructor().newInstance();
                if (param != null) {
                    type.getField("variant").set(bench, param);
                }
                for (Method m : type.getMethods()) {
                    if (m.isAnnotationPresent(Setup.class)) {
                        m.invoke(bench);
                    }
                }
                for (Method m : type.getMethods()) {
                    if (m.isAnnotationPresent(Benchmark.class)) {
                        for (int k = 0; k < 3; k++) {
                            Object result = m.getParameterCount() == 0 ? m.invoke(bench) : m.invoke(bench, bh);
                            if (m.getReturnType() != void.class) {
                                assertNotNull(result, m.toString());
                            }
                        }
                        methods++;
                    }
                }
            }
        }
        assertEquals(23 - 1 + Variants.all().size(), methods);    // Playouts added cards, hand and copy; Sample drawInPlace
    }

    @Test
    void everySearchDecidesAtEveryParameter() throws Exception {
        String[] bots = Decide.class.getField("bot").getAnnotation(Param.class).value();
        String[] variants = Decide.class.getField("variant").getAnnotation(Param.class).value();
        for (String bot : bots) {
            for (String variant : variants) {
                Decide bench = new Decide();
                bench.bot = bot;
                bench.variant = variant;
                bench.setUp();
                Decide.Iterations counter = new Decide.Iterations();
                for (int k = 0; k < 2; k++) {
                    assertNotNull(bench.decide(counter));
                }
                assertTrue(counter.iterations > 0, bot + " " + variant);
            }
        }
    }

    @Test
    void benchListsTheBenchmarks() {
        PrintStream stdout = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        int exit;
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            exit = AllFours.commandLine().execute("bench", "-l", "Check");
        } finally {
            System.setOut(stdout);
        }
        assertEquals(0, exit);
        String out = captured.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("io.github.allfours.examples.bench.Check.cardNotHeld"), out);
        assertTrue(out.contains("io.github.allfours.examples.bench.Check.mustFollowSuit"), out);
    }

    @Test
    void footprintPrintsEachSizeWithItsMeaning() {
        StringWriter out = new StringWriter();
        CommandLine cmd = AllFours.commandLine();
        cmd.setOut(new PrintWriter(out, true));
        assertEquals(0, cmd.execute("footprint"));
        String text = out.toString();
        for (String what : List.of("retained size of the state", "of which the rule set", "the state object alone",
            "added by one card play")) {
            assertTrue(text.lines().anyMatch(l -> l.contains(what) && l.matches(".*\\d+ bytes   \\S.*")), text);
        }
        assertTrue(text.startsWith("Trinidad All Fours, 4 players, seed 1: hand 0, trick 2, PLAY; then play "), text);
    }
}
