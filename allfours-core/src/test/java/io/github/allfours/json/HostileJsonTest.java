package io.github.allfours.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.record.RuleSetResolver;
import io.github.allfours.testkit.JsonChecks;
import io.github.allfours.testkit.TestRules;
import java.util.function.Function;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The readers of {@link AllFoursJson} on text that is not what they read: each refusal is a
 * {@link JsonFormatException} naming the field at fault and quoting the value, and any text is read in
 * time linear in its length.
 */
class HostileJsonTest {
    static final RuleSetResolver RESOLVER = AllFoursJsonTest.RESOLVER;
    static final String VIEW = AllFoursJson.write(GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(7)).viewFor(1));

    private static JsonFormatException refused(Function<String, ?> read, String json, String path, String problem) {
        JsonFormatException e = assertThrows(JsonFormatException.class, () -> read.apply(json));
        assertEquals(path, e.path(), e.getMessage());
        assertTrue(e.problem().contains(problem), e.getMessage());
        return e;
    }

    private static Object view(String json) {
        return AllFoursJson.readView(json, RESOLVER);
    }

    @Test
    void malformedJson() {
        refused(AllFoursJson::readAward, "{\"hand\":0,", "", "malformed JSON at column 11");
        refused(AllFoursJson::readAward, "[1,2]", "", "expected an award (a JSON object), found an array");
        refused(AllFoursJson::readContract, "{\"seat\":1,\"seat\":2,\"points\":1}", "", "duplicate key \"seat\"");
        refused(AllFoursJson::readContract, "{\"seat\":1,\"points\":1} x", "", "unexpected text after the JSON value");
        refused(AllFoursJson::readAction, "\"stand\" // a comment", "", "unexpected text");
        String deep = "[".repeat(17) + "]".repeat(17);
        refused(AllFoursJson::readEvent, deep, "", "nested more than 16 deep");
        refused(AllFoursJson::readContract, "\uFEFF{\"seat\":1,\"points\":1}", "", "unexpected character 'U+FEFF'");
    }

    @Test
    void unknownMissingAndMistypedFields() {
        refused(AllFoursJson::readContract, "{\"seat\":1,\"points\":1,\"bonus\":2}", "",
            "unexpected field \"bonus\" in a contract");
        refused(AllFoursJson::readContract, "{\"seat\":1}", "", "a contract has no \"points\" field");
        refused(AllFoursJson::readContract, "{\"seat\":\"1\",\"points\":1}", "seat",
            "must be an integer, found the string \"1\"");
        refused(AllFoursJson::readContract, "{\"seat\":1.0,\"points\":1}", "seat", "1.0 (only integers are read)");
        refused(AllFoursJson::readContract, "{\"seat\":99999999999,\"points\":1}", "seat", "out of the range");
        refused(AllFoursJson::readContract, "{\"seat\":null,\"points\":1}", "seat", "must be an integer, found null");
        refused(AllFoursJson::readTrick, "{\"hand\":0,\"cards\":[],\"seats\":[],\"thrownIn\":{},\"winner\":null}",
            "thrownIn", "must be an array, found an object");
        refused(AllFoursJson::readEvent, "{\"type\":\"played\",\"seat\":1}", "", "a \"played\" event has no \"card\" field");
        refused(AllFoursJson::readEvent, "{\"seat\":1}", "", "an event has no \"type\" field");
        refused(AllFoursJson::readEvent, "{\"type\":\"cheated\"}", "type", "unknown event type \"cheated\"");
        refused(AllFoursJson::readEvent, "{\"type\":\"played\",\"seat\":1,\"card\":\"JH\",\"face\":\"up\"}", "",
            "unexpected field \"face\" in a \"played\" event");
    }

    @Test
    void numbersOutOfRange() {
        refused(AllFoursJson::readContract, "{\"seat\":8,\"points\":1}", "seat", "8 is out of the range 0..7");
        refused(AllFoursJson::readContract, "{\"seat\":1,\"points\":5}", "points", "5 is out of the range 1..4");
        refused(AllFoursJson::readAward, "{\"hand\":0,\"deal\":0,\"side\":0,\"points\":0,\"reason\":\"high\",\"card\":null}",
            "points", "an award is never of 0 points");
        refused(AllFoursJson::readAward, "{\"hand\":2,\"deal\":1,\"side\":0,\"points\":1,\"reason\":\"high\",\"card\":null}",
            "deal", "1 is out of the range 2..");
        refused(AllFoursJson::readAward, "{\"hand\":-1,\"deal\":0,\"side\":0,\"points\":1,\"reason\":\"high\",\"card\":null}",
            "hand", "-1 is out of the range 0..");
        refused(HostileJsonTest::view, VIEW.replace("\"seat\":1,", "\"seat\":4,"), "seat", "4 is out of the range -1..3");
        refused(HostileJsonTest::view, VIEW.replace("\"scores\":[0,0]", "\"scores\":[0,0,0]"), "scores",
            "must hold 2 values, one a side, not 3");
    }

    @Test
    void badCardsAndActions() {
        refused(AllFoursJson::readEvent, "{\"type\":\"played\",\"seat\":1,\"card\":\"1X\"}", "card", "not a rank");
        refused(AllFoursJson::readEvent, "{\"type\":\"played\",\"seat\":1,\"card\":\"10h\"}", "card",
            "\"10h\" must be written \"TH\"");
        refused(AllFoursJson::readEvent, "{\"type\":\"threw-in\",\"seat\":1,\"cards\":[\"JH\",\"2C\",\"JH\"]}", "cards[2]",
            "JH is in the set twice");
        refused(AllFoursJson::readTrick, "{\"hand\":0,\"cards\":[\"JH\",\"JH\"],\"seats\":[0,1],\"thrownIn\":[],\"winner\":null}",
            "cards[1]", "JH is played twice");
        refused(AllFoursJson::readTrick, "{\"hand\":0,\"cards\":[\"JH\"],\"seats\":[0,1],\"thrownIn\":[],\"winner\":null}",
            "seats", "2 seats for 1 cards: one seat for each card played");
        refused(AllFoursJson::readAction, "\"dance\"", "", "cannot read action \"dance\"");
        refused(AllFoursJson::readAction, "\"Play JH\"", "", "\"Play JH\" must be written \"play JH\"");
        refused(AllFoursJson::readEvent, "{\"type\":\"called\",\"seat\":1,\"call\":\"play JH\"}", "call",
            "\"play JH\" is no call");
        refused(HostileJsonTest::view, VIEW.replace("\"legalActions\":[\"beg\"", "\"legalActions\":[\"bid 9\""),
            "legalActions[0]", "cannot read action \"bid 9\"");
        refused(AllFoursJson::readEvent, "{\"type\":\"dealt\",\"dealNumber\":0,\"handNumber\":0,\"dealer\":0,\"deck\":[\"JH\"]}",
            "deck", "52");
    }

    @Test
    void ruleSetsTheResolverDoesNotKnowOrThatDisagree() {
        refused(HostileJsonTest::view, VIEW.replace("\"id\":\"trinidad\"", "\"id\":\"tennis\""), "rules.id",
            "no rule set \"tennis\" for 4 seats in 2 sides");
        refused(HostileJsonTest::view, VIEW.replace("\"target\":14", "\"target\":11"), "rules.target",
            "11, but the named rule set \"trinidad\" plays to 14");
        refused(HostileJsonTest::view, VIEW.replace("\"name\":\"Trinidad All Fours\"", "\"name\":\"Trinidad\""),
            "rules.name", "\"Trinidad\", but the rule set \"trinidad\" is named \"Trinidad All Fours\"");
        refused(HostileJsonTest::view, VIEW.replace("\"noUndertrumping\":false", "\"noUndertrumping\":true"),
            "rules.options", "noUndertrumping true (the rule set has false)");
        String house = VIEW.replace("\"named\":true", "\"named\":false");
        refused(HostileJsonTest::view, house.replace("\"noUndertrumping\":false", "\"noUndertrumping\":7"), "rules.options",
            "option noUndertrumping must be true or false");
        refused(HostileJsonTest::view, house.replace("\"gamePoints\":1", "\"gamePoints\":1,\"jokers\":true"),
            "rules.options", "unknown option 'jokers'");
        refused(HostileJsonTest::view, VIEW.replace("\"sides\":[[0,2],[1,3]]", "\"sides\":[[0,1],[2,3]]"), "rules.sides[0]",
            "[0, 1], but side 0 of 4 seats in 2 sides is seats [0, 2]");
        RuleSetResolver failing = (id, seats, sides) -> {
            throw new IllegalStateException("the catalogue is offline");
        };
        JsonFormatException e = assertThrows(JsonFormatException.class, () -> AllFoursJson.readView(VIEW, failing));
        assertEquals("rules.id", e.path());
        assertTrue(e.getMessage().contains("the catalogue is offline"), e.getMessage());
    }

    /**
     * A named rule set's option, packets and sides written with huge values: the message quotes at most 40
     * characters of each (docs/json.md, "Reading untrusted text"); it once quoted a 100,000-character option value
     * whole.
     */
    @Test
    void hugeValuesOfARuleSetAreQuotedShort() {
        String huge = "x".repeat(100_000);
        JsonFormatException option = refused(HostileJsonTest::view,
            VIEW.replace("\"noUndertrumping\":false", "\"noUndertrumping\":\"" + huge + "\""), "rules.options",
            "noUndertrumping \"" + "x".repeat(40) + "…\" (the rule set has false)");
        assertFalse(option.getMessage().contains("x".repeat(41)), option.getMessage());
        String ones = "1,".repeat(50_000) + "1";
        JsonFormatException packets = refused(HostileJsonTest::view, VIEW.replace("\"packets\":[3,3]", "\"packets\":[" + ones + "]"),
            "rules.packets", "but the named rule set \"trinidad\" deals [3, 3]");
        assertTrue(packets.getMessage().length() < 300, packets.getMessage());
        String seats = "0,".repeat(50_000) + "2";
        JsonFormatException sides = refused(HostileJsonTest::view, VIEW.replace("\"sides\":[[0,2],[1,3]]",
            "\"sides\":[[" + seats + "],[1,3]]"), "rules.sides[0]", "but side 0 of 4 seats in 2 sides is seats [0, 2]");
        assertTrue(sides.getMessage().length() < 300, sides.getMessage());
        RuleSetResolver loud = (id, s, sd) -> {
            throw new IllegalStateException(huge);
        };
        JsonFormatException e = assertThrows(JsonFormatException.class, () -> AllFoursJson.readView(VIEW, loud));
        assertTrue(e.getMessage().length() < 600, () -> e.getMessage().length() + " characters");
    }

    @Test
    void derivedFieldsMustAgree() {
        String result = "{\"hand\":0,\"dealer\":0,\"trump\":\"hearts\",\"high\":\"AH\",\"highSide\":0,\"highScored\":false,"
            + "\"low\":\"3H\",\"lowSide\":1,\"lowScored\":false,\"jack\":null,\"jackSide\":-1,\"hangJack\":false,"
            + "\"jackScored\":false,\"gameSide\":0,\"gameScored\":false,\"gameValues\":[8,0],\"countStopped\":true,"
            + "\"awards\":[{\"hand\":0,\"deal\":0,\"side\":0,\"points\":1,\"reason\":\"high\",\"card\":\"AH\"}],"
            + "\"thrownIn\":false}";
        refused(AllFoursJson::readHandResult, result, "highScored", "false, but the hand's awards hold one for High");
        refused(AllFoursJson::readHandResult, result.replace("\"highScored\":false", "\"highScored\":true")
            .replace("\"countStopped\":true", "\"countStopped\":false"), "countStopped", "a point taken was not scored");
        refused(AllFoursJson::readHandResult, result.replace("\"lowSide\":1", "\"lowSide\":2"), "lowSide",
            "2 is out of the range -1..1");
    }

    @Test
    void theSchemaRefusesWhatTheReaderRefuses() {
        assertFalse(JsonChecks.errors(JsonChecks.schema("contract"), "{\"seat\":1,\"points\":1,\"bonus\":2}").isEmpty());
        assertFalse(JsonChecks.errors(JsonChecks.schema("gameEvent"), "{\"type\":\"played\",\"seat\":1,\"card\":\"10H\"}")
            .isEmpty());
        assertFalse(JsonChecks.errors(JsonChecks.schema("seatView"), VIEW.replace("\"phase\":\"BEG\"", "\"phase\":\"NAP\""))
            .isEmpty());
        assertTrue(JsonChecks.errors(JsonChecks.schema("seatView"), VIEW).isEmpty());
    }

    @Test
    void longTextIsRefusedBeforeItIsParsed() {
        String tooLong = "\"" + "a".repeat(AllFoursJson.MAX_LENGTH) + "\"";
        refused(AllFoursJson::readAction, tooLong, "", "longer than " + AllFoursJson.MAX_LENGTH);
        String longWord = "\"" + "x".repeat(100_000) + "\"";
        JsonFormatException e = refused(AllFoursJson::readAction, longWord, "", "cannot read action");
        assertTrue(e.getMessage().length() < 400, "the message quotes an excerpt only");
    }

    /** Any text: the readers answer a value or a JsonFormatException, never another exception. */
    @Property(tries = 300)
    void anyTextIsReadOrRefusedCleanly(@ForAll @IntRange(min = 0, max = 4000) int cut, @ForAll char noise) {
        String text = VIEW.substring(0, Math.min(cut, VIEW.length())) + noise + VIEW.substring(Math.min(cut, VIEW.length()));
        try {
            AllFoursJson.readView(text, RESOLVER);
        } catch (JsonFormatException expected) {
            assertTrue(expected.getMessage() != null);
        }
        String truncated = VIEW.substring(0, Math.min(cut, VIEW.length()));
        if (truncated.length() < VIEW.length()) {
            assertThrows(JsonFormatException.class, () -> AllFoursJson.readView(truncated, RESOLVER));
        }
    }
}
