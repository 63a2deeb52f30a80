package io.github.allfours.examples.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jline.reader.Candidate;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.AttributedString;
import org.junit.jupiter.api.Test;

class CardFaceTest {
    private static final CardSet HAND = CardSet.of(Card.parse("TH"), Card.parse("2C"), Card.parse("AS"),
        Card.parse("JD"), Card.parse("9S"), Card.parse("KH"));

    /** A terminal of the given type and encoding on in-memory streams. */
    private static Terminal terminal(String type, Charset encoding) throws Exception {
        return TerminalBuilder.builder().system(false).type(type).encoding(encoding)
            .streams(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream()).build();
    }

    @Test
    void plainText() {
        assertEquals("10H", CardFace.PLAIN.card(Card.parse("TH")));
        assertEquals("AS 9S KH 10H 2C JD", CardFace.PLAIN.cards(HAND), "spades, hearts, clubs, diamonds, high to low");
        assertEquals("you hold [10H 7D]; play 10H", CardFace.PLAIN.rewrite("you hold [TH 7D]; play TH"));
        assertEquals("seat 10 has 10 cards", CardFace.PLAIN.rewrite("seat 10 has 10 cards"), "numbers are not cards");
    }

    @Test
    void aColourTerminalGetsRedAndBlackSuitSymbols() throws Exception {
        try (Terminal t = terminal("xterm-256color", StandardCharsets.UTF_8)) {
            CardFace face = CardFace.terminal(t);
            assertTrue(face.coloured());
            String hearts = face.card(Card.parse("TH"));
            String spades = face.card(Card.parse("AS"));
            assertTrue(hearts.matches("\u001b\\[[0-9;]*31[0-9;]*m(\u001b\\[[0-9;]*m)*10\u2665\u001b.*"), hearts);
            assertTrue(spades.matches("\u001b\\[[0-9;]*30[0-9;]*m(\u001b\\[[0-9;]*m)*A\u2660\u001b.*"), spades);
            assertTrue(face.card(Card.parse("JD")).contains("J\u2666"));
            assertTrue(face.card(Card.parse("2C")).contains("2\u2663"));
            String plain = face.cards(HAND).replaceAll("\u001b\\[[0-9;]*m", "");
            assertEquals("A\u2660 9\u2660 K\u2665 10\u2665 2\u2663 J\u2666", plain);
        }
    }

    @Test
    void aTerminalThatCannotWriteTheSymbolsGetsLetters() throws Exception {
        try (Terminal t = terminal("xterm-256color", StandardCharsets.US_ASCII)) {
            String hearts = CardFace.terminal(t).card(Card.parse("TH"));
            assertEquals("10H", hearts.replaceAll("\u001b\\[[0-9;]*m", ""));
        }
    }

    @Test
    void tabOffersTheCardsAndTheOneWordActions() {
        assertEquals(List.of("10H", "2C", "throw-in", "quit"),
            TerminalLines.completions(List.of("play 10H", "play 2C", "throw-in")));
        assertEquals(List.of("pass", "bid", "quit"), TerminalLines.completions(List.of("pass", "bid 2", "bid 3")));
    }

    /** In hand order (spades, hearts, clubs, diamonds): what Tab must keep, where JLine would sort by text. */
    private static final List<String> IN_HAND_ORDER = List.of("play KS", "play 9S", "play QH", "play 10H", "play 2H",
        "play AC", "play JD", "throw-in");

    @Test
    void tabOffersCardsAsShownInHandOrder() throws Exception {
        List<String> words = TerminalLines.completions(IN_HAND_ORDER);
        List<Candidate> plain = TerminalLines.candidates(words, CardFace.PLAIN);
        assertEquals(List.of("KS", "9S", "QH", "10H", "2H", "AC", "JD", "throw-in", "quit"),
            plain.stream().map(Candidate::value).toList());
        List<Candidate> sorted = new ArrayList<>(plain);
        Collections.shuffle(sorted, new java.util.Random(1));
        Collections.sort(sorted);    // as JLine sorts them before listing
        assertEquals(plain, sorted, "the candidates' ranks keep the hand's order");
        try (Terminal t = terminal("xterm-256color", StandardCharsets.UTF_8)) {
            CardFace face = CardFace.terminal(t);
            List<Candidate> shown = TerminalLines.candidates(words, face);
            assertEquals(List.of("K\u2660", "9\u2660", "Q\u2665", "10\u2665", "2\u2665", "A\u2663", "J\u2666", "throw-in",
                "quit"), shown.stream().map(Candidate::value).toList(), "the cards as the match shows them");
            assertEquals(face.card(Card.parse("TH")), shown.get(3).displ(), "listed in colour");
        }
    }

    /** A real JLine line reader, Tab pressed on an empty line: it lists the candidates in the hand's order. */
    @Test
    void jlineListsTheCardsInHandOrder() throws Exception {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        // Tab lists the candidates; Ctrl-D on the empty line then ends the input
        ByteArrayInputStream keys = new ByteArrayInputStream("\t\u0004".getBytes(StandardCharsets.UTF_8));
        try (Terminal t = TerminalBuilder.builder().system(false).type("xterm-256color").encoding(StandardCharsets.UTF_8)
            .size(new Size(100, 24)).streams(keys, screen).build()) {
            TerminalLines lines = new TerminalLines(t, CardFace.terminal(t));
            assertEquals(null, lines.read("> ", IN_HAND_ORDER), "Ctrl-D on an empty line ends the input");
        }
        String shown = AttributedString.fromAnsi(screen.toString(StandardCharsets.UTF_8)).toString();
        List<String> order = List.of("K\u2660", "9\u2660", "Q\u2665", "10\u2665", "2\u2665", "A\u2663", "J\u2666", "throw-in",
            "quit");
        int at = shown.indexOf("> ");
        for (String c : order) {
            int found = shown.indexOf(c, at);
            assertTrue(found > at, () -> c + " is listed after the candidates before it: " + shown);
            at = found;
        }
    }
}
