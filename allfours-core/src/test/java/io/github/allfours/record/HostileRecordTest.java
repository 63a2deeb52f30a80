package io.github.allfours.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardFormatException;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.game.Action;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Records, cards and actions from an untrusted source (an uploaded saved game): every bad input is a
 * typed refusal naming its line, in time linear in its size, quoting at most a short excerpt.
 */
class HostileRecordTest {
    private static final RecordVerifier VERIFIER = new RecordVerifier(TestMatches.RESOLVER);
    private static final String HAND = "{\"type\":\"hand\",\"totals\":[1,2]}";

    private static RecordFormatException refused(String line) {
        RecordFormatException e = assertThrows(RecordFormatException.class, () -> GameRecordReader.parseLine(line, 7));
        assertEquals(7, e.lineNumber());
        assertShort(e.getMessage());
        return e;
    }

    /** No message quotes more than a short excerpt of the input. */
    private static void assertShort(String message) {
        assertTrue(message.length() < 400, () -> message.length() + " characters: " + message.substring(0, 400));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e2147483648", "1E5", "1.0", "-0.5", "2147483648", "-2147483649", "99999999999999999999",
        "1e-2147483648"})
    void aNumberThatIsNotAnIntIsRefusedByName(String number) {
        String line = "{\"type\":\"end\",\"winner\":" + number + ",\"totals\":[1,2]}";
        RecordFormatException e = refused(line);
        assertTrue(e.problem().startsWith("\"winner\" must be an integer, found the number " + number), e.problem());
        VerificationResult r = VERIFIER.verify(line + "\n");
        assertEquals(Discrepancy.Kind.MALFORMED, r.discrepancy().orElseThrow().kind());
        InconsistentRecordException x = assertThrows(InconsistentRecordException.class, () -> VERIFIER.resume(line));
        assertEquals(1, x.discrepancy().lineNumber());
        assertThrows(RecordFormatException.class, () -> GameRecordReader.readAll(line));
    }

    @Test
    void theIntRangeIsReadExactly() throws Exception {
        assertEquals(HandLine.of(Integer.MAX_VALUE, Integer.MIN_VALUE),
            GameRecordReader.parseLine("{\"type\":\"hand\",\"totals\":[2147483647,-2147483648]}", 1));
        assertEquals(HandLine.of(0, 0), GameRecordReader.parseLine("{\"type\":\"hand\",\"totals\":[0,-0]}", 1));
    }

    @Test
    void aHugeIntegerIsRefusedInLinearTimeWithAShortMessage() {
        String digits = "9".repeat(GameRecordReader.MAX_LINE_LENGTH - 40);
        String line = "{\"type\":\"end\",\"winner\":" + digits + ",\"totals\":[1,2]}";
        RecordFormatException e = assertTimeoutPreemptively(Duration.ofSeconds(2), () -> refused(line));
        assertTrue(e.problem().contains("9999…"), e.problem());
        assertTrue(e.problem().contains("out of the range"), e.problem());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1\u0664", "\u0661\u0664", "1\uFF14", "\u0967"})
    void onlyAsciiDigitsMakeANumber(String number) {
        RecordFormatException e = refused("{\"type\":\"match\",\"format\":\"allfours-record/1\",\"variant\":\"trinidad\","
            + "\"seats\":4,\"sides\":[[0,2],[1,3]],\"packets\":[3,3],\"target\":" + number + ",\"firstDealer\":0}");
        assertTrue(e.problem().startsWith("malformed JSON"), e.problem());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\\u0\u0664\u0662\u0660", "\\u\uFF10\uFF10\uFF16\uFF12", "\\u00G1", "\\u00", "\\uD800",
        "\\uDC00", "\\uD800\\u0041", "\\x41", "\\'"})
    void escapesAreStrict(String escape) {
        RecordFormatException e = refused("{\"type\":\"" + escape + "\"}");
        assertTrue(e.problem().startsWith("malformed JSON"), e.problem());
    }

    @Test
    void aSurrogatePairMayBeEscaped() throws Exception {
        RecordFormatException e = refused("{\"type\":\"\\uD83C\\uDCA1\"}");
        assertTrue(e.problem().contains("unknown line type \"\uD83C\uDCA1\""), e.problem());
    }

    @Test
    void anUnpairedSurrogateInTheTextIsRefused() {
        RecordFormatException e = refused("{\"type\":\"a\uD800b\"}");
        assertTrue(e.problem().contains("unpaired surrogate U+D800"), e.problem());
    }

    @Test
    void nestingIsLimited() throws Exception {
        String deep = "[".repeat(20_000) + "]".repeat(20_000);
        RecordFormatException e = refused("{\"type\":" + deep + "}");
        assertTrue(e.problem().contains("nested more than 16 deep"), e.problem());
    }

    @Test
    void aKelvinSignIsNotTheLetterK() {
        RecordFormatException e = refused("{\"type\":\"action\",\"seat\":1,\"legal\":[\"keep\"],\"action\":\"\u212Aeep\"}");
        assertTrue(e.problem().contains("cannot read action \"U+212Aeep\""), e.problem());   // shown as what it is
        assertThrows(IllegalArgumentException.class, () -> Action.parse("\u212Aeep"));
        assertThrows(IllegalArgumentException.class, () -> Action.parse("PLAY \u212AS"));
        assertThrows(CardFormatException.class, () -> Card.parse("\u212AS"));
        assertThrows(CardFormatException.class, () -> Card.parse("\u0131S"));   // dotless i
        assertEquals(Action.KEEP, Action.parse(" KEEP "));
        assertEquals(Action.play(Card.parse("KS")), Action.parse("Play ks"));
    }

    @Test
    void longCardAndActionTextIsQuotedShort() {
        String junk = "x".repeat(100_000);
        CardFormatException c = assertThrows(CardFormatException.class, () -> Card.parse("J" + junk));
        assertShort(c.getMessage());
        assertEquals("J" + junk, c.input());
        assertShort(assertThrows(IllegalArgumentException.class, () -> Action.parse(junk)).getMessage());
        assertShort(assertThrows(CardFormatException.class, () -> CardSet.parse("JH " + junk)).getMessage());
        assertShort(assertThrows(IllegalArgumentException.class,
            () -> DeckOrder.parse("JH ".repeat(50_000))).getMessage());
        RecordFormatException e = refused("{\"type\":\"" + junk.substring(0, 60_000) + "\"}");
        assertTrue(e.problem().contains("xxx…"), e.problem());
        e = refused("{\"type\":\"hand\",\"totals\":[1,2],\"" + junk.substring(0, 50_000) + "\":1}");
        assertTrue(e.problem().contains("xxx…"), e.problem());
    }

    @Test
    void invisibleCharactersAreShownByCodePoint() {
        RecordFormatException e = refused("{\"type\":\"hand\u200B\"}");
        assertTrue(e.problem().contains("\"handU+200B\""), e.problem());
        CardFormatException c = assertThrows(CardFormatException.class, () -> Card.parse("J\u0000"));
        assertTrue(c.getMessage().contains("JU+0000"), c.getMessage());
    }

    @Test
    void aByteOrderMarkIsRefusedReadably() throws Exception {
        String text = "\uFEFF" + HAND + "\n";
        RecordFormatException e = assertThrows(RecordFormatException.class, () -> GameRecordReader.readAll(text));
        assertEquals(1, e.lineNumber());
        assertTrue(e.problem().contains("byte-order mark (U+FEFF)"), e.problem());
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        Discrepancy d = VERIFIER.verify(new ByteArrayInputStream(bytes)).discrepancy().orElseThrow();
        assertEquals(1, d.lineNumber());
        assertTrue(d.message().contains("U+FEFF"), d.message());
    }

    @Test
    void malformedUtf8IsADiscrepancyWithItsLine(@TempDir Path dir) throws Exception {
        String good = TestMatches.record(TestMatches.TRINIDAD, 1, 2);
        String[] lines = good.split("\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < lines.length; i++) {
            byte[] line = lines[i].getBytes(StandardCharsets.UTF_8);
            if (i == 4) {
                line = Arrays.copyOf(line, line.length + 2);
                line[line.length - 2] = (byte) 0xC3;   // a lead byte followed by a non-continuation byte
                line[line.length - 1] = (byte) 0x28;
            }
            out.write(line);
            out.write('\n');
        }
        Path file = dir.resolve("bad.jsonl");
        Files.write(file, out.toByteArray());
        VerificationResult r = VERIFIER.verify(file);
        Discrepancy d = r.discrepancy().orElseThrow();
        assertEquals(5, d.lineNumber());
        assertEquals(Discrepancy.Kind.MALFORMED, d.kind());
        assertTrue(d.message().startsWith("malformed UTF-8 at byte "), d.message());
        InconsistentRecordException x = assertThrows(InconsistentRecordException.class,
            () -> VERIFIER.resume(new ByteArrayInputStream(out.toByteArray())));
        assertEquals(5, x.discrepancy().lineNumber());
        assertTrue(VERIFIER.verify(new ByteArrayInputStream(good.getBytes(StandardCharsets.UTF_8))).isOk());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u00C0\u00AF", "\u00ED\u00A0\u0080", "\u00F8\u0088\u0080\u0080\u0080", "\u00FF", "\u0080"})
    void everyKindOfBadUtf8IsRefused(String latin1Bytes) throws Exception {
        byte[] bytes = ("{\"type\":\"x" + latin1Bytes + "\"}\n").getBytes(StandardCharsets.ISO_8859_1);
        GameRecordReader r = new GameRecordReader(new ByteArrayInputStream(bytes));
        RecordFormatException e = assertThrows(RecordFormatException.class, r::next);
        assertEquals(1, e.lineNumber());
        assertTrue(e.problem().startsWith("malformed UTF-8 at byte 11 "), e.problem());
    }

    @Test
    void anOverLongLineIsRefusedWithoutKeepingIt() throws Exception {
        String big = "{\"type\":\"" + "a".repeat(GameRecordReader.MAX_LINE_LENGTH) + "\"}";
        String text = HAND + "\n" + big + "\n" + HAND + "\r\n";
        GameRecordReader r = new GameRecordReader(new StringReader(text));
        assertEquals(HandLine.of(1, 2), r.next());
        RecordFormatException e = assertThrows(RecordFormatException.class, r::next);
        assertEquals(2, e.lineNumber());
        assertEquals("the line is longer than 65536 characters", e.problem());
        assertEquals(HandLine.of(1, 2), r.next(), "the reader goes on after the long line");
        assertEquals(3, r.lineNumber());
        GameRecordReader b = new GameRecordReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        assertEquals(HandLine.of(1, 2), b.next());
        assertEquals(2, assertThrows(RecordFormatException.class, b::next).lineNumber());
        assertEquals(HandLine.of(1, 2), b.next());
        assertEquals(2, assertThrows(RecordFormatException.class, () -> GameRecordReader.parseLine(big, 2)).lineNumber());
    }

    @Test
    void theLineCapCountsCharactersWhateverTheirBytes() throws Exception {
        String type = "\u20AC".repeat(GameRecordReader.MAX_LINE_LENGTH - 11);   // three bytes each in UTF-8
        String line = "{\"type\":\"" + type + "\"}";
        assertEquals(GameRecordReader.MAX_LINE_LENGTH, line.length());
        RecordFormatException e = assertThrows(RecordFormatException.class, () -> new GameRecordReader(
            new ByteArrayInputStream(line.getBytes(StandardCharsets.UTF_8))).next());
        assertTrue(e.problem().startsWith("unknown line type"), e.problem());
        e = assertThrows(RecordFormatException.class, () -> new GameRecordReader(
            new ByteArrayInputStream((line + "\u20AC").getBytes(StandardCharsets.UTF_8))).next());
        assertTrue(e.problem().startsWith("the line is longer"), e.problem());
    }

    @Test
    void aHundredMegabyteLineCostsNoMemory() throws Exception {
        long size = 100L << 20;
        InputStream endless = new InputStream() {
            private long left = size;

            @Override
            public int read() {
                return left-- > 0 ? '7' : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                Arrays.fill(b, off, off + n, (byte) '7');
                left -= n;
                return n;
            }
        };
        VerificationResult r = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> VERIFIER.verify(endless));
        assertEquals("the line is longer than 65536 characters", r.discrepancy().orElseThrow().message());
    }

    @Test
    void blankLinesAreOnlySpacesAndTabs() throws Exception {
        assertEquals(1, GameRecordReader.readAll(" \t\n\n" + HAND + "\n\r\n").size());
        RecordFormatException e = assertThrows(RecordFormatException.class,
            () -> GameRecordReader.readAll("\u2003\n" + HAND));
        assertEquals(1, e.lineNumber());
        assertTrue(e.problem().contains("U+2003"), e.problem());
    }

    @Test
    void aGoodRecordReadsTheSameAsTextAndAsBytes() throws Exception {
        String text = TestMatches.record(TestMatches.TRINIDAD_TWO, 3, 6);
        VerificationResult fromText = VERIFIER.verify(text);
        VerificationResult fromBytes = VERIFIER.verify(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
        assertTrue(fromText.isOk(), fromText::toString);
        assertEquals(fromText, fromBytes);
        String crlf = text.replace("\n", "\r\n");
        assertEquals(fromText, VERIFIER.verify(crlf));
        assertEquals(fromText, VERIFIER.verify(new ByteArrayInputStream(text.replace("\n", "\r")
            .getBytes(StandardCharsets.UTF_8))));
        assertFalse(VERIFIER.verify(text + "{").isOk());
    }
}
