package io.github.allfours.examples.server;

/** The database failed (unreachable, full, a broken connection): the request changed nothing it answered. */
public final class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what was being done
     * @param cause   the database's error
     */
    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
