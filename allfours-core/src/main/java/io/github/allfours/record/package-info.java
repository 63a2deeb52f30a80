/**
 * Game records: a match written down line by line so it can be stored, shared, read back and replayed.
 *
 * <p>The format, {@code allfours-record/1}, is JSON Lines: one small JSON object per line, each a
 * {@link io.github.allfours.record.RecordLine} (match, deal, action, points, lapse, hand, end). A record holds
 * everything needed to replay the match exactly — the deck order of every deal and every decision —
 * plus what the rules concluded at each step (legal actions, awards, totals), so that a replay can
 * check them. {@link io.github.allfours.record.GameRecordWriter} writes records as a match is played,
 * {@link io.github.allfours.record.GameRecordReader} reads them strictly, and
 * {@link io.github.allfours.record.RecordVerifier} replays them and names the first line that does not
 * agree with the rules.
 *
 * <p>Records are read as untrusted input, within these bounds (anything outside them is a
 * {@link io.github.allfours.record.RecordFormatException}, or a malformed
 * {@link io.github.allfours.record.Discrepancy} when verifying, naming the line):
 * <ul>
 *   <li>Bytes are UTF-8 (read from an {@link java.io.InputStream} or a file, a malformed sequence is
 *       refused with its line number); a byte-order mark at the start is refused.</li>
 *   <li>A line ends at a line feed, a carriage return or both, and holds at most
 *       {@value io.github.allfours.record.GameRecordReader#MAX_LINE_LENGTH} characters; lines of nothing
 *       but spaces and tabs are skipped.</li>
 *   <li>Each line is strict JSON (RFC 8259) with no extensions, further restricted: numbers must be
 *       integers of ASCII digits that fit an {@code int} (fractions, exponents and larger integers are
 *       refused, never converted); objects and arrays nest at most 16 deep; an object may not repeat a
 *       key; {@code \}{@code u} escapes take four ASCII hex digits and surrogates must pair; white space
 *       is space, tab, carriage return and line feed only.</li>
 *   <li>Cards are written in their two-character form and actions in their notation, exactly.</li>
 * </ul>
 * Each line is read in time linear in its length, and error messages quote at most a short excerpt
 * of the input (40 characters, then {@code …}), with invisible characters, and letters or digits outside
 * ASCII, written {@code U+XXXX}.
 */
@NullMarked
package io.github.allfours.record;

import org.jspecify.annotations.NullMarked;
