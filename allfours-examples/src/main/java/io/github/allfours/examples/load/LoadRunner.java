package io.github.allfours.examples.load;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.examples.server.store.TableStore;
import io.github.allfours.record.ActionLine;
import io.github.allfours.record.DealLine;
import io.github.allfours.record.Discrepancy;
import io.github.allfours.record.GameRecordReader;
import io.github.allfours.record.MatchLine;
import io.github.allfours.record.RecordLine;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;

/**
 * Drives a table server over HTTP with many concurrent tables, then checks every table's stored record:
 * each table has players (held by this client, two racing requests per move) and bots (played by the
 * server). Measures the moves stored per second and the latency of move requests, and checks that the
 * records replay, that every move answered 200 is in its record exactly once at its version, and that no
 * view answered to a seat held a card of another seat's hand.
 */
public final class LoadRunner {
    /**
     * What to run.
     *
     * @param tables      concurrent tables
     * @param seats       per seat: {@code "player"} (this client plays it) or a bot level
     * @param variant     the variant id
     * @param sides       the number of sides, where the variant documents the number of seats both individually
     *                    and in partnerships ({@code null}: the first documented)
     * @param movesPerTable how many moves this client makes at each table at most (then it leaves the table)
     * @param maxTime     the time limit; tables unfinished by then are left as they are
     * @param workers     client threads
     * @param seed        the seed of the tables' deals and of the client's choices
     */
    public record Plan(int tables, List<String> seats, String variant, Integer sides, int movesPerTable, Duration maxTime,
                       int workers, long seed) {
        /**
         * @param tables        the tables
         * @param seats         the seats
         * @param variant       the variant
         * @param sides         the sides, or {@code null}
         * @param movesPerTable the client's moves per table
         * @param maxTime       the time limit
         * @param workers       the client threads
         * @param seed          the seed
         */
        public Plan {
            seats = List.copyOf(seats);
            Objects.requireNonNull(variant, "variant");
            Objects.requireNonNull(maxTime, "maxTime");
            if (tables < 1 || workers < 1 || movesPerTable < 1 || !seats.contains("player")) {
                throw new IllegalArgumentException("a plan needs tables, workers, moves and a player seat");
            }
        }
    }

    /**
     * What a run measured and found.
     *
     * @param tables         tables played
     * @param clientMoves    moves this client made that were answered 200
     * @param storedMoves    moves stored in all (the clients' and the bots'), from the records
     * @param staleAnswers   racing requests answered 409 {@code STALE_VERSION}
     * @param seconds        the time from the first move request to the last answer
     * @param p50Millis      the median latency of a move request
     * @param p99Millis      the 99th percentile latency of a move request
     * @param maxMillis      the slowest move request
     * @param viewsChecked   views answered 200 that were checked for other seats' cards
     * @param problems       everything that went wrong (empty: nothing)
     */
    public record Result(int tables, long clientMoves, long storedMoves, long staleAnswers, double seconds,
                         double p50Millis, double p99Millis, double maxMillis, long viewsChecked, List<String> problems) {
        /**
         * @param tables       the tables
         * @param clientMoves  the client's moves
         * @param storedMoves  the stored moves
         * @param staleAnswers the 409s
         * @param seconds      the time
         * @param p50Millis    the median latency
         * @param p99Millis    the 99th percentile
         * @param maxMillis    the slowest
         * @param viewsChecked the checked views
         * @param problems     the problems
         */
        public Result {
            problems = List.copyOf(problems);
        }

        /** Returns the stored moves per second. */
        public double movesPerSecond() {
            return storedMoves / seconds;
        }

        /** Returns a few lines for people. */
        public String summary() {
            return String.format(java.util.Locale.ROOT,
                "%d tables: %d moves stored (%d by the clients, the rest by bots) in %.1f s: %.0f moves/s%n"
                    + "move requests: p50 %.1f ms, p99 %.1f ms, max %.1f ms; %d racing requests answered STALE_VERSION%n"
                    + "checked: %d records replayed, %d views free of other seats' cards: %s",
                tables, storedMoves, clientMoves, seconds, movesPerSecond(), p50Millis, p99Millis, maxMillis, staleAnswers,
                tables, viewsChecked, problems.isEmpty() ? "OK" : problems.size() + " problems, first: " + problems.get(0));
        }
    }

