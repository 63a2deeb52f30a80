package io.github.allfours.examples.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.examples.AllFours;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import picocli.CommandLine;

/** {@code allfours play} driven in-process by scripted input. */
@Timeout(60)
class PlaySessionTest {
    private static final Pattern CARD = Pattern.compile("(?<![A-Za-z0-9])(?:10|[2-9TJQKA])[CDHS](?![A-Za-z0-9])");
    private static final Pattern WINNER = Pattern.compile(
        "(?m)^(You win|Your side wins|Side \\d wins|Seat \\d wins) the match, -?\\d+( to -?\\d+)+\\.$");

    /** A reader that asks for each line only when the session reads it, so a line can depend on the state. */
    private static final class LazyLines extends Reader {
        private final Supplier<String> next;
        private String pending = "";
        private int pos;

        LazyLines(Supplier<String> next) {
            this.next = next;
        }

        @Override
        public int read(char[] buf, int off, int len) {
            if (pos == pending.length()) {
                String line = next.get();
                if (line == null) {
                    return -1;
                }
                pending = line + "\n";
                pos = 0;
            }
            int n = Math.min(len, pending.length() - pos);
            pending.getChars(pos, pos + n, buf, off);
            pos += n;
            return n;
        }

        @Override
        public void close() {
        }
    }

    /** One change of state and where its narration starts in the output. */
    private record Moment(int offset, GameState before, int seat, Action action, GameState after) {
    }

    /**
     * Plays a whole match answering "1" (after the given bad lines, and once a card the rules refuse),
     * then checks that no printed card was hidden from the player when it was printed.
     */
    private static String playWholeMatch(RuleSet rules, int seat, long seed, List<String> badLines) throws Exception {
        return playWholeMatch(rules, seat, seed, badLines, true);
    }

    /**
     * Plays a whole match as above; {@code refuse} says whether a card the rules refuse must be tried
     * (some deals of some games never offer one). Also checks that every prompt offers at least two
     * choices (a single one is taken without asking) and numbers the cards of each kind of action (play,
     * discard, expose ...) in the order the hand shows.
     */
    private static String playWholeMatch(RuleSet rules, int seat, long seed, List<String> badLines, boolean refuse)
        throws Exception {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        Deque<String> script = new ArrayDeque<>(badLines);
        PlaySession[] session = new PlaySession[1];
        boolean[] refusedCardTried = new boolean[1];
        int[] lines = new int[1];
        Supplier<String> answers = () -> {
            if (++lines[0] > 5000) {
                return null;   // a safety net: the match should long be over
            }
            if (!script.isEmpty()) {
                return script.poll();
            }
            GameState s = session[0].state();
            if (!refusedCardTried[0] && s.phase() == Phase.PLAY && s.toAct() == seat) {
                CardSet refused = s.hand(seat).minus(s.legalPlays());
                if (!refused.isEmpty()) {
                    refusedCardTried[0] = true;
                    return refused.toList().get(0).toString();   // a bare card: "play" it
                }
            }
            return "1";
        };
        List<Moment> moments = new ArrayList<>();
        session[0] = new PlaySession(rules, seat, seed, new LazyLines(answers), out)
            .observe((before, who, action, after) -> moments.add(new Moment(text.getBuffer().length(), before,
                who, action, after)));
        assertEquals(PlaySession.Outcome.FINISHED, session[0].run());
        out.flush();
        String all = text.toString();
        assertTrue(session[0].state().isOver());
        assertTrue(WINNER.matcher(all).find(), all);
        if (refuse) {
            assertTrue(refusedCardTried[0], "no state let the player try a card the rules refuse");
            assertTrue(all.contains("Not allowed: you must "), "the refused card is answered");
        }
        assertPromptsOfferChoicesInHandOrder(all);
        assertEquals(moments.get(moments.size() - 1).after(), session[0].state());

        for (int i = 0; i < moments.size(); i++) {
            Moment m = moments.get(i);
            int end = i + 1 < moments.size() ? moments.get(i + 1).offset() : all.length();
            String chunk = all.substring(m.offset(), end);
            int turn = chunk.indexOf("--- Your turn");
            String story = turn < 0 ? chunk : chunk.substring(0, turn);
            String prompt = turn < 0 ? "" : chunk.substring(turn);
            // while telling a move: nothing hidden both before and after it (the card played is shown)
            CardSet secret = hidden(m.after(), seat);
            if (m.before() != null) {
                secret = secret.intersect(hidden(m.before(), seat));
            }
            // what the move itself shows: the card played, or the cards thrown in face up
            if (m.action() instanceof Play) {
                secret = secret.without(((Play) m.action()).card());
            } else if (m.action() == Action.THROW_IN) {
                secret = secret.minus(m.before().hand(m.seat()));
            }
            // a card turned up during the move was face up for all, even if a redeal then gathered it
            // back into the pack (replaying the move gives its events again: the deals are seeded)
            if (m.before() != null) {
                for (Award a : m.after().awardsSince(m.before().awardCount())) {
                    if (a.reason() == AwardReason.TURN_UP) {
                        secret = secret.without(a.card());
                    }
                }
                List<GameEvent> events = new ArrayList<>();
                m.before().apply(m.seat(), m.action(), EventListener.seenBy(seat, events::add));
                for (GameEvent e : events) {
                    if (e instanceof GameEvent.TurnedUp t) {
                        secret = secret.without(t.card());
                    }
                    if (e instanceof GameEvent.TrickTaken t) {
                        assertTrickToldWhole(t.trick(), rules, seat, story);
                    }
                }
            }
            assertNothingHidden(story, secret, all, m);
            // the prompt and the answers to the player's lines: nothing hidden now
            assertNothingHidden(prompt, hidden(m.after(), seat), all, m);
        }
        return all;
    }

