package io.github.allfours.examples.server;

/**
 * A refused request: the HTTP status, a code for programs ({@code STALE_VERSION}, or the engine's
 * {@link io.github.allfours.game.Reason} name for an illegal move) and a message for people. The
 * server answers it as {@code {"error":CODE,"message":MESSAGE}}.
 */
public final class ApiException extends Exception {
    private static final long serialVersionUID = 1L;

    private final int status;
    private final String code;

    /**
     * @param status  the HTTP status
     * @param code    the error code
     * @param message the message
     */
    public ApiException(int status, String code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    /** Returns the HTTP status. */
    public int status() {
        return status;
    }

    /** Returns the error code. */
    public String code() {
        return code;
    }

    /**
     * @param message what is wrong with the request
     * @return a 400 {@code BAD_REQUEST}
     */
    public static ApiException badRequest(String message) {
        return new ApiException(400, "BAD_REQUEST", message);
    }
}
