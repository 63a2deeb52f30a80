package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.game.Action;
import io.github.allfours.game.Discard;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.DiscardRule;
import java.util.List;
import java.util.Optional;

/**
 * Discards after a run: from elder, each seat discards one card at a time, face down, until it is back
 * to the hand size, then the next seat; play begins when the dealer is done. It owns the discard rule
 * (docs/rules.md, "Running the cards").
 */
final class DiscardPhase extends PhaseRules {
    /** The rules without discards: never due, so play begins as soon as trumps are fixed. */
    static final DiscardPhase NONE = new DiscardPhase(DiscardRule.NEVER);

    private final DiscardRule rule;

    DiscardPhase(DiscardRule rule) {
        this.rule = rule;
    }

    /** Whether the hands, just fixed to a trump suit, must be discarded down before play. */
    boolean due(GameState s) {
        int size = Long.bitCount(s.handOf(0));
        return size > s.match.compiled.handSize && (rule == DiscardRule.ALWAYS || rule == DiscardRule.TWELVE_OR_MORE && size >= 12);
    }

    /** Any card held may be discarded. */
    @Override
    long decide(GameState s) {
        return s.handOf(s.toAct);
    }

    @Override
    List<Action> legalActions(GameState s) {
        return new CardActionList(s.legal, true, null);
    }

    @Override
    int legalActionCount(GameState s) {
        return Long.bitCount(s.legal);
    }

    @Override
    Reason refuse(GameState s, int seat, Action action) {
        return (s.legal & ((Discard) action).card().bit()) == 0 ? Reason.CARD_NOT_HELD : null;
    }

    @Override
    void apply(GameState s, int seat, Action action, EventListener events) {
        int card = ((Discard) action).card().index();
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Discarded(seat, Optional.of(Card.ofIndex(card))));
        }
        s.held &= ~(1L << card);
        s.writableDeal().discards |= 1L << card;
        if (Long.bitCount(s.handOf(seat)) > s.match.compiled.handSize) {
            return;
        }
        if (seat == s.match.dealer) {
            TrickPlayPhase.start(s);
        } else {
            s.toAct = (byte) s.match.compiled.next(seat);
        }
    }

    @Override
    String expected(GameState s) {
        return "seat " + s.toAct + " must discard down to " + s.match.compiled.handSize + " cards";
    }
}
