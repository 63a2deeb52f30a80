package io.github.allfours.examples.server.store;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.github.allfours.engine.GameState;
import io.github.allfours.examples.server.DisplayNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One table as a {@link TableStore} holds it, apart from its game record: what the server needs to
 * rebuild the match from the record and to decide who may act, and what its lobby and its players are told
 * of it without loading the match (the standing, the rematch).
 *
 * @param id             the table's id
 * @param variant        the variant id
 * @param players        the number of seats
 * @param sides          the number of sides (some variants are played by the same number of players
 *                       individually or in partnerships)
 * @param seed           the seed of every deal; never sent to a client
 * @param revision       counts every change of the row (moves, seat changes, a rematch); a store changes a
 *                       row only if it is still at the revision the change was made from
 * @param version        the number of moves made; the record holds one chunk per version
 * @param finished       whether the match is over
 * @param ownerHash      the SHA-256 of the owner's token (hex)
 * @param seats          each seat, seat 0 first
 * @param creator        the client that created the table (its address)
 * @param createdAt      when the table was created (milliseconds since the epoch)
 * @param updatedAt      when it last changed
 * @param seedChosen     whether a client chose the seed (so that the table's creator may know every deal)
 * @param standing       every side's score after the last move, and the winner ({@link Standing#UNKNOWN} for
 *                       a table stored before the server kept it, until its next move)
 * @param rematch        the rematch of this finished table, or {@code null} while nobody asked for one
 * @param takeoverAlways whether a bot takes over a silent player's seat even when no other person plays at the
 *                       table (the table asked for it); otherwise only when another person waits
 *                       ({@link #takesOver})
 * @param said           how many quick messages were said at the table ({@link TableStore#say}); saying one
 *                       does not change the row's revision
 */
public record StoredTable(String id, String variant, int players, int sides, long seed, long revision, long version,
                          boolean finished, String ownerHash, List<Seat> seats, String creator, long createdAt,
                          long updatedAt, boolean seedChosen, Standing standing, Rematch rematch,
                          boolean takeoverAlways, long said) implements TableStore.Listed {
    /**
     * A seat: open, held by a player (their token's hash), played by a bot, or kept for a player of the table
     * before it, asked to a rematch, who has not yet accepted.
     *
     * @param tokenHash the SHA-256 of the player's token (hex), or {@code null}; kept when a bot takes the
     *                  seat over, so the player may still watch
     * @param bot       the bot level playing the seat, or {@code null} for a player (or an open seat)
     * @param name      the player's display name ({@link DisplayNames}), or {@code null}
     * @param invite    for a seat kept for a rematch's player: the SHA-256 of that player's token at the table
     *                  before, the one token that may accept the seat ({@code POST /tables/ID/rematch}); else
     *                  {@code null}
     */
    public record Seat(String tokenHash, String bot, @JsonInclude(JsonInclude.Include.NON_NULL) String name,
                       @JsonInclude(JsonInclude.Include.NON_NULL) String invite) {
        /** An open seat. */
        public static final Seat OPEN = new Seat(null, null);

        /**
         * A seat without a name or an invitation.
         *
         * @param tokenHash the player's token hash, or {@code null}
         * @param bot       the bot level, or {@code null}
         */
        public Seat(String tokenHash, String bot) {
            this(tokenHash, bot, null, null);
        }

        /** Returns whether nobody holds the seat, nor is it kept for anyone: anyone may take it. */
        public boolean isOpen() {
            return tokenHash == null && bot == null && invite == null;
        }

        /** Returns whether the seat is kept for a rematch's player who has not yet accepted it. */
        public boolean isInvited() {
            return invite != null;
        }

        /** Returns whether a person plays the seat now: a player holds it and no bot took it over. */
        public boolean isPerson() {
            return tokenHash != null && bot == null;
        }

        /**
         * The same seat played by a bot, or by its player again: its token and name are kept.
         *
         * @param level the bot level, or {@code null} for the seat's player
         * @return the seat
         */
        public Seat playedBy(String level) {
            return new Seat(tokenHash, level, name, invite);
        }
    }

    /**
     * The score of a table after its last move.
     *
     * @param scores every side's points, by side; empty when not known
     * @param winner the winning side, or -1 while the match goes on (or when not known)
     */
    public record Standing(List<Integer> scores, int winner) {
        /** A standing not known: a table stored before the server kept it. */
        public static final Standing UNKNOWN = new Standing(List.of(), -1);

        /**
         * @param scores the scores
         * @param winner the winner, or -1
         */
        public Standing {
            scores = List.copyOf(scores);
        }

        /**
         * The standing of a game state.
         *
         * @param s the state
         * @return its scores and winner
         */
        public static Standing of(GameState s) {
            List<Integer> scores = new ArrayList<>();
            for (int p : s.scores()) {
                scores.add(p);
            }
            return new Standing(scores, s.winner().orElse(-1));
        }
    }

    /**
     * The rematch of a finished table: a new table of the same game, asked for by one of its players.
     *
     * @param table the new table's id
     * @param by    the seat whose player asked for it
     */
    public record Rematch(String table, int by) {
        /**
         * @param table the table
         * @param by    the seat
         */
        public Rematch {
            Objects.requireNonNull(table, "table");
        }
    }

    /**
     * @param id             the id
     * @param variant        the variant
     * @param players        the seats
     * @param sides          the sides
     * @param seed           the seed
     * @param revision       the revision
     * @param version        the version
     * @param finished       whether the match is over
     * @param ownerHash      the owner's token hash
     * @param seats          the seats
     * @param creator        the creating client
     * @param createdAt      the creation time
     * @param updatedAt      the last change
     * @param seedChosen     whether a client chose the seed
     * @param standing       the scores and winner
     * @param rematch        the rematch, or {@code null}
     * @param takeoverAlways whether silent players are taken over with no other person at the table
     * @param said           the quick messages said
     */
    public StoredTable {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(ownerHash, "ownerHash");
        Objects.requireNonNull(creator, "creator");
        Objects.requireNonNull(standing, "standing");
        seats = List.copyOf(seats);
        if (seats.size() != players) {
            throw new IllegalArgumentException(seats.size() + " seats for " + players + " players");
        }
    }

    /**
     * A row as stored before the server kept standings, rematches, takeover choices and quick messages.
     *
     * @param id         the id
     * @param variant    the variant
     * @param players    the seats
     * @param sides      the sides
     * @param seed       the seed
     * @param revision   the revision
     * @param version    the version
     * @param finished   whether the match is over
     * @param ownerHash  the owner's token hash
     * @param seats      the seats
     * @param creator    the creating client
     * @param createdAt  the creation time
     * @param updatedAt  the last change
     * @param seedChosen whether a client chose the seed
     */
    public StoredTable(String id, String variant, int players, int sides, long seed, long revision, long version,
                       boolean finished, String ownerHash, List<Seat> seats, String creator, long createdAt,
                       long updatedAt, boolean seedChosen) {
        this(id, variant, players, sides, seed, revision, version, finished, ownerHash, seats, creator, createdAt,
            updatedAt, seedChosen, Standing.UNKNOWN, null, false, 0);
    }

    /** Returns whether every seat is held by a player or a bot: the match may be played. */
    public boolean isFull() {
        for (Seat s : seats) {
            if (s.isOpen() || s.isInvited()) {
                return false;
            }
        }
        return true;
    }

    /** Returns whether a seat is open: anyone may take it (a seat kept for a rematch's player is not). */
    public boolean hasOpenSeat() {
        for (Seat s : seats) {
            if (s.isOpen()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a bot takes a seat over when its player stays silent on their turn past the seat timeout: when
     * another person plays a seat of the table, and so waits for this one, or when the table asked for
     * takeovers always. A person alone with bots keeps their seat however long they think.
     *
     * @param seat the silent seat
     * @return whether it is taken over
     */
    public boolean takesOver(int seat) {
        if (takeoverAlways) {
            return true;
        }
        for (int i = 0; i < seats.size(); i++) {
            if (i != seat && seats.get(i).isPerson()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The row after a move.
     *
     * @param standing the scores and winner after the move (a winner: the match is over)
     * @param now      the time of the move
     * @return the row with the next revision and version
     */
    public StoredTable afterMove(Standing standing, long now) {
        return new StoredTable(id, variant, players, sides, seed, revision + 1, version + 1, standing.winner() >= 0,
            ownerHash, seats, creator, createdAt, now, seedChosen, standing, rematch, takeoverAlways, said);
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
        List<Seat> s = new ArrayList<>(seats);
        s.set(seat, to);
        return new StoredTable(id, variant, players, sides, seed, revision + 1, version, finished, ownerHash, s,
            creator, createdAt, now, seedChosen, standing, rematch, takeoverAlways, said);
    }

    /**
     * The row once a rematch was asked for.
     *
     * @param to  the rematch
     * @param now the time
     * @return the row with the next revision
     */
    public StoredTable withRematch(Rematch to, long now) {
        return new StoredTable(id, variant, players, sides, seed, revision + 1, version, finished, ownerHash, seats,
            creator, createdAt, now, seedChosen, standing, to, takeoverAlways, said);
    }

    /**
     * The row after a quick message: the same revision (a message changes nothing of the match).
     *
     * @param count the messages said so far
     * @return the row
     */
    public StoredTable withSaid(long count) {
        return new StoredTable(id, variant, players, sides, seed, revision, version, finished, ownerHash, seats,
            creator, createdAt, updatedAt, seedChosen, standing, rematch, takeoverAlways, count);
    }
}
