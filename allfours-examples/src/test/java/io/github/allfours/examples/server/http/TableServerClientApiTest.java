package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.table.Hints;
import io.github.allfours.examples.server.table.TableService;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

/**
 * What the server adds for its browser client: event streams for any client, the events and takeover deadline
 * in view messages, the seed-chosen flag, taking a seat back from its bot, hints, the catalogue, tables made
 * with a table size, target and house rules, and the client's own files.
 */
@Timeout(120)
class TableServerClientApiTest {
    private static final String TWO = "\"seats\":[\"player\",\"player\"]";

    @TempDir
    Path dir;
    ServerFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    ServerFixture start(TableService.Config tables) throws Exception {
        f = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)), tables,
            ServerFixture.http());
        return f;
    }

    /** Reads a raw stream's first event, sent with a given Accept header (or none). */
    String firstEvent(String path, String token, String accept) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(f.base + path)).GET().timeout(Duration.ofSeconds(20));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        if (accept != null) {
            b.header("Accept", accept);
        }
        HttpResponse<InputStream> r = f.client.send(b.build(), HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"),
            () -> "Accept " + accept + ": " + r.headers().map());
        try (InputStream in = r.body()) {
            StringBuilder text = new StringBuilder();
            int c;
            while ((c = in.read()) >= 0) {
                text.append((char) c);
                if (text.indexOf("\n\n") >= 0 && text.indexOf("data:") >= 0) {
                    return text.toString();
                }
            }
            return text.toString();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "*/*", "text/plain", "application/json", "text/event-stream"})
    void theEventStreamAnswersWhateverTheClientAccepts(String accept) throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2," + TWO + "}");
        String seat = firstEvent("/tables/" + t.id() + "/events", t.token(0), accept.isEmpty() ? null : accept);
        assertTrue(seat.contains("event: view") && seat.contains("id: 0"), seat);
        String spectator = firstEvent("/tables/" + t.id() + "/spectate/events", null, accept.isEmpty() ? null : accept);
        assertTrue(spectator.contains("event: view") && spectator.contains("\"seat\":-1"), spectator);
    }

    static List<String> types(JsonNode message) {
        List<String> out = new ArrayList<>();
        message.path("events").forEach(e -> out.add(e.path("type").asString()));
        return out;
    }

    @Test
    void eachMessageCarriesTheEventsOfItsMoveAsItsReaderMayKnowThem() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Table t = f.create("{\"variant\":\"early-american\",\"players\":2,\"seed\":4," + TWO + "}");
        JsonNode first = f.view(t, 0).json();
        assertEquals(List.of("dealt", "turned-up"), types(first).subList(0, 2), first::toString);
        assertTrue(first.path("events").get(0).path("deck").isNull(), "a deal's deck is never sent");
        assertEquals(first.path("view").path("turnUp").asString(), first.path("events").get(1).path("card").asString());

        boolean discardSeen = false;
        boolean trickSeen = false;
        long version = 0;
        try (ServerFixture.Stream spectator = f.stream("/tables/" + t.id() + "/spectate/events", null, null)) {
            assertEquals("0", spectator.next().id());
            for (int i = 0; i < 400 && !(discardSeen && trickSeen); i++) {
                int toAct = f.view(t, 0).view().path("toAct").asInt();
                List<String> legal = f.view(t, toAct).strings("legalActions");
                String move = legal.contains("beg") ? "beg" : legal.contains("run") ? "run" : legal.get(0);
                ServerFixture.Reply mine = f.act(t, toAct, move, version);
                assertEquals(200, mine.status(), mine::text);
                version = mine.version();
                JsonNode theirs = f.view(t, 1 - toAct).json();
                JsonNode watched = spectator.next().json();
                assertEquals(version, watched.path("version").asLong());
                JsonNode own = mine.json().path("events").get(0);
                if (move.startsWith("discard ")) {
                    assertEquals("discarded", own.path("type").asString());
                    assertEquals(move.substring(8), own.path("card").asString(), "the discarder sees its card");
                    assertTrue(theirs.path("events").get(0).path("card").isNull(), "the other seat does not");
                    assertTrue(watched.path("events").get(0).path("card").isNull(), "nor does a spectator");
                    discardSeen = true;
                } else if (move.startsWith("play ")) {
                    assertEquals("played", own.path("type").asString());
                    assertEquals(move.substring(5), own.path("card").asString());
                    if (types(mine.json()).contains("trick-taken")) {
                        JsonNode taken = mine.json().path("events").get(types(mine.json()).indexOf("trick-taken"));
                        assertEquals(mine.json().path("view").path("lastTrick"), taken.path("trick"),
                            "the trick taken is the view's last trick");
                        assertEquals(types(mine.json()), types(theirs), "both seats learn of the trick");
                        trickSeen = true;
                    }
                } else {
                    assertEquals("called", own.path("type").asString());
                    assertEquals(move, own.path("call").asString());
                }
            }
        }
        assertTrue(discardSeen && trickSeen, "a discard and a trick were made");
    }

    @Test
    void theViewMessageSaysWhetherTheSeedWasChosenAndWhenASilentSeatIsTakenOver() throws Exception {
        start(TableService.Config.DEFAULT);
        long before = System.currentTimeMillis();
        ServerFixture.Table chosen = f.create("{\"variant\":\"trinidad\",\"players\":2,\"seed\":9," + TWO + "}");
        ServerFixture.Table secret = f.create("{\"variant\":\"trinidad\",\"players\":2,"
            + "\"seats\":[\"player\",\"easy\"]}");
        assertTrue(f.view(chosen, 0).json().path("seedChosen").asBoolean());
        assertFalse(f.view(secret, 0).json().path("seedChosen").asBoolean());
        assertFalse(f.send("GET", "/tables/" + secret.id() + "/spectate", null, null).json().path("seedChosen").asBoolean());
        // a player sees it before taking a seat, in the lobby, and in the answer to taking one
        ServerFixture.Table open = f.create("{\"variant\":\"trinidad\",\"players\":2,\"seed\":9,"
            + "\"seats\":[\"player\",\"open\"]}");
        assertTrue(f.send("GET", "/tables/" + open.id(), null, null).json().path("seedChosen").asBoolean());
        assertFalse(f.send("GET", "/tables/" + secret.id(), null, null).json().path("seedChosen").asBoolean());
        for (JsonNode listed : f.send("GET", "/tables?open=true", null, null).json().path("tables")) {
            assertEquals(listed.path("table").asString().equals(open.id()), listed.path("seedChosen").asBoolean(),
                listed::toString);
        }
        ServerFixture.Reply joined = f.send("POST", "/tables/" + open.id() + "/seats/1", null, null);
        assertEquals(201, joined.status(), joined::text);
        assertTrue(joined.json().path("seedChosen").asBoolean(), joined::text);

        ServerFixture.Reply v = f.view(chosen, 1);
        assertEquals(1, v.view().path("toAct").asInt());
        long at = v.json().path("takeoverAt").asLong();
        long timeout = TableService.Config.DEFAULT.seatTimeout().toMillis();
        assertTrue(at >= before + timeout && at <= System.currentTimeMillis() + timeout, "the deadline: " + at);
        assertEquals(at, f.view(chosen, 0).json().path("takeoverAt").asLong(), "every seat sees the deadline");
        assertEquals(200, f.act(chosen, 1, v.strings("legalActions").get(0), 0).status());
        ServerFixture.Reply moved = f.act(chosen, 0, f.view(chosen, 0).strings("legalActions").get(0), 1);
        assertEquals(200, moved.status(), moved::text);
        try (ServerFixture.Stream s = f.stream("/tables/" + chosen.id() + "/events", chosen.token(0), "0")) {
            JsonNode old = s.next().json();
            assertEquals(1, old.path("version").asLong());
            assertTrue(old.path("takeoverAt").isNull(), "an earlier version has no deadline");
            JsonNode now = s.next().json();
            assertEquals(2, now.path("version").asLong());
            assertFalse(now.path("takeoverAt").isNull());
        }
    }

    @Test
    void aPlayerTakesTheirSeatBackFromTheBotThatTookItOver() throws Exception {
        start(new TableService.Config(Duration.ofMillis(600), "easy", Duration.ofMinutes(10), Duration.ofHours(1), 1000));
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"seed\":2,"
            + "\"seats\":[\"player\",\"player\"]}");
        assertEquals("player", f.send("POST", "/tables/" + t.id() + "/reclaim", t.token(1), null).json().path("seats").get(1)
            .asString(), "a seat its player holds stays as it is");
        try (ServerFixture.Stream s = f.stream("/tables/" + t.id() + "/events", t.token(0), "0")) {
            ServerFixture.Event taken = s.next();
            assertNotNull(taken, "the takeover is pushed");
            List<String> seats = TableServerContract.strings(taken.json().path("seats"));
            int bot = seats.indexOf("bot:easy");
            assertTrue(bot >= 0, taken::data);
            ServerFixture.Reply refused = f.act(t, bot, "pass", f.view(t, bot).version());
            assertEquals(409, refused.status());
            assertEquals("SEAT_PLAYED_BY_BOT", refused.error());
        }
        // the bots play both silent seats on; each seat's player takes it back
        for (int seat = 0; seat < 2; seat++) {
            ServerFixture.Reply back = f.send("POST", "/tables/" + t.id() + "/reclaim", t.token(seat), null);
            assertEquals(200, back.status(), back::text);
            assertEquals("player", back.json().path("seats").get(seat).asString());
            assertEquals(seat, back.view().path("seat").asInt());
        }
        assertEquals(401, f.send("POST", "/tables/" + t.id() + "/reclaim", null, null).status());
        assertEquals("UNKNOWN_TOKEN", f.send("POST", "/tables/" + t.id() + "/reclaim", "x".repeat(43), null).error());
        ServerFixture.Reply v = f.view(t, 0);
        if (v.view().path("winner").isNull()) {
            int toAct = v.view().path("toAct").asInt();
            ServerFixture.Reply mine = f.view(t, toAct);
            ServerFixture.Reply r = f.act(t, toAct, mine.strings("legalActions").get(0), mine.version());
            assertTrue(r.status() == 200 || "SEAT_PLAYED_BY_BOT".equals(r.error()), r::text);
        }
    }

    @Test
    void aHintIsTheHardBotsValueOfEachLegalActionBestFirst() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"players\":2,\"seed\":6," + TWO + "}");
        ServerFixture.Reply v = f.view(t, 1);
        ServerFixture.Reply hint = f.send("GET", "/tables/" + t.id() + "/hint", t.token(1), null);
        assertEquals(200, hint.status(), hint::text);
        assertEquals(v.version(), hint.json().path("version").asLong());
        Set<String> actions = new HashSet<>();
        double last = 2;
        for (JsonNode a : hint.json().path("actions")) {
            actions.add(a.path("action").asString());
            double value = a.path("value").asDouble();
            assertTrue(value >= 0 && value <= 1 && value <= last, hint::text);
            last = value;
        }
        assertEquals(new HashSet<>(v.strings("legalActions")), actions);
        assertEquals(hint.text(), f.send("GET", "/tables/" + t.id() + "/hint", t.token(1), null).text(),
            "the same version, the same hint");
        ServerFixture.Reply notMine = f.send("GET", "/tables/" + t.id() + "/hint", t.token(0), null);
        assertEquals(409, notMine.status());
        assertEquals("NOTHING_TO_DECIDE", notMine.error());
        assertEquals(401, f.send("GET", "/tables/" + t.id() + "/hint", null, null).status());
        assertEquals(404, f.send("GET", "/tables/nosuch/hint", t.token(1), null).status());
    }

    @Test
    void aHintListsTheTableModeClaimsASeatMayMake() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":4,\"sides\":2,\"seed\":5,"
            + "\"options\":{\"tableMode\":true},\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
        int toAct = f.view(t, 0).view().path("toAct").asInt();
        assertEquals(200, f.act(t, toAct, f.view(t, toAct).strings("legalActions").get(0), 0).status());
        int other = (toAct + 3) % 4;        // not to act, an opponent of the seat that played: it may call a revoke
        List<String> claims = new ArrayList<>();
        f.view(t, other).json().path("claims").forEach(c -> claims.add(c.asString()));
        assertTrue(claims.contains("call-revoke"), claims::toString);
        ServerFixture.Reply hint = f.send("GET", "/tables/" + t.id() + "/hint", t.token(other), null);
        assertEquals(200, hint.status(), hint::text);
        assertEquals(0, hint.json().path("actions").size(), "nothing of its own turn to value");
        assertEquals(claims, TableServerContract.strings(hint.json().path("claims")), "its claims, as its view lists them");

        int next = f.view(t, 0).view().path("toAct").asInt();
        ServerFixture.Reply mine = f.view(t, next);
        ServerFixture.Reply own = f.send("GET", "/tables/" + t.id() + "/hint", t.token(next), null);
        assertEquals(200, own.status(), own::text);
        Set<String> valued = new HashSet<>();
        own.json().path("actions").forEach(a -> valued.add(a.path("action").asString()));
        Set<String> listed = new HashSet<>(TableServerContract.strings(own.json().path("claims")));
        assertEquals(new HashSet<>(mine.strings("legalActions")), union(valued, listed),
            "every legal action of the seat to act: its own valued, its claims listed");
        assertTrue(listed.stream().noneMatch(valued::contains), own::text);
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> out = new HashSet<>(a);
        out.addAll(b);
        return out;
    }

    @Test
    void hintsAreLimitedPerClient() throws Exception {
        start(TableService.Config.DEFAULT);
        Hints hints = new Hints(f.service, 2);
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"seed\":1," + TWO + "}");
        long version = 0;
        for (int i = 0; i < 2; i++) {
            int toAct = f.view(t, 0).view().path("toAct").asInt();
            assertEquals(version, hints.hint(t.id(), t.token(toAct), "10.0.0.1").version());
            version = f.act(t, toAct, f.view(t, toAct).strings("legalActions").get(0), version).version();
        }
        int toAct = f.view(t, 0).view().path("toAct").asInt();
        ApiException e = assertThrows(ApiException.class, () -> hints.hint(t.id(), t.token(toAct), "10.0.0.1"));
        assertEquals(429, e.status());
        assertEquals("RATE_LIMITED", e.code());
        assertTrue(hints.retryAfterSeconds("10.0.0.1") >= 1);
        assertEquals(version, hints.hint(t.id(), t.token(toAct), "10.0.0.2").version(), "another client is not limited");
    }

    @Test
    void theCatalogueListsEveryVariantAndEveryTableItDocuments() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Reply r = f.send("GET", "/variants", null, null);
        assertEquals(200, r.status());
        List<String> ids = new ArrayList<>();
        r.json().path("variants").forEach(v -> ids.add(v.path("id").asString()));
        List<String> expected = new ArrayList<>();
        for (Variant v : Variants.all()) {
            expected.add(v.id());
        }
        assertEquals(expected, ids);
        for (JsonNode v : r.json().path("variants")) {
            Variant variant = Variants.byId(v.path("id").asString()).orElseThrow();
            assertEquals(variant.allRuleSets().size(), v.path("tables").size(), v::toString);
            for (JsonNode size : v.path("tables")) {
                String body = "{\"variant\":\"" + variant.id() + "\",\"players\":" + size.path("players").asInt() + ",\"sides\":"
                    + size.path("sides").size() + "}";
                ServerFixture.Reply made = f.send("POST", "/tables", null, body);
                assertEquals(201, made.status(), body + " " + made.text());
            }
        }
    }

    @Test
    void aTableIsMadeWithItsSizeTargetAndHouseRules() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":4,\"sides\":2,\"target\":3,"
            + "\"options\":{\"tableMode\":true},\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
        ServerFixture.Reply v = f.view(t, 0);
        assertEquals("[[0,2],[1,3]]", v.view().path("rules").path("sides").toString());
        assertEquals(3, v.view().path("rules").path("target").asInt());
        int toAct = v.view().path("toAct").asInt();
        ServerFixture.Reply r = f.act(t, toAct, f.view(t, toAct).strings("legalActions").get(0), 0);
        assertEquals(200, r.status(), r::text);
        int other = (toAct + 3) % 4;        // not to act, and an opponent of the seat that played
        List<String> claims = new ArrayList<>();
        f.view(t, other).json().path("claims").forEach(c -> claims.add(c.asString()));
        assertTrue(claims.contains("call-revoke"), "table mode: an opponent may call a revoke once a card is played: " + claims);
        ServerFixture.Table strict = f.create("{\"variant\":\"pitch\",\"players\":4," + "\"seats\":[\"player\",\"player\","
            + "\"player\",\"player\"]}");
        assertEquals(0, f.view(strict, 1).json().path("claims").size(), "no claims in the strict rules");

        ServerFixture.Reply badSides = f.send("POST", "/tables", null, "{\"variant\":\"pitch\",\"players\":4,\"sides\":3}");
        assertEquals(400, badSides.status());
        assertTrue(badSides.json().path("message").asString().contains("its tables: 4 players in 2 sides of 2,"),
            badSides::text);
        ServerFixture.Reply badOption = f.send("POST", "/tables", null, "{\"options\":{\"colour\":\"red\"}}");
        assertEquals("BAD_REQUEST", badOption.error());
        assertTrue(badOption.json().path("message").asString().contains("colour"), badOption::text);
        assertEquals("BAD_REQUEST", f.send("POST", "/tables", null, "{\"target\":0}").error());
        assertEquals("BAD_REQUEST", f.send("POST", "/tables", null, "{\"target\":\"7\"}").error());
    }

    @Test
    void everyPartnershipChoiceOfTheCatalogueCanBeAskedFor() throws Exception {
        start(TableService.Config.DEFAULT);
        // all-fours-party is played by four individually first, and in two sides of two when asked
        ServerFixture.Table party = f.create("{\"variant\":\"all-fours-party\",\"players\":4,\"sides\":2,"
            + "\"seats\":[\"player\",\"easy\",\"easy\",\"easy\"]}");
        assertEquals("[[0,2],[1,3]]", f.view(party, 0).view().path("rules").path("sides").toString());
        ServerFixture.Table partyAlone = f.create("{\"variant\":\"all-fours-party\",\"players\":4,"
            + "\"seats\":[\"player\",\"easy\",\"easy\",\"easy\"]}");
        assertEquals("[[0],[1],[2],[3]]", f.view(partyAlone, 0).view().path("rules").path("sides").toString());
        // pitch for four is played in partnerships first, and individually when asked
        ServerFixture.Table pitch = f.create("{\"variant\":\"pitch\",\"players\":4,\"sides\":4,"
            + "\"seats\":[\"player\",\"easy\",\"easy\",\"easy\"]}");
        assertEquals("[[0],[1],[2],[3]]", f.view(pitch, 0).view().path("rules").path("sides").toString());
        ServerFixture.Table pitchPairs = f.create("{\"variant\":\"pitch\",\"players\":4,"
            + "\"seats\":[\"player\",\"easy\",\"easy\",\"easy\"]}");
        assertEquals("[[0,2],[1,3]]", f.view(pitchPairs, 0).view().path("rules").path("sides").toString());
        // every table GET /variants lists can be made
        for (JsonNode v : f.send("GET", "/variants", null, null).json().path("variants")) {
            for (JsonNode size : v.path("tables")) {
                ServerFixture.Reply r = f.send("POST", "/tables", null, "{\"variant\":\"" + v.path("id").asString()
                    + "\",\"players\":" + size.path("players").asInt() + ",\"sides\":" + size.path("sides").size() + "}");
                assertEquals(201, r.status(), r::text);
                ServerFixture.Reply seen = f.send("GET", "/tables/" + r.json().path("table").asString() + "/spectate", null, null);
                assertEquals(size.path("sides").toString(), seen.view().path("rules").path("sides").toString());
            }
        }
    }

    @Test
    void theClientIsServedFromTheJarWithAStrictContentPolicy() throws Exception {
        start(TableService.Config.DEFAULT);
        for (String path : List.of("/", "/app.css", "/js/main.js", "/js/api.js", "/vendor/eventsource-parser/stream.js",
            "/openapi.json", "/favicon.svg")) {
            ServerFixture.Reply r = f.send("GET", path, null, null);
            assertEquals(200, r.status(), path);
            String csp = r.response().headers().firstValue("Content-Security-Policy").orElse("");
            assertTrue(csp.contains("default-src 'self'") && !csp.contains("unsafe"), path + ": " + csp);
        }
        ServerFixture.Reply page = f.send("GET", "/", null, null);
        assertTrue(page.response().headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
        assertTrue(page.text().contains("<script type=\"module\" src=\"js/main.js\">"), page::text);
        assertFalse(page.text().matches("(?s).*(src|href)=\"(https?:)?//.*"), "nothing is fetched from elsewhere");
        assertEquals("3.1.0", f.send("GET", "/openapi.json", null, null).json().path("openapi").asString());
        ServerFixture.Reply missing = f.send("GET", "/no/such/file.js", null, null);
        assertEquals(404, missing.status());
        assertEquals("NOT_FOUND", missing.error());
        ServerFixture.Reply folder = f.send("GET", "/js/", null, null);
        assertFalse(folder.status() == 200 && folder.text().contains("main.js"), "no folder is listed");
    }
}
