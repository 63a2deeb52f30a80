package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.engine.SeatView;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.examples.server.table.TableService;
import io.github.allfours.examples.server.table.Tokens;
import io.github.allfours.json.AllFoursJson;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.variants.Variants;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

/** The table server's API, run against each kind of database by a subclass. */
@Timeout(120)
abstract class TableServerContract {
    private static final Pattern CARD = Pattern.compile("(?<![A-Za-z0-9])(?:10|[2-9TJQKA])[CDHS](?![A-Za-z0-9])");
    private static final Set<String> FOLLOW_RULES = Set.of("MUST_FOLLOW_SUIT", "MUST_PLAY_TRUMP", "NO_TRUMPING_IN",
        "UNDERTRUMP");
    private static final String FOUR_PLAYERS = "\"seats\":[\"player\",\"player\",\"player\",\"player\"]";

    @TempDir
    Path dir;
    String url;
    ServerFixture f;

    abstract ServerFixture.Db db();

    TableService.Config tables() {
        return TableService.Config.DEFAULT;
    }

    @BeforeEach
    void start() throws Exception {
        url = ServerFixture.newDatabase(db(), dir);
        f = new ServerFixture(ServerFixture.open(url), tables(), ServerFixture.http());
    }

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    /** Restarts the server on the same database: a new store, service and server, nothing kept in memory. */
    void restart() {
        f.close();
        f = new ServerFixture(ServerFixture.open(url), tables(), ServerFixture.http());
    }

