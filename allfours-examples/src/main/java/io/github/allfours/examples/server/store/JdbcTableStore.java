package io.github.allfours.examples.server.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.github.allfours.examples.server.JsonSupport;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Consumer;
import org.flywaydb.core.Flyway;
import org.sqlite.SQLiteException;

/**
 * A {@link TableStore} on JDBC: an embedded SQLite file (one server instance; write-ahead log, so a
 * committed move survives the process being killed) or a PostgreSQL database (any number of instances:
 * a move is stored by one {@code UPDATE ... WHERE id = ? AND revision = ?}, and {@code NOTIFY} tells the
 * other instances, {@link PostgresNotices}). The schema is created and upgraded by Flyway from
 * {@code db/migration} on the class path.
 */
public final class JdbcTableStore implements TableStore {
    private static final String COLUMNS = "id, variant, players, sides, seed, revision, version, finished, owner_hash, "
        + "seats, creator, created_at, updated_at, seed_chosen, scores, winner, next_table, rematch_by, takeover_always, "
        + "said";
    /** The quick messages kept per table (the newest). */
    static final int SAID_KEPT = 50;

    private final HikariDataSource pool;
    private final boolean postgres;
    private final String description;
    /** The notices to and from the other instances (PostgreSQL), or {@code null} (SQLite). */
    private final PostgresNotices notices;

    private JdbcTableStore(HikariDataSource pool, boolean postgres, String url, String user, String password,
                           String description) {
        this.pool = pool;
        this.postgres = postgres;
        this.description = description;
        this.notices = postgres ? new PostgresNotices(pool, url, user, password) : null;
    }

    /**
     * Opens (and creates or migrates) a SQLite database file.
     *
     * @param file the database file; created with its folder if missing
     * @return the store
     * @throws StoreException if the file cannot be opened or migrated
     */
    public static JdbcTableStore sqlite(Path file) {
        Path abs = file.toAbsolutePath();
        try {
            if (abs.getParent() != null) {
                Files.createDirectories(abs.getParent());
            }
        } catch (java.io.IOException e) {
            throw new StoreException("cannot create the folder of " + abs + ": " + StoreException.cause(e), e);
        }
        return open("jdbc:sqlite:" + abs, null, null);
    }

