package io.github.allfours.examples;

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
 * legal actions. Ctrl-C reads as {@code quit}, Ctrl-D on an empty line as the end of input.
 */
final class TerminalLines implements PlaySession.Lines {
    private final LineReader reader;
    private List<String> words = List.of();

    /**
     * Lines read from a terminal.
     *
     * @param terminal the terminal
     */
    TerminalLines(Terminal terminal) {
        this.reader = LineReaderBuilder.builder()
            .terminal(Objects.requireNonNull(terminal, "terminal"))
            .appName("allfours")
            .completer((r, line, candidates) -> {
                for (String w : words) {
                    candidates.add(new Candidate(w));
                }
            })
            .variable(LineReader.ERRORS, 0)          // no "did you mean" matching of typos
            .option(LineReader.Option.GROUP, false)
            .option(LineReader.Option.AUTO_GROUP, false)
            .build();
    }

    @Override
    public String read(String prompt, List<String> choices) {
        words = completions(choices);
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
     * which may be typed alone) and each one-word choice ({@code beg}), without repeats, plus
     * {@code quit}.
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
}
