package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.AsciiNumbers;
import io.github.allfours.examples.server.table.PerClientLimit;
import io.github.allfours.examples.server.table.TableService;
import java.util.Map;

/**
 * The checks made before a request's body is read, from its path, its {@code Authorization} header and its client
 * alone, so that a client cannot make the server wait for a body it would refuse anyway: the per-client limit on
 * creating tables, whether the table exists and, for a move or a quick message, whether the token is one of its
 * seats'. The {@link Routes} table says which route is checked how; the guard runs the check
 * ({@link RequestGuard}).
 */
final class EarlyChecks {
    /** The message of a move sent without a body. */
    static final String MISSING_MOVE = "a move needs a JSON body, such as {\"action\":\"play JH\",\"version\":3}";
    /** The message of a quick message sent without a body. */
    static final String MISSING_MESSAGE = "a quick message needs a JSON body, such as {\"message\":\"good-game\"}";

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
     * {@code POST /tables}: takes one of the client's creations.
     *
     * @param params        the path's parameters (none)
     * @param authorization the {@code Authorization} header, or {@code null}
     * @param client        the client's key ({@link ClientAddresses#key})
     * @return a 429 {@code RATE_LIMITED} with its {@code Retry-After}, or {@code null}
     */
    RequestGuard.Refusal mayCreate(Map<String, String> params, String authorization, String client) {
        if (limiter.allow(client)) {
            return null;
        }
        return new RequestGuard.Refusal(new ApiException(429, "RATE_LIMITED", "this client may create "
            + createsPerMinute + " tables a minute; try again later"), limiter.retryAfterSeconds(client));
    }

    /**
     * {@code POST /tables/ID/seats/N}: the table exists, the seat is a number and the header, if any, is a token.
     *
     * @param params        the path's parameters: {@code id} and {@code seat}
     * @param authorization the {@code Authorization} header, or {@code null}
     * @param client        the client's key
     * @return a 404 or a 401, or {@code null}
     */
    RequestGuard.Refusal mayJoin(Map<String, String> params, String authorization, String client) {
        try {
            service.isOver(params.get("id"));           // 404 for an unknown table
            try {
                AsciiNumbers.parse(params.get("seat"), 0, Integer.MAX_VALUE);
            } catch (NumberFormatException e) {
                throw unknownSeat();
            }
            bearer(authorization);                      // 401 for a malformed header
            return null;
        } catch (ApiException e) {
            return new RequestGuard.Refusal(e, 0);
        }
    }

    /**
     * A move or a quick message: the token is one of the table's seats'.
     *
     * @param params        the path's parameters: {@code id}
     * @param authorization the {@code Authorization} header, or {@code null}
     * @param client        the client's key
     * @return a 404, 401 or 403, or {@code null}
     */
    RequestGuard.Refusal isSeat(Map<String, String> params, String authorization, String client) {
        try {
            service.seat(params.get("id"), bearer(authorization));
            return null;
        } catch (ApiException e) {
            return new RequestGuard.Refusal(e, 0);
        }
    }

    /** Returns the 404 {@code UNKNOWN_SEAT} of a seat that is not a number. */
    static ApiException unknownSeat() {
        return new ApiException(404, "UNKNOWN_SEAT", "seats are numbered from 0");
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
