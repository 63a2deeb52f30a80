package io.github.allfours.engine;

import io.github.allfours.card.Suit;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.Pitch;

/**
 * Trumps by pitching: no card is turned; the first card led (the pitch) fixes trumps. It owns the
 * waiting-partner rule of West Yorkshire (docs/rules.md, "Pitching" and "West Yorkshire").
 */
final class PitchMechanic implements TrumpChoice {
    private final boolean partnerWaits;

    PitchMechanic(Pitch rule) {
        partnerWaits = rule.partnerWaits();
    }

    @Override
    public void afterDeal(GameState s, EventListener events) {
        TrickPlayPhase.start(s);
    }

    @Override
    public void pitched(GameState s, int card, EventListener events) {
        s.writableDeal().trump = (byte) (card >>> 4);
        if (events != EventListener.NONE) {
            events.on(new GameEvent.TrumpsFixed(Suit.of(card >>> 4)));
        }
        CountFacts.fix(s);
    }

    /** The first card pitched names trumps (and fixes the count's facts) when the sampler replays it. */
    @Override
    public void startRebuiltPlay(GameState s, int trump) {
        s.writableDeal().trump = (byte) GameState.NONE;
        TrickPlayPhase.start(s);
    }

    /** The pitcher's partner may not look at their hand until the pitch. */
    @Override
    public boolean handHiddenFrom(GameState s, int seat) {
        int pitcher = s.deal.firstLeader;
        return partnerWaits && s.phase == Phase.PLAY && s.deal.trump < 0 && seat != pitcher
            && s.match.compiled.sideOf[seat] == s.match.compiled.sideOf[pitcher]
            && (Irregular.of(s.deal).peeked() & (1 << seat)) == 0;      // table mode: a peek shows the hand
    }
}
