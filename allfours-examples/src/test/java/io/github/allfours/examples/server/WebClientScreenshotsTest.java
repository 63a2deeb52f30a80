package io.github.allfours.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /** A table of four in mid-hand: you and three bots, a trick on the table, your turn. */
    static void tableInPlay(Browser b) {
        WebClientBrowserTest.createTableOn(f, b, "trinidad", 0, List.of("player", "medium", "hard", "medium"), null, false,
            "fast");
        for (int i = 0; i < 40; i++) {
            WebClientBrowserTest.awaitTurnOrEnd(b);
            String phase = b.find(".table-page").getDomAttribute("data-phase");
            boolean trickLaid = !b.all(".trick:not(.done) .card").isEmpty();
            if ("PLAY".equals(phase) && trickLaid && b.all(".hand .card").size() <= 5) {
                return;
            }
            WebClientBrowserTest.clickFirstChoice(b);
        }
    }

    /** A table of Auction Pitch for four, you the dealer: the other seats have called, each call shown beside it. */
    static void auctionAtTheDealersTurn(Browser b) throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"auction-pitch\",\"players\":4,\"sides\":2,"
            + "\"seats\":[\"player\",\"hard\",\"medium\",\"hard\"]}");
        WebClientBrowserTest.openAsSeatZero(f, b, t);
        assertTrue(WebClientBrowserTest.awaitTurnOrEnd(b), "the dealer's turn in the auction");
        assertEquals(3, b.all(".seat-call").size(), "the three other seats' calls are shown");
    }

    @Test
    void screenshotsOfTheLobbyAndATable() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(WebClientBrowserTest.isLong() || System.getProperty("allfours.screenshots") != null,
            "the screenshots are taken in the long run (-P long) or with -Dallfours.screenshots=docs");
        for (String body : List.of("{\"variant\":\"pitch\",\"players\":4,\"seats\":[\"open\",\"easy\",\"open\",\"medium\"]}",
            "{\"variant\":\"seven-up\",\"players\":2,\"seats\":[\"open\",\"hard\"]}",
            "{\"variant\":\"auction-pitch\",\"players\":4,\"seats\":[\"easy\",\"medium\",\"hard\",\"easy\"]}")) {
            f.send("POST", "/tables", null, body);
        }
        try (Browser desk = new Browser(1280, 800)) {
            desk.open(f.base + "/#/");
            desk.find(".table-row");
            save(desk, "lobby-desktop.png");
            tableInPlay(desk);
            save(desk, "table-desktop.png");
            auctionAtTheDealersTurn(desk);
            save(desk, "auction-desktop.png");
        }
        try (Browser phone = new Browser(390, 844)) {
            phone.open(f.base + "/#/");
            phone.find(".table-row");
            save(phone, "lobby-phone.png");
            tableInPlay(phone);
            phone.js("window.scrollTo(0, 0)");
            save(phone, "table-phone.png");
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

    static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        s.sort(null);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }

    static double max(List<Double> xs) {
        return xs.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }
}
