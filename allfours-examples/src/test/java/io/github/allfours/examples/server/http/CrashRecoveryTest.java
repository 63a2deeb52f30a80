package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.cli.ChildJvm;
import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.store.TableStore;
import io.github.allfours.record.Discrepancy;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.testkit.TestSize;
import io.github.allfours.variants.Variants;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tools.jackson.databind.JsonNode;

/**
 * {@code kill -9} during load: the server runs as a child JVM ({@code allfours serve} on a SQLite file, or on a
 * database of the tests' embedded PostgreSQL), clients play many tables, the process is killed forcibly mid-load
 * and started again on the same database. Every move
 * that was answered 200 must be in its table's record at its version, and every table must play on. The build
 * plays 8 tables and kills the server after 80 answered moves; {@code -P long} plays 40 tables and kills it after
 * 400 ({@code -Dallfours.crash.tables=N}: N tables, 10 N moves).
 */
@Timeout(180)
class CrashRecoveryTest {
    private static final Pattern READY = Pattern.compile("serving on (http://[0-9.]+:[0-9]+)/");
    private static final int TABLES = TestSize.of("allfours.crash.tables", 8, 40);
    /** Moves answered 200 before the server is killed. */
    private static final int ANSWERED_BEFORE_KILL = 10 * TABLES;

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(5)).build();

    /** A child server process and its URL. */
    private record Child(Process process, String url) {
    }

    private Child startServer(String db) throws Exception {
        List<String> command = new ArrayList<>(ChildJvm.allfours());
        command.addAll(List.of("serve", "--port", "0", "--db", db, "--access-log", "off", "--creates-per-minute", "100000"));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectErrorStream(true);
        Process p = pb.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String line;
        while ((line = out.readLine()) != null && System.nanoTime() < until) {
            Matcher m = READY.matcher(line);
            if (m.find()) {
                Thread drain = new Thread(() -> {
                    try {
                        while (out.readLine() != null) {
                            // the server's log
                        }
                    } catch (java.io.IOException e) {
                        // the process ended
                    }
                });
                drain.setDaemon(true);
                drain.start();
                return new Child(p, m.group(1));
            }
        }
        p.destroyForcibly();
        throw new AssertionError("the server did not start");
    }

    private HttpResponse<String> send(String url, String method, String path, String token, String json) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url + path)).timeout(Duration.ofSeconds(20));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        if (json != null) {
            b.header("Content-Type", "application/json");
        }
        b.method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonNode json(HttpResponse<String> r) {
        return JsonSupport.mapper().readTree(r.body());
    }

    /** Plays one move at a table: the seat to act's first legal action. Returns the reply, or null if none. */
    private HttpResponse<String> playOne(String url, String id, List<String> tokens) throws Exception {
        JsonNode v = json(send(url, "GET", "/tables/" + id + "/view", tokens.get(0), null));
        int toAct = v.path("view").path("toAct").asInt();
        if (toAct < 0) {
            return null;
        }
        JsonNode mine = json(send(url, "GET", "/tables/" + id + "/view", tokens.get(toAct), null));
        String action = mine.path("view").path("legalActions").get(0).asString();
        return send(url, "POST", "/tables/" + id + "/actions", tokens.get(toAct),
            JsonSupport.mapper().writeValueAsString(Map.of("action", action, "version", mine.path("version").asLong())));
    }

    @ParameterizedTest
    @EnumSource(ServerFixture.Db.class)
    void killedMidLoadTheServerLosesNoAnsweredMoveAndEveryTablePlaysOn(ServerFixture.Db kind) throws Exception {
        String db = ServerFixture.newDatabase(kind, dir);
        Child first = startServer(db);
        List<String> ids = new ArrayList<>();
        List<List<String>> tokens = new ArrayList<>();
        for (int i = 0; i < TABLES; i++) {
            JsonNode c = json(send(first.url(), "POST", "/tables", null,
                "{\"variant\":\"pitch\",\"players\":4,\"seed\":" + i + ",\"seats\":[\"player\",\"player\",\"player\",\"player\"]}"));
            ids.add(c.path("table").asString());
            List<String> t = new ArrayList<>();
            c.path("tokens").forEach(n -> t.add(n.asString()));
            tokens.add(t);
        }
        // version -> "seat action" of every move answered 200, per table
        Map<String, Map<Long, String>> acked = new ConcurrentHashMap<>();
        AtomicBoolean killed = new AtomicBoolean();
        AtomicInteger answered = new AtomicInteger();
        ExecutorService clients = Executors.newFixedThreadPool(8);
        List<Future<?>> running = new ArrayList<>();
        for (int w = 0; w < 8; w++) {
            int worker = w;
            running.add(clients.submit(() -> {
                for (int round = 0; !killed.get(); round++) {
                    for (int i = worker; i < TABLES && !killed.get(); i += 8) {
                        try {
                            HttpResponse<String> r = playOne(first.url(), ids.get(i), tokens.get(i));
                            if (r != null && r.statusCode() == 200) {
                                JsonNode j = json(r);
                                acked.computeIfAbsent(ids.get(i), k -> new ConcurrentHashMap<>()).put(j.path("version").asLong(),
                                    j.path("lastMove").path("seat").asInt() + " " + j.path("lastMove").path("action").asString());
                                answered.incrementAndGet();
                            }
                        } catch (Exception e) {
                            // the server was killed under this request: its move may or may not be stored
                        }
                    }
                }
                return null;
            }));
        }
        while (answered.get() < ANSWERED_BEFORE_KILL) {
            Thread.sleep(5);
        }
        first.process().destroyForcibly();          // kill -9, with requests in flight
        killed.set(true);
        first.process().waitFor(30, TimeUnit.SECONDS);
        for (Future<?> f : running) {
            f.get();
        }
        clients.shutdown();

        Child second = startServer(db);
        try {
            int checked = 0;
            for (int i = 0; i < TABLES; i++) {
                String id = ids.get(i);
                Map<Long, String> mine = acked.getOrDefault(id, Map.of());
                HttpResponse<String> rec = send(second.url(), "GET", "/tables/" + id + "/record", null, null);
                assertEquals(200, rec.statusCode(), rec::body);
                List<String> actions = new ArrayList<>();
                for (String line : rec.body().split("\n")) {
                    JsonNode l = JsonSupport.mapper().readTree(line);
                    if (l.path("type").asString().equals("action")) {
                        actions.add(l.path("seat").asInt() + " " + l.path("action").asString());
                    }
                }
                for (Map.Entry<Long, String> e : mine.entrySet()) {
                    assertTrue(e.getKey() <= actions.size(), "table " + id + ": move " + e.getKey() + " was answered 200 but lost");
                    assertEquals(e.getValue(), actions.get((int) (e.getKey() - 1)), "table " + id + " move " + e.getKey());
                    checked++;
                }
                long before = json(send(second.url(), "GET", "/tables/" + id + "/view", tokens.get(i).get(0), null))
                    .path("version").asLong();
                assertEquals(actions.size(), before);
                for (int k = 0; k < 3; k++) {
                    HttpResponse<String> r = playOne(second.url(), id, tokens.get(i));
                    assertNotNull(r);
                    assertEquals(200, r.statusCode(), r::body);
                }
            }
            assertEquals(answered.get(), checked, "every answered move was checked");
        } finally {
            second.process().destroy();
            second.process().waitFor(30, TimeUnit.SECONDS);
        }
        try (TableStore store = ServerFixture.open(db)) {
            for (String id : ids) {
                VerificationResult vr = new RecordVerifier(Variants.resolver()).verify(String.join("", store.chunks(id)));
                assertTrue(vr.discrepancy().isEmpty() || vr.discrepancy().get().kind() == Discrepancy.Kind.INCOMPLETE,
                    vr::toString);
                assertEquals(store.find(id).orElseThrow().version(), vr.actions());
            }
        }
    }
}
