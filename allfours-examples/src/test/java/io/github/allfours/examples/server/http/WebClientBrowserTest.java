package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.table.TableService;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import tools.jackson.databind.JsonNode;

/**
 * The browser client, used as a person uses it: a real Chromium (headless) clicks through the lobby and the
 * table, against a table server on a free loopback port. Skipped with a message when no browser is installed
 * (see {@link Browser}); {@code .ci/run} installs one and requires it.
 */
@Timeout(180)
class WebClientBrowserTest {
    /** The strings a page would show a card by: its code (in attributes), its name and its short text. */
    private static final Map<Character, String[]> RANKS = Map.ofEntries(Map.entry('A', new String[] {"ace", "A"}),
        Map.entry('K', new String[] {"king", "K"}), Map.entry('Q', new String[] {"queen", "Q"}),
        Map.entry('J', new String[] {"jack", "J"}), Map.entry('T', new String[] {"ten", "10"}),
        Map.entry('9', new String[] {"nine", "9"}), Map.entry('8', new String[] {"eight", "8"}),
        Map.entry('7', new String[] {"seven", "7"}), Map.entry('6', new String[] {"six", "6"}),
        Map.entry('5', new String[] {"five", "5"}), Map.entry('4', new String[] {"four", "4"}),
        Map.entry('3', new String[] {"three", "3"}), Map.entry('2', new String[] {"two", "2"}));
    private static final Map<Character, String[]> SUITS = Map.of('S', new String[] {"spades", "♠"},
        'H', new String[] {"hearts", "♥"}, 'C', new String[] {"clubs", "♣"}, 'D', new String[] {"diamonds", "♦"});

