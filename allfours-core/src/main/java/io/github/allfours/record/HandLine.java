package io.github.allfours.record;

import java.util.List;

/**
 * The end of a completed hand: every side's match score right after the hand's count (before any
 * turn-up of the next deal). A hand cut short because a side reached the target during the deal has
 * no hand line.
 *
 * <p>Text: <code>{"type":"hand","totals":[5,2]}</code>.
 *
 * @param totals the score of each side, by side
 */
public record HandLine(List<Integer> totals) implements RecordLine {
    /**
     * @param totals the score of each side, by side
     */
    public HandLine {
        totals = List.copyOf(totals);
    }

    /**
     * @param totals the score of each side, by side
     * @return the line
     */
    public static HandLine of(int... totals) {
        return new HandLine(EndLine.boxed(totals));
    }

    /** @return {@code "hand"} */
    @Override
    public String type() {
        return "hand";
    }

    @Override
    public String toJson() {
        StringBuilder sb = new StringBuilder(40);
        sb.append("{\"type\":\"hand\",\"totals\":");
        Json.appendInts(sb, totals);
        return sb.append('}').toString();
    }
}
