package io.github.allfours.examples.cli;

import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * {@code allfours variants}: the catalogue of rule sets, one line per variant: its id, its aliases (other
 * names {@code --variant} and {@code Variants.byId} accept), name, players, target and rule source.
 */
@Command(name = "variants", mixinStandardHelpOptions = true,
    description = "List the variants: id, aliases (other names --variant accepts), name, players, target and rule "
        + "source.")
public final class VariantsCommand implements Runnable {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Creates the command. */
    public VariantsCommand() {
    }

    /** Prints the catalogue. */
    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"id", "aliases", "name", "players", "target", "source"});
        for (Variant v : Variants.all()) {
            List<String> players = new ArrayList<>();
            players.add(v.defaultPlayers() + " (usual)");
            Set<Integer> targets = new TreeSet<>();
            for (int n : v.playerCounts()) {
                if (n != v.defaultPlayers()) {
                    players.add(Integer.toString(n));
                }
            }
            List<String> targetText = new ArrayList<>();
            for (RuleSet r : v.allRuleSets()) {
                targets.add(r.target());
            }
            if (targets.size() == 1) {
                targetText.add(targets.iterator().next().toString());
            } else {
                for (RuleSet r : v.allRuleSets()) {
                    targetText.add(r.target() + " (" + r.seats() + "p)");
                }
            }
            rows.add(new String[] {v.id(), v.aliases().isEmpty() ? "-" : String.join(", ", v.aliases()), v.name(),
                String.join(", ", players), String.join(", ", targetText), v.source()});
        }
        int[] width = new int[5];
        for (String[] row : rows) {
            for (int i = 0; i < width.length; i++) {
                width[i] = Math.max(width[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < width.length; i++) {
                sb.append(row[i]).append(" ".repeat(width[i] - row[i].length() + 2));
            }
            out.println(sb.append(row[5]).toString().stripTrailing());
        }
        out.flush();
    }
}
