package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.game.Action;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Call;
import io.github.allfours.game.CardCall;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.Expose;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.game.RedealCause;
import io.github.allfours.rules.TableMode;
import java.util.ArrayList;
import java.util.List;

/**
 * Table mode's actions that are not taken in turn (docs/rules.md, "Table mode"): {@code retract},
 * {@code call-revoke}, {@code misdeal}, {@code peek}, {@code expose CARD} and {@code call CARD}. Any seat may
 * propose one at any moment; this mechanic decides, for a seat and a state, which of them it may take, why
 * not, and what they do. It exists only for rule sets in table mode; the strict engine never consults it.
 */
final class TableClaimsMechanic implements Claims {
    private final int penaltyPoints;
    private final boolean revokeBarsGame;
    private final int misdealPoints;
    private final int peekPoints;

    TableClaimsMechanic(TableMode mode) {
        penaltyPoints = mode.penaltyPoints();
        revokeBarsGame = mode.revokeBarsGame();
        misdealPoints = mode.misdealPoints();
        peekPoints = mode.peekPoints();
    }

    @Override
    public boolean any() {
        return true;
    }

    /** Whether the hand has cards in it and is not yet over: the window for exposing and misdeal claims. */
    private static boolean handLive(GameState s) {
        return s.phase != Phase.DEAL && s.phase != Phase.MATCH_OVER && s.phase != Phase.CLAIMS;
    }

    /**
     * The card that {@code seat} may retract, or NONE: its revoke on the trick being played, called or not (a call
     * made before the trick is complete waits for it: docs/rules.md, "Table mode"). The trick is not yet complete (a
     * complete trick is taken at once), so the revoke may still be corrected.
     */
    private static int retractable(GameState s, int seat) {
        if (s.phase != Phase.PLAY) {
            return GameState.NONE;
        }
        Irregular irregular = Irregular.of(s.deal);
        long revokes = irregular.revokes() | irregular.calledRevokes();
        for (int i = 0; i < s.trickSize; i++) {
            int card = (int) (s.trickOrder >>> (6 * i)) & 63;
            if (((s.trickSeats >>> (4 * i)) & 15) == seat) {
                return (revokes & (1L << card)) != 0 ? card : GameState.NONE;
            }
        }
        return GameState.NONE;
    }

    /** The uncalled revokes of {@code seat}'s opponents this hand. */
    private static long opponentsRevokes(GameState s, int seat) {
        long revokes = Irregular.of(s.deal).revokes();
        long theirs = 0;
        CompiledRules compiled = s.match.compiled;
        for (long r = revokes; r != 0; r &= r - 1) {
            int card = Long.numberOfTrailingZeros(r);
            if (compiled.sideOf[s.seatOf(card)] != compiled.sideOf[seat]) {
                theirs |= 1L << card;
            }
        }
        return theirs;
    }

