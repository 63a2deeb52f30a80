package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.LogCapture;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.table.TableService;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.SimpleFormatter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** What keeps the server up against careless or hostile clients: errors, limits, timeouts, CORS, logs, expiry. */
@Timeout(120)
class TableServerHardeningTest {
    @TempDir
    Path dir;
    ServerFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    ServerFixture start(TableService.Config tables, ServerConfig http) throws Exception {
        f = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)), tables, http);
        return f;
    }

    @Test
    void everyErrorIsTheDocumentedJson() throws Exception {
        start(TableService.Config.DEFAULT, ServerFixture.http());
        ServerFixture.Reply notFound = f.send("GET", "/nowhere", null, null);
        assertEquals(404, notFound.status());
        assertEquals("NOT_FOUND", notFound.error());
        ServerFixture.Reply wrongMethod = f.send("PUT", "/tables", null, "{}");
        assertEquals(405, wrongMethod.status());
        assertEquals("METHOD_NOT_ALLOWED", wrongMethod.error());
        HttpResponse<String> untyped = f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables"))
            .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(415, untyped.statusCode(), "a body must say it is JSON");
        assertTrue(untyped.body().contains("\"error\":\"UNSUPPORTED_MEDIA_TYPE\""), untyped.body());
        HttpResponse<String> textPlain = f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables"))
            .header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
            HttpResponse.BodyHandlers.ofString());
        assertEquals(415, textPlain.statusCode());
        ServerFixture.Reply big = f.send("POST", "/tables", null, "{\"variant\":\"" + "x".repeat(20_000) + "\"}");
        assertEquals(413, big.status(), big::text);
        assertEquals("BODY_TOO_LARGE", big.error());
        for (String body : List.of("{\"variant\":", "[1]", "null", "{\"players\":\"4\"}", "{\"players\":4.5}",
            "{\"players\":4,\"players\":4}", "{\"colour\":\"red\"}", "{} {}")) {
            ServerFixture.Reply r = f.send("POST", "/tables", null, body);
            assertEquals(400, r.status(), body);
            assertEquals("BAD_REQUEST", r.error(), body);
        }
        assertEquals("BAD_REQUEST", f.send("POST", "/tables", null, "{\"variant\":\"nosuch\"}").error());
        assertEquals("BAD_REQUEST", f.send("POST", "/tables", null, "{\"variant\":\"trinidad\",\"players\":5}").error());

        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
        ServerFixture.Reply malformed = f.act(t, 1, "play ZZ", 0);
        assertEquals(400, malformed.status());
        assertEquals("MALFORMED_ACTION", malformed.error());
        ServerFixture.Reply noVersion = f.send("POST", "/tables/" + t.id() + "/actions", t.token(1), "{\"action\":\"beg\"}");
        assertEquals("BAD_REQUEST", noVersion.error());
        ServerFixture.Reply stale = f.act(t, 1, "beg", 5);
        assertEquals(409, stale.status());
        assertEquals("STALE_VERSION", stale.error());

        // Jetty's own refusals are JSON too
        String raw = rawExchange("GARBAGE\r\n\r\n");
        assertTrue(raw.startsWith("HTTP/1.1 400"), raw);
        assertTrue(raw.toLowerCase().contains("content-type: application/json"), raw);
        assertTrue(raw.contains("\"error\":\"BAD_REQUEST\""), raw);
        String longHeader = rawExchange("GET /tables HTTP/1.1\r\nHost: x\r\nX-Big: " + "y".repeat(20_000) + "\r\n\r\n");
        assertTrue(longHeader.startsWith("HTTP/1.1 431"), longHeader);
        assertTrue(longHeader.contains("\"error\":\"HEADERS_TOO_LARGE\""), longHeader);
        // a malformed query is refused, not read as if the parameter were absent (java.net.URI refuses to send it)
        for (String query : List.of("limit=%zz", "limit=5%", "limit=%1", "open=true&limit=%g0")) {
            String answer = rawExchange("GET /tables?" + query + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 400"), query + ": " + answer);
            assertTrue(answer.contains("the query string is not well-formed"), answer);
        }
        String http09 = rawExchange("GET /tables\r\n\r\n");           // HTTP/0.9: a request line without a version
        assertTrue(http09.startsWith("HTTP/1.1 505"), http09);
        assertTrue(http09.contains("\"error\":\"HTTP_VERSION_NOT_SUPPORTED\""), http09);
    }

    private String rawExchange(String request) throws IOException {
        try (Socket s = new Socket("127.0.0.1", f.server.port())) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            return readAll(s.getInputStream());
        }
    }

    private static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] b = new byte[4096];
        try {
            int n;
            while ((n = in.read(b)) > 0) {
                out.write(b, 0, n);
                String sofar = out.toString(StandardCharsets.ISO_8859_1);
                int end = sofar.indexOf("\r\n\r\n");
                if (end > 0) {
                    int cl = sofar.toLowerCase().indexOf("content-length: ");
                    if (cl > 0) {
                        int len = Integer.parseInt(sofar.substring(cl + 16, sofar.indexOf("\r\n", cl)).strip());
                        if (out.size() >= end + 4 + len) {
                            break;
                        }
                    }
                }
            }
        } catch (SocketTimeoutException | java.net.SocketException e) {
            // what was read is the answer
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    @Test
    void healthSaysUnavailableWhenTheDatabaseDoesNotAnswer() throws Exception {
        start(TableService.Config.DEFAULT, ServerFixture.http());
        assertEquals("{\"status\":\"ok\",\"store\":\"sqlite\"}", f.send("GET", "/health", null, null).text());
        f.store.close();
        ServerFixture.Reply down = f.send("GET", "/health", null, null);
        assertEquals(503, down.status(), down::text);
        assertEquals("{\"status\":\"unavailable\",\"store\":\"sqlite\"}", down.text());
        ServerFixture.Reply list = f.send("GET", "/tables", null, null);
        assertEquals(503, list.status(), list::text);
        assertEquals("STORE_UNAVAILABLE", list.error());
        assertFalse(list.text().contains(dir.toString()), "no path of the database in any answer: " + list.text());
    }

    @Test
    void aClientMayCreateOnlySoManyTablesAMinute() throws Exception {
        start(TableService.Config.DEFAULT, ServerFixture.http().withCreatesPerMinute(3));
        for (int i = 0; i < 3; i++) {
            f.create("{}");
        }
        ServerFixture.Reply limited = f.send("POST", "/tables", null, "{}");
        assertEquals(429, limited.status());
        assertEquals("RATE_LIMITED", limited.error());
        long retry = Long.parseLong(limited.response().headers().firstValue("Retry-After").orElseThrow());
        assertTrue(retry >= 1 && retry <= 20, "Retry-After " + retry);
        assertEquals(200, f.send("GET", "/tables", null, null).status(), "other requests are not limited");
    }

    @Test
    void corsAllowsTheConfiguredOriginsOnly() throws Exception {
        start(TableService.Config.DEFAULT, ServerFixture.http().withCorsOrigins(List.of("https://cards.example")));
        HttpResponse<String> pre = f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables"))
            .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
            .header("Origin", "https://cards.example")
            .header("Access-Control-Request-Method", "POST")
            .header("Access-Control-Request-Headers", "authorization,content-type").build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(pre.statusCode() < 300, pre::toString);
        assertEquals("https://cards.example", pre.headers().firstValue("Access-Control-Allow-Origin").orElse(null));
        String allowed = pre.headers().firstValue("Access-Control-Allow-Headers").orElse("").toLowerCase();
        assertTrue(allowed.contains("authorization") && allowed.contains("content-type"), allowed);

        HttpResponse<String> get = f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables"))
            .header("Origin", "https://cards.example").build(), HttpResponse.BodyHandlers.ofString());
        assertEquals("https://cards.example", get.headers().firstValue("Access-Control-Allow-Origin").orElse(null));
        HttpResponse<String> other = f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables"))
            .header("Origin", "https://evil.example").build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(other.headers().firstValue("Access-Control-Allow-Origin").isEmpty(), other.headers()::toString);
    }

    @Test
    void theAccessLogHasALineARequestAndNoToken() throws Exception {
        try (LogCapture access = new LogCapture(Level.INFO, ServerConfig.ACCESS_LOGGER)) {
            start(TableService.Config.DEFAULT, ServerFixture.http().withAccessLog(true));
            ServerFixture.Table t = f.create("{\"seats\":[\"player\",\"open\",\"open\",\"open\"]}");
            f.view(t, 0);
            f.send("GET", "/nowhere", null, null);
            List<String> lines = access.await(3);
            assertEquals(3, lines.size(), lines::toString);
            assertTrue(lines.get(0).matches("127\\.0\\.0\\.1 \"POST /tables\" 201 \\d+\\.\\dms"), lines::toString);
            assertTrue(lines.get(1).contains("\"GET /tables/" + t.id() + "/view\" 200"), lines::toString);
            assertTrue(lines.get(2).contains("\"GET /nowhere\" 404"), lines::toString);
            for (String line : lines) {
                assertFalse(line.contains(t.token(0)) || line.contains(t.owner()), line);
            }
        }
    }

    @Test
    void noTokenEverReachesALogLine() throws Exception {
        List<String> tokens = new ArrayList<>();
        try (LogCapture log = new LogCapture(Level.ALL, "io.github.allfours", ServerConfig.ACCESS_LOGGER);
             LogCapture libraries = new LogCapture(Level.INFO, "org.eclipse.jetty", "io.javalin", "org.flywaydb",
                 "com.zaxxer.hikari")) {
            start(new TableService.Config(Duration.ofMillis(300), "easy", Duration.ofMinutes(10), Duration.ofHours(1), 1000),
                ServerFixture.http().withAccessLog(true));
            ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"player\",\"open\"]}");
            tokens.add(t.owner());
            tokens.add(t.token(0));
            String joined = f.send("POST", "/tables/" + t.id() + "/seats/1", null, null).json().path("token").asString();
            tokens.add(joined);
            String id = "/tables/" + t.id();
            // every route with a token, good and bad, in the header and where it does not belong
            for (String token : List.of(t.token(0), joined, t.owner(), "bad" + t.token(0))) {
                f.send("GET", id + "/view", token, null);
                f.send("GET", id + "/hint", token, null);
                f.send("POST", id + "/reclaim", token, null);
                f.send("POST", id + "/actions", token, "{\"action\":\"play ZZ\",\"version\":0}");
                f.send("POST", id + "/actions", token, "{\"action\":\"" + token + "\",\"version\":0}");
                f.send("POST", id + "/actions", token, "{\"action\":\"pass\",\"version\":\"" + token + "\"}");
                f.send("GET", id + "/view?token=" + token, null, null);
                f.send("GET", "/tables/" + token + "/view", token, null);
                f.send("POST", "/tables/" + token + "/actions", token, "{}");
                f.send("POST", id + "/seats/1", token, "{\"bot\":\"" + token + "\"}");
                f.send("POST", id + "/actions", token, "{\"" + token + "\":1}");
                HttpResponse<String> r = f.client.send(HttpRequest.newBuilder(URI.create(f.base + id + "/actions"))
                    .header("Authorization", "Basic " + token).header("Content-Type", "text/plain; charset=" + token)
                    .POST(HttpRequest.BodyPublishers.ofString(token)).build(), HttpResponse.BodyHandlers.ofString());
                assertTrue(r.statusCode() >= 400, r.body());
                if (token.equals(t.token(0)) || token.equals(joined)) {
                    try (ServerFixture.Stream s = f.stream(id + "/events", token, null)) {
                        assertNotNull(s.next());
                    }
                } else {
                    assertEquals(403, f.send("GET", id + "/events", token, null).status());
                }
            }
            // a bot takes the silent player's seat over (an INFO line), and the player takes it back (another)
            ServerFixture.Reply taken = null;
            for (int i = 0; i < 500 && taken == null; i++) {
                ServerFixture.Reply v = f.view(t, 0);
                if (v.json().path("seats").toString().contains("bot:easy")) {
                    taken = v;
                }
                Thread.sleep(20);
            }
            assertNotNull(taken, "a bot took a silent seat over");
            f.send("POST", id + "/reclaim", t.token(0), null);
            f.send("POST", id + "/reclaim", joined, null);
            f.send("DELETE", id, t.owner(), null);
            List<String> lines = log.await(60);
            assertTrue(lines.size() >= 60, "the requests were logged: " + lines.size());
            assertTrue(lines.stream().anyMatch(l -> l.contains("bot takes seat")), lines::toString);
            assertTrue(lines.stream().anyMatch(l -> l.contains("reclaims it")), lines::toString);
            SimpleFormatter whole = new SimpleFormatter();
            List<LogRecord> records = new ArrayList<>(log.records());
            records.addAll(libraries.records());
            for (LogRecord r : records) {
                String line = whole.format(r);        // the message, its parameters and its stack trace
                for (String token : tokens) {
                    assertFalse(line.contains(token), () -> "a token in the log: " + line);
                }
            }
        }
    }

    @Test
    void aServerWithoutItsAccessLogLogsNoRequest() throws Exception {
        try (LogCapture access = new LogCapture(Level.ALL, ServerConfig.ACCESS_LOGGER)) {
            start(TableService.Config.DEFAULT, ServerFixture.http());
            f.create("{}");
            f.send("GET", "/health", null, null);
            assertEquals(List.of(), access.await(1));
        }
    }

    @Test
    void clientsTricklingBytesHoldNoThreadAndSlowBodiesAreCutOff() throws Exception {
        start(TableService.Config.DEFAULT, ServerFixture.http().withTimeouts(Duration.ofSeconds(3), 200));
        List<Socket> slow = new ArrayList<>();
        AtomicBoolean stop = new AtomicBoolean();
        List<Thread> tricklers = new ArrayList<>();
        try {
            for (int i = 0; i < 12; i++) {
                Socket s = new Socket("127.0.0.1", f.server.port());
                slow.add(s);
                String head = "POST /tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n";
                boolean headersSlowly = i % 2 == 0;
                Thread t = new Thread(() -> trickle(s, head, headersSlowly, stop), "trickle-" + i);
                t.setDaemon(true);
                t.start();
                tricklers.add(t);
            }
            Thread.sleep(500);
            for (int i = 0; i < 20; i++) {
                assertEquals(200, f.send("GET", "/tables", null, null).status(), "others are served meanwhile");
            }
            // a body trickling at a byte every 100 ms (10 bytes/s, under the 200 bytes/s asked) is cut off
            String answer = readUntilClosed(slow.get(1));
            assertTrue(answer.isEmpty() || answer.startsWith("HTTP/1.1 408") || answer.startsWith("HTTP/1.1 400"),
                "a slow body is refused or its connection closed: " + answer);
            if (!answer.isEmpty()) {
                assertTrue(answer.contains("\"error\""), answer);
            }
            // a client that sends half a request and falls silent is disconnected after the idle timeout
            try (Socket silent = new Socket("127.0.0.1", f.server.port())) {
                silent.getOutputStream().write("GET /tables HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.ISO_8859_1));
                silent.getOutputStream().flush();
                String answer2 = readUntilClosed(silent);
                assertTrue(answer2.isEmpty() || answer2.startsWith("HTTP/1.1 408") || answer2.startsWith("HTTP/1.1 400"),
                    "the server ended the silent connection: " + answer2);
            }
        } finally {
            stop.set(true);
            for (Socket s : slow) {
                s.close();
            }
        }
    }

    /** Reads until the server closes the connection; fails if it is still open after 30 s. */
    private static String readUntilClosed(Socket s) throws IOException {
        s.setSoTimeout(30_000);
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        byte[] b = new byte[1024];
        try {
            int n;
            while ((n = s.getInputStream().read(b)) > 0) {
                got.write(b, 0, n);
            }
        } catch (SocketTimeoutException e) {
            throw new AssertionError("the server kept the connection open: " + got.toString(StandardCharsets.ISO_8859_1), e);
        } catch (java.net.SocketException e) {
            // reset: closed by the server
        }
        return got.toString(StandardCharsets.ISO_8859_1);
    }

    private static void trickle(Socket s, String head, boolean headersSlowly, AtomicBoolean stop) {
        try {
            OutputStream out = s.getOutputStream();
            byte[] h = head.getBytes(StandardCharsets.ISO_8859_1);
            int i = 0;
            if (!headersSlowly) {
                out.write(h);
                out.flush();
                i = h.length;
            }
            while (!stop.get()) {
                out.write(i < h.length ? h[i] : (byte) ' ');
                out.flush();
                i++;
                Thread.sleep(100);
            }
        } catch (IOException | InterruptedException e) {
            // the server closed it, or the test is over
        }
    }

    @Test
    void anEventStreamOutlivesTheIdleTimeoutOnItsKeepAliveComments() throws Exception {
        start(TableService.Config.DEFAULT, ServerFixture.http().withTimeouts(Duration.ofSeconds(1), 100));
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
        try (ServerFixture.Stream s = f.stream("/tables/" + t.id() + "/events", t.token(1), null)) {
            assertEquals("0", s.next().id());
            Thread.sleep(3500);             // three idle timeouts
            ServerFixture.Reply r = f.act(t, 1, f.view(t, 1).strings("legalActions").get(0), 0);
            assertEquals(200, r.status(), r::text);
            ServerFixture.Event e = s.next();
            assertNotNull(e, "the stream is still open");
            assertEquals("1", e.id());
        }
    }

    @Test
    void botsTakeSilentSeatsAndFinishedAndIdleTablesExpire() throws Exception {
        start(new TableService.Config(Duration.ofMillis(300), "medium", Duration.ofMillis(300), Duration.ofSeconds(3), 1000),
            ServerFixture.http());
        // alone with bots, a player is taken over only at a table that asks for it (takeoverAlways)
        ServerFixture.Table silent = f.create("{\"variant\":\"pitch\",\"players\":4,\"seed\":11,\"takeoverAlways\":true,"
            + "\"seats\":[\"player\",\"easy\",\"easy\",\"easy\"]}");
        ServerFixture.Table idle = f.create("{\"variant\":\"pitch\",\"seats\":[\"player\",\"open\",\"open\",\"open\"]}");
        ServerFixture.Reply taken = null;
        for (int i = 0; i < 1000; i++) {
            ServerFixture.Reply v = f.view(silent, 0);
            if (v.status() == 200 && v.json().path("seats").get(0).asString().equals("bot:medium")) {
                taken = v;
                break;
            }
            Thread.sleep(20);
        }
        assertNotNull(taken, "a bot took the silent seat");
        ServerFixture.Reply refused = f.act(silent, 0, "pass", taken.version());
        assertEquals(409, refused.status());
        assertEquals("SEAT_PLAYED_BY_BOT", refused.error());

        boolean finishedGone = false;
        for (int i = 0; i < 3000 && !finishedGone; i++) {
            finishedGone = f.view(silent, 0).status() == 404;
            Thread.sleep(20);
        }
        assertTrue(finishedGone, "the bots finished the match and the finished table expired");
        assertEquals("UNKNOWN_TABLE", f.view(silent, 0).error());
        boolean idleGone = false;
        for (int i = 0; i < 1000 && !idleGone; i++) {
            idleGone = f.view(idle, 0).status() == 404;
            Thread.sleep(20);
        }
        assertTrue(idleGone, "the idle table expired");
        assertTrue(f.store.chunks(idle.id()).isEmpty());
    }
}