    /**
     * A taken trick is told whole: a line {@code Trick N: ...} with every card of the trick in the order
     * played, each after the seat that played it, ending with who took it.
     */
    private static void assertTrickToldWhole(Trick t, RuleSet rules, int seat, String story) {
        int winner = t.winner().orElseThrow();
        String who = winner == seat ? "you win." : rules.sideOf(winner) == rules.sideOf(seat)
            ? (rules.seatsOf(rules.sideOf(seat)).size() == 2 ? "your partner wins." : "your partner at seat " + winner + " wins.")
            : "seat " + winner + " wins.";
        List<String> lines = story.lines().filter(l -> l.matches("  Trick \\d+: .*")).toList();
        assertEquals(1, lines.size(), () -> "one line tells the taken trick " + t + ":\n" + story);
        String line = lines.get(0);
        assertTrue(line.endsWith("; " + who), () -> line + " should end with who took it: " + who);
        int at = 0;
        for (int i = 0; i < t.size(); i++) {
            String card = CardFace.PLAIN.card(t.cardAt(i));
            String player = t.seatAt(i) == seat ? "you" : "seat " + t.seatAt(i);
            int found = line.indexOf(" " + card, at);
            assertTrue(found > at, () -> line + " should show " + card + " after the cards before it");
            if (!player.equals("you") && rules.sideOf(t.seatAt(i)) != rules.sideOf(seat)) {
                assertTrue(line.substring(at, found).endsWith(player) || line.substring(at, found).endsWith(player + " leads"),
                    () -> line + " should show " + card + " as " + player + "'s");
            }
            at = found + card.length();
        }
    }

    /**
     * What the seat may not see in a state: other hands, the stock, discards, and its own hand while
     * hidden; less what is face up (a stock's top card, cards drawn face up, as in California Jack).
     */
    private static CardSet hidden(GameState s, int seat) {
        CardSet h = s.stock().union(s.discards());
        for (int other = 0; other < s.rules().seats(); other++) {
            if (other != seat || s.handHiddenFrom(seat)) {
                h = h.union(s.hand(other));
            }
        }
        SeatView v = s.viewFor(seat);
        if (v.stockTop().isPresent()) {
            h = h.without(v.stockTop().get());
        }
        for (CardSet known : v.knownCards()) {
            h = h.minus(known);
        }
        return h;
    }

    private static void assertNothingHidden(String text, CardSet secret, String all, Moment m) {
        Matcher cards = CARD.matcher(text);
        while (cards.find()) {
            Card c = Card.parse(cards.group());
            assertFalse(secret.contains(c), () -> c + " was hidden from the player but printed in\n" + text
                + "\n(before: " + m.before() + "\n after: " + m.after() + ")");
        }
    }

    private static final Pattern CHOICE = Pattern.compile("(?m)^ {4,5}(\\d+)\\. (.*)$");

