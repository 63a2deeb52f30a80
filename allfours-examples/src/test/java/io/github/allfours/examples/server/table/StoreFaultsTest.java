package io.github.allfours.examples.server.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.cli.ChildJvm;
import io.github.allfours.examples.server.LogCapture;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.http.TableServer;
import io.github.allfours.examples.server.store.DelegatingStore;
import io.github.allfours.examples.server.store.JdbcTableStore;
import io.github.allfours.examples.server.store.StoreException;
import io.github.allfours.examples.server.store.TableStore;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.SimpleFormatter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The table server when its database fails or holds what it should not: a full disk (the store recovers by
 * itself once there is room and its log says why it failed), a read-only database (refused at start, saying so),
 * and a table expiring while its record is read (the record or 404).
 */
@Timeout(120)
class StoreFaultsTest {
    /** The SQLite database's limit in pages of 4 KiB in {@link #aFullDiskIsSurvivedAndItsCauseLogged}: 256 KiB. */
    private static final int PAGES = 64;

    @TempDir
    Path dir;
    ServerFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    @Test
    void aFullDiskIsSurvivedAndItsCauseLogged() throws Exception {
        Path file = dir.resolve("full.db");
        // SQLite's max_page_count makes a database "full" as a full disk does (SQLITE_FULL); pages freed inside the
        // file by another connection are room again, as a disk with space freed
        f = new ServerFixture(ServerFixture.open("jdbc:sqlite:" + file + "?max_page_count=" + PAGES),
            TableService.Config.DEFAULT, ServerFixture.http());
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":3,"
            + "\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
        long version = move(t, 0);
        assertEquals(1, version);
        try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = other.createStatement()) {
            st.execute("CREATE TABLE filler (b BLOB)");
            st.execute("INSERT INTO filler VALUES (zeroblob(" + PAGES * 4096 + "))");
        }
        ServerFixture.Reply refused = null;
        try (LogCapture log = new LogCapture(Level.WARNING, TableServer.class.getName())) {
            for (int i = 0; i < 200 && refused == null; i++) {
                ServerFixture.Reply r = act(t, version);
                if (r.status() == 200) {
                    version = r.version();
                } else {
                    refused = r;
                }
            }
            assertNotNull(refused, "the database filled up");
            assertEquals(503, refused.status(), refused::text);
            assertEquals("STORE_UNAVAILABLE", refused.error());
            assertFalse(refused.text().contains(dir.toString()), refused::text);
            assertEquals(200, f.send("GET", "/health", null, null).status(), "the database still answers reads");
            assertEquals(200, f.view(t, 0).status());
            String logged = String.join("\n", formatted(log.records()));
            assertTrue(logged.contains("database or disk is full"), () -> "the log names the full disk: " + logged);
        }
        try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = other.createStatement()) {
            st.execute("DELETE FROM filler");
        }
        ServerFixture.Reply again = act(t, version);
        assertEquals(200, again.status(), again::text);
        assertEquals(version + 1, again.version(), "the store recovered by itself: the refused move was not stored, "
            + "the next one is");
        assertEquals(version + 2, f.store.chunks(t.id()).size(), "its record has every stored move once");
    }

    private ServerFixture.Reply act(ServerFixture.Table t, long version) throws Exception {
        int toAct = f.view(t, 0).view().path("toAct").asInt();
        return f.act(t, toAct, f.view(t, toAct).strings("legalActions").get(0), version);
    }

    private long move(ServerFixture.Table t, long version) throws Exception {
        ServerFixture.Reply r = act(t, version);
        assertEquals(200, r.status(), r::text);
        return r.version();
    }

    private static List<String> formatted(List<LogRecord> records) {
        SimpleFormatter whole = new SimpleFormatter();
        List<String> out = new ArrayList<>();
        for (LogRecord r : records) {
            out.add(whole.format(r));          // the message and the stack trace, causes and suppressed included
        }
        return out;
    }

    @Test
    void aReadOnlyDatabaseIsRefusedAtStartSayingSo() throws Exception {
        Path file = dir.resolve("read-only.db");
        JdbcTableStore.sqlite(file).close();                       // made and migrated
        StoreException e = assertThrows(StoreException.class,
            () -> JdbcTableStore.open(readOnly(file), null, null));
        assertTrue(e.getMessage().startsWith("sqlite:file:" + file + " is read-only ("), e::getMessage);
        assertTrue(e.getMessage().contains("must be able to write"), e::getMessage);

        Path fresh = Files.createFile(dir.resolve("fresh.db"));     // an empty database: every migration to run
        StoreException m = assertThrows(StoreException.class,
            () -> JdbcTableStore.open(readOnly(fresh), null, null));
        assertTrue(m.getMessage().startsWith("sqlite:file:" + fresh + " is read-only ("), m::getMessage);
    }

    /**
     * A database SQLite opens read-only (its URI's {@code mode=ro}), as it opens a file the server may not write:
     * the tests may run as root, whom a file's permissions do not stop.
     */
    private static String readOnly(Path file) {
        return "jdbc:sqlite:file:" + file + "?mode=ro";
    }

    @Test
    void serveStopsOnAReadOnlyDatabaseSayingSo() throws Exception {
        Path file = dir.resolve("read-only.db");
        JdbcTableStore.sqlite(file).close();
        List<String> command = new ArrayList<>(ChildJvm.allfours());
        command.addAll(List.of("serve", "--port", "0", "--db", readOnly(file)));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out;
        try {
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "serve stopped");
            out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        } finally {
            p.destroyForcibly();
        }
        assertEquals(1, p.exitValue(), out);
        assertTrue(out.contains("allfours serve: sqlite:file:" + file + " is read-only (") && out.contains("readonly"),
            () -> "serve says the database is read-only: " + out);
    }

    @Test
    void aDamagedRowMakesOnlyItsOwnTableUnavailable() throws Exception {
        String url = ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir);
        TableService.Config takeovers = new TableService.Config(java.time.Duration.ofMillis(300), "easy",
            java.time.Duration.ofMinutes(10), java.time.Duration.ofHours(1), 1000);
        f = new ServerFixture(ServerFixture.open(url), takeovers, ServerFixture.http());
        ServerFixture.Table bad = f.create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"player\",\"player\"]}");
        ServerFixture.Table silent = f.create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"player\",\"player\"]}");
        f.close();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("UPDATE af_table SET seats = '[{\"tokenHash\":' WHERE id = '" + bad.id() + "'");   // cut short
        }
        try (LogCapture log = new LogCapture(Level.WARNING, TableCache.class.getName(), TableBots.class.getName(),
            TableServer.class.getName())) {
            f = new ServerFixture(ServerFixture.open(url), takeovers, ServerFixture.http());
            ServerFixture.Reply list = f.send("GET", "/tables", null, null);
            assertEquals(200, list.status(), list::text);
            for (var t : list.json().path("tables")) {
                boolean isBad = t.path("table").asString().equals(bad.id());
                assertEquals(isBad, t.path("damaged").asBoolean(), t::toString);
                assertEquals(isBad ? "[]" : "[\"player\",\"player\"]", t.path("seats").toString(), t::toString);
            }
            assertTrue(f.send("GET", "/tables/" + bad.id(), null, null).json().path("damaged").asBoolean());
            ServerFixture.Reply view = f.view(bad, 0);
            assertEquals(500, view.status(), view::text);
            assertEquals("TABLE_DAMAGED", view.error());
            assertFalse(view.text().contains("tokenHash"), "the log says what is wrong, the answer does not");
            assertEquals("TABLE_DAMAGED", f.act(bad, 0, "pass", 0).error());

            // the sweeps go on: a bot takes the silent player's seat over at the other table
            ServerFixture.Reply taken = null;
            for (int i = 0; i < 250 && taken == null; i++) {
                ServerFixture.Reply v = f.view(silent, 0);
                if (v.json().path("seats").toString().contains("bot:easy")) {
                    taken = v;
                }
                Thread.sleep(20);
            }
            assertNotNull(taken, "the sweeps went on past the damaged table");

            assertEquals("NOT_OWNER", f.send("DELETE", "/tables/" + bad.id(), silent.owner(), null).error());
            assertEquals("NOT_OWNER", f.send("DELETE", "/tables/" + bad.id(), bad.token(0), null).error());
            assertEquals(204, f.send("DELETE", "/tables/" + bad.id(), bad.owner(), null).status(), "its owner deletes it");
            assertEquals("UNKNOWN_TABLE", f.send("GET", "/tables/" + bad.id(), null, null).error());
            long lines = log.messages().stream().filter(m -> m.contains(bad.id())).count();
            assertEquals(1, lines, () -> "the damage is logged once: " + log.messages());
            assertTrue(log.messages().get(0).contains("its stored row cannot be read: ") && log.messages().get(0).contains("end-of-input"),
                () -> log.messages().toString());
        }
    }

    @Test
    void aDamagedRecordMakesOnlyItsOwnTableUnavailable() throws Exception {
        String url = ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir);
        f = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http());
        ServerFixture.Table bad = f.create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"player\",\"player\"]}");
        ServerFixture.Table good = f.create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"player\",\"player\"]}");
        f.close();
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            st.execute("UPDATE af_record SET lines = '{\"type\":\"match\"}' WHERE table_id = '" + bad.id() + "'");
        }
        try (LogCapture log = new LogCapture(Level.WARNING, TableCache.class.getName())) {
            f = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http());
            for (int i = 0; i < 3; i++) {
                assertEquals("TABLE_DAMAGED", f.view(bad, 0).error());
            }
            assertEquals(200, f.view(good, 0).status());
            assertEquals(1, log.records().size(), () -> "logged once, not read again: " + log.messages());
            assertTrue(f.send("GET", "/tables/" + bad.id(), null, null).json().path("damaged").asBoolean());
            assertFalse(f.send("GET", "/tables/" + good.id(), null, null).json().path("damaged").asBoolean());
            ServerFixture.Reply record = f.send("GET", "/tables/" + bad.id() + "/record", null, null);
            assertEquals("TABLE_DAMAGED", record.error(), record::text);
            assertEquals(204, f.send("DELETE", "/tables/" + bad.id(), bad.owner(), null).status());
        }
    }

    @Test
    void aTableExpiringWhileItsRecordIsReadIsNotFoundNeverEmpty() throws Exception {
        ExpiringStore store = new ExpiringStore(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)));
        f = new ServerFixture(store, TableService.Config.DEFAULT, ServerFixture.http());
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
        assertEquals(200, f.send("GET", "/tables/" + t.id() + "/record", null, null).status());
        store.beforeRecordRead = id -> store.delete(id);          // the sweep expires it just before the read
        ServerFixture.Reply r = f.send("GET", "/tables/" + t.id() + "/record", null, null);
        assertEquals(404, r.status(), () -> r.status() + " \"" + r.text() + "\"");
        assertEquals("UNKNOWN_TABLE", r.error());
    }

    /** A store that runs a test's action just before a record is read. */
    static final class ExpiringStore extends DelegatingStore {
        volatile Consumer<String> beforeRecordRead = id -> { };

        ExpiringStore(TableStore store) {
            super(store);
        }

        @Override
        public List<String> chunks(String id) {
            beforeRecordRead.accept(id);
            return super.chunks(id);
        }
    }
}
