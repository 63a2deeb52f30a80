package io.github.allfours.rules;

import java.util.List;

/**
 * Thrown when a {@link RuleSet} is built with options that cannot make a game, such as a partnership
 * split that does not divide the seats or packets that need more cards than the pack has. The message
 * lists every problem found, not just the first.
 */
public final class InvalidRuleSetException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** Every problem found, one sentence each. */
    private final List<String> problems;

    /**
     * Creates the exception listing every problem of a rule set.
     *
     * @param ruleSetId the id of the rule set being built (quoted in the message cut to 40 characters)
     * @param problems  each problem, in a short sentence
     */
    public InvalidRuleSetException(String ruleSetId, List<String> problems) {
        super("rule set " + Options.quote(ruleSetId) + " is invalid: " + String.join("; ", problems));
        this.problems = List.copyOf(problems);
    }

    /** Returns every problem found, one sentence each. */
    public List<String> problems() {
        return problems;
    }
}
