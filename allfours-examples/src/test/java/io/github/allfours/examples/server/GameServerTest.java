package io.github.allfours.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The HTTP server on a free loopback port, driven with {@link HttpClient}. */
@Timeout(120)
class GameServerTest {
    private static final Pattern CARD = Pattern.compile("(?<![A-Za-z0-9])(?:10|[2-9TJQKA])[CDHS](?![A-Za-z0-9])");
    private static final Set<String> FOLLOW_RULES = Set.of("MUST_FOLLOW_SUIT", "MUST_PLAY_TRUMP", "NO_TRUMPING_IN",
        "UNDERTRUMP");

    private static GameServer server;
    private static HttpClient client;
    private static String base;

    /** A response: its status, its text and the text read as JSON. */
    private record Reply(int status, String text, Map<String, Object> json) {
        String error() {
            return (String) json.get("error");
        }

        long version() {
            return (Long) json.get("version");
        }

        @SuppressWarnings("unchecked")
        List<String> list(String key) {
            return (List<String>) json.get(key);
        }
    }

    /** One table as the test's clients know it. */
    private record Table(String id, List<String> tokens) {
    }

    @BeforeAll
    static void start() throws Exception {
        server = GameServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
        client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5)).build();
        base = "http://" + server.address().getHostString() + ":" + server.port();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static Reply send(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(10));
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> r = client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/json"), r::toString);
        @SuppressWarnings("unchecked")
        Map<String, Object> json = (Map<String, Object>) Json.parse(r.body());
        return new Reply(r.statusCode(), r.body(), json);
    }

    @SuppressWarnings("unchecked")
    private static Table create(String body) throws Exception {
        Reply r = send("POST", "/tables", body);
        assertEquals(201, r.status(), r.text());
        return new Table((String) r.json().get("table"), (List<String>) r.json().get("tokens"));
    }

    private static Reply view(Table t, int seat) throws Exception {
        return send("GET", "/tables/" + t.id() + "/view?token=" + t.tokens().get(seat), null);
    }

    private static Reply act(Table t, int seat, String action, long version) throws Exception {
        return send("POST", "/tables/" + t.id() + "/actions?token=" + t.tokens().get(seat),
            Json.write(Map.of("action", action, "version", version)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"trinidad", "west-yorkshire"})
    void aWholeMatchByTheFirstLegalActionOfEachView(String variant) throws Exception {
        Table t = create("{\"variant\":\"" + variant + "\",\"players\":4,\"seed\":123}");
        assertEquals(4, t.tokens().size());
        assertEquals(4, new HashSet<>(t.tokens()).size());
        boolean refusedCard = false;
        boolean outOfTurn = false;
        long moves = 0;
        while (true) {
            List<Reply> views = new ArrayList<>();
            for (int seat = 0; seat < 4; seat++) {
                Reply v = view(t, seat);
                assertEquals(200, v.status(), v.text());
                assertEquals(moves, v.version(), "the version counts the moves");
                views.add(v);
            }
            assertNoOtherSeatsCards(views);
            if (views.get(0).json().get("winner") != null) {
                break;
            }
            int toAct = ((Long) views.get(0).json().get("toAct")).intValue();
            Reply mine = views.get(toAct);
            List<String> legal = mine.list("legalActions");
            assertFalse(legal.isEmpty(), mine.text());
            for (int seat = 0; seat < 4; seat++) {
                assertEquals(seat == toAct, !views.get(seat).list("legalActions").isEmpty(), "only the seat to act has choices");
            }
            if (!outOfTurn) {
                Reply r = act(t, (toAct + 1) % 4, legal.get(0), moves);
                assertEquals(422, r.status(), r.text());
                assertEquals("NOT_YOUR_TURN", r.error(), r.text());
                assertEquals("it is seat " + toAct + "'s turn, not seat " + (toAct + 1) % 4 + "'s", r.json().get("message"));
                outOfTurn = true;
            }
            if (!refusedCard && "PLAY".equals(mine.json().get("phase"))) {
                for (String card : mine.list("hand")) {
                    if (!legal.contains("play " + card)) {
                        Reply r = act(t, toAct, "play " + card, moves);
                        assertEquals(422, r.status(), r.text());
                        assertTrue(FOLLOW_RULES.contains(r.error()), r.text());
                        assertTrue(((String) r.json().get("message")).startsWith("seat " + toAct + " "), r.text());
                        refusedCard = true;
                        break;
                    }
                }
            }
            Reply after = act(t, toAct, legal.get(0), moves);
            assertEquals(200, after.status(), after.text());
            moves++;
            assertEquals(moves, after.version());
            assertEquals((long) toAct, after.json().get("seat"));
            assertTrue(moves < 3000, "the match should be over");
        }
        assertTrue(outOfTurn);
        assertTrue(refusedCard, "no state had a held card the rules refuse");
        Reply end = act(t, 0, "play 2C", moves);
        assertEquals(422, end.status());
        assertEquals("MATCH_OVER", end.error());
    }

    /**
     * No view holds a card of another seat's hand (as that seat's own view shows it) — except in the
     * history of earlier hands (their awards and last trick), whose cards have since been dealt again.
     */
    @SuppressWarnings("unchecked")
    private static void assertNoOtherSeatsCards(List<Reply> views) {
        for (int seat = 0; seat < views.size(); seat++) {
            Map<String, Object> v = views.get(seat).json();
            assertFalse(v.containsKey("seed") || v.containsKey("deck") || v.containsKey("stock"), v::toString);
            long hand = (Long) v.get("handNumber");
            Set<String> others = new HashSet<>();
            for (int other = 0; other < views.size(); other++) {
                if (other != seat) {
                    others.addAll(views.get(other).list("hand"));
                }
            }
            Set<String> shown = new HashSet<>();
            for (Map.Entry<String, Object> e : v.entrySet()) {
                if (e.getKey().equals("awards")) {
                    for (Object a : (List<Object>) e.getValue()) {
                        if ((Long) ((Map<String, Object>) a).get("hand") == hand) {
                            collectCards(a, shown);
                        }
                    }
                } else if (e.getKey().equals("lastTrick") && e.getValue() != null) {
                    if ((Long) ((Map<String, Object>) e.getValue()).get("hand") == hand) {
                        collectCards(e.getValue(), shown);
                    }
                } else {
                    collectCards(e.getValue(), shown);
                }
            }
            shown.retainAll(others);
            assertTrue(shown.isEmpty(), () -> "a seat sees " + shown + " of other hands: " + v);
        }
    }

    private static void collectCards(Object json, Set<String> into) {
        if (json instanceof String) {
            Matcher m = CARD.matcher((String) json);
            while (m.find()) {
                into.add(m.group());
            }
        } else if (json instanceof Map) {
            for (Object o : ((Map<?, ?>) json).values()) {
                collectCards(o, into);
            }
        } else if (json instanceof List) {
            for (Object o : (List<?>) json) {
                collectCards(o, into);
            }
        }
    }

    @Test
    void theViewHoldsTheSeatsOwnHandAndTheTable() throws Exception {
        Table t = create("{\"variant\":\"trinidad\",\"players\":4,\"seed\":5}");
        Reply v = view(t, 1);
        assertEquals(200, v.status());
        Map<String, Object> j = v.json();
        assertEquals(t.id(), j.get("table"));
        assertEquals(0L, j.get("version"));
        assertEquals(1L, j.get("seat"));
        assertEquals(1L, j.get("side"));
        assertEquals("trinidad", j.get("variant"));
        assertEquals("BEG", j.get("phase"));
        assertEquals(1L, j.get("toAct"));
        assertEquals(6, v.list("hand").size());
        assertEquals(List.of(6L, 6L, 6L, 6L), j.get("handSizes"));
        assertNotNull(j.get("turnUp"));
        assertEquals(List.of("beg", "stand"), j.get("legalActions"));
        assertNull(j.get("winner"));
        assertEquals(List.of(), view(t, 2).list("legalActions"));
    }

    @Test
    void refusedRequestsAreTypedAndChangeNothing() throws Exception {
        Table t = create("{\"variant\":\"trinidad\",\"seed\":42}");
        Reply v = view(t, 1);
        String first = v.list("legalActions").get(0);

        Reply badToken = send("GET", "/tables/" + t.id() + "/view?token=" + "0".repeat(64), null);
        assertEquals(403, badToken.status());
        assertEquals("UNKNOWN_TOKEN", badToken.error());
        assertEquals(403, send("GET", "/tables/" + t.id() + "/view", null).status());
        Reply otherTable = send("POST", "/tables/" + create("{}").id() + "/actions?token=" + t.tokens().get(1),
            "{\"action\":\"beg\",\"version\":0}");
        assertEquals(403, otherTable.status(), "a token is good only at its own table");

        Reply noTable = send("GET", "/tables/nosuchtable/view?token=" + t.tokens().get(0), null);
        assertEquals(404, noTable.status());
        assertEquals("UNKNOWN_TABLE", noTable.error());

        String actions = "/tables/" + t.id() + "/actions?token=" + t.tokens().get(1);
        Reply malformed = send("POST", actions, "{\"action\":\"beg\",");
        assertEquals(400, malformed.status());
        assertEquals("BAD_REQUEST", malformed.error());
        assertTrue(((String) malformed.json().get("message")).startsWith("malformed JSON at character "), malformed.text());
        assertEquals("BAD_REQUEST", send("POST", actions, "[1]").error());
        assertEquals("BAD_REQUEST", send("POST", actions, "").error());
        assertEquals("BAD_REQUEST", send("POST", actions, "{\"action\":\"beg\"}").error(), "the version is required");
        assertEquals("BAD_REQUEST", send("POST", actions, "{\"action\":\"beg\",\"version\":\"0\"}").error());
        assertEquals("BAD_REQUEST", send("POST", actions, "{\"action\":\"beg\",\"version\":0,\"seat\":3}").error());
        assertEquals("BAD_REQUEST", send("POST", actions, "{\"action\":\"beg\",\"version\":0,\"version\":0}").error());

        Reply badCard = act(t, 1, "play ZZ", 0);
        assertEquals(400, badCard.status());
        assertEquals("MALFORMED_ACTION", badCard.error());
        assertTrue(((String) badCard.json().get("message")).startsWith("cannot read card \"ZZ\""), badCard.text());
        Reply badWord = act(t, 1, "dance", 0);
        assertEquals(400, badWord.status());
        assertEquals("MALFORMED_ACTION", badWord.error());

        Reply wrongPhase = act(t, 1, "give", 0);
        assertEquals(422, wrongPhase.status());
        assertEquals("WRONG_PHASE", wrongPhase.error());

        assertEquals("METHOD_NOT_ALLOWED", send("GET", actions, null).error());
        assertEquals(405, send("DELETE", "/tables", null).status());
        assertEquals("NOT_FOUND", send("GET", "/", null).error());
        assertEquals("NOT_FOUND", send("GET", "/tables/" + t.id() + "/state?token=" + t.tokens().get(1), null).error());
        assertEquals(413, send("POST", actions, "{\"action\":\"" + "x".repeat(GameServer.MAX_BODY) + "\"}").status());

        Reply unchanged = view(t, 1);
        assertEquals(v.text(), unchanged.text(), "no refused request changed anything");

        Reply ok = act(t, 1, first, 0);
        assertEquals(200, ok.status(), ok.text());
        assertEquals(1L, ok.version());
        Reply stale = act(t, 1, first, 0);
        assertEquals(409, stale.status(), stale.text());
        assertEquals("STALE_VERSION", stale.error());
        assertEquals(1L, view(t, 1).version());
    }

    @Test
    void ofTwoRacingMovesExactlyOneWins() throws Exception {
        for (int round = 0; round < 5; round++) {
            Table t = create("{\"seed\":" + round + "}");
            List<String> legal = view(t, 1).list("legalActions");
            List<CompletableFuture<HttpResponse<String>>> racing = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                String body = Json.write(Map.of("action", legal.get(i % legal.size()), "version", 0L));
                racing.add(client.sendAsync(HttpRequest.newBuilder(URI.create(base + "/tables/" + t.id()
                    + "/actions?token=" + t.tokens().get(1))).timeout(Duration.ofSeconds(10))
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString()));
            }
            int won = 0;
            int stale = 0;
            for (CompletableFuture<HttpResponse<String>> f : racing) {
                HttpResponse<String> r = f.get();
                if (r.statusCode() == 200) {
                    won++;
                } else {
                    assertEquals(409, r.statusCode(), r.body());
                    stale++;
                }
            }
            assertEquals(1, won);
            assertEquals(3, stale);
            assertEquals(1L, view(t, 0).version());
        }
    }

    @Test
    void openingATable() throws Exception {
        Reply r = send("POST", "/tables", "");
        assertEquals(201, r.status(), r.text());
        assertEquals("trinidad", r.json().get("variant"));
        assertEquals(4L, r.json().get("seats"));
        assertFalse(r.text().contains("seed"), r.text());
        for (String token : r.list("tokens")) {
            assertTrue(token.matches("[0-9a-f]{64}"), token);
        }
        assertTrue(((String) r.json().get("table")).matches("[0-9a-f]{32}"));

        Reply two = send("POST", "/tables", "{\"variant\":\"seven-up\",\"players\":3}");
        assertEquals(201, two.status(), two.text());
        assertEquals(3, two.list("tokens").size());

        Reply unknown = send("POST", "/tables", "{\"variant\":\"pinochle\"}");
        assertEquals(400, unknown.status());
        assertTrue(((String) unknown.json().get("message")).startsWith("unknown variant \"pinochle\"; known: trinidad"));
        Reply three = send("POST", "/tables", "{\"variant\":\"trinidad\",\"players\":3}");
        assertEquals(400, three.status());
        assertEquals("trinidad is played by 2 or 4 players, not 3", three.json().get("message"));
        assertEquals("BAD_REQUEST", send("POST", "/tables", "{\"seed\":1.5}").error());
        assertEquals("BAD_REQUEST", send("POST", "/tables", "{\"players\":99999999999999999999}").error());
    }

    @Test
    void jsonReadsAndWritesStrictly() throws Exception {
        assertEquals(Map.of("a", List.of(1L, -2.5, true, false), "b", "x\"\\/\u00e9\n"),
            Json.parse(" {\"a\":[1,-2.5e0,true,false],\"b\":\"x\\\"\\\\\\/\\u00e9\\n\"} "));
        assertNull(Json.parse("null"));
        assertEquals("{\"k\":[\"a\\\"b\",null,1]}", Json.write(new java.util.LinkedHashMap<>(
            Map.of("k", java.util.Arrays.asList("a\"b", null, 1L)))));
        for (String bad : List.of("", "{", "{\"a\"}", "{\"a\":1,}", "[1 2]", "01", "1.", "\"\u0001\"", "tru", "{} {}",
            "[".repeat(40) + "]".repeat(40), "{\"a\":1,\"a\":2}", "\"\\x\"")) {
            try {
                Json.parse(bad);
                throw new AssertionError("read " + bad);
            } catch (Json.JsonException expected) {
                assertTrue(expected.getMessage().startsWith("malformed JSON at character "), expected.getMessage());
            }
        }
    }
}
