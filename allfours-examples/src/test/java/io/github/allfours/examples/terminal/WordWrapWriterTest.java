package io.github.allfours.examples.terminal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.junit.jupiter.api.Test;

class WordWrapWriterTest {
    private static final String LONG = "  Trick 3: seat 1 leads 7C, your partner 9C, seat 3 2C (trump), you KC; seat 3 wins.";

    @Test
    void aLineThatFitsIsWrittenAsItIs() {
        assertEquals(List.of(LONG), WordWrapWriter.wrap(LONG, 120));
        assertEquals(List.of(LONG), WordWrapWriter.wrap(LONG, 0), "an unknown width wraps nothing");
        assertEquals(List.of(""), WordWrapWriter.wrap("", 40));
    }

    @Test
    void aLongLineIsBrokenAtSpacesAndItsContinuationsIndented() {
        List<String> lines = WordWrapWriter.wrap(LONG, 40);
        assertEquals(List.of("  Trick 3: seat 1 leads 7C, your", "    partner 9C, seat 3 2C (trump), you", "    KC; seat 3 wins."),
            lines);
        for (String l : lines) {
            assertTrue(l.length() < 40, l);
        }
        assertEquals(LONG.strip(), String.join(" ", lines.stream().map(String::strip).toList()), "no word is cut or lost");
    }

    @Test
    void spacesWithinALineAreKeptAndSpacesAtABreakDropped() {
        String hand = "  Your hand: spades: AS 9S   hearts (trumps): 10H 7H   clubs: 2C";
        assertEquals(List.of("  Your hand: spades: AS 9S   hearts", "    (trumps): 10H 7H   clubs: 2C"),
            WordWrapWriter.wrap(hand, 37));
        assertEquals(List.of("a", "  verylongwordthatdoesnotfit", "  b"), WordWrapWriter.wrap("a verylongwordthatdoesnotfit b", 10),
            "a word wider than the terminal is left whole on its own line");
    }

    @Test
    void colourEscapesTakeNoColumns() throws Exception {
        try (Terminal t = TerminalBuilder.builder().system(false).type("xterm-256color").encoding(StandardCharsets.UTF_8)
            .streams(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream()).build()) {
            CardFace face = CardFace.terminal(t);
            String hearts = face.card(Card.parse("TH"));
            assertTrue(hearts.length() > 3, "escapes around " + hearts);
            assertEquals(3, WordWrapWriter.columns(hearts), "10 and the suit symbol");
            String line = "  Your hand: " + String.join(" ", List.of(hearts, hearts, hearts, hearts, hearts, hearts));
            // 13 + 6 cards of 3 columns and 5 spaces = 36 columns: fits in 37, not in 36
            assertEquals(List.of(line), WordWrapWriter.wrap(line, 37));
            assertEquals(2, WordWrapWriter.wrap(line, 36).size());
        }
    }

    @Test
    void theWriterWrapsWholeLinesAtTheWidthOfTheMoment() {
        StringWriter out = new StringWriter();
        AtomicInteger width = new AtomicInteger(40);
        PrintWriter w = new PrintWriter(new WordWrapWriter(out, width::get));
        w.print(LONG);
        w.flush();
        assertEquals("", out.toString(), "an unfinished line waits for its end");
        w.print("\n");
        w.flush();
        assertEquals("  Trick 3: seat 1 leads 7C, your\n    partner 9C, seat 3 2C (trump), you\n    KC; seat 3 wins.\n",
            out.toString());
        out.getBuffer().setLength(0);
        width.set(200);   // the terminal was widened
        w.print(LONG + "\r\nno end");
        w.close();
        assertEquals(LONG + "\r\nno end", out.toString(), "a line that fits, its CRLF kept; the unfinished last line on close");
    }
}
