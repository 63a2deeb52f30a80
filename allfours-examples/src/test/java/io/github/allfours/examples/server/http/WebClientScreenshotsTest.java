package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.table.TableService;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The client's pictures and measurements: screenshots of the lobby and of a table at desktop (1280 x 800) and
 * phone (390 x 844) width into {@code target/screenshots} (in the long run, and into the repository's
 * {@code docs/screenshots} with {@code -Dallfours.screenshots=docs}); the weight of every asset the table page loads, which must stay under
 * 150 KB; and the time from opening a table to its first drawn view, written to
 * {@code target/web-measurements.txt} (measured, never asserted).
 */
@Timeout(180)
class WebClientScreenshotsTest {
    /** The most the page's own files may weigh, uncompressed. */
    static final long MAX_ASSET_BYTES = 150 * 1024;

    @TempDir
    static Path dir;
    static ServerFixture f;

    @BeforeAll
    static void start() throws Exception {
        Browser.requireBrowser();
        f = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)),
            TableService.Config.DEFAULT, ServerFixture.http());
    }

    @AfterAll
    static void stop() {
        if (f != null) {
            f.close();
        }
    }

    static void save(Browser b, String name) throws IOException {
        Path shot = Path.of("target", "screenshots", name);
        b.screenshot(shot);
        assertTrue(Files.size(shot) > 10_000, "a picture of something: " + shot);
        if ("docs".equals(System.getProperty("allfours.screenshots"))) {
            Path docs = Path.of("..", "docs", "screenshots");
            Files.createDirectories(docs);
            Files.copy(shot, docs.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** A table of four in mid-hand: you and three bots with names, a trick on the table, your turn. */
    static void tableInPlay(Browser b) throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"name\":\"Ann\",\"seats\":[\"player\",\"medium\","
            + "\"hard\",\"medium\"]}");
        speed(b, "fast");
        WebClientBrowserTest.openAsSeatZero(f, b, t);
        for (int i = 0; i < 40; i++) {
            WebClientBrowserTest.awaitTurnOrEnd(b);
            String phase = b.find(".table-page").getDomAttribute("data-phase");
            boolean trickLaid = b.all(".trick:not(.done) .card").size() >= 2;
            if ("play".equals(phase) && trickLaid && b.all(".hand .card").size() <= 5) {
                return;
            }
            WebClientBrowserTest.clickFirstChoice(b);
        }
    }

    static void speed(Browser b, String speed) {
        b.open(f.base + "/#/");
        b.find("form.create");
        b.js("localStorage.setItem('allfours.prefs', JSON.stringify({speed: arguments[0]}));", speed);
    }

    /** A table of Auction Pitch for four, you the dealer: the other seats have called, each call shown beside it. */
    static void auctionAtTheDealersTurn(Browser b) throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"auction-pitch\",\"players\":4,\"sides\":2,"
            + "\"seats\":[\"player\",\"hard\",\"medium\",\"hard\"]}");
        speed(b, "instant");
        WebClientBrowserTest.openAsSeatZero(f, b, t);
        assertTrue(WebClientBrowserTest.awaitTurnOrEnd(b), "the dealer's turn in the auction");
        assertEquals(3, b.all(".seat-call").size(), "the three other seats' calls are shown");
    }

    /** A completed trick held on the table, its winner marked (Pitch for four at Slow pace). */
    static void aTrickHeld(Browser b) throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":4,\"seats\":[\"player\",\"medium\",\"medium\","
            + "\"medium\"]}");
        speed(b, "slow");
        WebClientBrowserTest.openAsSeatZero(f, b, t);
        for (int i = 0; i < 20 && b.all(".trick.done").isEmpty(); i++) {
            if (WebClientBrowserTest.myTurn(b)) {
                WebClientBrowserTest.clickFirstChoice(b);
            }
            Thread.sleep(100);
        }
        b.find(".trick.done .card.winning");
    }

    /** The score sheet after a few hands of Auction Pitch (played through the API: two hands at least). */
    static void theScoreSheet(Browser b) throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"auction-pitch\",\"players\":2,\"target\":11,"
            + "\"seats\":[\"player\",\"player\"]}");
        while (f.view(t, 0).view().path("handNumber").asInt() < 3) {
            ServerFixture.Reply v = f.view(t, 0);
            int toAct = v.view().path("toAct").asInt();
            ServerFixture.Reply mine = f.view(t, toAct);
            List<String> legal = mine.strings("legalActions");
            f.act(t, toAct, legal.contains("bid 2") ? "bid 2" : legal.get(0), mine.version());
        }
        speed(b, "instant");
        WebClientBrowserTest.openAsSeatZero(f, b, t);
        b.await("the story", d -> b.text(".hand-line").startsWith("Hand 3"));
        b.click(".head-buttons button[title^='Every hand']");
        b.find("dialog.sheet-dialog[open]");
    }

    /** Six seats, your turn, the hint's values on your cards. */
    static void sixSeatsWithTheHint(Browser b) throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":6,\"sides\":3,\"seats\":[\"player\",\"medium\","
            + "\"medium\",\"medium\",\"medium\",\"medium\"]}");
        speed(b, "instant");
        WebClientBrowserTest.openAsSeatZero(f, b, t);
        for (int i = 0; i < 30 && WebClientBrowserTest.awaitTurnOrEnd(b); i++) {
            if (i >= 1 && b.find(".head-buttons button[title^='The hard bot']").isEnabled()) {
                break;
            }
            WebClientBrowserTest.clickFirstChoice(b);
        }
        b.click(".head-buttons button[title^='The hard bot']:not([disabled])");
        b.await("the hint", d -> !b.all(".hint-badge").isEmpty());
    }

    /** Trinidad on a phone, your turn as elder: stand or beg, the turn-up in sight. */
    static void begOnAPhone(Browser b) throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seats\":[\"medium\",\"player\",\"medium\",\"medium\"]}");
        speed(b, "instant");
        b.js("localStorage.setItem('allfours.tables', JSON.stringify({[arguments[0]]: {seat: 1, token: arguments[1],"
            + " created: Date.now()}}));", t.id(), t.token(1));
        b.open(f.base + "/#/table/" + t.id());
        assertTrue(WebClientBrowserTest.awaitTurnOrEnd(b));
        b.find(".actions button[data-action='beg']");
    }

    @Test
    void screenshotsOfTheLobbyAndATable() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(WebClientBrowserTest.isLong() || System.getProperty("allfours.screenshots") != null,
            "the screenshots are taken in the long run (-P long) or with -Dallfours.screenshots=docs");
        for (String body : List.of("{\"variant\":\"pitch\",\"players\":4,\"name\":\"Ann\",\"seats\":[\"player\",\"easy\",\"open\",\"medium\"]}",
            "{\"variant\":\"seven-up\",\"players\":2,\"seats\":[\"open\",\"hard\"]}",
            "{\"variant\":\"auction-pitch\",\"players\":4,\"seats\":[\"easy\",\"medium\",\"hard\",\"easy\"]}")) {
            f.send("POST", "/tables", null, body);
        }
        ServerFixture.Table done = f.create("{\"variant\":\"pitch\",\"players\":2,\"target\":3,\"seats\":[\"player\",\"hard\"]}");
        for (int i = 0; i < 500 && f.view(done, 0).view().path("winner").isNull(); i++) {
            ServerFixture.Reply v = f.view(done, 0);
            if (v.view().path("toAct").asInt() == 0) {
                f.act(done, 0, v.strings("legalActions").get(0), v.version());
            }
            Thread.sleep(5);
        }
        try (Browser desk = new Browser(1280, 800)) {
            desk.open(f.base + "/#/");
            desk.find(".table-row");
            save(desk, "lobby-desktop.png");
            tableInPlay(desk);
            save(desk, "table-desktop.png");
            auctionAtTheDealersTurn(desk);
            save(desk, "auction-desktop.png");
            aTrickHeld(desk);
            save(desk, "trick-desktop.png");
            theScoreSheet(desk);
            save(desk, "sheet-desktop.png");
            sixSeatsWithTheHint(desk);
            save(desk, "six-hint-desktop.png");
        }
        try (Browser phone = new Browser(390, 844)) {
            phone.open(f.base + "/#/");
            phone.find(".table-row");
            save(phone, "lobby-phone.png");
            tableInPlay(phone);
            phone.js("window.scrollTo(0, 0)");
            save(phone, "table-phone.png");
            begOnAPhone(phone);
            save(phone, "beg-phone.png");
        }
    }

    @Test
    void assetWeightAndTimeToTheFirstDrawnView() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seats\":[\"player\",\"medium\",\"medium\",\"medium\"]}");
        List<Double> fromLoad = new ArrayList<>();
        List<Double> fromOpen = new ArrayList<>();
        Map<String, Long> assets = new TreeMap<>();
        try (Browser b = new Browser(1280, 800)) {
            b.open(f.base + "/#/");
            b.find("form.create");
            // the browser holds seat 0's token, as it would had it created the table
            WebClientBrowserTest.holdSeatZero(b, t);
            int runs = WebClientBrowserTest.isLong() ? 31 : 4;
            for (int run = 0; run < runs; run++) {
                b.open("about:blank");
                b.open(f.base + "/#/table/" + t.id());
                b.find(".table-page[data-version]");
                @SuppressWarnings("unchecked")
                Map<String, Object> times = (Map<String, Object>) b.js(
                    "return {load: performance.getEntriesByName('allfours:first-view')[0].startTime,"
                    + " open: performance.getEntriesByName('allfours:open-to-first-view')[0].duration};");
                if (run > 0) {          // the first load warms the server's and the browser's caches up
                    fromLoad.add(((Number) times.get("load")).doubleValue());
                    fromOpen.add(((Number) times.get("open")).doubleValue());
                }
                if (run == 0) {
                    @SuppressWarnings("unchecked")
                    List<Map<String, Object>> entries = (List<Map<String, Object>>) b.js(
                        "const nav = performance.getEntriesByType('navigation')[0];"
                        + "return [{name: nav.name, size: nav.decodedBodySize, type: 'document'}].concat("
                        + "performance.getEntriesByType('resource').filter(r => r.initiatorType !== 'fetch')"
                        + ".map(r => ({name: r.name, size: r.decodedBodySize, type: r.initiatorType})));");
                    for (Map<String, Object> e : entries) {
                        String name = ((String) e.get("name")).replace(f.base, "").replaceAll("#.*", "");
                        assets.put(name.isEmpty() ? "/" : name, ((Number) e.get("size")).longValue());
                    }
                }
            }
        }
        long total = assets.values().stream().mapToLong(Long::longValue).sum();
        StringBuilder report = new StringBuilder();
        report.append(String.format(Locale.ROOT, "assets the table page loads (uncompressed bytes), %d files:%n", assets.size()));
        assets.forEach((name, size) -> report.append(String.format(Locale.ROOT, "  %-45s %8d%n", name, size)));
        report.append(String.format(Locale.ROOT, "  %-45s %8d%n", "total", total));
        report.append(String.format(Locale.ROOT, "page load to first drawn view, ms: median %.1f, max %.1f, runs %s%n",
            median(fromLoad), max(fromLoad), fromLoad));
        report.append(String.format(Locale.ROOT, "table opened to first drawn view, ms: median %.1f, max %.1f, runs %s%n",
            median(fromOpen), max(fromOpen), fromOpen));
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "web-measurements.txt"), report);
        System.out.print(report);
        assertTrue(assets.containsKey("/js/table.js") && assets.containsKey("/app.css"), assets::toString);
        assertTrue(total < MAX_ASSET_BYTES, "the page's files weigh " + total + " bytes");
        assertTrue(fromLoad.size() >= 3);
    }

    /**
     * What a player sees at each pace, in whole matches played by script (the long run, or
     * {@code -Dallfours.pace=measure}): how long each other seat's card stays the trick's newest before the next
     * change, how long each completed trick stays whole, and whether every trick of every hand was drawn whole
     * (the page's own redraws, timed by a MutationObserver). Written to {@code target/web-pace.txt}; the times are
     * measured, not asserted, but every pace must let the player play its match (a page that shows the match over
     * at once measures nothing).
     */
    @Test
    @Timeout(value = 30, unit = java.util.concurrent.TimeUnit.MINUTES)
    void paceAsAPlayerSeesIt() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(WebClientBrowserTest.isLong() || System.getProperty("allfours.pace") != null,
            "the pace is measured in the long run (-P long) or with -Dallfours.pace=measure");
        StringBuilder report = new StringBuilder();
        String only = System.getProperty("allfours.pace.speeds", "normal,slow,fast,instant");
        try (Browser b = new Browser(1280, 800)) {
            for (String speed : only.split(",")) {
                boolean whole = speed.equals("normal");
                // a short match to 5, not 3: a jack turned up scores 3 for the dealer, so a match to 3 could end
                // before the player's first move; fixed seeds, so that each pace measures the same matches
                ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":" + (11 + speed.length())
                    + ",\"target\":" + (whole ? 14 : 5) + ",\"seats\":[\"player\",\"medium\",\"medium\",\"medium\"]}");
                speed(b, speed);
                WebClientBrowserTest.openAsSeatZero(f, b, t);
                WebClientTableTest.recordTheTrick(b);
                long started = System.nanoTime();
                int moves = 0;
                while (WebClientBrowserTest.awaitTurnOrEnd(b)) {
                    WebClientBrowserTest.clickFirstChoice(b);
                    moves++;
                }
                double seconds = (System.nanoTime() - started) / 1e9;
                assertTrue(moves > 0, () -> speed + ": the player made no move, the page showing the match over: "
                    + b.js("return document.body.innerText;"));
                List<Map<String, Object>> log = WebClientTableTest.trickLog(b);
                List<Double> cards = new ArrayList<>();
                List<Double> tricks = new ArrayList<>();
                for (int i = 1; i + 1 < log.size(); i++) {
                    double shown = ((Number) log.get(i + 1).get("at")).doubleValue() - ((Number) log.get(i).get("at")).doubleValue();
                    String c = (String) log.get(i).get("cards");
                    String next = (String) log.get(i + 1).get("cards");
                    if (Boolean.TRUE.equals(log.get(i).get("done"))) {
                        tricks.add(shown);
                    } else if (!c.isEmpty() && !c.endsWith("@0") && !next.endsWith("@0")) {
                        cards.add(shown);       // a bot's card, followed by another seat's (not by the player's choice)
                    }
                }
                int told = b.all(".log .log-trick").size();
                report.append(String.format(Locale.ROOT, "%s: %s, %d moves of the player's in %.0f s; other seats' cards"
                    + " newest for median %.0f ms (min %.0f, n=%d); completed tricks held median %.0f ms (min %.0f, n=%d);"
                    + " tricks told in the log %d%n", speed, whole ? "a whole match of Trinidad for four to 14 (you and three bots)"
                    : "a match to 5",
                    moves, seconds, median(cards), cards.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN),
                    cards.size(), median(tricks), tricks.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN),
                    tricks.size(), told));
                System.out.println(report.substring(report.lastIndexOf(speed + ": ")).strip());
            }
        }
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "web-pace.txt"), report);
        System.out.print(report);
    }

    static double median(List<Double> xs) {
        if (xs.isEmpty()) {
            return Double.NaN;
        }
        List<Double> s = new ArrayList<>(xs);
        s.sort(null);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }

    static double max(List<Double> xs) {
        return xs.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }
}
