package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.rules.Follow;
import java.util.List;

/**
 * Trick play, the {@link Phase#PLAY} phase: the follow rules that decide which cards may be played,
 * the West Yorkshire throw-in, who wins a trick, and what follows it (the next lead, or the count).
 * It owns the follow options and the trick being played (the {@code trick*} fields of
 * {@link GameState}); docs/rules.md, "Following".
 *
 * <p>Its legality word is the playable cards of the seat to act as a card word, with
 * {@link #THROW_IN_BIT} set when that seat may throw in.
 */
class TrickPlayPhase extends PhaseRules {
    /**
     * The bit of the legality word that says the seat to act may throw in: the sign bit, which no card's
     * index reaches (the highest is the ace of spades, 62); a play-out shows it as it is.
     */
    static final long THROW_IN_BIT = Playout.THROW_IN_BIT;
    /**
     * The bit of the legality word that marks table mode, where the seat's claims follow its cards in the
     * legal actions: bit 15, which no card's index reaches (a suit's cards are its bits 0 to 12). A strict
     * word never has it, so {@link GameState#legalActionCount()} counts a strict word's bits directly.
     */
    static final long TABLE_BIT = 1L << 15;
    private static final long[] SUIT_MASKS = {
        Suit.CLUBS.mask(), Suit.DIAMONDS.mask(), Suit.HEARTS.mask(), Suit.SPADES.mask()};
    /** The ten, jack, queen, king and ace of every suit: the cards "above a nine". */
    private static final long ABOVE_NINE = CardSet.rankBits(Rank.TEN) | CardSet.rankBits(Rank.JACK)
        | CardSet.rankBits(Rank.QUEEN) | CardSet.rankBits(Rank.KING) | CardSet.rankBits(Rank.ACE);

    private final boolean noTrumpingIn;
    private final boolean noUndertrumping;
    private final boolean throwIn;
    private final boolean trumpAndFollow;

    TrickPlayPhase(Follow rule) {
        noTrumpingIn = rule.noTrumpingIn();
        noUndertrumping = rule.noUndertrumping();
        throwIn = rule.throwIn();
        trumpAndFollow = rule.trumpAndFollow();
    }

    // ------------------------------------------------------------------------------------ legality

    @Override
    long decide(GameState s) {
        long hand = s.handOf(s.toAct);
        long playable = followable(s, hand);
        return throwIn && mayThrowIn(s, hand) ? playable | THROW_IN_BIT : playable;
    }

    /**
     * The follow rules: any card may be led; to a trump lead a trump must be played if held; to a plain
     * lead a player holding that suit must follow or trump; with no trumping in, trumping needs a void in
     * the suit led; with no undertrumping, once a plain lead is trumped a lower trump needs a hand of
     * nothing but lower trumps; with trump and follow, a leader who won the last trick by trumping a plain
     * suit while holding it leads that suit or a trump, if holding either.
     *
     * @return the playable cards of {@code hand}
     */
    final long followable(GameState s, long hand) {
        if (s.trickSize == 0) {
            return s.deal.mustLead == 0 ? hand : leadable(s, hand);
        }
        int trump = s.deal.trump;
        long trumps = SUIT_MASKS[trump];
        if (s.ledSuit == trump) {
            long t = hand & trumps;
            return t != 0 ? t : hand;
        }
        long led = hand & SUIT_MASKS[s.ledSuit];
        long allowed = led == 0 ? hand : noTrumpingIn ? led : led | (hand & trumps);
        if (noUndertrumping && ((1L << s.winCard) & trumps) != 0) {
            long lower = allowed & trumps & ((1L << s.winCard) - 1);
            if ((allowed & ~lower) != 0) {
                allowed &= ~lower;
            }
        }
        return allowed;
    }

    /**
     * The throw-in test (West Yorkshire): only a follower, holding no trump, nothing above a nine, and
     * nothing that would beat the trick's winning card.
     */
    private static boolean mayThrowIn(GameState s, long hand) {
        return s.trickSize != 0 && (hand & SUIT_MASKS[s.deal.trump]) == 0 && (hand & ABOVE_NINE) == 0
            && (hand & beaters(s)) == 0;
    }

    /** The cards of the winning card's suit above it. */
    private static long beaters(GameState s) {
        return SUIT_MASKS[s.winCard >>> 4] & ~((1L << (s.winCard + 1)) - 1);
    }

    @Override
    List<Action> legalActions(GameState s) {
        return new CardActionList(s.legal & ~THROW_IN_BIT, false, s.legal < 0 ? Call.THROW_IN : null);
    }

    @Override
    int legalActionCount(GameState s) {
        return Long.bitCount(s.legal);
    }

