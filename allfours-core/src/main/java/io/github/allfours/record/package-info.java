/**
 * Game records: a match written down line by line so it can be stored, shared, read back and replayed.
 *
 * <p>The format, {@code allfours-record/1}, is JSON Lines: one small JSON object per line, each a
 * {@link io.github.allfours.record.RecordLine} (match, deal, action, points, hand, end). A record holds
 * everything needed to replay the match exactly — the deck order of every deal and every decision —
 * plus what the rules concluded at each step (legal actions, awards, totals), so that a replay can
 * check them. {@link io.github.allfours.record.GameRecordWriter} writes records as a match is played,
 * {@link io.github.allfours.record.GameRecordReader} reads them strictly, and
 * {@link io.github.allfours.record.RecordVerifier} replays them and names the first line that does not
 * agree with the rules.
 */
package io.github.allfours.record;
