package io.github.allfours.examples.server;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.allfours.engine.Action;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A move-validating HTTP server for All Fours matches, on the JDK's {@code com.sun.net.httpserver}.
 * JSON in and out:
 *
 * <ul>
 *   <li>{@code POST /tables} with {@code {"variant":"trinidad","players":4,"seed":123}} (every field
 *       optional; without a seed the server draws one from {@link SecureRandom} and never reveals it)
 *       opens a table: 201 {@code {"table":ID,"variant":...,"seats":N,"tokens":[...]}}, one secret token
 *       per seat, seat 0 first.</li>
 *   <li>{@code GET /tables/ID/view?token=T}: the token's seat's view (from
 *       {@link io.github.allfours.engine.GameState#viewFor(int)} only) with the table's
 *       {@code version}.</li>
 *   <li>{@code POST /tables/ID/actions?token=T} with {@code {"action":"play JH","version":N}}: applies
 *       the move for the token's seat if the table is still at version {@code N} and the rules allow it;
 *       200 with the seat's new view.</li>
 * </ul>
 *
 * <p>Errors are {@code {"error":CODE,"message":TEXT}}: 400 {@code BAD_REQUEST} (malformed JSON, a
 * missing or mistyped field, an unknown variant or table size) or {@code MALFORMED_ACTION} (action or
 * card text that cannot be read), 403 {@code UNKNOWN_TOKEN}, 404 {@code UNKNOWN_TABLE} or
 * {@code NOT_FOUND}, 405 {@code METHOD_NOT_ALLOWED}, 409 {@code STALE_VERSION}, 413
 * {@code BODY_TOO_LARGE}, 422 with the engine's {@link io.github.allfours.engine.Reason} name
 * ({@code NOT_YOUR_TURN}, {@code MUST_FOLLOW_SUIT}, ...) and its message, 503 {@code TOO_MANY_TABLES}.
 * The server never sends a game state, a deck order or a seed, only views.
 */
public final class GameServer implements AutoCloseable {
    /** The largest request body accepted, in bytes. */
    static final int MAX_BODY = 16 * 1024;
    /** How many tables one server holds at most, unless told otherwise. */
    public static final int DEFAULT_MAX_TABLES = 10_000;

    private static final Set<String> TABLE_FIELDS = Set.of("variant", "players", "seed");
    private static final Set<String> ACTION_FIELDS = Set.of("action", "version");

    private static final String NODELAY = "sun.net.httpserver.nodelay";
    private static final System.Logger LOG = System.getLogger(GameServer.class.getName());

    private final HttpServer http;
    private final ExecutorService executor;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, ServedTable> tables = new ConcurrentHashMap<>();
    private final int maxTables;

    private GameServer(HttpServer http, ExecutorService executor, int maxTables) {
        this.http = http;
        this.executor = executor;
        this.maxTables = maxTables;
    }

    /**
     * Starts a server holding at most {@link #DEFAULT_MAX_TABLES} tables.
     *
     * @param address where to listen, such as {@code new InetSocketAddress("127.0.0.1", 8080)}; port 0
     *                picks a free port (see {@link #port()})
     * @return the running server
     * @throws IOException if the address cannot be bound
     */
    public static GameServer start(InetSocketAddress address) throws IOException {
        return start(address, DEFAULT_MAX_TABLES);
    }

    /**
     * Starts a server.
     *
     * @param address   where to listen
     * @param maxTables how many tables it holds at most; further {@code POST /tables} get 503
     * @return the running server
     * @throws IOException if the address cannot be bound
     */
    public static GameServer start(InetSocketAddress address, int maxTables) throws IOException {
        if (maxTables < 1) {
            throw new IllegalArgumentException("maxTables must be at least 1, not " + maxTables);
        }
        // Without TCP_NODELAY every small answer waits ~40 ms for the client's delayed ACK (the server
        // writes the headers and the body separately). The JDK's server reads this property once, when
        // its first server starts; a value set by the user is kept.
        if (System.getProperty(NODELAY) == null) {
            System.setProperty(NODELAY, "true");
        }
        HttpServer http = HttpServer.create(address, 0);
        AtomicInteger n = new AtomicInteger();
        ExecutorService executor = Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "allfours-http-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        GameServer server = new GameServer(http, executor, maxTables);
        http.createContext("/", server::handle);
        http.setExecutor(executor);
        http.start();
        return server;
    }

    /** Returns the address the server listens on. */
    public InetSocketAddress address() {
        return http.getAddress();
    }

    /** Returns the port the server listens on. */
    public int port() {
        return http.getAddress().getPort();
    }

    /** Stops listening, lets exchanges in progress finish for up to a second, and stops the threads. */
    @Override
    public void close() {
        http.stop(1);
        executor.shutdown();
        try {
            if (!executor.awaitTermination(5, TimeUnit.SECONDS)) {
                executor.shutdownNow();
            }
        } catch (InterruptedException e) {
            executor.shutdownNow();
            Thread.currentThread().interrupt();
        }
    }

    // ------------------------------------------------------------------------------------ routing

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            int status;
            Object body;
            try {
                Response r = route(ex);
                status = r.status;
                body = r.body;
            } catch (ApiException e) {
                status = e.status();
                Map<String, Object> err = new LinkedHashMap<>();
                err.put("error", e.code());
                err.put("message", e.getMessage());
                body = err;
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.ERROR, "failed: " + ex.getRequestMethod() + " " + ex.getRequestURI().getRawPath(), e);
                status = 500;
                body = Map.of("error", "INTERNAL_ERROR", "message", "internal error");
            }
            byte[] bytes = Json.write(body).getBytes(StandardCharsets.UTF_8);
            ex.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
            ex.getResponseHeaders().set("Cache-Control", "no-store");
            ex.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            ex.sendResponseHeaders(status, bytes.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    /** A successful answer. */
    private static final class Response {
        final int status;
        final Object body;

        Response(int status, Object body) {
            this.status = status;
            this.body = body;
        }
    }

    private Response route(HttpExchange ex) throws ApiException, IOException {
        String path = ex.getRequestURI().getRawPath();
        String method = ex.getRequestMethod();
        if (path.equals("/tables") || path.equals("/tables/")) {
            requireMethod(ex, method, "POST");
            return createTable(readObject(ex, TABLE_FIELDS, true));
        }
        String[] parts = path.split("/", -1);
        if (parts.length == 4 && parts[0].isEmpty() && parts[1].equals("tables")) {
            if (parts[3].equals("view")) {
                requireMethod(ex, method, "GET");
                ServedTable table = table(parts[2]);
                int seat = seat(table, ex);
                ServedTable.Snapshot s = table.snapshot();
                return new Response(200, ViewJson.of(table.id(), s.version(), s.state().viewFor(seat)));
            }
            if (parts[3].equals("actions")) {
                requireMethod(ex, method, "POST");
                ServedTable table = table(parts[2]);
                int seat = seat(table, ex);
                return act(table, seat, readObject(ex, ACTION_FIELDS, false));
            }
        }
        throw new ApiException(404, "NOT_FOUND", "no such endpoint: " + method + " " + path
            + " (POST /tables, GET /tables/ID/view?token=T, POST /tables/ID/actions?token=T)");
    }

    private static void requireMethod(HttpExchange ex, String method, String allowed) throws ApiException {
        if (!method.equals(allowed)) {
            ex.getResponseHeaders().set("Allow", allowed);
            throw new ApiException(405, "METHOD_NOT_ALLOWED", method + " is not allowed here; use " + allowed);
        }
    }

    // ------------------------------------------------------------------------------------ endpoints

    private Response createTable(Map<String, Object> req) throws ApiException {
        Object variantField = req.get("variant");
        if (variantField != null && !(variantField instanceof String)) {
            throw ApiException.badRequest("\"variant\" must be a string, such as \"trinidad\"");
        }
        Variant variant = variantField == null ? Variants.defaultVariant()
            : Variants.byId((String) variantField).orElseThrow(() -> ApiException.badRequest(
                "unknown variant \"" + variantField + "\"; known: " + known()));
        int players = req.containsKey("players") ? (int) integer(req, "players", 1, 64) : variant.defaultPlayers();
        if (!variant.playerCounts().contains(players)) {
            List<String> counts = new ArrayList<>();
            for (int c : variant.playerCounts()) {
                counts.add(Integer.toString(c));
            }
            throw ApiException.badRequest(variant.id() + " is played by " + String.join(" or ", counts)
                + " players, not " + players);
        }
        long seed = req.containsKey("seed") ? integer(req, "seed", Long.MIN_VALUE, Long.MAX_VALUE) : random.nextLong();
        RuleSet rules = variant.rules(players);
        List<String> tokens = new ArrayList<>();
        for (int seat = 0; seat < rules.seats(); seat++) {
            tokens.add(secret(32));
        }
        String id;
        ServedTable table;
        synchronized (tables) {
            if (tables.size() >= maxTables) {
                throw new ApiException(503, "TOO_MANY_TABLES", "this server holds " + maxTables + " tables already");
            }
            do {
                id = secret(16);
            } while (tables.containsKey(id));
            table = new ServedTable(id, rules, seed, tokens);
            tables.put(id, table);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("table", id);
        m.put("variant", rules.id());
        m.put("seats", rules.seats());
        m.put("tokens", tokens);
        return new Response(201, m);
    }

    private Response act(ServedTable table, int seat, Map<String, Object> req) throws ApiException {
        Object text = req.get("action");
        if (!(text instanceof String)) {
            throw ApiException.badRequest("\"action\" is required: a string such as \"play JH\"");
        }
        if (!req.containsKey("version")) {
            throw ApiException.badRequest("\"version\" is required: the version of the view the move was chosen from");
        }
        long version = integer(req, "version", 0, Long.MAX_VALUE);
        Action action;
        try {
            action = Action.parse((String) text);
        } catch (IllegalArgumentException e) {   // a CardFormatException too: "play ZZ"
            throw new ApiException(400, "MALFORMED_ACTION", e.getMessage());
        }
        ServedTable.Snapshot s = table.apply(seat, action, version);
        return new Response(200, ViewJson.of(table.id(), s.version(), s.state().viewFor(seat)));
    }

    private ServedTable table(String rawId) throws ApiException {
        ServedTable t = tables.get(rawId);
        if (t == null) {
            throw new ApiException(404, "UNKNOWN_TABLE", "there is no table " + rawId);
        }
        return t;
    }

    private static int seat(ServedTable table, HttpExchange ex) throws ApiException {
        int seat = table.seatOf(queryParameter(ex, "token"));
        if (seat < 0) {
            throw new ApiException(403, "UNKNOWN_TOKEN", "the token is missing or is not a token of this table");
        }
        return seat;
    }

    // ------------------------------------------------------------------------------------ reading

    private static String queryParameter(HttpExchange ex, String name) throws ApiException {
        String query = ex.getRequestURI().getRawQuery();
        if (query == null) {
            return null;
        }
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            String key = eq < 0 ? pair : pair.substring(0, eq);
            if (key.equals(name)) {
                try {
                    return eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
                } catch (IllegalArgumentException e) {
                    throw ApiException.badRequest("malformed query parameter " + name);
                }
            }
        }
        return null;
    }

    /** Reads the body as one JSON object with only the given fields; an empty body is {} if allowed. */
    private static Map<String, Object> readObject(HttpExchange ex, Set<String> fields, boolean emptyAllowed)
            throws ApiException, IOException {
        byte[] bytes;
        try (InputStream in = ex.getRequestBody()) {
            bytes = in.readNBytes(MAX_BODY + 1);
        }
        if (bytes.length > MAX_BODY) {
            throw new ApiException(413, "BODY_TOO_LARGE", "the body is larger than " + MAX_BODY + " bytes");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw ApiException.badRequest("the body is not UTF-8");
        }
        if (text.isBlank()) {
            if (emptyAllowed) {
                return Map.of();
            }
            throw ApiException.badRequest("the body is empty; expected a JSON object");
        }
        Object value;
        try {
            value = Json.parse(text);
        } catch (Json.JsonException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        if (!(value instanceof Map)) {
            throw ApiException.badRequest("the body must be a JSON object");
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) value;
        for (String key : map.keySet()) {
            if (!fields.contains(key)) {
                throw ApiException.badRequest("unknown field \"" + (key.length() > 40 ? key.substring(0, 40) + "…" : key)
                    + "\"; expected " + String.join(", ",
                    fields.stream().sorted().toList()));
            }
        }
        return map;
    }

    private static long integer(Map<String, Object> req, String field, long min, long max) throws ApiException {
        Object v = req.get(field);
        if (!(v instanceof Long) || (Long) v < min || (Long) v > max) {
            throw ApiException.badRequest("\"" + field + "\" must be an integer"
                + (min == Long.MIN_VALUE ? "" : " from " + min + (max == Long.MAX_VALUE ? " up" : " to " + max)));
        }
        return (Long) v;
    }

    private String secret(int bytes) {
        byte[] b = new byte[bytes];
        random.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    private static String known() {
        List<String> ids = new ArrayList<>();
        for (Variant v : Variants.all()) {
            ids.add(v.id());
        }
        return String.join(", ", ids);
    }
}
