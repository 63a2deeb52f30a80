package io.github.allfours.game;

/**
 * Receives the events of a match seat by seat, each as that seat may know it: the listener a server gives
 * {@link EventListener#forEachSeat(int, SeatListener)} to push every player the events of a step without
 * filtering them itself.
 */
@FunctionalInterface
public interface SeatListener {
    /**
     * @param seat  the seat the event is for
     * @param event the event as that seat may know it ({@link GameEvent#seenBy(int)}): nothing in it is hidden
     *              from that seat
     */
    void on(int seat, GameEvent event);
}
