package io.github.allfours.record;

import io.github.allfours.game.Discard;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The public form of a game record: what may be published while a match is being played. A match's lines
 * are given in full once the match has ended (its {@link EndLine}); before that, each line is written in the
 * form that withholds what nobody at the table may see:
 * <ul>
 *   <li>{@link MatchLine}, {@link PointsLine}, {@link LapseLine}, {@link HandLine}, {@link EndLine}: in full (every
 *       seat saw them);</li>
 *   <li>{@link DealLine}: left out (the deck order is every hidden card);</li>
 *   <li>{@link ActionLine}: the seat and its action, without the legal set (which shows the actor's hand), and a
 *       face-down discard as {@code "discard"} without its card.</li>
 * </ul>
 * Each kind of line has its public form written here, field by field: a field added to a line is not
 * published until it is added here too, and a new kind of line is refused until it has a public form here.
 *
 * <p>The public lines are JSON objects like the record's, one a line; an action line's public form is
 * <code>{"type":"action","seat":1,"action":"play JH"}</code>. They are for people and displays, not for
 * {@link RecordVerifier} (which needs the hidden parts).
 */
public final class PublicRecord {
    private PublicRecord() {
    }

    /**
     * The public text of a record: every finished match in full, the lines of an unfinished one in their
     * public form.
     *
     * @param record a record's text ({@code allfours-record/1}), any number of matches
     * @return the public text, one JSON object a line
     * @throws RecordFormatException if the text is not a well-formed record
     */
    public static String of(String record) throws RecordFormatException {
        List<RecordLine> lines = GameRecordReader.readAll(record);
        StringBuilder out = new StringBuilder(record.length());
        List<RecordLine> match = new ArrayList<>();
        for (RecordLine line : lines) {
            if (line instanceof MatchLine && !match.isEmpty()) {
                flush(match, false, out);
            }
            match.add(line);
            if (line instanceof EndLine) {
                flush(match, true, out);
            }
        }
        flush(match, false, out);
        return out.toString();
    }

    private static void flush(List<RecordLine> match, boolean ended, StringBuilder out) {
        for (RecordLine line : match) {
            Optional<String> text = ended ? Optional.of(line.toJson()) : line(line);
            text.ifPresent(t -> out.append(t).append('\n'));
        }
        match.clear();
    }

    /**
     * The public form of one line of a match still being played.
     *
     * @param line a record line
     * @return its public JSON text, or empty for a line that is withheld whole (a deal)
     * @throws IllegalArgumentException for a kind of line that has no public form here
     */
    public static Optional<String> line(RecordLine line) {
        if (line instanceof DealLine) {
            return Optional.empty();
        }
        if (line instanceof ActionLine a) {
            return Optional.of("{\"type\":\"action\",\"seat\":" + a.seat() + ",\"action\":\""
                + (a.action() instanceof Discard ? "discard" : a.action().notation()) + "\"}");
        }
        if (line instanceof MatchLine || line instanceof PointsLine || line instanceof LapseLine || line instanceof HandLine
            || line instanceof EndLine) {
            return Optional.of(line.toJson());
        }
        throw new IllegalArgumentException("no public form for a " + line.type() + " line");
    }
}
