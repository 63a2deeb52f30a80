package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.AsciiNumbers;
import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.examples.server.RequestJson;
import io.github.allfours.examples.server.store.StoreException;
import io.github.allfours.examples.server.table.Hints;
import io.github.allfours.examples.server.table.PerClientLimit;
import io.github.allfours.examples.server.table.TablePages;
import io.github.allfours.examples.server.table.TableService;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.json.JavalinJackson3;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The table server's HTTP side, on Javalin (Jetty): the routes of the API, JSON in and out, server-sent
 * event streams, CORS, an access log, timeouts against slow clients and a per-client limit on creating
 * tables. The rules are the {@link TableService}'s. See the README's "Table server" for the API.
 */
public final class TableServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(TableServer.class);
    private static final Logger ACCESS = LoggerFactory.getLogger(ServerConfig.ACCESS_LOGGER);
    /** The longest path segment the access log writes: a table id (32 characters) and no token (43). */
    static final int LOGGED_SEGMENT = 32;
    /** The query parameters of {@code GET /tables}. */
    private static final List<String> LIST_PARAMETERS = List.of("open", "variant", "after", "limit");

    private final TableService service;
    private final ServerConfig config;
    private final Javalin app;
    private final PerClientLimit limiter;
    private final Hints hints;
    private final RequestGuard guard;
    private final ViewStreams streams;
    private final ScheduledExecutorService timer;

    private TableServer(TableService service, ServerConfig config) {
        this.service = service;
        this.config = config;
        this.limiter = new PerClientLimit(config.createsPerMinute());
        this.hints = new Hints(service);
        this.guard = new RequestGuard(config, new EarlyChecks(service, limiter, config.createsPerMinute()));
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "allfours-sweep"));
        this.app = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.jsonMapper(new JavalinJackson3(JsonSupport.mapper(), false));
            cfg.contextResolver.ip = ctx -> {
                Object client = ctx.attribute(RequestGuard.CLIENT);
                return client == null ? ctx.req().getRemoteAddr() : client.toString();
            };
            cfg.http.maxRequestSize = ServerConfig.MAX_BODY;
            cfg.http.prefer405over404 = true;
            cfg.jetty.host = config.host();
            cfg.jetty.port = config.port();
            cfg.jetty.modifyServer(this::configureJetty);
            cfg.jetty.modifyHttpConfiguration(h -> {
                h.setSendServerVersion(false);
                h.setIdleTimeout(config.idleTimeout().toMillis());
            });
            if (!config.corsOrigins().isEmpty()) {
                cfg.bundledPlugins.enableCors(cors -> cors.addRule(rule -> {
                    if (config.corsOrigins().contains("*")) {
                        rule.anyHost();
                    } else {
                        rule.allowHost(config.corsOrigins().get(0),
                            config.corsOrigins().subList(1, config.corsOrigins().size()).toArray(new String[0]));
                    }
                    rule.exposeHeader("Retry-After");
                }));
            }
            if (config.accessLog()) {
                cfg.requestLogger.http((ctx, ms) -> {
                    if (ACCESS.isInfoEnabled()) {
                        ACCESS.info(accessLine(ctx, ms));
                    }
                });
            }
            routes(cfg);
            ClientRoutes.staticFiles(cfg);
            ClientRoutes.routes(cfg.routes, service, hints);
        });
        this.streams = new ViewStreams(service);
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /**
     * Starts a server.
     *
     * @param service the tables
     * @param config  how to serve them
     * @return the running server
     * @throws io.javalin.util.JavalinException if the address cannot be bound
     */
    public static TableServer start(TableService service, ServerConfig config) {
        TableServer s = new TableServer(Objects.requireNonNull(service, "service"), Objects.requireNonNull(config, "config"));
        s.app.start();
        // the connector is made when the server starts; connections accepted from now on time out when idle
        for (var c : s.app.jettyServer().server().getConnectors()) {
            if (c instanceof ServerConnector sc) {
                sc.setIdleTimeout(config.idleTimeout().toMillis());
            }
        }
        long every = config.sweepInterval().toMillis();
        s.timer.scheduleWithFixedDelay(s::housekeeping, every, every, TimeUnit.MILLISECONDS);
        long beat = Math.max(50, config.idleTimeout().toMillis() / 3);
        s.timer.scheduleWithFixedDelay(s.streams::heartbeat, beat, beat, TimeUnit.MILLISECONDS);
        return s;
    }

    /** Returns the port the server listens on. */
    public int port() {
        return app.port();
    }

    /** Returns the base URL, such as {@code http://127.0.0.1:8080}. */
    public String url() {
        String host = config.host().contains(":") ? "[" + config.host() + "]" : config.host();
        return "http://" + host + ":" + port();
    }

    /** Returns the service behind the server. */
    public TableService service() {
        return service;
    }

    /** Returns the count of refused requests (too slow, too large, malformed, over a limit). */
    RefusalLog refusals() {
        return guard.refusals();
    }

    /** Stops listening, closes the event streams and stops the timers (the service and store stay open). */
    @Override
    public void close() {
        timer.shutdownNow();
        streams.close();
        app.stop();
    }

    // ------------------------------------------------------------------------------------ Jetty

    private void configureJetty(Server server) {
        // in front of the API: per-address bounds, checks before bodies, bodies read without a thread and cut
        // off when too slow or late, request heads cut off when late (see RequestGuard)
        server.setHandler(guard);
        server.addBean(new NetworkConnectionLimit(config.maxConnections(), server));
        server.setErrorHandler(new JsonErrorHandler());
    }

    /** Jetty's own errors (a malformed request line, headers too large, ...) as the API's JSON too. */
    private static final class JsonErrorHandler extends ErrorHandler {
        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            Object s = request.getAttribute(ERROR_STATUS);
            int status = s instanceof Integer i ? i : response.getStatus();
            if (status < 400) {
                status = 500;
            }
            String body = JsonSupport.mapper().writeValueAsString(new Api.Error(codeOf(status), reasonOf(status)));
            response.getHeaders().put("Content-Type", "application/json; charset=utf-8");
            response.getHeaders().put("Cache-Control", "no-store");
            response.setStatus(status);
            response.write(true, ByteBuffer.wrap(body.getBytes(StandardCharsets.UTF_8)), callback);
            return true;
        }
    }

    // ------------------------------------------------------------------------------------ routes

    private void routes(io.javalin.config.JavalinConfig cfg) {
        var r = cfg.routes;
        r.before(ctx -> {
            ctx.header("Cache-Control", "no-store");
            ctx.header("X-Content-Type-Options", "nosniff");
            checkQuery(ctx.queryString());
            if (ctx.queryParam("token") != null) {
                throw ApiException.badRequest("tokens are not accepted in the query string; send Authorization: Bearer TOKEN");
            }
        });
        // a request the RequestGuard refused is answered here, after every before handler (CORS's too); on an
        // unknown route it is answered 404 or 405 instead
        r.beforeMatched(ctx -> RequestGuard.rethrowRefusal(ctx.attribute(RequestGuard.REFUSAL), ctx::header));
        r.post("/tables", ctx -> {
            // the per-client limit on creating tables was checked before the body (EarlyChecks); no body: {}
            Api.CreateTable req = body(ctx, Api.CreateTable.class, new Api.CreateTable(null, null, null, null, null, null,
                null));
            Api.Created made = service.create(req, ctx.ip());
            ctx.status(201).header("Location", "/tables/" + made.table()).json(made);
        });
        r.get("/tables", ctx -> {
            for (String name : ctx.queryParamMap().keySet()) {
                if (!LIST_PARAMETERS.contains(name)) {
                    throw ApiException.badRequest("unknown query parameter " + RequestJson.name(name)
                        + "; GET /tables takes " + String.join(", ", LIST_PARAMETERS));
                }
            }
            boolean open = booleanParam(ctx, "open");
            int limit = intParam(ctx, "limit", TablePages.DEFAULT_LIMIT, 1, TablePages.MAX_LIMIT);
            ctx.json(service.list(open, ctx.queryParam("variant"), ctx.queryParam("after"), limit));
        });
        r.get("/tables/{id}", ctx -> ctx.json(service.table(ctx.pathParam("id"))));
        r.delete("/tables/{id}", ctx -> {
            service.delete(ctx.pathParam("id"), bearer(ctx));
            ctx.status(204);
        });
        r.post("/tables/{id}/seats/{seat}", ctx -> {
            int seat;
            try {
                seat = (int) AsciiNumbers.parse(ctx.pathParam("seat"), 0, Integer.MAX_VALUE);
            } catch (NumberFormatException e) {
                throw new ApiException(404, "UNKNOWN_SEAT", "seats are numbered from 0");
            }
            Api.Join req = body(ctx, Api.Join.class, new Api.Join(null));    // no body: {}, the seat for a player
            Api.Joined joined = service.join(ctx.pathParam("id"), seat, req, bearer(ctx));
            // a player's seat is read at the seat's view, with its token; a bot's is shown in the table's seats
            String where = "/tables/" + joined.table() + (joined.token() == null ? "" : "/view");
            ctx.status(201).header("Location", where).json(joined);
        });
        r.get("/tables/{id}/view", ctx -> ctx.json(service.view(ctx.pathParam("id"), bearer(ctx))));
        r.post("/tables/{id}/actions", ctx -> {
            Api.Move req = body(ctx, Api.Move.class, null);
            if (req.action() == null) {
                throw ApiException.badRequest("field 'action' is required: the move's text, such as \"play JH\"");
            }
            if (req.version() == null) {
                throw ApiException.badRequest("field 'version' is required: the version of the view the move was chosen from");
            }
            if (req.version() < 0) {
                throw ApiException.badRequest("field 'version' must be 0 or more, found the number " + req.version());
            }
            ctx.json(service.act(ctx.pathParam("id"), bearer(ctx), req.action(), req.version()));
        });
        r.get("/tables/{id}/spectate", ctx -> ctx.json(service.spectate(ctx.pathParam("id"))));
        r.post("/tables/{id}/rematch", ctx -> ctx.json(service.rematch(ctx.pathParam("id"), bearer(ctx), ctx.ip())));
        r.delete("/tables/{id}/rematch", ctx -> {
            service.declineRematch(ctx.pathParam("id"), bearer(ctx));
            ctx.status(204);
        });
        r.post("/tables/{id}/say", ctx -> {
            Api.Say req = body(ctx, Api.Say.class, null);
            String id = ctx.pathParam("id");
            String token = bearer(ctx);
            try {
                service.say(id, token, req.message());
            } catch (ApiException e) {
                if (e.status() == 429) {
                    ctx.header("Retry-After", Long.toString(service.sayRetryAfter(id, token)));
                }
                throw e;
            }
            ctx.status(204);
        });
        r.get("/tables/{id}/record", ctx -> {
            String text = service.record(ctx.pathParam("id"));
            ctx.contentType("application/x-ndjson; charset=utf-8").result(text);
        });
        r.get("/tables/{id}/events", ctx -> {
            String id = ctx.pathParam("id");
            String token = bearer(ctx);
            int seat = service.seat(id, token);
            streams.open(ctx, id, seat, token);
        });
        r.get("/tables/{id}/spectate/events", ctx -> {
            String id = ctx.pathParam("id");
            service.spectate(id);        // 404 for an unknown table, before the stream starts
            streams.open(ctx, id, -1, null);
        });
        r.get("/health", ctx -> {
            // only what a client needs: whether the server and its database answer, and the database's kind
            String kind = service.store().kind();
            try {
                service.store().check();
            } catch (StoreException e) {
                LOG.warn("the database does not answer the health check", e);
                ctx.status(503).json(new Api.Health("unavailable", kind));
                return;
            }
            ctx.json(new Api.Health("ok", kind));
        });

        r.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.code(), e.getMessage()));
        r.exception(HttpResponseException.class, (e, ctx) -> error(ctx, e.getStatus(), codeOf(e.getStatus()),
            reasonOf(e.getStatus())));
        r.exception(StoreException.class, (e, ctx) -> {
            LOG.error("the database failed: {} {}", ctx.method(), ctx.path(), e);
            error(ctx, 503, "STORE_UNAVAILABLE", "the database failed; nothing was changed");
        });
        r.exception(Exception.class, (e, ctx) -> {
            LOG.error("failed: {} {}", ctx.method(), ctx.path(), e);
            error(ctx, 500, "INTERNAL_ERROR", "internal error");
        });
        r.error(404, "*", ctx -> {
            if (ctx.result() == null) {
                error(ctx, 404, "NOT_FOUND", "no such endpoint: " + ctx.method() + " " + ctx.path());
            }
        });
    }

    private static void error(Context ctx, int status, String code, String message) {
        ctx.status(status).json(new Api.Error(code, message));
    }

    static String codeOf(int status) {
        return switch (status) {
            case 400 -> "BAD_REQUEST";
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 408 -> "REQUEST_TIMEOUT";
            case 413 -> "BODY_TOO_LARGE";
            case 414 -> "URI_TOO_LONG";
            case 415 -> "UNSUPPORTED_MEDIA_TYPE";
            case 429 -> "TOO_MANY_REQUESTS";
            case 431 -> "HEADERS_TOO_LARGE";
            case 500 -> "INTERNAL_ERROR";
            case 501 -> "NOT_IMPLEMENTED";
            case 503 -> "UNAVAILABLE";
            case 505 -> "HTTP_VERSION_NOT_SUPPORTED";
            default -> "HTTP_" + status;
        };
    }

    static String reasonOf(int status) {
        return switch (status) {
            case 400 -> "the request cannot be read";
            case 404 -> "no such endpoint";
            case 405 -> "this method is not allowed here";
            case 408 -> "the request arrived too slowly";
            case 413 -> "the body is larger than " + ServerConfig.MAX_BODY + " bytes";
            case 414 -> "the URI is too long";
            case 431 -> "the headers are too large";
            case 501 -> "this server does not implement the request's method";
            case 505 -> "this server speaks HTTP/1.1 (and 1.0), not the request's version";
            default -> "HTTP status " + status;
        };
    }

    /**
     * The request's JSON body; the RequestGuard has read it already (the API never waits for a client).
     *
     * @param absent what a request without a body (or with an empty one) means, or {@code null} where a body is
     *               required
     */
    private static <T extends Record> T body(Context ctx, Class<T> type, T absent) throws ApiException {
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length == 0) {
            if (absent != null) {
                return absent;
            }
            throw EarlyChecks.missingBody();
        }
        JsonBodies.checkContentType(ctx.contentType());
        return JsonBodies.read(bytes, type);
    }

    static String bearer(Context ctx) throws ApiException {
        return EarlyChecks.bearer(ctx.header("Authorization"));
    }

    /**
     * Refuses a query string that is not well-formed: a {@code %} not followed by two hex digits, or escapes
     * that do not decode to UTF-8. (The container would drop such a parameter and go on as if it were absent.)
     *
     * @param query the raw query string, or {@code null}
     * @throws ApiException 400 {@code BAD_REQUEST}
     */
    static void checkQuery(String query) throws ApiException {
        if (query == null) {
            return;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(query.length());
        for (int i = 0; i < query.length(); i++) {
            char c = query.charAt(i);
            if (c != '%') {
                bytes.write(c < 0x80 ? c : '?');
                continue;
            }
            int hi = i + 1 < query.length() ? Character.digit(query.charAt(i + 1), 16) : -1;
            int lo = i + 2 < query.length() ? Character.digit(query.charAt(i + 2), 16) : -1;
            if (hi < 0 || lo < 0 || query.charAt(i + 1) > 0x7f || query.charAt(i + 2) > 0x7f) {
                throw ApiException.badRequest("the query string is not well-formed: "
                    + RequestJson.quote(query.substring(i, Math.min(query.length(), i + 3)))
                    + " is not a percent-encoded byte (%XX, two hex digits)");
            }
            bytes.write(hi * 16 + lo);
            i += 2;
        }
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(bytes.toByteArray()));
        } catch (CharacterCodingException e) {
            throw ApiException.badRequest("the query string is not well-formed: its percent-encoded bytes are not UTF-8");
        }
    }

    private static boolean booleanParam(Context ctx, String name) throws ApiException {
        String v = ctx.queryParam(name);
        if (v == null || v.equals("false")) {
            return false;
        }
        if (v.equals("true")) {
            return true;
        }
        throw ApiException.badRequest("query parameter " + RequestJson.name(name) + " must be true or false, found "
            + RequestJson.quote(v));
    }

    private static int intParam(Context ctx, String name, int dflt, int min, int max) throws ApiException {
        String v = ctx.queryParam(name);
        if (v == null) {
            return dflt;
        }
        try {
            return (int) AsciiNumbers.parse(v, min, max);
        } catch (NumberFormatException e) {
            // below
        }
        throw ApiException.badRequest("query parameter " + RequestJson.name(name) + " must be a whole number from " + min + " to " + max
            + ", found " + RequestJson.quote(v));
    }

    /**
     * One request in the access log: the client's address, the method, the path without its query, the status, the
     * time. A path segment longer than {@link #LOGGED_SEGMENT} characters is written as {@code ...}: no table id or
     * seat number is that long, and a token is (a client that puts one in the path must not see it logged).
     */
    private static String accessLine(Context ctx, Float ms) {
        String[] segments = ctx.path().split("/", -1);
        for (int i = 0; i < segments.length; i++) {
            if (segments[i].length() > LOGGED_SEGMENT) {
                segments[i] = "...";
            }
        }
        return String.format(Locale.ROOT, "%s \"%s %s\" %d %.1fms", ctx.ip(), ctx.method(), String.join("/", segments),
            ctx.statusCode(), ms == null ? 0f : ms);
    }

    private void housekeeping() {
        try {
            service.sweep();
            limiter.forgetIdle();
            hints.forgetIdle();
        } catch (RuntimeException e) {
            LOG.warn("housekeeping failed", e);
        }
    }
}
