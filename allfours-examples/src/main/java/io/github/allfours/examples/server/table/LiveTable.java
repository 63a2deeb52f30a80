package io.github.allfours.examples.server.table;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.game.Action;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * A table in memory: its row, its current state, its last {@link #KEPT} versions (the moves that made them, their
 * events, the state at the oldest) and the writer that turns the next move into record lines. Its states deal
 * from the table's seeded deals ({@code DeckSource.seeded(seed)}), so a move and the deals it leads to are one
 * {@code apply}, whose events the record writer passes on ({@link #moved}). Rebuilt from the stored record
 * whenever it is not in memory. Its size does not grow with its match. Guarded by its own monitor: every read and
 * change holds it.
 */
final class LiveTable {
    /**
     * A move of the match.
     *
     * @param seat   the seat that made it
     * @param action the action
     */
    record Move(int seat, Action action) {
    }

    /**
     * How many versions before the current one a table keeps what it needs to send them again (their moves and
     * events, and the state at the oldest, from which the others are replayed): what a stream resumed from
     * {@code Last-Event-ID} is sent at most. A table's memory and the work of any request on it are bounded by
     * this, however long its match has run.
     */
    static final int KEPT = 100;

    /**
     * One kept version.
     *
     * @param move   the move that made it ({@code null} at version 0)
     * @param events what that move caused, the deals it led to included (at version 0: the first deal)
     */
    private record Version(Move move, List<GameEvent> events) {
        Version {
            events = List.copyOf(events);
        }
    }

    final String id;
    final RuleSet rules;
    final StringBuilder buffer = new StringBuilder(512);
    final GameRecordWriter writer = new GameRecordWriter(buffer);
    StoredTable row;
    GameState state;
    boolean botPending;
    boolean gone;
    /** The kept versions, the oldest first: {@link #oldest} to the current one. */
    private final List<Version> kept = new ArrayList<>(KEPT + 2);
    /** The oldest kept version. */
    private long oldest;
    /** The state at {@link #oldest}. */
    private GameState oldestState;

    /**
     * A table at the version its moves make, replayed from the start (a new table has none): one replay, which
     * keeps the last {@link #KEPT} versions with their events. Its writer is not yet in the match
     * ({@link #fresh}, {@link #resumed}).
     *
     * @param row         the stored row
     * @param rules       the rule set
     * @param firstDealer the seat that dealt first
     * @param moves       the moves made, in order
     */
    LiveTable(StoredTable row, RuleSet rules, int firstDealer, List<Move> moves) {
        this.id = row.id();
        this.row = row;
        this.rules = rules;
        int n = moves.size();
        this.oldest = Math.max(0, n - KEPT);
        List<GameEvent> first = new ArrayList<>();
        GameState s = GameState.start(rules, firstDealer, DeckSource.seeded(row.seed()),
            oldest == 0 ? first::add : EventListener.NONE);
        if (oldest == 0) {
            oldestState = s;
            kept.add(new Version(null, first));
        }
        for (int v = 1; v <= n; v++) {
            Move m = moves.get(v - 1);
            if (v < oldest) {
                s = replayed(s, m);
                continue;
            }
            List<GameEvent> events = new ArrayList<>();
            s = s.apply(m.seat(), m.action(), events::add);
            kept.add(new Version(m, events));
            if (v == oldest) {
                oldestState = s;
            }
        }
        this.state = s;
    }

    /**
     * A new table: dealt, and chunk 0 of its record (its match line and first deal) in its {@link #buffer}, its
     * writer in the match.
     *
     * @param row   the stored row, at version 0
     * @param rules the rule set
     * @return the table
     */
    static LiveTable fresh(StoredTable row, RuleSet rules) {
        LiveTable live = new LiveTable(row, rules, 0, List.of());
        live.writer.start(rules, 0, DeckSource.seeded(row.seed()));
        return live;
    }

    /**
     * A table rebuilt from its stored record, its writer in the match and its buffer empty.
     *
     * @param row         the stored row
     * @param rules       the rule set
     * @param firstDealer the seat that dealt first
     * @param moves       the record's moves, in order
     * @return the table
     */
    static LiveTable resumed(StoredTable row, RuleSet rules, int firstDealer, List<Move> moves) {
        LiveTable live = new LiveTable(row, rules, firstDealer, moves);
        live.writer.startMatch(GameState.start(rules, firstDealer, DeckSource.none()));   // the match line only
        live.buffer.setLength(0);
        return live;
    }

    /**
     * Takes a move made and stored: the state it made becomes the current one, and the oldest kept version is
     * let go once more than {@link #KEPT} are kept. The caller holds the table's monitor.
     *
     * @param m      the move
     * @param next   the state after it (its deals made)
     * @param events what it caused, as the record writer passed them on
     */
    void moved(Move m, GameState next, List<GameEvent> events) {
        state = next;
        kept.add(new Version(m, events));
        if (kept.size() > KEPT + 1) {
            oldestState = replayed(oldestState, kept.get(1).move());
            kept.remove(0);
            oldest++;
        }
    }

    /** Returns the oldest version whose message this table can still make. */
    long oldest() {
        return oldest;
    }

    /**
     * The move that made a kept version.
     *
     * @param version a version from {@link #oldest()} to the current one
     * @return the move, or {@code null} for version 0
     */
    Move moveOf(long version) {
        return kept(version).move();
    }

    /**
     * The state at a kept version, replayed from the oldest kept one (at most {@link #KEPT} moves).
     *
     * @param version a version from {@link #oldest()} to the current one
     * @return the state
     */
    GameState stateAt(long version) {
        if (version == row.version()) {
            return state;
        }
        kept(version);
        GameState s = oldestState;
        for (long v = oldest + 1; v <= version; v++) {
            s = replayed(s, kept(v).move());
        }
        return s;
    }

    /** Returns the state after a move (and the deals it leads to), replayed without recording. */
    static GameState replayed(GameState s, Move m) {
        return s.apply(m.seat(), m.action());
    }

    /**
     * The events of a kept version: what the move that made it caused, the deals it led to included, and at
     * version 0 the first deal; the host's events, before any {@link GameEvent#seenBy}.
     *
     * @param version a version from {@link #oldest()} to the current one
     * @return the events, in order
     */
    List<GameEvent> eventsOf(long version) {
        return kept(version).events();
    }

    private Version kept(long version) {
        if (version < oldest || version > oldest + kept.size() - 1) {
            throw new IllegalArgumentException("version " + version + " is not kept: " + oldest + " to "
                + (oldest + kept.size() - 1));
        }
        return kept.get((int) (version - oldest));
    }

    /**
     * The seat whose token is presented. The caller holds the table's monitor.
     *
     * @param bearer the presented token, or {@code null}
     * @return the seat
     * @throws ApiException 401 {@code MISSING_TOKEN} without a token, 403 {@code UNKNOWN_TOKEN} for a token of
     *                      no seat of this table
     */
    int seatOf(String bearer) throws ApiException {
        if (bearer == null) {
            throw new ApiException(401, "MISSING_TOKEN", "send the seat's token as Authorization: Bearer TOKEN");
        }
        String h = Tokens.hash(bearer);
        int seat = -1;
        List<StoredTable.Seat> seats = row.seats();
        for (int i = 0; i < seats.size(); i++) {
            if (Tokens.matches(h, seats.get(i).tokenHash())) {
                seat = i;       // every seat is compared: the time taken does not tell which matched
            }
        }
        if (seat < 0) {
            throw new ApiException(403, "UNKNOWN_TOKEN", "the token is not a seat's token of this table");
        }
        return seat;
    }

    /**
     * Checks that the owner's token is presented. The caller holds the table's monitor.
     *
     * @param bearer the presented token, or {@code null}
     * @throws ApiException 401 {@code MISSING_TOKEN} without a token, 403 {@code NOT_OWNER} for another token
     */
    void requireOwner(String bearer) throws ApiException {
        requireOwner(row.ownerHash(), bearer);
    }

    /**
     * Checks that a table's owner's token is presented.
     *
     * @param ownerHash the owner's token hash, or {@code null} when it cannot be known (a damaged row): no token is
     *                  then the owner's
     * @param bearer    the presented token, or {@code null}
     * @throws ApiException 401 {@code MISSING_TOKEN} without a token, 403 {@code NOT_OWNER} for another token
     */
    static void requireOwner(String ownerHash, String bearer) throws ApiException {
        if (bearer == null) {
            throw new ApiException(401, "MISSING_TOKEN", "send the owner's token as Authorization: Bearer TOKEN");
        }
        if (!Tokens.matches(Tokens.hash(bearer), ownerHash)) {
            throw new ApiException(403, "NOT_OWNER", "only the table's owner token may do this");
        }
    }

    /** Returns the seat descriptions of the API: {@code open}, {@code player}, {@code invited} or {@code bot:LEVEL}. */
    List<String> seatNames() {
        return seatNames(row);
    }

    static List<String> seatNames(StoredTable row) {
        List<String> out = new ArrayList<>(row.players());
        for (StoredTable.Seat s : row.seats()) {
            out.add(s.bot() != null ? "bot:" + s.bot() : s.tokenHash() != null ? "player" : s.isInvited() ? "invited"
                : "open");
        }
        return out;
    }

    /** Returns each seat's display name, or {@code null}. */
    List<String> displayNames() {
        return displayNames(row);
    }

    static List<String> displayNames(StoredTable row) {
        List<String> out = new ArrayList<>(row.players());
        for (StoredTable.Seat s : row.seats()) {
            out.add(s.name());
        }
        return out;
    }
}
