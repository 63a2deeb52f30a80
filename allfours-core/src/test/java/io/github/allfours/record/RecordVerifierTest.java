package io.github.allfours.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** Tampered records are refused at the right line, with the right kind of discrepancy. */
class RecordVerifierTest {
    /** Three matches, so tampering can also hit the second and third. */
    private static final String RECORD = TestMatches.record(TestMatches.TRINIDAD, 11, 14);
    private static final RecordVerifier VERIFIER = new RecordVerifier(TestMatches.RESOLVER);

    private static List<String> lines() {
        return new ArrayList<>(Arrays.asList(RECORD.split("\n")));
    }

    private static String text(List<String> lines) {
        return String.join("\n", lines) + "\n";
    }

    /** 0-based index of the n-th (0-based) line that satisfies {@code p}. */
    private static int find(List<String> lines, Predicate<String> p, int n) {
        for (int i = 0; i < lines.size(); i++) {
            if (p.test(lines.get(i)) && n-- == 0) {
                return i;
            }
        }
        throw new AssertionError("no such line");
    }

    private static Discrepancy reject(List<String> tampered, int expectedLine, Discrepancy.Kind kind) {
        VerificationResult r = VERIFIER.verify(text(tampered));
        assertFalse(r.isOk(), "the tampered record was accepted");
        Discrepancy d = r.discrepancy().orElseThrow();
        assertEquals(kind, d.kind(), d::toString);
        assertEquals(expectedLine, d.lineNumber(), d::toString);
        return d;
    }

    @Test
    void theUntouchedRecordVerifies() {
        VerificationResult r = VERIFIER.verify(RECORD);
        assertTrue(r.isOk(), r::toString);
        assertEquals(3, r.matches());
        assertTrue(r.toString().startsWith("OK: 3 matches, "), r.toString());
    }

    /**
     * {@link RecordVerifier#resumeByActions} passes over what the rules concluded (legal sets, points, hand and end
     * lines), as an earlier version of the rules may have written them, but still replays every deal and action.
     */
    @Test
    void byActionsPassesOverTheRulesConclusionsButNotTheActions() throws Exception {
        GameState whole = VERIFIER.resume(RECORD);
        assertEquals(whole, VERIFIER.resumeByActions(RECORD));
        List<String> l = lines();
        int points = find(l, s -> s.contains("\"reason\":\"high\""), 4);
        l.set(points, l.get(points).replace("\"points\":1", "\"points\":2"));
        int legal = find(l, s -> s.startsWith("{\"type\":\"action\""), 7);
        l.set(legal, l.get(legal).replaceFirst("\"legal\":\\[[^]]*]", "\"legal\":[]"));
        int hand = find(l, s -> s.startsWith("{\"type\":\"hand\""), 0);
        l.remove(hand);
        assertFalse(VERIFIER.verify(text(l)).isOk());
        assertEquals(whole, VERIFIER.resumeByActions(text(l)), "the state the rules give for the deals and actions");

        List<String> m = lines();
        int play = find(m, s -> s.contains("\"action\":\"play "), 3);
        String line = m.get(play);
        String card = line.substring(line.length() - 4, line.length() - 2);
        m.set(play, line.replace("\"action\":\"play " + card + "\"", "\"action\":\"play " + (card.equals("2C") ? "3C" : "2C")
            + "\""));
        InconsistentRecordException e = assertThrows(InconsistentRecordException.class,
            () -> VERIFIER.resumeByActions(text(m)));
        assertEquals(Discrepancy.Kind.ILLEGAL_ACTION, e.discrepancy().kind(), e.discrepancy().toString());
        assertEquals(play + 1, e.discrepancy().lineNumber());
    }

    @Test
    void aFalseAllFourFlagIsCaught() {
        List<String> l = lines();
        int i = find(l, x -> x.startsWith("{\"type\":\"hand\"") && !x.contains("allFour"), 0);
        l.set(i, l.get(i).replace("}", ",\"allFour\":1}"));
        reject(l, i + 1, Discrepancy.Kind.TOTALS_MISMATCH);
    }