    /**
     * A seat may call a revoke once an opponent has played a card this hand, whether or not one revoked:
     * offering the call only when a revoke exists would tell the caller that one happened.
     */
    private static boolean revokeCallOpen(GameState s, int seat) {
        if (s.phase != Phase.PLAY && s.phase != Phase.CLAIMS) {
            return false;
        }
        CompiledRules compiled = s.match.compiled;
        int side = compiled.sideOf[seat];
        for (int i = 0; i < s.trickSize; i++) {
            if (compiled.sideOf[(s.trickSeats >>> (4 * i)) & 15] != side) {
                return true;
            }
        }
        TakenTrick t = s.lastTrick;
        for (int k = 0; k < s.tricksPlayed; k++, t = t.previous) {
            for (int i = 0; i < t.size; i++) {
                if (compiled.sideOf[(t.seats >>> (4 * i)) & 15] != side) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean misdealOpen(GameState s, int seat) {
        CompiledRules compiled = s.match.compiled;
        return handLive(s) && s.tricksPlayed == 0 && s.trickSize == 0 && s.deal.thrownIn == 0
            && compiled.sideOf[seat] != compiled.sideOf[s.match.dealer];
    }

    private static boolean mayPeek(GameState s, int seat) {
        return s.match.compiled.trumps.handHiddenFrom(s, seat);
    }

    /**
     * The exposed cards of {@code seat}'s opponents that it may call now (during trick play, not yet called). Only a
     * card exposed irregularly, by an {@code expose}, may be called (pagat.com "All Fours", Trinidad, irregularities: a
     * card exposed other than in normal play): the cards the rules themselves show, a face-up stock's (California
     * Jack), a turn-up, cards laid face up by a seat that throws in, never are.
     */
    private static long callable(GameState s, int seat) {
        if (s.phase != Phase.PLAY) {
            return 0;
        }
        Irregular i = Irregular.of(s.deal);
        long exposed = i.exposed() & s.held & ~i.called();
        long theirs = 0;
        CompiledRules compiled = s.match.compiled;
        for (long e = exposed; e != 0; e &= e - 1) {
            int card = Long.numberOfTrailingZeros(e);
            if (compiled.sideOf[s.seatOf(card)] != compiled.sideOf[seat]) {
                theirs |= 1L << card;
            }
        }
        return theirs;
    }

    /** The cards {@code seat} may expose: those it holds and has not exposed (while the hand is live). */
    private static long exposable(GameState s, int seat) {
        return handLive(s) && !s.match.compiled.trumps.handHiddenFrom(s, seat) ? s.handOf(seat) & ~s.deal.shown : 0;
    }

    /** Every claim {@code seat} may make now, in a fixed order: calls in declaration order, then exposes, then card calls. */
    @Override
    public List<Action> claims(GameState s, int seat) {
        List<Action> out = new ArrayList<>();
        if (retractable(s, seat) >= 0) {
            out.add(Call.RETRACT);
        }
        if (revokeCallOpen(s, seat)) {
            out.add(Call.CALL_REVOKE);
        }
        if (misdealOpen(s, seat)) {
            out.add(Call.MISDEAL);
        }
        if (mayPeek(s, seat)) {
            out.add(Call.PEEK);
        }
        for (long e = exposable(s, seat); e != 0; e &= e - 1) {
            out.add(new Expose(Card.ofIndex(Long.numberOfTrailingZeros(e))));
        }
        for (long c = callable(s, seat); c != 0; c &= c - 1) {
            out.add(new CardCall(Card.ofIndex(Long.numberOfTrailingZeros(c))));
        }
        return out;
    }

    /** Why {@code seat} may not make {@code claim} now, or null if it may. */
    @Override
    public Reason refuse(GameState s, int seat, Action claim) {
        if (claim == Call.RETRACT) {
            return retractable(s, seat) >= 0 ? null : Reason.CANNOT_RETRACT;
        }
        if (claim == Call.CALL_REVOKE) {
            return revokeCallOpen(s, seat) ? null : Reason.NO_REVOKE_TO_CALL;
        }
        if (claim == Call.MISDEAL) {
            return misdealOpen(s, seat) ? null : Reason.CANNOT_CLAIM_MISDEAL;
        }
        if (claim == Call.PEEK) {
            return mayPeek(s, seat) ? null : Reason.CANNOT_PEEK;
        }
        if (claim instanceof Expose e) {
            return (exposable(s, seat) & e.card().bit()) != 0 ? null : Reason.CANNOT_EXPOSE;
        }
        return (callable(s, seat) & ((CardCall) claim).card().bit()) != 0 ? null : Reason.CANNOT_CALL_CARD;
    }

    /** {@code seat} makes {@code claim}, already found legal. */
    @Override
    public void apply(GameState s, int seat, Action claim, EventListener events) {
        CompiledRules compiled = s.match.compiled;
        if (claim instanceof Expose e) {
            Deal d = s.writableDeal();
            d.shown |= e.card().bit();
            d.irregular = Irregular.of(d).withExposed(Irregular.of(d).exposed() | e.card().bit());
            if (events != EventListener.NONE) {
                events.on(new GameEvent.Exposed(seat, e.card()));
            }
            return;
        }
        if (claim instanceof CardCall c) {
            Deal d = s.writableDeal();
            Irregular i = Irregular.of(d);
            d.irregular = i.withCalled(i.called() | c.card().bit());
            if (events != EventListener.NONE) {
                events.on(new GameEvent.CardCalled(seat, c.card()));
            }
            return;
        }
        Call call = (Call) claim;
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Called(seat, call));
        }
        switch (call) {
            case RETRACT -> TrickPlayPhase.retract(s, seat, retractable(s, seat), events);
            case CALL_REVOKE -> callRevokes(s, seat, events);
            case MISDEAL -> {
                s.award(compiled.sideOf[seat], misdealPoints, AwardReason.MISDEAL, GameState.NONE, events);
                Dealing.redeal(s, RedealCause.MISDEAL, events);
            }
            case PEEK -> {
                Deal d = s.writableDeal();
                Irregular i = Irregular.of(d);
                d.irregular = i.withPeeked(i.peeked() | 1 << seat);
                for (int k = 1, side = compiled.sideOf[seat]; k < compiled.sides; k++) {
                    s.award((side + k) % compiled.sides, peekPoints, AwardReason.PEEK, GameState.NONE, events);
                }
            }
            default -> throw new AssertionError(call);
        }
    }

    /**
     * Every uncalled revoke of the caller's opponents is called. Those on completed tricks are judged at once, in the
     * order they were played ({@link #judge}); one on the trick being played waits for that trick to be complete
     * ({@link #trickTaken}), for until then its player may still retract it, and the call then lapses (pagat.com "All
     * Fours", Trinidad, irregularities: a revoke corrected before the end of its trick carries no penalty). A call
     * that finds no revoke changes nothing.
     */
    private void callRevokes(GameState s, int seat, EventListener events) {
        long theirs = opponentsRevokes(s, seat);
        if (theirs == 0) {
            return;
        }
        long waiting = theirs & s.trickCards;
        long now = theirs & ~waiting;
        Deal d = s.writableDeal();
        Irregular i = d.irregular;
        int callers = i.callers();
        for (long w = waiting; w != 0; w &= w - 1) {
            callers |= (seat + 1) << (4 * s.seatOf(Long.numberOfTrailingZeros(w)));
        }
        long forfeits = i.forfeits() & now;
        d.irregular = i.withRevokes(i.revokes() & ~theirs, i.forfeits() & ~now).withCalledRevokes(i.calledRevokes() | theirs)
            .withCallers(callers);
        judge(s, s.match.compiled.sideOf[seat], inPlayOrder(s, now), forfeits, events);
    }

    /**
     * The calls that waited for this trick are judged now that it is complete, in the order their revokes were
     * played, each for its caller's side; a forfeit ends the match there.
     */
    @Override
    public void trickTaken(GameState s, TakenTrick trick, EventListener events) {
        Irregular i = Irregular.of(s.deal);
        if (i.callers() == 0) {
            return;
        }
        int[] cards = new int[trick.size];
        int[] callers = new int[trick.size];
        long waiting = 0;
        for (int k = 0; k < trick.size; k++) {
            cards[k] = (int) (trick.order >>> (6 * k)) & 63;
            callers[k] = i.callerOf((trick.seats >>> (4 * k)) & 15);
            waiting |= callers[k] >= 0 ? 1L << cards[k] : 0;
        }
        s.writableDeal().irregular = i.withRevokes(i.revokes(), i.forfeits() & ~waiting).withCallers(0);
        for (int k = 0; k < trick.size; k++) {
            if (callers[k] >= 0) {
                judge(s, s.match.compiled.sideOf[callers[k]], new int[] {cards[k]}, i.forfeits(), events);
            }
        }
    }

    /**
     * Judges called revokes, oldest first (docs/rules.md, "Table mode"): a forfeit gives the caller's side the points
     * it lacks to reach the target and so ends the match at once, and no later revoke is judged; any other gives it
     * {@code penaltyPoints} and, with {@code revokeBarsGame}, bars the revoker's side from Game. A penalty that takes
     * the caller's side to the target ends the match too.
     *
     * @param cards    the revokes, in the order they were played
     * @param forfeits those of them that forfeit the match
     */
    private void judge(GameState s, int callerSide, int[] cards, long forfeits, EventListener events) {
        CompiledRules compiled = s.match.compiled;
        for (int card : cards) {
            if (s.phase == Phase.MATCH_OVER) {
                return;
            }
            if ((forfeits & (1L << card)) != 0) {
                s.award(callerSide, Math.max(1, compiled.target - s.match.scores[callerSide]), AwardReason.FORFEIT, card,
                    events);
                return;
            }
            if (revokeBarsGame) {
                Deal d = s.writableDeal();
                Irregular i = d.irregular;
                d.irregular = i.withGameBarred(i.gameBarred() | 1 << compiled.sideOf[s.seatOf(card)]);
            }
            s.award(callerSide, penaltyPoints, AwardReason.PENALTY, card, events);
        }
    }

    /** The cards of {@code cards}, all played this hand, in the order they were played: oldest first. */
    private static int[] inPlayOrder(GameState s, long cards) {
        int[] out = new int[Long.bitCount(cards)];
        int n = out.length;
        for (int i = s.trickSize - 1; i >= 0 && n > 0; i--) {       // the trick on the table, newest card first
            int card = (int) (s.trickOrder >>> (6 * i)) & 63;
            if ((cards & (1L << card)) != 0) {
                out[--n] = card;
            }
        }
        TakenTrick t = s.lastTrick;
        for (int k = 0; k < s.tricksPlayed && n > 0; k++, t = t.previous) {   // then the hand's tricks, newest first
            for (int i = t.size - 1; i >= 0 && n > 0; i--) {
                int card = (int) (t.order >>> (6 * i)) & 63;
                if ((cards & (1L << card)) != 0) {
                    out[--n] = card;
                }
            }
        }
        return out;
    }

    /** Words the refusal of a claim. */
    static String describe(GameState s, Reason r, int seat) {
        return switch (r) {
            case CANNOT_RETRACT -> "seat " + seat + " has no revoke to retract: only a revoke on the trick being "
                + "played can be taken back, called or not, before the trick's last card falls";
            case NO_REVOKE_TO_CALL -> "no opponent of seat " + seat + " has played a card this hand, so there is no revoke to call";
            case CANNOT_CLAIM_MISDEAL -> "seat " + seat + " may not claim a misdeal: only an opponent of the dealer, "
                + "before the first card is played";
            case CANNOT_PEEK -> "seat " + seat + " may see its hand already";
            case CANNOT_EXPOSE -> "seat " + seat + " can expose only a card it holds that is not already face up";
            case CANNOT_CALL_CARD -> "seat " + seat + " can call only a card an opponent exposed and still holds, during "
                + "play (never a card the rules show, such as a face-up stock's)";
            default -> throw new AssertionError(r);
        };
    }
}
