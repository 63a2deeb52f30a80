package io.github.allfours.examples.server.store;

import io.github.allfours.examples.server.QuickMessages;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Where tables live between requests and across restarts: each table's row ({@link StoredTable}) and its
 * game record in the {@code allfours-record/1} format, one chunk of lines per version (chunk 0 holds the
 * match line and the first deal; chunk {@code v} what move {@code v} wrote). Every change is conditional on
 * the revision it was made from, so when several server instances share a database exactly one of two
 * racing changes is stored. Implementations are thread-safe; every method may throw {@link StoreException}.
 * A row that cannot be read as a table (a {@link DamagedTable}) makes only its own table unavailable: it is
 * listed as damaged, {@link #find} throws {@link DamagedTableException} for it, and it can be deleted.
 */
public interface TableStore extends AutoCloseable {
    /** What {@link #list} lists: a table's row, or a row that cannot be read as one. */
    sealed interface Listed permits StoredTable, DamagedTable {
        /** Returns the table's id. */
        String id();
    }

    /**
     * A stored row that cannot be read as a table ({@link StoredTable}): a column holds what no table has, such as
     * seats that are not a JSON list of seats, or nothing where a value is needed (a fault of the disk, an edit by
     * hand). Its table is unavailable; every other table goes on. The columns that could be read are given (a
     * column that could not is {@code null}, 0 or {@code false}).
     *
     * @param id         the table's id
     * @param variant    the variant id, or {@code null}
     * @param players    the number of seats
     * @param sides      the number of sides
     * @param version    the version
     * @param finished   whether the match was over
     * @param ownerHash  the owner's token hash, or {@code null}: with it, the owner may delete the table
     * @param createdAt  when the table was created
     * @param updatedAt  when it last changed
     * @param seedChosen whether a client chose the seed
     * @param problem    what cannot be read, for the log (never sent to a client)
     */
    record DamagedTable(String id, String variant, int players, int sides, long version, boolean finished,
                        String ownerHash, long createdAt, long updatedAt, boolean seedChosen, String problem)
        implements Listed {
        /**
         * @param id         the id
         * @param variant    the variant, or {@code null}
         * @param players    the seats
         * @param sides      the sides
         * @param version    the version
         * @param finished   whether it was over
         * @param ownerHash  the owner's token hash, or {@code null}
         * @param createdAt  the creation time
         * @param updatedAt  the last change
         * @param seedChosen whether a client chose the seed
         * @param problem    what cannot be read
         */
        public DamagedTable {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(problem, "problem");
        }
    }

    /**
     * A table's place in the list of tables, newest first: the tables after it were created before it, or at
     * the same millisecond with a smaller id.
     *
     * @param createdAt when the table was created
     * @param id        its id
     */
    record Position(long createdAt, String id) {
        /**
         * @param createdAt the creation time
         * @param id        the id
         */
        public Position {
            Objects.requireNonNull(id, "id");
        }
    }

    /**
     * Which tables {@link #list} answers.
     *
     * @param openOnly only the tables with an open seat
     * @param variant  only the tables of this variant id, or {@code null} for every variant
     * @param after    only the tables after this position (a page's last), or {@code null} from the newest
     * @param limit    how many at most
     */
    record Query(boolean openOnly, String variant, Position after, int limit) {
        /**
         * @param openOnly whether only tables with an open seat
         * @param variant  the variant, or {@code null}
         * @param after    the position, or {@code null}
         * @param limit    the most tables
         */
        public Query {
            if (limit < 0) {
                throw new IllegalArgumentException("limit must be 0 or more, not " + limit);
            }
        }
    }

    /**
     * One quick message said at a table.
     *
     * @param seq     its number at the table, from 1
     * @param seat    the seat that said it
     * @param message the message's word ({@link QuickMessages})
     * @param at      when, in milliseconds since the epoch
     */
    record Said(long seq, int seat, String message, long at) {
        /**
         * @param seq     the number
         * @param seat    the seat
         * @param message the message
         * @param at      the time
         */
        public Said {
            Objects.requireNonNull(message, "message");
        }
    }

    /**
     * Stores a new table with chunk 0 of its record.
     *
     * @param table  the row (revision 0, version 0)
     * @param chunk0 the record's first lines
     */
    void create(StoredTable table, String chunk0);

    /**
     * @param id a table id
     * @return the table's row, if there is one
     * @throws DamagedTableException if its row cannot be read as a table
     */
    Optional<StoredTable> find(String id);

    /**
     * A table's revision alone: one indexed read, for checking that a copy in memory is current.
     *
     * @param id a table id
     * @return its stored revision, or -1 if there is no such table
     */
    long revision(String id);

    /**
     * @param id a table id
     * @return the chunks of its record in version order (empty if there is no such table)
     */
    List<String> chunks(String id);

    /**
     * The chunks of a table's record up to a version: what a row read at that version describes, even when
     * another instance stores a move between reading the row and reading its record.
     *
     * @param id      a table id
     * @param through the last version to read
     * @return chunks {@code 0..through} in version order (fewer only if the table was deleted meanwhile)
     */
    List<String> chunks(String id, long through);

    /**
     * Stores a move: the row becomes {@code after} and chunk {@code after.version()} is added, only if the
     * row is still at revision {@code after.revision() - 1}.
     *
     * @param after the row after the move
     * @param chunk the record lines the move wrote
     * @return whether the move was stored ({@code false}: the row had changed, nothing was stored)
     */
    boolean commitMove(StoredTable after, String chunk);

    /**
     * Stores a change of seats: the row becomes {@code after} only if it is still at revision
     * {@code after.revision() - 1}.
     *
     * @param after the row after the change
     * @return whether it was stored
     */
    boolean updateSeats(StoredTable after);

    /**
     * Stores the rematch of a finished table, in one transaction: the finished table's row becomes
     * {@code finished} (its {@link StoredTable#rematch()} set) only if it is still at revision
     * {@code finished.revision() - 1} and has no rematch yet, and then the new table is stored with chunk 0 of
     * its record; otherwise nothing is stored.
     *
     * @param finished the finished table's row with its rematch
     * @param next     the new table's row (revision 0, version 0)
     * @param chunk0   the new table's first record lines
     * @return whether both were stored ({@code false}: the finished row had changed, or another rematch came
     *     first)
     */
    boolean createRematch(StoredTable finished, StoredTable next, String chunk0);

    /**
     * Stores a quick message: the table's {@link StoredTable#said()} count grows by one (its revision does
     * not change) and the message is kept with that number; only the newest messages of a table are kept
     * (at least the last 50). The messages are deleted with their table.
     *
     * @param id      the table id
     * @param seat    the seat that says it
     * @param message the message's word
     * @param at      when
     * @return the message's number, or -1 if there is no such table
     */
    long say(String id, int seat, String message, long at);

    /**
     * The quick messages of a table kept after a number, oldest first.
     *
     * @param id    the table id
     * @param after the number of the last message already known (0: from the oldest kept)
     * @return the messages
     */
    List<Said> said(String id, long after);

    /**
     * Deletes a table and its record.
     *
     * @param id the table id
     * @return whether there was such a table
     */
    boolean delete(String id);

    /**
     * Deletes a table and its record if it is still due to expire when the delete runs: a move stored
     * after {@link #expired} listed it keeps the table.
     *
     * @param id             the table id
     * @param finishedBefore a finished table last changed before this time is due
     * @param idleBefore     any table last changed before this time is due
     * @return whether the table was deleted
     */
    boolean expire(String id, long finishedBefore, long idleBefore);

    /**
     * Lists tables, newest first (by creation time, then id): a page of them, which the next query continues
     * from its last table's {@link Position}, so that pages neither repeat nor skip a table while tables are
     * created (they come before the first page) or deleted.
     *
     * @param query which tables, from where, how many
     * @return the tables, a row that cannot be read as a table as a {@link DamagedTable}
     */
    List<Listed> list(Query query);

    /**
     * Tables due to expire.
     *
     * @param finishedBefore finished tables last changed before this time
     * @param idleBefore     any table last changed before this time
     * @param limit          how many ids at most
     * @return their ids
     */
    List<String> expired(long finishedBefore, long idleBefore, int limit);

    /**
     * Unfinished tables that nobody has moved at since a time: candidates for a bot's move.
     *
     * @param before last changed before this time
     * @param limit  how many ids at most
     * @return their ids
     */
    List<String> waiting(long before, int limit);

    /** Returns the number of tables. */
    long count();

    /**
     * Asks to hear of the changes other server instances make to shared tables (PostgreSQL's
     * LISTEN/NOTIFY). A store that only one instance uses (SQLite) never calls the listener.
     *
     * @param listener gets the id of each table another instance changed
     */
    void listen(Consumer<String> listener);

    /** Returns whether several server instances may share this store (so another may be ahead of this one). */
    boolean isShared();

    /** Returns a short description for logs, such as {@code sqlite:tables.db} (no password). */
    String describe();

    /** Returns the kind of database, for anyone to see: {@code sqlite} or {@code postgresql}. */
    String kind();

    /** Asks the database a trivial question: whether it answers at all. */
    void check();

    /** Closes the connections. */
    @Override
    void close();
}