    @TempDir
    static Path dir;
    static ServerFixture f;
    /**
     * The browsers the tests share, started when a test first needs one (two at most: some tests play in two
     * windows) and reset after every test to what a newly started one is ({@link Browser#reset()}): starting
     * and stopping a Chromium for every test took about 1.4 s each time.
     */
    static final List<Browser> shared = new ArrayList<>();
    /** The browsers this test uses, the first of {@link #shared}. */
    final List<Browser> browsers = new ArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        Browser.requireBrowser();
        f = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)),
            TableService.Config.DEFAULT, ServerFixture.http());
    }

    @AfterAll
    static void stop() {
        for (Browser b : shared) {
            b.close();
        }
        shared.clear();
        if (f != null) {
            f.close();
        }
    }

    @BeforeEach
    void noBrowsersYet() {
        browsers.clear();
    }

    @org.junit.jupiter.api.AfterEach
    void checkAndResetBrowsers() {
        List<String> errors = new ArrayList<>();
        RuntimeException broken = null;
        for (Browser b : browsers) {
            try {
                b.consoleErrors().stream()
                    .filter(e -> !e.contains("Failed to load resource"))       // the refusals a test provokes
                    .forEach(errors::add);
                b.reset();
            } catch (RuntimeException e) {
                shared.remove(b);           // a browser that cannot be read or reset is not used again
                b.close();
                if (broken == null) {
                    broken = e;
                } else {
                    broken.addSuppressed(e);
                }
            }
        }
        if (broken != null) {
            throw broken;
        }
        assertTrue(errors.isEmpty(), () -> "the page logged errors: " + errors);
    }

    /** A browser for this test, its viewport of a size: a shared one, as a newly started one is. */
    Browser browser(int width, int height) throws Exception {
        Browser b;
        if (browsers.size() < shared.size()) {
            b = shared.get(browsers.size());
            b.resize(width, height);
        } else {
            b = new Browser(width, height);
            shared.add(b);
        }
        browsers.add(b);
        return b;
    }

    // ------------------------------------------------------------------------------------ the page, as a person uses it

    /** Opens the lobby and creates a table with the form, as a person would. */
    static void createTable(Browser b, String variant, int sizeIndex, List<String> seats, Integer target, boolean tableMode) {
        createTableOn(f, b, variant, sizeIndex, seats, target, tableMode, "instant");
    }

    /** The same on another server, at a speed of the other seats' moves. */
    static void createTableOn(ServerFixture server, Browser b, String variant, int sizeIndex, List<String> seats,
                              Integer target, boolean tableMode, String speed) {
        b.open(server.base + "/#/");
        new Select(b.find("#speed")).selectByValue(speed);
        new Select(b.find("#variant")).selectByValue(variant);
        new Select(b.find("#size")).selectByIndex(sizeIndex);
        for (int i = 0; i < seats.size(); i++) {
            new Select(b.find("#seat-" + i)).selectByValue(seats.get(i));
        }
        if (target != null) {
            WebElement t = b.find("#target");
            t.clear();
            t.sendKeys(Integer.toString(target));
        }
        if (tableMode) {
            b.find("#table-mode").click();
        }
        b.find("form.create button[type=submit]").click();
        b.await("the table's page", d -> d.getCurrentUrl().contains("#/table/"));
        b.find(".table-page[data-version]");
    }

    /** Sets the page's speed of the other seats' moves to instant (a lobby setting), for a page not opened by the lobby's form. */
    static void instant(Browser b, ServerFixture server) {
        b.open(server.base + "/#/");
        b.find("form.create");
        b.js("localStorage.setItem('allfours.prefs', JSON.stringify({speed: 'instant'}));");
    }

    /** Gives the browser seat 0's token of a table made through the API (as creating it in the lobby would) and opens it. */
    static void holdSeatZero(Browser b, ServerFixture.Table t) {
        b.js("localStorage.setItem('allfours.tables', JSON.stringify({[arguments[0]]: {seat: 0, token: arguments[1],"
            + " created: Date.now()}}));", t.id(), t.token(0));
    }

    /** {@link #holdSeatZero}, then opens the table's page and waits for its first drawn view. */
    static void openAsSeatZero(ServerFixture server, Browser b, ServerFixture.Table t) {
        holdSeatZero(b, t);
        b.open(server.base + "/#/table/" + t.id());
        b.find(".table-page[data-version]");
    }

    /** Whether the long run was asked for ({@code -P long}, which sets {@code allfours.long}). */
    static boolean isLong() {
        return Boolean.getBoolean("allfours.long");
    }

    /** The table id in the page's address. */
    static String tableId(Browser b) {
        String url = b.driver.getCurrentUrl();
        return url.substring(url.indexOf("#/table/") + 8).split("/")[0];
    }

    // The helpers below read the page with one script each where they read several things: every WebDriver
    // command is a round trip to chromedriver and the browser, and a test makes thousands of them.

    /** The script part that finds the table page's element, {@code p} (null while there is none). */
    private static final String PAGE = "const p = document.querySelector('.table-page');";
    /** The script part that tells whether the page shows the seat's turn at the newest version (see {@link #myTurn}). */
    private static final String MY_TURN = "(!!p && p.dataset.current === 'true' && document.querySelector('.prompt strong') !== null"
        + " && document.querySelector('.controls[data-ready=\"true\"]') !== null"
        + " && (document.querySelector('.actions button') !== null || document.querySelector('.hand .card.playable') !== null))";

    /** The page's version: its table page's {@code data-version}, once there is a table page (waits for it). */
    static long version(Browser b) {
        List<?> v = b.await("an element .table-page", d -> (List<?>) b.js(PAGE + "return p ? [p.getAttribute('data-version')] : null;"));
        return Long.parseLong((String) v.get(0));
    }

    /** Whether the page shows the seat's turn at the newest version: choices to click. */
    static boolean myTurn(Browser b) {
        return (Boolean) b.js(PAGE + "return " + MY_TURN + ";");
    }

    static boolean matchOver(Browser b) {
        return !b.all(".match-over").isEmpty();
    }

    /** Waits until it is this page's turn or the match is over (the match's end first); returns whether it is its turn. */
    static boolean awaitTurnOrEnd(Browser b) {
        return "turn".equals(b.await("the seat's turn or the match's end", d -> (String) b.js(PAGE
            + "return document.querySelector('.match-over') !== null ? 'over' : " + MY_TURN + " ? 'turn' : null;")));
    }

    /** Clicks the first choice the page offers (a button, else the first playable card) and waits for the next version. */
    static void clickFirstChoice(Browser b) {
        long before = version(b);
        List<WebElement> buttons = b.all(".actions button");
        WebElement choice = buttons.isEmpty() ? b.find(".hand .card.playable") : buttons.get(0);
        choice.click();
        b.await("the move's answer", d -> (Boolean) b.js(PAGE + "return (!!p && Number(p.getAttribute('data-version')) > arguments[0])"
            + " || document.querySelector('.match-over') !== null;", before));
    }

    /** The codes of the cards in the page's own hand. */
    @SuppressWarnings("unchecked")
    static List<String> hand(Browser b) {
        return (List<String>) b.js("return Array.from(document.querySelectorAll('.hand .card[data-card]'), c => c.getAttribute('data-card'));");
    }

    /**
     * The page's whole DOM as HTML, hidden elements and attributes included, without the log of earlier hands
     * (whose cards were played in the open and have since been dealt again).
     */
    static String domOfThisHand(Browser b) {
        return (String) b.js("const hand = document.querySelector('.table-page').dataset.hand;"
            + "const copy = document.documentElement.cloneNode(true);"
            + "copy.querySelectorAll('section.log-hand').forEach(s => { if (s.dataset.hand !== hand) s.remove(); });"
            + "copy.querySelectorAll('.last-result, .flash').forEach(s => s.remove());"
            + "return copy.outerHTML;");
    }

    /** Asserts that a page's DOM holds none of these cards in any form. */
    static void assertHoldsNone(Browser b, Set<String> cards, String who) {
        String dom = domOfThisHand(b);
        String lower = dom.toLowerCase(Locale.ROOT);
        for (String c : cards) {
            String[] rank = RANKS.get(c.charAt(0));
            String[] suit = SUITS.get(c.charAt(1));
            String name = rank[0] + " of " + suit[0];
            assertFalse(dom.contains("\"" + c + "\""), () -> who + " holds the code of " + c + " of a hidden hand");
            assertFalse(lower.contains(name), () -> who + " names " + name + " of a hidden hand");
            assertFalse(dom.contains(rank[1] + suit[1]), () -> who + " shows " + rank[1] + suit[1] + " of a hidden hand");
        }
    }

    // ------------------------------------------------------------------------------------ the tests

    @Test
    void theLobbyShowsTablesWithAnOpenSeatAndOlderTablesWhenAsked() throws Exception {
        try (ServerFixture own = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE,
            dir)), TableService.Config.DEFAULT, ServerFixture.http())) {
            for (int i = 0; i < 35; i++) {          // the 5 oldest have an open seat
                own.create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"player\",\"" + (i < 5 ? "open" : "easy") + "\"]}");
            }
            Browser b = browser(1280, 900);
            b.open(own.base + "/#/");
            b.await("the newest 30 tables", d -> d.findElements(By.cssSelector(".table-row")).size() == 30);
            b.click("section.tables > button");
            b.await("all 35 tables", d -> d.findElements(By.cssSelector(".table-row")).size() == 35);
            assertFalse(b.find("section.tables > button").isDisplayed(), "no older tables");
            b.click("#open-only");
            b.await("the 5 tables with an open seat", d -> d.findElements(By.cssSelector(".table-row")).size() == 5
                && d.findElements(By.cssSelector(".table-row a[href$='/join/1']")).size() == 5);
            b.click("#open-only");
            b.await("the newest 30 tables again", d -> d.findElements(By.cssSelector(".table-row")).size() == 30);
        }
    }

    /** The lobby offers the levels the server lists (GET /bots), its suggested one first; the owner's bot is it. */
    @Test
    void theLobbyOffersTheServersBotsAndTheOwnerSeatsItsSuggestedLevel() throws Exception {
        Browser b = browser(1280, 900);
        b.open(f.base + "/#/");
        new Select(b.find("#variant")).selectByValue("trinidad");
        new Select(b.find("#size")).selectByIndex(1);
        Select seat1 = new Select(b.find("#seat-1"));
        List<String> offered = seat1.getOptions().stream().map(o -> o.getDomAttribute("value")).toList();
        List<String> expected = new ArrayList<>(List.of("player", "open"));
        BotLevels.all().stream().filter(BotLevels.Named::level).forEach(l -> expected.add(l.name()));
        assertEquals(expected, offered);
        assertEquals(BotLevels.SUGGESTED, seat1.getFirstSelectedOption().getDomAttribute("value"));

        createTable(b, "trinidad", 1, List.of("player", "open"), 5, false);
        b.await("the owner's button for the open seat", d -> !d.findElements(By.xpath("//button[text()='Seat a bot']"))
            .isEmpty());
        b.find(".invites").findElement(By.xpath(".//button[text()='Seat a bot']")).click();
        String id = tableId(b);
        b.await("a bot of the suggested level in the open seat", d -> {
            try {
                return f.send("GET", "/tables/" + id, null, null).json().path("seats").toString()
                    .equals("[\"player\",\"bot:" + BotLevels.SUGGESTED + "\"]");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void aWholeTrinidadMatchAgainstABotIsPlayedByClicksToItsEnd() throws Exception {
        Browser b = browser(1280, 800);
        if (isLong()) {
            createTable(b, "trinidad", 0, List.of("player", "medium", "hard", "medium"), null, false);
        } else {
            createTable(b, "trinidad", 1, List.of("player", "easy"), 5, false);     // two players, to 5: a hand or two
        }
        int clicks = 0;
        while (awaitTurnOrEnd(b)) {
            clickFirstChoice(b);
            clicks++;
            assertTrue(clicks < 2000, "the match should be over");
        }
        WebElement over = b.find(".match-over");
        assertTrue(over.getText().matches("(?s).*wins? the match.*"), over::getText);
        assertTrue(over.findElement(By.xpath(".//button[text()='Rematch']")).isDisplayed());
        String log = b.find(".log").getText();
        assertTrue(log.contains("the match"), log);
        assertTrue(log.contains("takes the trick with") || log.contains("take the trick with"), log);
        assertTrue(b.find(".last-result").getText().contains("High"), "the last hand's result is shown");
        assertTrue(clicks > 0, "the player clicked");

        String old = tableId(b);
        b.find(".match-over button").click();       // a rematch: a new table at once
        b.await("the rematch's table", d -> !tableId(b).equals(old));
        b.find(".table-page[data-version]");
        assertEquals("0", b.find(".table-page").getDomAttribute("data-hand"));
        b.await("the new deal told", d -> b.text(".log").contains("Hand 1: You deal.") && b.text(".log").contains("Turned up:"));
    }

    @Test
    void twoPlayersInTwoWindowsNeverHoldACardOfTheOtherHand() throws Exception {
        Browser a = browser(1280, 800);
        createTable(a, "trinidad", 1, List.of("player", "open"), null, false);
        String link = a.find(".invites input").getDomProperty("value");
        assertTrue(link.contains("/join/1"), link);
        Browser b = browser(1280, 800);
        instant(b, f);
        b.open(link);
        b.find(".join button.primary").click();
        b.find(".table-page[data-version]");
        a.await("the friend in seat 2", d -> a.all(".invites li").isEmpty());

        for (int move = 0; move < 16; move++) {
            Browser[] both = {a, b};
            for (int i = 0; i < 2; i++) {
                Browser me = both[i];
                Browser other = both[1 - i];
                Set<String> hidden = new HashSet<>(hand(other));
                assertHoldsNone(me, hidden, "window " + (i + 1));
            }
            Browser toAct = b.await("either seat's turn", d -> myTurn(a) ? a : myTurn(b) ? b : matchOver(a) ? a : null);
            if (matchOver(toAct)) {
                break;
            }
            clickFirstChoice(toAct);
            long v = version(toAct);
            Browser other = toAct == a ? b : a;
            other.await("the other window's push", d -> version(other) >= v);
        }
        assertTrue(version(a) >= 8, "the game went on");
    }

    @Test
    void aSpectatorSeesNoHiddenCard() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":11,\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
        Browser s = browser(1280, 800);
        instant(s, f);
        s.open(f.base + "/#/table/" + t.id());
        s.find(".table-page[data-version]");
        assertTrue(s.all(".hand .card").isEmpty(), "a spectator has no hand");
        assertTrue(s.find(".table-title").getText().contains("watching"));
        long version = 0;
        for (int i = 0; i < 30; i++) {
            long v = version;
            s.await("version " + v, d -> version(s) == v);
            Set<String> hidden = new HashSet<>();
            for (int seat = 0; seat < 4; seat++) {
                hidden.addAll(f.view(t, seat).strings("hand"));
            }
            assertHoldsNone(s, hidden, "the spectator");
            int toAct = f.view(t, 0).view().path("toAct").asInt();
            ServerFixture.Reply r = f.act(t, toAct, f.view(t, toAct).strings("legalActions").get(0), version);
            assertEquals(200, r.status(), r::text);
            version = r.version();
        }
        assertTrue(s.find(".log").getText().contains("trick"), "the spectator's log tells the tricks");
    }

    @Test
    void aReloadInMidHandResumesTheSeat() throws Exception {
        Browser b = browser(1280, 800);
        createTable(b, "trinidad", 0, List.of("player", "medium", "medium", "medium"), null, false);
        for (int i = 0; i < 3 && awaitTurnOrEnd(b); i++) {
            clickFirstChoice(b);
        }
        awaitTurnOrEnd(b);
        String table = tableId(b);
        List<String> before = hand(b);
        long at = version(b);
        b.driver.navigate().refresh();
        b.find(".table-page[data-version]");
        assertEquals(table, tableId(b));
        b.await("the same version after the reload", d -> version(b) == at && myTurn(b));
        assertEquals(before, hand(b), "the same hand after the reload");
        assertTrue(awaitTurnOrEnd(b), "still this seat's turn");
        clickFirstChoice(b);
        assertTrue(version(b) > at, "and the seat plays on");
    }

    @Test
    void anIllegalClickShowsTheEnginesReason() throws Exception {
        Browser b = browser(1280, 800);
        createTable(b, "trinidad", 1, List.of("player", "medium"), null, false);
        for (int i = 0; i < 200 && awaitTurnOrEnd(b); i++) {
            List<WebElement> refused = b.all(".hand .card[aria-disabled=true]");
            if ("PLAY".equals(b.find(".table-page").getDomAttribute("data-phase")) && !refused.isEmpty()) {
                long before = version(b);
                refused.get(0).click();
                WebElement alert = b.find(".alert:not(:empty)");
                b.await("the reason", d -> alert.getText().startsWith("Not allowed:"));
                assertTrue(alert.getText().matches("(?s)Not allowed: you must .*: you hold .*"), alert::getText);
                assertFalse(alert.getText().matches("(?s).*\\b[2-9TJQKA][CDHS]\\b.*"), "cards are written as a player reads them: "
                    + alert.getText());
                assertEquals(before, version(b), "a refused move changes nothing");
                return;
            }
            clickFirstChoice(b);
        }
        throw new AssertionError("no card was ever refused");
    }

    @Test
    void aTableModeRevokeIsCalledByTheOpponent() throws Exception {
        ServerFixture.Reply made = f.send("POST", "/tables", null, "{\"variant\":\"trinidad\",\"players\":2,\"seed\":3,"
            + "\"options\":{\"tableMode\":true},\"seats\":[\"open\",\"open\"]}");
        assertEquals(201, made.status(), made::text);
        String id = made.json().path("table").asString();
        Browser[] seat = new Browser[2];
        for (int i = 0; i < 2; i++) {
            seat[i] = browser(1280, 800);
            instant(seat[i], f);
            seat[i].open(f.base + "/#/table/" + id + "/join/" + i);
            seat[i].find(".join button.primary").click();
            seat[i].find(".table-page[data-version]");
        }
        assertTrue(seat[0].find(".banner").getText().contains("chosen seed"), "a chosen seed is told");
        for (int move = 0; move < 200; move++) {
            Browser toAct = seat[0].await("a seat's turn", d -> myTurn(seat[0]) ? seat[0] : myTurn(seat[1]) ? seat[1] : null);
            Browser other = toAct == seat[0] ? seat[1] : seat[0];
            String revoke = revokeCard(toAct);
            if (revoke == null) {
                clickFirstStrictChoice(toAct);
                continue;
            }
            long before = version(toAct);
            toAct.find(".hand .card[data-card='" + revoke + "']").click();
            toAct.await("the revoke accepted", d -> version(toAct) > before);
            assertTrue(toAct.find(".revoke-note").getText().contains("uncalled revokes"), "the revoker sees its revoke");
            long v = version(toAct);
            other.await("the push", d -> version(other) >= v);
            assertTrue(other.all(".revoke-note").isEmpty(), "no other seat is told of a revoke");
            other.await("the table settled", d -> !other.all(".controls[data-ready='true'] .claims button[data-action='call-revoke']")
                .isEmpty());
            other.find(".claims button[data-action='call-revoke']").click();
            other.await("the call's award", d -> other.find(".log").getText().contains("for a called revoke"));
            assertTrue(other.find(".log").getText().contains("You call a revoke"));
            return;
        }
        throw new AssertionError("no revoke was ever possible");
    }

    /**
     * docs/rules.md, "Table mode": a revoke called while its trick is being played may still be corrected, and the
     * call then lapses. Trinidad for four in table mode, seed 11: elder (seat 1) begs, the dealer gives, seat 1 leads
     * 6C and seat 2 plays AD though it holds clubs; seat 3 calls at once, seat 2 corrects it. A spectator's log tells
     * the call and its lapse, and nobody scores for it.
     */
    @Test
    void aCallThatLapsesIsToldInTheLog() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seed\":11,\"options\":{\"tableMode\":true},"
            + "\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
        Browser s = browser(1280, 800);
        instant(s, f);
        s.open(f.base + "/#/table/" + t.id());
        s.find(".table-page[data-version]");
        long version = 0;
        String[][] moves = {{"1", "beg"}, {"0", "give"}, {"1", "play 6C"}, {"2", "play AD"}, {"3", "call-revoke"},
            {"2", "retract"}};
        for (String[] m : moves) {
            ServerFixture.Reply r = f.act(t, Integer.parseInt(m[0]), m[1], version);
            assertEquals(200, r.status(), r::text);
            version = r.version();
        }
        long last = version;
        s.await("the retract's push", d -> version(s) == last);
        String log = s.await("the lapse told", d -> {
            String text = s.find(".log").getText();
            return text.contains("lapses") ? text : null;
        });
        assertTrue(log.contains("calls a revoke"), log);
        assertTrue(log.contains("lapses: the revoke was corrected before the trick was complete, so it costs nothing"), log);
        assertFalse(log.contains("for a called revoke"), log);
    }

    /** In PLAY, following a plain-suit lead while holding that suit: a card of a third suit, a revoke; else null. */
    static String revokeCard(Browser b) {
        if (!"PLAY".equals(b.find(".table-page").getDomAttribute("data-phase"))) {
            return null;
        }
        List<WebElement> trick = b.all(".trick:not(.done) .card[data-card]");
        String trumps = (String) b.js("const t = document.querySelector('.trumps .sr'); return t ? t.textContent.trim() : '';");
        if (trick.isEmpty() || trumps.isEmpty()) {
            return null;
        }
        char trump = Character.toUpperCase(trumps.charAt(0));
        char led = trick.get(0).getDomAttribute("data-card").charAt(1);
        List<String> hand = hand(b);
        if (led == trump || hand.stream().noneMatch(c -> c.charAt(1) == led)) {
            return null;
        }
        return hand.stream().filter(c -> c.charAt(1) != led && c.charAt(1) != trump).findFirst().orElse(null);
    }

    /** In table mode every held card may be played: this plays one the strict rules allow (following suit). */
    static void clickFirstStrictChoice(Browser b) {
        List<WebElement> buttons = b.all(".actions button");
        if (!buttons.isEmpty() || !"PLAY".equals(b.find(".table-page").getDomAttribute("data-phase"))) {
            clickFirstChoice(b);
            return;
        }
        List<WebElement> trick = b.all(".trick:not(.done) .card[data-card]");
        List<String> hand = hand(b);
        String card = hand.get(0);
        if (!trick.isEmpty()) {
            char led = trick.get(0).getDomAttribute("data-card").charAt(1);
            card = hand.stream().filter(c -> c.charAt(1) == led).findFirst().orElse(card);
        }
        long before = version(b);
        b.find(".hand .card[data-card='" + card + "']").click();
        b.await("the move's answer", d -> version(b) > before);
    }

    @Test
    void aSeatIsPlayedByTheKeyboardAlone() throws Exception {
        Browser b = browser(1280, 800);
        createTable(b, "pitch", 1, List.of("player", "easy"), null, false);
        for (int move = 0; move < 6 && awaitTurnOrEnd(b); move++) {
            long before = version(b);
            // Tab through the page to the first choice, as a keyboard user does, and press Enter
            boolean onChoice = false;
            for (int tab = 0; tab < 80 && !onChoice; tab++) {
                b.driver.switchTo().activeElement().sendKeys(org.openqa.selenium.Keys.TAB);
                onChoice = (Boolean) b.js("const e = document.activeElement;"
                    + "return e.matches('.actions button') || e.matches('.hand .card.playable');");
            }
            assertTrue(onChoice, "a choice is reached with Tab");
            WebElement choice = b.driver.switchTo().activeElement();
            String label = choice.getDomAttribute("aria-label") != null ? choice.getDomAttribute("aria-label") : choice.getText();
            assertFalse(label.isBlank(), "every choice has a name a screen reader reads");
            choice.sendKeys(org.openqa.selenium.Keys.ENTER);
            b.await("the keyboard's move", d -> version(b) > before || matchOver(b));
        }
        assertTrue(version(b) >= 6, "the keyboard played");
        for (WebElement c : b.all(".hand .card")) {
            assertTrue(c.getDomAttribute("aria-label").matches("(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two)"
                + " of (spades|hearts|clubs|diamonds).*"), c.getDomAttribute("aria-label"));
        }
        assertEquals("polite", b.find(".log").getDomAttribute("aria-live"), "the log is read out as it grows");
    }

    @Test
    void everyGameOfTheCatalogueIsDrawnAndPlayed() throws Exception {
        Browser b = browser(1280, 800);
        instant(b, f);
        JsonNode variants = f.send("GET", "/variants", null, null).json().path("variants");
        int tables = 0;
        for (JsonNode v : variants) {
            for (JsonNode size : v.path("tables")) {
                int players = size.path("players").asInt();
                List<String> seats = new ArrayList<>();
                seats.add("\"player\"");
                for (int i = 1; i < players; i++) {
                    seats.add("\"easy\"");
                }
                ServerFixture.Table t = f.create("{\"variant\":\"" + v.path("id").asString() + "\",\"players\":" + players
                    + ",\"sides\":" + size.path("sides").size() + ",\"seats\":" + seats + "}");
                openAsSeatZero(f, b, t);
                String what = v.path("id").asString() + " at " + players;
                assertEquals(players - 1, b.all(".seat").size(), what + ": the other seats");
                assertTrue(b.find(".table-title").getText().startsWith(v.path("name").asString()), what);
                for (int click = 0; click < (isLong() ? 4 : 2) && awaitTurnOrEnd(b); click++) {
                    clickFirstChoice(b);
                }
                tables++;
                if (!isLong()) {
                    break;          // the build draws each game at its usual table; the long run at every one
                }
            }
        }
        assertEquals(variants.size(), Math.min(tables, variants.size()));
    }

    /**
     * Auction Pitch for four, this page's seat 0 dealing: when its turn comes the three others have spoken, and
     * each seat shows its call ("passed" or "bid N") next to it; the dealer may pass exactly when one of them
     * bid (docs/rules.md, "Bidding"), so a bid shows whenever the page offers a pass. Once the dealer has
     * spoken the auction is over and the calls are no longer shown.
     */
    @Test
    void eachSeatsCallShowsNextToItDuringTheAuction() throws Exception {
        Browser b = browser(1280, 800);
        instant(b, f);
        ServerFixture.Table t = f.create("{\"variant\":\"auction-pitch\",\"players\":4,\"sides\":2,"
            + "\"seats\":[\"player\",\"easy\",\"easy\",\"easy\"]}");
        openAsSeatZero(f, b, t);
        assertTrue(awaitTurnOrEnd(b), "the dealer's turn in the auction");
        List<String> calls = new ArrayList<>();
        for (int seat = 1; seat <= 3; seat++) {
            String call = b.find(".seat[data-seat=\"" + seat + "\"] .seat-call").getText();
            assertTrue(call.matches("passed|bid [1-4]"), "seat " + seat + " shows " + call);
            calls.add(call);
        }
        boolean mayPass = !b.all(".actions button[data-action=\"pass\"]").isEmpty();
        assertEquals(mayPass, calls.stream().anyMatch(c -> c.startsWith("bid ")), "calls shown " + calls);
        clickFirstChoice(b);
        b.await("the auction's end", d -> b.all(".seat-call").isEmpty() ? "over" : null);
    }

    @Test
    void thePageFitsAPhone() throws Exception {
        Browser b = browser(390, 844);
        createTable(b, "trinidad", 0, List.of("player", "medium", "medium", "medium"), null, false);
        awaitTurnOrEnd(b);
        long width = (Long) b.js("return document.documentElement.scrollWidth;");
        assertTrue(width <= 390, "no sideways scrolling at 390 px: the page is " + width + " px wide");
        for (WebElement c : b.all(".hand .card")) {
            var r = c.getRect();
            assertTrue(r.getX() >= 0 && r.getX() + r.getWidth() <= 390, "a card outside the screen: " + r);
            assertTrue(r.getWidth() >= 40 && r.getHeight() >= 56, "a card too small to tap: " + r);
        }
        for (WebElement seat : b.all(".seat")) {
            var r = seat.getRect();
            assertTrue(r.getX() >= 0 && r.getX() + r.getWidth() <= 390, "a seat outside the screen: " + r);
        }
        assertTrue(b.find(".felt").getRect().getWidth() <= 390);
        WebElement card = b.find(".hand .card");
        assertTrue(card.getDomAttribute("aria-label").matches("(ace|king|queen|jack|ten|nine|eight|seven|six|five|four|three|two)"
            + " of (spades|hearts|clubs|diamonds).*"), "a card is named for screen readers");
    }

    @Test
    void aSilentSeatCountsDownIsTakenOverAndTakenBack() throws Exception {
        TableService.Config quick = new TableService.Config(Duration.ofSeconds(3), "easy", Duration.ofMinutes(10),
            Duration.ofHours(1), 1000);
        try (ServerFixture g = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)),
            quick, ServerFixture.http())) {
            Browser b = browser(1280, 800);
            instant(b, g);
            // alone with a bot, a player is counted down only at a table that asks for it; seat 2 (elder) speaks first
            ServerFixture.Table t = g.create("{\"variant\":\"trinidad\",\"players\":2,\"takeoverAlways\":true,"
                + "\"seats\":[\"medium\",\"player\"]}");
            b.js("localStorage.setItem('allfours.tables', JSON.stringify({[arguments[0]]: {seat: 1, token: arguments[1],"
                + " created: Date.now()}}));", t.id(), t.token(1));
            b.open(g.base + "/#/table/" + t.id());
            b.await("the countdown", d -> b.text(".me-status .countdown").matches("a bot plays for you in 0:0[0-3]"));
            b.await("the takeover", d -> b.all(".banner button").isEmpty() ? null : Boolean.TRUE);
            assertTrue(b.text(".me-status").contains("bot"), "the seat shows its bot");
            b.click(".banner button");
            b.await("the seat back", d -> b.all(".banner button").isEmpty());
            b.await("a player again", d -> b.text(".me-status .seat-kind").equals("player"));
        }
    }
}
