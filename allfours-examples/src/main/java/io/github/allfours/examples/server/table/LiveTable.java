package io.github.allfours.examples.server.table;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.EventListener;
import io.github.allfours.engine.GameEvent;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Phase;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * A table in memory: its row, its current state, its last {@link #KEPT} versions (the moves that made them, their
 * events, the state at the oldest) and the writer that turns the next move into record lines. Rebuilt from the
 * stored record whenever it is not in memory. Its size does not grow with its match. Guarded by its own monitor:
 * every read and change holds it.
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

    /** One kept version: the move that made it ({@code null} at version 0), and its events once worked out. */
    private static final class Version {
        final Move move;
        List<GameEvent> events;

        Version(Move move, List<GameEvent> events) {
            this.move = move;
            this.events = events == null ? null : List.copyOf(events);
        }
    }

    final String id;
    final RuleSet rules;
    final DeckSource deals;
    /** The state before the first deal. */
    final GameState start;
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
    /** Every kept version up to this one has its events worked out. */
    private long known;
    /** The state at {@link #known}. */
    private GameState knownState;

    /**
     * A table at the version its moves make, replayed from the start (a new table has none): one replay, which
     * keeps the last {@link #KEPT} versions with their events.
     *
     * @param row   the stored row
     * @param rules the rule set
     * @param start the state before the first deal
     * @param moves the moves made, in order
     */
    LiveTable(StoredTable row, RuleSet rules, GameState start, List<Move> moves) {
        this.id = row.id();
        this.row = row;
        this.rules = rules;
        this.deals = DeckSource.seeded(row.seed());
        this.start = start;
        int n = moves.size();
        this.oldest = Math.max(0, n - KEPT);
        List<GameEvent> first = new ArrayList<>();
        GameState s = dealtTo(start, deals, oldest == 0 ? first::add : EventListener.NONE);
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
            s = dealtTo(s.apply(m.seat(), m.action(), events::add), deals, events::add);
            kept.add(new Version(m, events));
            if (v == oldest) {
                oldestState = s;
            }
        }
        this.state = s;
        this.known = n;
        this.knownState = s;
    }

    /**
     * Deals whatever a state waits for, from a table's seeded deals (the server's states deal from nothing
     * and wait for each deal, like a state rebuilt from a record).
     *
     * @param s     the state
     * @param deals the table's deals
     * @param w     the writer that records the deals, or {@code null}
     * @return the state after the deals
     */
    static GameState dealt(GameState s, DeckSource deals, GameRecordWriter w) {
        while (s.phase() == Phase.DEAL) {
            s = w == null ? s.deal(deals.order(s.dealNumber())) : w.deal(s, deals.order(s.dealNumber()));
        }
        return s;
    }

    /** Deals whatever a state waits for, telling its events to a listener. */
    private static GameState dealtTo(GameState s, DeckSource deals, EventListener events) {
        while (s.phase() == Phase.DEAL) {
            s = s.deal(deals.order(s.dealNumber()), events);
        }
        return s;
    }

    /** Deals what {@code s} waits for, recording it with the table's writer. */
    GameState dealt(GameState s) {
        return dealt(s, deals, writer);
    }

    /**
     * Takes a move made and stored: the state it made becomes the current one, and the oldest kept version is
     * let go once more than {@link #KEPT} are kept. The caller holds the table's monitor.
     *
     * @param m    the move
     * @param next the state after it (its deals made)
     */
    void moved(Move m, GameState next) {
        state = next;
        kept.add(new Version(m, null));
        if (kept.size() > KEPT + 1) {
            Version second = kept.get(1);
            List<GameEvent> events = new ArrayList<>();
            oldestState = dealtTo(oldestState.apply(second.move.seat(), second.move.action(), events::add), deals,
                events::add);
            if (second.events == null) {
                second.events = List.copyOf(events);
            }
            kept.remove(0);
            oldest++;
            if (known < oldest) {
                known = oldest;
                knownState = oldestState;
            }
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
        return kept(version).move;
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
            s = replayed(s, kept(v).move);
        }
        return s;
    }

    /** Returns the state after a move, replayed without recording. */
    GameState replayed(GameState s, Move m) {
        return dealtTo(s.apply(m.seat(), m.action()), deals, EventListener.NONE);
    }

    /**
     * The events of a kept version: what the move that made it caused, and at version 0 the first deal; the
     * host's events, before any {@link GameEvent#seenBy}. Worked out from the moves when first asked for and kept
     * with their version.
     *
     * @param version a version from {@link #oldest()} to the current one
     * @return the events, in order
     */
    List<GameEvent> eventsOf(long version) {
        Version wanted = kept(version);
        while (known < version) {
            Version next = kept(known + 1);
            List<GameEvent> events = new ArrayList<>();
            knownState = dealtTo(knownState.apply(next.move.seat(), next.move.action(), events::add), deals,
                events::add);
            next.events = List.copyOf(events);
            known++;
        }
        return wanted.events;
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
