package io.github.allfours.game;

import java.util.Objects;

/**
 * Receives the {@link GameEvent}s of an action, in order, while {@link io.github.allfours.engine.GameState#apply(int, Action,
 * EventListener)} builds the new state. It is called only for an action that is legal, so a refused
 * action reports nothing. A listener must not throw; what it does with the events is its own affair
 * (write a record, tell a story, push to a client).
 */
@FunctionalInterface
public interface EventListener {
    /** Listens to nothing; the engine builds no event for it, so applying with it allocates nothing extra. */
    EventListener NONE = event -> { };

    /**
     * @param event what happened
     */
    void on(GameEvent event);

    /**
     * A listener that passes each event on as {@code seat} may know it ({@link GameEvent#seenBy(int)}):
     * for a player's narrator or a client connection.
     *
     * @param seat     the seat
     * @param listener where the filtered events go
     * @return the filtering listener
     */
    static EventListener seenBy(int seat, EventListener listener) {
        Objects.requireNonNull(listener, "listener");
        return event -> listener.on(event.seenBy(seat));
    }
}
