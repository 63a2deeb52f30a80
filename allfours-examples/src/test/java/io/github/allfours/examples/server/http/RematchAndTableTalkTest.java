package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.examples.server.table.TableService;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * What the server keeps for people at a table: display names, the standing shown in the lobby, the rematch
 * that seats the players of a finished table together again, the quick messages, and the rule that a bot
 * takes over a silent player only when another person waits for them.
 */
@Timeout(120)
class RematchAndTableTalkTest {
    @TempDir
    Path dir;
    ServerFixture f;
    String url;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    ServerFixture start(TableService.Config tables) throws Exception {
        url = ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir);
        f = new ServerFixture(ServerFixture.open(url), tables, ServerFixture.http());
        return f;
    }

    /** Plays each seat's first legal action until the match is over; returns the last version. */
    static long playToTheEnd(ServerFixture f, ServerFixture.Table t) throws Exception {
        for (int i = 0; i < 2000; i++) {
            ServerFixture.Reply v = f.view(t, 0);
            if (!v.view().path("winner").isNull()) {
                return v.version();
            }
            int toAct = v.view().path("toAct").asInt();
            ServerFixture.Reply mine = f.view(t, toAct);
            ServerFixture.Reply r = f.act(t, toAct, mine.strings("legalActions").get(0), mine.version());
            assertEquals(200, r.status(), r::text);
        }
        throw new AssertionError("the match did not end");
    }

    /** A finished match of Pitch for two to 1 point, between two people. */
    ServerFixture.Table finishedTable(String names) throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"target\":1,\"name\":\"Ann\","
            + "\"seats\":[\"player\",\"open\"]}");
        ServerFixture.Reply joined = f.send("POST", "/tables/" + t.id() + "/seats/1", null, names);
        assertEquals(201, joined.status(), joined::text);
        t = new ServerFixture.Table(t.id(), t.owner(), List.of(t.token(0), joined.json().path("token").asString()));
        playToTheEnd(f, t);
        return t;
    }

    static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.isNull() ? null : n.asString()));
        return out;
    }

    @Test
    void namesAreKeptPerSeatAsPlainTextAndShownToEveryone() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Reply made = f.send("POST", "/tables", null, "{\"variant\":\"trinidad\",\"name\":\"  Ann   Lee \","
            + "\"seats\":[\"player\",\"open\",\"easy\",\"open\"]}");
        assertEquals(201, made.status(), made::text);
        assertEquals(java.util.Arrays.asList("Ann Lee", null, null, null), strings(made.json().path("names")),
            "spaces at the ends dropped, a run of them made one; bots and open seats have none");
        String id = made.json().path("table").asString();
        ServerFixture.Reply joined = f.send("POST", "/tables/" + id + "/seats/1", null,
            "{\"name\":\"<script>bad()</script>\"}");
        assertEquals(201, joined.status(), joined::text);
        assertEquals("<script>bad()</script>", joined.json().path("names").get(1).asString(), "stored as it is");
        ServerFixture.Reply watched = f.send("GET", "/tables/" + id + "/spectate", null, null);
        assertEquals(java.util.Arrays.asList("Ann Lee", "<script>bad()</script>", null, null),
            strings(watched.json().path("names")));
        assertEquals("Ann Lee", f.send("GET", "/tables/" + id, null, null).json().path("names").get(0).asString());
        assertEquals(201, f.send("POST", "/tables/" + id + "/seats/3", null, null).status(), "a name is optional");
        // a name of 24 characters outside the Basic Multilingual Plane is 48 UTF-16 units, and fits
        String cards = "\uD83C\uDCA1".repeat(24);
        ServerFixture.Reply wide = f.send("POST", "/tables", null, "{\"name\":\"" + cards + "\",\"seats\":[\"player\","
            + "\"easy\",\"easy\",\"easy\"]}");
        assertEquals(201, wide.status(), wide::text);
        assertEquals(cards, wide.json().path("names").get(0).asString());
    }

    @Test
    void aBotTakesOverASilentPlayerOnlyWhenAnotherPersonWaits() throws Exception {
        start(new TableService.Config(Duration.ofMillis(300), "easy", Duration.ofMinutes(10), Duration.ofHours(1), 1000));
        // alone with bots: no deadline, and no takeover however long the player thinks
        ServerFixture.Table alone = f.create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"easy\",\"player\"]}");
        ServerFixture.Reply v = f.awaitVersion(alone, 1, 0);
        assertTrue(v.json().path("takeoverAt").isNull(), "no countdown against bots alone: " + v.text());
        // with another person: the deadline, and the takeover
        ServerFixture.Table two = f.create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"player\",\"player\"]}");
        assertFalse(f.view(two, 1).json().path("takeoverAt").isNull());
        // the table may ask for takeovers always
        ServerFixture.Table asked = f.create("{\"variant\":\"pitch\",\"players\":2,\"takeoverAlways\":true,"
            + "\"seats\":[\"easy\",\"player\"]}");
        assertFalse(f.awaitVersion(asked, 1, 0).json().path("takeoverAt").isNull());
        long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (System.nanoTime() < until && !(strings(f.view(two, 0).json().path("seats")).contains("bot:easy")
            && "bot:easy".equals(strings(f.view(asked, 1).json().path("seats")).get(1)))) {
            Thread.sleep(50);
        }
        assertTrue(strings(f.view(two, 0).json().path("seats")).contains("bot:easy"), "taken over with a person waiting");
        assertEquals("bot:easy", strings(f.view(asked, 1).json().path("seats")).get(1), "taken over as the table asked");
        assertEquals("player", strings(f.view(alone, 1).json().path("seats")).get(1), "never taken over alone");
        assertTrue(f.view(alone, 1).json().path("takeoverAt").isNull());
    }

    @Test
    void theLobbyShowsEachTablesScoreAndWinner() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"target\":1,\"seats\":[\"player\",\"player\"]}");
        JsonNode fresh = f.send("GET", "/tables/" + t.id(), null, null).json();
        assertEquals("[0,0]", fresh.path("scores").toString());
        assertTrue(fresh.path("winner").isNull());
        playToTheEnd(f, t);
        JsonNode done = f.send("GET", "/tables/" + t.id(), null, null).json();
        JsonNode view = f.view(t, 0).view();
        assertEquals(view.path("scores").toString(), done.path("scores").toString(), "the scores of the last view");
        assertEquals(view.path("winner").asInt(), done.path("winner").asInt());
        assertTrue(done.path("finished").asBoolean());
        JsonNode listed = f.send("GET", "/tables?limit=5", null, null).json().path("tables").get(0);
        assertEquals(done.path("scores"), listed.path("scores"));
    }

    @Test
    void twoPlayersAskingForARematchSitAtOneNewTableEachToldByTheirStream() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Table old = finishedTable("{\"name\":\"Bob\"}");
        String path = "/tables/" + old.id() + "/rematch";
        try (ServerFixture.Stream bobs = f.stream("/tables/" + old.id() + "/events", old.token(1), null);
             ServerFixture.Stream watcher = f.stream("/tables/" + old.id() + "/spectate/events", null, null)) {
            assertEquals("view", bobs.next().name());
            assertEquals("view", watcher.next().name());
            ServerFixture.Reply ann = f.send("POST", path, old.token(0), null);
            assertEquals(200, ann.status(), ann::text);
            String next = ann.json().path("table").asString();
            assertNotEquals(old.id(), next);
            assertEquals(0, ann.json().path("seat").asInt());
            assertFalse(ann.json().path("ownerToken").isNull(), "the one who made it owns it");
            assertEquals(List.of("player", "invited"), strings(ann.json().path("seats")));
            assertEquals(List.of("Ann", "Bob"), strings(ann.json().path("names")), "the names carry over");

            ServerFixture.Event told = bobs.next();
            assertEquals("rematch", told.name(), told::data);
            assertEquals(next, told.json().path("table").asString());
            assertEquals(1, told.json().path("seat").asInt());
            assertEquals(0, told.json().path("by").asInt());
            String bobsToken = told.json().path("token").asString();
            ServerFixture.Event seen = watcher.next();
            assertEquals("rematch", seen.name());
            assertTrue(seen.json().path("token").isNull(), "a spectator is told the table, not a token");
            assertEquals(-1, seen.json().path("seat").asInt());

            // before Bob accepts, the new match waits for him
            ServerFixture.Table fresh = new ServerFixture.Table(next, null, List.of(ann.json().path("token").asString(),
                bobsToken));
            ServerFixture.Reply early = f.act(fresh, 0, "pass", 0);
            assertEquals(409, early.status());
            assertEquals("TABLE_NOT_READY", early.error());
            assertTrue(early.json().path("message").asString().contains("seat 1 waits for its player to accept"),
                early::text);
            assertEquals(403, f.view(fresh, 1).status(), "the told token is Bob's once he accepts");
            assertEquals(409, f.send("POST", "/tables/" + next + "/seats/1", null, null).status(), "nobody else takes it");

            ServerFixture.Reply bob = f.send("POST", path, old.token(1), null);
            assertEquals(200, bob.status(), bob::text);
            assertEquals(next, bob.json().path("table").asString(), "the same new table");
            assertEquals(bobsToken, bob.json().path("token").asString(), "the token the stream told");
            assertTrue(bob.json().path("ownerToken").isNull());
            assertEquals(List.of("player", "player"), strings(bob.json().path("seats")));
            ServerFixture.Reply again = f.send("POST", path, old.token(1), null);
            assertEquals(bobsToken, again.json().path("token").asString(), "asking again answers the same");

            JsonNode view = f.view(fresh, 1).json();
            assertEquals(0, view.path("version").asInt());
            assertEquals(List.of("Ann", "Bob"), strings(view.path("names")));
            assertEquals(f.view(old, 0).view().path("rules"), view.path("view").path("rules"), "the same game");
            int toAct = view.path("view").path("toAct").asInt();
            ServerFixture.Reply moved = f.act(fresh, toAct, f.view(fresh, toAct).strings("legalActions").get(0), 0);
            assertEquals(200, moved.status(), moved::text);
            assertEquals(next, f.send("GET", "/tables/" + old.id(), null, null).json().path("rematch").asString());
        }
    }

    @Test
    void aRematchKeepsTheBotsAndADeclinedSeatOpens() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":3,\"target\":1,"
            + "\"seats\":[\"player\",\"player\",\"medium\"]}");
        assertEquals(409, f.send("POST", "/tables/" + t.id() + "/rematch", t.token(0), null).status(), "not before the end");
        assertEquals("MATCH_NOT_OVER", f.send("POST", "/tables/" + t.id() + "/rematch", t.token(0), null).error());
        assertEquals(404, f.send("DELETE", "/tables/" + t.id() + "/rematch", t.token(1), null).status(), "nothing to decline");
        long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (f.view(t, 0).view().path("winner").isNull() && System.nanoTime() < until) {
            ServerFixture.Reply v = f.view(t, 0);
            int toAct = v.view().path("toAct").asInt();
            if (toAct == 0 || toAct == 1) {
                ServerFixture.Reply mine = f.view(t, toAct);
                f.act(t, toAct, mine.strings("legalActions").get(0), mine.version());
            } else {
                Thread.sleep(5);      // the bot's turn
            }
        }
        ServerFixture.Reply made = f.send("POST", "/tables/" + t.id() + "/rematch", t.token(1), null);
        assertEquals(200, made.status(), made::text);
        assertEquals(List.of("invited", "player", "bot:medium"), strings(made.json().path("seats")));
        assertEquals(401, f.send("DELETE", "/tables/" + t.id() + "/rematch", null, null).status());
        assertEquals(204, f.send("DELETE", "/tables/" + t.id() + "/rematch", t.token(0), null).status());
        String next = made.json().path("table").asString();
        JsonNode seats = f.send("GET", "/tables/" + next, null, null).json().path("seats");
        assertEquals(List.of("open", "player", "bot:medium"), strings(seats), "the declined seat is open");
        assertEquals(409, f.send("DELETE", "/tables/" + t.id() + "/rematch", t.token(0), null).status(), "declined once");
        assertEquals(201, f.send("POST", "/tables/" + next + "/seats/0", null, null).status(), "anyone may take it");
        assertEquals("SEAT_TAKEN", f.send("POST", "/tables/" + t.id() + "/rematch", t.token(0), null).error(),
            "the decliner changed their mind too late");
    }

    @Test
    void theRematchsOwnerSeatsABotForAPlayerWhoDoesNotCome() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Table old = finishedTable("{\"name\":\"Bob\"}");
        ServerFixture.Reply ann = f.send("POST", "/tables/" + old.id() + "/rematch", old.token(0), null);
        String next = ann.json().path("table").asString();
        String owner = ann.json().path("ownerToken").asString();
        assertEquals(403, f.send("POST", "/tables/" + next + "/seats/1", old.token(0), "{\"bot\":\"easy\"}").status(),
            "only the owner seats a bot");
        ServerFixture.Reply bot = f.send("POST", "/tables/" + next + "/seats/1", owner, "{\"bot\":\"easy\"}");
        assertEquals(201, bot.status(), bot::text);
        assertEquals(List.of("player", "bot:easy"), strings(bot.json().path("seats")));
        ServerFixture.Reply late = f.send("POST", "/tables/" + old.id() + "/rematch", old.token(1), null);
        assertEquals(409, late.status());
        assertEquals("SEAT_TAKEN", late.error());
        // the match is on: the bot plays its turns, and Ann's moves are taken
        ServerFixture.Table fresh = new ServerFixture.Table(next, owner, List.of(ann.json().path("token").asString()));
        ServerFixture.Reply v = f.view(fresh, 0);
        if (v.view().path("toAct").asInt() == 0) {
            assertEquals(200, f.act(fresh, 0, v.strings("legalActions").get(0), v.version()).status());
        } else {
            assertTrue(f.awaitVersion(fresh, 0, 1).version() >= 1, "the bot moved");
        }
    }

    @Test
    void playersAskingAtOnceMakeOneRematch() throws Exception {
        start(TableService.Config.DEFAULT);
        for (int round = 0; round < 3; round++) {
            ServerFixture.Table old = finishedTable("{}");
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                List<Future<ServerFixture.Reply>> asks = new ArrayList<>();
                for (int seat = 0; seat < 2; seat++) {
                    String token = old.token(seat);
                    Callable<ServerFixture.Reply> ask = () -> f.send("POST", "/tables/" + old.id() + "/rematch", token, null);
                    asks.add(pool.submit(ask));
                }
                ServerFixture.Reply a = asks.get(0).get();
                ServerFixture.Reply b = asks.get(1).get();
                assertEquals(200, a.status(), a::text);
                assertEquals(200, b.status(), b::text);
                assertEquals(a.json().path("table").asString(), b.json().path("table").asString());
                assertEquals(1, (a.json().path("ownerToken").isNull() ? 0 : 1) + (b.json().path("ownerToken").isNull() ? 0 : 1),
                    "one of them made it");
                assertEquals(List.of("player", "player"), strings(f.send("GET", "/tables/" + a.json().path("table").asString(),
                    null, null).json().path("seats")));
            } finally {
                pool.shutdown();
            }
        }
    }

    @Test
    void quickMessagesReachEveryStreamAndAreLimited() throws Exception {
        start(TableService.Config.DEFAULT);
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"player\",\"player\"]}");
        String say = "/tables/" + t.id() + "/say";
        assertEquals(204, f.send("POST", say, t.token(0), "{\"message\":\"hello\"}").status());
        try (ServerFixture.Stream seat1 = f.stream("/tables/" + t.id() + "/events", t.token(1), null);
             ServerFixture.Stream watcher = f.stream("/tables/" + t.id() + "/spectate/events", null, null)) {
            assertEquals("view", seat1.next().name());
            ServerFixture.Event recent = seat1.next();
            assertEquals("say", recent.name(), "a stream opened is told what was said lately");
            assertEquals("hello", recent.json().path("message").asString());
            assertEquals(0, recent.json().path("seat").asInt());
            assertNull(recent.id(), "a message has no id: Last-Event-ID stays the version");
            assertEquals("view", watcher.next().name());
            assertEquals("say", watcher.next().name());
            long version = f.view(t, 0).version();
            assertEquals(204, f.send("POST", say, t.token(1), "{\"message\":\"good-luck\"}").status());
            ServerFixture.Event heard = seat1.next();
            assertEquals("say", heard.name());
            assertEquals(2, heard.json().path("seq").asInt());
            assertEquals("good-luck", heard.json().path("message").asString());
            assertEquals("good-luck", watcher.next().json().path("message").asString());
            assertEquals(version, f.view(t, 0).version(), "saying something is not a move");
            assertNull(seat1.poll(200), "each message once");
        }
        assertEquals(401, f.send("POST", say, null, "{\"message\":\"hello\"}").status());
        assertEquals(403, f.send("POST", say, "x".repeat(43), "{\"message\":\"hello\"}").status());
        int said = 2;
        ServerFixture.Reply r;
        do {
            r = f.send("POST", say, t.token(1), "{\"message\":\"oops\"}");
            said++;
        } while (r.status() == 204 && said < 100);
        assertEquals(429, r.status(), r::text);
        assertEquals("RATE_LIMITED", r.error());
        assertTrue(r.response().headers().firstValue("Retry-After").isPresent());
        assertEquals(204, f.send("POST", say, t.token(0), "{\"message\":\"sorry\"}").status(), "a limit per seat");
        assertEquals(204, f.send("DELETE", "/tables/" + t.id(), t.owner(), null).status());
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM af_say")) {
            rs.next();
            assertEquals(0, rs.getInt(1), "a table's messages go with it");
        }
    }

    @Test
    void aStoredSeatWithoutANameReadsAsBefore() throws Exception {
        String open = JsonSupport.mapper().writeValueAsString(StoredTable.Seat.OPEN);
        assertEquals("{\"tokenHash\":null,\"bot\":null}", open, "as stored before names: the open-seat column's migration"
            + " (V3) matches this text");
        StoredTable.Seat named = new StoredTable.Seat("a".repeat(64), null, "Ann", null);
        assertEquals(named, JsonSupport.mapper().readValue(JsonSupport.mapper().writeValueAsString(named),
            StoredTable.Seat.class));
        assertEquals(new StoredTable.Seat("b".repeat(64), "easy"), JsonSupport.mapper().readValue(
            "{\"tokenHash\":\"" + "b".repeat(64) + "\",\"bot\":\"easy\"}", StoredTable.Seat.class));
    }
}
