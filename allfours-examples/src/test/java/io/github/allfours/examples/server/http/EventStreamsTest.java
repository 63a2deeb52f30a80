package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.examples.server.LogCapture;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.table.TableService;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The event streams and the view messages they carry, against what a table's age or a reader's slowness could
 * make of them: a stream resumed from far back is sent the current view, not every version; a view carries the
 * current hand's awards, not the match's; readers that never read delay no other table's stream; a stream closed
 * by its client is logged once, whatever was still to be sent to it.
 */
@Timeout(120)
class EventStreamsTest {
    private static final String FOUR_BOTS = "\"seats\":[\"random\",\"random\",\"random\",\"random\"]";
    private static final String FOUR_PLAYERS = "\"seats\":[\"player\",\"player\",\"player\",\"player\"]";

    @TempDir
    Path dir;
    ServerFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    private ServerFixture start() throws Exception {
        f = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)),
            TableService.Config.DEFAULT, ServerFixture.http());
        return f;
    }

    /** A match of four random bots to {@code target}, played to its end; its table's summary. */
    private JsonNode finishedMatch(int target) throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":11,\"target\":" + target + "," + FOUR_BOTS + "}");
        for (int i = 0; i < 6000; i++) {
            JsonNode row = f.send("GET", "/tables/" + t.id(), null, null).json();
            if (row.path("finished").asBoolean()) {
                return row;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the bots did not finish the match");
    }

    @Test
    void aStreamResumedFromFarBackIsSentTheCurrentViewNotEveryVersion() throws Exception {
        start();
        JsonNode t = finishedMatch(60);
        String id = t.path("table").asString();
        long version = t.path("version").asLong();
        assertTrue(version > 3L * TableService.KEPT_VERSIONS, "a long match: " + version);
        for (String from : List.of("-1", "0", Long.toString(version - TableService.KEPT_VERSIONS - 2))) {
            try (ServerFixture.Stream s = f.stream("/tables/" + id + "/spectate/events", null, from)) {
                ServerFixture.Event first = s.next();
                assertNotNull(first);
                assertEquals(Long.toString(version), first.id(), "Last-Event-ID " + from + ": the current view, only");
                assertNull(s.poll(300), "nothing more");
            }
        }
        // from a version still kept: every version after it, in order
        long seen = version - TableService.KEPT_VERSIONS + 1;
        try (ServerFixture.Stream s = f.stream("/tables/" + id + "/spectate/events", null, Long.toString(seen))) {
            for (long v = seen + 1; v <= version; v++) {
                ServerFixture.Event e = s.next();
                assertNotNull(e, "version " + v);
                assertEquals(Long.toString(v), e.id());
                assertFalse(e.json().path("lastMove").isNull());
            }
            assertNull(s.poll(300), "nothing more");
        }
    }

    @Test
    void aViewCarriesTheCurrentHandsAwardsNotTheMatchs() throws Exception {
        start();
        JsonNode t = finishedMatch(150);
        String id = t.path("table").asString();
        ServerFixture.Reply view = f.send("GET", "/tables/" + id + "/spectate", null, null);
        JsonNode v = view.view();
        int last = v.path("lastHandResult").path("hand").asInt();
        assertTrue(last > 10, "many hands were played: " + last);
        assertTrue(v.path("awards").size() > 0, view::text);
        int hand = v.path("awards").get(0).path("hand").asInt();
        assertTrue(hand >= last, "the awards of the hand the match ended in: " + hand);
        for (JsonNode award : v.path("awards")) {
            assertEquals(hand, award.path("hand").asInt(), () -> "an award of an earlier hand: " + award);
        }
        int total = 0;
        for (JsonNode score : v.path("scores")) {
            total += score.asInt();
        }
        assertTrue(total >= 150, "the scores are the match's: " + v.path("scores"));
        assertTrue(view.text().length() < 16 * 1024, "a view's size does not grow with the match: " + view.text().length());
        String record = f.send("GET", "/tables/" + id + "/record", null, null).text();
        long points = record.lines().filter(l -> l.startsWith("{\"type\":\"points\""))
            .mapToLong(l -> JsonSupport.mapper().readTree(l).path("points").asLong()).sum();
        assertEquals(total, points, "every award is in the record");
    }

    @Test
    void readersThatNeverReadDelayNoOtherTablesStream() throws Exception {
        start();
        ServerFixture.Table busy = f.create("{\"variant\":\"trinidad\",\"target\":10000," + FOUR_BOTS + "}");
        List<Socket> silent = new ArrayList<>();
        try {
            for (int i = 0; i < 40; i++) {
                Socket s = new Socket();
                s.setReceiveBufferSize(1024);
                s.connect(new InetSocketAddress("127.0.0.1", f.server.port()));
                OutputStream out = s.getOutputStream();
                out.write(("GET /tables/" + busy.id() + "/spectate/events HTTP/1.1\r\nHost: x\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                silent.add(s);          // never read
            }
            Thread.sleep(1500);         // the busy table fills what the silent readers' connections take
            ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":5," + FOUR_PLAYERS + "}");
            long version = 0;
            try (ServerFixture.Stream s = f.stream("/tables/" + t.id() + "/events", t.token(0), null)) {
                assertEquals("0", s.next().id());
                for (int i = 0; i < 12; i++) {
                    int toAct = f.view(t, 0).view().path("toAct").asInt();
                    ServerFixture.Reply r = f.act(t, toAct, f.view(t, toAct).strings("legalActions").get(0), version);
                    assertEquals(200, r.status(), r::text);
                    version = r.version();
                    ServerFixture.Event e = s.next();
                    assertNotNull(e, "version " + version + " was pushed to its reader");
                    assertEquals(Long.toString(version), e.id());
                }
            }
        } finally {
            for (Socket s : silent) {
                s.close();
            }
        }
    }

    @Test
    void aStreamClosedByItsClientIsLoggedOnceWhateverWasLeftToSend() throws Exception {
        start();
        try (LogCapture log = new LogCapture(Level.ALL, ViewStreams.class.getName(), "io.javalin")) {
            ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":12," + FOUR_PLAYERS + "}");
            long version = 0;
            for (int i = 0; i < 60; i++) {
                int toAct = f.view(t, 0).view().path("toAct").asInt();
                version = f.act(t, toAct, f.view(t, toAct).strings("legalActions").get(0), version).version();
            }
            try (ServerFixture.Stream s = f.stream("/tables/" + t.id() + "/events", t.token(0), "-1")) {
                assertEquals("0", s.next().id());
            }                                   // closed after the first of the 61 versions it is sent
            for (int i = 0; i < 20; i++) {      // pushes and keep-alive comments meet the closed connection
                int toAct = f.view(t, 0).view().path("toAct").asInt();
                version = f.act(t, toAct, f.view(t, toAct).strings("legalActions").get(0), version).version();
            }
            for (int i = 0; i < 100 && log.records().isEmpty(); i++) {
                Thread.sleep(50);
            }
            Thread.sleep(500);
            assertEquals(1, log.records().size(), () -> "one line for the closed stream: " + log.records().size() + ", "
                + log.messages().subList(0, Math.min(5, log.records().size())));
            assertTrue(log.messages().get(0).contains("event stream closed"), () -> log.messages().toString());
        }
    }

    @Test
    void aStreamWhoseReaderFallsTooFarBehindIsClosedOnce() {
        AtomicInteger closed = new AtomicInteger();
        List<EventStreams.Closed> why = new ArrayList<>();
        StalledOutput out = new StalledOutput();
        EventStreams.Stream s = newStream(out, 10_000);
        s.onClose(w -> {
            closed.incrementAndGet();
            why.add(w);
        });
        String data = "x".repeat(1000);
        int queued = 0;
        while (s.send("view", data, Integer.toString(queued))) {
            queued++;
            assertTrue(queued < 100, "the queue is bounded");
        }
        assertTrue(queued >= 8, "it queues up to its bound: " + queued);
        assertTrue(s.isClosed());
        assertFalse(s.send("view", data, "x"));
        assertFalse(s.comment("keep-alive"));
        s.close();
        assertEquals(1, closed.get(), "told once");
        assertEquals(List.of(EventStreams.Closed.TOO_SLOW), why);
        assertEquals(0, out.written.size(), "a reader that takes nothing is written nothing");
    }

    @Test
    void aStreamWritesWhatItQueuesAsItsReaderTakesIt() throws Exception {
        StalledOutput out = new StalledOutput();
        EventStreams.Stream s = newStream(out, 10_000);
        assertTrue(s.send("view", "{\"a\":1}", "7"));
        assertTrue(s.comment("keep-alive"));
        assertEquals(0, out.written.size());
        out.ready = true;
        out.listener.onWritePossible();
        assertEquals("id: 7\nevent: view\ndata: {\"a\":1}\n\n: keep-alive\n\n", out.written.toString(StandardCharsets.UTF_8));
        assertEquals(0, s.queued());
        assertTrue(out.flushed > 0);
    }

    /** A stream on an output of the test's, as {@link EventStreams#open} makes one on the container's. */
    private static EventStreams.Stream newStream(StalledOutput out, long limit) {
        EventStreams.Stream s = new EventStreams.Stream(out, limit);
        out.setWriteListener(new WriteListener() {
            @Override
            public void onWritePossible() {
                s.drain();
            }

            @Override
            public void onError(Throwable t) {
                throw new AssertionError(t);
            }
        });
        return s;
    }

    /** An output a reader takes nothing from until the test says so. */
    private static final class StalledOutput extends ServletOutputStream {
        final ByteArrayOutputStream written = new ByteArrayOutputStream();
        volatile boolean ready;
        int flushed;
        WriteListener listener;

        @Override
        public boolean isReady() {
            return ready;
        }

        @Override
        public void setWriteListener(WriteListener l) {
            listener = l;
        }

        @Override
        public void write(int b) {
            written.write(b);
        }

        @Override
        public void flush() {
            flushed++;
        }
    }
}
