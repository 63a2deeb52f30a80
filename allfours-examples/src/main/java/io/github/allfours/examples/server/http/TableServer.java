package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.examples.server.RequestJson;
import io.github.allfours.examples.server.store.StoreException;
import io.github.allfours.examples.server.table.Hints;
import io.github.allfours.examples.server.table.PerClientLimit;
import io.github.allfours.examples.server.table.TableService;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.json.JavalinJackson3;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
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
 * The table server's HTTP side, on Javalin (Jetty): the routes of the API (registered from their one table,
 * {@link Routes}), JSON in and out, server-sent event streams, CORS, an access log, timeouts against slow clients
 * and a per-client limit on creating tables. The rules are the {@link TableService}'s. See the README's "Table
 * server" for the API.
 */
public final class TableServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(TableServer.class);
    private static final Logger ACCESS = LoggerFactory.getLogger(ServerConfig.ACCESS_LOGGER);
    /** The longest path segment the access log writes: a table id (32 characters) and no token (43). */
    static final int LOGGED_SEGMENT = 32;

    private final TableService service;
    private final ServerConfig config;
    private final Javalin app;
    private final PerClientLimit limiter;
    private final Hints hints;
    private final Routes routes;
    private final RequestGuard guard;
    private final ViewStreams streams;
    private final ScheduledExecutorService timer;

    private TableServer(TableService service, ServerConfig config) {
        this.service = service;
        this.config = config;
        this.limiter = new PerClientLimit(config.createsPerMinute());
        this.hints = new Hints(service);
        this.streams = new ViewStreams(service);
        this.routes = new Routes(service, hints, streams, new EarlyChecks(service, limiter, config.createsPerMinute()));
        this.guard = new RequestGuard(config, routes);
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "allfours-sweep"));
        this.app = Javalin.create(this::configure);
    }

    private void configure(JavalinConfig cfg) {
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
        handlers(cfg.routes);
        ClientFiles.serve(cfg);
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

    /** Returns the server's routes. */
    Routes routes() {
        return routes;
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

    // ------------------------------------------------------------------------------------ handlers

    /** What every request goes through, every route of the table ({@link Routes}), and how errors are answered. */
    private void handlers(RoutesConfig r) {
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
        routes.register(r);
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