    @Test
    void wrongPoints() {
        List<String> l = lines();
        int i = find(l, s -> s.contains("\"reason\":\"high\""), 4);
        l.set(i, l.get(i).replace("\"points\":1", "\"points\":2"));
        Discrepancy d = reject(l, i + 1, Discrepancy.Kind.POINTS_MISMATCH);
        assertTrue(d.message().contains("+1 high"), d.message());
    }

    @Test
    void pointsToTheWrongSide() {
        List<String> l = lines();
        int i = find(l, s -> s.contains("\"reason\":\"game\""), 2);
        String line = l.get(i);
        l.set(i, line.contains("\"side\":0") ? line.replace("\"side\":0", "\"side\":1") : line.replace("\"side\":1", "\"side\":0"));
        reject(l, i + 1, Discrepancy.Kind.POINTS_MISMATCH);
    }

    @Test
    void changedCardInAnAward() {
        List<String> l = lines();
        int i = find(l, s -> s.contains("\"reason\":\"low\""), 1);
        String line = l.get(i);
        String card = line.substring(line.length() - 4, line.length() - 2);
        String other = card.equals("2C") ? "3C" : "2C";
        l.set(i, line.replace("\"card\":\"" + card + "\"", "\"card\":\"" + other + "\""));
        reject(l, i + 1, Discrepancy.Kind.POINTS_MISMATCH);
    }

    @Test
    void changedCardInADeckThatChangesTheTurnUp() {
        // deal the match again from a deck whose turn-up scores (jack), then swap the turn-up with an
        // undealt two: the record's turn-up points are no longer earned
        List<Card> top = new ArrayList<>(Arrays.asList(Card.all()));
        top.remove(Card.parse("JH"));
        top = new ArrayList<>(top.subList(0, 24));
        top.add(Card.parse("JH"));
        DeckOrder deck = DeckOrder.startingWith(top);
        StringBuilder sb = new StringBuilder();
        GameRecordWriter w = new GameRecordWriter(sb);
        GameState s = GameState.start(TestMatches.TRINIDAD, 0, deck);
        w.startMatch(s);
        w.apply(s, Action.STAND);
        List<String> l = new ArrayList<>(Arrays.asList(sb.toString().split("\n")));
        assertTrue(l.get(2).contains("\"reason\":\"turn-up\",\"card\":\"JH\""));
        String undealt = deck.get(25).toString();
        l.set(1, l.get(1).replace("\"JH\"", "\"XX\"").replace("\"" + undealt + "\"", "\"JH\"").replace("\"XX\"", "\"" + undealt + "\""));
        reject(l, 3, Discrepancy.Kind.POINTS_MISMATCH);
    }

    @Test
    void aCardRepeatedInADeckIsMalformed() {
        List<String> l = lines();
        int i = find(l, s -> s.startsWith("{\"type\":\"deal\""), 3);
        String line = l.get(i);
        String first = line.substring(line.indexOf('[') + 2, line.indexOf('[') + 4);
        String second = line.substring(line.indexOf('[') + 7, line.indexOf('[') + 9);
        l.set(i, line.replace("[\"" + first + "\",\"" + second + "\"", "[\"" + first + "\",\"" + first + "\""));
        Discrepancy d = reject(l, i + 1, Discrepancy.Kind.MALFORMED);
        assertTrue(d.message().contains("repeated [" + first + "]"), d.message());
    }

    @Test
    void illegalAction() {
        List<String> l = lines();
        // a play by a seat of a card it may not play: not in the legal set it was given
        int i = find(l, s -> s.contains("\"action\":\"play ") && s.contains("\"legal\":[\"play "), 7);
        String line = l.get(i);
        String notLegal = null;
        for (Card c : Card.all()) {
            if (!line.contains("\"play " + c + "\"")) {
                notLegal = c.toString();
                break;
            }
        }
        l.set(i, line.replaceFirst("\"action\":\"play ..\"", "\"action\":\"play " + notLegal + "\""));
        Discrepancy d = reject(l, i + 1, Discrepancy.Kind.ILLEGAL_ACTION);
        assertTrue(d.message().contains("play " + notLegal), d.message());
    }

