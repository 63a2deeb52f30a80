package io.github.allfours.examples.server;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.EventListener;
import io.github.allfours.engine.GameEvent;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Phase;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * A table in memory: its row, its current state, the moves that led there and the writer that turns the
 * next move into record lines. Rebuilt from the stored record whenever it is not in memory. Guarded by
 * its own monitor: every read and change holds it.
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

    final String id;
    final RuleSet rules;
    final DeckSource deals;
    /** The state before the first deal. */
    final GameState start;
    /** The state after the first deal: version 0. */
    final GameState initial;
    final List<Move> moves;
    final StringBuilder buffer = new StringBuilder(512);
    final GameRecordWriter writer = new GameRecordWriter(buffer);
    StoredTable row;
    GameState state;
    boolean botPending;
    boolean gone;
    /** The events of each version so far computed, the host's (unfiltered): see {@link #eventsOf}. */
    private final List<List<GameEvent>> events = new ArrayList<>();
    /** The state at version {@code events.size() - 1}. */
    private GameState eventsAt;

    /**
     * @param row   the stored row
     * @param rules the rule set
     * @param start the state before the first deal
     * @param state the current state
     * @param moves the moves made
     */
    LiveTable(StoredTable row, RuleSet rules, GameState start, GameState state, List<Move> moves) {
        this.id = row.id();
        this.row = row;
        this.rules = rules;
        this.deals = DeckSource.seeded(row.seed());
        this.start = start;
        this.initial = dealt(start, deals, null);
        this.state = state;
        this.moves = new ArrayList<>(moves);
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

    /** Deals what {@code s} waits for, recording it with the table's writer. */
    GameState dealt(GameState s) {
        return dealt(s, deals, writer);
    }

    /** Returns the state after a move of the match, replayed without recording. */
    GameState replayed(GameState s, Move m) {
        return dealt(s.apply(m.seat(), m.action()), deals, null);
    }

    /**
     * @param version a version up to the current one
     * @return the state at that version, replayed from the start when it is not the current one
     */
    GameState stateAt(long version) {
        if (version == row.version()) {
            return state;
        }
        GameState s = initial;
        for (int i = 0; i < version; i++) {
            Move m = moves.get(i);
            s = replayed(s, m);
        }
        return s;
    }

    /**
     * The events of one version: what the move that made it caused, and at version 0 the first deal; the
     * host's events, before any {@link GameEvent#seenBy}. Replayed from the moves when first asked for and
     * kept (a few small records a move).
     *
     * @param version a version up to the current one
     * @return the events, in order
     */
    List<GameEvent> eventsOf(long version) {
        while (events.size() <= version) {
            List<GameEvent> out = new ArrayList<>();
            EventListener listener = out::add;
            GameState s;
            if (events.isEmpty()) {
                s = start;
            } else {
                Move m = moves.get(events.size() - 1);
                s = eventsAt.apply(m.seat(), m.action(), listener);
            }
            while (s.phase() == Phase.DEAL) {
                s = s.deal(deals.order(s.dealNumber()), listener);
            }
            events.add(List.copyOf(out));
            eventsAt = s;
        }
        return events.get((int) version);
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
        if (bearer == null) {
            throw new ApiException(401, "MISSING_TOKEN", "send the owner's token as Authorization: Bearer TOKEN");
        }
        if (!Tokens.matches(Tokens.hash(bearer), row.ownerHash())) {
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
