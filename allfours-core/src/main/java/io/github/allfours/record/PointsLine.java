package io.github.allfours.record;

import io.github.allfours.card.Card;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.internal.Json;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One award, written the moment it is scored and in the same order as the engine scores them (see
 * docs/rules.md, "Order of scoring"): a turn-up or gift during the deal, then High, Low, Jack
 * and Game after the last trick.
 *
 * <p>Text: <code>{"type":"points","side":0,"points":3,"reason":"turn-up","card":"JS"}</code>; the
 * {@code card} field is left out when the award is about no card (gift, game).
 *
 * @param side   the side that scored
 * @param points how many points
 * @param reason what for ({@link AwardReason#code()} in the text)
 * @param card   the card the award is about, or {@code null} when there is none
 */
public record PointsLine(int side, int points, AwardReason reason, @Nullable Card card) implements RecordLine {
    /**
     * @param side   the side that scored
     * @param points how many points
     * @param reason what for
     * @param card   the card the award is about, or {@code null}
     */
    public PointsLine {
        Objects.requireNonNull(reason, "reason");
    }

    /**
     * The line of an award.
     *
     * @param award an award of the engine
     * @return the line that records it
     */
    public static PointsLine of(Award award) {
        return new PointsLine(award.side(), award.points(), award.reason(), award.card());
    }

    /** Returns {@code "points"}. */
    @Override
    public String type() {
        return "points";
    }

    @Override
    public String toJson() {
        StringBuilder sb = new StringBuilder(80);
        sb.append("{\"type\":\"points\",\"side\":").append(side).append(",\"points\":").append(points)
            .append(",\"reason\":\"").append(reason.code()).append('"');
        if (card != null) {
            sb.append(",\"card\":\"").append(card).append('"');
        }
        return sb.append('}').toString();
    }
}
