package io.github.allfours.engine;

import io.github.allfours.game.Action;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One action applied, with what happened as every seat may know it: what a server needs to answer a move and
 * push each player its own events in one call, with no filtering of its own.
 *
 * <pre>{@code
 * AppliedAction step = AppliedAction.apply(state, seat, action);    // IllegalActionException if refused
 * store(step.state());                                               // the new state, moveCount() one more
 * for (int s = 0; s < rules.seats(); s++) {
 *     push(s, step.seenBy(s), step.state().viewFor(s));              // each seat's events and view
 * }
 * }</pre>
 *
 * <p>{@link #events()} are the host's events, as {@link GameState#apply(int, Action, EventListener)} reports
 * them, with every card (a deal's deck order, a discard): never send them to a player. {@link #seenBy(int)} is
 * the same events as one seat may know them ({@link GameEvent#seenBy(int)}, event by event), so nothing in them
 * is hidden from that seat; seat -1, a spectator, sees what every seat sees. The events of the first deal
 * ({@link GameState#start(io.github.allfours.rules.RuleSet, int, io.github.allfours.card.DeckSource, EventListener)})
 * and of a deal supplied later ({@link GameState#deal(io.github.allfours.card.DeckOrder, EventListener)}) fan out
 * the same way through {@link EventListener#forEachSeat}.
 *
 * <p>Immutable and thread-safe; a seat's list is made each time it is asked for.
 */
public final class AppliedAction {
    private final GameState before;
    private final int seat;
    private final Action action;
    private final GameState state;
    private final List<GameEvent> events;

    private AppliedAction(GameState before, int seat, Action action, GameState state, List<GameEvent> events) {
        this.before = before;
        this.seat = seat;
        this.action = action;
        this.state = state;
        this.events = events;
    }

    /**
     * Applies {@code action} for {@code seat}, as {@link GameState#apply(int, Action, EventListener)} does,
     * keeping the events it reports.
     *
     * @param state  the state the action is taken in
     * @param seat   the seat acting (in table mode, a claim may be taken out of turn)
     * @param action the action
     * @return the step: the new state and its events
     * @throws IllegalActionException if the action is not legal; {@code state} is unchanged and nothing is reported
     */
    public static AppliedAction apply(GameState state, int seat, Action action) {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(action, "action");
        List<GameEvent> events = new ArrayList<>();
        GameState after = state.apply(seat, action, events::add);
        return new AppliedAction(state, seat, action, after, List.copyOf(events));
    }

    /** Returns the state the action was taken in. */
    public GameState before() {
        return before;
    }

    /** Returns the seat that acted. */
    public int seat() {
        return seat;
    }

    /** Returns the action applied. */
    public Action action() {
        return action;
    }

    /** Returns the state the action led to; its {@link GameState#moveCount()} is one more than {@link #before()}'s. */
    public GameState state() {
        return state;
    }

    /**
     * The host's events, in order: the action, then everything it caused. They hold every card (a deal's deck order,
     * a discard): for records and logs the players cannot read, never for a player.
     *
     * @return the events, an unmodifiable list
     */
    public List<GameEvent> events() {
        return events;
    }

    /**
     * The events as {@code viewer} may know them, in order: {@link GameEvent#seenBy(int)} of each event.
     *
     * @param viewer a seat of the table, or -1 for a spectator
     * @return that seat's events, an unmodifiable list of as many events as {@link #events()}
     * @throws IllegalArgumentException if {@code viewer} is neither a seat of the table nor -1
     */
    public List<GameEvent> seenBy(int viewer) {
        if (viewer != -1) {
            state.checkSeat(viewer);
        }
        List<GameEvent> seen = new ArrayList<>(events.size());
        for (GameEvent e : events) {
            seen.add(e.seenBy(viewer));
        }
        return List.copyOf(seen);
    }

    /**
     * Every seat's events, by seat: {@code bySeat().get(s)} is {@link #seenBy(int) seenBy(s)}.
     *
     * @return one list a seat, as many as the table has seats
     */
    public List<List<GameEvent>> bySeat() {
        int seats = state.rules().seats();
        List<List<GameEvent>> all = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            all.add(seenBy(s));
        }
        return List.copyOf(all);
    }

    /** Returns a summary safe to log: the seat, the number of events and the move count, and no card. */
    @Override
    public String toString() {
        return "AppliedAction[seat " + seat + ", " + events.size() + " events, move " + state.moveCount() + "]";
    }
}