    /** Every prompt offers two choices or more, and the cards among them come in the order the hand shows. */
    private static void assertPromptsOfferChoicesInHandOrder(String all) {
        String[] prompts = all.split("--- Your turn");
        for (int i = 1; i < prompts.length; i++) {
            String prompt = prompts[i].split("\\R> ", 2)[0];
            List<String> numbered = new ArrayList<>();
            Matcher m = CHOICE.matcher(prompt);
            while (m.find()) {
                numbered.add(m.group(2));
            }
            assertTrue(numbered.size() >= 2, () -> "a prompt with fewer than two choices:" + prompt);
            Matcher handLine = Pattern.compile("(?m)^  Your hand: (.*)$").matcher(prompt);
            if (!handLine.find() || prompt.contains("cards face down")) {
                continue;
            }
            List<String> hand = cards(handLine.group(1));
            Map<String, List<String>> byKind = new LinkedHashMap<>();
            for (String choice : numbered) {
                byKind.computeIfAbsent(choice.split(" ")[0], k -> new ArrayList<>()).addAll(cards(choice));
            }
            for (List<String> offered : byKind.values()) {
                int at = 0;
                for (String card : offered) {
                    int found = hand.subList(at, hand.size()).indexOf(card);
                    assertTrue(found >= 0, () -> card + " is offered out of the hand's order in" + prompt);
                    at += found + 1;
                }
            }
        }
    }

