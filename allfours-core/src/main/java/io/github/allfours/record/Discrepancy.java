package io.github.allfours.record;

import java.util.Objects;

/**
 * The first place where a game record and the rules disagree, found by {@link RecordVerifier}: the
 * line, the kind of disagreement and a sentence saying what the rules expected there.
 *
 * @param lineNumber the 1-based number of the line (one past the last line when the record stops
 *                   short)
 * @param kind       what kind of disagreement it is
 * @param message    what the record says and what the rules expected
 */
public record Discrepancy(int lineNumber, Kind kind, String message) {
    /**
     * @param lineNumber the 1-based line number
     * @param kind       the kind of disagreement
     * @param message    what the record says and what was expected
     */
    public Discrepancy {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
    }

    /** The kinds of disagreement a replay can find. */
    public enum Kind {
        /** The line is not well-formed (see {@link RecordFormatException}). */
        MALFORMED,
        /** The resolver knows no rule set for the match line's variant and seats. */
        UNKNOWN_VARIANT,
        /** The match line's table (sides, packets, target, first dealer) does not fit the rule set. */
        MATCH_MISMATCH,
        /** A line of the wrong type for the moment: an action while a deal is due, points nobody scored, ... */
        UNEXPECTED_LINE,
        /** A deal line names the wrong dealer. */
        DEAL_MISMATCH,
        /** The legal set written in an action line is not the one the rules give. */
        LEGAL_SET_MISMATCH,
        /** The action taken is not legal for that seat at that moment. */
        ILLEGAL_ACTION,
        /** A points line differs from the award the rules make there, or is missing. */
        POINTS_MISMATCH,
        /** A hand line's totals differ from the score, or the hand line is missing. */
        TOTALS_MISMATCH,
        /** The end line differs from the rules' winner and score, or is missing. */
        END_MISMATCH,
        /** The record stops before the match is over (or holds no match at all). */
        INCOMPLETE
    }

    /** Returns such as {@code line 57: POINTS_MISMATCH: ...}. */
    @Override
    public String toString() {
        return "line " + lineNumber + ": " + kind + ": " + message;
    }
}