    @Test
    void aCallDuringPlayIsIllegal() {
        List<String> l = lines();
        int i = find(l, s -> s.contains("\"action\":\"play "), 20);
        l.set(i, l.get(i).replaceFirst("\"action\":\"play ..\"", "\"action\":\"run\""));
        reject(l, i + 1, Discrepancy.Kind.ILLEGAL_ACTION);
    }

    @Test
    void actionOutOfTurn() {
        List<String> l = lines();
        int i = find(l, s -> s.contains("\"action\":\"stand\""), 0);
        String line = l.get(i);
        int seat = line.charAt(line.indexOf("\"seat\":") + 7) - '0';
        l.set(i, line.replace("\"seat\":" + seat, "\"seat\":" + ((seat + 1) % 4)));
        Discrepancy d = reject(l, i + 1, Discrepancy.Kind.ILLEGAL_ACTION);
        assertTrue(d.message().contains("turn"), d.message());
    }

    @Test
    void alteredLegalSet() {
        List<String> l = lines();
        int i = find(l, s -> s.contains("\"legal\":[\"beg\",\"stand\"]"), 2);
        l.set(i, l.get(i).replace("\"legal\":[\"beg\",\"stand\"]", "\"legal\":[\"stand\"]"));
        reject(l, i + 1, Discrepancy.Kind.LEGAL_SET_MISMATCH);
    }

    @Test
    void wrongHandTotals() {
        List<String> l = lines();
        int i = find(l, s -> s.startsWith("{\"type\":\"hand\""), 3);
        l.set(i, l.get(i).replace("[", "[1"));
        reject(l, i + 1, Discrepancy.Kind.TOTALS_MISMATCH);
    }

    @Test
    void missingHandLine() {
        List<String> l = lines();
        int i = find(l, s -> s.startsWith("{\"type\":\"hand\""), 5);
        l.remove(i);
        reject(l, i + 1, Discrepancy.Kind.TOTALS_MISMATCH);
    }

    @Test
    void missingPointsLine() {
        List<String> l = lines();
        int i = find(l, s -> s.contains("\"reason\":\"jack\""), 0);
        l.remove(i);
        reject(l, i + 1, Discrepancy.Kind.POINTS_MISMATCH);
    }

    @Test
    void invented() {
        List<String> l = lines();
        int i = find(l, s -> s.contains("\"action\":\"play "), 30);
        l.add(i, "{\"type\":\"points\",\"side\":1,\"points\":1,\"reason\":\"game\"}");
        reject(l, i + 1, Discrepancy.Kind.POINTS_MISMATCH);
    }

    @Test
    void wrongWinner() {
        List<String> l = lines();
        int i = find(l, s -> s.startsWith("{\"type\":\"end\""), 1);
        String line = l.get(i);
        l.set(i, line.contains("\"winner\":0") ? line.replace("\"winner\":0", "\"winner\":1")
            : line.replace("\"winner\":1", "\"winner\":0"));
        reject(l, i + 1, Discrepancy.Kind.END_MISMATCH);
    }

    @Test
    void wrongDealer() {
        List<String> l = lines();
        int i = find(l, s -> s.startsWith("{\"type\":\"deal\""), 2);
        String line = l.get(i);
        int dealer = line.charAt(line.indexOf("\"dealer\":") + 9) - '0';
        l.set(i, line.replace("\"dealer\":" + dealer, "\"dealer\":" + ((dealer + 1) % 4)));
        reject(l, i + 1, Discrepancy.Kind.DEAL_MISMATCH);
    }

