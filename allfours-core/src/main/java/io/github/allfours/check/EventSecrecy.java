package io.github.allfours.check;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Trick;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The invariant checker's event secrecy: every event of a step, as each seat and a spectator may know it
 * ({@link GameEvent#seenBy(int)}), names only cards that viewer's views show just before or just after the step
 * (its own hand, the cards on the table, played, turned up, set aside, on the face-up stock, known in a hand), or
 * that the step laid face up before every seat.
 */
final class EventSecrecy {
    private EventSecrecy() {
    }

    /**
     * No viewer's events name a card hidden from it both before and after the step, unless the step laid it face
     * up before every seat (turned up, played, thrown in, exposed, drawn from a face-up stock): a card turned up
     * in a run that ends in a redeal goes back into the pack, and was still seen.
     */
    static void check(GameState before, List<GameEvent> events, GameState after, Consumer<String> violation) {
        int seats = before.rules().seats();
        long faceUp = 0;
        for (GameEvent e : events) {
            faceUp |= faceUp(e);
        }
        for (int viewer = -1; viewer < seats; viewer++) {
            long shown = shown(view(before, viewer)) | shown(view(after, viewer)) | faceUp;
            for (GameEvent e : events) {
                GameEvent seen = e.seenBy(viewer);
                long leaked = named(seen) & ~shown;
                if (leaked != 0) {
                    violation.accept("events: " + (viewer < 0 ? "a spectator" : "seat " + viewer) + " would see hidden "
                        + CardSet.ofBits(leaked) + " in " + seen);
                }
            }
        }
    }

    private static SeatView view(GameState s, int viewer) {
        return viewer < 0 ? s.spectatorView() : s.viewFor(viewer);
    }

    /** The cards a view shows: where they lie is known to its seat. */
    static long shown(SeatView v) {
        long bits = v.hand().bits() | v.played().bits() | v.setAside().bits() | bit(v.turnUp()) | bit(v.stockTop())
            | trick(v.currentTrick()) | v.lastTrick().map(EventSecrecy::trick).orElse(0L);
        for (Trick t : v.tricks()) {
            bits |= trick(t);
        }
        for (int s = 0; s < v.knownCards().size(); s++) {
            bits |= v.knownCards().get(s).bits() | v.thrownIn().get(s).bits();
        }
        return bits;
    }

    /**
     * The cards an event lays face up before every seat, or names as laid face up before every seat: a turn-up's
     * award names its card, which every seat saw turned, even when a redeal of the same hand has since put it back
     * into the pack (the hand's count then names it again).
     */
    private static long faceUp(GameEvent e) {
        if (e instanceof GameEvent.Awarded a) {
            return turnedUp(a.award());
        } else if (e instanceof GameEvent.HandCounted h) {
            long bits = 0;
            for (Award a : h.result().awards()) {
                bits |= turnedUp(a);
            }
            return bits;
        } else if (e instanceof GameEvent.TurnedUp t) {
            return t.card().bit();
        } else if (e instanceof GameEvent.Played p) {
            return p.card().bit();
        } else if (e instanceof GameEvent.ThrewIn t) {
            return t.cards().bits();
        } else if (e instanceof GameEvent.Exposed x) {
            return x.card().bit();
        } else if (e instanceof GameEvent.Drew d && d.faceUp()) {
            return bit(d.card());
        }
        return 0;
    }

    /** The cards an event names. */
    static long named(GameEvent e) {
        if (e instanceof GameEvent.Dealt d) {
            return d.deck().map(order -> CardSet.of(order.toList()).bits()).orElse(0L);
        } else if (e instanceof GameEvent.TurnedUp t) {
            return t.card().bit();
        } else if (e instanceof GameEvent.Drew d) {
            return bit(d.card());
        } else if (e instanceof GameEvent.Exposed x) {
            return x.card().bit();
        } else if (e instanceof GameEvent.CardCalled c) {
            return c.card().bit();
        } else if (e instanceof GameEvent.Played p) {
            return p.card().bit();
        } else if (e instanceof GameEvent.ThrewIn t) {
            return t.cards().bits();
        } else if (e instanceof GameEvent.TakenBack b) {
            return b.cards().bits();
        } else if (e instanceof GameEvent.CallLapsed l) {
            return l.card().bit();
        } else if (e instanceof GameEvent.Discarded d) {
            return bit(d.card());
        } else if (e instanceof GameEvent.TrickTaken t) {
            return trick(t.trick());
        } else if (e instanceof GameEvent.Awarded a) {
            return award(a.award());
        } else if (e instanceof GameEvent.HandCounted h) {
            return result(h.result());
        }
        return 0;       // Called, BidMade, TrumpsFixed, Redealt, MatchWon name no card
    }

    private static long result(HandResult r) {
        long bits = bit(r.high()) | bit(r.low()) | bit(r.jack());
        for (Award a : r.awards()) {
            bits |= award(a);
        }
        return bits;
    }

    private static long turnedUp(Award a) {
        return a.reason() == AwardReason.TURN_UP ? bit(a.card()) : 0;
    }

    private static long award(Award a) {
        return bit(a.card());
    }

    private static long trick(Trick t) {
        return t.cardSet().bits() | t.thrownIn().bits();
    }

    private static long bit(Optional<Card> card) {
        return card.map(Card::bit).orElse(0L);
    }
}
