package io.github.allfours.engine;

import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Call;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.game.RedealCause;
import io.github.allfours.rules.Begging;
import io.github.allfours.rules.GiftRecipients;
import java.util.List;

/**
 * Begging, the gift and the run: the {@link Phase#BEG} phase (elder stands or begs) and the
 * {@link Phase#GIVE} phase (the dealer gives or runs the cards). It owns the begging rules: the gift's
 * points and recipients, whether it throws the cards in or may be barred, the forced beg, and the run
 * with its packet, set-aside rounds and what follows a run (docs/rules.md, "Begging" and "Running the
 * cards").
 */
final class BegPhase extends PhaseRules {
    private static final int STAND_OR_BEG = bit(Call.STAND) | bit(Call.BEG);
    private static final int GIVE_OR_RUN = bit(Call.GIVE) | bit(Call.RUN);

    private final TurnUpMechanic turnUps;
    private final int giftPoints;
    private final boolean giftToEveryOpponent;
    private final boolean giftThrowsIn;
    private final boolean giftBarred;
    private final boolean forcedWithoutTrump;
    private final boolean noGiftWithoutTrump;
    private final boolean runIfGiftWins;
    private final int runPacket;
    private final boolean repeatsSetAside;
    private final boolean bunching;

    BegPhase(Begging rule, TurnUpMechanic turnUps) {
        this.turnUps = turnUps;
        giftPoints = rule.giftPoints();
        giftToEveryOpponent = rule.giftTo() == GiftRecipients.EVERY_OPPOSING_SIDE;
        giftThrowsIn = rule.giftThrowsIn();
        giftBarred = rule.giftBarred();
        forcedWithoutTrump = rule.forcedWithoutTrump();
        noGiftWithoutTrump = rule.noGiftWithoutTrump();
        runIfGiftWins = rule.runIfGiftWins();
        runPacket = rule.run().packet();
        repeatsSetAside = rule.run().repeatsSetAside();
        bunching = rule.run().bunching();
    }

    /**
     * Elder may stand or beg, but on a forced-beg table not stand without a trump; the dealer may give or
     * run, but not give where the gift is barred, nor under the house rules of Trinidad apps while holding
     * no trump or when the gift would win the begging side the match.
     */
    @Override
    long decide(GameState s) {
        if (s.phase == Phase.BEG) {
            boolean noTrump = (s.handOf(s.toAct) & Suit.of(s.deal.trump).mask()) == 0;
            return forcedWithoutTrump && noTrump ? bit(Call.BEG) : STAND_OR_BEG;
        }
        return giftRefusal(s) != null ? bit(Call.RUN) : GIVE_OR_RUN;
    }

    @Override
    List<Action> legalActions(GameState s) {
        return calls(s.legal);
    }

    @Override
    Reason refuse(GameState s, int seat, Action action) {
        if (holds(s.legal, (Call) action)) {
            return null;
        }
        return s.phase == Phase.BEG ? Reason.MUST_BEG : giftRefusal(s);
    }

