package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.table.TableService;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;

/**
 * The table as a card player meets it, in a real Chromium: other seats' cards and completed tricks stay in sight
 * for the pace's time (measured from the page's own redraws, with timestamps); a double click, a double tap and a
 * double Enter each play exactly one card; two players pressing Rematch sit at one new table; a spectator sees
 * every card of the trick clear of the seats; the hand and the choices fit the window with the hint shown; a
 * table opened late tells every hand's result; names are text; a table not started offers no move. The other
 * browser tests are {@link WebClientBrowserTest}'s; this class has a Chromium of its own, so that the two run
 * side by side.
 */
@Timeout(240)
class WebClientTableTest {
    /** Each double input is tried this many times (the long run: more). */
    static final int TRIES = WebClientBrowserTest.isLong() ? 25 : 10;

    @TempDir
    static Path dir;
    static ServerFixture f;
    static final List<Browser> shared = new ArrayList<>();
    final List<Browser> browsers = new ArrayList<>();

    @BeforeAll
    static void start() throws Exception {
        Browser.requireBrowser();
        f = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)),
            TableService.Config.DEFAULT, ServerFixture.http());
    }

    @AfterAll
    static void stop() {
        shared.forEach(Browser::close);
        shared.clear();
        if (f != null) {
            f.close();
        }
    }

    @BeforeEach
    void none() {
        browsers.clear();
    }

    @AfterEach
    void reset() {
        List<String> errors = new ArrayList<>();
        for (Browser b : browsers) {
            b.consoleErrors().stream().filter(e -> !e.contains("Failed to load resource")).forEach(errors::add);
            b.reset();
        }
        assertTrue(errors.isEmpty(), () -> "the page logged errors: " + errors);
    }

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

    /** Sets the page's speed (a lobby setting) before a table is opened. */
    static void speed(Browser b, String speed) {
        b.open(f.base + "/#/");
        b.find("form.create");
        b.js("localStorage.setItem('allfours.prefs', JSON.stringify({speed: arguments[0]}));", speed);
    }

    /** Gives the browser a seat's token and opens the table. */
    static void openAs(Browser b, ServerFixture.Table t, int seat) {
        b.js("localStorage.setItem('allfours.tables', JSON.stringify({[arguments[0]]: {seat: arguments[2], token: arguments[1],"
            + " created: Date.now()}}));", t.id(), t.token(seat), seat);
        b.open(f.base + "/#/table/" + t.id());
        b.find(".table-page[data-version]");
    }

    /** How many moves a seat made at a table, from its public record. */
    static int movesOf(ServerFixture.Table t, int seat) throws Exception {
        String record = f.send("GET", "/tables/" + t.id() + "/record", null, null).text();
        int n = 0;
        for (String line : record.split("\n")) {
            if (line.contains("\"type\":\"action\"") && line.contains("\"seat\":" + seat + ",")) {
                n++;
            }
        }
        return n;
    }

    /** Starts recording, in the page, every redraw of the trick: its time, its cards and whether it is complete. */
    static void recordTheTrick(Browser b) {
        b.js("window.trickLog = [];"
            + "const felt = document.querySelector('.felt');"
            + "const note = () => { const t = felt.querySelector('.trick');"
            + "  const cards = t ? Array.from(t.querySelectorAll('.card'), c => c.dataset.card + '@' + c.dataset.seat).join(' ') : '';"
            + "  const done = !!(t && t.classList.contains('done'));"
            + "  const last = window.trickLog[window.trickLog.length - 1];"
            + "  if (!last || last.cards !== cards || last.done !== done)"
            + "    window.trickLog.push({at: performance.now(), cards, done}); };"
            + "new MutationObserver(note).observe(felt, {childList: true}); note();");
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> trickLog(Browser b) {
        return (List<Map<String, Object>>) b.js("return window.trickLog;");
    }

    // ------------------------------------------------------------------------------------ the pace

    /**
     * At Normal pace, each card another seat plays stays on the table, as the trick's newest card, at least the
     * pace's card time (650 ms) before the trick changes again, and each completed trick stays whole, its winner
     * marked, at least a second. Measured from the page's own redraws (a MutationObserver's timestamps).
     */
    @Test
    void atNormalPaceEveryCardIsSeenToFallAndEveryTrickIsHeld() throws Exception {
        Browser b = browser(1280, 800);
        speed(b, "normal");
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":4,\"seats\":[\"player\",\"easy\",\"easy\",\"easy\"]}");
        openAs(b, t, 0);
        recordTheTrick(b);
        // four tricks: the first may have begun before the recording; each of the others shows two bot cards at least
        int tricks = 0;
        for (int i = 0; i < 40 && tricks < 4 && WebClientBrowserTest.awaitTurnOrEnd(b); i++) {
            WebClientBrowserTest.clickFirstChoice(b);
            tricks = (int) trickLog(b).stream().filter(e -> Boolean.TRUE.equals(e.get("done"))).count();
        }
        b.await("four tricks completed and gathered", d -> {
            List<Map<String, Object>> log = trickLog(b);
            return log.stream().filter(e -> Boolean.TRUE.equals(e.get("done"))).count() >= 4
                && !Boolean.TRUE.equals(log.get(log.size() - 1).get("done"));
        });
        List<Map<String, Object>> log = trickLog(b);
        int botCards = 0;
        int held = 0;
        for (int i = 1; i + 1 < log.size(); i++) {         // the first entry is the table as it stood when recording began
            Map<String, Object> e = log.get(i);
            double shown = ((Number) log.get(i + 1).get("at")).doubleValue() - ((Number) e.get("at")).doubleValue();
            String cards = (String) e.get("cards");
            if (Boolean.TRUE.equals(e.get("done"))) {
                assertTrue(shown >= 1000, "a completed trick held " + shown + " ms: " + log);
                held++;
            } else if (!cards.isEmpty() && !cards.endsWith("@0")) {
                assertTrue(shown >= 650, "a bot's card was the newest for only " + shown + " ms: " + log);
                botCards++;
            }
        }
        assertTrue(botCards >= 6 && held >= 4, "cards and tricks were measured: " + log);
    }

    /** The last trick of a hand is drawn whole, with its winner, before the next deal; "Last trick" shows it again. */
    @Test
    void theLastTrickOfAHandIsShownWholeAndCanBeShownAgain() throws Exception {
        Browser b = browser(1280, 800);
        speed(b, "fast");
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"target\":21,\"seats\":[\"player\",\"easy\"]}");
        openAs(b, t, 0);
        recordTheTrick(b);
        while (WebClientBrowserTest.awaitTurnOrEnd(b) && "0".equals(b.find(".table-page").getDomAttribute("data-hand"))) {
            WebClientBrowserTest.clickFirstChoice(b);
        }
        List<Map<String, Object>> log = trickLog(b);
        long whole = log.stream().filter(e -> Boolean.TRUE.equals(e.get("done"))).count();
        assertEquals(6, whole, "each of the hand's six tricks was drawn whole, the last one too: " + log);
        b.click(".info-bar .last-trick");
        b.await("the last trick again", d -> b.all(".trick.done .card").size() == 2);
        assertTrue(b.text(".trick-winner").contains("the trick"));
        b.click(".info-bar .last-trick");
        b.await("the table again", d -> b.all(".trick.done").isEmpty());
    }

    // ------------------------------------------------------------------------------------ one gesture, one move

    /** Plays {@link #TRIES} moves each made with a doubled gesture; each must make exactly one move. */
    void eachDoubleGesturePlaysOneCard(Browser b, ServerFixture.Table t, java.util.function.Consumer<WebElement> gesture)
        throws Exception {
        int tries = 0;
        for (int i = 0; i < 400 && tries < TRIES; i++) {
            assertTrue(WebClientBrowserTest.awaitTurnOrEnd(b), "the match went on");
            List<WebElement> cards = b.all(".hand .card.playable");
            if (cards.isEmpty() || !"PLAY".equals(b.find(".table-page").getDomAttribute("data-phase"))) {
                WebClientBrowserTest.clickFirstChoice(b);
                continue;
            }
            int before = movesOf(t, 0);
            long version = WebClientBrowserTest.version(b);
            gesture.accept(cards.get(0));
            b.await("the move", d -> WebClientBrowserTest.version(b) > version);
            Thread.sleep(350);          // a second move, were one made, would have been sent by now (and answered)
            WebClientBrowserTest.awaitTurnOrEnd(b);
            assertEquals(before + 1, movesOf(t, 0), "one gesture, one move (try " + (tries + 1) + ")");
            tries++;
        }
        assertEquals(TRIES, tries);
    }

    @Test
    void aDoubleClickPlaysOneCard() throws Exception {
        Browser b = browser(1280, 800);
        speed(b, "instant");
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"target\":50,\"seats\":[\"player\",\"easy\"]}");
        openAs(b, t, 0);
        // a mouse clicking the same spot twice, 150 ms apart (a double click)
        eachDoubleGesturePlaysOneCard(b, t, card -> new Actions(b.driver).moveToElement(card).click().pause(Duration.ofMillis(150))
            .click().perform());
    }

    @Test
    void aDoubleTapPlaysOneCard() throws Exception {
        Browser b = browser(390, 844);
        speed(b, "instant");
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"target\":50,\"seats\":[\"player\",\"easy\"]}");
        openAs(b, t, 0);
        eachDoubleGesturePlaysOneCard(b, t, card -> {
            var r = card.getRect();
            int x = r.getX() + r.getWidth() / 2;
            int y = r.getY() + r.getHeight() / 2;
            PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
            Sequence taps = new Sequence(finger, 0);
            for (int tap = 0; tap < 2; tap++) {
                taps.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.viewport(), x, y));
                taps.addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
                taps.addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
                if (tap == 0) {
                    taps.addAction(new org.openqa.selenium.interactions.Pause(finger, Duration.ofMillis(200)));
                }
            }
            b.driver.perform(List.of(taps));
        });
    }

    @Test
    void aDoubleEnterPlaysOneCardAndLeavesTheFocusOnTheHand() throws Exception {
        Browser b = browser(1280, 800);
        speed(b, "instant");
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"target\":50,\"seats\":[\"player\",\"easy\"]}");
        openAs(b, t, 0);
        eachDoubleGesturePlaysOneCard(b, t, card -> {
            b.js("arguments[0].focus();", card);
            new Actions(b.driver).sendKeys(Keys.ENTER).pause(Duration.ofMillis(120)).sendKeys(Keys.ENTER).perform();
            assertTrue((Boolean) b.js("return document.activeElement === document.querySelector('.hand');"),
                "after a keyboard move the focus rests on the hand, not on a card");
        });
        // arrow keys move across the hand
        WebClientBrowserTest.awaitTurnOrEnd(b);
        b.js("document.querySelector('.hand button.card').focus();");
        b.driver.switchTo().activeElement().sendKeys(Keys.ARROW_RIGHT);
        assertEquals(1L, b.js("return Array.from(document.querySelectorAll('.hand button.card')).indexOf(document.activeElement);"));
    }

    // ------------------------------------------------------------------------------------ the rematch

    /** Two players say goodbye with a quick message, press Rematch, and sit at one new table. */
    @Test
    void twoPlayersPressingRematchSitAtOneNewTable() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"target\":1,\"seats\":[\"player\",\"player\"]}");
        RematchAndTableTalkTest.playToTheEnd(f, t);
        Browser a = browser(1280, 800);
        speed(a, "instant");
        openAs(a, t, 0);
        Browser b = browser(1280, 800);
        speed(b, "instant");
        openAs(b, t, 1);
        a.find(".match-over button.rematch");
        b.find(".match-over button.rematch");
        // a quick message first: chosen from the menu, shown beside the seat and in the other player's log
        a.click(".head-buttons button[aria-haspopup='menu']");
        a.click(".say-menu button[data-say='good-game']");
        b.await("the message heard", d -> b.text(".seat[data-seat='0'] .bubble").equals("Good game!")
            && b.text(".log").contains("South: \u201cGood game!\u201d"));
        a.click(".match-over button.rematch");
        b.click(".match-over button");         // Rematch, or "Join the rematch" once A's news has come (and redrawn the box)
        a.await("A at the rematch", d -> !WebClientBrowserTest.tableId(a).equals(t.id()));
        b.await("B at the rematch", d -> !WebClientBrowserTest.tableId(b).equals(t.id()));
        assertEquals(WebClientBrowserTest.tableId(a), WebClientBrowserTest.tableId(b), "one new table");
        ServerFixture.Reply next = f.send("GET", "/tables/" + WebClientBrowserTest.tableId(a), null, null);
        assertEquals(List.of("player", "player"), RematchAndTableTalkTest.strings(next.json().path("seats")));
        a.await("the new match under way", d -> WebClientBrowserTest.myTurn(a) || WebClientBrowserTest.myTurn(b));
    }

    @Test
    void aPlayerAskedToARematchIsToldAndJoinsFromThePage() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"target\":1,\"name\":\"Ann\","
            + "\"seats\":[\"player\",\"player\"]}");
        RematchAndTableTalkTest.playToTheEnd(f, t);
        Browser b = browser(1280, 800);
        speed(b, "instant");
        openAs(b, t, 1);
        b.find(".match-over button.rematch");
        ServerFixture.Reply ann = f.send("POST", "/tables/" + t.id() + "/rematch", t.token(0), null);
        assertEquals(200, ann.status(), ann::text);
        b.await("the offer", d -> b.text(".match-over").contains("Ann (South) asks for a rematch"));
        // the table waits for this player: it never says "Your turn", in the table's own seat names
        b.click(".match-over .rematch-offer + .match-buttons button");
        b.await("the rematch", d -> WebClientBrowserTest.tableId(b).equals(ann.json().path("table").asString()));
        b.await("a started match", d -> !b.text(".prompt").contains("Waiting for"));
    }

    // ------------------------------------------------------------------------------------ what is seen

    @Test
    void aSpectatorSeesEveryCardOfTheTrickClearOfTheSeats() throws Exception {
        for (int[] size : new int[][] {{1280, 800}, {390, 844}}) {
            ServerFixture.Table t = f.create("{\"variant\":\"trinidad\",\"seats\":[\"player\",\"player\",\"player\",\"player\"]}");
            Browser s = browser(size[0], size[1]);
            speed(s, "fast");           // a completed trick stays whole 650 ms: time enough to measure it
            s.open(f.base + "/#/table/" + t.id());
            s.find(".table-page[data-version]");
            for (int i = 0; i < 40 && s.all(".trick .card").size() < 4; i++) {
                ServerFixture.Reply v = f.send("GET", "/tables/" + t.id() + "/spectate", null, null);
                int toAct = v.view().path("toAct").asInt();
                ServerFixture.Reply mine = f.view(t, toAct);
                List<String> legal = mine.strings("legalActions");
                f.act(t, toAct, legal.contains("stand") ? "stand" : legal.get(0), mine.version());
                Thread.sleep(100);
            }
            s.await("the four cards of a trick", d -> s.all(".trick .card").size() == 4);
            @SuppressWarnings("unchecked")
            List<String> overlaps = (List<String>) s.js("const r = e => e.getBoundingClientRect();"
                + "const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;"
                + "const out = []; const felt = r(document.querySelector('.felt'));"
                + "for (const c of document.querySelectorAll('.trick .card')) {"
                + "  const cr = r(c);"
                + "  if (cr.left < felt.left || cr.right > felt.right || cr.top < felt.top || cr.bottom > felt.bottom) out.push(c.dataset.card + ' leaves the felt');"
                + "  for (const s of document.querySelectorAll('.seat')) if (hit(cr, r(s))) out.push(c.dataset.card + ' under seat ' + s.dataset.seat); }"
                + "return out;");
            assertTrue(overlaps.isEmpty(), size[0] + " px: " + overlaps);
            browsers.remove(s);
            s.reset();
        }
    }

    /** The checks of a page's layout: the hand and the choices in the window, no seat over another, no text cut off. */
    @SuppressWarnings("unchecked")
    static List<String> layoutProblems(Browser b) {
        return (List<String>) b.js("const out = []; const W = innerWidth, H = innerHeight;"
            + "const r = e => e.getBoundingClientRect();"
            + "const hit = (a, b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;"
            + "if (scrollY !== 0) out.push('scrolled ' + scrollY);"
            + "if (document.documentElement.scrollWidth > W) out.push('wider than the window');"
            + "for (const e of document.querySelectorAll('.hand .card, .actions button, .prompt')) { const q = r(e);"
            + "  if (q.top < 0 || q.bottom > H || q.left < 0 || q.right > W) out.push((e.dataset.card || e.className) + ' outside the window at ' + JSON.stringify(q)); }"
            + "const seats = Array.from(document.querySelectorAll('.seat'));"
            + "seats.forEach((a, i) => seats.slice(i + 1).forEach(b => { if (hit(r(a), r(b))) out.push('seats ' + a.dataset.seat + ' and ' + b.dataset.seat + ' overlap'); }));"
            + "const felt = r(document.querySelector('.felt'));"
            + "for (const s of seats) { const q = r(s); if (q.left < felt.left - 1 || q.right > felt.right + 1 || q.top < felt.top - 1 || q.bottom > felt.bottom + 1) out.push('seat ' + s.dataset.seat + ' leaves the felt'); }"
            + "for (const e of document.querySelectorAll('.seat-kind, .seat-count, .info-bar .fact, .prompt, .score')) {"
            + "  if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible') out.push('text cut off: ' + e.textContent); }"
            + "return out;");
    }

    @Test
    void theHandAndTheChoicesFitTheWindowAtSixSeatsWithTheHintAndOnAPhone() throws Exception {
        Browser b = browser(1280, 800);
        speed(b, "instant");
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":6,\"seats\":[\"player\",\"easy\",\"easy\",\"easy\","
            + "\"easy\",\"easy\"]}");
        openAs(b, t, 0);
        // the hint is offered where there is a choice to make: play on to such a turn, in the middle of the hand
        for (int i = 0; i < 30 && WebClientBrowserTest.awaitTurnOrEnd(b); i++) {
            if (i >= 2 && b.find(".head-buttons button[title^='The hard bot']").isEnabled()) {
                break;
            }
            WebClientBrowserTest.clickFirstChoice(b);
        }
        b.click(".head-buttons button[title^='The hard bot']:not([disabled])");
        b.await("the hint on the choices", d -> !b.all(".hint-badge").isEmpty());
        assertTrue(layoutProblems(b).isEmpty(), "1280 x 800, six seats, the hint shown: " + layoutProblems(b));
        assertTrue(b.driver.getTitle().startsWith("\u25B6 Your turn"), "the tab says it is your turn: " + b.driver.getTitle());
        assertEquals("", b.text(".me-status .countdown"), "no countdown against bots alone");

        b.resize(390, 844);
        b.await("the phone's layout", d -> layoutProblems(b).isEmpty() ? Boolean.TRUE : null);
        ServerFixture.Table four = f.create("{\"variant\":\"trinidad\",\"seats\":[\"player\",\"medium\",\"medium\",\"medium\"]}");
        openAs(b, four, 0);
        assertTrue(WebClientBrowserTest.awaitTurnOrEnd(b));
        assertTrue(layoutProblems(b).isEmpty(), "390 x 844: " + layoutProblems(b));
    }

    /** Text on the felt, and the hand in an auction, against what lies behind it: at least 4.5 to 1. */
    @Test
    void textOnTheFeltAndTheHandInAnAuctionAreReadable() throws Exception {
        Browser b = browser(1280, 800);
        speed(b, "instant");
        ServerFixture.Table t = f.create("{\"variant\":\"auction-pitch\",\"players\":4,\"sides\":2,"
            + "\"seats\":[\"player\",\"easy\",\"easy\",\"easy\"]}");
        openAs(b, t, 0);
        assertTrue(WebClientBrowserTest.awaitTurnOrEnd(b));
        assertEquals("BID", b.find(".table-page").getDomAttribute("data-phase"));
        @SuppressWarnings("unchecked")
        List<String> low = (List<String>) b.js(CONTRAST);
        assertTrue(low.isEmpty(), "below 4.5:1: " + low);
    }

    /**
     * A script that lists every piece of text on the felt, the facts above it and the hand whose contrast with what
     * lies behind it is below 4.5:1: the colours are the page's computed ones; a translucent background is laid over
     * the felt's lightest colour (the middle of its gradient), the worst case for light text.
     */
    static final String CONTRAST = "const parse = c => { const m = c.match(/[\\d.]+/g).map(Number); return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; };"
        + "const over = (top, under) => ({r: top.r * top.a + under.r * (1 - top.a), g: top.g * top.a + under.g * (1 - top.a), b: top.b * top.a + under.b * (1 - top.a), a: 1});"
        + "const lum = c => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }; return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b); };"
        + "const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };"
        + "const hex = getComputedStyle(document.documentElement).getPropertyValue('--felt-light').trim();"
        + "const felt = {r: parseInt(hex.slice(1, 3), 16), g: parseInt(hex.slice(3, 5), 16), b: parseInt(hex.slice(5, 7), 16), a: 1};"
        + "const behind = e => { let bg = felt; const chain = []; for (let p = e; p && !p.classList.contains('felt') && !p.classList.contains('play-area') && p !== document.body; p = p.parentElement) chain.push(p);"
        + "  for (const p of chain.reverse()) { const c = parse(getComputedStyle(p).backgroundColor); if (c.a > 0) bg = over(c, bg); } return bg; };"
        + "const out = [];"
        + "for (const e of document.querySelectorAll('.felt *, .info-bar *, .hand .card .corner')) {"
        + "  if (!Array.from(e.childNodes).some(n => n.nodeType === 3 && n.textContent.trim())) continue;"
        + "  const s = getComputedStyle(e); if (s.visibility === 'hidden' || s.display === 'none') continue;"
        + "  if (e.disabled) continue;"
        + "  const fg = parse(s.color); const bg = behind(e);"
        + "  const k = ratio(over(fg, bg), bg); if (k < 4.5) out.push(e.className + ' \"' + e.textContent.trim().slice(0, 30) + '\" ' + k.toFixed(2)); }"
        + "return out;";

    @Test
    void aTableReopenedAfterSixtyMovesTellsEveryHandsResult() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"target\":30,\"seats\":[\"player\",\"player\"]}");
        long version = 0;
        while (version < 60) {
            ServerFixture.Reply v = f.view(t, 0);
            int toAct = v.view().path("toAct").asInt();
            ServerFixture.Reply mine = f.view(t, toAct);
            ServerFixture.Reply r = f.act(t, toAct, mine.strings("legalActions").get(0), mine.version());
            assertEquals(200, r.status(), r::text);
            version = r.version();
        }
        ServerFixture.Reply now = f.view(t, 0);
        int hands = now.view().path("handNumber").asInt();
        assertTrue(hands >= 3, "several hands were played: " + hands);
        Browser b = browser(1280, 800);
        speed(b, "instant");
        openAs(b, t, 0);
        b.await("the story told", d -> b.text(".hand-line").startsWith("Hand " + hands + ":"));
        b.click(".head-buttons button[title^='Every hand']");
        WebElement sheet = b.find("dialog.sheet-dialog[open]");
        assertTrue((Boolean) b.js("return document.activeElement.closest('dialog') !== null;"), "the dialog takes the focus");
        assertEquals(hands, b.all("dialog.sheet-dialog tbody tr:not(.detail-row):not(.open-hand)").size(), sheet.getText());
        List<WebElement> details = b.all("dialog.sheet-dialog .detail-row .hand-detail");
        for (int i = 0; i < hands; i++) {
            String d = details.get(i).getText();
            assertTrue(d.contains("High") && d.contains("Points"), "hand " + (i + 1) + ": " + d);
        }
        String total = b.text("dialog.sheet-dialog tfoot");
        List<Integer> scores = new ArrayList<>();
        now.view().path("scores").forEach(n -> scores.add(n.asInt()));
        for (int sc : scores) {
            assertTrue(total.contains(sc < 0 ? "\u2212" + -sc : Integer.toString(sc)), "the totals are the scores " + scores + ": " + total);
        }
        b.driver.switchTo().activeElement().sendKeys(Keys.ESCAPE);
        // the current hand's tricks, each told once
        int tricks = now.view().path("tricks").size();
        b.await("the current hand's tricks told once", d -> b.all(".log section[data-hand='" + hands + "'] .log-trick").size() == tricks);
    }

    @Test
    void aNameHoldingMarkupIsShownAsText() throws Exception {
        String name = "<script>bad()</script>";
        ServerFixture.Reply made = f.send("POST", "/tables", null, "{\"variant\":\"pitch\",\"players\":2,\"name\":\"<b>x</b>\","
            + "\"seats\":[\"player\",\"open\"]}");
        String id = made.json().path("table").asString();
        assertEquals(201, f.send("POST", "/tables/" + id + "/seats/1", null, "{\"name\":\"" + name + "\"}").status());
        Browser b = browser(1280, 800);
        speed(b, "instant");
        b.open(f.base + "/#/table/" + id);
        b.find(".table-page[data-version]");
        b.await("the names", d -> b.text(".seat[data-seat='1'] .name-text").equals(name));
        assertEquals("<b>x</b>", b.text(".seat[data-seat='0'] .name-text"));
        assertEquals(0L, b.js("return document.querySelectorAll('body script, .seat b').length;"), "no element made of a name");
        b.open(f.base + "/#/");
        b.await("the lobby names them as text", d -> b.text(".table-list").contains(name));
    }

    @Test
    void aTableNotStartedOffersNoMoveAndSaysWhoItWaitsFor() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":4,\"seats\":[\"player\",\"open\",\"medium\",\"open\"]}");
        Browser b = browser(1280, 800);
        speed(b, "instant");
        openAs(b, t, 0);
        b.await("the wait told", d -> b.text(".prompt").startsWith("The match starts when every seat is taken."));
        String prompt = b.text(".prompt");
        assertTrue(prompt.contains("West (open seat)") && prompt.contains("East (open seat)"), prompt);
        assertTrue(b.all(".prompt strong").isEmpty(), "never \"Your turn\"");
        assertTrue(b.all(".actions button").isEmpty() && b.all(".hand .card.playable").isEmpty(), "no choice offered");
        b.click(".head-buttons button[title^='The rules']");
        b.find("dialog.rules-dialog[open]");
        assertTrue(b.text("dialog.rules-dialog").contains("to 7 points"), b.text("dialog.rules-dialog"));
        b.driver.switchTo().activeElement().sendKeys(Keys.ESCAPE);
        assertFalse(b.all(".seat[role='group'][aria-label]").isEmpty() || b.all(".trick[role='group']").isEmpty()
            || b.all(".scores[role='group'] .score[aria-label]").isEmpty(), "seats, trick and scores are named for screen readers");
    }
}
