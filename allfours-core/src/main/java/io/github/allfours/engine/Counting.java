package io.github.allfours.engine;

import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;

/**
 * The count: the facts it rests on (who held the highest, lowest and jack of trumps when play began)
 * and the end of a hand, where the rules' {@link HandCount} awards the points, the hand's result is
 * kept and the deal passes (docs/rules.md, "The four points" and "Order of scoring").
 */
final class Counting {
    private static final int JACK = Rank.JACK.strength();

    private Counting() {
    }

    /**
     * Fixes the holders of High, Low and the jack: "in play" means held when the first card is led
     * (after any discards), so this runs when play begins, or at the pitch.
     */
    static void fixHolders(GameState s) {
        Deal d = s.writableDeal();
        long trumps = Suit.of(d.trump).mask();
        int jack = d.trump * 16 + JACK;
        for (int seat = 0; seat < s.match.compiled.seats; seat++) {
            long t = s.handOf(seat) & trumps;
            if (t == 0) {
                continue;
            }
            int hi = 63 - Long.numberOfLeadingZeros(t);
            int lo = Long.numberOfTrailingZeros(t);
            if (hi > d.highCard) {
                d.highCard = (byte) hi;
                d.highSeat = (byte) seat;
            }
            if (d.lowCard < 0 || lo < d.lowCard) {
                d.lowCard = (byte) lo;
                d.lowSeat = (byte) seat;
            }
            if ((t & (1L << jack)) != 0) {
                d.jackSeat = (byte) seat;
            }
        }
    }

    /**
     * Ends the hand: the rules count it (stopping the moment a side reaches the target), its result is
     * kept and reported, and the deal passes. A hand thrown in by a gift is counted too, with none of the
     * four points at stake. Nothing is counted once the match is over. A {@link Playout}'s scratch state
     * is counted by the same rules and then stops.
     */
    static void finish(GameState s, boolean thrownIn, EventListener events) {
        if (!s.live()) {
            return;
        }
        HandResult result = s.match.compiled.count.count(s, thrownIn, events);
        Playout scratch = s.match.playout();
        if (scratch != null) {
            scratch.handCounted();      // a scratch state stops here: no result kept, no next deal
            return;
        }
        Match m = s.writableMatch();
        m.results = Chain.push(m.results, result);
        if (events != EventListener.NONE) {
            events.on(new GameEvent.HandCounted(result, s.scoreList()));
        }
        Dealing.passDeal(s, events);
    }
}
