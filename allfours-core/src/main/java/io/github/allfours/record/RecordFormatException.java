package io.github.allfours.record;

import java.io.IOException;

/**
 * A line of a game record that is not well-formed {@code allfours-record/1}: broken JSON, an unknown
 * line type, a missing, extra or mistyped field, a card or action that cannot be read, a deck that is
 * not the 52 cards. It names the 1-based line number and what is wrong there.
 *
 * <p>It is an {@link IOException}, as a reader's other failures are, so code that reads records
 * handles both in one place and may catch this one apart. Lines that are well-formed but do not
 * follow the rules (an illegal play, wrong points) are not format errors: {@link RecordVerifier}
 * reports those as a {@link Discrepancy}.
 */
public final class RecordFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    /** The 1-based line number of the bad line. */
    private final int lineNumber;
    /** What is wrong with the line. */
    private final String problem;

    /**
     * Creates the exception for a malformed line.
     *
     * @param lineNumber the 1-based number of the offending line
     * @param problem    what is wrong with it, in a sentence
     */
    public RecordFormatException(int lineNumber, String problem) {
        super("line " + lineNumber + ": " + problem);
        this.lineNumber = lineNumber;
        this.problem = problem;
    }

    /** Returns the 1-based number of the offending line. */
    public int lineNumber() {
        return lineNumber;
    }

    /** Returns what is wrong with the line, without the line number. */
    public String problem() {
        return problem;
    }
}
