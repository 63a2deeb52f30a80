package io.github.allfours.record;

import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * Finds the rule set a recorded match was played by, from the {@code variant} and {@code seats} of its
 * match line. The variants module's catalogue is the usual resolver:
 * {@code (id, seats) -> Variants.byId(id).map(v -> v.rules(seats)).orElse(null)}.
 */
@FunctionalInterface
public interface RuleSetResolver {
    /**
     * @param variant the rule set id written in the record
     * @param seats   the number of seats written in the record
     * @return the rule set, or {@code null} if there is none (an exception thrown here is treated the
     *     same way, with its message shown)
     */
    RuleSet resolve(String variant, int seats);

    /**
     * A resolver that knows only the given rule sets, matched by id and seats.
     *
     * @param rules the rule sets
     * @return the resolver
     */
    static RuleSetResolver of(RuleSet... rules) {
        List<RuleSet> known = List.of(rules);
        return (variant, seats) -> {
            for (RuleSet r : known) {
                if (r.id().equals(variant) && r.seats() == seats) {
                    return r;
                }
            }
            return null;
        };
    }
}
