package io.github.allfours.examples.server;

/**
 * Whole numbers as the API reads them from a path, a query parameter, a header or a cursor: ASCII digits
 * ({@code 0} to {@code 9}), after a minus sign where a range allows negative numbers, and nothing else. Java's
 * {@link Long#parseLong} would also take a plus sign and the digits of every other script ({@code "٣"},
 * {@code "３"}), which no client means. Linear in the text's length.
 */
public final class AsciiNumbers {
    /** The most digits a long has. */
    private static final int MAX_DIGITS = 19;

    private AsciiNumbers() {
    }

    /**
     * Reads a whole number in a range.
     *
     * @param text the text
     * @param min  the smallest number accepted
     * @param max  the largest number accepted
     * @return the number
     * @throws NumberFormatException for anything but ASCII digits (after a minus sign if {@code min} is
     *                               negative), or a number outside {@code min..max}
     */
    public static long parse(String text, long min, long max) {
        int start = min < 0 && text.startsWith("-") ? 1 : 0;
        int digits = text.length() - start;
        if (digits < 1 || digits > MAX_DIGITS) {
            throw new NumberFormatException("not a whole number: " + RequestJson.quote(text));
        }
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new NumberFormatException("not a whole number: " + RequestJson.quote(text));
            }
        }
        long n = Long.parseLong(text);      // at most 19 ASCII digits: only an overflow is left to refuse
        if (n < min || n > max) {
            throw new NumberFormatException(n + " is outside " + min + " to " + max);
        }
        return n;
    }
}
