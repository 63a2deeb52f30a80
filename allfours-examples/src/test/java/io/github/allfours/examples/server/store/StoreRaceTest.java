package io.github.allfours.examples.server.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Races between instances that the store itself must settle. */
class StoreRaceTest {
    /** Table t1, created at time 1,000 with its first chunk. */
    private static StoredTable created(JdbcTableStore store) {
        StoredTable t = new StoredTable("t1", "trinidad", 2, 2, 5, 0, 0, false, "owner",
            List.of(StoredTable.Seat.OPEN, StoredTable.Seat.OPEN), "127.0.0.1", 1_000, 1_000, false);
        store.create(t, "chunk 0\n");
        return t;
    }

    /** Expiry is decided again in the delete itself: a move stored after a table was listed as due keeps it. */
    @Test
    void aMoveStoredAfterTheListingKeepsItsTable(@TempDir Path dir) throws Exception {
        try (JdbcTableStore store = JdbcTableStore.sqlite(dir.resolve("tables.db"))) {
            StoredTable t = created(store);
            long idleBefore = 2_000;        // the table, last changed at 1,000, is due
            assertEquals(List.of("t1"), store.expired(Long.MIN_VALUE, idleBefore, 10));
            assertTrue(store.commitMove(t.afterMove(new StoredTable.Standing(java.util.List.of(0, 0), -1), 2_500), "chunk 1\n"), "a move comes in meanwhile");
            assertFalse(store.expire("t1", Long.MIN_VALUE, idleBefore), "no longer due: kept");
            assertEquals(2, store.chunks("t1").size(), "with its whole record");
            assertTrue(store.expire("t1", Long.MIN_VALUE, 3_000), "due again later: expired");
            assertTrue(store.find("t1").isEmpty());
            assertTrue(store.chunks("t1").isEmpty(), "and its record with it");
        }
        assertTrue(Files.exists(dir.resolve("tables.db")));
    }

    /**
     * A reload reads a row, then its record: a move stored by another instance in between must not make the
     * record longer than the row says (CI saw "at version 3 but its record has 5 chunks" as a 500).
     */
    @Test
    void aRecordIsReadThroughTheVersionOfTheRowThatWasRead(@TempDir Path dir) throws Exception {
        try (JdbcTableStore store = JdbcTableStore.sqlite(dir.resolve("tables.db"))) {
            StoredTable t = created(store);
            StoredTable read = store.find("t1").orElseThrow();
            assertTrue(store.commitMove(t.afterMove(new StoredTable.Standing(java.util.List.of(0, 0), -1), 2_000), "chunk 1\n"), "another instance moves");
            assertEquals(List.of("chunk 0\n"), store.chunks("t1", read.version()));
            assertEquals(List.of("chunk 0\n", "chunk 1\n"), store.chunks("t1"));
        }
    }
}
