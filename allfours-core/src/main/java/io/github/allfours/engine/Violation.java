package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.Reason;
import java.util.Objects;

/**
 * The answer to "why may this seat not do that?": a {@link Reason} code for programs and a message
 * for people. The message names the seat, the action and what the rule requires (the cards involved,
 * the seat whose turn it is); it is worded only when first asked for, so a server that needs just
 * the reason pays nothing for it. Immutable.
 *
 * <p>A message may name cards of the acting seat's own hand ("holds [7H 9H]"): send it to that seat
 * only, never to the other players.
 */
public final class Violation {
    private final Reason reason;
    private final int seat;
    private final Action action;
    private final GameState state;  // the state the action was tried on, to word the message from
    private volatile String message;

    Violation(Reason reason, int seat, Action action, GameState state) {
        this.reason = Objects.requireNonNull(reason, "reason");
        this.seat = seat;
        this.action = Objects.requireNonNull(action, "action");
        this.state = state;
    }

    /** Returns the rule that refuses the action. */
    public Reason reason() {
        return reason;
    }

    /** Returns the seat that tried to act. */
    public int seat() {
        return seat;
    }

    /** Returns the action refused. */
    public Action action() {
        return action;
    }

    /** Returns a sentence naming the seat, the action and what the rule requires. */
    public String message() {
        String m = message;
        if (m == null) {
            m = Messages.describe(state, reason, seat, action);
            message = m;
        }
        return m;
    }

    /** Two violations are equal when they refuse the same action of the same seat for the same reason, worded alike. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Violation v && reason == v.reason && seat == v.seat && action.equals(v.action) && message().equals(v.message());
    }

    @Override
    public int hashCode() {
        return Objects.hash(reason, seat, action);
    }

    @Override
    public String toString() {
        return reason + ": " + message();
    }
}
