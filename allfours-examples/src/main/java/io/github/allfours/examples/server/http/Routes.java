package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.AsciiNumbers;
import io.github.allfours.examples.server.RequestJson;
import io.github.allfours.examples.server.store.StoreException;
import io.github.allfours.examples.server.table.Hints;
import io.github.allfours.examples.server.table.TablePages;
import io.github.allfours.examples.server.table.TableRules;
import io.github.allfours.examples.server.table.TableService;
import io.github.allfours.json.AllFoursJson;
import io.javalin.config.RouterConfig;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import io.javalin.router.matcher.PathParser;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every route of the table server's API, in one table: its method and path, what it does with a request body,
 * what is checked before the body is read, and its handler. {@link TableServer} registers the handlers from it,
 * the {@link RequestGuard} finds a request's route in it before reading any of its body (with the router's own
 * path matching), and {@code /openapi.json} describes exactly these routes and the client's files
 * ({@code OpenApiContractTest} holds the two together). A route is added here and nowhere else.
 */
final class Routes {
    /** What a route does with a request body. The guard reads a body only for a route that takes one. */
    record Body(boolean read, String missing) {
        /** No body: one sent is never read. */
        static final Body NONE = new Body(false, null);
        /** A JSON body, or none, which means {@code {}}. */
        static final Body OPTIONAL = new Body(true, null);

        /**
         * A JSON body that must be sent.
         *
         * @param missing the message of the 400 {@code BAD_REQUEST} of a request without one
         * @return the body
         */
        static Body required(String missing) {
            return new Body(true, Objects.requireNonNull(missing, "missing"));
        }

        /** Returns whether a request of the route must have a body. */
        boolean isRequired() {
            return missing != null;
        }
    }

    /** A check made from a request's path, its {@code Authorization} header and its client alone. */
    @FunctionalInterface
    interface EarlyCheck {
        /** No check. */
        EarlyCheck NONE = (params, authorization, client) -> null;

        /**
         * @param params        the path's parameters, such as {@code id}
         * @param authorization the {@code Authorization} header, or {@code null}
         * @param client        the client's key ({@link ClientAddresses#key})
         * @return why the request is refused, or {@code null} to read its body
         */
        RequestGuard.Refusal check(Map<String, String> params, String authorization, String client);
    }

    /**
     * One route.
     *
     * @param method  the HTTP method
     * @param path    the path, its parameters in braces ({@code /tables/{id}/actions}), as Javalin takes it
     * @param body    what the route does with a body
     * @param early   what is checked before its body is read
     * @param handler what answers it
     * @param matcher the router's matching of the path
     */
    record Route(HandlerType method, String path, Body body, EarlyCheck early, Handler handler, PathParser matcher) {
        /** Returns the route as the description names it, such as {@code POST /tables/{id}/actions}. */
        String operation() {
            return method.name() + " " + path;
        }
    }

    /**
     * How the router matches paths: Javalin's defaults (a trailing slash ignored, case sensitive), which the
     * server does not change, so that the guard and the router find the same route.
     */
    private static final RouterConfig ROUTER = new RouterConfig();
    /** The query parameters of {@code GET /tables}. */
    private static final List<String> LIST_PARAMETERS = List.of("open", "variant", "after", "limit");
    private static final Logger LOG = LoggerFactory.getLogger(Routes.class);

    private final TableService service;
    private final Hints hints;
    private final ViewStreams streams;
    private final List<Route> all;

