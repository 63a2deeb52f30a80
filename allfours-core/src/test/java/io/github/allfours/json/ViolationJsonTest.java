package io.github.allfours.json;

import static io.github.allfours.testkit.Scenario.card;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.InputFormat;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.IllegalActionException;
import io.github.allfours.engine.Violation;
import io.github.allfours.game.Action;
import io.github.allfours.game.Reason;
import io.github.allfours.testkit.JsonChecks;
import io.github.allfours.testkit.TestRules;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The JSON form of a refused move ({@link Violation}, docs/json.md, "Violation"): written exactly, read back
 * equal, valid by the shipped schema, appended to an {@link Appendable} as written; and its reader's refusals.
 */
class ViolationJsonTest {
    /** Trinidad, deal 7: seat 0 deals, seat 1 (elder) is to beg or stand. */
    private static final GameState START = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(7));

    @Test
    void aRefusalHasTheDocumentedForm() throws IOException {
        Violation v = START.check(2, Action.STAND).orElseThrow();
        String json = AllFoursJson.write(v);
        assertEquals("{\"reason\":\"NOT_YOUR_TURN\",\"seat\":2,\"action\":\"stand\","
            + "\"message\":\"it is seat 1's turn, not seat 2's\"}", json);
        Violation back = AllFoursJson.readViolation(json);
        assertEquals(v, back);
        assertEquals(Reason.NOT_YOUR_TURN, back.reason());
        assertEquals(2, back.seat());
        assertSame(Action.STAND, back.action());
        assertEquals(v.message(), back.message());
        assertTrue(JsonChecks.errors(JsonChecks.schema("violation"), json).isEmpty());
        assertEquals(json, AllFoursJson.write(v, new StringWriter()).toString());
        JsonChecks.appendsAlike(v, json);
    }

    @Test
    void theRefusalOfApplyIsTheRefusalOfCheck() {
        Action play = Action.play(card("JH"));
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> START.apply(1, play));
        assertEquals(START.check(1, play).orElseThrow(), e.violation());
        assertEquals(AllFoursJson.write(START.check(1, play).orElseThrow()), AllFoursJson.write(e.violation()));
        assertEquals(Violation.of(Reason.WRONG_PHASE, 1, play, e.getMessage()), e.violation());
        assertNotEquals(Violation.of(Reason.WRONG_PHASE, 1, play, "another sentence"), e.violation());
    }

    @Test
    void aSeatNotAtTheTableIsWrittenAsNamed() {
        Violation v = START.check(9, Action.STAND).orElseThrow();
        assertEquals(Reason.NO_SUCH_SEAT, v.reason());
        String json = AllFoursJson.write(v);
        assertEquals("{\"reason\":\"NO_SUCH_SEAT\",\"seat\":9,\"action\":\"stand\","
            + "\"message\":\"there is no seat 9 at a 4-seat table\"}", json);
        assertEquals(v, AllFoursJson.readViolation(json));
        assertTrue(JsonChecks.errors(JsonChecks.schema("violation"), json).isEmpty());
        String notYourTurn = json.replace("NO_SUCH_SEAT", "NOT_YOUR_TURN");
        assertFalse(JsonChecks.errors(JsonChecks.schema("violation"), notYourTurn).isEmpty(), "the schema: seat 9");
        JsonFormatException e = assertThrows(JsonFormatException.class, () -> AllFoursJson.readViolation(notYourTurn));
        assertEquals("seat", e.path());
        assertEquals("9 is out of the range 0..7", e.problem());
    }

    @Test
    void theSchemaNamesEveryReasonAndNoOther() {
        String schema = AllFoursJson.schema();
        String violation = schema.substring(schema.indexOf("\"violation\": {"));
        String reasons = violation.substring(violation.indexOf("\"enum\": ["), violation.indexOf(']'));
        List<String> named = new ArrayList<>();
        Matcher m = Pattern.compile("\"([A-Z_]+)\"").matcher(reasons);
        while (m.find()) {
            named.add(m.group(1));
        }
        assertEquals(Arrays.stream(Reason.values()).map(Reason::name).toList(), named);
        for (Reason r : Reason.values()) {
            String json = AllFoursJson.write(Violation.of(r, 0, Action.STAND, "a sentence"));
            assertTrue(JsonChecks.errors(JsonChecks.schema("violation"), json).isEmpty(), json);
        }
    }

    private static void refused(String json, String path, String problem) {
        JsonFormatException e = assertThrows(JsonFormatException.class, () -> AllFoursJson.readViolation(json));
        assertEquals(path, e.path(), e.getMessage());
        assertTrue(e.problem().contains(problem), e.getMessage());
        assertFalse(JsonChecks.errors(JsonChecks.schema("violation"), json).isEmpty(), "the schema refuses " + json);
    }

    @Test
    void whatIsNoRefusalIsRefused() {
        String good = "{\"reason\":\"CARD_NOT_HELD\",\"seat\":1,\"action\":\"play JH\",\"message\":\"seat 1 does not hold JH\"}";
        assertEquals(Violation.of(Reason.CARD_NOT_HELD, 1, Action.play(card("JH")), "seat 1 does not hold JH"),
            AllFoursJson.readViolation(good));
        refused(good.replace("CARD_NOT_HELD", "card_not_held"), "reason", "unknown value \"card_not_held\"");
        refused(good.replace("CARD_NOT_HELD", "CHEATING"), "reason", "unknown value \"CHEATING\"");
        refused(good.replace("\"seat\":1", "\"seat\":-1"), "seat", "-1 is out of the range 0..7");
        refused(good.replace("\"seat\":1", "\"seat\":\"1\""), "seat", "must be an integer, found the string \"1\"");
        refused(good.replace("play JH", "play 10h"), "action", "cannot read action \"play 10h\": it must be written "
            + "\"play TH\"");
        refused(good.replace("play JH", "dance"), "action", "cannot read action \"dance\": no such action");
        refused(good.replace("seat 1 does not hold JH", ""), "message", "a refusal's message is never empty");
        refused(good.replace(",\"message\":\"seat 1 does not hold JH\"", ""), "", "a refusal has no \"message\" field");
        refused(good.replace("}", ",\"hint\":\"play 7H\"}"), "", "unexpected field \"hint\" in a refusal");
        refused("[" + good + "]", "", "expected a refusal (a JSON object), found an array");
    }

    @Test
    void anAppendableThatFailsPassesItsFailureOn() {
        Violation v = START.check(2, Action.STAND).orElseThrow();
        Appendable broken = new Appendable() {
            @Override
            public Appendable append(CharSequence csq) throws IOException {
                throw new IOException("the client went away");
            }

            @Override
            public Appendable append(CharSequence csq, int start, int end) throws IOException {
                throw new IOException("the client went away");
            }

            @Override
            public Appendable append(char c) throws IOException {
                throw new IOException("the client went away");
            }
        };
        IOException e = assertThrows(IOException.class, () -> AllFoursJson.write(v, broken));
        assertEquals("the client went away", e.getMessage());
        assertThrows(NullPointerException.class, () -> AllFoursJson.write(v, (Appendable) null));
        assertThrows(NullPointerException.class, () -> AllFoursJson.write((Violation) null, new StringBuilder()));
    }

    /** Any text near a refusal's: read as a refusal, or refused with a JsonFormatException, never anything else. */
    @Property(tries = 300)
    void anyTextIsReadOrRefusedCleanly(@ForAll @IntRange(min = 0, max = 200) int cut, @ForAll char noise) {
        String json = AllFoursJson.write(START.check(1, Action.play(card("JH"))).orElseThrow());
        int at = Math.min(cut, json.length());
        List<String> texts = new ArrayList<>(List.of(json.substring(0, at) + noise + json.substring(at),
            json.substring(0, at) + json.substring(Math.min(at + 1, json.length())), json.substring(0, at)));
        for (String text : texts) {
            try {
                Violation v = AllFoursJson.readViolation(text);
                assertEquals(v, AllFoursJson.readViolation(AllFoursJson.write(v)), "read, and so read back as written");
                assertTrue(JsonChecks.schema("violation").validate(text, InputFormat.JSON).isEmpty(), text);
            } catch (JsonFormatException refused) {
                assertTrue(refused.getMessage().length() < 600, refused.getMessage());
            }
        }
    }
}
