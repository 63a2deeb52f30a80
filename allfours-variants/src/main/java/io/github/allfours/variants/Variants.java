package io.github.allfours.variants;

import io.github.allfours.record.RuleSetResolver;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The catalogue of named variants (docs/rules.md lists them with their sources). Ids and aliases are
 * stable: they appear in game records. Each variant's class documents its source and how it differs
 * from Trinidad.
 *
 * <p>{@link #TRINIDAD} is the default rule set.
 */
public final class Variants {
    /** Trinidad All Fours, four players: the default rule set ({@link Trinidad#FOUR}). */
    public static final RuleSet TRINIDAD = Trinidad.FOUR;

    private static final List<Variant> ALL = List.of(
        Trinidad.variant(),
        Tobago.variant(),
        WestYorkshire.variant(),
        HeckmondwikeLeague.variant(),
        Lancashire.variant(),
        Cotton1674.variant(),
        RunningAllFours.variant(),
        EarlyAmerican.variant(),
        SevenUp.variant(),
        BlindAllFours.variant(),
        Classic.variant(),
        AllFoursParty.variant(),
        Pitch.variant(),
        AuctionPitch.variant(),
        CommercialPitch.variant(),
        AllFives.variant(),
        CaliforniaJack.variant(),
        ShastaSam.variant());

    private Variants() {
    }

    /** Returns every variant, in catalogue order. */
    public static List<Variant> all() {
        return ALL;
    }

    /** Returns the rule set of every variant at every documented table size. */
    public static List<RuleSet> allRuleSets() {
        List<RuleSet> out = new ArrayList<>();
        for (Variant v : ALL) {
            out.addAll(v.allRuleSets());
        }
        return out;
    }

    /**
     * Finds a variant by id or alias, ignoring the case of ASCII letters and surrounding white space
     * (no other character is taken for a letter, whatever its case mapping).
     *
     * @param idOrAlias such as {@code trinidad} or {@code old-sledge}
     * @return the variant, or empty if none has that name
     */
    public static Optional<Variant> byId(String idOrAlias) {
        String stripped = idOrAlias.strip();
        StringBuilder sb = new StringBuilder(stripped.length());
        for (int i = 0; i < stripped.length(); i++) {
            char c = stripped.charAt(i);
            sb.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
        }
        String key = sb.toString();
        for (Variant v : ALL) {
            if (v.id().equals(key) || v.aliases().contains(key)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /**
     * The resolver a {@link io.github.allfours.record.RecordVerifier} needs to replay records of any
     * variant of the catalogue, house rules of them included (their options are in the record's match
     * line).
     *
     * @return a resolver of ids (not aliases), seats and sides to the catalogue's rule sets
     */
    public static RuleSetResolver resolver() {
        return (id, seats, sides) -> {
            for (Variant v : ALL) {
                if (v.id().equals(id)) {
                    for (RuleSet r : v.allRuleSets()) {
                        if (r.seats() == seats && r.sides() == sides) {
                            return Optional.of(r);
                        }
                    }
                }
            }
            return Optional.empty();
        };
    }

    /** Returns the default variant (Trinidad). */
    public static Variant defaultVariant() {
        return ALL.get(0);
    }
}
