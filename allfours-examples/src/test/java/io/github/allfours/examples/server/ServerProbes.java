package io.github.allfours.examples.server;

import io.github.allfours.examples.server.http.ServerConfig;
import io.github.allfours.examples.server.http.TableServer;
import io.github.allfours.examples.server.store.JdbcTableStore;
import io.github.allfours.examples.server.table.TableService;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import tools.jackson.databind.JsonNode;

/**
 * The probes that measure the table server's defects of issue 37 and their fixes, over HTTP against a server in
 * this JVM on a new SQLite file: not a test (no assertion, no time limit), a tool run by hand on a built tree,
 * at a lowered priority:
 *
 * <pre>
 * ./mvnw -B -o -q -pl allfours-examples -am test-compile
 * nice -n 10 java -Xmx2g -cp allfours-examples/target/allfours.jar:allfours-examples/target/test-classes \
 *     io.github.allfours.examples.server.ServerProbes resume [TARGET]
 * </pre>
 *
 * <ul>
 * <li>{@code resume [TARGET]}: a table of four random bots plays to TARGET points (10,000 by default), then a
 *     spectator stream opens with {@code Last-Event-ID: -1}; prints the match's moves, the time to the stream's
 *     first event and to the current version, the events and bytes it carried, the slowest {@code /health}
 *     meanwhile, the heap before and the most sampled meanwhile, and the size of a view at the end;</li>
 * <li>{@code watch [SECONDS]}: 20 tables of four random bots to 10,000 points, 5 of them watched by a spectator
 *     stream each for SECONDS (60); prints the bytes pushed, the process's CPU time per second of the run, and
 *     the size of each watched table's view at the end;</li>
 * <li>{@code slow-streams [N]}: a busy table of four random bots with N (50) event streams that never read, and
 *     another table whose 32 moves are made by this client while its seat 0's stream is read; prints, per move,
 *     the time from the move's answer to its event on the stream (median, max, undelivered after 20 s);
 *     {@code reading-streams [N]} the same with N streams that read all they are sent, to compare;</li>
 * <li>{@code bots [TABLES]}: one client's TABLES (60) tables of four expert bots, and a person's table (the
 *     person and three easy bots) where this client plays 40 moves; prints the wait from each of the person's
 *     moves to the first bot move after it (median, 90th percentile, max), first without the busy tables;</li>
 * <li>{@code closed-replay [TARGET]}: a finished table of four random bots to TARGET (2,000) points; a stream
 *     opens with {@code Last-Event-ID: -1}, reads one event and closes; prints the log records the server wrote
 *     in the next two seconds;</li>
 * <li>{@code expiry [TABLES]}: TABLES (200) matches of two random bots to 1 point, finished tables expiring after
 *     50 ms, each table's record asked for by four threads until it is gone; prints the answers by kind (200 with
 *     a record, 200 empty, 404, other).</li>
 * </ul>
 */