    /**
     * Opens a database by its JDBC URL: {@code jdbc:sqlite:FILE} or
     * {@code jdbc:postgresql://HOST:PORT/DB}, creating or upgrading the schema.
     *
     * @param url      the JDBC URL
     * @param user     the user, or {@code null} (from the URL)
     * @param password the password, or {@code null}
     * @return the store
     * @throws StoreException           if the database cannot be reached or migrated, or is read-only (a
     *                                  message that says so: the server could store no move)
     * @throws IllegalArgumentException if the URL is neither SQLite's nor PostgreSQL's
     */
    public static JdbcTableStore open(String url, String user, String password) {
        boolean postgres;
        if (url.startsWith("jdbc:postgresql:")) {
            postgres = true;
        } else if (url.startsWith("jdbc:sqlite:")) {
            postgres = false;
        } else {
            throw new IllegalArgumentException("not a SQLite or PostgreSQL JDBC URL: " + url);
        }
        Properties sqlite = new Properties();
        if (!postgres) {
            // WAL: a commit is in the log file before it returns, so killing the process loses nothing
            // committed; NORMAL skips the fsync per commit (an OS crash may lose the last moves, a process
            // crash cannot)
            sqlite.setProperty("journal_mode", "WAL");
            sqlite.setProperty("synchronous", "NORMAL");
            sqlite.setProperty("busy_timeout", "10000");
            sqlite.setProperty("foreign_keys", "true");
        }
        try {
            migrate(url, user, password);
        } catch (RuntimeException e) {
            throw readOnly(e) || readOnlyFile(url) ? readOnly(describe(url), e)
                : new StoreException("cannot migrate " + describe(url) + ": " + StoreException.cause(e), e);
        }
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl(url);
        cfg.setUsername(user);
        cfg.setPassword(password);
        cfg.setPoolName("allfours-db");
        cfg.setAutoCommit(false);
        // SQLite has one writer at a time: one connection, no lock waits. PostgreSQL: enough for the
        // request threads of a small machine; each commit waits for its WAL flush, which they share.
        cfg.setMaximumPoolSize(postgres ? 16 : 1);
        cfg.setMinimumIdle(postgres ? 4 : 1);
        cfg.setConnectionTimeout(10_000);
        cfg.setDataSourceProperties(sqlite);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(cfg);
        } catch (RuntimeException e) {
            throw readOnlyFile(url) ? readOnly(describe(url), e)
                : new StoreException("cannot connect to " + describe(url) + ": " + StoreException.cause(e), e);
        }
        JdbcTableStore store = new JdbcTableStore(pool, postgres, url, user, password, describe(url));
        try {
            store.checkWritable(url);
        } catch (StoreException e) {
            store.close();
            throw e;
        }
        return store;
    }

    /**
     * Refuses, at start, a database this server cannot write to (a read-only file, folder or file system, a
     * read-only PostgreSQL transaction mode or standby), rather than serving and answering every move 503: a
     * write that changes nothing, rolled back.
     *
     * @param url the database's JDBC URL
     * @throws StoreException saying the database is read-only, or why it cannot be written
     */
    private void checkWritable(String url) {
        try (Connection c = pool.getConnection()) {
            try (Statement st = c.createStatement()) {
                st.executeUpdate("UPDATE af_table SET revision = revision WHERE 1 = 0");
            } finally {
                c.rollback();
            }
        } catch (SQLException e) {
            throw readOnly(e) || readOnlyFile(url) ? readOnly(description, e)
                : new StoreException("cannot write to " + description + ": " + StoreException.cause(e), e);
        }
    }

    /**
     * Whether a SQLite database's file, or the folder that must hold its -wal and -shm files, cannot be written
     * (read-only permissions or a read-only file system, where SQLite may fail to open the database at all,
     * {@code SQLITE_CANTOPEN}, rather than refuse a write).
     */
    private static boolean readOnlyFile(String url) {
        if (!url.startsWith("jdbc:sqlite:")) {
            return false;
        }
        String name = url.substring("jdbc:sqlite:".length());
        name = name.startsWith("file:") ? name.substring("file:".length()) : name;
        int q = name.indexOf('?');
        name = q < 0 ? name : name.substring(0, q);
        if (name.isEmpty() || name.startsWith(":memory:")) {
            return false;
        }
        try {
            Path file = Path.of(name).toAbsolutePath();
            Path folder = file.getParent();
            return Files.exists(file) && !Files.isWritable(file)
                || folder != null && Files.isDirectory(folder) && !Files.isWritable(folder);
        } catch (InvalidPathException e) {
            return false;
        }
    }

    /** Whether a failure says the database may not be written: SQLite's SQLITE_READONLY codes, SQL state 25006. */
    private static boolean readOnly(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLiteException s && s.getResultCode().name().startsWith("SQLITE_READONLY")
                || t instanceof SQLException q && "25006".equals(q.getSQLState())) {
                return true;
            }
        }
        return false;
    }

    private static StoreException readOnly(String database, Throwable e) {
        return new StoreException(database + " is read-only (" + StoreException.cause(e) + "): the server stores every"
            + " move, so it must be able to write to the database" + (database.startsWith("sqlite:")
            ? ", its file and the folder that holds it (SQLite makes its -wal and -shm files there)" : ""), e);
    }

    private static void migrate(String url, String user, String password) {
        // its own connections: Flyway may want two at once, more than SQLite's pool has
        Flyway.configure()
            .dataSource(url, user, password)
            .locations("classpath:db/migration")
            .load()
            .migrate();
    }

    private static String describe(String url) {
        int q = url.indexOf('?');
        return (q < 0 ? url : url.substring(0, q)).replaceFirst("^jdbc:", "");
    }

    /** Returns whether this store is PostgreSQL (shared by several instances). */
    @Override
    public boolean isShared() {
        return postgres;
    }

    @Override
    public String describe() {
        return description;
    }

    @Override
    public String kind() {
        return postgres ? "postgresql" : "sqlite";
    }

    @Override
    public void check() {
        revision("");
    }

    // ------------------------------------------------------------------------------------ writing

    @Override
    public void create(StoredTable t, String chunk0) {
        transaction("cannot store table " + t.id(), c -> {
            insertTable(c, t, chunk0);
            return null;
        });
    }

    private static void insertTable(Connection c, StoredTable t, String chunk0) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO af_table (" + COLUMNS
            + ", open_seat) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            ps.setString(1, t.id());
            ps.setString(2, t.variant());
            ps.setInt(3, t.players());
            ps.setInt(4, t.sides());
            ps.setLong(5, t.seed());
            ps.setLong(6, t.revision());
            ps.setLong(7, t.version());
            ps.setBoolean(8, t.finished());
            ps.setString(9, t.ownerHash());
            ps.setString(10, seatsText(t.seats()));
            ps.setString(11, t.creator());
            ps.setLong(12, t.createdAt());
            ps.setLong(13, t.updatedAt());
            ps.setBoolean(14, t.seedChosen());
            ps.setString(15, scoresText(t.standing()));
            ps.setInt(16, t.standing().winner());
            ps.setString(17, t.rematch() == null ? null : t.rematch().table());
            ps.setInt(18, t.rematch() == null ? -1 : t.rematch().by());
            ps.setBoolean(19, t.takeoverAlways());
            ps.setLong(20, t.said());
            ps.setBoolean(21, t.hasOpenSeat());
            ps.executeUpdate();
        }
        insertChunk(c, t.id(), t.version(), chunk0);
    }

    @Override
    public boolean createRematch(StoredTable finished, StoredTable next, String chunk0) {
        boolean stored = transaction("cannot store the rematch of table " + finished.id(), c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE af_table SET revision = ?, next_table = ?, "
                + "rematch_by = ?, updated_at = ? WHERE id = ? AND revision = ? AND next_table IS NULL")) {
                ps.setLong(1, finished.revision());
                ps.setString(2, finished.rematch().table());
                ps.setInt(3, finished.rematch().by());
                ps.setLong(4, finished.updatedAt());
                ps.setString(5, finished.id());
                ps.setLong(6, finished.revision() - 1);
                if (ps.executeUpdate() != 1) {
                    return false;       // another rematch, or another change, came first: nothing was written
                }
            }
            insertTable(c, next, chunk0);
            return true;
        });
        if (stored) {
            announce(finished.id());
        }
        return stored;
    }

    @Override
    public long say(String id, int seat, String message, long at) {
        long seq = transaction("cannot store a message at table " + id, c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE af_table SET said = said + 1 WHERE id = ?")) {
                ps.setString(1, id);
                if (ps.executeUpdate() != 1) {
                    return -1L;
                }
            }
            long n;
            try (PreparedStatement ps = c.prepareStatement("SELECT said FROM af_table WHERE id = ?")) {
                ps.setString(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    n = rs.getLong(1);
                }
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO af_say (table_id, seq, seat, message, said_at) "
                + "VALUES (?, ?, ?, ?, ?)")) {
                ps.setString(1, id);
                ps.setLong(2, n);
                ps.setInt(3, seat);
                ps.setString(4, message);
                ps.setLong(5, at);
                ps.executeUpdate();
            }
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM af_say WHERE table_id = ? AND seq <= ?")) {
                ps.setString(1, id);
                ps.setLong(2, n - SAID_KEPT);
                ps.executeUpdate();
            }
            return n;
        });
        if (seq > 0) {
            announce(id);
        }
        return seq;
    }

    @Override
    public List<Said> said(String id, long after) {
        return select("SELECT seq, seat, message, said_at FROM af_say WHERE table_id = ? AND seq > ? ORDER BY seq",
            rs -> new Said(rs.getLong(1), rs.getInt(2), rs.getString(3), rs.getLong(4)), id, after);
    }

    @Override
    public boolean commitMove(StoredTable after, String chunk) {
        boolean stored = transaction("cannot store move " + after.version() + " of table " + after.id(), c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE af_table SET revision = ?, version = ?, "
                + "finished = ?, seats = ?, open_seat = ?, updated_at = ?, scores = ?, winner = ? WHERE id = ? "
                + "AND revision = ?")) {
                ps.setLong(1, after.revision());
                ps.setLong(2, after.version());
                ps.setBoolean(3, after.finished());
                ps.setString(4, seatsText(after.seats()));
                ps.setBoolean(5, after.hasOpenSeat());
                ps.setLong(6, after.updatedAt());
                ps.setString(7, scoresText(after.standing()));
                ps.setInt(8, after.standing().winner());
                ps.setString(9, after.id());
                ps.setLong(10, after.revision() - 1);
                if (ps.executeUpdate() != 1) {
                    return false;       // the row changed meanwhile: nothing was written
                }
            }
            insertChunk(c, after.id(), after.version(), chunk);
            return true;
        });
        if (stored) {
            announce(after.id());
        }
        return stored;
    }

    @Override
    public boolean updateSeats(StoredTable after) {
        boolean stored = transaction("cannot store the seats of table " + after.id(), c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE af_table SET revision = ?, seats = ?, "
                + "open_seat = ?, updated_at = ? WHERE id = ? AND revision = ?")) {
                ps.setLong(1, after.revision());
                ps.setString(2, seatsText(after.seats()));
                ps.setBoolean(3, after.hasOpenSeat());
                ps.setLong(4, after.updatedAt());
                ps.setString(5, after.id());
                ps.setLong(6, after.revision() - 1);
                return ps.executeUpdate() == 1;
            }
        });
        if (stored) {
            announce(after.id());
        }
        return stored;
    }

    @Override
    public boolean delete(String id) {
        return deleteWhere(id, "", -1, -1);
    }

    @Override
    public boolean expire(String id, long finishedBefore, long idleBefore) {
        return deleteWhere(id, " AND ((finished AND updated_at < ?) OR updated_at < ?)", finishedBefore, idleBefore);
    }

    /**
     * Deletes a table's row if it still meets {@code condition} (checked in the same statement, so a move
     * committed meanwhile keeps its table), then its record, in one transaction.
     */
    private boolean deleteWhere(String id, String condition, long finishedBefore, long idleBefore) {
        boolean deleted = transaction("cannot delete table " + id, c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM af_table WHERE id = ?" + condition)) {
                ps.setString(1, id);
                if (!condition.isEmpty()) {
                    ps.setLong(2, finishedBefore);
                    ps.setLong(3, idleBefore);
                }
                if (ps.executeUpdate() != 1) {
                    return false;
                }
            }
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM af_record WHERE table_id = ?")) {
                ps.setString(1, id);
                ps.executeUpdate();
            }
            return true;
        });
        if (deleted) {
            announce(id);
        }
        return deleted;
    }

    /** Work inside one transaction. */
    @FunctionalInterface
    private interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    /**
     * Runs {@code work} in one transaction (every read and write of this store does): committed when it returns,
     * rolled back when it throws. A connection whose work failed with the database's error is closed for good
     * rather than given back to the pool: the database may have ended the transaction itself (SQLite does when
     * the disk is full), and a connection whose driver still believes in it fails every commit after, so the
     * store would stay unavailable after the disk had room again. The next request opens a new connection.
     *
     * @throws StoreException whose message is {@code failure} and the database's own words (such as
     *                        {@code [SQLITE_FULL] ... database or disk is full}), the database's error its cause;
     *                        a failed rollback is added to it as suppressed, never in its place
     */
    private <T> T transaction(String failure, Work<T> work) {
        Connection c;
        try {
            c = pool.getConnection();
        } catch (SQLException e) {
            throw failed(failure, e);
        }
        try {
            T result = work.run(c);
            c.commit();
            return result;
        } catch (SQLException e) {
            discard(c, e);
            throw failed(failure, e);
        } catch (RuntimeException e) {
            discard(c, e);
            throw e;
        } finally {
            try {
                c.close();          // back to the pool, or (evicted) closed
            } catch (SQLException e) {
                // a connection that cannot even be closed is gone already
            }
        }
    }

    /** Rolls back what a failed transaction did and takes its connection out of the pool. */
    private void discard(Connection c, Exception why) {
        try {
            c.rollback();
        } catch (SQLException e) {
            why.addSuppressed(e);       // such as SQLite's "no transaction is active" after a full disk
        }
        pool.evictConnection(c);
    }

    /** The store's exception for a database error: what was being done, and the database's words. */
    private static StoreException failed(String failure, SQLException e) {
        return new StoreException(failure + ": " + StoreException.cause(e), e);
    }

    private static void insertChunk(Connection c, String id, long version, String chunk) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO af_record (table_id, version, lines) VALUES (?, ?, ?)")) {
            ps.setString(1, id);
            ps.setLong(2, version);
            ps.setString(3, chunk);
            ps.executeUpdate();
        }
    }

    /** Tells the other instances (PostgreSQL) that a table changed, after its change is committed. */
    private void announce(String id) {
        if (notices != null) {
            notices.announce(id);
        }
    }

    // ------------------------------------------------------------------------------------ reading

    @Override
    public Optional<StoredTable> find(String id) {
        List<TableStore.Listed> found = select("SELECT " + COLUMNS + " FROM af_table WHERE id = ?", JdbcTableStore::row,
            id);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        if (found.get(0) instanceof TableStore.DamagedTable d) {
            throw new DamagedTableException(d);
        }
        return Optional.of((StoredTable) found.get(0));
    }

    @Override
    public long revision(String id) {
        return transaction("cannot read the revision of table " + id, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT revision FROM af_table WHERE id = ?")) {
                ps.setString(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? rs.getLong(1) : -1L;
                }
            }
        });
    }

    @Override
    public List<String> chunks(String id) {
        return chunks(id, Long.MAX_VALUE);
    }

    @Override
    public List<String> chunks(String id, long through) {
        return transaction("cannot read the record of table " + id, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                "SELECT lines FROM af_record WHERE table_id = ? AND version <= ? ORDER BY version")) {
                ps.setString(1, id);
                ps.setLong(2, through);
                List<String> out = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getString(1));
                    }
                }
                return out;
            }
        });
    }

    @Override
    public List<TableStore.Listed> list(Query q) {
        StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + " FROM af_table WHERE 1 = 1");
        List<Object> params = new ArrayList<>();
        if (q.openOnly()) {
            sql.append(" AND open_seat");
        }
        if (q.variant() != null) {
            sql.append(" AND variant = ?");
            params.add(q.variant());
        }
        if (q.after() != null) {
            sql.append(" AND (created_at < ? OR (created_at = ? AND id < ?))");
            params.add(q.after().createdAt());
            params.add(q.after().createdAt());
            params.add(q.after().id());
        }
        sql.append(" ORDER BY created_at DESC, id DESC LIMIT ").append(q.limit());
        return select(sql.toString(), JdbcTableStore::row, params.toArray());
    }

    @Override
    public List<String> expired(long finishedBefore, long idleBefore, int limit) {
        return ids("SELECT id FROM af_table WHERE (finished AND updated_at < ?) OR updated_at < ? LIMIT " + limit,
            finishedBefore, idleBefore);
    }

    @Override
    public List<String> waiting(long before, int limit) {
        return ids("SELECT id FROM af_table WHERE NOT finished AND updated_at < ? ORDER BY updated_at LIMIT " + limit,
            before);
    }

    @Override
    public long count() {
        return transaction("cannot count the tables", c -> {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM af_table")) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    /** Reads one row of a result. */
    @FunctionalInterface
    private interface Row<T> {
        T read(ResultSet rs) throws SQLException;
    }

    /** Runs a query with its parameters and reads every row. */
    private <T> List<T> select(String sql, Row<T> row, Object... params) {
        return transaction("cannot query the tables", c -> {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                for (int i = 0; i < params.length; i++) {
                    ps.setObject(i + 1, params[i]);
                }
                List<T> out = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(row.read(rs));
                    }
                }
                return out;
            }
        });
    }

    private List<String> ids(String sql, long... params) {
        Object[] boxed = new Object[params.length];
        for (int i = 0; i < params.length; i++) {
            boxed[i] = params[i];
        }
        return select(sql, rs -> rs.getString(1), boxed);
    }

    /**
     * A table's row, of a query of {@link #COLUMNS}; a row with a column that cannot be read as a table's (seats
     * that are not a JSON list of seats, nothing where a value is needed) is a {@link TableStore.DamagedTable}, so
     * that one bad row fails only its own table, never a list or a sweep of all of them.
     */
    private static TableStore.Listed row(ResultSet rs) throws SQLException {
        try {
            String next = rs.getString(17);
            return new StoredTable(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getInt(4), rs.getLong(5),
                rs.getLong(6), rs.getLong(7), rs.getBoolean(8), rs.getString(9), seats(rs.getString(10)),
                rs.getString(11), rs.getLong(12), rs.getLong(13), rs.getBoolean(14),
                standing(rs.getString(15), rs.getInt(16)),
                next == null ? null : new StoredTable.Rematch(next, rs.getInt(18)), rs.getBoolean(19), rs.getLong(20));
        } catch (SQLException | RuntimeException e) {
            String id = rs.getString(1);
            if (id == null) {
                throw e;        // the primary key: no database holds such a row
            }
            return new TableStore.DamagedTable(id, column(() -> rs.getString(2), null), column(() -> rs.getInt(3), 0),
                column(() -> rs.getInt(4), 0), column(() -> rs.getLong(7), 0L), column(() -> rs.getBoolean(8), false),
                column(() -> rs.getString(9), null), column(() -> rs.getLong(12), 0L), column(() -> rs.getLong(13), 0L),
                column(() -> rs.getBoolean(14), false), problem(e));
        }
    }

    /** Reads one column of a damaged row. */
    @FunctionalInterface
    private interface Column<T> {
        T read() throws SQLException;
    }

    private static <T> T column(Column<T> c, T otherwise) {
        try {
            return c.read();
        } catch (SQLException | RuntimeException e) {
            return otherwise;
        }
    }

    /** What a damaged row's reading failed on, in a line: the error's kind and its first words. */
    private static String problem(Exception e) {
        String words = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
        return e.getClass().getSimpleName() + ": " + (words.length() > 200 ? words.substring(0, 200) + "…" : words);
    }

    /** A standing as stored: the scores joined by commas ({@code ""} when not known). */
    private static String scoresText(StoredTable.Standing standing) {
        StringBuilder sb = new StringBuilder();
        for (int p : standing.scores()) {
            sb.append(sb.length() == 0 ? "" : ",").append(p);
        }
        return sb.toString();
    }

    private static StoredTable.Standing standing(String scores, int winner) {
        if (scores == null || scores.isEmpty()) {
            return StoredTable.Standing.UNKNOWN;
        }
        List<Integer> out = new ArrayList<>();
        for (String p : scores.split(",", -1)) {
            out.add(Integer.parseInt(p));
        }
        return new StoredTable.Standing(out, winner);
    }

    private static String seatsText(List<StoredTable.Seat> seats) {
        return JsonSupport.mapper().writeValueAsString(seats);
    }

    private static List<StoredTable.Seat> seats(String text) {
        return List.of(JsonSupport.mapper().readValue(text, StoredTable.Seat[].class));
    }

    // ------------------------------------------------------------------------------------ listening

    @Override
    public void listen(Consumer<String> onChange) {
        if (notices != null) {
            notices.listen(onChange);
        }
    }

    @Override
    public void close() {
        if (notices != null) {
            notices.close();       // the last batch goes out before the connections close
        }
        pool.close();
    }
}
