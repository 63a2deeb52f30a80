package io.github.allfours.record;

import java.util.Objects;

/**
 * Thrown by {@link RecordVerifier#resume} when a saved game record does not replay exactly under the
 * rules: a tampered or inconsistent record (an illegal action, a changed card, points or totals that
 * the rules do not give, a malformed line). It carries the first {@link Discrepancy}, with its line
 * number; nothing is loaded.
 */
public final class InconsistentRecordException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The first disagreement between the record and the rules. */
    private final Discrepancy discrepancy;

    /**
     * Creates the exception for the first discrepancy of a record.
     *
     * @param discrepancy the first disagreement between the record and the rules
     */
    public InconsistentRecordException(Discrepancy discrepancy) {
        super(Objects.requireNonNull(discrepancy, "discrepancy").toString());
        this.discrepancy = discrepancy;
    }

    /** Returns the first disagreement, with its line number. */
    public Discrepancy discrepancy() {
        return discrepancy;
    }
}
