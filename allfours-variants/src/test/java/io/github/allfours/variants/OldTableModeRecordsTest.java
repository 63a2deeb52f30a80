package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.awards;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.record.ActionLine;
import io.github.allfours.record.DealLine;
import io.github.allfours.record.Discrepancy;
import io.github.allfours.record.GameRecordReader;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.record.InconsistentRecordException;
import io.github.allfours.record.MatchLine;
import io.github.allfours.record.RecordLine;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.OldRecords;
import org.junit.jupiter.api.Test;

/**
 * Table-mode records written by this library before its table-mode rules changed (docs/rules.md, "Table mode",
 * decisions 14 and 15), kept by the test kit ({@link OldRecords}). Each was written by the table
 * server of the earlier build from its seeded deals, as a table stores it:
 * <ul>
 *   <li>{@code california-jack.jsonl}: seed 7, 40 moves without a claim; from trick 2 on, every legal set lists
 *       {@code call} of the cards the other seat drew from the face-up stock, which can no longer be called;</li>
 *   <li>{@code trinidad-call-on-trick.jsonl}: Trinidad for four, seed 11; seat 2 revokes AD on a club lead and seat 3
 *       calls it before the trick is complete: the penalty was scored at the call, where it is now scored when seat
 *       0's QC completes the trick;</li>
 *   <li>{@code california-jack-stock-call.jsonl}: seed 7; seat 1 calls 9H, drawn from the face-up stock, which the
 *       rules now refuse.</li>
 * </ul>
 * {@link RecordVerifier} names the first line the current rules read differently, and {@code resume} refuses each;
 * {@link RecordVerifier#resumeByActions} loads the first two by their deals and actions, to the state the current
 * rules give, and refuses the third at its call.
 */
class OldTableModeRecordsTest {
    private static final RecordVerifier VERIFIER = new RecordVerifier(Variants.resolver());


    @Test
    void theVerifierNamesTheFirstLineTheRulesNowReadDifferently() throws Exception {
        assertDiscrepancy("california-jack", 5, Discrepancy.Kind.LEGAL_SET_MISMATCH, "call 5H");
        assertDiscrepancy("trinidad-call-on-trick", 9, Discrepancy.Kind.POINTS_MISMATCH, "penalty (AD)");
        assertDiscrepancy("california-jack-stock-call", 5, Discrepancy.Kind.ILLEGAL_ACTION, "'call 9H' by seat 1");
    }

    @Test
    void recordsWhoseActionsAreStillLegalLoadByTheirActions() throws Exception {
        for (String name : new String[] {"california-jack", "trinidad-call-on-trick"}) {
            String old = OldRecords.read(name);
            assertThrows(InconsistentRecordException.class, () -> VERIFIER.resume(old));
            GameState loaded = VERIFIER.resumeByActions(old);
            String now = rewritten(old);
            VerificationResult r = VERIFIER.verify(now);
            assertEquals(Discrepancy.Kind.INCOMPLETE, r.discrepancy().orElseThrow().kind(), name + ": " + r);
            assertEquals(VERIFIER.resume(now), loaded, name);
        }
        // the penalty of the call on trick 1 is scored when QC completes the trick, after the gift of the beg
        GameState t = VERIFIER.resumeByActions(OldRecords.read("trinidad-call-on-trick"));
        assertEquals("[gift 1 +1, penalty 1 +1 AD]", awards(t.awards()).subList(0, 2).toString());
    }

    @Test
    void aRecordWithACallOfAFaceUpStockCardDoesNotLoad() throws Exception {
        String old = OldRecords.read("california-jack-stock-call");
        InconsistentRecordException e = assertThrows(InconsistentRecordException.class,
            () -> VERIFIER.resumeByActions(old));
        assertEquals(5, e.discrepancy().lineNumber());
        assertEquals(Discrepancy.Kind.ILLEGAL_ACTION, e.discrepancy().kind());
    }

    @Test
    void byActionsStillRefusesWhatNoRulesAllow() throws Exception {
        String old = OldRecords.read("trinidad-call-on-trick");
        // 6C (elder's second packet, led to trick 1) and QS (seat 2's first packet) change places in the deck
        String changedDeal = old.replaceFirst("\"QS\"", "\"XX\"").replaceFirst("\"6C\"", "\"QS\"")
            .replaceFirst("\"XX\"", "\"6C\"");
        InconsistentRecordException e = assertThrows(InconsistentRecordException.class,
            () -> VERIFIER.resumeByActions(changedDeal), "elder no longer holds the card the record leads");
        assertEquals(Discrepancy.Kind.ILLEGAL_ACTION, e.discrepancy().kind(), e.discrepancy().toString());
        assertEquals(6, e.discrepancy().lineNumber());
        String cut = old.substring(0, old.indexOf("{\"type\":\"deal\""));
        assertThrows(InconsistentRecordException.class, () -> VERIFIER.resumeByActions(cut + "garbage\n"));
    }

    private static void assertDiscrepancy(String name, int line, Discrepancy.Kind kind, String says) {
        VerificationResult r = VERIFIER.verify(OldRecords.read(name));
        Discrepancy d = r.discrepancy().orElseThrow();
        assertEquals(line, d.lineNumber(), name + ": " + d);
        assertEquals(kind, d.kind(), name + ": " + d);
        assertTrue(d.message().contains(says), name + ": " + d);
    }

    /** The record the current rules write for the same deals and actions, replayed here line by line. */
    private static String rewritten(String old) throws Exception {
        StringBuilder out = new StringBuilder();
        GameRecordWriter w = new GameRecordWriter(out);
        GameState s = null;
        for (RecordLine line : GameRecordReader.readAll(old)) {
            if (line instanceof MatchLine m) {
                RuleSet rules = Variants.resolver().resolve(m.variant(), m.seats(), m.sides().size())
                    .withOptions(m.options());
                s = w.start(rules, m.firstDealer(), DeckSource.none());
            } else if (line instanceof DealLine d) {
                s = w.deal(s, d.deck());
            } else if (line instanceof ActionLine a) {
                s = w.apply(s, a.seat(), a.action());
            }
        }
        return out.toString();
    }
}