    /**
     * @param service the tables
     * @param hints   the hints
     * @param streams the event streams
     * @param checks  the checks made before a body is read
     */
    Routes(TableService service, Hints hints, ViewStreams streams, EarlyChecks checks) {
        this.service = service;
        this.hints = hints;
        this.streams = streams;
        this.all = List.of(
            route(HandlerType.POST, "/tables", Body.OPTIONAL, checks::mayCreate, this::create),
            route(HandlerType.GET, "/tables", this::list),
            route(HandlerType.GET, "/tables/{id}", ctx -> ctx.json(service.table(ctx.pathParam("id")))),
            route(HandlerType.DELETE, "/tables/{id}", this::delete),
            route(HandlerType.POST, "/tables/{id}/seats/{seat}", Body.OPTIONAL, checks::mayJoin, this::join),
            route(HandlerType.GET, "/tables/{id}/view",
                ctx -> ctx.json(service.view(ctx.pathParam("id"), bearer(ctx)))),
            route(HandlerType.POST, "/tables/{id}/actions", Body.required(EarlyChecks.MISSING_MOVE), checks::isSeat,
                this::act),
            route(HandlerType.GET, "/tables/{id}/spectate", ctx -> ctx.json(service.spectate(ctx.pathParam("id")))),
            route(HandlerType.POST, "/tables/{id}/rematch",
                ctx -> ctx.json(service.rematch(ctx.pathParam("id"), bearer(ctx), ctx.ip()))),
            route(HandlerType.DELETE, "/tables/{id}/rematch", this::decline),
            route(HandlerType.POST, "/tables/{id}/say", Body.required(EarlyChecks.MISSING_MESSAGE), checks::isSeat,
                this::say),
            route(HandlerType.GET, "/tables/{id}/record", this::record),
            route(HandlerType.GET, "/tables/{id}/events", this::events),
            route(HandlerType.GET, "/tables/{id}/spectate/events", this::spectatorEvents),
            route(HandlerType.GET, "/tables/{id}/hint", this::hint),
            route(HandlerType.POST, "/tables/{id}/reclaim",
                ctx -> ctx.json(service.reclaim(ctx.pathParam("id"), bearer(ctx)))),
            route(HandlerType.GET, "/variants", ctx -> ctx.json(TableRules.catalogue())),
            route(HandlerType.GET, "/bots", ctx -> ctx.json(TableRules.bots())),
            // the library's JSON Schema of views and events, which /openapi.json refers to
            route(HandlerType.GET, "/allfours.schema.json",
                ctx -> ctx.contentType("application/schema+json").result(AllFoursJson.schema())),
            route(HandlerType.GET, "/health", this::health));
    }

    private static Route route(HandlerType method, String path, Handler handler) {
        return route(method, path, Body.NONE, EarlyCheck.NONE, handler);
    }

    private static Route route(HandlerType method, String path, Body body, EarlyCheck early, Handler handler) {
        return new Route(method, path, body, early, handler, new PathParser(path, ROUTER));
    }

    /** Returns every route, in the order they are registered. */
    List<Route> all() {
        return all;
    }

    /**
     * Registers every route's handler.
     *
     * @param r the server's routes
     */
    void register(RoutesConfig r) {
        for (Route route : all) {
            r.addHttpHandler(route.method(), route.path(), route.handler());
        }
    }

    /**
     * The route of a request, as the router will find it.
     *
     * @param method the request's method
     * @param path   its path
     * @return the route, or empty when no route matches (the answer is then 404 or 405)
     */
    Optional<Route> find(String method, String path) {
        for (Route route : all) {
            if (route.method().name().equals(method) && route.matcher().matches(path)) {
                return Optional.of(route);
            }
        }
        return Optional.empty();
    }

    // ------------------------------------------------------------------------------------ handlers

    private void create(Context ctx) throws ApiException {
        // the per-client limit on creating tables was checked before the body (EarlyChecks); no body: {}
        Api.CreateTable req = body(ctx, Api.CreateTable.class, new Api.CreateTable(null, null, null, null, null, null,
            null));
        Api.Created made = service.create(req, ctx.ip());
        ctx.status(201).header("Location", "/tables/" + made.table()).json(made);
    }

    private void list(Context ctx) throws ApiException {
        for (String name : ctx.queryParamMap().keySet()) {
            if (!LIST_PARAMETERS.contains(name)) {
                throw ApiException.badRequest("unknown query parameter " + RequestJson.name(name)
                    + "; GET /tables takes " + String.join(", ", LIST_PARAMETERS));
            }
        }
        boolean open = booleanParam(ctx, "open");
        int limit = intParam(ctx, "limit", TablePages.DEFAULT_LIMIT, 1, TablePages.MAX_LIMIT);
        ctx.json(service.list(open, ctx.queryParam("variant"), ctx.queryParam("after"), limit));
    }