    @ParameterizedTest
    @ValueSource(strings = {"trinidad", "west-yorkshire"})
    void aWholeMatchByTheFirstLegalActionOfEachView(String variant) throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"" + variant + "\",\"players\":4,\"seed\":123," + FOUR_PLAYERS + "}");
        assertEquals(4, new HashSet<>(t.tokens()).size());
        boolean refusedCard = false;
        boolean outOfTurn = false;
        long moves = 0;
        while (true) {
            List<ServerFixture.Reply> views = new ArrayList<>();
            for (int seat = 0; seat < 4; seat++) {
                ServerFixture.Reply v = f.view(t, seat);
                assertEquals(200, v.status(), v::text);
                assertEquals(moves, v.version(), "the version counts the moves");
                assertEquals(seat, v.view().path("seat").asInt());
                views.add(v);
            }
            assertNoOtherSeatsCards(views);
            if (!views.get(0).view().path("winner").isNull()) {
                break;
            }
            int toAct = views.get(0).view().path("toAct").asInt();
            ServerFixture.Reply mine = views.get(toAct);
            List<String> legal = mine.strings("legalActions");
            assertFalse(legal.isEmpty(), mine::text);
            for (int seat = 0; seat < 4; seat++) {
                assertEquals(seat == toAct, !views.get(seat).strings("legalActions").isEmpty(), "only the seat to act has choices");
            }
            if (!outOfTurn) {
                ServerFixture.Reply r = f.act(t, (toAct + 1) % 4, legal.get(0), moves);
                assertEquals(422, r.status(), r::text);
                assertEquals("NOT_YOUR_TURN", r.error(), r::text);
                outOfTurn = true;
            }
            if (!refusedCard && "PLAY".equals(mine.view().path("phase").asString())) {
                for (String card : mine.strings("hand")) {
                    if (!legal.contains("play " + card)) {
                        ServerFixture.Reply r = f.act(t, toAct, "play " + card, moves);
                        assertEquals(422, r.status(), r::text);
                        assertTrue(FOLLOW_RULES.contains(r.error()), r::text);
                        refusedCard = true;
                        break;
                    }
                }
            }
            ServerFixture.Reply after = f.act(t, toAct, legal.get(0), moves);
            assertEquals(200, after.status(), after::text);
            moves++;
            assertEquals(moves, after.version());
            assertEquals(toAct, after.view().path("seat").asInt());
            assertEquals(legal.get(0), after.json().path("lastMove").path("action").asString());
            assertTrue(moves < 3000, "the match should be over");
        }
        assertTrue(outOfTurn);
        assertTrue(refusedCard, "no state had a held card the rules refuse");
        ServerFixture.Reply end = f.act(t, 0, "play 2C", moves);
        assertEquals(422, end.status());
        assertEquals("MATCH_OVER", end.error());

        ServerFixture.Reply record = f.send("GET", "/tables/" + t.id() + "/record", null, null);
        assertEquals(200, record.status());
        VerificationResult vr = new RecordVerifier(Variants.resolver()).verify(record.text());
        assertTrue(vr.isOk(), vr::toString);
        assertEquals(moves, vr.actions(), "every move answered 200 is in the record, once");
    }

    /**
     * No view holds a card of another seat's hand (as that seat's own view shows it) — except in the
     * history of earlier hands (their awards and last trick), whose cards have since been dealt again.
     */
    static void assertNoOtherSeatsCards(List<ServerFixture.Reply> views) {
        for (int seat = 0; seat < views.size(); seat++) {
            JsonNode v = views.get(seat).view();
            long hand = v.path("handNumber").asLong();
            Set<String> others = new HashSet<>();
            for (int other = 0; other < views.size(); other++) {
                if (other != seat) {
                    others.addAll(views.get(other).strings("hand"));
                }
            }
            Set<String> shown = new HashSet<>();
            for (var e : v.properties()) {
                switch (e.getKey()) {
                    case "awards" -> e.getValue().forEach(a -> {
                        if (a.path("hand").asLong() == hand) {
                            collectCards(a, shown);
                        }
                    });
                    case "lastTrick", "lastHandResult" -> {
                        if (!e.getValue().isNull() && e.getValue().path("hand").asLong() == hand) {
                            collectCards(e.getValue(), shown);
                        }
                    }
                    default -> collectCards(e.getValue(), shown);
                }
            }
            shown.retainAll(others);
            assertTrue(shown.isEmpty(), () -> "a seat sees " + shown + " of other hands: " + v);
        }
    }

    static void collectCards(JsonNode json, Set<String> into) {
        if (json.isString()) {
            Matcher m = CARD.matcher(json.asString());
            while (m.find()) {
                into.add(m.group());
            }
        } else {
            json.forEach(n -> collectCards(n, into));
        }
    }

    @Test
    void theViewIsTheSeatViewRecordAsTheReadmeDocumentsIt() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"players\":4,\"seed\":5," + FOUR_PLAYERS + "}");
        ServerFixture.Reply v = f.view(t, 1);
        assertEquals(200, v.status());
        assertEquals(t.id(), v.json().path("table").asString());
        assertEquals(0, v.version());
        assertTrue(v.json().path("lastMove").isNull());
        assertEquals(List.of("player", "player", "player", "player"), strings(v.json().path("seats")));
        JsonNode view = v.view();
        assertEquals("trinidad", view.path("rules").path("id").asString());
        assertEquals("[[0,2],[1,3]]", view.path("rules").path("sides").toString());
        assertEquals(14, view.path("rules").path("target").asInt());
        assertEquals(1, view.path("seat").asInt());
        assertEquals("BEG", view.path("phase").asString());
        assertEquals(1, view.path("toAct").asInt());
        assertEquals(6, view.path("hand").size());
        assertEquals("[6,6,6,6]", view.path("handSizes").toString());
        assertTrue(view.path("turnUp").asString().matches("(10|[2-9TJQKA])[CDHS]"), view::toString);
        assertTrue(view.path("trump").asString().matches("clubs|diamonds|hearts|spades"), view::toString);
        assertEquals(List.of("beg", "stand"), v.strings("legalActions"));
        assertTrue(view.path("winner").isNull());
        assertEquals("[]", view.path("auction").toString(), "Trinidad has no auction");
        assertEquals("{\"hand\":0,\"cards\":[],\"seats\":[],\"thrownIn\":[],\"winner\":null}",
            view.path("currentTrick").toString());
        List<String> fields = new ArrayList<>();
        view.properties().forEach(e -> fields.add(e.getKey()));
        assertEquals(List.of("rules", "seat", "phase", "toAct", "dealer", "handNumber", "dealNumber", "hand", "handHidden",
            "handSizes", "inPlay", "trump", "turnUp", "setAside", "stockSize", "discardCount", "currentTrick", "lastTrick",
            "tricksPlayed", "played", "scores", "awards", "lastHandResult", "winner", "legalActions", "contract",
            "auction", "stockTop", "knownCards", "thrownIn", "revokes", "tricks", "tableCalls"), fields, "the record's components, in order");
        SeatView read = AllFoursJson.readView(view.toString(), Variants.resolver());
        assertEquals(1, read.seat(), "a client reads the view with the library's own reader");
        assertEquals(view.toString(), AllFoursJson.write(read), "the server sends the library's JSON form");
        assertEquals(List.of(), f.view(t, 2).strings("legalActions"));
    }

    @Test
    void ofTwoRacingMovesAtOneVersionExactlyOneIsApplied() throws Exception {
        for (int round = 0; round < 5; round++) {
            ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":" + round + "," + FOUR_PLAYERS + "}");
            ServerFixture.Reply v = f.view(t, 1);
            String move = v.strings("legalActions").get(0);
            ExecutorService pool = Executors.newFixedThreadPool(4);
            try {
                List<Future<ServerFixture.Reply>> replies = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    Callable<ServerFixture.Reply> c = () -> f.act(t, 1, move, 0);
                    replies.add(pool.submit(c));
                }
                int ok = 0;
                for (Future<ServerFixture.Reply> r : replies) {
                    ServerFixture.Reply reply = r.get();
                    if (reply.status() == 200) {
                        ok++;
                    } else {
                        assertEquals(409, reply.status(), reply::text);
                        assertEquals("STALE_VERSION", reply.error());
                    }
                }
                assertEquals(1, ok, "exactly one of the racing moves wins");
            } finally {
                pool.shutdown();
            }
            assertEquals(1, f.view(t, 0).version());
        }
    }

    @Test
    void aRestartResumesEveryTableFromItsRecord() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":4,\"seed\":9," + FOUR_PLAYERS + "}");
        long version = 0;
        for (int i = 0; i < 30; i++) {
            int toAct = f.view(t, 0).view().path("toAct").asInt();
            ServerFixture.Reply mine = f.view(t, toAct);
            ServerFixture.Reply r = f.act(t, toAct, mine.strings("legalActions").get(0), version);
            assertEquals(200, r.status(), r::text);
            version++;
        }
        List<String> before = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            before.add(f.view(t, seat).json().toString());
        }
        restart();
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(before.get(seat), f.view(t, seat).json().toString(), "the same view after the restart");
        }
        while (f.view(t, 0).view().path("winner").isNull()) {
            int toAct = f.view(t, 0).view().path("toAct").asInt();
            ServerFixture.Reply r = f.act(t, toAct, f.view(t, toAct).strings("legalActions").get(0), version);
            assertEquals(200, r.status(), r::text);
            version++;
            if (version == 60) {
                restart();
            }
        }
        VerificationResult vr = new RecordVerifier(Variants.resolver()).verify(
            f.send("GET", "/tables/" + t.id() + "/record", null, null).text());
        assertTrue(vr.isOk(), vr::toString);
        assertEquals(version, vr.actions());
    }

    @Test
    void seatsAreJoinedOrGivenToBotsAndTheMatchStartsWhenAllAreTaken() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":3,\"seats\":[\"player\",\"open\",\"open\"]}");
        ServerFixture.Reply early = f.act(t, 0, "pass", 0);
        assertEquals(409, early.status());
        assertEquals("TABLE_NOT_READY", early.error());

        ServerFixture.Reply joined = f.send("POST", "/tables/" + t.id() + "/seats/1", null, "{}");
        assertEquals(201, joined.status(), joined::text);
        assertEquals("/tables/" + t.id() + "/view", joined.response().headers().firstValue("Location").orElse(null),
            "a player's seat is read at the seat's view");
        String token1 = joined.json().path("token").asString();
        assertEquals(List.of("player", "player", "open"), strings(joined.json().path("seats")));
        ServerFixture.Reply again = f.send("POST", "/tables/" + t.id() + "/seats/1", null, null);   // no body: as {}
        assertEquals(409, again.status());
        assertEquals("SEAT_TAKEN", again.error());
        assertEquals("UNKNOWN_SEAT", f.send("POST", "/tables/" + t.id() + "/seats/3", null, "{}").error());
        for (String notASeat : List.of("%D9%A2", "%EF%BC%92", "+2", "-0")) {     // ARABIC-INDIC TWO, FULLWIDTH TWO
            ServerFixture.Reply r = f.send("POST", "/tables/" + t.id() + "/seats/" + notASeat, null, "{}");
            assertEquals(404, r.status(), notASeat + ": " + r.text());
            assertEquals("UNKNOWN_SEAT", r.error(), notASeat);
        }

        ServerFixture.Reply notOwner = f.send("POST", "/tables/" + t.id() + "/seats/2", token1, "{\"bot\":\"easy\"}");
        assertEquals(403, notOwner.status());
        assertEquals("NOT_OWNER", notOwner.error());
        assertEquals("BAD_REQUEST", f.send("POST", "/tables/" + t.id() + "/seats/2", t.owner(), "{\"bot\":\"genius\"}").error());
        ServerFixture.Reply bot = f.send("POST", "/tables/" + t.id() + "/seats/2", t.owner(), "{\"bot\":\"easy\"}");
        assertEquals(201, bot.status(), bot::text);
        assertEquals("/tables/" + t.id(), bot.response().headers().firstValue("Location").orElse(null));
        assertTrue(bot.json().path("token").isNull());

        ServerFixture.Reply v1 = f.send("GET", "/tables/" + t.id() + "/view", token1, null);
        assertEquals(200, v1.status());
        assertEquals(1, v1.view().path("seat").asInt());
        assertEquals(List.of("player", "player", "bot:easy"), strings(v1.json().path("seats")));
    }

    @Test
    void aNewTableIsAtItsLocationAndHealthSaysOnlyWhatAClientNeeds() throws Exception {
        ServerFixture.Reply made = f.send("POST", "/tables", null, "{\"variant\":\"pitch\",\"players\":3}");
        assertEquals(201, made.status(), made::text);
        String location = made.response().headers().firstValue("Location").orElseThrow();
        assertEquals("/tables/" + made.json().path("table").asString(), location);
        ServerFixture.Reply there = f.send("GET", location, null, null);
        assertEquals(200, there.status(), there::text);
        assertEquals(List.of("open", "open", "open"), strings(there.json().path("seats")));
        assertEquals("pitch", there.json().path("variant").asString());

        ServerFixture.Reply health = f.send("GET", "/health", null, null);
        assertEquals(200, health.status());
        String kind = db() == ServerFixture.Db.SQLITE ? "sqlite" : "postgresql";
        assertEquals("{\"status\":\"ok\",\"store\":\"" + kind + "\"}", health.text(), "no path, URL or user of the database");
    }

    @Test
    void botsPlayTheirSeatsUntilAPlayerIsToAct() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":4,\"seed\":3,"
            + "\"seats\":[\"player\",\"easy\",\"medium\",\"hard\"]}");
        long version = 0;
        for (int i = 0; i < 40; i++) {
            ServerFixture.Reply v = awaitTurn(t, 0);
            if (!v.view().path("winner").isNull()) {
                break;
            }
            assertTrue(v.version() >= version);
            ServerFixture.Reply r = f.act(t, 0, v.strings("legalActions").get(0), v.version());
            assertEquals(200, r.status(), r::text);
            version = r.version();
        }
        assertTrue(version >= 40, "bots moved between the player's moves: version " + version);
    }

    /** Waits until it is {@code seat}'s turn or the match is over. */
    ServerFixture.Reply awaitTurn(ServerFixture.Table t, int seat) throws Exception {
        for (int i = 0; i < 2000; i++) {
            ServerFixture.Reply v = f.view(t, seat);
            if (!v.strings("legalActions").isEmpty() || !v.view().path("winner").isNull()) {
                return v;
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the bots never gave seat " + seat + " the turn");
    }

    @Test
    void theRecordWithholdsHiddenCardsUntilTheMatchEnds() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":1," + FOUR_PLAYERS + "}");
        ServerFixture.Reply r = f.act(t, 1, f.view(t, 1).strings("legalActions").get(0), 0);
        assertEquals(200, r.status());
        ServerFixture.Reply rec = f.send("GET", "/tables/" + t.id() + "/record", null, null);
        assertEquals(200, rec.status());
        assertTrue(rec.response().headers().firstValue("Content-Type").orElse("").startsWith("application/x-ndjson"));
        assertTrue(rec.text().startsWith("{\"type\":\"match\""), rec::text);
        assertFalse(rec.text().contains("\"deal\""), rec::text);
        assertFalse(rec.text().contains("\"legal\""), rec::text);
        assertTrue(rec.text().contains("\"type\":\"action\""), rec::text);
    }

    @Test
    void tablesAreListedAndDeletedByTheirOwner() throws Exception {
        ServerFixture.Table a = f.create("{\"variant\":\"pitch\"}");
        ServerFixture.Table b = f.create("{\"variant\":\"trinidad\",\"seats\":[\"player\",\"open\",\"easy\",\"open\"]}");
        ServerFixture.Reply list = f.send("GET", "/tables", null, null);
        assertEquals(200, list.status());
        List<String> ids = new ArrayList<>();
        list.json().path("tables").forEach(n -> ids.add(n.path("table").asString()));
        assertTrue(ids.containsAll(List.of(a.id(), b.id())), list::text);
        JsonNode bRow = null;
        for (JsonNode n : list.json().path("tables")) {
            if (n.path("table").asString().equals(b.id())) {
                bRow = n;
            }
        }
        assertNotNull(bRow);
        assertEquals(List.of("player", "open", "bot:easy", "open"), strings(bRow.path("seats")));
        assertFalse(list.text().contains(b.owner()), "no token is listed");

        assertEquals(401, f.send("DELETE", "/tables/" + b.id(), null, null).status());
        assertEquals("NOT_OWNER", f.send("DELETE", "/tables/" + b.id(), b.token(0), null).error());
        assertEquals("NOT_OWNER", f.send("DELETE", "/tables/" + b.id(), a.owner(), null).error());
        assertEquals(204, f.send("DELETE", "/tables/" + b.id(), b.owner(), null).status());
        assertEquals("UNKNOWN_TABLE", f.view(b, 0).error());
        assertTrue(f.store.find(b.id()).isEmpty());
        assertTrue(f.store.chunks(b.id()).isEmpty(), "the record is deleted too");
    }

    /** The tables made by {@link #tablesArePagedNewestFirstWithoutRepeatOrSkipWhileTablesAreMade}: id, game, open seat. */
    private final Map<String, String[]> made = new LinkedHashMap<>();

    private String make(boolean pitch, boolean withOpenSeat) throws Exception {
        String variant = pitch ? "pitch" : "trinidad";
        String seats = withOpenSeat ? "[\"player\",\"open\"]" : "[\"player\",\"easy\"]";
        String id = f.create("{\"variant\":\"" + variant + "\",\"players\":2,\"seats\":" + seats + "}").id();
        made.put(id, new String[] {variant, Boolean.toString(withOpenSeat)});
        return id;
    }

    /** The tables made so far of a game ({@code null}: any), with an open seat or not ({@code null}: either). */
    private Set<String> madeSoFar(String variant, Boolean withOpenSeat) {
        Set<String> out = new HashSet<>();
        made.forEach((id, t) -> {
            if ((variant == null || variant.equals(t[0])) && (withOpenSeat == null || withOpenSeat.toString().equals(t[1]))) {
                out.add(id);
            }
        });
        return out;
    }

    @Test
    void tablesArePagedNewestFirstWithoutRepeatOrSkipWhileTablesAreMade() throws Exception {
        long before = System.currentTimeMillis();
        for (int i = 0; i < 23; i++) {
            make(i % 3 == 0, i % 2 == 0);
        }
        long after = System.currentTimeMillis();
        // each listing holds every table made before it once; the tables made between its pages are not in it
        Set<String> expected = madeSoFar(null, null);
        assertEquals(expected, pages("/tables?limit=5", 5));
        expected = madeSoFar(null, true);
        assertEquals(expected, pages("/tables?open=true&limit=4", 4));
        expected = madeSoFar("pitch", true);
        assertEquals(expected, pages("/tables?open=true&variant=pitch&limit=2", 2));
        expected = madeSoFar("trinidad", null);
        assertEquals(expected, pages("/tables?variant=all-foes&limit=3", 3), "trinidad's alias all-foes names it");

        // a table with an open seat, whose match has not begun: no bot moves it between the two requests
        ServerFixture.Reply first = f.send("GET", "/tables?open=true&limit=1", null, null);
        JsonNode newest = first.json().path("tables").get(0);
        ServerFixture.Reply one = f.send("GET", "/tables/" + newest.path("table").asString(), null, null);
        assertEquals(200, one.status(), one::text);
        assertEquals(newest, one.json(), "GET /tables/ID is the table's entry of GET /tables");
        ServerFixture.Reply oldest = f.send("GET", "/tables/" + made.keySet().iterator().next(), null, null);
        long created = oldest.json().path("createdAt").asLong();
        assertTrue(created >= before && created <= after, oldest::text);
        assertTrue(oldest.json().path("updatedAt").asLong() >= created, oldest::text);
        assertEquals(2, oldest.json().path("players").asInt());
        assertEquals(2, oldest.json().path("sides").asInt());
        assertEquals("UNKNOWN_TABLE", f.send("GET", "/tables/nosuch", null, null).error());

        // taking the last open seat takes the table off the open list
        String id = madeSoFar(null, true).iterator().next();
        assertEquals(201, f.send("POST", "/tables/" + id + "/seats/1", null, null).status());
        assertFalse(pages("/tables?open=true&limit=100", 100).contains(id));
        assertTrue(pages("/tables?limit=100", 100).contains(id));

        String unicodeDigits = java.util.Base64.getUrlEncoder().withoutPadding()
            .encodeToString("\u0663.abc".getBytes(java.nio.charset.StandardCharsets.UTF_8));   // ARABIC-INDIC DIGIT THREE
        for (String bad : List.of("limit=0", "limit=101", "limit=x", "open=yes", "after=nonsense", "after=" + "A".repeat(200),
            "variant=nosuch", "colour=red", "after=MTIzLnh5eg", "variant=%ff", "limit=%D9%A3", "limit=%EF%BC%93", "limit=+5",
            "after=" + unicodeDigits)) {
            ServerFixture.Reply r = f.send("GET", "/tables?" + bad, null, null);
            assertEquals(400, r.status(), bad + ": " + r.text());
        }
        assertEquals("the query string is not well-formed: its percent-encoded bytes are not UTF-8",
            f.send("GET", "/tables?variant=%ff", null, null).json().path("message").asString());
        assertEquals("query parameter 'limit' must be a whole number from 1 to 100, found \"\u0663\"",
            f.send("GET", "/tables?limit=%D9%A3", null, null).json().path("message").asString());
        assertEquals("query parameter 'after' must be the 'next' of a GET /tables answer, found \"nonsense\"",
            f.send("GET", "/tables?after=nonsense", null, null).json().path("message").asString());
        assertEquals("unknown query parameter 'colour'; GET /tables takes open, variant, after, limit",
            f.send("GET", "/tables?colour=red", null, null).json().path("message").asString());
    }

    /**
     * Reads every page of a listing, making two tables between pages; checks that each page is newest first
     * and at most {@code limit} long.
     *
     * @return the tables listed, each once
     */
    Set<String> pages(String firstPage, int limit) throws Exception {
        Set<String> seen = new HashSet<>();
        String path = firstPage;
        long lastCreated = Long.MAX_VALUE;
        String lastId = null;
        for (int page = 0; page < 100; page++) {
            ServerFixture.Reply r = f.send("GET", path, null, null);
            assertEquals(200, r.status(), r::text);
            assertTrue(r.json().path("tables").size() <= limit, r::text);
            for (JsonNode t : r.json().path("tables")) {
                String id = t.path("table").asString();
                long created = t.path("createdAt").asLong();
                boolean newer = created < lastCreated || created == lastCreated && id.compareTo(lastId) < 0;
                assertTrue(newer, () -> "newest first: " + r.text());
                lastCreated = created;
                lastId = id;
                assertTrue(seen.add(id), () -> "listed twice: " + id);
            }
            JsonNode next = r.json().path("next");
            if (next.isNull()) {
                return seen;
            }
            make(true, true);           // made meanwhile, of every kind
            make(false, false);
            path = firstPage + "&after=" + next.asString();
        }
        throw new AssertionError("the pages never end");
    }

    @Test
    void tokensAreStoredHashedAndWorkOnlyAtTheirTable() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\"," + FOUR_PLAYERS + "}");
        ServerFixture.Table other = f.create("{\"variant\":\"trinidad\"," + FOUR_PLAYERS + "}");
        StoredTable row = f.store.find(t.id()).orElseThrow();
        assertEquals(Tokens.hash(t.owner()), row.ownerHash());
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(Tokens.hash(t.token(seat)), row.seats().get(seat).tokenHash());
            assertFalse(row.toString().contains(t.token(seat)));
        }
        assertEquals(403, f.send("GET", "/tables/" + t.id() + "/view", other.token(0), null).status());
        assertEquals("UNKNOWN_TOKEN", f.send("GET", "/tables/" + t.id() + "/view", "x".repeat(43), null).error());
        assertEquals("MISSING_TOKEN", f.send("GET", "/tables/" + t.id() + "/view", null, null).error());
        ServerFixture.Reply inQuery = f.send("GET", "/tables/" + t.id() + "/view?token=" + t.token(0), null, null);
        assertEquals(400, inQuery.status());
        assertEquals("UNKNOWN_TABLE", f.send("GET", "/tables/nosuch/view", t.token(0), null).error());
    }

    @Test
    void aSeatStreamResumedWithLastEventIdMissesNothing() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":77," + FOUR_PLAYERS + "}");
        long version = 0;
        try (ServerFixture.Stream s = f.stream("/tables/" + t.id() + "/events", t.token(0), null)) {
            ServerFixture.Event first = s.next();
            assertNotNull(first);
            assertEquals("view", first.name());
            assertEquals("0", first.id());
            assertEquals(0, first.json().path("view").path("seat").asInt());
            for (int i = 0; i < 3; i++) {
                version = playFirstLegal(t, version);
                ServerFixture.Event e = s.next();
                assertNotNull(e, "a pushed view");
                assertEquals(Long.toString(version), e.id());
                assertEquals(version, e.json().path("version").asLong());
            }
        }
        long seen = version;
        for (int i = 0; i < 7; i++) {
            version = playFirstLegal(t, version);
        }
        try (ServerFixture.Stream s = f.stream("/tables/" + t.id() + "/events", t.token(0), Long.toString(seen))) {
            for (long v = seen + 1; v <= version; v++) {
                ServerFixture.Event e = s.next();
                assertNotNull(e, "missed version " + v);
                assertEquals(Long.toString(v), e.id());
                assertEquals(v, e.json().path("version").asLong());
                assertEquals(0, e.json().path("view").path("seat").asInt());
                assertFalse(e.json().path("lastMove").isNull());
            }
            version = playFirstLegal(t, version);
            assertEquals(Long.toString(version), s.next().id());
            assertNull(s.poll(300), "nothing twice");
        }
    }

    @Test
    void aStreamResumedFromAVersionNotYetMadeStartsAtTheCurrentView() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":78," + FOUR_PLAYERS + "}");
        long version = playFirstLegal(t, 0);
        version = playFirstLegal(t, version);
        try (ServerFixture.Stream s = f.stream("/tables/" + t.id() + "/events", t.token(0), "1000")) {
            ServerFixture.Event first = s.next();
            assertNotNull(first, "a stream resumed after a version the table has not reached is not silent");
            assertEquals(Long.toString(version), first.id());
            version = playFirstLegal(t, version);
            assertEquals(Long.toString(version), s.next().id());
        }
    }

    @Test
    void theSpectatorStreamShowsNoHiddenCard() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":8," + FOUR_PLAYERS + "}");
        long version = 0;
        try (ServerFixture.Stream s = f.stream("/tables/" + t.id() + "/spectate/events", null, null)) {
            for (int i = 0; i < 12; i++) {
                ServerFixture.Event e = s.next();
                assertNotNull(e);
                assertEquals(Long.toString(version), e.id());
                JsonNode view = e.json().path("view");
                assertEquals(-1, view.path("seat").asInt());
                assertEquals(0, view.path("hand").size());
                assertEquals(0, view.path("legalActions").size());
                Set<String> hidden = new HashSet<>();
                for (int seat = 0; seat < 4; seat++) {
                    hidden.addAll(f.view(t, seat).strings("hand"));
                }
                Set<String> shown = new HashSet<>();
                collectCards(e.json(), shown);
                shown.retainAll(hidden);
                assertTrue(shown.isEmpty(), () -> "a spectator sees " + shown);
                version = playFirstLegal(t, version);
            }
        }
        ServerFixture.Reply spectate = f.send("GET", "/tables/" + t.id() + "/spectate", null, null);
        assertEquals(version, spectate.version());
        assertEquals(404, f.send("GET", "/tables/nosuch/spectate/events", null, null).status());
    }

    @Test
    void aFaceDownDiscardIsShownWithItsCardOnlyToTheSeatThatMadeIt() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"early-american\",\"players\":2,\"seed\":4,"
            + "\"seats\":[\"player\",\"player\"]}");
        long version = 0;
        for (int i = 0; i < 2000; i++) {
            ServerFixture.Reply v0 = f.view(t, 0);
            if (!v0.view().path("winner").isNull()) {
                break;
            }
            int toAct = v0.view().path("toAct").asInt();
            List<String> legal = f.view(t, toAct).strings("legalActions");
            String move = legal.contains("beg") ? "beg" : legal.contains("run") ? "run" : legal.get(0);
            ServerFixture.Reply r = f.act(t, toAct, move, version);
            assertEquals(200, r.status(), r::text);
            version = r.version();
            if (move.startsWith("discard ")) {
                assertEquals(move, r.json().path("lastMove").path("action").asString(), "the discarder sees its card");
                ServerFixture.Reply other = f.view(t, 1 - toAct);
                assertEquals("discard", other.json().path("lastMove").path("action").asString());
                assertEquals("discard", f.send("GET", "/tables/" + t.id() + "/spectate", null, null).json()
                    .path("lastMove").path("action").asString());
                String record = f.send("GET", "/tables/" + t.id() + "/record", null, null).text();
                assertFalse(record.contains(move), "the record withholds the discarded card until the match ends");
                assertTrue(record.contains("\"action\":\"discard\""), record);
                return;
            }
        }
        throw new AssertionError("no discard was made");
    }

    long playFirstLegal(ServerFixture.Table t, long version) throws Exception {
        int toAct = f.view(t, 0).view().path("toAct").asInt();
        ServerFixture.Reply r = f.act(t, toAct, f.view(t, toAct).strings("legalActions").get(0), version);
        assertEquals(200, r.status(), r::text);
        return r.version();
    }

    static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asString()));
        return out;
    }

    static Duration ms(long n) {
        return Duration.ofMillis(n);
    }
}