public final class ServerProbes {
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(10)).build();
    private String base;
    private int port;

    private ServerProbes() {
    }

    /**
     * Runs one probe.
     *
     * @param args the probe's name and its size
     * @throws Exception if the server cannot start or a request fails
     */
    public static void main(String[] args) throws Exception {
        if (args.length == 0) {
            System.err.println("probes: resume [TARGET] | watch [SECONDS] | slow-streams [N] | reading-streams [N]"
                + " | bots [TABLES]"
                + " | closed-replay [TARGET] | expiry [TABLES]");
            System.exit(2);
        }
        Logger.getLogger("").setLevel(java.util.logging.Level.WARNING);
        for (String name : List.of("org.flywaydb", "com.zaxxer.hikari", "org.eclipse.jetty", "io.javalin")) {
            Logger.getLogger(name).setLevel(java.util.logging.Level.SEVERE);
        }
        int size = args.length > 1 ? Integer.parseInt(args[1]) : -1;
        ServerProbes p = new ServerProbes();
        switch (args[0]) {
            case "resume" -> p.withServer(TableService.Config.DEFAULT, () -> p.resume(size < 0 ? 10_000 : size));
            case "watch" -> p.withServer(TableService.Config.DEFAULT, () -> p.watch(size < 0 ? 60 : size));
            case "slow-streams" -> p.withServer(TableService.Config.DEFAULT,
                () -> p.slowStreams(size < 0 ? 50 : size, false));
            case "reading-streams" -> p.withServer(TableService.Config.DEFAULT,
                () -> p.slowStreams(size < 0 ? 50 : size, true));
            case "bots" -> p.withServer(TableService.Config.DEFAULT, () -> p.bots(size < 0 ? 60 : size));
            case "closed-replay" -> p.withServer(TableService.Config.DEFAULT,
                () -> p.closedReplay(size < 0 ? 2_000 : size));
            case "expiry" -> p.withServer(new TableService.Config(Duration.ofMinutes(2), "medium", Duration.ofMillis(50),
                Duration.ofHours(1), 100_000), () -> p.expiry(size < 0 ? 200 : size));
            default -> throw new IllegalArgumentException("no probe " + args[0]);
        }
        System.exit(0);
    }

    /** A probe's body. */
    @FunctionalInterface
    private interface Body {
        void run() throws Exception;
    }

    private void withServer(TableService.Config tables, Body body) throws Exception {
        Path dir = Files.createTempDirectory("allfours-probe");
        try (JdbcTableStore store = JdbcTableStore.sqlite(dir.resolve("tables.db"));
             TableService service = new TableService(store, tables, System::currentTimeMillis);
             TableServer server = TableServer.start(service, ServerConfig.defaults("127.0.0.1", 0)
                 .withCreatesPerMinute(Integer.MAX_VALUE).withSweepInterval(Duration.ofMillis(20))
                 .withRequestLimits(Duration.ofSeconds(10), 10_000))) {
            base = server.url();
            port = server.port();
            body.run();
        }
    }

    // ------------------------------------------------------------------------------------ the probes

    private void resume(int target) throws Exception {
        String id = create("{\"target\":" + target + ",\"seats\":[\"random\",\"random\",\"random\",\"random\"]}");
        long started = System.nanoTime();
        JsonNode t = awaitFinished(id, Duration.ofMinutes(10));
        double playing = seconds(started);
        long version = t.path("version").asLong();
        System.out.printf(Locale.ROOT, "resume: a match of four random bots to %d: %d moves in %.1f s%s%n", target,
            version, playing, t.path("finished").asBoolean() ? "" : " (not finished)");
        System.gc();
        long heapBefore = usedHeap();
        AtomicLong heapMax = new AtomicLong(heapBefore);
        AtomicLong healthMax = new AtomicLong();
        AtomicBoolean done = new AtomicBoolean();
        Thread watcher = new Thread(() -> {
            while (!done.get()) {
                heapMax.accumulateAndGet(usedHeap(), Math::max);
                long t0 = System.nanoTime();
                try {
                    get("/health");
                } catch (Exception e) {
                    // counted as slow below
                }
                healthMax.accumulateAndGet(System.nanoTime() - t0, Math::max);
                sleep(50);
            }
        });
        watcher.start();
        long t0 = System.nanoTime();
        long[] first = {-1};
        long[] count = {0};
        long[] bytes = {0};
        try (Socket s = openStream("/tables/" + id + "/spectate/events", null, "-1")) {
            readEvents(s.getInputStream(), Duration.ofMinutes(5), (eventId, data) -> {
                if (first[0] < 0) {
                    first[0] = System.nanoTime() - t0;
                }
                count[0]++;
                bytes[0] += data.length();
                return !eventId.equals(Long.toString(version));
            });
        }
        long toCurrent = System.nanoTime() - t0;
        done.set(true);
        watcher.join();
        String view = get("/tables/" + id + "/spectate");
        System.out.printf(Locale.ROOT, "resume: Last-Event-ID: -1 -> first event after %.0f ms, version %d after %.0f ms;"
                + " %d events, %d bytes%n", first[0] / 1e6, version, toCurrent / 1e6, count[0], bytes[0]);
        System.out.printf(Locale.ROOT, "resume: slowest /health meanwhile %.0f ms; heap %d MB before, at most %d MB"
            + " meanwhile; the spectators' view at the end: %d bytes%n", healthMax.get() / 1e6, heapBefore >> 20,
            heapMax.get() >> 20, view.length());
    }

    private void watch(int seconds) throws Exception {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            ids.add(create("{\"target\":10000,\"seats\":[\"random\",\"random\",\"random\",\"random\"]}"));
        }
        AtomicLong bytes = new AtomicLong();
        AtomicLong events = new AtomicLong();
        AtomicBoolean stop = new AtomicBoolean();
        List<Socket> sockets = new ArrayList<>();
        List<Thread> readers = new ArrayList<>();
        long cpu0 = processCpu();
        long t0 = System.nanoTime();
        for (String id : ids.subList(0, 5)) {
            Socket s = openStream("/tables/" + id + "/spectate/events", null, null);
            sockets.add(s);
            Thread r = new Thread(() -> {
                try {
                    byte[] b = new byte[64 * 1024];
                    InputStream in = s.getInputStream();
                    int n;
                    while (!stop.get() && (n = in.read(b)) > 0) {
                        bytes.addAndGet(n);
                        for (int i = 0; i < n; i++) {
                            if (b[i] == 'i' && i + 3 < n && b[i + 1] == 'd' && b[i + 2] == ':') {
                                events.incrementAndGet();
                            }
                        }
                    }
                } catch (IOException e) {
                    // closed
                }
            });
            r.setDaemon(true);
            r.start();
            readers.add(r);
        }
        Thread.sleep(seconds * 1000L);
        stop.set(true);
        double wall = seconds(t0);
        double cpu = (processCpu() - cpu0) / 1e9;
        for (Socket s : sockets) {
            s.close();
        }
        long moves = 0;
        List<Integer> sizes = new ArrayList<>();
        for (String id : ids) {
            JsonNode t = json(get("/tables/" + id));
            moves += t.path("version").asLong();
        }
        for (String id : ids.subList(0, 5)) {
            sizes.add(get("/tables/" + id + "/spectate").length());
        }
        System.out.printf(Locale.ROOT, "watch: 20 tables of random bots, 5 watched, %.0f s: %d moves made, %d events,"
                + " %d MB pushed to the 5 streams; process CPU %.1f s a second; the watched views at the end: %s bytes%n",
            wall, moves, events.get(), bytes.get() >> 20, cpu / wall, sizes);
    }

    private void slowStreams(int n, boolean reading) throws Exception {
        String busy = create("{\"target\":10000,\"seats\":[\"random\",\"random\",\"random\",\"random\"]}");
        List<Socket> silent = new ArrayList<>();
        if (n > 0) {
            for (int i = 0; i < n; i++) {
                Socket s = new Socket();
                s.setReceiveBufferSize(4096);
                s.connect(new java.net.InetSocketAddress("127.0.0.1", port));
                OutputStream out = s.getOutputStream();
                out.write(("GET /tables/" + busy + "/spectate/events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream"
                    + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                silent.add(s);             // never read, unless the probe compares readers that read
                if (reading) {
                    Thread drain = new Thread(() -> {
                        byte[] b = new byte[64 * 1024];
                        try {
                            while (s.getInputStream().read(b) > 0) {
                                // read and dropped
                            }
                        } catch (IOException e) {
                            // closed
                        }
                    });
                    drain.setDaemon(true);
                    drain.start();
                }
            }
            Thread.sleep(3000);            // the busy table fills their buffers
        }
        JsonNode made = json(post("/tables", null, "{\"variant\":\"trinidad\",\"seats\":[\"player\",\"player\","
            + "\"player\",\"player\"]}"));
        String id = made.path("table").asString();
        List<String> tokens = new ArrayList<>();
        made.path("tokens").forEach(x -> tokens.add(x.asString()));
        Map<Long, Long> arrived = new ConcurrentHashMap<>();
        Socket reader = openStream("/tables/" + id + "/events", tokens.get(0), null);
        Thread r = new Thread(() -> {
            try {
                readEvents(reader.getInputStream(), Duration.ofMinutes(5), (eventId, data) -> {
                    arrived.putIfAbsent(Long.parseLong(eventId), System.nanoTime());
                    return true;
                });
            } catch (IOException e) {
                // closed
            }
        });
        r.setDaemon(true);
        r.start();
        Map<Long, Long> answered = new ConcurrentHashMap<>();
        long version = 0;
        for (int i = 0; i < 32; i++) {
            JsonNode v0 = json(get("/tables/" + id + "/view", tokens.get(0)));
            int toAct = v0.path("view").path("toAct").asInt();
            JsonNode mine = json(get("/tables/" + id + "/view", tokens.get(toAct)));
            String action = mine.path("view").path("legalActions").get(0).asString();
            post("/tables/" + id + "/actions", tokens.get(toAct), "{\"action\":\"" + action + "\",\"version\":"
                + version + "}");
            version++;
            answered.put(version, System.nanoTime());
        }
        long until = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (arrived.keySet().containsAll(answered.keySet()) == false && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        List<Double> delays = new ArrayList<>();
        int missing = 0;
        for (Map.Entry<Long, Long> e : answered.entrySet()) {
            Long at = arrived.get(e.getKey());
            if (at == null) {
                missing++;
            } else {
                delays.add(Math.max(0, at - e.getValue()) / 1e6);
            }
        }
        delays.sort(null);
        System.out.printf(Locale.ROOT, "%s: %d %s streams on a busy table; 32 moves at another"
                + " table: delivered to its stream after median %.1f ms, max %.1f ms; %d undelivered after 20 s%n",
            reading ? "reading-streams" : "slow-streams", n, reading ? "reading" : "never-reading", pct(delays, 0.5),
            delays.isEmpty() ? -1 : delays.get(delays.size() - 1), missing);
        reader.close();
        for (Socket s : silent) {
            s.close();
        }
    }

    private void bots(int tables) throws Exception {
        System.out.println("bots: " + waits(0));
        System.out.println("bots: " + waits(tables));
    }

    /** The waits for a bot move after a person's move, with {@code busy} tables of expert bots playing. */
    private String waits(int busy) throws Exception {
        for (int i = 0; i < busy; i++) {
            create("{\"target\":10000,\"seats\":[\"expert\",\"expert\",\"expert\",\"expert\"]}");
        }
        if (busy > 0) {
            Thread.sleep(2000);
        }
        JsonNode made = json(post("/tables", null, "{\"variant\":\"trinidad\",\"seats\":[\"player\",\"easy\",\"easy\","
            + "\"easy\"]}"));
        String id = made.path("table").asString();
        String token = made.path("tokens").get(0).asString();
        List<Double> waits = new ArrayList<>();
        Map<Long, Long> arrived = new ConcurrentHashMap<>();
        Map<Long, JsonNode> views = new ConcurrentHashMap<>();
        Socket reader = openStream("/tables/" + id + "/events", token, null);
        Thread r = new Thread(() -> {
            try {
                readEvents(reader.getInputStream(), Duration.ofMinutes(10), (eventId, data) -> {
                    long v = Long.parseLong(eventId);
                    arrived.putIfAbsent(v, System.nanoTime());
                    views.putIfAbsent(v, json(data));
                    return true;
                });
            } catch (IOException e) {
                // closed
            }
        });
        r.setDaemon(true);
        r.start();
        for (int moves = 0; moves < 40; ) {
            JsonNode v = json(get("/tables/" + id + "/view", token));
            if (!v.path("view").path("winner").isNull()) {
                break;
            }
            JsonNode legal = v.path("view").path("legalActions");
            if (legal.isEmpty()) {
                Thread.sleep(2);
                continue;
            }
            long version = v.path("version").asLong();
            String answer = post("/tables/" + id + "/actions", token, "{\"action\":\"" + legal.get(0).asString()
                + "\",\"version\":" + version + "}");
            long answeredAt = System.nanoTime();
            moves++;
            JsonNode after = json(answer);
            if (after.path("view").path("toAct").asInt() == 0 || !after.path("view").path("winner").isNull()) {
                continue;       // the person acts again: no bot move to wait for
            }
            long next = version + 2;
            long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (!arrived.containsKey(next) && System.nanoTime() < until) {
                Thread.sleep(1);
            }
            Long at = arrived.get(next);
            waits.add(at == null ? 30_000.0 : Math.max(0, at - answeredAt) / 1e6);
        }
        reader.close();
        waits.sort(null);
        return String.format(Locale.ROOT, "%d busy tables of expert bots: the wait for a bot move after the person's"
                + " move: median %.1f ms, p90 %.1f ms, max %.1f ms (%d moves)", busy, pct(waits, 0.5), pct(waits, 0.9),
            waits.isEmpty() ? -1 : waits.get(waits.size() - 1), waits.size());
    }

    private void closedReplay(int target) throws Exception {
        String id = create("{\"target\":" + target + ",\"seats\":[\"random\",\"random\",\"random\",\"random\"]}");
        JsonNode t = awaitFinished(id, Duration.ofMinutes(10));
        AtomicInteger records = new AtomicInteger();
        Handler counter = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (isLoggable(record)) {
                    records.incrementAndGet();
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger root = Logger.getLogger("");
        root.addHandler(counter);
        Logger.getLogger("io.javalin").setLevel(java.util.logging.Level.INFO);
        try (Socket s = openStream("/tables/" + id + "/spectate/events", null, "-1")) {
            readEvents(s.getInputStream(), Duration.ofSeconds(30), (eventId, data) -> false);
        }
        Thread.sleep(2000);
        root.removeHandler(counter);
        System.out.printf(Locale.ROOT, "closed-replay: a table at version %d; a Last-Event-ID: -1 stream closed after its"
            + " first event: %d log records in the next 2 s%n", t.path("version").asLong(), records.get());
    }

    private void expiry(int tables) throws Exception {
        AtomicLong full = new AtomicLong();
        AtomicLong empty = new AtomicLong();
        AtomicLong gone = new AtomicLong();
        AtomicLong other = new AtomicLong();
        for (int i = 0; i < tables; i++) {
            String id = create("{\"variant\":\"pitch\",\"players\":2,\"target\":1,\"seats\":[\"random\",\"random\"]}");
            AtomicBoolean over = new AtomicBoolean();
            List<Thread> askers = new ArrayList<>();
            for (int k = 0; k < 4; k++) {
                Thread a = new Thread(() -> {
                    while (!over.get()) {
                        try {
                            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/tables/" + id
                                + "/record")).build(), HttpResponse.BodyHandlers.ofString());
                            if (r.statusCode() == 404) {
                                gone.incrementAndGet();
                                over.set(true);
                            } else if (r.statusCode() == 200 && r.body().isEmpty()) {
                                empty.incrementAndGet();
                            } else if (r.statusCode() == 200) {
                                full.incrementAndGet();
                            } else {
                                other.incrementAndGet();
                            }
                        } catch (IOException | InterruptedException e) {
                            other.incrementAndGet();
                        }
                    }
                });
                a.start();
                askers.add(a);
            }
            for (Thread a : askers) {
                a.join(30_000);
            }
            over.set(true);
        }
        System.out.printf(Locale.ROOT, "expiry: %d tables expiring while their records were asked for: %d answered 200"
            + " with a record, %d answered 200 with an empty body, %d answered 404, %d other%n", tables, full.get(),
            empty.get(), gone.get(), other.get());
    }

    // ------------------------------------------------------------------------------------ HTTP

    private String create(String body) throws Exception {
        return json(post("/tables", null, body)).path("table").asString();
    }

    private JsonNode awaitFinished(String id, Duration limit) throws Exception {
        long until = System.nanoTime() + limit.toNanos();
        while (true) {
            JsonNode t = json(get("/tables/" + id));
            if (t.path("finished").asBoolean() || System.nanoTime() > until) {
                return t;
            }
            Thread.sleep(200);
        }
    }

    private String get(String path) throws Exception {
        return get(path, null);
    }

    private String get(String path, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofMinutes(2));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString()).body();
    }

    private String post(String path, String token, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofMinutes(2))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString()).body();
    }

    private static JsonNode json(String text) {
        return JsonSupport.mapper().readTree(text);
    }

    /** Opens an event stream on a plain socket (its bytes counted as they come). */
    private Socket openStream(String path, String token, String lastEventId) throws IOException {
        Socket s = new Socket("127.0.0.1", port);
        StringBuilder req = new StringBuilder("GET " + path + " HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n");
        if (token != null) {
            req.append("Authorization: Bearer ").append(token).append("\r\n");
        }
        if (lastEventId != null) {
            req.append("Last-Event-ID: ").append(lastEventId).append("\r\n");
        }
        s.getOutputStream().write(req.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
        s.getOutputStream().flush();
        return s;
    }

    /** Hears one event; returns whether to go on. */
    @FunctionalInterface
    private interface EventSink {
        boolean event(String id, String data);
    }

    /** Reads events (after the response head, through chunked framing left in as noise) until the sink stops. */
    private static void readEvents(InputStream in, Duration limit, EventSink sink) throws IOException {
        long until = System.nanoTime() + limit.toNanos();
        StringBuilder line = new StringBuilder();
        String id = null;
        StringBuilder data = new StringBuilder();
        byte[] buf = new byte[64 * 1024];
        int n;
        while (System.nanoTime() < until && (n = in.read(buf)) > 0) {
            String text = new String(buf, 0, n, StandardCharsets.UTF_8);
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\r') {
                    continue;
                }
                if (c != '\n') {
                    line.append(c);
                    continue;
                }
                String l = line.toString();
                line.setLength(0);
                if (l.startsWith("id:")) {
                    id = l.substring(3).strip();
                } else if (l.startsWith("data:")) {
                    data.append(l.substring(5).strip());
                } else if (l.isEmpty() && id != null) {
                    if (!sink.event(id, data.toString())) {
                        return;
                    }
                    id = null;
                    data.setLength(0);
                }
            }
        }
    }

    // ------------------------------------------------------------------------------------ measures

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

    private static long usedHeap() {
        Runtime rt = Runtime.getRuntime();
        return rt.totalMemory() - rt.freeMemory();
    }

    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static double pct(List<Double> sorted, double p) {
        if (sorted.isEmpty()) {
            return -1;
        }
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.floor(p * sorted.size())));
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
