package io.github.allfours.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