    @Override
    Action legalAction(GameState s, int index) {
        int i = index;
        long b = s.legal;
        if (b < 0) {                    // THROW_IN_BIT: throwing in comes first
            if (i == 0) {
                return Call.THROW_IN;
            }
            i--;
            b &= ~THROW_IN_BIT;
        }
        if (i < 0 || i >= Long.bitCount(b)) {
            throw new IndexOutOfBoundsException("index " + index + " of " + Long.bitCount(s.legal) + " legal actions");
        }
        for (; i > 0; i--) {
            b &= b - 1;
        }
        return Play.ofIndex(Long.numberOfTrailingZeros(b));
    }

    /** Why the legality word left {@code action} out: an explanation of {@link #decide}, never a second decision. */
    @Override
    Reason refuse(GameState s, int seat, Action action) {
        long hand = s.handOf(seat);
        if (action == Call.THROW_IN) {
            return s.legal < 0 ? null : Reason.CANNOT_THROW_IN;
        }
        long bit = ((Play) action).card().bit();
        if ((hand & bit) == 0) {
            return Reason.CARD_NOT_HELD;
        }
        if ((s.legal & bit) != 0) {
            return null;
        }
        if (s.trickSize == 0) {
            return Reason.MUST_LEAD_SUIT_OR_TRUMP;
        }
        if (s.ledSuit == s.deal.trump) {
            return Reason.MUST_PLAY_TRUMP;
        }
        if ((bit & SUIT_MASKS[s.deal.trump]) == 0) {
            return Reason.MUST_FOLLOW_SUIT;
        }
        return noTrumpingIn && (hand & SUIT_MASKS[s.ledSuit]) != 0 ? Reason.NO_TRUMPING_IN : Reason.UNDERTRUMP;
    }

    /** What stands in the way of a throw-in, in words, for the refusal's message. */
    static String throwInBlocker(GameState s, long hand) {
        if (s.trickSize == 0) {
            return "only a player following to a trick may throw in, not the leader";
        }
        long trumps = SUIT_MASKS[s.deal.trump];
        if ((hand & trumps) != 0) {
            return "the hand holds a trump " + CardSet.ofBits(hand & trumps);
        }
        if ((hand & ABOVE_NINE) != 0) {
            return "the hand holds a card above a nine " + CardSet.ofBits(hand & ABOVE_NINE);
        }
        return "the hand holds " + CardSet.ofBits(hand & beaters(s)) + ", which would beat " + Card.ofIndex(s.winCard);
    }

    @Override
    String expected(GameState s) {
        return "seat " + s.toAct + " must play a card";
    }

    /**
     * Whether a card played proves what its player did not hold: {@code true} when only the cards
     * {@link #followable} allows can be played. Table mode accepts revokes, so there a card played proves
     * nothing (the deal sampler reads no void from it).
     */
    boolean provesVoids() {
        return true;
    }

    // ------------------------------------------------------------------------------------ transitions

    @Override
    void apply(GameState s, int seat, Action action, EventListener events) {
        if (action instanceof Play p) {
            play(s, seat, p.card().index(), events);
        } else {
            throwIn(s, seat, events);
        }
    }

    /** Play begins: elder (or the pitcher) leads; unless trumps wait for the pitch, the count's holders are fixed now. */
    static void start(GameState s) {
        if (!s.enter(Phase.PLAY, s.deal.firstLeader)) {
            return;
        }
        clearTrick(s);
        if (s.deal.trump >= 0) {
            CountFacts.fix(s);
        }
    }

    /** Plays {@code card} of {@code seat} to the trick. */
    void play(GameState s, int seat, int card, EventListener events) {
        if (events != EventListener.NONE) {
            events.on(new GameEvent.Played(seat, Card.ofIndex(card)));
        }
        if (s.deal.trump < 0) {
            s.match.compiled.trumps.pitched(s, card, events);
        }
        long bit = 1L << card;
        s.held &= ~bit;
        if (s.trickSize == 0) {
            s.ledSuit = (byte) (card >>> 4);
            s.winSeat = (byte) seat;
            s.winCard = (byte) card;
        } else if (beats(card, s.winCard, s.deal.trump)) {
            s.winSeat = (byte) seat;
            s.winCard = (byte) card;
        }
        s.trickCards |= bit;
        s.trickOrder |= (long) card << (6 * s.trickSize);
        s.trickSeats |= seat << (4 * s.trickSize);
        s.trickSize++;
        afterTurn(s, seat, events);
    }

