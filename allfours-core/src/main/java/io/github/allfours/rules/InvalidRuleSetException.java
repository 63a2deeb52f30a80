package io.github.allfours.rules;

import io.github.allfours.internal.Text;
import java.util.List;

/**
 * Thrown when a {@link RuleSet} is built with options that cannot make a game, such as a partnership
 * split that does not divide the seats or packets that need more cards than the pack has. Every problem
 * found is kept, not just the first ({@link #problems()}); the message names the first
 * {@value Text#MAX_LISTED}, each cut to {@value Text#MAX_PROBLEM} characters, then says how many more there are,
 * so that it stays short however many options were wrong.
 */
public final class InvalidRuleSetException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** Every problem found, one sentence each. */
    private final List<String> problems;

    /**
     * Creates the exception listing every problem of a rule set.
     *
     * @param ruleSetId the id of the rule set being built (quoted in the message cut to {@value Text#MAX_EXCERPT}
     *                  characters)
     * @param problems  each problem, in a short sentence
     */
    public InvalidRuleSetException(String ruleSetId, List<String> problems) {
        super("rule set " + Options.quote(ruleSetId) + " is invalid: " + Text.listed(problems));
        this.problems = List.copyOf(problems);
    }

    /** Returns every problem found, one sentence each. */
    public List<String> problems() {
        return problems;
    }
}
