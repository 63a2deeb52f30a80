package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.AsciiNumbers;
import io.github.allfours.examples.server.table.PerClientLimit;
import io.github.allfours.examples.server.table.TableService;

/**
 * The checks made before a request's body is read, from its method, path and headers alone, so that a
 * client cannot make the server wait for a body it would refuse anyway: the route (only the four routes
 * that take a body have one read), the per-client limit on creating tables, whether the table exists and,
 * for a move or a quick message, whether the token is one of its seats'. The routes are those of
 * {@link TableServer}. Of the four, a move and a quick message must have a body; creating a table and taking
 * a seat may be sent without one, which means {@code {}}.
 */
final class EarlyChecks {
    /** The routes that take a JSON body. */
    enum Route {
        /** {@code POST /tables}: a body, or none for {@code {}}. */
        CREATE(false),
        /** {@code POST /tables/ID/seats/N}: a body, or none for {@code {}}. */
        JOIN(false),
        /** {@code POST /tables/ID/actions}: a body. */
        ACT(true),
        /** {@code POST /tables/ID/say}: a body. */
        SAY(true),
        /** Any other request: its body, if it has one, is never read. */
        OTHER(false);

        private final boolean bodyRequired;

        Route(boolean bodyRequired) {
            this.bodyRequired = bodyRequired;
        }

        /** Returns whether a request of this route must have a body. */
        boolean bodyRequired() {
            return bodyRequired;
        }
    }

    private final TableService service;
    private final PerClientLimit limiter;
    private final int createsPerMinute;

    /**
     * @param service          the tables
     * @param limiter          the per-client limit on creating tables
     * @param createsPerMinute that limit, for its message
     */
    EarlyChecks(TableService service, PerClientLimit limiter, int createsPerMinute) {
        this.service = service;
        this.limiter = limiter;
        this.createsPerMinute = createsPerMinute;
    }

    /**
     * @param method the request's method
     * @param path   its path (a trailing slash ignored, as the router does)
     * @return the route, {@link Route#OTHER} for any route without a body
     */
    static Route route(String method, String path) {
        if (!"POST".equals(method)) {
            return Route.OTHER;
        }
        String p = path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        String[] s = p.split("/", -1);
        if (s.length < 2 || !s[0].isEmpty() || !s[1].equals("tables")) {
            return Route.OTHER;
        }
        if (s.length == 2) {
            return Route.CREATE;
        }
        if (s.length == 4 && !s[2].isEmpty() && s[3].equals("actions")) {
            return Route.ACT;
        }
        if (s.length == 4 && !s[2].isEmpty() && s[3].equals("say")) {
            return Route.SAY;
        }
        if (s.length == 5 && !s[2].isEmpty() && s[3].equals("seats") && !s[4].isEmpty()) {
            return Route.JOIN;
        }
        return Route.OTHER;
    }

    /**
     * Runs the checks of a route that takes a body. {@code POST /tables} takes one of the client's creations.
     *
     * @param route         the route
     * @param path          the request's path
     * @param authorization the {@code Authorization} header, or {@code null}
     * @param client        the client's key ({@link ClientAddresses#key})
     * @return why the request is refused, or {@code null} to read its body
     */
    RequestGuard.Refusal check(Route route, String path, String authorization, String client) {
        String[] s = path.split("/", -1);
        try {
            switch (route) {
                case CREATE -> {
                    if (!limiter.allow(client)) {
                        return new RequestGuard.Refusal(new ApiException(429, "RATE_LIMITED", "this client may create "
                            + createsPerMinute + " tables a minute; try again later"), limiter.retryAfterSeconds(client));
                    }
                }
                case JOIN -> {
                    service.isOver(s[2]);           // 404 for an unknown table
                    try {
                        AsciiNumbers.parse(s[4], 0, Integer.MAX_VALUE);
                    } catch (NumberFormatException e) {
                        throw new ApiException(404, "UNKNOWN_SEAT", "seats are numbered from 0");
                    }
                    bearer(authorization);          // 401 for a malformed header
                }
                case ACT, SAY -> service.seat(s[2], bearer(authorization));     // 404, 401, 403
                default -> {
                }
            }
        } catch (ApiException e) {
            return new RequestGuard.Refusal(e, 0);
        }
        return null;
    }

    /**
     * @return the 400 {@code BAD_REQUEST} of a move sent without a body
     */
    static ApiException missingBody() {
        return ApiException.badRequest("a move needs a JSON body, such as {\"action\":\"play JH\",\"version\":3}");
    }

    /**
     * @param route a route that must have a body
     * @return the 400 {@code BAD_REQUEST} of a request of that route sent without one
     */
    static ApiException missingBody(Route route) {
        return route == Route.SAY ? ApiException.badRequest("a quick message needs a JSON body, such as"
            + " {\"message\":\"good-game\"}") : missingBody();
    }

    /**
     * The token of an {@code Authorization: Bearer TOKEN} header.
     *
     * @param header the header, or {@code null}
     * @return the token, or {@code null} without a header
     * @throws ApiException 401 {@code MISSING_TOKEN} for a header that is not {@code Bearer TOKEN}
     */
    static String bearer(String header) throws ApiException {
        if (header == null) {
            return null;
        }
        if (header.length() < 8 || !header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            throw new ApiException(401, "MISSING_TOKEN", "the Authorization header must be: Bearer TOKEN");
        }
        return header.substring(7).strip();
    }
}
