package io.github.allfours.engine;

import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.TurnUp;
import io.github.allfours.rules.TurnUpScope;
import java.util.Map;

/**
 * Trumps by turn-up: after the deal the next card is turned, scored by the turn-up table within its
 * scope, and then begged against (when the game has begging) or kept. It owns the turn-up rules: the
 * points per rank and which turned cards score (docs/rules.md, "Turn-up points").
 */
final class TurnUpMechanic implements TrumpChoice {
    private final int[] points = new int[13];
    private final TurnUpScope scope;
    /** Whether elder may beg (then stands or begs before trumps are fixed). */
    private final boolean begs;

    TurnUpMechanic(TurnUp rule) {
        for (Map.Entry<Rank, Integer> e : rule.points().entrySet()) {
            points[e.getKey().strength()] = e.getValue();
        }
        scope = rule.scope();
        begs = rule.begging().isPresent();
    }

    @Override
    public void afterDeal(GameState s, EventListener events) {
        turn(s, 0, events);
        if (begs) {
            s.enter(Phase.BEG, s.match.compiled.next(s.match.dealer));
        } else {
            fixTrumps(s, events);
        }
    }

    @Override
    public void pitched(GameState s, int card, EventListener events) {
        throw new AssertionError("trumps are turned up before any lead");
    }

    @Override
    public boolean handHiddenFrom(GameState s, int seat) {
        return false;
    }

    /**
     * Turns the next card for trumps (round 0 after the deal, k in the k-th round of a run), setting the
     * previous turn-up aside, and scores it when the scope counts it now.
     */
    void turn(GameState s, int round, EventListener events) {
        int card = Dealing.draw(s);
        Deal d = s.writableDeal();
        int suit = card >>> 4;
        boolean newSuit = round == 0 || suit != d.trump;
        if (d.turnUp >= 0) {
            d.setAside |= 1L << d.turnUp;
        }
        d.turnUp = (byte) card;
        d.trump = (byte) suit;
        if (events != EventListener.NONE) {
            events.on(new GameEvent.TurnedUp(io.github.allfours.card.Card.ofIndex(card), round));
        }
        if (scope == TurnUpScope.EVERY_TURN_UP || scope == TurnUpScope.FIRST_AND_FIXING && newSuit) {
            score(s, events);
        }
    }

    /** Trumps are final after a stand, a kept run or a turn-up nobody may beg against. */
    void fixTrumps(GameState s, EventListener events) {
        scoreIfFinalOnly(s, events);
        trumpsFixed(s, events);
    }

    /** Under the final-only scope the turn-up that fixes trumps scores when they become final. */
    void scoreIfFinalOnly(GameState s, EventListener events) {
        if (scope == TurnUpScope.FINAL_ONLY) {
            score(s, events);
        }
    }

    /** Trumps are fixed: discards if they are due, else play. */
    void trumpsFixed(GameState s, EventListener events) {
        if (!s.live()) {
            return;
        }
        if (events != EventListener.NONE) {
            events.on(new GameEvent.TrumpsFixed(Suit.of(s.deal.trump)));
        }
        if (s.match.compiled.discards.due(s)) {
            s.enter(Phase.DISCARD, s.match.compiled.next(s.match.dealer));
        } else {
            TrickPlayPhase.start(s);
        }
    }

    private void score(GameState s, EventListener events) {
        int card = s.deal.turnUp;
        s.award(s.match.compiled.sideOf[s.match.dealer], points[card & 15], AwardReason.TURN_UP, card, events);
    }
}