    /**
     * Table mode: {@code seat} corrects its revoke {@code card}, still on the trick being played
     * (docs/rules.md, "Table mode"). The revoke goes back to its hand, and so does every card played or
     * thrown in after it (each such seat takes its card back); the trick is as it was just before the revoke,
     * {@code seat} is to play again and the later seats then play again in turn, each free to play the same
     * card. Each card taken back comes back as it was before it was played: known to every seat if it was
     * (exposed, or drawn from a face-up stock: {@link Deal}'s {@code shown} stays on a card while it lies on
     * the trick), still called if an opponent had called it as an exposed card; and it is no longer a revoke,
     * nor a called one, so that if it is played again it is judged afresh. A call of a revoke taken back lapses
     * ({@link GameEvent.CallLapsed}, after the {@link GameEvent.TakenBack} events): made while the revoke lay on
     * this trick, it was waiting for the trick to be complete, so it has given no points and no bar.
     */
    static void retract(GameState s, int seat, int card, EventListener events) {
        int position = 0;
        while (((s.trickOrder >>> (6 * position)) & 63) != card) {
            position++;
        }
        CompiledRules compiled = s.match.compiled;
        int leader = s.trickSeats & 15;
        int revokerTurn = Math.floorMod(seat - leader, compiled.seats);
        Deal d = s.writableDeal();
        long back = 0;
        // throw-ins after the revoke: the seat takes its cards back and is in the hand again
        long laterThrown = 0;
        for (long t = d.thrownIn; t != 0; t &= t - 1) {
            int c = Long.numberOfTrailingZeros(t);
            if (Math.floorMod(s.seatOf(c) - leader, compiled.seats) > revokerTurn) {
                laterThrown |= 1L << c;
            }
        }
        // the revoke and the cards played after it; then the later throw-ins
        long[] bySeat = new long[compiled.seats];
        for (int k = position; k < s.trickSize; k++) {
            int c = (int) (s.trickOrder >>> (6 * k)) & 63;
            bySeat[(s.trickSeats >>> (4 * k)) & 15] |= 1L << c;
            back |= 1L << c;
            s.trickActs--;
        }
        for (long t = laterThrown; t != 0; t &= t - 1) {
            int by = s.seatOf(Long.numberOfTrailingZeros(t));
            bySeat[by] |= t & -t;
            if ((s.active & (1 << by)) == 0) {
                s.active |= 1 << by;
                s.trickActs--;
            }
        }
        d.thrownIn &= ~laterThrown;
        s.held |= back | laterThrown;
        Irregular i = Irregular.of(d);
        long lapsed = back & i.calledRevokes();       // called while on this trick: those calls lapse
        int callers = i.callers();
        for (long l = lapsed; l != 0; l &= l - 1) {
            callers &= ~(15 << (4 * s.seatOf(Long.numberOfTrailingZeros(l))));
        }
        d.irregular = i.withRevokes(i.revokes() & ~back, i.forfeits() & ~back).withCalledRevokes(i.calledRevokes() & ~back)
            .withCallers(callers);
        s.trickCards &= ~back;
        s.trickSize = (byte) position;
        s.trickOrder &= position == 0 ? 0 : (1L << (6 * position)) - 1;
        s.trickSeats &= position == 0 ? 0 : (1 << (4 * position)) - 1;
        s.ledSuit = GameState.NONE;
        s.winSeat = GameState.NONE;
        s.winCard = GameState.NONE;
        for (int k = 0; k < s.trickSize; k++) {
            int c = (int) (s.trickOrder >>> (6 * k)) & 63;
            int by = (s.trickSeats >>> (4 * k)) & 15;
            if (k == 0) {
                s.ledSuit = (byte) (c >>> 4);
                s.winSeat = (byte) by;
                s.winCard = (byte) c;
            } else if (beats(c, s.winCard, s.deal.trump)) {
                s.winSeat = (byte) by;
                s.winCard = (byte) c;
            }
        }
        s.toAct = (byte) seat;
        if (events != EventListener.NONE) {     // in the order the seats had played, the revoker first
            for (int turn = revokerTurn; turn < compiled.seats; turn++) {
                int by = (leader + turn) % compiled.seats;
                if (bySeat[by] != 0) {
                    events.on(new GameEvent.TakenBack(by, CardSet.ofBits(bySeat[by])));
                }
            }
            for (int turn = revokerTurn; turn < compiled.seats; turn++) {
                int by = (leader + turn) % compiled.seats;
                long lapse = bySeat[by] & lapsed;
                if (lapse != 0) {
                    events.on(new GameEvent.CallLapsed(i.callerOf(by), Card.ofIndex(Long.numberOfTrailingZeros(lapse))));
                }
            }
        }
    }

