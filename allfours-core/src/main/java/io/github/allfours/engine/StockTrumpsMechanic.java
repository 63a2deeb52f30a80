package io.github.allfours.engine;

import io.github.allfours.card.Suit;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.rules.Stock;

/**
 * Trumps fixed by the bottom card of the stock (California Jack, Shasta Sam; docs/rules.md, "California
 * Jack"): the suit of the last card of the deck order is trumps from the start of play; elder leads.
 * Nobody holds High, Low or Jack "in play" at the first lead here: {@link StockDrawsMechanic} judges them over the
 * cards as they are played.
 */
final class StockTrumpsMechanic implements TrumpChoice {
    private final boolean faceUp;

    StockTrumpsMechanic(Stock rule) {
        faceUp = rule.faceUp();
    }

    @Override
    public void afterDeal(GameState s, EventListener events) {
        TrickPlayPhase.start(s);     // trumps are not yet set, so no holder is fixed
        Deal d = s.writableDeal();
        d.trump = (byte) (d.deck.indexAt(d.deck.size() - 1) >>> 4);
        if (events != EventListener.NONE) {
            events.on(new GameEvent.TrumpsFixed(Suit.of(d.trump)));
        }
    }

    /** Trumps are fixed after play starts, with no holder fixed: the count follows the cards played. */
    @Override
    public void startRebuiltPlay(GameState s, int trump) {
        s.writableDeal().trump = (byte) GameState.NONE;
        TrickPlayPhase.start(s);
        s.writableDeal().trump = (byte) trump;
    }

    @Override
    public void pitched(GameState s, int card, EventListener events) {
        throw new AssertionError("trumps are fixed before the first lead");
    }

    @Override
    public boolean handHiddenFrom(GameState s, int seat) {
        return false;
    }

    @Override
    public int stockTop(GameState s) {
        Deal d = s.deal;
        return faceUp && d.deck != null && d.deckPos < d.deck.size() ? d.deck.indexAt(d.deckPos) : GameState.NONE;
    }
}
