package io.github.allfours.card;

/** Input text as an error message may quote it: short, and with every character visible. */
final class Excerpt {
    /** The most characters of an input a message quotes. */
    static final int MAX = 40;

    private Excerpt() {
    }

    /**
     * At most {@value #MAX} characters of {@code text}, then {@code …} if cut; a character that would
     * not show (a control or format character, a separator other than the space, an unpaired surrogate,
     * a private or unassigned code point) is written {@code U+XXXX}.
     */
    static String of(String text) {
        StringBuilder sb = new StringBuilder();
        int stop = Math.min(text.length(), MAX);
        for (int i = 0; i < stop; i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < stop && Character.isLowSurrogate(text.charAt(i + 1))) {
                sb.append(c).append(text.charAt(++i));
            } else {
                sb.append(printable(c));
            }
        }
        return stop < text.length() ? sb.append('…').toString() : sb.toString();
    }

    /** One character as a message may show it: itself, or {@code U+XXXX} when it would not show. */
    static String printable(char c) {
        switch (Character.getType(c)) {
            case Character.CONTROL:
            case Character.FORMAT:
            case Character.SURROGATE:
            case Character.PRIVATE_USE:
            case Character.UNASSIGNED:
            case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR:
                return String.format("U+%04X", (int) c);
            case Character.SPACE_SEPARATOR:
                return c == ' ' ? " " : String.format("U+%04X", (int) c);
            default:
                return String.valueOf(c);
        }
    }
}
