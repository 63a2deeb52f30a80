package io.github.allfours.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Game records written by an earlier build of this library, kept to check what the current one does with them: the
 * files under {@code old-rules/} next to this class, each a record as the table server of that build stored it.
 * <ul>
 *   <li>{@code california-jack}: California Jack in table mode, seed 7, 40 moves without a claim; its legal sets list
 *       calls of the cards drawn from the face-up stock (docs/rules.md decision 14 made them uncallable);</li>
 *   <li>{@code trinidad-call-on-trick}: Trinidad for four in table mode, seed 11, 30 moves; a revoke called while its
 *       trick was being played, scored at the call (decision 15 scores it when the trick is complete);</li>
 *   <li>{@code california-jack-stock-call}: as {@code california-jack}, but seat 1 calls 9H, drawn from the face-up
 *       stock.</li>
 * </ul>
 */
public final class OldRecords {
    private OldRecords() {
    }

    /**
     * @param name a record's name, such as {@code "california-jack"}
     * @return its text
     * @throws UncheckedIOException if there is no such record
     */
    public static String read(String name) {
        try (InputStream in = OldRecords.class.getResourceAsStream("old-rules/" + name + ".jsonl")) {
            if (in == null) {
                throw new IOException("no record old-rules/" + name + ".jsonl");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
