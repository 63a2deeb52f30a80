package io.github.allfours.examples.terminal;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jline.terminal.Terminal;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStyle;

/**
 * How cards are written for people. Two faces:
 * <ul>
 *   <li>{@link #PLAIN}: letters with tens as {@code 10}, {@code 10H JS}, which is also what a player
 *       types (the story of {@code demo}, and {@code play} when its input or output is not a terminal:
 *       pipes and scripts get plain, stable ASCII);</li>
 *   <li>{@link #terminal(Terminal)}: suit symbols {@code 10♥ J♠}, the red suits in red and the black
 *       ones in black, each card on a white ground like a card (for {@code play} on a terminal).</li>
 * </ul>
 * The engine's own notation ({@code TH}) is never shown to people: every card {@code demo} and
 * {@code play} print goes through a face.
 * A face also fixes the order in which a hand is shown: by suit, spades, hearts, clubs, diamonds
 * (black and red in turn), high to low within a suit; {@code play} numbers its choices in the same
 * order.
 */
public final class CardFace {
    /** Letters with tens as {@code 10} ({@code 10H}), unstyled: what a person types. */
    public static final CardFace PLAIN = new CardFace(false, null);

    /** The suits in the order a hand is shown: black and red in turn. */
    static final List<Suit> SUIT_ORDER = List.of(Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS);

    /** High to low within a suit, the suits in {@link #SUIT_ORDER}. */
    static final Comparator<Card> HAND_ORDER = Comparator.comparingInt((Card c) -> SUIT_ORDER.indexOf(c.suit()))
        .thenComparing(Comparator.comparingInt((Card c) -> c.rank().strength()).reversed());

    private static final Pattern CARD = Pattern.compile("(?<![A-Za-z0-9])(10|[2-9TJQKA])([CDHS])(?![A-Za-z0-9])");

    private final boolean symbols;
    private final Terminal terminal;   // null: no colour

    /**
     * Whether a word is one card as the engine or a person writes it in ASCII ({@code TH}, {@code 10H}).
     *
     * @param word the word
     * @return whether it is one card
     */
    static boolean isCard(String word) {
        return CARD.matcher(word).matches();
    }

    private CardFace(boolean symbols, Terminal terminal) {
        this.symbols = symbols;
        this.terminal = terminal;
    }

    /**
     * The face for a terminal: suit symbols when the terminal's encoding can write them (letters
     * otherwise), in colour when the terminal has colours.
     *
     * @param terminal the terminal written to
     * @return the face
     */
    public static CardFace terminal(Terminal terminal) {
        boolean canSymbols = terminal.encoding().newEncoder().canEncode("\u2663\u2666\u2665\u2660");
        return new CardFace(canSymbols, terminal);
    }

    /** Whether this face writes colour escapes. */
    boolean coloured() {
        return terminal != null;
    }

    /** The symbol of a suit: ♣ ♦ ♥ ♠. */
    static char symbol(Suit s) {
        return switch (s) {
            case CLUBS -> '\u2663';
            case DIAMONDS -> '\u2666';
            case HEARTS -> '\u2665';
            case SPADES -> '\u2660';
        };
    }

    /** Whether a suit is red (hearts, diamonds). */
    static boolean red(Suit s) {
        return s == Suit.HEARTS || s == Suit.DIAMONDS;
    }

    /**
     * One card as this face writes it.
     *
     * @param c the card
     * @return {@code 10H} or {@code 10♥} (with colour escapes on a colour terminal)
     */
    String card(Card c) {
        return paint(text(c), c.suit());
    }

    /**
     * One card as this face writes it, without colour: what Tab puts on the answer line, which
     * {@link Card#parse} reads back.
     *
     * @param c the card
     * @return {@code 10H} or {@code 10♥}
     */
    String text(Card c) {
        String rank = c.rank() == Rank.TEN ? "10" : String.valueOf(c.rank().letter());
        return rank + (symbols ? String.valueOf(symbol(c.suit())) : c.toString().substring(1));
    }

    /**
     * Cards in {@link #HAND_ORDER}, separated by spaces.
     *
     * @param cards the cards
     * @return the cards as this face writes them
     */
    String cards(CardSet cards) {
        List<Card> list = cards.toList();
        list.sort(HAND_ORDER);
        List<String> text = new ArrayList<>();
        for (Card c : list) {
            text.add(card(c));
        }
        return String.join(" ", text);
    }

    /**
     * Rewrites every card written in the engine's notation ({@code 7H}, {@code TH}) in a text from
     * elsewhere, such as a refusal's message, as this face writes it.
     *
     * @param text the text
     * @return the text with its cards rewritten
     */
    String rewrite(String text) {
        Matcher m = CARD.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(card(Card.parse(m.group()))));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private String paint(String text, Suit s) {
        if (terminal == null) {
            return text;
        }
        AttributedStyle style = AttributedStyle.DEFAULT.background(AttributedStyle.WHITE)
            .foreground(red(s) ? AttributedStyle.RED : AttributedStyle.BLACK);
        return new AttributedString(text, style).toAnsi(terminal);
    }
}
