package io.github.allfours.engine;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.EventListener;
import io.github.allfours.rules.Scoring;

/**
 * All Fives (docs/rules.md, "All Fives"): when a trick is taken, its winner's side scores at once the Game
 * values of the trumps in it, the five of trumps counting its own value (reason {@code trick}). The
 * match may end here, in the middle of a hand.
 */
final class TrickPointsMechanic implements TrickEnd {
    private static final int FIVE = Rank.FIVE.strength();

    private final int trumpFiveValue;

    TrickPointsMechanic(Scoring rule) {
        trumpFiveValue = rule.trumpFiveValue();
    }

    @Override
    public void afterTrick(GameState s, TakenTrick trick, EventListener events) {
        int trump = s.deal.trump;
        long trumps = trick.all & Suit.of(trump).mask();
        if (trumps == 0) {
            return;
        }
        int points = CardSet.gameValue(trumps) + ((trumps & (1L << (trump * 16 + FIVE))) != 0 ? trumpFiveValue : 0);
        s.award(s.match.compiled.sideOf[trick.winner], points, AwardReason.TRICK, GameState.NONE, events);
    }
}
