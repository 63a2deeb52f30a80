package io.github.allfours.engine;

import io.github.allfours.game.Reason;

/**
 * Thrown by {@link GameState#apply} when an action is not legal. It holds the {@link Violation}
 * (reason and message) and the untouched state the action was tried on: a refused action changes
 * nothing.
 */
public final class IllegalActionException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    private final transient Violation violation;
    private final transient GameState state;

    IllegalActionException(Violation violation, GameState state) {
        super();
        this.violation = violation;
        this.state = state;
    }

    /** Returns the violation's message, worded when first asked for. */
    @Override
    public String getMessage() {
        return violation.message();
    }

    /** Returns why the action was refused. */
    public Violation violation() {
        return violation;
    }

    /** Returns the reason code, shorthand for {@code violation().reason()}. */
    public Reason reason() {
        return violation.reason();
    }

    /** Returns the state the action was tried on, unchanged. */
    public GameState state() {
        return state;
    }
}
