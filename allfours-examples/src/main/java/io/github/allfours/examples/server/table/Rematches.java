package io.github.allfours.examples.server.table;

import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.examples.server.store.TableStore;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Rematches ({@code POST} and {@code DELETE /tables/ID/rematch}): the players of a finished table play again
 * together, at one new table of the same game, target and house rules, each in the seat they had, the bots in
 * theirs. The first player to ask makes the new table and takes their seat at once; every other player's seat
 * is kept for them ({@code "invited"}) until they accept, by asking for the rematch too, or decline (their seat
 * opens). The match starts when every seat is taken. Each player of the finished table is told of the rematch
 * by their event stream, with the token of their new seat ({@link #notice}).
 *
 * <p>A new seat's token is derived from the player's token at the finished table ({@link Tokens#derive}): the
 * server can tell it to that player whenever they present their old token, and never stores it; a seat kept
 * for a player is keyed by the hash of their old token. Of two players asking at once, one makes the table
 * and the other accepts a seat at it, also across instances sharing a database
 * ({@link TableStore#createRematch}).
 */
final class Rematches {
    private final TableService service;
    private final TableCache cache;
    private final TableStore store;
    private final LongSupplier clock;
    private final Consumer<LiveTable> changed;

    /**
     * @param service the tables, which make the new one
     * @param cache   the tables in memory
     * @param store   where they are stored
     * @param clock   the time in milliseconds since the epoch
     * @param changed told of each table whose row a rematch changed
     */
    Rematches(TableService service, TableCache cache, TableStore store, LongSupplier clock, Consumer<LiveTable> changed) {
        this.service = service;
        this.cache = cache;
        this.store = store;
        this.clock = clock;
        this.changed = changed;
    }

    /** The seat token of the rematch {@code next} for the holder of {@code token} at the table before it. */
    static String tokenAt(String next, String token) {
        return Tokens.derive(token, "rematch " + next);
    }

    /**
     * Asks for the rematch of a finished table, or accepts the one asked for: the caller's seat at it.
     *
     * @param id     the finished table
     * @param bearer the caller's seat token there
     * @param client the caller's address (the new table's creator)
     * @return the caller's seat at the rematch, with its token
     * @throws ApiException 401/403/404 as for a view; 409 {@code MATCH_NOT_OVER} before the match's end, 409
     *                      {@code SEAT_TAKEN} when the caller's seat at the rematch went to someone else, 404
     *                      {@code UNKNOWN_TABLE} when the rematch's table is gone, 503 {@code TOO_MANY_TABLES}
     */
    Api.Rematched rematch(String id, String bearer, String client) throws ApiException {
        for (int attempt = 0; attempt < 10; attempt++) {
            LiveTable live = cache.get(id);
            int seat;
            StoredTable.Rematch made;
            synchronized (live) {
                if (live.gone) {
                    continue;
                }
                seat = live.seatOf(bearer);
                if (!live.state.isOver()) {
                    throw new ApiException(409, "MATCH_NOT_OVER", "the match of table " + id
                        + " is not over: a rematch follows a finished match");
                }
                made = live.row.rematch();
            }
            if (made != null) {
                return accept(id, made, seat, bearer);
            }
            Api.Rematched answer = make(live, seat, bearer, client);
            if (answer != null) {
                return answer;
            }
        }
        throw new ApiException(409, "STALE_VERSION", "the table keeps changing; try again");
    }

    /** Makes the rematch, unless another came first (then {@code null}: the caller tries again and accepts it). */
    private Api.Rematched make(LiveTable live, int seat, String bearer, String client) throws ApiException {
        service.checkRoom();
        String next = Tokens.newId();
        String owner = Tokens.newToken();
        String token = tokenAt(next, bearer);
        LiveTable fresh;
        synchronized (live) {
            if (live.gone || live.row.rematch() != null) {
                return null;
            }
            List<StoredTable.Seat> seats = new ArrayList<>();
            for (int i = 0; i < live.row.players(); i++) {
                StoredTable.Seat s = live.row.seats().get(i);
                if (i == seat) {
                    seats.add(new StoredTable.Seat(Tokens.hash(token), null, s.name(), null));
                } else if (s.tokenHash() != null) {
                    seats.add(new StoredTable.Seat(null, null, s.name(), s.tokenHash()));     // kept for its player
                } else {
                    seats.add(new StoredTable.Seat(null, s.bot()));
                }
            }
            fresh = service.prepare(next, live.rules, seats, client, null, Tokens.hash(owner), live.row.takeoverAlways());
            StoredTable after = live.row.withRematch(new StoredTable.Rematch(next, seat), clock.getAsLong());
            if (!store.createRematch(after, fresh.row, fresh.buffer.toString())) {
                cache.evict(live);
                return null;
            }
            fresh.buffer.setLength(0);
            live.row = after;
        }
        service.started(fresh);
        changed.accept(live);           // the finished table's streams tell its players
        return new Api.Rematched(next, seat, token, owner, fresh.seatNames(), fresh.displayNames(), live.id);
    }

    /** Takes the caller's seat at a rematch made already (asking again answers the same). */
    private Api.Rematched accept(String id, StoredTable.Rematch made, int seat, String bearer) throws ApiException {
        String token = tokenAt(made.table(), bearer);
        String hash = Tokens.hash(token);
        String oldHash = Tokens.hash(bearer);
        for (int attempt = 0; attempt < 10; attempt++) {
            LiveTable next = cache.get(made.table());
            StoredTable after;
            synchronized (next) {
                if (next.gone) {
                    continue;
                }
                StoredTable.Seat s = next.row.seats().get(seat);
                if (Tokens.matches(hash, s.tokenHash())) {
                    return new Api.Rematched(next.id, seat, token, null, next.seatNames(), next.displayNames(), id);
                }
                if (!(s.isOpen() || s.isInvited() && Tokens.matches(oldHash, s.invite()))) {
                    throw new ApiException(409, "SEAT_TAKEN", "seat " + seat + " of the rematch " + next.id
                        + " is taken by someone else");
                }
                after = next.row.withSeat(seat, new StoredTable.Seat(hash, null, s.name(), null), clock.getAsLong());
                if (!store.updateSeats(after)) {
                    cache.evict(next);
                    continue;
                }
                next.row = after;
            }
            changed.accept(next);
            return new Api.Rematched(next.id, seat, token, null, LiveTable.seatNames(after),
                LiveTable.displayNames(after), id);
        }
        throw new ApiException(409, "STALE_VERSION", "the rematch's table keeps changing; try again");
    }

    /**
     * Declines the rematch: the caller's seat kept at it opens, for anyone to take (or the owner to give to a bot).
     *
     * @param id     the finished table
     * @param bearer the caller's seat token there
     * @throws ApiException 401/403/404 as for a view; 404 {@code NO_REMATCH} when nobody asked for one; 409
     *                      {@code SEAT_TAKEN} when the caller accepted the seat already, or it is no longer kept
     */
    void decline(String id, String bearer) throws ApiException {
        int[] at = new int[1];
        StoredTable.Rematch made = cache.withTable(id, live -> {
            at[0] = live.seatOf(bearer);
            return live.row.rematch();
        });
        if (made == null) {
            throw new ApiException(404, "NO_REMATCH", "nobody asked for a rematch of table " + id);
        }
        int seat = at[0];
        String oldHash = Tokens.hash(bearer);
        for (int attempt = 0; attempt < 10; attempt++) {
            LiveTable next = cache.get(made.table());
            StoredTable after;
            synchronized (next) {
                if (next.gone) {
                    continue;
                }
                StoredTable.Seat s = next.row.seats().get(seat);
                if (!s.isInvited() || !Tokens.matches(oldHash, s.invite())) {
                    throw new ApiException(409, "SEAT_TAKEN", "seat " + seat + " of the rematch " + next.id
                        + " is not kept for this player (accepted already, or declined)");
                }
                after = next.row.withSeat(seat, StoredTable.Seat.OPEN, clock.getAsLong());
                if (!store.updateSeats(after)) {
                    cache.evict(next);
                    continue;
                }
                next.row = after;
            }
            changed.accept(next);
            return;
        }
        throw new ApiException(409, "STALE_VERSION", "the rematch's table keeps changing; try again");
    }

    /**
     * What a finished table's event stream tells its reader of the table's rematch.
     *
     * @param live   the finished table; the caller holds its monitor
     * @param seat   the reader's seat, or -1 for a spectator
     * @param bearer the reader's token, or {@code null} for a spectator
     * @return the notice, or {@code null} while nobody asked for a rematch
     */
    static Api.RematchNotice notice(LiveTable live, int seat, String bearer) {
        StoredTable.Rematch made = live.row.rematch();
        if (made == null) {
            return null;
        }
        boolean player = seat >= 0 && bearer != null && live.row.seats().get(seat).tokenHash() != null;
        return new Api.RematchNotice(made.table(), player ? seat : -1, player ? tokenAt(made.table(), bearer) : null,
            made.by());
    }
}
