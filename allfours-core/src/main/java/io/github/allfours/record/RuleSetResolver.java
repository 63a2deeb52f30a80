package io.github.allfours.record;

import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Optional;

/**
 * Finds the rule set a recorded match was played by, from the {@code variant}, {@code seats} and number
 * of {@code sides} of its match line (some variants are played by the same number of players either
 * individually or in partnerships). The variants module's catalogue is the usual resolver:
 * {@code Variants.resolver()}.
 */
@FunctionalInterface
public interface RuleSetResolver {
    /**
     * @param variant the rule set id written in the record
     * @param seats   the number of seats written in the record
     * @param sides   the number of sides written in the record
     * @return the rule set, empty if there is none (an exception thrown here is treated the same way, with its
     *     message shown)
     */
    Optional<RuleSet> resolve(String variant, int seats, int sides);

    /**
     * A resolver that knows only the given rule sets, matched by id, seats and sides.
     *
     * @param rules the rule sets
     * @return the resolver
     */
    static RuleSetResolver of(RuleSet... rules) {
        List<RuleSet> known = List.of(rules);
        return (variant, seats, sides) -> {
            for (RuleSet r : known) {
                if (r.id().equals(variant) && r.seats() == seats && r.sides() == sides) {
                    return Optional.of(r);
                }
            }
            return Optional.empty();
        };
    }
}
