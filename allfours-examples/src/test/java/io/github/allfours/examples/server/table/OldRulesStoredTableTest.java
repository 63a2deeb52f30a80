package io.github.allfours.examples.server.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.LogCapture;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.record.ActionLine;
import io.github.allfours.record.GameRecordReader;
import io.github.allfours.record.RecordLine;
import io.github.allfours.testkit.OldRecords;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A table stored by a server of the earlier table-mode rules still loads and plays on (docs/rules.md, "Table mode",
 * decisions 14 and 15). The test kit's {@link OldRecords} are what that server stored
 * for these tables, chunk by chunk: a California Jack table whose legal sets list calls of face-up stock cards, and a
 * Trinidad table where a revoke called on its trick was scored at the call. The table is made and played here with
 * the same seed and moves, then its stored chunks are replaced by the old ones, and a new server loads it: the
 * current rules no longer write that record, so the table is loaded by its actions, to the same state, and a move is
 * accepted.
 */
class OldRulesStoredTableTest {
    @TempDir
    Path dir;

    @Test
    void aCaliforniaJackTableListingCallsOfStockCardsLoads() throws Exception {
        loadsAndPlaysOn("california-jack", "{\"variant\":\"california-jack\",\"players\":2,\"seed\":7,"
            + "\"seats\":[\"player\",\"player\"],\"options\":{\"tableMode\":true}}");
    }

    @Test
    void aTrinidadTableWithACallScoredBeforeItsTrickWasCompleteLoads() throws Exception {
        loadsAndPlaysOn("trinidad-call-on-trick", "{\"variant\":\"trinidad\",\"players\":4,\"seed\":11,"
            + "\"seats\":[\"player\",\"player\",\"player\",\"player\"],\"options\":{\"tableMode\":true}}");
    }

    private void loadsAndPlaysOn(String name, String body) throws Exception {
        String old = OldRecords.read(name);
        List<String> chunks = chunks(old);
        String url = ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir);
        ServerFixture.Table t;
        JsonNode before;
        long version = 0;
        try (ServerFixture f = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http())) {
            t = f.create(body);
            for (RecordLine line : GameRecordReader.readAll(old)) {
                if (line instanceof ActionLine a) {
                    ServerFixture.Reply r = f.act(t, a.seat(), a.action().notation(), version);
                    assertEquals(200, r.status(), r::text);
                    version = r.version();
                }
            }
            before = f.view(t, 0).view();
        }
        assertEquals(chunks.size() - 1, version);
        try (Connection c = DriverManager.getConnection(url);
             PreparedStatement ps = c.prepareStatement("UPDATE af_record SET lines = ? WHERE table_id = ? AND version = ?")) {
            for (int v = 0; v < chunks.size(); v++) {
                ps.setString(1, chunks.get(v));
                ps.setString(2, t.id());
                ps.setLong(3, v);
                assertEquals(1, ps.executeUpdate());
            }
        }
        try (LogCapture log = new LogCapture(Level.ALL, TableCache.class.getName());
             ServerFixture f = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http())) {
            ServerFixture.Reply v = f.view(t, 0);
            assertEquals(200, v.status(), v::text);
            assertEquals(version, v.version());
            assertEquals(before, v.view(), "the state the current rules give for the same moves");
            assertTrue(log.messages().stream().anyMatch(m -> m.contains("written under earlier rules")), log.messages()::toString);
            int toAct = v.view().path("toAct").asInt();
            ServerFixture.Reply mine = f.view(t, toAct);
            String move = mine.strings("legalActions").get(0);
            ServerFixture.Reply r = f.act(t, toAct, move, version);
            assertEquals(200, r.status(), r::text);
            assertEquals(version + 1, r.version());
            ServerFixture.Reply rec = f.send("GET", "/tables/" + t.id() + "/record", null, null);
            assertEquals(200, rec.status(), rec::text);
        }
    }


    /** A record as a table stores it: the match and first deal, then one chunk a move (its action and what followed). */
    static List<String> chunks(String record) {
        List<String> out = new ArrayList<>();
        StringBuilder chunk = new StringBuilder();
        for (String line : record.split("\n")) {
            if (line.startsWith("{\"type\":\"action\"")) {
                out.add(chunk.toString());
                chunk.setLength(0);
            }
            chunk.append(line).append('\n');
        }
        out.add(chunk.toString());
        return out;
    }
}