    /** One table as the client knows it. */
    private static final class Table {
        final String id;
        final List<String> tokens;
        final SplittableRandom random;
        final Map<Long, String> acked = new HashMap<>();   // version -> "seat action" answered 200
        final List<long[]> seen = new ArrayList<>();        // {version, seat, card bits} of every 200 view
        int moves;
        boolean done;

        Table(String id, List<String> tokens, long seed) {
            this.id = id;
            this.tokens = tokens;
            this.random = new SplittableRandom(seed);
        }
    }

    private final String base;
    private final TableStore store;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(10)).build();
    private final List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());
    private final AtomicLong stale = new AtomicLong();
    private final AtomicLong clientMoves = new AtomicLong();

    /**
     * A runner against a server whose store it can read for the checks.
     *
     * @param baseUrl the server, such as {@code http://127.0.0.1:8080}
     * @param store   the server's store
     */
    public LoadRunner(String baseUrl, TableStore store) {
        this.base = Objects.requireNonNull(baseUrl, "baseUrl");
        this.store = Objects.requireNonNull(store, "store");
    }

    /**
     * Runs a plan and checks the records.
     *
     * @param plan what to run
     * @return what was measured and found
     * @throws InterruptedException if interrupted
     */
    public Result run(Plan plan) throws InterruptedException {
        List<Table> tables = create(plan);
        long[][] latencies = new long[plan.workers()][];
        ExecutorService pool = Executors.newFixedThreadPool(plan.workers());
        long start = System.nanoTime();
        long deadline = start + plan.maxTime().toNanos();
        List<Future<long[]>> futures = new ArrayList<>();
        for (int w = 0; w < plan.workers(); w++) {
            List<Table> mine = new ArrayList<>();
            for (int i = w; i < tables.size(); i += plan.workers()) {
                mine.add(tables.get(i));
            }
            futures.add(pool.submit(() -> drive(mine, plan, deadline)));
        }
        for (int w = 0; w < futures.size(); w++) {
            try {
                latencies[w] = futures.get(w).get();
            } catch (java.util.concurrent.ExecutionException e) {
                problems.add("a client thread failed: " + e.getCause());
                latencies[w] = new long[0];
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        long[] all = Arrays.stream(latencies).flatMapToLong(Arrays::stream).sorted().toArray();
        Thread.sleep(200);      // bots still thinking may store a move or two after the clients stop
        long stored = 0;
        long views = 0;
        for (Table t : tables) {
            stored += check(t);
            views += t.seen.size();
        }
        return new Result(tables.size(), clientMoves.get(), stored, stale.get(), seconds, pct(all, 0.50), pct(all, 0.99),
            all.length == 0 ? 0 : all[all.length - 1] / 1e6, views, problems);
    }

    private static double pct(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)] / 1e6;
    }

    private List<Table> create(Plan plan) {
        List<Table> out = new ArrayList<>();
        SplittableRandom seeds = new SplittableRandom(plan.seed());
        String seats = JsonSupport.mapper().writeValueAsString(plan.seats());
        for (int i = 0; i < plan.tables(); i++) {
            long seed = seeds.nextLong();
            JsonNode r = call("POST", "/tables", null, "{\"variant\":\"" + plan.variant() + "\",\"players\":"
                + plan.seats().size() + (plan.sides() == null ? "" : ",\"sides\":" + plan.sides()) + ",\"seed\":" + seed
                + ",\"seats\":" + seats + "}", 201);
            List<String> tokens = new ArrayList<>();
            r.path("tokens").forEach(n -> tokens.add(n.isNull() ? null : n.asString()));
            out.add(new Table(r.path("table").asString(), tokens, seeds.nextLong()));
        }
        return out;
    }

    /** Plays a worker's tables in turn until each is done or time is up; returns the move latencies. */
    private long[] drive(List<Table> tables, Plan plan, long deadline) {
        long[] lat = new long[1024];
        int n = 0;
        int open = tables.size();
        while (open > 0 && System.nanoTime() < deadline) {
            boolean progressed = false;
            open = 0;
            for (Table t : tables) {
                if (t.done) {
                    continue;
                }
                open++;
                int seat = firstPlayer(t);
                JsonNode v = call("GET", "/tables/" + t.id + "/view", t.tokens.get(seat), null, 200);
                observe(t, seat, v);
                JsonNode view = v.path("view");
                if (!view.path("winner").isNull() || t.moves >= plan.movesPerTable()) {
                    t.done = true;
                    continue;
                }
                int toAct = view.path("toAct").asInt();
                if (toAct < 0 || t.tokens.get(toAct) == null) {
                    continue;       // a bot's turn: the server plays it
                }
                if (toAct != seat) {
                    v = call("GET", "/tables/" + t.id + "/view", t.tokens.get(toAct), null, 200);
                    observe(t, toAct, v);
                }
                long version = v.path("version").asLong();
                List<String> legal = new ArrayList<>();
                v.path("view").path("legalActions").forEach(a -> legal.add(a.asString()));
                if (legal.isEmpty()) {
                    continue;       // moved meanwhile
                }
                // two clients race from the same view: exactly one may win
                List<CompletableFuture<long[]>> race = new ArrayList<>();
                List<String> chosen = new ArrayList<>();
                for (int r = 0; r < 2; r++) {
                    String action = legal.get(t.random.nextInt(legal.size()));
                    chosen.add(action);
                    race.add(move(t, toAct, action, version));
                }
                int won = 0;
                for (int r = 0; r < 2; r++) {
                    long[] res = race.get(r).join();   // {status, nanos}
                    if (n == lat.length) {
                        lat = Arrays.copyOf(lat, n * 2);
                    }
                    lat[n++] = res[1];
                    if (res[0] == 200) {
                        won++;
                        String prev = t.acked.put(version + 1, toAct + " " + chosen.get(r));
                        if (prev != null) {
                            problems.add("table " + t.id + ": two moves answered 200 at version " + version);
                        }
                    } else if (res[0] == 409) {
                        stale.incrementAndGet();
                    } else {
                        problems.add("table " + t.id + ": a move answered " + res[0]);
                    }
                }
                if (won != 1) {
                    problems.add("table " + t.id + ": " + won + " of two racing moves at version " + version + " won");
                }
                t.moves++;
                clientMoves.addAndGet(won);
                progressed = true;
            }
            if (!progressed) {
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        return Arrays.copyOf(lat, n);
    }

    private static int firstPlayer(Table t) {
        for (int s = 0; s < t.tokens.size(); s++) {
            if (t.tokens.get(s) != null) {
                return s;
            }
        }
        throw new IllegalStateException("no player seat");
    }

    private CompletableFuture<long[]> move(Table t, int seat, String action, long version) {
        String body = JsonSupport.mapper().writeValueAsString(Map.of("action", action, "version", version));
        HttpRequest req = HttpRequest.newBuilder(URI.create(base + "/tables/" + t.id + "/actions"))
            .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + t.tokens.get(seat))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build();
        long t0 = System.nanoTime();
        return http.sendAsync(req, HttpResponse.BodyHandlers.ofString()).thenApply(r -> {
            long took = System.nanoTime() - t0;
            if (r.statusCode() == 200) {
                synchronized (t) {
                    observe(t, seat, JsonSupport.mapper().readTree(r.body()));
                }
            }
            return new long[] {r.statusCode(), took};
        });
    }

    /** Notes the cards a seat's view showed, leaving out what is public history or known to every seat. */
    private static void observe(Table t, int seat, JsonNode msg) {
        JsonNode v = msg.path("view");
        long hand = v.path("handNumber").asLong();
        long bits = 0;
        for (var e : v.properties()) {
            switch (e.getKey()) {
                case "hand", "knownCards", "awards", "lastHandResult" -> {
                    // the seat's own hand; cards every seat knows; the scoring history
                }
                case "lastTrick" -> {
                    if (!e.getValue().isNull() && e.getValue().path("hand").asLong() == hand) {
                        bits |= cardBits(e.getValue());
                    }
                }
                default -> bits |= cardBits(e.getValue());
            }
        }
        // (lastMove is history too: a card played at the end of a hand may be dealt again at once)
        synchronized (t) {
            t.seen.add(new long[] {msg.path("version").asLong(), seat, bits});
        }
    }

    private static long cardBits(JsonNode n) {
        if (n.isString()) {
            String s = n.asString();
            long bits = 0;
            for (String word : s.split(" ")) {
                if (word.length() >= 2 && word.length() <= 3) {
                    try {
                        bits |= Card.parse(word).bit();
                    } catch (IllegalArgumentException e) {
                        // not a card
                    }
                }
            }
            return bits;
        }
        long bits = 0;
        for (JsonNode c : n) {
            bits |= cardBits(c);
        }
        return bits;
    }

    private JsonNode call(String method, String path, String token, String json, int expect) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        if (json != null) {
            b.header("Content-Type", "application/json");
        }
        b.method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        try {
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != expect) {
                throw new IllegalStateException(method + " " + path + " answered " + r.statusCode() + ": " + r.body());
            }
            return JsonSupport.mapper().readTree(r.body());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Checks a table's stored record; returns its number of moves. */
    private long check(Table t) {
        StoredTable row = store.find(t.id).orElse(null);
        if (row == null) {
            problems.add("table " + t.id + " is not stored");
            return 0;
        }
        String text = String.join("", store.chunks(t.id));
        VerificationResult vr = new RecordVerifier(Variants.resolver()).verify(text);
        if (vr.discrepancy().isPresent() && vr.discrepancy().get().kind() != Discrepancy.Kind.INCOMPLETE) {
            problems.add("table " + t.id + ": the record does not replay: " + vr.discrepancy().get());
            return 0;
        }
        if (vr.actions() != row.version()) {
            problems.add("table " + t.id + " is at version " + row.version() + " but its record has " + vr.actions() + " moves");
        }
        // replay, checking each acknowledged move and each observed view against the hands at its version
        Map<Long, List<long[]>> seenAt = new HashMap<>();
        for (long[] s : t.seen) {
            seenAt.computeIfAbsent(s[0], k -> new ArrayList<>()).add(s);
        }
        GameState s = null;
        long version = 0;
        List<RecordLine> lines;
        try {
            lines = GameRecordReader.readAll(text);
        } catch (io.github.allfours.record.RecordFormatException e) {
            problems.add("table " + t.id + ": the record cannot be read: " + e.getMessage());
            return 0;
        }
        for (int i = 0; i <= lines.size(); i++) {
            RecordLine line = i < lines.size() ? lines.get(i) : null;
            if ((line == null || line instanceof ActionLine) && s != null) {
                checkViews(t, s, version, seenAt.remove(version));
            }
            if (line == null) {
                break;
            }
            if (line instanceof MatchLine m) {
                RuleSet rules = Variants.resolver().resolve(m.variant(), m.seats(), m.sides().size());
                s = GameState.start(rules, m.firstDealer(), DeckSource.none());
            } else if (line instanceof DealLine d) {
                s = s.deal(d.deck());
            } else if (line instanceof ActionLine a) {
                s = s.apply(a.seat(), a.action());
                version++;
                String acked = t.acked.remove(version);
                if (acked != null && !acked.equals(a.seat() + " " + a.action().notation())) {
                    problems.add("table " + t.id + ": move " + version + " was answered 200 as " + acked
                        + " but the record has " + a.seat() + " " + a.action().notation());
                }
            }
        }
        if (!t.acked.isEmpty()) {
            problems.add("table " + t.id + ": moves answered 200 are missing from the record: " + t.acked.keySet());
        }
        if (!seenAt.isEmpty()) {
            problems.add("table " + t.id + ": views of versions the record never reached: " + seenAt.keySet());
        }
        return row.version();
    }

    private void checkViews(Table t, GameState s, long version, List<long[]> seen) {
        if (seen == null) {
            return;
        }
        for (long[] v : seen) {
            long others = 0;
            for (int o = 0; o < s.rules().seats(); o++) {
                if (o != v[1]) {
                    others |= s.handBits(o) & ~s.knownCards(o).bits();
                }
            }
            if ((v[2] & others) != 0) {
                problems.add("table " + t.id + ": seat " + v[1] + " was shown " + io.github.allfours.card.CardSet.ofBits(
                    v[2] & others) + " of other hands at version " + version);
            }
        }
    }

    /** Returns the problems found so far (for a caller that stops early). */
    List<String> problems() {
        return problems;
    }
}
