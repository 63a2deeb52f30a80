package io.github.allfours.game;

import io.github.allfours.internal.Text;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Thrown by {@link io.github.allfours.engine.GameState#from(Setup)} when a setup is not a position the engine could reach by play.
 * It lists every problem found, not only the first (as shakmaty's {@code PositionError} does):
 * {@link #problems()} holds them all, however many, while the message stays short: it names the first
 * {@value Text#MAX_LISTED} problems, each cut to {@value Text#MAX_PROBLEM} characters, then says how many more
 * there are ({@code "...; and 99990 more"}).
 */
public final class InvalidSetupException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient List<SetupProblem> problems;

    /**
     * An exception listing the problems found in a setup.
     *
     * @param problems every problem found, in the order found; not empty
     * @throws IllegalArgumentException if {@code problems} is empty
     * @throws NullPointerException     if it or a problem is null
     */
    public InvalidSetupException(List<SetupProblem> problems) {
        super("the setup is not a reachable position: " + Text.listed(nonEmpty(problems)));
        this.problems = List.copyOf(problems);
    }

    private static List<SetupProblem> nonEmpty(List<SetupProblem> problems) {
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("an invalid setup has at least one problem");
        }
        return problems;
    }

    /** Returns every problem found, in the order they were found; never empty. */
    public List<SetupProblem> problems() {
        return problems;
    }

    /** Returns the kinds of the problems found. */
    public Set<SetupProblem.Kind> kinds() {
        Set<SetupProblem.Kind> kinds = EnumSet.noneOf(SetupProblem.Kind.class);
        for (SetupProblem p : problems) {
            kinds.add(p.kind());
        }
        return kinds;
    }
}
