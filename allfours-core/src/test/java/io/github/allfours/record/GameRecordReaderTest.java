package io.github.allfours.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.game.Action;
import io.github.allfours.game.AwardReason;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameRecordReaderTest {
    @Test
    void readsEachKindOfLine() throws Exception {
        assertEquals(new ActionLine(1, List.of(Action.STAND, Action.BEG), Action.STAND),
            GameRecordReader.parseLine("{\"type\":\"action\",\"seat\":1,\"legal\":[\"stand\",\"beg\"],\"action\":\"stand\"}", 1));
        assertEquals(new PointsLine(0, 3, AwardReason.TURN_UP, Card.parse("JS")),
            GameRecordReader.parseLine("{\"type\":\"points\",\"side\":0,\"points\":3,\"reason\":\"turn-up\",\"card\":\"JS\"}", 1));
        assertEquals(new PointsLine(1, 1, AwardReason.GAME, null),
            GameRecordReader.parseLine("{\"type\":\"points\",\"side\":1,\"points\":1,\"reason\":\"game\"}", 1));
        assertEquals(HandLine.of(5, 2), GameRecordReader.parseLine("{\"type\":\"hand\",\"totals\":[5,2]}", 1));
        assertEquals(EndLine.of(0, 14, 9), GameRecordReader.parseLine("{\"type\":\"end\",\"winner\":0,\"totals\":[14,9]}", 1));
        assertEquals(MatchLine.of(TestMatches.TRINIDAD, 2), GameRecordReader.parseLine("{\"type\":\"match\","
            + "\"format\":\"allfours-record/1\",\"variant\":\"trinidad\",\"seats\":4,\"sides\":[[0,2],[1,3]],"
            + "\"packets\":[3,3],\"target\":14,\"firstDealer\":2}", 1));
    }

    @Test
    void handLinesMayNameTheSideThatMadeAllFour() throws Exception {
        String text = "{\"type\":\"hand\",\"totals\":[7,6],\"allFour\":0}";
        RecordLine l = GameRecordReader.parseLine(text, 1);
        assertEquals(HandLine.withAllFour(0, 7, 6), l);
        assertEquals(text, l.toJson());
        RecordFormatException e = assertThrows(RecordFormatException.class,
            () -> GameRecordReader.parseLine("{\"type\":\"hand\",\"totals\":[7,6],\"allFour\":2}", 9));
        assertEquals(9, e.lineNumber());
    }

    @Test
    void acceptsAnyKeyOrderAndSpacingButWritesTheCanonicalForm() throws Exception {
        RecordLine l = GameRecordReader.parseLine(" { \"totals\" : [ 5 , 2 ] , \"type\" : \"hand\" } ", 1);
        assertEquals("{\"type\":\"hand\",\"totals\":[5,2]}", l.toJson());
    }

    @Test
    void countsLinesAndSkipsEmptyOnes() throws Exception {
        GameRecordReader r = new GameRecordReader(new StringReader(
            "{\"type\":\"hand\",\"totals\":[1,0]}\n\n{\"type\":\"hand\",\"totals\":[2,0]}\n{\"type\":\"hand\"}\n"));
        assertEquals(HandLine.of(1, 0), r.next());
        assertEquals(1, r.lineNumber());
        assertEquals(HandLine.of(2, 0), r.next());
        assertEquals(3, r.lineNumber());
        RecordFormatException e = assertThrows(RecordFormatException.class, r::next);
        assertEquals(4, e.lineNumber());
        assertEquals("the hand line has no \"totals\" field", e.problem());
        assertNull(r.next());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        {"type":"hand","totals":[5,2]                                  | malformed JSON at column 30: expected
        {"type":"hand","totals":[5,2],}                                | malformed JSON at column 31
        {"type":"hand","totals":[05,2]}                                | leading zero
        {'type':'hand'}                                                | malformed JSON at column 2
        {"type":"hand","totals":[5,2]} x                               | unexpected text after the JSON value
        [1,2]                                                          | expected a JSON object, found an array
        {"type":"hand","type":"hand","totals":[5,2]}                   | duplicate key "type"
        {"type":"score","totals":[5,2]}                                | unknown line type "score"
        {"type":"hand","totals":[5,2],"note":"x"}                      | unexpected field "note" in a hand line
        {"type":"hand","totals":[5.5,2]}                               | "totals"[0] must be an integer
        {"type":"hand","totals":"5,2"}                                 | "totals" must be an array, found a string
        {"type":"end","winner":-1,"totals":[5,2]}                      | "winner" may not be negative
        {"type":"points","side":0,"points":1,"reason":"bonus"}         | unknown reason "bonus"
        {"type":"points","side":0,"points":1,"reason":"high","card":"10S"} | must be written "TS"
        {"type":"points","side":0,"points":1,"reason":"high","card":"ZS"}  | "card": cannot read card
        {"type":"points","side":0,"points":1,"reason":"high","card":null}  | must be a card such as "JS", found null
        {"type":"action","seat":1,"legal":["stand"],"action":"Stand"}  | must be written "stand"
        {"type":"action","seat":1,"legal":["stand"],"action":"fold"}   | cannot read action "fold"
        {"type":"deal","dealer":0,"deck":["AS","AS"]}                  | a deck order must hold each of the 52 cards exactly once
        {"type":"match","format":"allfours-record/2","variant":"x","seats":2,"sides":[[0],[1]],"packets":[6],"target":7,"firstDealer":0} | unsupported format "allfours-record/2"
        """)
    void rejectsMalformedLines(String line, String problem) {
        RecordFormatException e = assertThrows(RecordFormatException.class, () -> GameRecordReader.parseLine(line, 42));
        assertEquals(42, e.lineNumber());
        assertTrue(e.problem().contains(problem), e.problem());
        assertTrue(e.getMessage().startsWith("line 42: "), e.getMessage());
    }

    @Test
    void readsEscapesInStrings() throws Exception {
        MatchLine m = (MatchLine) GameRecordReader.parseLine("{\"type\":\"match\",\"format\":\"allfours-record/1\","
            + "\"variant\":\"a\\u0062\\\"c\",\"seats\":2,\"sides\":[[0],[1]],\"packets\":[6],\"target\":7,\"firstDealer\":0}", 1);
        assertEquals("ab\"c", m.variant());
        assertTrue(m.toJson().contains("\"variant\":\"ab\\\"c\""));
    }
}