    @Test
    void malformedJson() {
        List<String> l = lines();
        int i = find(l, s -> s.contains("\"action\":\"play "), 12);
        l.set(i, l.get(i).substring(0, l.get(i).length() - 1));
        Discrepancy d = reject(l, i + 1, Discrepancy.Kind.MALFORMED);
        assertTrue(d.message().startsWith("malformed JSON at column "), d.message());
    }

    @Test
    void truncatedRecord() {
        List<String> l = lines();
        int i = find(l, s -> s.contains("\"action\":\"play "), 40);
        List<String> cut = l.subList(0, i + 1);
        VerificationResult r = VERIFIER.verify(text(cut));
        Discrepancy d = r.discrepancy().orElseThrow();
        assertTrue(d.kind() == Discrepancy.Kind.INCOMPLETE || d.kind() == Discrepancy.Kind.POINTS_MISMATCH
            || d.kind() == Discrepancy.Kind.TOTALS_MISMATCH, d::toString);
        assertEquals(i + 2, d.lineNumber());
        assertEquals(2, VERIFIER.verify(text(l.subList(0, 2))).discrepancy().orElseThrow().lineNumber() - 1);
        assertEquals(Discrepancy.Kind.INCOMPLETE, VERIFIER.verify("").discrepancy().orElseThrow().kind());
    }

    @Test
    void unknownVariant() {
        List<String> l = lines();
        l.set(0, l.get(0).replace("\"variant\":\"trinidad\"", "\"variant\":\"tobago\""));
        reject(l, 1, Discrepancy.Kind.UNKNOWN_VARIANT);
    }

    @Test
    void tableThatDoesNotFitTheRules() {
        List<String> l = lines();
        int i = find(l, s -> s.startsWith("{\"type\":\"match\""), 1);
        l.set(i, l.get(i).replace("\"sides\":[[0,2],[1,3]]", "\"sides\":[[0,1],[2,3]]"));
        Discrepancy d = reject(l, i + 1, Discrepancy.Kind.MATCH_MISMATCH);
        assertEquals("rule set trinidad has sides [[0, 2], [1, 3]], but the record says [[0, 1], [2, 3]]", d.message());
    }

    @Test
    void aTamperedTargetIsAHouseRuleThatTheReplayThenContradicts() {
        List<String> l = lines();
        int i = find(l, s -> s.startsWith("{\"type\":\"match\""), 1);
        l.set(i, l.get(i).replace("\"target\":14", "\"target\":11"));
        VerificationResult r = VERIFIER.verify(text(l));
        Discrepancy d = r.discrepancy().orElseThrow();
        assertTrue(d.lineNumber() > i + 1, d::toString);
        assertTrue(d.kind() == Discrepancy.Kind.TOTALS_MISMATCH || d.kind() == Discrepancy.Kind.END_MISMATCH
            || d.kind() == Discrepancy.Kind.POINTS_MISMATCH || d.kind() == Discrepancy.Kind.UNEXPECTED_LINE, d::toString);
    }

    @Test
    void houseRuleOptionsMustMakeARuleSetAndBeWrittenCanonically() {
        List<String> l = lines();
        int i = find(l, s -> s.startsWith("{\"type\":\"match\""), 1);
        String match = l.get(i);
        l.set(i, match.replace("}", ",\"options\":{\"giftPoints\":-5}}"));
        Discrepancy d = reject(l, i + 1, Discrepancy.Kind.MATCH_MISMATCH);
        assertTrue(d.message().contains("giftPoints must be 0..1000"), d.message());
        l.set(i, match.replace("}", ",\"options\":{\"noUndertrumping\":false}}"));
        Discrepancy same = reject(l, i + 1, Discrepancy.Kind.MATCH_MISMATCH);
        assertTrue(same.message().contains("options {}"), same.message());
    }

    @Test
    void linesAfterTheEndMustStartANewMatch() {
        List<String> l = lines();
        int i = find(l, s -> s.startsWith("{\"type\":\"end\""), 0);
        l.add(i + 1, l.get(i - 1));
        reject(l, i + 2, Discrepancy.Kind.UNEXPECTED_LINE);
    }
}
