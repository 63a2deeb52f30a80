package io.github.allfours.record;

import io.github.allfours.engine.GameState;
import java.util.Optional;

/**
 * What {@link RecordVerifier} found: how much of the record it replayed and, if the record and the
 * rules disagree, the first {@link Discrepancy}. The counts cover the lines replayed up to that point.
 *
 * @param lines       non-empty lines read
 * @param matches     match lines read
 * @param deals       deal lines read (redeals included)
 * @param hands       hand lines read (completed hands)
 * @param actions     action lines read
 * @param points      points lines read
 * @param discrepancy the first disagreement, or empty when the record replays exactly
 * @param lastState   the state of the replay when it stopped (the end of the last match, or the moment
 *                    of the discrepancy), empty if no match was started
 */
public record VerificationResult(int lines, int matches, int deals, int hands, int actions, int points,
                                 Optional<Discrepancy> discrepancy, Optional<GameState> lastState) {
    /** Returns {@code true} when the record replays exactly. */
    public boolean isOk() {
        return discrepancy.isEmpty();
    }

    /** Returns a one-line summary: {@code OK: ...} or the discrepancy. */
    @Override
    public String toString() {
        String counts = matches + (matches == 1 ? " match, " : " matches, ") + deals + " deals, " + hands
            + " hands, " + actions + " actions, " + points + " awards, " + lines + " lines";
        return discrepancy.map(d -> d + " (after " + counts + ")").orElse("OK: " + counts);
    }
}
