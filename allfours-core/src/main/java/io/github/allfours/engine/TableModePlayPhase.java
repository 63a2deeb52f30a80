package io.github.allfours.engine;

import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.Follow;
import io.github.allfours.rules.TableMode;
import java.util.List;

/**
 * Trick play in table mode (docs/rules.md, "Table mode"): any card held may be played, and a card the
 * follow rules forbid is remembered as a revoke (a forfeit when it fails a trump lead while the hand holds
 * one of the top trumps); an exposed card that an opponent called must be played at the first turn the
 * follow rules allow it; after the last trick the hand waits in {@link Phase#CLAIMS}. The strict
 * {@link TrickPlayPhase} is untouched: a rule set in table mode compiles to this class instead.
 */
final class TableModePlayPhase extends TrickPlayPhase {
    private final long[] topTrumps = new long[4];

    TableModePlayPhase(Follow follow, TableMode mode) {
        super(follow);
        for (Suit suit : Suit.values()) {
            long top = 0;
            for (int i = 0; i < mode.forfeitTopTrumps() && i < Rank.HIGH_TO_LOW.size(); i++) {
                top |= 1L << (suit.ordinal() * 16 + Rank.HIGH_TO_LOW.get(i).strength());
            }
            topTrumps[suit.ordinal()] = top;
        }
    }

    @Override
    long decide(GameState s) {
        long strict = super.decide(s);
        long hand = s.handOf(s.toAct);
        long called = hand & Irregular.of(s.deal).called() & strict;
        if (called != 0) {
            return called | TABLE_BIT;      // a called card the follow rules allow must be played
        }
        return hand | (strict & THROW_IN_BIT) | TABLE_BIT;
    }

    /** A revoke is accepted (and penalised when called), so no card played proves a void. */
    @Override
    boolean provesVoids() {
        return false;
    }

    @Override
    List<Action> legalActions(GameState s) {
        long cards = s.legal & ~(THROW_IN_BIT | TABLE_BIT);
        return new CardActionList(cards, false, s.legal < 0 ? Call.THROW_IN : null);
    }

    @Override
    Reason refuse(GameState s, int seat, Action action) {
        Reason r = super.refuse(s, seat, action);
        if (r == null || r == Reason.CARD_NOT_HELD || r == Reason.CANNOT_THROW_IN) {
            return r;
        }
        return (s.legal & ((Play) action).card().bit()) != 0 ? null : Reason.MUST_PLAY_CALLED_CARD;
    }

    @Override
    void play(GameState s, int seat, int card, EventListener events) {
        long bit = 1L << card;
        long hand = s.handOf(seat);
        if (s.deal.trump >= 0 && (followable(s, hand) & bit) == 0) {
            Deal d = s.writableDeal();
            Irregular i = Irregular.of(d);
            boolean forfeit = s.ledSuit == d.trump && (hand & topTrumps[d.trump]) != 0;
            d.irregular = i.withRevokes(i.revokes() | bit, forfeit ? i.forfeits() | bit : i.forfeits());
        }
        super.play(s, seat, card, events);     // a called or exposed card, once played, is simply no longer held
    }

    @Override
    void handPlayed(GameState s, EventListener events) {
        s.enter(Phase.CLAIMS, s.match.dealer);
    }
}
