package io.github.allfours.record;

import io.github.allfours.game.HandResult;
import io.github.allfours.internal.Json;
import java.util.List;

/**
 * The end of a completed hand: every side's match score right after the hand's count (before any
 * turn-up of the next deal). A hand cut short because a side reached the target during the deal has
 * no hand line.
 *
 * <p>Text: <code>{"type":"hand","totals":[5,2]}</code>, with {@code "allFour":SIDE} after the totals
 * when one side took High, Low, Jack and Game in the hand ({@link HandResult#allFourSide()}).
 *
 * @param totals  the score of each side, by side
 * @param allFour the side that made all four, or {@link HandResult#NOBODY} (-1)
 */
public record HandLine(List<Integer> totals, int allFour) implements RecordLine {
    /**
     * @param totals  the score of each side, by side
     * @param allFour the side that made all four, or -1
     */
    public HandLine {
        totals = List.copyOf(totals);
        if (allFour < HandResult.NOBODY || allFour >= totals.size()) {
            throw new IllegalArgumentException("allFour " + allFour + " is not a side of " + totals.size());
        }
    }

    /**
     * The hand line of a hand nobody made all four in.
     *
     * @param totals the score of each side, by side
     * @return the line of a hand in which nobody made all four
     */
    public static HandLine of(int... totals) {
        return new HandLine(EndLine.boxed(totals), HandResult.NOBODY);
    }

    /**
     * The hand line of a hand in which one side made all four.
     *
     * @param allFour the side that made all four, or -1
     * @param totals  the score of each side, by side
     * @return the line
     */
    public static HandLine withAllFour(int allFour, int... totals) {
        return new HandLine(EndLine.boxed(totals), allFour);
    }

    /** Returns {@code "hand"}. */
    @Override
    public String type() {
        return "hand";
    }

    @Override
    public String toJson() {
        StringBuilder sb = new StringBuilder(40);
        sb.append("{\"type\":\"hand\",\"totals\":");
        Json.appendInts(sb, totals);
        if (allFour >= 0) {
            sb.append(",\"allFour\":").append(allFour);
        }
        return sb.append('}').toString();
    }
}
