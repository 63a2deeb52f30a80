package io.github.allfours.record;

/**
 * One line of a game record in the {@code allfours-record/1} format: a JSON object on a line of its
 * own (JSON Lines), whose {@code "type"} says which of the seven kinds it is.
 *
 * <ul>
 *   <li>{@link MatchLine} opens a match: variant, table, target, first dealer.</li>
 *   <li>{@link DealLine}: the deck order of a deal (a redeal is a deal too) and who dealt it.</li>
 *   <li>{@link ActionLine}: one decision, with every action that was legal at that moment.</li>
 *   <li>{@link PointsLine}: one award, in the order the points were scored.</li>
 *   <li>{@link LapseLine}: table mode, a call of a revoke that lapsed when the revoke was taken back.</li>
 *   <li>{@link HandLine}: the match score after a completed hand.</li>
 *   <li>{@link EndLine}: the winner and the final score.</li>
 * </ul>
 *
 * {@link GameRecordWriter} writes them, {@link GameRecordReader} reads them back, and
 * {@link RecordVerifier} replays them against the rules. Every line type has exactly one text form,
 * {@link #toJson()}: keys in a fixed order, no spaces, so equal records are equal text.
 */
public sealed interface RecordLine permits MatchLine, DealLine, ActionLine, PointsLine, LapseLine, HandLine, EndLine {
    /** The value of the {@code "format"} field of every match line this library writes and reads. */
    String FORMAT = "allfours-record/1";

    /** Returns the value of the line's {@code "type"} field, such as {@code deal} or {@code points}. */
    String type();

    /** Returns the line as JSON text, without the line break. */
    String toJson();
}
