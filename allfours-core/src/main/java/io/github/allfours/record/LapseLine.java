package io.github.allfours.record;

import io.github.allfours.card.Card;
import io.github.allfours.game.GameEvent;
import java.util.Objects;

/**
 * Table mode: a call of a revoke lapsed (docs/rules.md, "Table mode"). A revoke called while its trick was being
 * played is judged only when the trick is complete; its player took it back by a {@code retract} before that, so the
 * call gives no points and no bar. Written after the retract's action line, one line per call, in the order the
 * revokes had been played ({@link GameEvent.CallLapsed}).
 *
 * <p>Text: <code>{"type":"lapse","seat":3,"card":"2C"}</code>.
 *
 * @param seat the seat whose call lapsed
 * @param card the revoke it had called
 */
public record LapseLine(int seat, Card card) implements RecordLine {
    /**
     * @param seat the seat whose call lapsed
     * @param card the revoke it had called
     */
    public LapseLine {
        Objects.requireNonNull(card, "card");
    }

    /** Returns {@code "lapse"}. */
    @Override
    public String type() {
        return "lapse";
    }

    @Override
    public String toJson() {
        return "{\"type\":\"lapse\",\"seat\":" + seat + ",\"card\":\"" + card + "\"}";
    }
}
