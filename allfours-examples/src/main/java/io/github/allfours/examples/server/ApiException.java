package io.github.allfours.examples.server;

/**
 * A refused request: the HTTP status, a code for programs ({@code STALE_VERSION}, or the engine's
 * {@link io.github.allfours.engine.Reason} name for an illegal move) and a message for people. The
 * server answers it as {@code {"error":CODE,"message":MESSAGE}}.
 */
final class ApiException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;

    ApiException(int status, String code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    /** Returns the HTTP status. */
    int status() {
        return status;
    }

    /** Returns the error code. */
    String code() {
        return code;
    }

    static ApiException badRequest(String message) {
        return new ApiException(400, "BAD_REQUEST", message);
    }
}
