package io.github.allfours.engine;

import java.util.Objects;

/**
 * The answer to "why may this seat not do that?": a {@link Reason} code for programs and a message
 * for people.
 *
 * @param reason  the rule that refuses the action
 * @param seat    the seat that tried to act
 * @param action  the action refused
 * @param message a sentence naming the seat, the action and what the rule requires
 */
public record Violation(Reason reason, int seat, Action action, String message) {
    /**
     * @param reason  the rule that refuses the action
     * @param seat    the seat that tried to act
     * @param action  the action refused
     * @param message a sentence naming the seat, the action and what the rule requires
     */
    public Violation {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return reason + ": " + message;
    }
}
