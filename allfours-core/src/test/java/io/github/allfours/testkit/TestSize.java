package io.github.allfours.testkit;

/**
 * The size of a test that plays many matches, tables or tries: small in the build ({@code ./mvnw -B verify}),
 * large in the long run ({@code ./mvnw -B -P long verify}, which sets the system property {@value #LONG}),
 * and any size a system property names ({@code -Dallfours.load.tables=5000}). Only the amount of work
 * changes; every assertion is made at every size.
 */
public final class TestSize {
    /** The system property that selects the long sizes; {@code -P long} sets it to {@code true}. */
    public static final String LONG = "allfours.long";

    private TestSize() {
    }

    /** @return whether the long sizes were asked for ({@code -P long} or {@code -Dallfours.long=true}) */
    public static boolean isLong() {
        return Boolean.getBoolean(LONG);
    }

    /**
     * The size of one test.
     *
     * @param property the system property that sets it explicitly, e.g. {@code allfours.load.tables}
     * @param quick    the size in the build
     * @param full     the size in the long run
     * @return the property's value if it is set, otherwise {@code full} in the long run and {@code quick} in the build
     * @throws IllegalArgumentException if the property is set to anything but a positive whole number, or
     *     {@code quick} or {@code full} is not positive
     */
    public static int of(String property, int quick, int full) {
        if (quick < 1 || full < 1) {
            throw new IllegalArgumentException("sizes must be positive: " + quick + ", " + full);
        }
        String text = System.getProperty(property);
        if (text == null) {
            return isLong() ? full : quick;
        }
        int value;
        try {
            value = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(property + " must be a positive whole number, not '" + text + "'", e);
        }
        if (value < 1) {
            throw new IllegalArgumentException(property + " must be a positive whole number, not '" + text + "'");
        }
        return value;
    }
}
