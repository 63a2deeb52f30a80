package io.github.allfours.engine;

import io.github.allfours.internal.Text;
import java.util.List;

/**
 * Thrown when a {@link SeatView} is not one the engine gives ({@link ViewConsistency#require(SeatView)}, and the
 * deal sampler): a view built or decoded elsewhere and tampered with, whose parts do not fit together. It lists
 * every problem found: {@link #problems()} holds them all, while the message names the first
 * {@value Text#MAX_LISTED}, each cut to {@value Text#MAX_PROBLEM} characters, then says how many more there are.
 */
public final class InconsistentViewException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient List<String> problems;

    /**
     * An exception listing the problems found in a view.
     *
     * @param problems every problem found, each a sentence naming what does not fit, in the order found; not empty
     * @throws IllegalArgumentException if {@code problems} is empty
     * @throws NullPointerException     if it or a problem is null
     */
    public InconsistentViewException(List<String> problems) {
        super("the view is inconsistent: " + Text.listed(nonEmpty(problems)));
        this.problems = List.copyOf(problems);
    }

    private static List<String> nonEmpty(List<String> problems) {
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("an inconsistent view has at least one problem");
        }
        return problems;
    }

    /** Returns every problem found, in the order they were found; never empty. */
    public List<String> problems() {
        return problems;
    }
}
