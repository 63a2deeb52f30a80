package io.github.allfours.examples.server.table;

import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Violation;
import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.examples.server.store.TableStore;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The moves of a {@link TableService}'s tables, a player's or a bot's: checked by the engine, applied at most
 * once per version, and stored with the record lines they wrote before they are answered or told to the
 * listeners. Of two racing moves at one version, one is stored and the other answered
 * {@code 409 STALE_VERSION}, also across server instances sharing a database.
 */
final class TableMoves {
    private final TableCache cache;
    private final TableStore store;
    private final LongSupplier clock;
    private final ViewMessages messages;
    private final Consumer<LiveTable> changed;

    /**
     * @param cache    the tables in memory
     * @param store    where moves are stored
     * @param clock    the time in milliseconds since the epoch
     * @param messages the view messages answered
     * @param changed  told of each table a move changed
     */
    TableMoves(TableCache cache, TableStore store, LongSupplier clock, ViewMessages messages,
               Consumer<LiveTable> changed) {
        this.cache = cache;
        this.store = store;
        this.clock = clock;
        this.messages = messages;
        this.changed = changed;
    }

    /**
     * Makes a move for the seat whose token is presented.
     *
     * @param id      the table
     * @param bearer  the seat's token
     * @param text    the move's text
     * @param version the version the move was chosen at
     * @return the seat's view after the move
     * @throws ApiException 400 {@code MALFORMED_ACTION}; 401/403; 404; 409 {@code STALE_VERSION},
     *                      {@code TABLE_NOT_READY} or {@code SEAT_PLAYED_BY_BOT}; 422 with the engine's
     *                      {@link io.github.allfours.game.Reason} name
     */
    Api.ViewMessage act(String id, String bearer, String text, long version) throws ApiException {
        Action action;
        try {
            action = Action.parse(text);
        } catch (IllegalArgumentException e) {   // a CardFormatException too: "play ZZ"
            throw new ApiException(400, "MALFORMED_ACTION", e.getMessage());
        }
        for (int attempt = 0; ; attempt++) {
            if (attempt > 10) {
                throw new ApiException(409, "STALE_VERSION", "the table keeps changing; fetch the view and choose again");
            }
            LiveTable live = cache.get(id);
            int seat;
            synchronized (live) {
                if (live.gone) {
                    continue;           // evicted meanwhile: reload
                }
                try {
                    seat = live.seatOf(bearer);
                } catch (ApiException e) {
                    if (attempt == 0 && store.isShared() && e.code().equals("UNKNOWN_TOKEN")) {
                        cache.evict(live);      // the seat may have been taken on another instance: reload
                        continue;
                    }
                    throw e;
                }
                if (live.row.seats().get(seat).bot() != null) {
                    throw new ApiException(409, "SEAT_PLAYED_BY_BOT", "a bot plays seat " + seat
                        + " (its player was silent too long)");
                }
                if (version > live.row.version() && attempt == 0 && store.isShared()) {
                    cache.evict(live);      // another instance is ahead of this one's memory
                    continue;
                }
            }
            Optional<Api.ViewMessage> done = apply(live, seat, action, version, false);
            if (done.isPresent()) {
                return done.get();
            }
            if (attempt >= 2) {
                throw new ApiException(409, "STALE_VERSION", "the table changed meanwhile; fetch the view and choose again");
            }
        }
    }

    /**
     * Applies a move under the table's monitor and stores it.
     *
     * @param live    the table
     * @param seat    the seat moving
     * @param action  the move
     * @param version the version it was chosen at
     * @param byBot   whether the seat's bot makes the move (else its player)
     * @return the mover's view, or empty when the stored row had changed under this instance (the table was
     *     reloaded: try again)
     * @throws ApiException 409 {@code STALE_VERSION}, {@code SEAT_PLAYED_BY_BOT} or {@code TABLE_NOT_READY}; 422
     *                      with the engine's reason
     */
    Optional<Api.ViewMessage> apply(LiveTable live, int seat, Action action, long version, boolean byBot)
        throws ApiException {
        Api.ViewMessage answer;
        synchronized (live) {
            if (live.gone) {
                return Optional.empty();    // evicted meanwhile: the caller reloads and tries again
            }
            if (version != live.row.version()) {
                throw stale(live.row.version(), version);
            }
            if (byBot != (live.row.seats().get(seat).bot() != null)) {
                // a bot took the seat over, or its player reclaimed it, while the move was being chosen
                throw new ApiException(409, "SEAT_PLAYED_BY_BOT", byBot ? "seat " + seat + " was reclaimed by its player"
                    : "a bot plays seat " + seat + " (its player was silent too long)");
            }
            if (!live.row.isFull()) {
                throw notReady(live.row);
            }
            Optional<Violation> why = live.state.check(seat, action);
            if (why.isPresent()) {
                throw new ApiException(422, why.get().reason().name(), why.get().message());
            }
            live.buffer.setLength(0);
            List<GameEvent> events = new ArrayList<>();
            GameState next;
            StoredTable after;
            boolean stored;
            try {
                // the move and the deals it leads to, applied once: the writer records them and passes their events on
                next = live.writer.apply(live.state, seat, action, events::add);
                after = live.row.afterMove(StoredTable.Standing.of(next), clock.getAsLong());
                stored = store.commitMove(after, live.buffer.toString());
            } catch (RuntimeException e) {
                cache.evict(live);        // the writer may have moved on: rebuild from the store next time
                throw e;
            }
            if (!stored) {
                cache.evict(live);
                return Optional.empty();
            }
            live.row = after;
            live.moved(new LiveTable.Move(seat, action), next, events);
            answer = messages.message(live, seat, after.version(), next);
        }
        changed.accept(live);
        return Optional.of(answer);
    }

    /** The 409 of a move at a table whose match has not started: which seats it waits for. */
    static ApiException notReady(StoredTable row) {
        List<String> open = new ArrayList<>();
        List<String> invited = new ArrayList<>();
        for (int s = 0; s < row.players(); s++) {
            if (row.seats().get(s).isOpen()) {
                open.add(Integer.toString(s));
            } else if (row.seats().get(s).isInvited()) {
                invited.add(Integer.toString(s));
            }
        }
        List<String> parts = new ArrayList<>();
        if (!open.isEmpty()) {
            parts.add((open.size() == 1 ? "seat " : "seats ") + String.join(", ", open) + (open.size() == 1 ? " is" : " are")
                + " open");
        }
        if (!invited.isEmpty()) {
            parts.add((invited.size() == 1 ? "seat " : "seats ") + String.join(", ", invited)
                + (invited.size() == 1 ? " waits" : " wait") + " for its player to accept the rematch");
        }
        return new ApiException(409, "TABLE_NOT_READY", "the match starts when every seat is taken: "
            + String.join("; ", parts));
    }

    private static ApiException stale(long now, long sent) {
        return new ApiException(409, "STALE_VERSION", "the table is at version " + now + ", not " + sent
            + ": another move was made; fetch the view and choose again");
    }
}
