package io.github.allfours.examples.server.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.examples.server.JsonSupport;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A database made by an earlier version of the server is upgraded in place, its tables kept and listed. */
class StoreMigrationTest {
    @TempDir
    Path dir;

    @Test
    void tablesStoredBeforeTheOpenSeatColumnAreListedByTheirSeats() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("old.db");
        Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").target("2").load().migrate();
        List<List<StoredTable.Seat>> seatings = List.of(
            List.of(StoredTable.Seat.OPEN, new StoredTable.Seat("a".repeat(64), null)),
            List.of(new StoredTable.Seat("b".repeat(64), null), new StoredTable.Seat(null, "easy")),
            List.of(new StoredTable.Seat("c".repeat(64), "medium"), StoredTable.Seat.OPEN),
            List.of(new StoredTable.Seat(null, "hard"), new StoredTable.Seat("d".repeat(64), "easy")));
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement ps = c.prepareStatement("INSERT INTO af_table (id, variant, players, sides, seed, revision,"
                 + " version, finished, owner_hash, seats, creator, created_at, updated_at) VALUES (?, 'pitch', 2, 2, 1, 0, 0,"
                 + " FALSE, ?, ?, '127.0.0.1', ?, ?)")) {
            for (int i = 0; i < seatings.size(); i++) {
                ps.setString(1, "t" + i);
                ps.setString(2, "e".repeat(64));
                ps.setString(3, JsonSupport.mapper().writeValueAsString(seatings.get(i)));   // as the store writes them
                ps.setLong(4, 1000 + i);
                ps.setLong(5, 1000 + i);
                ps.executeUpdate();
            }
        }
        try (JdbcTableStore store = JdbcTableStore.open(url, null, null)) {      // migrates to the newest schema
            List<String> open = new ArrayList<>();
            store.list(new TableStore.Query(true, null, null, 10)).forEach(t -> open.add(t.id()));
            assertEquals(List.of("t2", "t0"), open, "the tables with an open seat, newest first");
            assertEquals(4, store.list(new TableStore.Query(false, "pitch", null, 10)).size());
            assertEquals(List.of("t1", "t0"), ids(store.list(new TableStore.Query(false, null,
                new TableStore.Position(1002, "t2"), 10))));
        }
    }

    @Test
    void tablesStoredBeforeStandingsAndRematchesReadWithNoneAndTakeThemOnTheirNextMove() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("v3.db");
        Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration").target("3").load().migrate();
        List<StoredTable.Seat> seats = List.of(new StoredTable.Seat("a".repeat(64), null), new StoredTable.Seat(null, "easy"));
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement ps = c.prepareStatement("INSERT INTO af_table (id, variant, players, sides, seed, revision,"
                 + " version, finished, owner_hash, seats, creator, created_at, updated_at, seed_chosen, open_seat)"
                 + " VALUES ('t0', 'pitch', 2, 2, 1, 0, 0, FALSE, ?, ?, '127.0.0.1', 1000, 1000, FALSE, FALSE)")) {
            ps.setString(1, "e".repeat(64));
            ps.setString(2, JsonSupport.mapper().writeValueAsString(seats));
            ps.executeUpdate();
        }
        try (JdbcTableStore store = JdbcTableStore.open(url, null, null)) {
            StoredTable t = store.find("t0").orElseThrow();
            assertEquals(StoredTable.Standing.UNKNOWN, t.standing());
            assertEquals(null, t.rematch());
            assertEquals(0, t.said());
            assertEquals(seats, t.seats(), "seats stored without names read as before");
            StoredTable moved = t.afterMove(new StoredTable.Standing(List.of(3, 1), -1), 2000);
            assertEquals(true, store.commitMove(moved, "chunk 1\n"));
            assertEquals(List.of(3, 1), store.find("t0").orElseThrow().standing().scores());
            assertEquals(1, store.say("t0", 0, "hello", 2500));
            assertEquals(List.of(new TableStore.Said(1, 0, "hello", 2500)), store.said("t0", 0));
        }
    }

    private static List<String> ids(List<TableStore.Listed> rows) {
        List<String> out = new ArrayList<>();
        rows.forEach(t -> out.add(t.id()));
        return out;
    }
}
