package io.github.allfours.record;

import io.github.allfours.internal.Json;
import java.util.ArrayList;
import java.util.List;

/**
 * The end of a match: the side that reached the target and the final score of every side.
 *
 * <p>Text: <code>{"type":"end","winner":0,"totals":[14,9]}</code>.
 *
 * @param winner the winning side
 * @param totals the final score of each side, by side
 */
public record EndLine(int winner, List<Integer> totals) implements RecordLine {
    /**
     * @param winner the winning side
     * @param totals the final score of each side, by side
     */
    public EndLine {
        totals = List.copyOf(totals);
    }

    /**
     * The end line of a match.
     *
     * @param winner the winning side
     * @param totals the final score of each side, by side
     * @return the line
     */
    public static EndLine of(int winner, int... totals) {
        return new EndLine(winner, boxed(totals));
    }

    static List<Integer> boxed(int[] values) {
        List<Integer> out = new ArrayList<>(values.length);
        for (int v : values) {
            out.add(v);
        }
        return out;
    }

    /** Returns {@code "end"}. */
    @Override
    public String type() {
        return "end";
    }

    @Override
    public String toJson() {
        StringBuilder sb = new StringBuilder(40);
        sb.append("{\"type\":\"end\",\"winner\":").append(winner).append(",\"totals\":");
        Json.appendInts(sb, totals);
        return sb.append('}').toString();
    }
}
