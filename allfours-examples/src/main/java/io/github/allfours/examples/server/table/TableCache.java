package io.github.allfours.examples.server.table;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.RequestJson;
import io.github.allfours.examples.server.store.DamagedTableException;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.examples.server.store.TableStore;
import io.github.allfours.game.Phase;
import io.github.allfours.record.ActionLine;
import io.github.allfours.record.GameRecordReader;
import io.github.allfours.record.InconsistentRecordException;
import io.github.allfours.record.MatchLine;
import io.github.allfours.record.RecordFormatException;
import io.github.allfours.record.RecordLine;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The tables a {@link TableService} keeps in memory, each a {@link LiveTable} rebuilt from its stored record
 * (replayed and checked by {@link RecordVerifier}) when it is first needed. A table whose stored row changed
 * under this instance (another instance moved, or a conditional write failed) is evicted and loaded again
 * on its next use; work on a table runs under its monitor ({@link #withTable}). A table whose stored row or
 * record cannot be read is damaged: its requests are answered {@code 500 TABLE_DAMAGED}, the log says why once,
 * and a damaged record is not read again until its row changes; every other table goes on. Thread-safe.
 */
final class TableCache {
    /** Work on a table under its monitor. */
    @FunctionalInterface
    interface Locked<T> {
        /**
         * @param live the table, its monitor held
         * @return the result
         * @throws ApiException a refusal
         */
        T apply(LiveTable live) throws ApiException;
    }

    private static final Logger LOG = LoggerFactory.getLogger(TableCache.class);

    private final TableStore store;
    private final Consumer<LiveTable> onLoad;
    /** The damaged tables found so far, and the revision found damaged (-1: the row itself). */
    private final Map<String, Long> damaged = new ConcurrentHashMap<>();
    private final RecordVerifier verifier = new RecordVerifier(Variants.resolver());
    private final Map<String, LiveTable> tables = new ConcurrentHashMap<>();

    /**
     * @param store  where the tables are stored
     * @param onLoad told of each table loaded from the store (its bot may be due to move)
     */
    TableCache(TableStore store, Consumer<LiveTable> onLoad) {
        this.store = store;
        this.onLoad = onLoad;
    }

    /**
     * A table, from memory or loaded from the store.
     *
     * @param id the table's id
     * @return the table
     * @throws ApiException 404 {@code UNKNOWN_TABLE}; 500 {@code TABLE_DAMAGED} for a table whose stored row or
     *                      record cannot be read
     */
    LiveTable get(String id) throws ApiException {
        LiveTable live = tables.get(id);
        if (live != null) {
            return live;
        }
        Optional<StoredTable> row;
        try {
            row = store.find(id);
        } catch (DamagedTableException e) {
            throw damaged(id, -1, "its stored row cannot be read: " + e.table().problem());
        }
        if (row.isEmpty()) {
            throw unknownTable(id);
        }
        Long found = damaged.get(id);
        if (found != null && found == row.get().revision()) {
            throw damagedTable(id);     // its record was found damaged at this revision: not read again
        }
        List<String> chunks = store.chunks(id, row.get().version());
        if (chunks.size() != row.get().version() + 1 && store.revision(id) < 0) {
            throw unknownTable(id);     // deleted between reading its row and its record
        }
        LiveTable loaded;
        try {
            loaded = load(row.get(), chunks);
        } catch (RuntimeException e) {          // a record that does not replay, or that this server cannot read
            throw damaged(id, row.get().revision(), "its record does not load: " + e);
        }
        LiveTable raced = tables.putIfAbsent(id, loaded);
        if (raced != null) {
            return raced;
        }
        onLoad.accept(loaded);
        return loaded;
    }

    /**
     * Keeps a table just created.
     *
     * @param live the table
     */
    void add(LiveTable live) {
        tables.put(live.id, live);
    }

    /**
     * Forgets a table whose stored row may have moved on; its next use loads it again. The caller holds its
     * monitor.
     *
     * @param live the table
     */
    void evict(LiveTable live) {
        live.gone = true;
        tables.remove(live.id, live);
    }

    /**
     * Forgets a table that was deleted, expired or changed by another instance.
     *
     * @param id the table's id
     */
    void forget(String id) {
        damaged.remove(id);
        LiveTable live = tables.remove(id);
        if (live != null) {
            synchronized (live) {
                live.gone = true;
            }
        }
    }

    /** Forgets every table. */
    void clear() {
        tables.clear();
    }

    /**
     * Runs {@code fn} on the table under its monitor, loading it again if it was evicted meanwhile.
     *
     * @param id the table's id
     * @param fn the work
     * @param <T> the result's type
     * @return what {@code fn} returns
     * @throws ApiException 404 {@code UNKNOWN_TABLE}, or what {@code fn} throws
     */
    <T> T withTable(String id, Locked<T> fn) throws ApiException {
        for (int attempt = 0; attempt < 10; attempt++) {
            LiveTable live = get(id);
            synchronized (live) {
                if (!live.gone) {
                    return fn.apply(live);
                }
            }
        }
        throw new ApiException(409, "STALE_VERSION", "the table keeps changing; try again");
    }

    /**
     * Before a read on a store several instances share: forgets this instance's copy of a table if the stored
     * table is newer (another instance changed it, and its notice has not arrived yet) or gone, so that a
     * read after a move answered 200 by any instance shows that move or a later one. One indexed read of the
     * table's revision; nothing on a store only this instance uses.
     *
     * @param id the table's id
     */
    void catchUp(String id) {
        if (!store.isShared()) {
            return;
        }
        LiveTable live = tables.get(id);
        if (live == null) {
            return;             // the read loads the table from the store
        }
        long stored = store.revision(id);
        synchronized (live) {
            if (!live.gone && (stored < 0 || live.row.revision() < stored)) {
                evict(live);
            }
        }
    }

    /** Rebuilds a table from its stored record. */
    private LiveTable load(StoredTable row, List<String> chunks) {
        if (chunks.size() != row.version() + 1) {
            throw new IllegalStateException("table " + row.id() + " is at version " + row.version() + " but its record has "
                + chunks.size() + " chunks");
        }
        String text = String.join("", chunks);
        GameState end;
        List<LiveTable.Move> moves = new ArrayList<>();
        MatchLine match = null;
        try {
            end = resume(row.id(), text);
            for (RecordLine line : GameRecordReader.readAll(text)) {
                if (line instanceof ActionLine a) {
                    moves.add(new LiveTable.Move(a.seat(), a.action()));
                } else if (line instanceof MatchLine m) {
                    match = m;
                }
            }
        } catch (InconsistentRecordException | RecordFormatException e) {
            throw new IllegalStateException("the record of table " + row.id() + " does not replay: " + e.getMessage(), e);
        }
        if (moves.size() != row.version() || match == null) {
            throw new IllegalStateException("table " + row.id() + " is at version " + row.version() + " but its record has "
                + moves.size() + " moves");
        }
        LiveTable out = LiveTable.resumed(row, end.rules(), match.firstDealer(), moves);
        if (!out.state.equals(dealt(end, DeckSource.seeded(row.seed())))) {
            throw new IllegalStateException("table " + row.id() + " replays to another state than its record's");
        }
        return out;
    }

    /** A state read from a record, dealt from the table's deals where it waits for one (as a table's states deal). */
    private static GameState dealt(GameState s, DeckSource deals) {
        while (s.phase() == Phase.DEAL) {
            s = s.deal(deals.order(s.dealNumber()));
        }
        return s;
    }

    /**
     * Replays a stored record and checks it; a record written under an earlier version of the rules, which the
     * current rules read differently (table mode, docs/rules.md decisions 14 and 15: a face-up stock's cards listed as
     * callable, a revoke called on its trick scored at the call), is loaded by its deals and actions when every action
     * is still legal ({@link RecordVerifier#resumeByActions}), and the table plays on under the current rules.
     *
     * @param id   the table's id, for the log
     * @param text its record
     * @return the state the record leads to
     * @throws InconsistentRecordException if not even the record's actions replay
     */
    private GameState resume(String id, String text) throws InconsistentRecordException {
        try {
            return verifier.resume(text);
        } catch (InconsistentRecordException e) {
            GameState byActions = verifier.resumeByActions(text);
            LOG.warn("table {}: its record was written under earlier rules ({}); loaded by its actions", id,
                e.discrepancy());
            return byActions;
        }
    }

    /**
     * @param id a table id that names no table
     * @return a 404 {@code UNKNOWN_TABLE}
     */
    static ApiException unknownTable(String id) {
        return new ApiException(404, "UNKNOWN_TABLE", "there is no table " + RequestJson.excerpt(id));
    }

    /**
     * Whether a table was found damaged: its row could not be read, or its record at the row's revision.
     *
     * @param row a row read from the store
     * @return whether its table is damaged
     */
    boolean isDamaged(StoredTable row) {
        Long found = damaged.get(row.id());
        return found != null && found == row.revision();
    }

    /**
     * Notes that a table's stored record cannot be read (found outside a load, by a reader of the record).
     *
     * @param id      the table
     * @param problem what cannot be read, for the log
     * @return a 500 {@code TABLE_DAMAGED}
     */
    ApiException damagedRecord(String id, String problem) {
        return damaged(id, store.revision(id), problem);
    }

    /** Notes a damaged table, logging why the first time. */
    private ApiException damaged(String id, long revision, String problem) {
        Long before = damaged.put(id, revision);
        if (before == null || before != revision) {
            LOG.warn("table {} is damaged and unavailable until its owner deletes it: {}", id, problem);
        }
        return damagedTable(id);
    }

    /**
     * @param id a damaged table's id
     * @return a 500 {@code TABLE_DAMAGED}
     */
    static ApiException damagedTable(String id) {
        return new ApiException(500, "TABLE_DAMAGED", "table " + RequestJson.excerpt(id) + " is damaged: its stored row"
            + " or record cannot be read (the server's log says why); its owner may delete it");
    }
}