    private void delete(Context ctx) throws ApiException {
        service.delete(ctx.pathParam("id"), bearer(ctx));
        ctx.status(204);
    }

    private void join(Context ctx) throws ApiException {
        int seat;
        try {
            seat = (int) AsciiNumbers.parse(ctx.pathParam("seat"), 0, Integer.MAX_VALUE);
        } catch (NumberFormatException e) {
            throw EarlyChecks.unknownSeat();
        }
        Api.Join req = body(ctx, Api.Join.class, new Api.Join(null));    // no body: {}, the seat for a player
        Api.Joined joined = service.join(ctx.pathParam("id"), seat, req, bearer(ctx));
        // a player's seat is read at the seat's view, with its token; a bot's is shown in the table's seats
        String where = "/tables/" + joined.table() + (joined.token() == null ? "" : "/view");
        ctx.status(201).header("Location", where).json(joined);
    }

    private void act(Context ctx) throws ApiException {
        Api.Move req = requiredBody(ctx, Api.Move.class, EarlyChecks.MISSING_MOVE);
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
    }

    private void decline(Context ctx) throws ApiException {
        service.declineRematch(ctx.pathParam("id"), bearer(ctx));
        ctx.status(204);
    }

    private void say(Context ctx) throws ApiException {
        Api.Say req = requiredBody(ctx, Api.Say.class, EarlyChecks.MISSING_MESSAGE);
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
    }

    private void record(Context ctx) throws ApiException {
        String text = service.record(ctx.pathParam("id"));
        ctx.contentType("application/x-ndjson; charset=utf-8").result(text);
    }

    private void events(Context ctx) throws ApiException {
        String id = ctx.pathParam("id");
        String token = bearer(ctx);
        int seat = service.seat(id, token);
        streams.open(ctx, id, seat, token);
    }

    private void spectatorEvents(Context ctx) throws ApiException {
        String id = ctx.pathParam("id");
        service.spectate(id);        // 404 for an unknown table, before the stream starts
        streams.open(ctx, id, -1, null);
    }

    private void hint(Context ctx) throws ApiException {
        try {
            ctx.json(hints.hint(ctx.pathParam("id"), bearer(ctx), ctx.ip()));
        } catch (ApiException e) {
            if (e.status() == 429) {
                ctx.header("Retry-After", Long.toString(hints.retryAfterSeconds(ctx.ip())));
            }
            throw e;
        }
    }

    private void health(Context ctx) {
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
    }

    // ------------------------------------------------------------------------------------ reading a request

    /**
     * The request's JSON body, which the RequestGuard has read already (the API never waits for a client), or
     * {@code absent} when it was sent without one.
     */
    private static <T extends Record> T body(Context ctx, Class<T> type, T absent) throws ApiException {
        byte[] bytes = ctx.bodyAsBytes();
        if (bytes.length == 0) {
            return absent;
        }
        JsonBodies.checkContentType(ctx.contentType());
        return JsonBodies.read(bytes, type);
    }

    /**
     * The request's JSON body, which its route requires (the guard refuses a request without one).
     *
     * @param missing the message of a request without one
     */
    private static <T extends Record> T requiredBody(Context ctx, Class<T> type, String missing) throws ApiException {
        T body = body(ctx, type, null);
        if (body == null) {
            throw ApiException.badRequest(missing);
        }
        return body;
    }

    /** The token of the request's {@code Authorization: Bearer TOKEN} header, or {@code null} without one. */
    private static String bearer(Context ctx) throws ApiException {
        return EarlyChecks.bearer(ctx.header("Authorization"));
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
        throw ApiException.badRequest("query parameter " + RequestJson.name(name) + " must be a whole number from " + min
            + " to " + max + ", found " + RequestJson.quote(v));
    }
}
