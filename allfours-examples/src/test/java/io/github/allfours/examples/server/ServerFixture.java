package io.github.allfours.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.http.ServerConfig;
import io.github.allfours.examples.server.http.TableServer;
import io.github.allfours.examples.server.store.JdbcTableStore;
import io.github.allfours.examples.server.store.TableStore;
import io.github.allfours.examples.server.table.TableService;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;

/** A table server on a free loopback port over a SQLite file or the tests' embedded PostgreSQL, and an HTTP client. */
public final class ServerFixture implements AutoCloseable {
    private static EmbeddedPostgres postgres;

    public final TableStore store;
    public final TableService service;
    public final TableServer server;
    public final String base;
    public final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(5)).build();

    /** The kinds of database. */
    public enum Db { SQLITE, POSTGRES }

    public ServerFixture(TableStore store, TableService.Config tables, ServerConfig http) {
        this.store = store;
        this.service = new TableService(store, tables, System::currentTimeMillis);
        this.server = TableServer.start(service, http);
        this.base = server.url();
    }

    public static ServerConfig http() {
        return ServerConfig.defaults("127.0.0.1", 0).withCreatesPerMinute(100_000).withSweepInterval(Duration.ofMillis(100));
    }

    /** A new, empty database of a kind: a file under {@code dir}, or a new database in the embedded PostgreSQL. */
    public static String newDatabase(Db db, Path dir) throws Exception {
        if (db == Db.SQLITE) {
            return "jdbc:sqlite:" + dir.resolve("tables-" + UUID.randomUUID() + ".db");
        }
        synchronized (ServerFixture.class) {
            if (postgres == null) {
                postgres = EmbeddedPostgres.builder().start();
                Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                    try {
                        postgres.close();
                    } catch (IOException e) {
                        // the JVM ends anyway
                    }
                }));
            }
        }
        String name = "t" + UUID.randomUUID().toString().replace("-", "");
        try (Connection c = postgres.getPostgresDatabase().getConnection(); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + name);
        }
        return postgres.getJdbcUrl("postgres", name);
    }

    public static TableStore open(String url) {
        return JdbcTableStore.open(url, null, null);
    }

    @Override
    public void close() {
        server.close();
        service.close();
        store.close();
    }

    // ------------------------------------------------------------------------------------ HTTP

    /** A response: status, headers and body (JSON when it is JSON). */
    public record Reply(int status, HttpResponse<String> response, JsonNode json) {
        public String error() {
            return json.path("error").asString();
        }

        public long version() {
            return json.path("version").asLong();
        }

        public JsonNode view() {
            return json.path("view");
        }

        public List<String> strings(String field) {
            List<String> out = new ArrayList<>();
            json.path("view").path(field).forEach(n -> out.add(n.asString()));
            return out;
        }

        public String text() {
            return response.body();
        }
    }

    public Reply send(String method, String path, String token, String json) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(20));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        if (json != null) {
            b.header("Content-Type", "application/json");
        }
        b.method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        String ct = r.headers().firstValue("Content-Type").orElse("");
        JsonNode node = ct.startsWith("application/json") ? JsonSupport.mapper().readTree(r.body()) : null;
        return new Reply(r.statusCode(), r, node);
    }

    /** A created table: its id, its owner token and the seat tokens the creator took. */
    public record Table(String id, String owner, List<String> tokens) {
        public String token(int seat) {
            return tokens.get(seat);
        }
    }

    public Table create(String body) throws Exception {
        Reply r = send("POST", "/tables", null, body);
        assertEquals(201, r.status(), r::text);
        List<String> tokens = new ArrayList<>();
        r.json().path("tokens").forEach(n -> tokens.add(n.isNull() ? null : n.asString()));
        return new Table(r.json().path("table").asString(), r.json().path("ownerToken").asString(), tokens);
    }

    public Reply view(Table t, int seat) throws Exception {
        return send("GET", "/tables/" + t.id() + "/view", t.token(seat), null);
    }

    public Reply act(Table t, int seat, String action, long version) throws Exception {
        return send("POST", "/tables/" + t.id() + "/actions", t.token(seat),
            JsonSupport.mapper().writeValueAsString(Map.of("action", action, "version", version)));
    }

    /** Waits (up to 20 s) for a table to reach a version, polling a seat's view. */
    public Reply awaitVersion(Table t, int seat, long atLeast) throws Exception {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (true) {
            Reply v = view(t, seat);
            if (v.status() != 200 || v.version() >= atLeast || System.nanoTime() > until) {
                return v;
            }
            Thread.sleep(10);
        }
    }

    // ------------------------------------------------------------------------------------ event streams

    /** One server-sent event. */
    public record Event(String id, String name, String data) {
        public JsonNode json() {
            return JsonSupport.mapper().readTree(data);
        }
    }

    /** An open event stream, read by a thread of its own. */
    public static final class Stream implements AutoCloseable {
        public final int status;
        private final InputStream in;
        private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();

        public Stream(HttpResponse<InputStream> r) {
            this.status = r.statusCode();
            this.in = r.body();
            Thread t = new Thread(this::read, "sse-reader");
            t.setDaemon(true);
            t.start();
        }

        private void read() {
            try (BufferedReader br = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String id = null;
                String name = null;
                StringBuilder data = new StringBuilder();
                String line;
                while ((line = br.readLine()) != null) {
                    if (line.isEmpty()) {
                        if (data.length() > 0 || name != null) {
                            events.add(new Event(id, name, data.toString()));
                        }
                        id = null;
                        name = null;
                        data.setLength(0);
                    } else if (line.startsWith("id:")) {
                        id = line.substring(3).strip();
                    } else if (line.startsWith("event:")) {
                        name = line.substring(6).strip();
                    } else if (line.startsWith("data:")) {
                        data.append(line.substring(5).strip());
                    }
                }
            } catch (IOException e) {
                // closed
            }
        }

        /** The next event, waiting up to 20 s; {@code null} if none came. */
        public Event next() throws InterruptedException {
            return events.poll(20, TimeUnit.SECONDS);
        }

        /** The next event if one comes within a short while. */
        public Event poll(long millis) throws InterruptedException {
            return events.poll(millis, TimeUnit.MILLISECONDS);
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    public Stream stream(String path, String token, String lastEventId) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).GET().header("Accept", "text/event-stream");
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        if (lastEventId != null) {
            b.header("Last-Event-ID", lastEventId);
        }
        HttpResponse<InputStream> r = client.send(b.build(), HttpResponse.BodyHandlers.ofInputStream());
        assertTrue(r.statusCode() == 200, () -> "stream answered " + r.statusCode());
        return new Stream(r);
    }
}
