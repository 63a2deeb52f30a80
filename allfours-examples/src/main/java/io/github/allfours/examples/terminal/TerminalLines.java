package io.github.allfours.examples.terminal;

import io.github.allfours.card.Card;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;

/**
 * The person's lines read on a terminal by a JLine {@link LineReader}: line editing, a history of the
 * lines typed in this match (up and down arrows), and Tab completing the cards and the words of the
 * legal actions. Tab offers the cards as the match shows them ({@code 10♥}, in colour) and in the order
 * of the choices, which is the order of the hand; JLine would sort them by their text unless each
 * {@link Candidate} carries its rank in {@link Candidate#sort()}. Ctrl-C reads as {@code quit}, Ctrl-D on
 * an empty line as the end of input.
 */
public final class TerminalLines implements PlaySession.Lines {
    private final LineReader reader;
    private final CardFace face;
    private List<Candidate> candidates = List.of();

    /**
     * Lines read from a terminal.
     *
     * @param terminal the terminal
     * @param face     how the match writes cards, which Tab offers them as
     */
    public TerminalLines(Terminal terminal, CardFace face) {
        this.face = Objects.requireNonNull(face, "face");
        this.reader = LineReaderBuilder.builder()
            .terminal(Objects.requireNonNull(terminal, "terminal"))
            .appName("allfours")
            .completer((r, line, out) -> out.addAll(candidates))
            .variable(LineReader.ERRORS, 0)          // no "did you mean" matching of typos
            .option(LineReader.Option.GROUP, false)
            .option(LineReader.Option.AUTO_GROUP, false)
            .build();
    }

    @Override
    public String read(String prompt, List<String> choices) {
        candidates = candidates(completions(choices), face);
        try {
            return reader.readLine(prompt);
        } catch (UserInterruptException e) {
            return "quit";
        } catch (EndOfFileException e) {
            return null;
        }
    }

    /**
     * The words Tab offers for the choices: each choice's last word ({@code 10H} of {@code play 10H},
     * which may be typed alone) and each one-word choice ({@code beg}), without repeats, in the order of
     * the choices, plus {@code quit}.
     *
     * @param choices the choices as typed, such as {@code play 10H}
     * @return the words
     */
    static List<String> completions(List<String> choices) {
        List<String> out = new ArrayList<>();
        for (String c : choices) {
            String[] parts = c.strip().split("\\s+");
            String w = parts.length == 2 && (parts[0].equals("play") || parts[0].equals("discard")) ? parts[1]
                : parts[0];
            if (!out.contains(w)) {
                out.add(w);
            }
        }
        out.add("quit");
        return out;
    }

    /**
     * The completion candidates of the words, in their order: a card as the face shows it ({@code 10♥}
     * on the line, in colour in the list), any other word as it is.
     *
     * @param words the words, as {@link #completions} gives them
     * @param face  how cards are shown
     * @return one candidate per word, each ranked by its place ({@link Candidate#sort()}), so that JLine
     *     lists them in this order
     */
    static List<Candidate> candidates(List<String> words, CardFace face) {
        List<Candidate> out = new ArrayList<>();
        for (String w : words) {
            String value = w;
            String shown = w;
            if (CardFace.isCard(w)) {
                Card c = Card.parse(w);
                value = face.text(c);
                shown = face.card(c);
            }
            out.add(new Candidate(value, shown, null, null, null, null, true, out.size()));
        }
        return out;
    }
}
