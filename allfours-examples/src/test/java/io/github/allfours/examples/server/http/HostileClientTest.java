package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.load.SlowClientProbe;
import io.github.allfours.examples.server.JsonSupport;
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
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * Hostile clients on plain sockets against a server on 127.0.0.1: request heads, bodies and chunked bodies
 * trickled below the minimum rate or past the request deadline, many slow clients at once, the per-address
 * bound, the address behind a trusted proxy, malformed chunked framing, codings and charsets the server does
 * not take, and a flood of oversized bodies. Each case takes a few seconds at most; the bounds on time are
 * generous (they tell a deadline that works from one that does not, not how fast the server is).
 */
@Timeout(60)
class HostileClientTest {
    @TempDir
    Path dir;
    ServerFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    ServerFixture start(ServerConfig http) throws Exception {
        f = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)),
            TableService.Config.DEFAULT, http);
        return f;
    }

    ServerFixture.Table fourPlayers() throws Exception {
        return f.create("{\"variant\":\"trinidad\",\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
    }

    // ------------------------------------------------------------------------------------ raw sockets

    /** What a raw client got: the status (0: none), the body, and when the server answered or closed. */
    record Outcome(int status, String text, long millis) {
        JsonNode json() {
            return JsonSupport.mapper().readTree(text.substring(text.indexOf("\r\n\r\n") + 4));
        }

        String error() {
            return json().path("error").asString();
        }
    }

    /** A plain socket to the server from 127.0.0.1. */
    Socket connect() throws IOException {
        Socket s = new Socket("127.0.0.1", f.server.port());
        s.setSoTimeout(30_000);
        return s;
    }

    static void send(Socket s, String text) throws IOException {
        s.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
        s.getOutputStream().flush();
    }

    /** Sends {@code piece} every {@code everyMillis} on a thread of its own until stopped or the socket fails. */
    static Thread trickle(Socket s, byte[] piece, long everyMillis, AtomicBoolean stop) {
        Thread t = new Thread(() -> {
            try {
                OutputStream out = s.getOutputStream();
                while (!stop.get()) {
                    out.write(piece);
                    out.flush();
                    Thread.sleep(everyMillis);
                }
            } catch (IOException | InterruptedException e) {
                // the server closed it, or the test is over
            }
        }, "trickle");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Reads one answer (until its declared length, or until the server closes); fails after 30 s of neither. */
    static Outcome await(Socket s, long since) throws IOException {
        ByteArrayOutputStream got = new ByteArrayOutputStream();
        InputStream in = s.getInputStream();
        byte[] b = new byte[4096];
        try {
            int n;
            while ((n = in.read(b)) > 0) {
                got.write(b, 0, n);
                String text = got.toString(StandardCharsets.ISO_8859_1);
                int end = text.indexOf("\r\n\r\n");
                int cl = text.toLowerCase().indexOf("content-length: ");
                if (end > 0 && cl > 0 && cl < end) {
                    int len = Integer.parseInt(text.substring(cl + 16, text.indexOf("\r\n", cl)).strip());
                    if (got.size() >= end + 4 + len) {
                        break;
                    }
                }
            }
        } catch (SocketTimeoutException e) {
            throw new AssertionError("neither an answer nor a close in 30 s: " + got.toString(StandardCharsets.ISO_8859_1), e);
        } catch (java.net.SocketException e) {
            // reset by the server
        }
        String text = got.toString(StandardCharsets.ISO_8859_1);
        int status = text.startsWith("HTTP/1.1 ") ? Integer.parseInt(text.substring(9, 12)) : 0;
        return new Outcome(status, text, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - since));
    }

    /** Whether the server closed the socket (reads end) within 10 s. */
    static boolean closedByServer(Socket s) throws IOException {
        s.setSoTimeout(10_000);
        try {
            InputStream in = s.getInputStream();
            byte[] b = new byte[1024];
            while (in.read(b) >= 0) {
                // the rest of an answer
            }
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (java.net.SocketException e) {
            return true;
        }
    }

    static String move(ServerFixture.Table t, int seat, int length, String extra) {
        return "POST /tables/" + t.id() + "/actions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + "Authorization: Bearer " + t.token(seat) + "\r\n" + extra
            + (length >= 0 ? "Content-Length: " + length + "\r\n" : "") + "\r\n";
    }

    // ------------------------------------------------------------------------------------ heads

    @Test
    void aHeadTrickledBelowTheDeadlineIsCutOffAndSoIsAStreamOfEmptyLines() throws Exception {
        start(ServerFixture.http().withRequestLimits(Duration.ofSeconds(1), 64));
        AtomicBoolean stop = new AtomicBoolean();
        try (Socket head = connect(); Socket blanks = connect()) {
            long t0 = System.nanoTime();
            // a byte every 100 ms: the idle timeout (10 s) never fires, the 300-byte head would take 30 s
            send(head, "GET /health HTTP/1.1\r\nHost: x\r\n");
            trickle(head, "X".getBytes(StandardCharsets.ISO_8859_1), 100, stop);
            trickle(blanks, "\r\n".getBytes(StandardCharsets.ISO_8859_1), 100, stop);
            Outcome h = await(head, t0);
            assertEquals(0, h.status(), "a late head is closed without an answer: " + h.text());
            assertTrue(h.millis() < 8_000, "closed after " + h.millis() + " ms, not at the 1 s deadline");
            Outcome b = await(blanks, t0);
            assertEquals(0, b.status(), b.text());
            assertTrue(b.millis() < 8_000, "closed after " + b.millis() + " ms");
        } finally {
            stop.set(true);
        }
        assertTrue(f.server.refusals().total("connection closed: request head slower than the request timeout") >= 2);
        assertEquals(200, f.send("GET", "/health", null, null).status());
    }

    // ------------------------------------------------------------------------------------ bodies

    @Test
    void aBodyTrickledBelowTheMinimumRateIsAnswered408AndItsConnectionClosed() throws Exception {
        start(ServerFixture.http().withTimeouts(Duration.ofSeconds(10), 100));
        ServerFixture.Table t = fourPlayers();
        AtomicBoolean stop = new AtomicBoolean();
        try (Socket s = connect()) {
            long t0 = System.nanoTime();
            send(s, move(t, 1, 50, ""));
            trickle(s, " ".getBytes(StandardCharsets.ISO_8859_1), 500, stop);     // 2 bytes a second
            Outcome o = await(s, t0);
            assertEquals(408, o.status(), o.text());
            assertEquals("REQUEST_TIMEOUT", o.error());
            assertTrue(o.text().contains("bytes a second"), o.text());
            assertTrue(o.millis() < 8_000, "answered after " + o.millis() + " ms");
            assertTrue(closedByServer(s), "the connection of a refused body is closed");
        } finally {
            stop.set(true);
        }
        assertEquals(0, f.view(t, 1).version(), "nothing was played");
    }

    @Test
    void aBodyFastEnoughButNotCompleteByTheDeadlineIsAnswered408() throws Exception {
        start(ServerFixture.http().withTimeouts(Duration.ofSeconds(10), 1).withRequestLimits(Duration.ofSeconds(2), 64));
        ServerFixture.Table t = fourPlayers();
        AtomicBoolean stop = new AtomicBoolean();
        try (Socket s = connect()) {
            long t0 = System.nanoTime();
            send(s, move(t, 1, 200, ""));
            trickle(s, " ".getBytes(StandardCharsets.ISO_8859_1), 100, stop);     // 10 bytes a second: 20 s
            Outcome o = await(s, t0);
            assertEquals(408, o.status(), o.text());
            assertTrue(o.text().contains("within 2.0 s of its first byte"), o.text());
            assertTrue(o.millis() >= 1_500 && o.millis() < 8_000, "answered after " + o.millis() + " ms");
        } finally {
            stop.set(true);
        }
    }

    @Test
    void aChunkedBodyTrickledBelowTheMinimumRateIsAnswered408() throws Exception {
        start(ServerFixture.http());
        ServerFixture.Table t = fourPlayers();
        AtomicBoolean stop = new AtomicBoolean();
        try (Socket s = connect()) {
            long t0 = System.nanoTime();
            send(s, move(t, 1, -1, "Transfer-Encoding: chunked\r\n"));
            trickle(s, "1\r\n \r\n".getBytes(StandardCharsets.ISO_8859_1), 500, stop);
            Outcome o = await(s, t0);
            assertEquals(408, o.status(), o.text());
            assertEquals("REQUEST_TIMEOUT", o.error());
            assertTrue(o.millis() < 8_000, "answered after " + o.millis() + " ms");
        } finally {
            stop.set(true);
        }
    }

    @Test
    void aMalformedChunkedBodyIsAnswered400() throws Exception {
        start(ServerFixture.http());
        try (Socket s = connect()) {
            send(s, "POST /tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "ZZ\r\n{}\r\n0\r\n\r\n");
            Outcome o = await(s, System.nanoTime());
            assertEquals(400, o.status(), o.text());
            assertEquals("BAD_REQUEST", o.error());
            assertTrue(o.json().path("message").asString().contains("framing"), o.text());
        }
        assertTrue(f.server.refusals().total("400 BAD_REQUEST") >= 1);
    }

    @Test
    void transferAndContentCodingsOtherThanChunkedAreRefused() throws Exception {
        start(ServerFixture.http());
        try (Socket s = connect()) {
            send(s, "POST /tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
            Outcome o = await(s, System.nanoTime());
            assertEquals(415, o.status(), o.text());
            assertEquals("UNSUPPORTED_ENCODING", o.error());
            assertTrue(o.json().path("message").asString().contains("gzip"), o.text());
        }
        try (Socket s = connect()) {
            // gzip alone leaves a request body without a length: Jetty refuses the request itself, as JSON
            send(s, "POST /tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\n\r\n{}");
            Outcome o = await(s, System.nanoTime());
            assertTrue(o.status() >= 400 && o.status() < 500, o.text());
            assertFalse(o.error().isEmpty(), o.text());
        }
        HttpResponse<String> gzip = f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables"))
            .header("Content-Type", "application/json").header("Content-Encoding", "gzip")
            .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(415, gzip.statusCode(), gzip.body());
        assertTrue(gzip.body().contains("UNSUPPORTED_ENCODING"), gzip.body());
        assertEquals(0, f.service.list(false, null, null, 10).tables().size(), "no table was created");
    }

    @Test
    void onlyUtf8JsonBodiesAreRead() throws Exception {
        start(ServerFixture.http());
        String body = "{\"variant\":\"pitch\"}";
        for (java.nio.charset.Charset cs : List.of(StandardCharsets.UTF_16, StandardCharsets.UTF_16BE,
            StandardCharsets.UTF_16LE, java.nio.charset.Charset.forName("UTF-32"))) {
            HttpResponse<String> r = post("application/json", body.getBytes(cs));
            assertEquals(400, r.statusCode(), cs + ": " + r.body());
            assertTrue(r.body().contains("\"error\":\"BAD_REQUEST\"") && r.body().contains("UTF-8"), r.body());
        }
        HttpResponse<String> bom = post("application/json", ("\uFEFF" + body).getBytes(StandardCharsets.UTF_8));
        assertEquals(400, bom.statusCode(), bom.body());
        HttpResponse<String> latin = post("application/json", "{\"variant\":\"pitch\u00e9\"}".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(400, latin.statusCode(), latin.body());
        assertTrue(latin.body().contains("not UTF-8"), latin.body());
        for (String type : List.of("application/json; charset=utf-16", "application/json;charset=ISO-8859-1",
            "application/jsonx", "text/json")) {
            HttpResponse<String> r = post(type, body.getBytes(StandardCharsets.UTF_8));
            assertEquals(415, r.statusCode(), type + ": " + r.body());
            assertTrue(r.body().contains("\"error\":\"UNSUPPORTED_MEDIA_TYPE\""), r.body());
        }
        assertEquals(0, f.service.list(false, null, null, 10).tables().size(), "no table was created");
        for (String type : List.of("application/json; charset=utf-8", "application/json;charset=\"UTF-8\"",
            "Application/JSON")) {
            HttpResponse<String> r = post(type, body.getBytes(StandardCharsets.UTF_8));
            assertEquals(201, r.statusCode(), type + ": " + r.body());
        }
    }

    private HttpResponse<String> post(String type, byte[] body) throws Exception {
        return f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables")).header("Content-Type", type)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void routeTableAndTokenAreCheckedBeforeAnyByteOfTheBody() throws Exception {
        start(ServerFixture.http());
        ServerFixture.Table t = fourPlayers();
        String noSuchTable = "POST /tables/nosuch/actions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + "Content-Length: 1000\r\n\r\n";
        String badToken = move(new ServerFixture.Table(t.id(), t.owner(), List.of("nobody", "nobody")), 0, 1000, "");
        String noToken = "POST /tables/" + t.id() + "/actions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + "Content-Length: 1000\r\n\r\n";
        String noRoute = "POST /nowhere HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n";
        String[][] cases = {{noSuchTable, "404", "UNKNOWN_TABLE"}, {badToken, "403", "UNKNOWN_TOKEN"},
            {noToken, "401", "MISSING_TOKEN"}, {noRoute, "404", "NOT_FOUND"}};
        for (String[] c : cases) {
            try (Socket s = connect()) {
                long t0 = System.nanoTime();
                send(s, c[0]);          // the headers only: no byte of the body ever comes
                Outcome o = await(s, t0);
                assertEquals(Integer.parseInt(c[1]), o.status(), o.text());
                assertEquals(c[2], o.error(), o.text());
                assertTrue(o.millis() < 8_000, "answered after " + o.millis() + " ms: the server waited for the body");
            }
        }
        // a refused body that the client sends whole is read and dropped, so the client reads its answer
        for (int n : new int[] {12_000, 40_000}) {
            ServerFixture.Reply big = f.send("POST", "/tables/" + t.id() + "/actions", "nobody",
                "{\"action\":\"" + "x".repeat(n) + "\",\"version\":0}");
            assertEquals(n < ServerConfig.MAX_BODY ? 403 : 413, big.status(), big::text);
        }
    }

    // ------------------------------------------------------------------------------------ many clients

    @Test
    void healthAndANormalClientAnswerWhileThreeHundredSlowClientsHangOn() throws Exception {
        // the slow clients name addresses of their own through this trusted "proxy", so the per-address bound
        // does not turn them away: they all hold connections and trickle bodies for the whole run
        start(ServerFixture.http().withTrustedProxies(List.of("127.0.0.1"), "X-Forwarded-For"));
        SlowClientProbe.Result r = new SlowClientProbe("127.0.0.1", f.server.port()).run(new SlowClientProbe.Plan(300, 0,
            true, SlowClientProbe.Target.SEAT, Duration.ofSeconds(6), Duration.ofSeconds(2)));
        System.out.println("HostileClientTest: " + r.summary());
        assertEquals(0, r.health().failures(), r::summary);
        assertEquals(0, r.view().failures(), r::summary);
        assertTrue(r.health().count() >= 5 && r.view().count() >= 5, r::summary);
        // every request of the normal client was answered within the server's own deadline (10 s): the slow
        // clients held no thread it needed
        assertTrue(r.health().maxMillis() < 10_000 && r.view().maxMillis() < 10_000, r::summary);
        assertTrue(r.answers().getOrDefault(408, 0L) >= 300, r::summary);
        assertTrue(r.answers().keySet().stream().allMatch(s -> s == 408), "slow bodies are only ever answered 408: "
            + r.summary());
    }

    @Test
    void eachAddressMayHaveOnlySoManyRequestsInProgress() throws Exception {
        start(ServerFixture.http().withTimeouts(Duration.ofSeconds(10), 1).withRequestLimits(Duration.ofSeconds(10), 3));
        ServerFixture.Table t = fourPlayers();
        AtomicBoolean stop = new AtomicBoolean();
        List<Socket> slow = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                Socket s = connect();
                slow.add(s);
                send(s, move(t, i, 100, ""));
                trickle(s, " ".getBytes(StandardCharsets.ISO_8859_1), 200, stop);
                Thread.sleep(300);      // in progress before the next one comes
            }
            ServerFixture.Reply refused = null;
            for (int i = 0; i < 100 && refused == null; i++) {
                ServerFixture.Reply r = f.send("GET", "/health", null, null);
                if (r.status() == 429) {
                    refused = r;
                } else {
                    Thread.sleep(20);
                }
            }
            if (refused == null) {
                StringBuilder got = new StringBuilder();
                for (Socket s : slow) {
                    s.setSoTimeout(200);
                    try {
                        byte[] b = new byte[2000];
                        int n = s.getInputStream().read(b);
                        got.append(n < 0 ? "closed" : new String(b, 0, n, StandardCharsets.ISO_8859_1)).append(" | ");
                    } catch (SocketTimeoutException e) {
                        got.append("nothing | ");
                    }
                }
                throw new AssertionError("a fourth request from the address is refused; the slow ones got: " + got);
            }
            assertEquals("TOO_MANY_REQUESTS", refused.error());
            assertEquals("1", refused.response().headers().firstValue("Retry-After").orElse(null));
        } finally {
            stop.set(true);
            for (Socket s : slow) {
                s.close();
            }
        }
        int status = 0;
        for (int i = 0; i < 250 && status != 200; i++) {
            status = f.send("GET", "/health", null, null).status();
            Thread.sleep(20);
        }
        assertEquals(200, status, "the permits come back when the slow requests end");
        assertTrue(f.server.refusals().total("429 TOO_MANY_REQUESTS") >= 1);
    }

    // ------------------------------------------------------------------------------------ proxies

    @Test
    void behindATrustedProxyTheForwardedAddressIsTheClientAndNothingElseIs() throws Exception {
        List<String> log;
        try (LogCapture access = new LogCapture(Level.INFO, ServerConfig.ACCESS_LOGGER)) {
            start(ServerFixture.http().withCreatesPerMinute(2).withAccessLog(true)
                .withTrustedProxies(List.of("127.0.0.0/8"), "X-Forwarded-For"));
            assertEquals(201, create("203.0.113.1").statusCode());
            assertEquals(201, create("203.0.113.1").statusCode());
            HttpResponse<String> limited = create("203.0.113.1");
            assertEquals(429, limited.statusCode(), limited.body());
            assertTrue(limited.body().contains("RATE_LIMITED"), limited.body());
            assertEquals(201, create("203.0.113.2").statusCode(), "another client behind the proxy has its own limit");
            // the client cannot choose its address: the rightmost address that is not a trusted proxy's counts
            assertEquals(201, create("203.0.113.1, 198.51.100.7, 127.0.0.1").statusCode());
            assertEquals(201, create("203.0.113.1, 198.51.100.7").statusCode());
            assertEquals(429, create("203.0.113.1, 198.51.100.7").statusCode(), "198.51.100.7 made its two");
            // IPv6 clients are counted by their /64
            assertEquals(201, create("2001:db8:1:2::1").statusCode());
            assertEquals(201, create("[2001:db8:1:2::ffff]").statusCode());
            assertEquals(429, create("2001:db8:1:2:aaaa::1").statusCode());
            HttpResponse<String> malformed = create("evil.example");
            assertEquals(400, malformed.statusCode(), malformed.body());
            assertTrue(malformed.body().contains("BAD_REQUEST") && malformed.body().contains("evil.example"), malformed.body());
            log = access.await(10);
        }
        assertTrue(log.get(0).startsWith("203.0.113.1 "), log::toString);
        assertTrue(log.stream().anyMatch(l -> l.startsWith("198.51.100.7 ")), log::toString);
        f.close();

        // without trusted proxies the header is ignored: the connection's address is the client
        f = null;
        start(ServerFixture.http().withCreatesPerMinute(2));
        assertEquals(201, create("203.0.113.1").statusCode());
        assertEquals(201, create("203.0.113.2").statusCode());
        assertEquals(429, create("203.0.113.3").statusCode(), "a client cannot escape its limit by naming another address");
    }

    private HttpResponse<String> create(String forwardedFor) throws Exception {
        return f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables")).header("Content-Type", "application/json")
            .header("X-Forwarded-For", forwardedFor).POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
            HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void theRequestBoundIsPerForwardedAddressBehindATrustedProxy() throws Exception {
        start(ServerFixture.http().withTimeouts(Duration.ofSeconds(10), 1).withRequestLimits(Duration.ofSeconds(10), 2)
            .withTrustedProxies(List.of("127.0.0.1"), "X-Forwarded-For"));
        ServerFixture.Table t = fourPlayers();
        AtomicBoolean stop = new AtomicBoolean();
        List<Socket> slow = new ArrayList<>();
        try {
            for (int i = 0; i < 2; i++) {
                Socket s = connect();
                slow.add(s);
                send(s, move(t, i, 100, "X-Forwarded-For: 203.0.113.9\r\n"));
                trickle(s, " ".getBytes(StandardCharsets.ISO_8859_1), 200, stop);
                Thread.sleep(300);
            }
            int status = 0;
            for (int i = 0; i < 100 && status != 429; i++) {
                status = health("203.0.113.9").statusCode();
                Thread.sleep(20);
            }
            assertEquals(429, status, "203.0.113.9 has its two requests in progress");
            assertEquals(200, health("203.0.113.10").statusCode(), "another address is not held back");
            assertEquals(200, f.send("GET", "/health", null, null).status(), "nor is the proxy's own");
        } finally {
            stop.set(true);
            for (Socket s : slow) {
                s.close();
            }
        }
    }

    private HttpResponse<String> health(String forwardedFor) throws Exception {
        return f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/health")).header("X-Forwarded-For", forwardedFor)
            .GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void refusalsAreAnsweredLikeEveryOtherErrorWithCorsHeadersAndAnAccessLogLine() throws Exception {
        List<String> log;
        try (LogCapture access = new LogCapture(Level.INFO, ServerConfig.ACCESS_LOGGER)) {
            start(ServerFixture.http().withCorsOrigins(List.of("https://cards.example")).withAccessLog(true));
            HttpResponse<String> r = f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables/nosuch/actions"))
                .header("Origin", "https://cards.example").header("Content-Type", "application/json; charset=utf-16")
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(415, r.statusCode(), r.body());
            assertEquals("https://cards.example", r.headers().firstValue("Access-Control-Allow-Origin").orElse(null));
            log = access.await(1);
        }
        assertTrue(log.get(0).contains("\"POST /tables/nosuch/actions\" 415"), log::toString);
    }

    // ------------------------------------------------------------------------------------ the log

    @Test
    void oversizedBodiesAreCountedNotLoggedEachTime() throws Exception {
        List<LogRecord> records = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (r.getLevel().intValue() >= Level.INFO.intValue()) {
                    records.add(r);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        List<Logger> loggers = List.of(Logger.getLogger("io.github.allfours"), Logger.getLogger("io.javalin"),
            Logger.getLogger("org.eclipse.jetty"));
        loggers.forEach(l -> l.addHandler(capture));
        try {
            start(ServerFixture.http());
            String big = "{\"variant\":\"" + "x".repeat(20_000) + "\"}";
            for (int i = 0; i < 30; i++) {
                ServerFixture.Reply r = f.send("POST", "/tables", null, big);
                assertEquals(413, r.status(), r::text);
                assertEquals("BODY_TOO_LARGE", r.error());
            }
            try (Socket s = connect()) {     // chunked, so only counting the bytes finds it too large
                send(s, "POST /tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "5000\r\n" + " ".repeat(0x5000) + "\r\n0\r\n\r\n");
                Outcome o = await(s, System.nanoTime());
                assertEquals(413, o.status(), o.text());
            }
            assertEquals(31, f.server.refusals().total("413 BODY_TOO_LARGE"));
            List<String> lines = new ArrayList<>();
            records.forEach(r -> lines.add(r.getLoggerName() + ": " + r.getMessage()));
            long about = lines.stream().filter(l -> l.contains("413") || l.toLowerCase().contains("body")).count();
            assertTrue(about <= 1, "at most one line (the first summary) for 31 refused bodies: " + lines);
        } finally {
            loggers.forEach(l -> l.removeHandler(capture));
        }
    }
}
