package io.github.allfours.examples.server;

import java.util.List;
import java.util.Objects;

/**
 * One table as a {@link TableStore} holds it, apart from its game record: what the server needs to
 * rebuild the match from the record and to decide who may act.
 *
 * @param id        the table's id
 * @param variant   the variant id
 * @param players   the number of seats
 * @param sides     the number of sides (some variants are played by the same number of players
 *                  individually or in partnerships)
 * @param seed      the seed of every deal; never sent to a client
 * @param revision  counts every change of the row (moves and seat changes); a store changes a row only
 *                  if it is still at the revision the change was made from
 * @param version   the number of moves made; the record holds one chunk per version
 * @param finished  whether the match is over
 * @param ownerHash the SHA-256 of the owner's token (hex)
 * @param seats     each seat, seat 0 first
 * @param creator   the client that created the table (its address)
 * @param createdAt when the table was created (milliseconds since the epoch)
 * @param updatedAt when it last changed
 * @param seedChosen whether a client chose the seed (so that the table's creator may know every deal)
 */
public record StoredTable(String id, String variant, int players, int sides, long seed, long revision, long version,
                          boolean finished, String ownerHash, List<Seat> seats, String creator, long createdAt,
                          long updatedAt, boolean seedChosen) implements TableStore.Listed {
    /**
     * A seat: open, held by a player (their token's hash) or played by a bot.
     *
     * @param tokenHash the SHA-256 of the player's token (hex), or {@code null}; kept when a bot takes the
     *                  seat over, so the player may still watch
     * @param bot       the bot level playing the seat, or {@code null} for a player (or an open seat)
     */
    public record Seat(String tokenHash, String bot) {
        /** An open seat. */
        public static final Seat OPEN = new Seat(null, null);

        /** Returns whether nobody holds the seat. */
        public boolean isOpen() {
            return tokenHash == null && bot == null;
        }
    }

    /**
     * @param id        the id
     * @param variant   the variant
     * @param players   the seats
     * @param sides     the sides
     * @param seed      the seed
     * @param revision  the revision
     * @param version   the version
     * @param finished  whether the match is over
     * @param ownerHash the owner's token hash
     * @param seats     the seats
     * @param creator   the creating client
     * @param createdAt the creation time
     * @param updatedAt the last change
     * @param seedChosen whether a client chose the seed
     */
    public StoredTable {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(ownerHash, "ownerHash");
        Objects.requireNonNull(creator, "creator");
        seats = List.copyOf(seats);
        if (seats.size() != players) {
            throw new IllegalArgumentException(seats.size() + " seats for " + players + " players");
        }
    }

    /** Returns whether every seat is held by a player or a bot. */
    public boolean isFull() {
        for (Seat s : seats) {
            if (s.isOpen()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The row after a move.
     *
     * @param finished whether the match is now over
     * @param now      the time of the move
     * @return the row with the next revision and version
     */
    public StoredTable afterMove(boolean finished, long now) {
        return new StoredTable(id, variant, players, sides, seed, revision + 1, version + 1, finished, ownerHash,
            seats, creator, createdAt, now, seedChosen);
    }

    /**
     * The row after a seat change.
     *
     * @param seat the seat
     * @param to   what it becomes
     * @param now  the time of the change
     * @return the row with the next revision and the same version
     */
    public StoredTable withSeat(int seat, Seat to, long now) {
        List<Seat> s = new java.util.ArrayList<>(seats);
        s.set(seat, to);
        return new StoredTable(id, variant, players, sides, seed, revision + 1, version, finished, ownerHash, s,
            creator, createdAt, now, seedChosen);
    }
}
