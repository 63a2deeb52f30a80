package io.github.allfours.game;

import io.github.allfours.rules.RuleSet;
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

    /**
     * A listener that passes each event on to every seat of the table, as that seat may know it: for each event,
     * in order, {@code listener.on(seat, event.seenBy(seat))} for seat 0, 1, ... {@code seats - 1}. One call fans
     * a step out to every player; nothing a seat may not see reaches it (the deck order of a deal, another
     * seat's discard, a card drawn face down by another seat). For spectators add
     * {@code seenBy(-1, ...)}: seen by seat -1, an event hides every such card.
     *
     * <pre>{@code
     * GameState next = state.apply(seat, action, EventListener.forEachSeat(rules.seats(), (s, e) -> push(s, e)));
     * }</pre>
     *
     * @param seats    the number of seats of the table, 2 to 8 ({@code rules.seats()})
     * @param listener where each seat's events go
     * @return the fanning-out listener
     * @throws IllegalArgumentException if {@code seats} is not 2 to 8
     */
    static EventListener forEachSeat(int seats, SeatListener listener) {
        Objects.requireNonNull(listener, "listener");
        if (seats < 2 || seats > RuleSet.MAX_SEATS) {
            throw new IllegalArgumentException("seats must be 2 to " + RuleSet.MAX_SEATS + ", not " + seats);
        }
        return event -> {
            for (int seat = 0; seat < seats; seat++) {
                listener.on(seat, event.seenBy(seat));
            }
        };
    }
}
