package io.github.allfours.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.AllFours;
import io.github.allfours.testkit.TestSize;
import io.github.allfours.variants.Variants;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A soak: {@code simulate --check --all-variants} (on two threads) finds no violation on any rule set. One match
 * per rule set in the build, twenty with {@code -P long} ({@code -Dallfours.soak.matches=N} for N).
 */
class SoakTest {
    /** Matches per rule set. */
    private static final int MATCHES = TestSize.of("allfours.soak.matches", 1, 20);

    @Test
    void everyRuleSetKeepsItsInvariants() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = AllFours.commandLine();
        cmd.setOut(new PrintWriter(out, true));
        cmd.setErr(new PrintWriter(err, true));
        int ruleSets = Variants.allRuleSets().size();
        int exit = cmd.execute("simulate", "--check", "--all-variants", "--matches", Integer.toString(MATCHES * ruleSets),
            "--seed", "11", "--threads", "2");
        String text = out.toString();
        assertEquals(0, exit, text + err);
        Matcher m = Pattern.compile("(?m)^checked (\\d+) actions, (\\d+) violations$").matcher(text);
        assertTrue(m.find(), text);
        assertTrue(Long.parseLong(m.group(1)) > 1000, text);
        assertEquals("0", m.group(2), text);
        List<String> perRuleSet = text.lines().filter(l -> l.contains(" violations ")).toList();
        assertEquals(ruleSets, perRuleSet.size(), text);
        for (String line : perRuleSet) {
            assertTrue(line.matches("  \\S+ \\(.*\\) +matches +" + MATCHES
                + " +hands +[\\d,]+ +actions +[\\d,]*[1-9][\\d,]* +violations 0"), line);
        }
    }

    @Test
    void allVariantsIsTheSameAsVariantAll() {
        StringWriter a = new StringWriter();
        StringWriter b = new StringWriter();
        CommandLine one = AllFours.commandLine();
        one.setOut(new PrintWriter(a, true));
        CommandLine two = AllFours.commandLine();
        two.setOut(new PrintWriter(b, true));
        assertEquals(0, one.execute("simulate", "--all-variants", "--matches", "60"));
        assertEquals(0, two.execute("simulate", "--variant", "all", "--matches", "60", "--threads", "2"));
        assertEquals(counts(a.toString()), counts(b.toString()).replace("2 threads", "1 thread"));
    }

    @Test
    void allVariantsRefusesPlayersAndTooFewMatches() {
        StringWriter err = new StringWriter();
        CommandLine cmd = AllFours.commandLine();
        cmd.setErr(new PrintWriter(err, true));
        assertEquals(2, cmd.execute("simulate", "--all-variants", "--players", "4"));
        assertTrue(err.toString().startsWith("--all-variants plays every table; do not give --players or --sides"), err.toString());
        assertEquals(2, cmd.execute("simulate", "--all-variants", "--matches", "3"));
        assertTrue(err.toString().contains("--matches must be at least " + Variants.allRuleSets().size()), err.toString());
    }

    private static String counts(String summary) {
        StringBuilder sb = new StringBuilder();
        for (String line : summary.lines().toList()) {
            if (!line.startsWith("  elapsed") && !line.contains("/s ")) {
                sb.append(line).append('\n');
            }
        }
        return sb.toString();
    }
}
