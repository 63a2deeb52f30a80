package io.github.allfours.examples.terminal;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntSupplier;
import org.jline.utils.AttributedString;

/**
 * A writer for a terminal that wraps each line at word boundaries to the terminal's width, so that no
 * word is cut by the terminal's own wrapping. Widths are counted in the terminal's columns: colour escape
 * sequences take none, a suit symbol one. A line that fits is written as it is; a longer one is broken
 * at the last space that fits, the spaces there dropped, and each continuation indented by the line's
 * own indent and two more spaces. A single word wider than the terminal is left whole on a line of its
 * own (the terminal then wraps it). The width is asked for at every line, so a resized terminal is
 * followed.
 *
 * <p>Text is written on when its line ends: {@link #flush()} passes on whole lines only (every line
 * {@code play} writes ends with a line break; the answer line's prompt is the line reader's), and
 * {@link #close()} writes a last unfinished line as it is.
 */
public final class WordWrapWriter extends Writer {
    private final Writer out;
    private final IntSupplier width;
    private final StringBuilder line = new StringBuilder();

    /**
     * @param out   where the wrapped lines go (a terminal's writer)
     * @param width the terminal's width in columns, asked for at every line; 0 or less for unknown (lines are
     *              then written as they are)
     */
    public WordWrapWriter(Writer out, IntSupplier width) {
        this.out = Objects.requireNonNull(out, "out");
        this.width = Objects.requireNonNull(width, "width");
    }

    @Override
    public void write(char[] buf, int off, int len) throws IOException {
        Objects.checkFromIndexSize(off, len, buf.length);
        for (int i = off; i < off + len; i++) {
            char c = buf[i];
            if (c == '\n') {
                boolean cr = line.length() > 0 && line.charAt(line.length() - 1) == '\r';
                if (cr) {
                    line.setLength(line.length() - 1);
                }
                String end = cr ? "\r\n" : "\n";
                for (String part : wrap(line.toString(), width.getAsInt())) {
                    out.write(part);
                    out.write(end);
                }
                line.setLength(0);
            } else {
                line.append(c);
            }
        }
    }

    /** Passes on the whole lines written so far; an unfinished line waits for its end. */
    @Override
    public void flush() throws IOException {
        out.flush();
    }

    /** Writes an unfinished last line as it is, then flushes (the terminal's writer is not closed). */
    @Override
    public void close() throws IOException {
        out.write(line.toString());
        line.setLength(0);
        out.flush();
    }

    /**
     * One line broken at spaces into lines of fewer than {@code width} columns (the last column is left
     * free: some terminals wrap as soon as it is written).
     *
     * @param text  the line, without its line break; it may hold ANSI colour escapes
     * @param width the terminal's width in columns, 0 or less for unknown
     * @return the lines to write, at least one
     */
    static List<String> wrap(String text, int width) {
        int max = width - 1;
        if (width <= 1 || columns(text) <= max) {
            return List.of(text);
        }
        int start = 0;
        while (start < text.length() && text.charAt(start) == ' ') {
            start++;
        }
        String indent = text.substring(0, start);
        String more = indent.length() + 2 <= max / 2 ? indent + "  " : "";
        List<String> lines = new ArrayList<>();
        StringBuilder current = new StringBuilder(indent);
        int used = indent.length();
        boolean empty = true;           // no word on the current line yet
        int i = start;
        while (i < text.length()) {
            int spaces = i;
            while (i < text.length() && text.charAt(i) == ' ') {
                i++;
            }
            String gap = text.substring(spaces, i);
            int end = text.indexOf(' ', i);
            if (end < 0) {
                end = text.length();
            }
            String word = text.substring(i, end);
            i = end;
            if (word.isEmpty()) {
                break;                  // trailing spaces
            }
            int w = columns(word);
            if (!empty && used + gap.length() + w > max) {
                lines.add(current.toString());
                current = new StringBuilder(more);
                used = more.length();
                empty = true;
            }
            if (!empty) {
                current.append(gap);
                used += gap.length();
            }
            current.append(word);
            used += w;
            empty = false;
        }
        lines.add(current.toString());
        return lines;
    }

    /** The columns a text takes on a terminal: escape sequences none, wide characters two. */
    static int columns(String text) {
        return AttributedString.fromAnsi(text).columnLength();
    }
}