    private static List<String> cards(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = CARD.matcher(text);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    @Test
    void everyGameAtEveryTableSizeAndTableModePlaysToTheEnd() throws Exception {
        long seed = 20;
        for (Variant v : Variants.all()) {
            for (int players : v.playerCounts()) {
                RuleSet rules = v.rules(players);
                int seat = (int) (seed % players);
                String all = playWholeMatch(rules, seat, seed++, List.of(), false);
                assertTrue(all.startsWith(rules.name() + ", " + players + " players."), all);
            }
        }
        for (String id : List.of("trinidad", "pitch", "west-yorkshire")) {
            Variant v = Variants.byId(id).orElseThrow();
            RuleSet rules = v.rules(v.defaultPlayers()).withTableMode(TableMode.STANDARD);
            playWholeMatch(rules, 1, seed++, List.of(), false);
        }
    }

    @Test
    void aSingleChoiceIsTakenWithoutAsking() throws Exception {
        String all = playWholeMatch(Variants.TRINIDAD, 0, 11, List.of());
        assertTrue(all.contains("  (You have one choice, taken for you.)" + System.lineSeparator() + "  You "), all);
    }

    @Test
    void refusalsAreAddressedToYou() {
        assertEquals("you must follow hearts or trump: you hold [7H 9H]",
            PlaySession.toYou("seat 2 must follow hearts or trump: holds [7H 9H]", 2));
        assertEquals("you (elder) must sell or refuse the bid of 3",
            PlaySession.toYou("seat 1 (elder) must sell or refuse the bid of 3", 1));
        assertEquals("you hold no hearts (the turned-up suit) and must beg",
            PlaySession.toYou("seat 3 holds no hearts (the turned-up suit) and must beg", 3));
        assertEquals("you do not hold JS; you hold [2C]", PlaySession.toYou("seat 0 does not hold JS; holds [2C]", 0));
        assertEquals("it is seat 1's turn, not yours", PlaySession.toYou("it is seat 1's turn, not seat 0's", 0));
        assertEquals("you have no revoke to retract", PlaySession.toYou("seat 0 has no revoke to retract", 0));
        assertEquals("you may see your hand already", PlaySession.toYou("seat 0 may see its hand already", 0));
        assertEquals("seat 3 deals", PlaySession.toYou("seat 3 deals", 1), "another seat stays named");
    }

    @Test
    void aWholeTrinidadMatchWithBadInputsFirst() throws Exception {
        String all = playWholeMatch(Variants.TRINIDAD, 0, 11,
            List.of("99", "0", "frobnicate", "play ZZ", "KX", "", "stand"));
        assertTrue(all.startsWith("Trinidad All Fours, 4 players. You are seat 0 on side 0 with your partner at seat 2,"
            + " against side 1 (seats 1 and 3)."), all);
        assertTrue(all.contains("There is no choice 99: choose from 1 to "), all);
        assertTrue(all.contains("There is no choice 0: choose from 1 to "), all);
        assertTrue(all.contains("Not understood: \"frobnicate\". Enter a number from 1 to "), all);
        assertTrue(all.contains("Not a card: cannot read card \"ZZ\": "), all);
        assertTrue(all.contains("Not a card: cannot read card \"KX\": 'X' is not a suit"), all);
        assertTrue(all.contains("Not allowed: you cannot stand now: "), all);
        assertTrue(all.contains("Your hand: "), all);
        assertTrue(all.contains("  Score: your side "), all);
        assertTrue(all.contains("    1. "), all);
        assertTrue(all.contains("  Seat 1 leads ") || all.contains("  You lead "), all);
        assertTrue(Pattern.compile("(?m)^  Trick 0: .*; (you win|your partner wins|seat [13] wins)\\.$").matcher(all).find(),
            all);
        assertTrue(all.contains("  Score after hand 0: your side "), all);
    }

    @Test
    void aWholeWestYorkshireMatchWithTheWaitingPartner() throws Exception {
        String all = playWholeMatch(Variants.byId("west-yorkshire").orElseThrow().rules(4), 0, 3,
            List.of("beg", "discard 9Q", "2"));
        assertTrue(all.contains("Not allowed: 'beg' is not part of west-yorkshire"), all);
        assertTrue(all.contains("Not a card: cannot read card \"9Q\": "), all);
        assertTrue(all.contains("No card is turned: "), all);
        assertTrue(all.contains(" pitches "), all);
        assertTrue(all.contains("you may not look at them until your partner pitches"), all);
        assertTrue(all.contains("You may look at your cards now: "), all);
    }

    @Test
    void twoPlayersAndOtherSeats() throws Exception {
        for (String id : List.of("seven-up", "classic", "all-fours-party")) {
            var variant = Variants.byId(id).orElseThrow();
            RuleSet rules = variant.rules(variant.playerCounts().get(0));
            String all = playWholeMatch(rules, rules.seats() - 1, 5, List.of());
            assertTrue(all.contains("You are seat " + (rules.seats() - 1)), all);
        }
    }

    @Test
    void theSameSeedAndLinesTellTheSameMatch() throws Exception {
        assertEquals(playWholeMatch(Variants.TRINIDAD, 2, 8, List.of()),
            playWholeMatch(Variants.TRINIDAD, 2, 8, List.of()));
    }

    @Test
    void quitAndTheEndOfInputLeaveTheMatchUnfinished() throws Exception {
        StringWriter text = new StringWriter();
        PlaySession quit = new PlaySession(Variants.TRINIDAD, 1, 4, new StringReader("frobnicate\nquit\n"),
            new PrintWriter(text));
        assertEquals(PlaySession.Outcome.QUIT, quit.run());
        assertFalse(quit.state().isOver());
        String n = System.lineSeparator();
        // seat 1 is on side 1: "side 0 N, your side M"
        assertTrue(text.toString().endsWith("You leave the table; the match is left unfinished." + n + "Score: side 0 "
            + quit.state().score(0) + ", your side " + quit.state().score(1) + " (playing to 14)." + n), text.toString());

        StringWriter text2 = new StringWriter();
        PlaySession eof = new PlaySession(Variants.TRINIDAD, 1, 4, new StringReader("1\n"), new PrintWriter(text2));
        assertEquals(PlaySession.Outcome.INPUT_ENDED, eof.run());
        assertTrue(text2.toString().endsWith("The input ended: the match is left unfinished." + n + "Score: side 0 "
            + eof.state().score(0) + ", your side " + eof.state().score(1) + " (playing to 14)." + n), text2.toString());
    }

    @Test
    void quitAfterAHandTellsTheScore() throws Exception {
        StringWriter text = new StringWriter();
        PlaySession[] session = new PlaySession[1];
        session[0] = new PlaySession(Variants.TRINIDAD, 0, 11,
            new LazyLines(() -> session[0].state().handNumber() >= 1 ? "quit" : "1"), new PrintWriter(text));
        assertEquals(PlaySession.Outcome.QUIT, session[0].run());
        GameState s = session[0].state();
        assertTrue(s.score(0) + s.score(1) > 0, "a hand was counted");
        String n = System.lineSeparator();
        assertTrue(text.toString().endsWith("You leave the table; the match is left unfinished." + n + "Score: your side "
            + s.score(0) + ", side 1 " + s.score(1) + " (playing to 14)." + n), text.toString());
    }

    @Test
    void aBidOutOfRangeIsAnsweredWithTheRange() throws Exception {
        RuleSet rules = Variants.byId("auction-pitch").orElseThrow().rules(4);
        StringWriter text = new StringWriter();
        PlaySession session = new PlaySession(rules, 1, 3, new StringReader("bid 5\nBid 0\nbid\nbid four\nquit\n"),
            new PrintWriter(text));
        assertEquals(PlaySession.Outcome.QUIT, session.run());
        String all = text.toString();
        assertTrue(all.contains("Bid (above the high bid) or pass:"), "seat 1, elder, is asked to bid first: " + all);
        for (String bid : List.of("bid 5", "Bid 0", "bid", "bid four")) {
            assertTrue(all.contains("> " + bid + System.lineSeparator() + "There is no \"" + bid
                + "\": bids run from 1 to 4." + System.lineSeparator()), () -> bid + ": " + all);
        }
        assertFalse(all.contains("Not understood"), all);
        assertEquals("There is no \"bid 7\": bids run from 2 to 5.", assertThrows(IllegalArgumentException.class,
            () -> PlaySession.read("bid 7", Phase.BID, List.of(Action.PASS), new int[] {2, 5})).getMessage());
        assertEquals(List.of(1, 4), java.util.Arrays.stream(PlaySession.bids(Variants.TRINIDAD)).boxed().toList());
    }

    @Test
    void hintsAreChancesOfWinningTheMatch() {
        assertEquals(" 62% chance to win the match", PlaySession.chance(0.62));
        assertEquals("100% chance to win the match", PlaySession.chance(1.0));
        assertEquals(" 99% chance to win the match", PlaySession.chance(0.9996), "short of certain is not 100%");
        assertEquals("  1% chance to win the match", PlaySession.chance(0.0004), "above nothing is not 0%");
        assertEquals("  0% chance to win the match", PlaySession.chance(0.0));
    }

    @Test
    void readsNumbersActionsAndBareCards() {
        List<Action> legal = List.of(Action.play(Card.parse("TH")), Action.play(Card.parse("2C")));
        assertEquals(legal.get(1), PlaySession.read("2", Phase.PLAY, legal));
        assertEquals(Action.play(Card.parse("TH")), PlaySession.read("10h", Phase.PLAY, legal));
        assertEquals(Action.play(Card.parse("JS")), PlaySession.read("play js", Phase.PLAY, legal));
        assertEquals(Action.discard(Card.parse("7C")), PlaySession.read("7c", Phase.DISCARD, legal));
        assertEquals(Action.THROW_IN, PlaySession.read(" Throw-In ", Phase.PLAY, legal));
        assertEquals("There is no choice 3: choose from 1 to 2.",
            assertThrows(IllegalArgumentException.class, () -> PlaySession.read("3", Phase.PLAY, legal)).getMessage());
        assertEquals("There is no choice 99999999999: choose from 1 to 2.",
            assertThrows(IllegalArgumentException.class, () -> PlaySession.read("99999999999", Phase.PLAY, legal))
                .getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PlaySession.read("play 1H", Phase.PLAY, legal))
            .getMessage().startsWith("Not a card: cannot read card \"1H\": "));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PlaySession.read("lead JH", Phase.PLAY, legal))
            .getMessage().startsWith("Not understood: \"lead JH\"."));
    }

    @Test
    void theCommandReadsStandardInput() {
        InputStream stdin = System.in;
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit;
        try {
            System.setIn(new ByteArrayInputStream("hello\nquit\n".getBytes(StandardCharsets.UTF_8)));
            CommandLine cmd = AllFours.commandLine();
            cmd.setOut(new PrintWriter(out, true));
            cmd.setErr(new PrintWriter(err, true));
            exit = cmd.execute("play", "--variant", "west-yorkshire", "--seat", "1", "--seed", "2");
        } finally {
            System.setIn(stdin);
        }
        assertEquals(0, exit, err.toString());
        assertTrue(out.toString().startsWith("West Yorkshire"), out.toString());
        assertTrue(out.toString().contains("You are seat 1 on side 1 with your partner at seat 3"), out.toString());
        assertTrue(out.toString().contains("Not understood: \"hello\"."), out.toString());
        assertTrue(out.toString().contains("You leave the table"), out.toString());

        CommandLine cmd = AllFours.commandLine();
        StringWriter err2 = new StringWriter();
        cmd.setErr(new PrintWriter(err2, true));
        assertEquals(2, cmd.execute("play", "--seat", "4"));
        assertTrue(err2.toString().startsWith("--seat must be 0 to 3 for 4 players, not 4."), err2.toString());
    }

    @Test
    void aHugeInputLineIsReadInBoundedMemoryAndNeverWrittenBackWhole() throws Exception {
        String huge = "x".repeat(10_000_000);
        StringWriter text = new StringWriter();
        PlaySession.Lines lines = PlaySession.plain(new StringReader(huge + "\n1\n"), new PrintWriter(text), true);
        String first = lines.read("> ", List.of());
        assertTrue(first.length() < PlaySession.MAX_LINE + 40, () -> first.length() + " characters kept");
        assertTrue(first.endsWith("(10000000 characters)"), first.substring(first.length() - 30));
        assertEquals("1", lines.read("> ", List.of()));
        assertTrue(text.toString().length() < 200, () -> text.toString().length() + " characters written");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> PlaySession.read(first, Phase.PLAY, List.of(Action.BEG, Action.STAND)));
        assertTrue(e.getMessage().length() < 300, e.getMessage());
    }
}
