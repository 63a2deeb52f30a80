package io.github.allfours.record;

import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import java.util.List;
import java.util.Objects;

/**
 * One decision: the seat that acted, every action that was legal at that moment (in the order of
 * {@link GameState#legalActions()}) and the action taken, each in {@link Action#notation()}. Keeping
 * the legal set makes a record useful for training and review, and lets a replay check that the
 * engine still agrees about what was allowed.
 *
 * <p>Text: <code>{"type":"action","seat":1,"legal":["beg","stand"],"action":"stand"}</code>.
 *
 * @param seat   the seat that acted
 * @param legal  the legal actions at that moment
 * @param action the action taken
 */
public record ActionLine(int seat, List<Action> legal, Action action) implements RecordLine {
    /**
     * @param seat   the seat that acted
     * @param legal  the legal actions at that moment
     * @param action the action taken
     */
    public ActionLine {
        legal = List.copyOf(legal);
        Objects.requireNonNull(action, "action");
    }

    /** Returns {@code "action"}. */
    @Override
    public String type() {
        return "action";
    }

    @Override
    public String toJson() {
        StringBuilder sb = new StringBuilder(48 + 10 * legal.size());
        sb.append("{\"type\":\"action\",\"seat\":").append(seat).append(",\"legal\":[");
        for (int i = 0; i < legal.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append('"').append(legal.get(i).notation()).append('"');
        }
        sb.append("],\"action\":\"").append(action.notation()).append('"');
        return sb.append('}').toString();
    }
}
