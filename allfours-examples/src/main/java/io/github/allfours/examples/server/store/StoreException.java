package io.github.allfours.examples.server.store;

/** The database failed (unreachable, full, a broken connection): the request changed nothing it answered. */
public final class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what was being done, and why it failed
     * @param cause   the database's error
     */
    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * The database's own words for a failure: the message of the deepest cause that has one, such as SQLite's
     * {@code [SQLITE_FULL] Insertion failed because database is full (database or disk is full)}, so that a log
     * line names the cause (a full disk, a read-only file, a refused connection) and not only what was being done.
     *
     * @param e the failure
     * @return its deepest message, or its class's simple name when none has one
     */
    static String cause(Throwable e) {
        String words = null;
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                words = t.getMessage();
            }
        }
        return words == null ? e.getClass().getSimpleName() : words;
    }
}
