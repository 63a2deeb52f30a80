package io.github.allfours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
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
}