    @Override
    void apply(GameState s, int seat, Action action, EventListener events) {
        Call call = (Call) action;
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Called(seat, call));
        }
        switch (call) {
            case STAND -> turnUps.fixTrumps(s, events);
            case BEG -> s.enter(Phase.GIVE, s.match.dealer);
            case GIVE -> give(s, events);
            case RUN -> run(s, events);
            default -> throw new AssertionError(call);
        }
    }

    @Override
    String expected(GameState s) {
        return s.phase == Phase.BEG ? "elder (seat " + s.toAct + ") must stand or beg"
            : "the dealer (seat " + s.toAct + ") must give or run";
    }

    /**
     * Why the dealer may not give, or null when the gift is allowed: a barred gift (Seven Up for three);
     * no card of the turned-up suit (no gift without trump); a gift that would take the begging side to
     * the target (run if the gift wins). The last two are house rules of Trinidad apps.
     */
    private Reason giftRefusal(GameState s) {
        if (isGiftBarred(s)) {
            return Reason.GIFT_NOT_ALLOWED;
        }
        if (noGiftWithoutTrump && (s.handOf(s.match.dealer) & Suit.of(s.deal.trump).mask()) == 0) {
            return Reason.NO_GIFT_WITHOUT_TRUMP;
        }
        CompiledRules compiled = s.match.compiled;
        if (runIfGiftWins && s.match.scores[compiled.sideOf[compiled.next(s.match.dealer)]] + giftPoints >= compiled.target) {
            return Reason.GIFT_WOULD_WIN;
        }
        return null;
    }

    /**
     * Seven Up for three: the gift is barred when it would take a receiving side other than the begging
     * one to the target.
     */
    private boolean isGiftBarred(GameState s) {
        if (!giftBarred || !giftToEveryOpponent) {
            return false;
        }
        CompiledRules compiled = s.match.compiled;
        int dealerSide = compiled.sideOf[s.match.dealer];
        int beggingSide = compiled.sideOf[compiled.next(s.match.dealer)];
        for (int side = 0; side < compiled.sides; side++) {
            if (side != dealerSide && side != beggingSide && s.match.scores[side] + giftPoints >= compiled.target) {
                return true;
            }
        }
        return false;
    }

    /** "Take one": the gift (to each opposing side in play order, or to elder's), then play, or the throw-in. */
    private void give(GameState s, EventListener events) {
        turnUps.scoreIfFinalOnly(s, events);
        CompiledRules compiled = s.match.compiled;
        int dealerSide = compiled.sideOf[s.match.dealer];
        if (giftToEveryOpponent) {
            int given = 1 << dealerSide;
            for (int i = 0, seat = compiled.next(s.match.dealer); i < compiled.seats; i++, seat = compiled.next(seat)) {
                int side = compiled.sideOf[seat];
                if ((given & (1 << side)) == 0) {
                    given |= 1 << side;
                    s.award(side, giftPoints, AwardReason.GIFT, GameState.NONE, events);
                }
            }
        } else {
            s.award(compiled.sideOf[compiled.next(s.match.dealer)], giftPoints, AwardReason.GIFT, GameState.NONE, events);
        }
        if (giftThrowsIn) {
            Counting.finish(s, true, events);
        } else {
            turnUps.trumpsFixed(s, events);
        }
    }

    /**
     * Runs the cards: a packet more to each seat from elder and a new turn-up, repeated while the suit
     * repeats; when the pack cannot supply a whole round the same dealer redeals. Repeated rounds may be
     * set aside unseen (the classic game); a new suit is kept, or put to the bunch vote (Seven Up).
     */
    private void run(GameState s, EventListener events) {
        CompiledRules compiled = s.match.compiled;
        int begged = s.deal.trump;
        int need = runPacket * compiled.seats + 1;
        long[] packets = new long[compiled.seats];
        for (int round = 1; s.live(); round++) {
            if (s.deal.deck.size() - s.deal.deckPos < need) {
                Dealing.redeal(s, RedealCause.PACK_EXHAUSTED, events);
                return;
            }
            int seat = compiled.next(s.match.dealer);
            for (int i = 0; i < compiled.seats; i++) {
                long p = 0;
                for (int k = 0; k < runPacket; k++) {
                    p |= 1L << Dealing.draw(s);
                }
                packets[seat] = p;
                seat = compiled.next(seat);
            }
            turnUps.turn(s, round, events);
            boolean repeated = s.deal.trump == begged;
            for (int t = 0; t < compiled.seats; t++) {
                if (repeated && repeatsSetAside) {
                    s.writableDeal().discards |= packets[t];
                } else {
                    s.giveCards(t, packets[t]);
                }
            }
            if (!repeated) {
                if (bunching) {
                    s.enter(Phase.BUNCH_VOTE, compiled.next(s.match.dealer));
                } else {
                    turnUps.fixTrumps(s, events);
                }
                return;
            }
        }
    }
}
