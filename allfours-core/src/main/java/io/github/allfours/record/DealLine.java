package io.github.allfours.record;

import io.github.allfours.card.DeckOrder;
import java.util.Objects;

/**
 * A deal: the seat that dealt and the whole deck order it dealt from, top card first. A redeal (the
 * pack ran out during a run) is a new deal line with the same dealer. Replaying the deck order with
 * the recorded actions reproduces every hand.
 *
 * <p>Text: <code>{"type":"deal","dealer":0,"deck":["7H","JS",...]}</code> with all 52 cards.
 *
 * @param dealer the seat that dealt
 * @param deck   the deck order
 */
public record DealLine(int dealer, DeckOrder deck) implements RecordLine {
    /**
     * @param dealer the seat that dealt
     * @param deck   the deck order
     */
    public DealLine {
        Objects.requireNonNull(deck, "deck");
    }

    /** Returns {@code "deal"}. */
    @Override
    public String type() {
        return "deal";
    }

    @Override
    public String toJson() {
        StringBuilder sb = new StringBuilder(32 + 5 * deck.size());
        sb.append("{\"type\":\"deal\",\"dealer\":").append(dealer).append(",\"deck\":[");
        for (int i = 0; i < deck.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append('"').append(deck.get(i)).append('"');
        }
        return sb.append("]}").toString();
    }
}
