package io.github.allfours.record;

import io.github.allfours.game.Action;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Reads a game record line by line into typed {@link RecordLine}s. Reading is strict: each line must
 * be one JSON object with exactly the fields of its type, each of the right kind; cards must be in
 * their canonical two-character form ({@code TS}, not {@code 10s}) and actions in
 * {@link Action#notation()}, so that every line reads back to the same text it was written as.
 * Anything else is a {@link RecordFormatException} naming the line. Empty lines, and lines of
 * nothing but spaces and tabs, are skipped (they still count for line numbers). Whether the lines make
 * sense together is for {@link RecordVerifier}.
 *
 * <p>The input may be hostile, and reading it is bounded: a line ends at a line feed, a carriage
 * return or both; a line may hold at most {@value #MAX_LINE_LENGTH} characters (the longest line the
 * writer makes, a match line with house-rule options, is a few hundred) and a longer one is refused
 * without being kept in memory; the JSON is the strict subset described in the
 * {@linkplain io.github.allfours.record package documentation} (integers only, each fitting an
 * {@code int}, nesting at most 16 deep, no duplicate keys); a byte-order mark (U+FEFF) at the start
 * is refused with a message that says so. Read from an {@link InputStream}, the bytes must be UTF-8:
 * a malformed sequence is a {@link RecordFormatException} naming its line. Every line is read in time
 * linear in its length, and messages quote at most 40 characters of the input.
 *
 * <pre>{@code
 * try (GameRecordReader r = new GameRecordReader(Files.newBufferedReader(path))) {
 *     for (RecordLine line; (line = r.next()) != null; ) {
 *         ...
 *     }
 * }
 * }</pre>
 */
public final class GameRecordReader implements Closeable {
    /**
     * The most characters (UTF-16 code units, the line break not counted) a line may hold. The longest
     * line of the records the writer makes is a few hundred characters.
     */
    public static final int MAX_LINE_LENGTH = 65_536;

    static final String TOO_LONG = "the line is longer than " + MAX_LINE_LENGTH + " characters";

    private final Reader chars;
    private final InputStream bytes;
    private final char[] charBuffer;
    private final byte[] byteBuffer;
    private int bufferPos;
    private int bufferEnd;
    private boolean skipLineFeed;
    private final StringBuilder charLine = new StringBuilder();
    private byte[] byteLine;
    private CharsetDecoder decoder;
    /** What is wrong with the line just read apart from its content (too long, not UTF-8), or null. */
    private String lineProblem;
    private int lineNumber;

    /**
     * A reader of a record text.
     *
     * @param in the record text; it is read line by line (it needs no extra buffer). If it decodes bytes
     *           and meets a malformed sequence, the {@link RecordFormatException} can only say near which
     *           line; read bytes with {@link #GameRecordReader(InputStream)} for the exact line
     */
    public GameRecordReader(Reader in) {
        this.chars = Objects.requireNonNull(in, "in");
        this.bytes = null;
        this.charBuffer = new char[8192];
        this.byteBuffer = null;
    }

    /**
     * A reader of a record held as UTF-8 bytes, such as a file or an upload. Each line is decoded on its
     * own, so a malformed byte sequence is a {@link RecordFormatException} naming its line.
     *
     * @param in the record's bytes, UTF-8; it is read in blocks (it needs no extra buffer)
     */
    public GameRecordReader(InputStream in) {
        this.chars = null;
        this.bytes = Objects.requireNonNull(in, "in");
        this.charBuffer = null;
        this.byteBuffer = new byte[8192];
        this.byteLine = new byte[256];
    }

    /**
     * Reads a whole record held in a string.
     *
     * @param text the record
     * @return its lines, in order
     * @throws RecordFormatException at the first malformed line
     */
    public static List<RecordLine> readAll(String text) throws RecordFormatException {
        try (GameRecordReader r = new GameRecordReader(new StringReader(text))) {
            return r.readAll();
        } catch (RecordFormatException e) {
            throw e;
        } catch (IOException e) {
            throw new AssertionError("a string cannot fail to read", e);
        }
    }

    /**
     * Reads the next non-empty line.
     *
     * @return the line, or {@code null} at the end of the input
     * @throws RecordFormatException if the line is malformed; {@link #lineNumber()} is its number
     * @throws IOException           if the input cannot be read
     */
    public @Nullable RecordLine next() throws IOException {
        while (true) {
            lineProblem = null;
            String text;
            try {
                text = chars != null ? readCharLine() : readByteLine();
            } catch (CharacterCodingException e) {
                throw new RecordFormatException(lineNumber + 1, "the text cannot be decoded at or near this line ("
                    + e.getClass().getSimpleName() + ")");
            }
            if (text == null) {
                return null;
            }
            lineNumber++;
            if (lineProblem != null) {
                throw new RecordFormatException(lineNumber, lineProblem);
            }
            if (lineNumber == 1 && text.startsWith("\uFEFF")) {
                throw new RecordFormatException(lineNumber, "the record starts with a byte-order mark (U+FEFF); "
                    + "a record is UTF-8 text without one");
            }
            if (!isBlank(text)) {
                return parseLine(text, lineNumber);
            }
        }
    }

    private static boolean isBlank(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t') {
                return false;
            }
        }
        return true;
    }

    /** What {@link #readUnits} answers for a line longer than its limit. */
    private static final int LINE_TOO_LONG = -2;

    /** The next unit of the input (a char, or a byte as 0..255), or -1 at its end. */
    private int nextUnit() throws IOException {
        if (bufferPos == bufferEnd) {
            int n = chars != null ? chars.read(charBuffer, 0, charBuffer.length) : bytes.read(byteBuffer, 0, byteBuffer.length);
            if (n <= 0) {
                return -1;
            }
            bufferPos = 0;
            bufferEnd = n;
        }
        return chars != null ? charBuffer[bufferPos++] : byteBuffer[bufferPos++] & 0xff;
    }

    /**
     * Reads the next line's units (ended by LF, CR or CRLF) into {@link #charLine} or {@link #byteLine},
     * keeping at most {@code limit} of them: the number kept, -1 at the end of the input, or
     * {@link #LINE_TOO_LONG} when the line had more (the rest is read and dropped).
     */
    private int readUnits(int limit) throws IOException {
        int length = 0;
        boolean any = false;
        boolean tooLong = false;
        while (true) {
            int u = nextUnit();
            if (u < 0) {
                if (!any) {
                    return -1;
                }
                break;
            }
            if (skipLineFeed) {
                skipLineFeed = false;
                if (u == '\n') {
                    continue;
                }
            }
            any = true;
            if (u == '\n') {
                break;
            }
            if (u == '\r') {
                skipLineFeed = true;
                break;
            }
            if (length == limit) {
                tooLong = true;
            } else if (chars != null) {
                charLine.append((char) u);
                length++;
            } else {
                if (length == byteLine.length) {
                    byteLine = Arrays.copyOf(byteLine, Math.min(2 * length, limit));
                }
                byteLine[length++] = (byte) u;
            }
        }
        return tooLong ? LINE_TOO_LONG : length;
    }

    /** The next line of a character input, cut at the length limit; null at the end. */
    private String readCharLine() throws IOException {
        charLine.setLength(0);
        int length = readUnits(MAX_LINE_LENGTH);
        if (length == -1) {
            return null;
        }
        if (length == LINE_TOO_LONG) {
            lineProblem = TOO_LONG;
            return "";
        }
        return charLine.toString();
    }

    /**
     * The next line of a byte input, decoded as UTF-8; null at the end. A line of more than three bytes
     * per allowed character is too long whatever it decodes to, so no more are kept.
     */
    private String readByteLine() throws IOException {
        int length = readUnits(3 * MAX_LINE_LENGTH);
        if (length == -1) {
            return null;
        }
        if (length == LINE_TOO_LONG) {
            lineProblem = TOO_LONG;
            return "";
        }
        if (decoder == null) {
            decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        }
        ByteBuffer in = ByteBuffer.wrap(byteLine, 0, length);
        CharBuffer out = CharBuffer.allocate(length);
        decoder.reset();
        CoderResult r = decoder.decode(in, out, true);
        if (!r.isError()) {
            r = decoder.flush(out);
        }
        if (r.isError()) {
            int at = in.position();
            lineProblem = "malformed UTF-8 at byte " + (at + 1) + " of the line (0x"
                + String.format("%02X", byteLine[at] & 0xff) + ")";
            return "";
        }
        if (out.position() > MAX_LINE_LENGTH) {
            lineProblem = TOO_LONG;
            return "";
        }
        return out.flip().toString();
    }

    /**
     * Reads every remaining line.
     *
     * @return the lines, in order
     * @throws RecordFormatException at the first malformed line
     * @throws IOException           if the input cannot be read
     */
    public List<RecordLine> readAll() throws IOException {
        List<RecordLine> out = new ArrayList<>();
        for (RecordLine line; (line = next()) != null; ) {
            out.add(line);
        }
        return out;
    }

    /** Returns the 1-based number of the line last read (0 before the first). */
    public int lineNumber() {
        return lineNumber;
    }

    /**
     * Closes the underlying reader.
     *
     * @throws IOException if closing fails
     */
    @Override
    public void close() throws IOException {
        if (chars != null) {
            chars.close();
        } else {
            bytes.close();
        }
    }

    /**
     * Parses one line of a record.
     *
     * @param text       the line, without its line break, at most {@value #MAX_LINE_LENGTH} characters
     * @param lineNumber its 1-based number, for error messages
     * @return the typed line
     * @throws RecordFormatException if it is not a well-formed line of the format
     */
    public static RecordLine parseLine(String text, int lineNumber) throws RecordFormatException {
        return LineParser.parse(text, lineNumber);
    }
}
