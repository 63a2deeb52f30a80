package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.table.TableService;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.variants.Variants;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Two server instances sharing tables in one PostgreSQL database. */
@Timeout(120)
class SharedPostgresTest {
    @TempDir
    Path dir;
    ServerFixture a;
    ServerFixture b;

    @AfterEach
    void stop() {
        if (a != null) {
            a.close();
        }
        if (b != null) {
            b.close();
        }
    }

    @Test
    void oneConditionalUpdateDecidesRacesAcrossInstancesAndNotifyPushesTheOther() throws Exception {
        String url = ServerFixture.newDatabase(ServerFixture.Db.POSTGRES, dir);
        a = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http());
        b = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http());
        ServerFixture.Table t = a.create("{\"variant\":\"trinidad\",\"seed\":21,"
            + "\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        long applied = 0;
        try (ServerFixture.Stream onB = b.stream("/tables/" + t.id() + "/events", t.token(0), null)) {
            assertEquals("0", onB.next().id());
            for (int round = 0; round < 12; round++) {
                ServerFixture viewer = round % 2 == 0 ? a : b;
                int toAct = viewer.view(t, 0).view().path("toAct").asInt();
                ServerFixture.Reply mine = viewer.view(t, toAct);
                assertEquals(applied, mine.version(), "both instances see every stored move");
                String move = mine.strings("legalActions").get(0);
                long version = applied;
                Future<ServerFixture.Reply> viaA = pool.submit(() -> a.act(t, toAct, move, version));
                Future<ServerFixture.Reply> viaB = pool.submit(() -> b.act(t, toAct, move, version));
                List<ServerFixture.Reply> replies = List.of(viaA.get(), viaB.get());
                int ok = 0;
                for (ServerFixture.Reply r : replies) {
                    if (r.status() == 200) {
                        ok++;
                    } else {
                        assertEquals(409, r.status(), r::text);
                        assertEquals("STALE_VERSION", r.error(), r::text);
                    }
                }
                assertEquals(1, ok, "exactly one instance stores the move");
                applied++;
                ServerFixture.Event pushed = onB.next();
                assertNotNull(pushed, "instance B pushes the move, wherever it was stored");
                assertEquals(Long.toString(applied), pushed.id());
            }
        } finally {
            pool.shutdown();
        }
        VerificationResult vr = new RecordVerifier(Variants.resolver()).verify(String.join("", a.store.chunks(t.id())));
        assertTrue(vr.discrepancy().isEmpty() || vr.discrepancy().get().kind()
            == io.github.allfours.record.Discrepancy.Kind.INCOMPLETE, vr::toString);
        assertEquals(applied, vr.actions(), "no move lost, none applied twice");
        List<String> seenByB = new ArrayList<>();
        seenByB.add(b.view(t, 0).json().path("view").toString());
        assertEquals(a.view(t, 0).json().path("view").toString(), seenByB.get(0));
    }

    @Test
    void aSeatTakenOnOneInstanceIsKnownAtOnceOnTheOther() throws Exception {
        String url = ServerFixture.newDatabase(ServerFixture.Db.POSTGRES, dir);
        a = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http());
        b = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http());
        ServerFixture.Table t = b.create("{\"variant\":\"pitch\",\"players\":2,\"seed\":5,\"seats\":[\"player\",\"open\"]}");
        assertEquals(0, a.view(t, 0).version(), "instance A holds the table in memory from here on");
        ServerFixture.Reply joined = b.send("POST", "/tables/" + t.id() + "/seats/1", null, "{}");
        assertEquals(201, joined.status(), joined::text);
        String token = joined.json().path("token").asString();
        ServerFixture.Table both = new ServerFixture.Table(t.id(), t.owner(), List.of(t.token(0), token));
        // at once on A (which has not heard of the join yet): the new token is a seat's, the version is not current
        ServerFixture.Reply stale = a.act(both, 1, "pass", 99);
        assertEquals(409, stale.status(), stale::text);
        assertEquals("STALE_VERSION", stale.error(), stale::text);
        int toAct = b.view(both, 1).view().path("toAct").asInt();
        String move = b.view(both, toAct).strings("legalActions").get(0);
        ServerFixture.Reply moved = a.act(both, toAct, move, 0);
        assertEquals(200, moved.status(), moved::text);
        assertEquals(1, a.view(both, 1).version());
    }

    @Test
    void aReadAfterAMoveAnsweredByAnotherInstanceShowsThatMoveOrALaterOne() throws Exception {
        String url = ServerFixture.newDatabase(ServerFixture.Db.POSTGRES, dir);
        a = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http());
        b = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http());
        ServerFixture.Table t = b.create("{\"variant\":\"trinidad\",\"seed\":22,"
            + "\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
        assertEquals(0, a.view(t, 0).version(), "instance A holds the table in memory from here on");
        for (int round = 0; round < 24; round++) {
            // the seat to act moves on B, then reads at once on A (before A hears of the move from B)
            int toAct = b.view(t, 0).view().path("toAct").asInt();
            ServerFixture.Reply mine = b.view(t, toAct);
            ServerFixture.Reply moved = b.act(t, toAct, mine.strings("legalActions").get(0), mine.version());
            assertEquals(200, moved.status(), moved::text);
            long version = moved.version();
            ServerFixture.Reply onA = a.view(t, toAct);
            assertEquals(200, onA.status(), onA::text);
            assertTrue(onA.version() >= version, "round " + round + ": the move answered " + version + " on B, A showed "
                + onA.version());
            ServerFixture.Reply spectator = a.send("GET", "/tables/" + t.id() + "/spectate", null, null);
            assertTrue(spectator.version() >= version, "round " + round + ": a spectator on A saw " + spectator.version());
        }
        // and the record on A has every move answered on B
        String record = a.send("GET", "/tables/" + t.id() + "/record", null, null).text();
        assertEquals(24, record.lines().filter(l -> l.contains("\"type\":\"action\"")).count(), record);
    }
}
