package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.examples.server.QuickMessages;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.table.TableRules;
import io.github.allfours.examples.server.table.TableService;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Malformed and hostile request bodies, each answered 400 with the API's own message: which field, what was
 * expected and what was found, never the words of the libraries underneath (Jackson's, Java's type names,
 * Java's list text). Every kind of malformed body is checked against its exact message; and every error
 * message this test provokes, of any status, is checked for the words of Java and Jackson.
 */
@Timeout(60)
class HostileBodiesTest {
    /** Words that tell a client of the server's insides. */
    private static final List<String> INSIDE_WORDS = List.of("java.", "jackson", "class ", "cannot coerce", "io.github",
        "exception", "tools.", "com.fasterxml", "record ", "[2, 4]", "null pointer");

    @TempDir
    Path dir;
    ServerFixture f;
    ServerFixture.Table table;
    final List<String> messages = new ArrayList<>();

    @BeforeEach
    void start() throws Exception {
        f = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)),
            TableService.Config.DEFAULT, ServerFixture.http());
        table = f.create("{\"variant\":\"trinidad\",\"seats\":[\"player\",\"player\",\"open\",\"open\"]}");
    }

    @AfterEach
    void stop() {
        f.close();
    }

    /** Sends a request and returns its error message, noting it for the check of inside words. */
    String refused(int status, String method, String path, String token, String body) throws Exception {
        ServerFixture.Reply r = f.send(method, path, token, body);
        assertEquals(status, r.status(), () -> method + " " + path + " " + body + ": " + r.text());
        String message = r.json().path("message").asString();
        messages.add(message);
        return message;
    }

    String create(String body) throws Exception {
        return refused(400, "POST", "/tables", null, body);
    }

    String move(String body) throws Exception {
        return refused(400, "POST", "/tables/" + table.id() + "/actions", table.token(1), body);
    }

    String join(String body) throws Exception {
        return refused(400, "POST", "/tables/" + table.id() + "/seats/2", table.owner(), body);
    }

    String say(String body) throws Exception {
        return refused(400, "POST", "/tables/" + table.id() + "/say", table.token(1), body);
    }

    @Test
    void malformedJsonIsToldByWhereItBreaks() throws Exception {
        assertEquals("the body ends in the middle of its JSON value (line 1, column 12)", create("{\"variant\":"));
        assertEquals("the body ends in the middle of its JSON value (line 1, column 10)", create("{\"seed\":1"));
        assertEquals("the body ends in the middle of its JSON value (line 1, column 11)", create("{\"variant\""));
        assertEquals("the body is not well-formed JSON (line 1, column 12)", create("{\"variant\" 1}"));
        assertEquals("the body is not well-formed JSON (line 2, column 11)", create("{\"seed\":1,\n\"players\":]}"));
        assertEquals("the body is not well-formed JSON (line 1, column 2)", create("{'seed':1}"));
        assertEquals("the body is not well-formed JSON (line 1, column 1)", create("nul"));
        assertEquals("the body is not well-formed JSON (line 1, column 10)", create("{\"seed\":01}"));
        assertEquals("the body is not well-formed JSON (line 1, column 12)", create("{\"seed\":NaN}"));
        assertEquals("the body is not well-formed JSON (line 1, column 15)", create("{\"variant\":\"a\\qb\"}"));
        assertEquals("the body goes on after its JSON value (line 1, column 4)", create("{} {}"));
        assertEquals("the body is not well-formed JSON (line 1, column 3)", create("{}x"));
        assertEquals("the body is empty; expected a JSON object", create("   "));
        assertEquals("field 'players' appears twice", create("{\"players\":4,\"players\":4}"));
        assertEquals("field 'options.tableMode' appears twice",
            create("{\"options\":{\"tableMode\":true,\"tableMode\":false}}"));
        assertEquals("the body nests arrays and objects more than 16 levels deep (line 1, column 31)",
            create("{\"options\":{\"a\":" + "[".repeat(15) + "1" + "]".repeat(15) + "}}"));
        assertEquals("the body holds a number or text longer than the server reads",
            create("{\"seed\":" + "9".repeat(2000) + "}"));
    }

    @Test
    void aBodyThatIsNotAnObjectSaysWhatItIs() throws Exception {
        assertEquals("the body must be a JSON object (a new table), found an array", create("[1]"));
        assertEquals("the body must be a JSON object (a new table), found null", create("null"));
        assertEquals("the body must be a JSON object (a move), found the string \"play JH\"", move("\"play JH\""));
        assertEquals("the body must be a JSON object (a seat request), found the number 3", join("3"));
        assertEquals("the body must be a JSON object (a move), found true", move("true"));
    }

    @Test
    void unknownFieldsAreNamedWithTheFieldsThereAre() throws Exception {
        assertEquals("unknown field 'colour' in a new table; its fields are variant, players, seed, seats, sides, target,"
            + " options, name, takeoverAlways", create("{\"colour\":\"red\"}"));
        assertEquals("unknown field 'foo' in a move; its fields are action, version",
            move("{\"action\":\"beg\",\"version\":0,\"foo\":1}"));
        assertEquals("unknown field 'token' in a seat request; its fields are bot, name", join("{\"token\":\"x\"}"));
        assertEquals("unknown field 'text' in a quick message; its one field is message", say("{\"text\":\"hi\"}"));
        assertEquals("unknown field 'aU+0000b' in a move; its fields are action, version", move("{\"a\\u0000b\":1}"));
        assertEquals("unknown field '" + "x".repeat(40) + "…' in a move; its fields are action, version",
            move("{\"" + "x".repeat(100) + "\":1}"));
    }

    @Test
    void eachFieldSaysWhatItMustBeAndWhatWasFound() throws Exception {
        assertEquals("field 'version' must be a whole number, found the string \"3\"",
            move("{\"action\":\"beg\",\"version\":\"3\"}"));
        assertEquals("field 'version' must be a whole number, found the number 3.0",
            move("{\"action\":\"beg\",\"version\":3.0}"));
        assertEquals("field 'version' must be a whole number, found the number 1500.0",
            move("{\"action\":\"beg\",\"version\":1.5e3}"));
        assertEquals("field 'version' must be a whole number, found true", move("{\"action\":\"beg\",\"version\":true}"));
        assertEquals("field 'version' must be a whole number from -9223372036854775808 to 9223372036854775807, found"
            + " the number 99999999999999999999", move("{\"action\":\"beg\",\"version\":99999999999999999999}"));
        assertEquals("field 'action' must be a string, found the number 7", move("{\"action\":7,\"version\":0}"));
        assertEquals("field 'action' must be a string, found an array", move("{\"action\":[\"beg\"],\"version\":0}"));
        assertEquals("field 'action' is required: the move's text, such as \"play JH\"", move("{\"version\":0}"));
        assertEquals("field 'version' is required: the version of the view the move was chosen from",
            move("{\"action\":\"beg\"}"));
        assertEquals("field 'version' is required: the version of the view the move was chosen from",
            move("{\"action\":\"beg\",\"version\":null}"));
        assertEquals("field 'version' must be 0 or more, found the number -1", move("{\"action\":\"beg\",\"version\":-1}"));
        assertEquals("field 'players' must be a whole number, found the string \"4\"", create("{\"players\":\"4\"}"));
        assertEquals("field 'players' must be a whole number, found the number 4.5", create("{\"players\":4.5}"));
        assertEquals("field 'players' must be a whole number from -2147483648 to 2147483647, found the number 4294967296",
            create("{\"players\":4294967296}"));
        assertEquals("field 'seed' must be a whole number, found an object", create("{\"seed\":{}}"));
        assertEquals("field 'variant' must be a string, found the number 4", create("{\"variant\":4}"));
        assertEquals("field 'seats' must be an array of strings, found the string \"open\"", create("{\"seats\":\"open\"}"));
        assertEquals("field 'seats' must be an array of strings; its entry 1 (from 0) is the number 3",
            create("{\"seats\":[\"open\",3,\"open\",\"open\"]}"));
        assertEquals("field 'seats' must be an array of strings; its entry 0 (from 0) is null",
            create("{\"seats\":[null,\"open\",\"open\",\"open\"]}"));
        assertEquals("field 'options' must be an object, found an array", create("{\"options\":[\"tableMode\"]}"));
        assertEquals("field 'bot' must be a string, found false", join("{\"bot\":false}"));
        assertEquals("field 'takeoverAlways' must be true or false, found the string \"yes\"",
            create("{\"takeoverAlways\":\"yes\"}"));
        assertEquals("field 'name' must be a string, found the number 7", create("{\"name\":7}"));
        assertEquals("field 'name' may hold no control, format or private-use character, found U+000A",
            create("{\"name\":\"Ann\\nBob\"}"));
        assertEquals("field 'name' may hold no control, format or private-use character, found U+202E",
            create("{\"name\":\"\\u202Eevil\"}"));
        assertEquals("field 'name' must be at most 24 characters, found \"" + "n".repeat(25) + "\"",
            create("{\"name\":\"" + "n".repeat(25) + "\"}"));
        assertEquals("field 'name' is a player's: a bot's seat has no name", join("{\"bot\":\"easy\",\"name\":\"Ann\"}"));
        assertEquals("field 'message' must be one of " + QuickMessages.WORDS + ", found \"hi there\"",
            say("{\"message\":\"hi there\"}"));
        assertEquals("field 'message' must be one of " + QuickMessages.WORDS + ", found nothing", say("{}"));
        assertEquals("field 'variant' names no game of the catalogue: \"" + "x".repeat(40) + "…\"; the games are "
            + TableRules.known() + " (GET /variants)", create("{\"variant\":\"" + "x".repeat(60) + "\"}"));
    }

    @Test
    void tablesTheCatalogueDoesNotHaveAreToldWithTheOnesItHas() throws Exception {
        assertEquals("trinidad is played by 2 or 4 players, not 5", create("{\"variant\":\"trinidad\",\"players\":5}"));
        assertEquals("pitch has no table of 4 players in 3 sides; its tables: 4 players in 2 sides of 2, 2 players"
            + " individually, 3 players individually, 4 players individually, 5 players individually, 6 players in 3"
            + " sides of 2, 6 players individually, 7 players individually",
            create("{\"variant\":\"pitch\",\"players\":4,\"sides\":3}"));
        assertEquals("field 'seats' must have one entry a seat: trinidad has 4 here, not 2",
            create("{\"variant\":\"trinidad\",\"seats\":[\"open\",\"open\"]}"));
        assertEquals("field 'seats' has an unknown seat, \"genius\"; use \"open\", \"player\" or a bot: random, rule,"
            + " search, ismcts, easy, medium, hard or expert", create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"open\",\"genius\"]}"));
        assertEquals("field 'bot' names no bot: \"genius\"; the bots are random, rule, search, ismcts, easy, medium, hard or expert",
            join("{\"bot\":\"genius\"}"));
    }

    @Test
    void houseRulesAreRefusedInTheirOwnWords() throws Exception {
        assertEquals("option 'tableMode' must be true or false, a whole number or a word, found an object",
            create("{\"options\":{\"tableMode\":{}}}"));
        assertEquals("option 'tableMode' must be true or false, a whole number or a word, found an array",
            create("{\"options\":{\"tableMode\":[true]}}"));
        assertEquals("option 'hangJackPoints' must be true or false, a whole number or a word, found the number 1.5",
            create("{\"options\":{\"hangJackPoints\":1.5}}"));
        assertEquals("option 'turnUpPoints' must be true or false, a whole number or a word (here: an object of rank"
            + " letters to points), found an array", create("{\"options\":{\"turnUpPoints\":[1]}}"));
        assertEquals("option 'turnUpPoints' maps rank letters to whole numbers; 'J' is an object",
            create("{\"options\":{\"turnUpPoints\":{\"J\":{}}}}"));
        String words = create("{\"options\":{\"jackScoring\":\"sometimes\"}}");
        assertTrue(words.startsWith("these house rules cannot make a game of trinidad: option jackScoring must be one of "),
            words);
        assertFalse(words.contains("["), words);
        assertEquals("these house rules cannot make a game of trinidad: unknown option 'colour'",
            create("{\"options\":{\"colour\":\"red\"}}"));
    }

    @Test
    void aMoveNeedsABodyAndTheOtherTwoDoNot() throws Exception {
        assertEquals("a move needs a JSON body, such as {\"action\":\"play JH\",\"version\":3}",
            refused(400, "POST", "/tables/" + table.id() + "/actions", table.token(1), null));
        // without a body the route's own checks come first: the table, then the token
        assertEquals("there is no table nosuch", refused(404, "POST", "/tables/nosuch/actions", table.token(1), null));
        assertEquals("the token is not a seat's token of this table",
            refused(403, "POST", "/tables/" + table.id() + "/actions", "nobody", null));
        ServerFixture.Reply made = f.send("POST", "/tables", null, null);
        assertEquals(201, made.status(), made::text);
        assertEquals("trinidad", made.json().path("variant").asString(), "no body: the default table");
        ServerFixture.Reply joined = f.send("POST", "/tables/" + table.id() + "/seats/2", null, null);
        assertEquals(201, joined.status(), joined::text);
        assertFalse(joined.json().path("token").isNull(), "no body: the seat for a player");
        HttpResponse<String> empty = f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables/" + table.id()
            + "/seats/3")).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(""))
            .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(201, empty.statusCode(), empty.body());
    }

    @Test
    void noErrorMessageTellsOfTheServersInsides() throws Exception {
        String t = "/tables/" + table.id();
        for (String body : List.of("{\"variant\":", "[1]", "null", "{\"players\":\"4\"}", "{\"players\":4.5}",
            "{\"players\":4,\"players\":4}", "{\"colour\":\"red\"}", "{} {}", "{\"seats\":{}}", "{\"seats\":[1]}",
            "{\"options\":{\"tableMode\":{}}}", "{\"options\":{\"turnUpPoints\":{\"J\":[1]}}}", "{\"options\":{\"x\":null}}",
            "{\"seed\":1e400}", "{\"seed\":\"1\"}", "{\"target\":0}", "{\"target\":1.0}", "{\"variant\":\"trinidad\",\"players\":3}",
            "{\"variant\":\"all-fours-party\",\"players\":4,\"sides\":3}", "{\"sides\":\"2\"}", "{\"sides\":0}",
            "{\"options\":{\"jackScoring\":\"x\",\"lowTakenBy\":\"y\",\"direction\":\"up\"}}", "\"x\"", "1", "true", "[]")) {
            refused(400, "POST", "/tables", null, body);
        }
        for (String body : List.of("{\"action\":1,\"version\":0}", "{\"action\":\"play ZZ\",\"version\":0}",
            "{\"action\":\"fly\",\"version\":0}", "{\"action\":\"beg\",\"version\":\"0\"}", "{\"action\":null}", "{}", "[]",
            "{\"action\":\"beg\",\"version\":0,\"seat\":1}", "{\"action\":\"play\",\"version\":0}")) {
            ServerFixture.Reply r = f.send("POST", t + "/actions", table.token(1), body);
            assertTrue(r.status() >= 400, r::text);
            messages.add(r.json().path("message").asString());
        }
        for (String body : List.of("{\"bot\":1}", "{\"bot\":\"x\"}", "{\"player\":true}", "[]")) {
            refused(400, "POST", t + "/seats/3", table.owner(), body);
        }
        refused(400, "GET", "/tables?limit=x", null, null);
        refused(400, "GET", "/tables?limit=100000", null, null);
        refused(400, "GET", t + "/view?token=" + table.token(0), null, null);
        refused(401, "GET", t + "/view", null, null);
        refused(403, "GET", t + "/view", "x".repeat(43), null);
        refused(400, "GET", "/tables/x%00y/view", table.token(0), null);
        refused(404, "GET", "/tables/x%20y/view", table.token(0), null);
        refused(404, "GET", "/nowhere", null, null);
        refused(405, "PUT", "/tables", null, "{}");
        refused(409, "POST", t + "/actions", table.token(0), "{\"action\":\"beg\",\"version\":5}");
        refused(413, "POST", "/tables", null, "{\"variant\":\"" + "x".repeat(20_000) + "\"}");
        for (String type : List.of("text/plain", "application/json; charset=latin1")) {
            HttpResponse<String> r = f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables"))
                .header("Content-Type", type).POST(HttpRequest.BodyPublishers.ofString("{}")).build(),
                HttpResponse.BodyHandlers.ofString());
            assertEquals(415, r.statusCode(), r.body());
            messages.add(JsonSupport.mapper().readTree(r.body()).path("message").asString());
        }
        HttpResponse<String> utf16 = f.client.send(HttpRequest.newBuilder(URI.create(f.base + "/tables"))
            .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(
                "{}".getBytes(StandardCharsets.UTF_16))).build(), HttpResponse.BodyHandlers.ofString());
        messages.add(JsonSupport.mapper().readTree(utf16.body()).path("message").asString());
        HttpResponse<String> lastEvent = f.client.send(HttpRequest.newBuilder(URI.create(f.base + t + "/events"))
            .header("Authorization", "Bearer " + table.token(0)).header("Last-Event-ID", "soon").GET().build(),
            HttpResponse.BodyHandlers.ofString());
        assertEquals(400, lastEvent.statusCode(), lastEvent.body());
        messages.add(JsonSupport.mapper().readTree(lastEvent.body()).path("message").asString());

        assertTrue(messages.size() > 50, "the messages were collected: " + messages.size());
        for (String m : messages) {
            assertFalse(m.isBlank(), "an error without a message");
            for (String w : INSIDE_WORDS) {
                assertFalse(m.toLowerCase(Locale.ROOT).contains(w), () -> "\"" + w + "\" in: " + m);
            }
        }
    }
}
