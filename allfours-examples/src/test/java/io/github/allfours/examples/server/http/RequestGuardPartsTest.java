package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.store.JdbcTableStore;
import io.github.allfours.examples.server.table.Hints;
import io.github.allfours.examples.server.table.PerClientLimit;
import io.github.allfours.examples.server.table.TableService;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The parts of the request guard on their own: addresses, permits, routes, bodies, the refusal log, the options. */
class RequestGuardPartsTest {
    @Test
    void addressesAreReadAsIpLiteralsOnly() {
        assertEquals("203.0.113.7", ClientAddresses.literal("203.0.113.7").getHostAddress());
        assertEquals("0:0:0:0:0:0:0:1", ClientAddresses.literal("::1").getHostAddress());
        assertEquals("2001:db8:0:0:0:0:0:1", ClientAddresses.literal("[2001:db8::1]").getHostAddress());
        for (String bad : List.of("evil.example", "localhost", "1.2.3.999", "1.2.3", "1.2.3.4.5", "01.2.3.4x", "", "[]",
            "::g", "1.2.3.4:80", "unknown", "x".repeat(100))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ClientAddresses.literal(bad), bad);
            assertTrue(e.getMessage().contains("is not an IP address"), e.getMessage());
        }
    }

    @Test
    void ipv6ClientsAreCountedByTheirSlash64() {
        assertEquals("203.0.113.7", ClientAddresses.key(ClientAddresses.literal("203.0.113.7")));
        assertEquals("2001:db8:1:2:0:0:0:0/64", ClientAddresses.key(ClientAddresses.literal("2001:db8:1:2:abcd::1")));
        assertEquals(ClientAddresses.key(ClientAddresses.literal("2001:db8:1:2::1")),
            ClientAddresses.key(ClientAddresses.literal("2001:db8:1:2:ffff:ffff:ffff:ffff")));
        assertFalse(ClientAddresses.key(ClientAddresses.literal("2001:db8:1:2::1"))
            .equals(ClientAddresses.key(ClientAddresses.literal("2001:db8:1:3::1"))));
    }

    @Test
    void trustedProxiesAreAddressesOrNetworksAndComeWithAHeader() {
        ClientAddresses.checkNetwork("10.0.0.0/8");
        ClientAddresses.checkNetwork("fd00::/8");
        ClientAddresses.checkNetwork("127.0.0.1");
        for (String bad : List.of("10.0.0.0/33", "fd00::/129", "10.0.0.0/x", "proxy.internal", "10.0.0.0/")) {
            assertThrows(IllegalArgumentException.class, () -> ClientAddresses.checkNetwork(bad), bad);
        }
        ServerConfig base = ServerConfig.defaults("127.0.0.1", 0);
        assertEquals(List.of("10.0.0.5"), base.withTrustedProxies(List.of("10.0.0.5"), "X-Forwarded-For").trustedProxies());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> base.withTrustedProxies(List.of("10.0.0.5"), null))
            .getMessage().contains("name the header"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> base.withTrustedProxies(List.of(), "X-Forwarded-For"))
            .getMessage().contains("name the proxies"));
        assertThrows(IllegalArgumentException.class, () -> base.withTrustedProxies(List.of("10.0.0.5"), "X Forwarded"));
        assertThrows(IllegalArgumentException.class, () -> base.withRequestLimits(Duration.ofMillis(50), 64));
        assertThrows(IllegalArgumentException.class, () -> base.withRequestLimits(Duration.ofSeconds(10), 0));
    }

    @Test
    void permitsAreBoundedPerAddressAndForgottenWhenAllAreBack() {
        AddressPermits p = new AddressPermits(2);
        assertTrue(p.tryAcquire("a"));
        assertTrue(p.tryAcquire("a"));
        assertFalse(p.tryAcquire("a"));
        assertTrue(p.tryAcquire("b"), "another address has its own");
        p.release("a");
        assertEquals(1, p.inProgress("a"));
        assertTrue(p.tryAcquire("a"));
        p.release("a");
        p.release("a");
        assertEquals(0, p.inProgress("a"));
        p.release("a");         // more releases than acquisitions change nothing
        assertEquals(0, p.inProgress("a"));
        assertTrue(p.tryAcquire("a") && p.tryAcquire("a") && !p.tryAcquire("a"));
    }

    @Test
    void onlyTheFourRoutesWithABodyHaveOneRead(@TempDir Path dir) {
        try (JdbcTableStore store = JdbcTableStore.sqlite(dir.resolve("tables.db"));
             TableService service = new TableService(store, TableService.Config.DEFAULT, System::currentTimeMillis)) {
            Routes routes = new Routes(service, new Hints(service), null,
                new EarlyChecks(service, new PerClientLimit(1), 1));
            assertEquals("POST /tables", bodyRoute(routes, "POST", "/tables"));
            assertEquals("POST /tables", bodyRoute(routes, "POST", "/tables/"));
            assertEquals("POST /tables/{id}/actions", bodyRoute(routes, "POST", "/tables/abc/actions"));
            assertEquals("POST /tables/{id}/say", bodyRoute(routes, "POST", "/tables/abc/say"));
            assertEquals("POST /tables/{id}/seats/{seat}", bodyRoute(routes, "POST", "/tables/abc/seats/2"));
            for (String[] other : new String[][] {{"GET", "/tables"}, {"PUT", "/tables"}, {"POST", "/tables//actions"},
                {"POST", "/tables/abc/view"}, {"POST", "/tables/abc/seats/"}, {"POST", "/nowhere"}, {"POST", "/"},
                {"POST", "/tables/abc/actions/x"}, {"DELETE", "/tables/abc"}, {"POST", "tables"},
                {"POST", "/tables/abc/reclaim"}, {"POST", "/tables/abc/rematch"}}) {
                assertNull(bodyRoute(routes, other[0], other[1]), String.join(" ", other));
            }
            assertEquals(4, routes.all().stream().filter(r -> r.body().read()).count(), "four routes take a body");
        }
    }

    /** The route whose body the guard reads, or null when it reads none. */
    private static String bodyRoute(Routes routes, String method, String path) {
        return routes.find(method, path).filter(r -> r.body().read()).map(Routes.Route::operation).orElse(null);
    }

    @Test
    void bodiesAreUtf8JsonWithoutCodings() throws Exception {
        JsonBodies.checkContentType("application/json");
        JsonBodies.checkContentType("application/json; charset=UTF-8");
        JsonBodies.checkContentType("application/json;charset=\"utf8\"");
        for (String bad : new String[] {null, "text/plain", "application/jsonx", "application/json; charset=utf-16",
            "application/json; charset=nonsense"}) {
            assertEquals(415, assertThrows(ApiException.class, () -> JsonBodies.checkContentType(bad)).status(), bad);
        }
        JsonBodies.checkCodings(List.of("chunked"), List.of());
        JsonBodies.checkCodings(List.of("identity"), List.of("identity"));
        ApiException gzip = assertThrows(ApiException.class, () -> JsonBodies.checkCodings(List.of("gzip", "chunked"), List.of()));
        assertEquals("UNSUPPORTED_ENCODING", gzip.code());
        assertTrue(gzip.getMessage().contains("gzip"));
        assertEquals("UNSUPPORTED_ENCODING", assertThrows(ApiException.class,
            () -> JsonBodies.checkCodings(List.of(), List.of("br"))).code());
        assertEquals(List.of("x"), JsonBodies.read("{\"seats\":[\"x\"]}".getBytes(StandardCharsets.UTF_8),
            Api.CreateTable.class).seats());
        for (byte[] bad : List.of(new byte[0], "{\"seats\":null}".getBytes(StandardCharsets.UTF_16LE),
            "\uFEFF{}".getBytes(StandardCharsets.UTF_8), new byte[] {'{', (byte) 0xC3, '}'}, "null".getBytes(StandardCharsets.UTF_8))) {
            assertEquals(400, assertThrows(ApiException.class, () -> JsonBodies.read(bad, Api.CreateTable.class)).status());
        }
    }

    @Test
    void theRefusalLogWritesAtMostOneLineAnInterval() {
        List<LogRecord> lines = new CopyOnWriteArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord r) {
                lines.add(r);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger logger = Logger.getLogger(RefusalLog.class.getName());
        logger.addHandler(capture);
        try {
            AtomicLong now = new AtomicLong(1);
            RefusalLog log = new RefusalLog(TimeUnit.MINUTES.toNanos(1), now::get);
            log.note("413 BODY_TOO_LARGE", "203.0.113.1");
            assertEquals(1, lines.size(), "the first refusal is told at once");
            for (int i = 0; i < 1000; i++) {
                log.note(i % 2 == 0 ? "413 BODY_TOO_LARGE" : "408 REQUEST_TIMEOUT", "203.0.113.1");
                now.addAndGet(TimeUnit.MILLISECONDS.toNanos(10));
            }
            assertEquals(1, lines.size(), "1,000 more within 10 s add no line");
            now.addAndGet(TimeUnit.MINUTES.toNanos(1));
            log.flushIfDue();
            assertEquals(2, lines.size());
            String summary = lines.get(1).getMessage();
            assertTrue(summary.contains("refused 1000 requests") && summary.contains("500 × 408 REQUEST_TIMEOUT")
                && summary.contains("500 × 413 BODY_TOO_LARGE"), summary);
            log.flushIfDue();
            assertEquals(2, lines.size(), "nothing new, no line");
            assertEquals(501, log.total("413 BODY_TOO_LARGE"));
        } finally {
            logger.removeHandler(capture);
        }
    }
}
