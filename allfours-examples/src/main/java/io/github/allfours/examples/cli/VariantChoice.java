package io.github.allfours.examples.cli;

import io.github.allfours.examples.catalogue.TableChoices;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * The {@code --variant}, {@code --players} and {@code --sides} options shared by the commands that choose a table
 * ({@code demo}, {@code play}, {@code simulate}, {@code arena}).
 */
public final class VariantChoice {
    @Option(names = "--variant", paramLabel = "ID",
        description = "Variant id or alias (see the variants command). Default: the default variant.")
    String variant;

    @Option(names = "--players", paramLabel = "N",
        description = "Number of players. Default: the variant's usual number.")
    Integer players;

    @Option(names = "--sides", paramLabel = "N",
        description = "Number of sides: the number of players to play individually, fewer for partnerships, where the"
            + " variant has both at that size (such as all-fours-party or pitch for 4). Default: the first the"
            + " catalogue lists.")
    Integer sides;

    /** Resolves the options to a rule set, or fails with a usage error naming the choices. */
    public RuleSet rules(CommandLine cmd) {
        Variant v = variant == null ? Variants.defaultVariant() : Variants.byId(variant).orElseThrow(() ->
            new CommandLine.ParameterException(cmd, "Unknown variant '" + variant + "'. Known variants: "
                + known() + " (run 'allfours variants')."));
        try {
            return TableChoices.table(v, players, sides);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cmd, e.getMessage() + ".");
        }
    }

    private static String known() {
        List<String> ids = new ArrayList<>();
        for (Variant v : Variants.all()) {
            ids.add(v.id());
        }
        return String.join(", ", ids);
    }
}