    /** West Yorkshire: all the seat's cards go on the trick and the seat leaves the hand. */
    static void throwIn(GameState s, int seat, EventListener events) {
        long hand = s.handOf(seat);
        if (events != EventListener.NONE) {
            events.on(new GameEvent.ThrewIn(seat, CardSet.ofBits(hand)));
        }
        s.writableDeal().thrownIn |= hand;
        s.held &= ~hand;
        s.active &= ~(1 << seat);
        afterTurn(s, seat, events);
    }

    private static void afterTurn(GameState s, int seat, EventListener events) {
        s.trickActs++;
        if (s.trickActs == s.trickNeeded) {
            completeTrick(s, events);
        } else {
            s.toAct = (byte) nextActive(s, seat);
        }
    }

    private static int nextActive(GameState s, int seat) {
        CompiledRules compiled = s.match.compiled;
        int next = compiled.next(seat);
        if (s.active == compiled.allSeats) {
            return next;
        }
        while ((s.active & (1 << next)) == 0) {
            next = compiled.next(next);
        }
        return next;
    }

    /** The trick goes to the highest trump, else the highest card of the suit led. */
    static boolean beats(int card, int best, int trump) {
        int suit = card >>> 4;
        if (suit == best >>> 4) {
            return card > best;
        }
        return suit == trump;
    }

    /** Trump and follow: the leads allowed to a leader bound by {@link Deal#mustLead}, the suit or a trump if held. */
    private static long leadable(GameState s, long hand) {
        long must = hand & (SUIT_MASKS[s.deal.mustLead - 1] | SUIT_MASKS[s.deal.trump]);
        return must != 0 ? must : hand;
    }

    /**
     * Trump and follow: when the trick's winner trumped a plain-suit lead and still holds that suit,
     * the next lead must be that suit or a trump ({@link Deal#mustLead}); otherwise the lead is free.
     */
    private void rememberTrumpedSuit(GameState s) {
        int must = 0;
        if (trumpAndFollow && s.ledSuit != s.deal.trump && s.winCard >>> 4 == s.deal.trump
            && (s.handOf(s.winSeat) & SUIT_MASKS[s.ledSuit]) != 0) {
            must = s.ledSuit + 1;
        }
        if (s.deal.mustLead != must) {
            s.writableDeal().mustLead = (byte) must;
        }
    }

    private static void completeTrick(GameState s, EventListener events) {
        Deal d = s.deal;
        long all = s.trickCards | d.thrownIn;
        s.match.compiled.play.rememberTrumpedSuit(s);
        TakenTrick taken = s.match.takeTrick(s.tricksPlayed);
        taken.set(s.match.handNumber, s.trickOrder, s.trickSeats, s.trickSize, d.thrownIn, s.winSeat, all,
            s.tricksPlayed == 0 ? null : s.lastTrick);
        s.lastTrick = taken;
        s.tricksPlayed++;
        int leader = s.winSeat;
        clearTrick(s);
        if (events != EventListener.NONE) {
            events.on(new GameEvent.TrickTaken(taken.toTrick()));
        }
        s.match.compiled.claims.trickTaken(s, taken, events);
        if (s.phase == Phase.MATCH_OVER) {
            return;         // table mode: a call judged now forfeited the match
        }
        s.match.compiled.trickEnd.afterTrick(s, taken, events);
        if (s.held == 0) {
            s.match.compiled.play.handPlayed(s, events);
        } else {
            s.enter(Phase.PLAY, leader);
        }
    }

    /** The last trick of the hand has been taken: the count (table mode first opens a claims step). */
    void handPlayed(GameState s, EventListener events) {
        Counting.finish(s, false, events);
    }

    /** Empties the table for the next trick. */
    static void clearTrick(GameState s) {
        s.trickOrder = 0;
        s.trickSeats = 0;
        s.trickSize = 0;
        s.trickCards = 0;
        if (s.deal.thrownIn != 0) {
            s.writableDeal().thrownIn = 0;
        }
        s.trickActs = 0;
        s.trickNeeded = (byte) Integer.bitCount(s.active);
        s.ledSuit = GameState.NONE;
        s.winSeat = GameState.NONE;
        s.winCard = GameState.NONE;
    }

    /** Every side's captured cards this hand, indexed by side: read from the chain of the hand's tricks. */
    static long[] capturedBySide(GameState s) {
        CompiledRules compiled = s.match.compiled;
        long[] c = new long[compiled.sides];
        TakenTrick t = s.lastTrick;
        for (int k = 0; k < s.tricksPlayed; k++) {
            c[compiled.sideOf[t.winner]] |= t.all;
            t = t.previous;
        }
        return c;
    }
}
