package io.github.allfours.examples;

import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The {@code --variant} and {@code --players} options shared by {@code demo} and {@code simulate}. */
final class VariantChoice {
    @Option(names = "--variant", paramLabel = "ID",
        description = "Variant id or alias (see the variants command). Default: the default variant.")
    String variant;

    @Option(names = "--players", paramLabel = "N",
        description = "Number of players. Default: the variant's usual number.")
    Integer players;

    /** Resolves the options to a rule set, or fails with a usage error naming the choices. */
    RuleSet rules(CommandLine cmd) {
        Variant v = variant == null ? Variants.defaultVariant() : Variants.byId(variant).orElseThrow(() ->
            new CommandLine.ParameterException(cmd, "Unknown variant '" + variant + "'. Known variants: "
                + known() + " (run 'allfours variants')."));
        int n = players == null ? v.defaultPlayers() : players;
        if (!v.playerCounts().contains(n)) {
            throw new CommandLine.ParameterException(cmd, v.id() + " is played by " + join(v.playerCounts())
                + " players, not " + n + ".");
        }
        return v.rules(n);
    }

    private static String known() {
        List<String> ids = new ArrayList<>();
        for (Variant v : Variants.all()) {
            ids.add(v.id());
        }
        return String.join(", ", ids);
    }

    private static String join(List<Integer> counts) {
        List<String> out = new ArrayList<>();
        for (int c : counts) {
            out.add(Integer.toString(c));
        }
        return String.join(" or ", out);
    }
}
