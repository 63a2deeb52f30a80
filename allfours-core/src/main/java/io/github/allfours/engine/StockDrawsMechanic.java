package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.rules.Stock;
import java.util.Optional;

/**
 * California Jack and Shasta Sam (docs/rules.md, "California Jack"), when a trick is taken: first the
 * count's facts are brought up to date from the trumps in the trick ({@link CountFacts#afterTrick}: High, Low
 * and Jack are judged over every card played, the highest trump so far and who played it, the lowest and who
 * played it, who played the jack; who captured them the tricks say); then, while the stock lasts, the winner
 * and then the loser draws its top card. A card drawn from a face-up stock is known to everyone until it is
 * played.
 */
final class StockDrawsMechanic implements TrickEnd {
    private final boolean faceUp;

    StockDrawsMechanic(Stock rule) {
        faceUp = rule.faceUp();
    }

    @Override
    public void afterTrick(GameState s, TakenTrick trick, EventListener events) {
        Deal d = s.writableDeal();
        d.count = d.count.afterTrick(trick, d.trump);
        if (d.deckPos >= d.deck.size()) {
            return;
        }
        int winner = trick.winner;
        draw(s, d, winner, events);
        draw(s, d, s.match.compiled.next(winner), events);
    }

    @Override
    public boolean drawsFaceDown() {
        return !faceUp;
    }

    private void draw(GameState s, Deal d, int seat, EventListener events) {
        int card = d.deck.indexAt(d.deckPos++);
        s.giveCards(seat, 1L << card);
        if (faceUp) {
            d.shown |= 1L << card;
        }
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Drew(seat, Optional.of(Card.ofIndex(card)), faceUp));
        }
    }
}
