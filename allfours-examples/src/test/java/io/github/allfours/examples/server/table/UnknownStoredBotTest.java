package io.github.allfours.examples.server.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.store.StoredTable;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table stored with a bot level this server does not offer (stored by a build that offered another, or edited
 * by hand) plays on: the takeover bot plays that seat, where the bot's move used to fail and leave the table
 * waiting for ever.
 */
class UnknownStoredBotTest {
    @TempDir
    Path dir;

    @Test
    void aSeatStoredWithAnUnknownBotIsPlayedByTheTakeoverBot() throws Exception {
        String url = ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir);
        ServerFixture.Table t;
        try (ServerFixture f = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http())) {
            t = f.create("{\"variant\":\"pitch\",\"players\":2,\"seed\":7,\"seats\":[\"player\",\"player\"]}");
        }
        try (Connection c = DriverManager.getConnection(url)) {
            List<StoredTable.Seat> seats;
            try (PreparedStatement ps = c.prepareStatement("SELECT seats FROM af_table WHERE id = ?")) {
                ps.setString(1, t.id());
                try (ResultSet rs = ps.executeQuery()) {
                    assertTrue(rs.next());
                    seats = new ArrayList<>(List.of(JsonSupport.mapper().readValue(rs.getString(1), StoredTable.Seat[].class)));
                }
            }
            seats.set(1, new StoredTable.Seat(null, "search@random"));     // a level only the arena takes now
            try (PreparedStatement ps = c.prepareStatement("UPDATE af_table SET seats = ? WHERE id = ?")) {
                ps.setString(1, JsonSupport.mapper().writeValueAsString(seats));
                ps.setString(2, t.id());
                assertEquals(1, ps.executeUpdate());
            }
        }
        try (ServerFixture f = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http())) {
            int mine = 0;
            for (int step = 0; step < 12; step++) {
                ServerFixture.Reply v = f.view(t, 0);
                assertEquals(200, v.status(), v::text);
                long version = v.version();
                if (v.view().path("toAct").asInt() == 0) {
                    ServerFixture.Reply r = f.act(t, 0, v.strings("legalActions").get(0), version);
                    assertEquals(200, r.status(), r::text);
                    mine++;
                } else {
                    ServerFixture.Reply after = f.awaitVersion(t, 0, version + 1);
                    assertTrue(after.version() > version, "the seat stored with an unknown bot moved (version " + version + ")");
                }
            }
            // every move not made here is the bot's: counted by the versions, however quickly it moved after each
            // of seat 0's moves (a view read after it had moved shows seat 0 to act again)
            long moves = f.view(t, 0).version();
            assertTrue(moves - mine > 0, "the unknown bot's seat moved: " + (moves - mine) + " of " + moves + " moves");
        }
    }
}
