package io.github.allfours.examples.load;

import io.github.allfours.examples.server.http.ServerConfig;
import io.github.allfours.examples.server.http.TableServer;
import io.github.allfours.examples.server.store.JdbcTableStore;
import io.github.allfours.examples.server.store.StoreException;
import io.github.allfours.examples.server.table.TableService;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * A table server on this machine for a load run or a slow-client probe: a store (a new SQLite file in a temporary
 * folder, or the database named), its service and the server on 127.0.0.1 at a free port, with no limit on the
 * tables a client may create a minute. Closing it stops the server, closes the service and the store, and deletes
 * the temporary folder.
 */
public final class LocalServer implements AutoCloseable {
    /**
     * How the service treats the tables of a load run: a silent player is taken over only after ten minutes, tables
     * are kept an hour, and there is no limit on their number.
     */
    public static final TableService.Config LOAD_TABLES = new TableService.Config(Duration.ofMinutes(10), "medium",
        Duration.ofHours(1), Duration.ofHours(1), Long.MAX_VALUE);

    private final Path temp;
    private final JdbcTableStore store;
    private final TableService service;
    private final TableServer server;
    private final ServerConfig config;

    private LocalServer(Path temp, JdbcTableStore store, TableService.Config tables) {
        this.temp = temp;
        this.store = store;
        this.config = ServerConfig.defaults("127.0.0.1", 0).withCreatesPerMinute(Integer.MAX_VALUE);
        TableService s = new TableService(store, tables, System::currentTimeMillis);
        try {
            this.server = TableServer.start(s, config);
        } catch (RuntimeException e) {
            s.close();
            throw e;
        }
        this.service = s;
    }

    /**
     * Opens the store and starts the server.
     *
     * @param db     a SQLite file or a JDBC URL ({@code jdbc:postgresql://...}, the password from the environment
     *               variable {@code ALLFOURS_DB_PASSWORD}), or {@code null} for a new SQLite file in a temporary
     *               folder
     * @param tables how the service treats tables
     * @return the running server
     * @throws IOException      if the temporary folder cannot be made
     * @throws StoreException   if the database cannot be opened (the message names the cause)
     * @throws RuntimeException if the server cannot start (the store is then closed and the folder deleted)
     */
    public static LocalServer start(String db, TableService.Config tables) throws IOException {
        Path temp = db == null ? Files.createTempDirectory("allfours-load") : null;
        JdbcTableStore store = null;
        try {
            store = temp != null ? JdbcTableStore.sqlite(temp.resolve("tables.db"))
                : db.startsWith("jdbc:") ? JdbcTableStore.open(db, null, System.getenv("ALLFOURS_DB_PASSWORD"))
                : JdbcTableStore.sqlite(Path.of(db));
            return new LocalServer(temp, store, tables);
        } catch (RuntimeException e) {
            if (store != null) {
                store.close();
            }
            deleteTree(temp);
            throw e;
        }
    }

    /** Returns the running server. */
    public TableServer server() {
        return server;
    }

    /** Returns the server's configuration (its request timeout, minimum body rate, requests per address). */
    public ServerConfig config() {
        return config;
    }

    /** Returns the store, to check the records a run left. */
    public JdbcTableStore store() {
        return store;
    }

    /** Stops the server, closes the service and the store, and deletes a temporary database. */
    @Override
    public void close() {
        try {
            server.close();
            service.close();
            store.close();
        } finally {
            deleteTree(temp);
        }
    }

    private static void deleteTree(Path dir) {
        if (dir == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete the load run's database in " + dir, e);
        }
    }
}
