package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.HandResult;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.rules.JackScoring;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.Scoring;
import java.util.List;
import java.util.Optional;

/**
 * The four points, counted in order: High to the holder of the highest trump in play; Low to the
 * holder (or, by the rule, the captor) of the lowest; Jack to its captor, or under hang jack 1 to the
 * holder's side when it stays with them and more to an opponent who captures it; Game to the side
 * whose captured cards are worth most (1 point, or the house rule's {@code gamePoints}), ties settled by
 * the tie rule. It owns the scoring options (docs/rules.md, "The four points").
 */
final class FourPointsMechanic implements HandCount {
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final Optional<Card>[] CARDS = new Optional[64];
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final Optional<Suit>[] SUITS = new Optional[4];

    static {
        for (Card c : Card.all()) {
            CARDS[c.index()] = Optional.of(c);
        }
        for (Suit suit : Suit.values()) {
            SUITS[suit.ordinal()] = Optional.of(suit);
        }
    }

    private final boolean hangJack;
    private final int hangJackPoints;
    private final boolean lowToCaptor;
    private final GameTieRule gameTie;
    /** What the five of trumps adds toward Game (All Fives: 5). */
    private final int trumpFiveValue;
    /** What the Game point is worth (1; Trinidad apps: 2). */
    private final int gamePoints;
    /** Whether a hand may carry a contract (an auction's high bid), with its setback. */
    private final boolean contracts;
    /** Whether a contract that is made is awarded before the other sides' points. */
    private final boolean bidderOutFirst;

    FourPointsMechanic(Scoring rule, Auction auction) {
        contracts = auction != null;
        bidderOutFirst = auction != null && auction.bidderOutFirst();
        hangJack = rule.jack() == JackScoring.HANG_JACK;
        hangJackPoints = rule.hangJackPoints();
        lowToCaptor = rule.low() == PointTaker.CAPTOR;
        gameTie = rule.gameTie();
        trumpFiveValue = rule.trumpFiveValue();
        gamePoints = rule.gamePoints();
    }

    @Override
    public void count(GameState s, boolean thrownIn, EventListener events) {
        CompiledRules compiled = s.match.compiled;
        Deal d = s.deal;
        CountFacts f = d.count;
        int highSide = side(compiled, f.highSeat);
        int lowSide = side(compiled, lowToCaptor ? CountFacts.captor(f.lowCard, s) : f.lowSeat);
        int jackCard = f.jackCard(d.trump);
        int jackSide = side(compiled, CountFacts.captor(jackCard, s));
        boolean hang = hang(compiled, f, jackSide);
        int jackPoints = jackSide < 0 ? 0 : hang ? hangJackPoints : 1;
        int gameSide = gameSide(s, thrownIn, s.match.gameValues(compiled.sides));
        int skip = GameState.NONE;      // a side set back scores nothing more this hand
        int first = GameState.NONE;     // a side whose points come before the others'
        if (contracts && d.contract > 0) {
            int bidSide = compiled.sideOf[d.contractor];
            int made = (highSide == bidSide ? 1 : 0) + (lowSide == bidSide ? 1 : 0)
                + (jackSide == bidSide ? jackPoints : 0) + (gameSide == bidSide ? gamePoints : 0);
            if (made < d.contract) {
                s.award(bidSide, -d.contract, AwardReason.SETBACK, GameState.NONE, events);
                skip = bidSide;
            } else if (bidderOutFirst) {
                first = bidSide;
                awardInOrder(s, bidSide, GameState.NONE, highSide, lowSide, jackSide, jackPoints, hang, gameSide,
                    gamePoints, f, jackCard, events);
            }
        }
        awardInOrder(s, GameState.NONE, first >= 0 ? first : skip, highSide, lowSide, jackSide, jackPoints, hang,
            gameSide, gamePoints, f, jackCard, events);
    }

    @Override
    public HandResult result(GameState s, boolean thrownIn) {
        CompiledRules compiled = s.match.compiled;
        Deal d = s.deal;
        CountFacts f = d.count;
        int jackCard = f.jackCard(d.trump);
        int jackSide = side(compiled, CountFacts.captor(jackCard, s));
        int[] values = new int[compiled.sides];
        int gameSide = gameSide(s, thrownIn, values);
        Match m = s.match;
        return new HandResult(m.handNumber, m.dealer, d.trump < 0 ? Optional.empty() : SUITS[d.trump],
            card(f.highCard), side(compiled, f.highSeat), card(f.lowCard),
            side(compiled, lowToCaptor ? CountFacts.captor(f.lowCard, s) : f.lowSeat), card(jackCard), jackSide,
            hang(compiled, f, jackSide), gameSide, list(values), Chain.lazyList(m.awards, m.handAwardStart), thrownIn);
    }

    /** The side of a seat, or {@link GameState#NONE} for none. */
    private static int side(CompiledRules compiled, int seat) {
        return seat < 0 ? GameState.NONE : compiled.sideOf[seat];
    }

    /** Hang jack: whether the jack was captured by a side other than its holder's. */
    private boolean hang(CompiledRules compiled, CountFacts f, int jackSide) {
        return hangJack && jackSide >= 0 && jackSide != compiled.sideOf[f.jackSeat];
    }

    /**
     * The side that scores Game, adding each side's Game values into {@code values}: none in a hand thrown in by a
     * gift, or when table mode barred the side the tie rule chose.
     */
    private int gameSide(GameState s, boolean thrownIn, int[] values) {
        CompiledRules compiled = s.match.compiled;
        Deal d = s.deal;
        long five = d.trump < 0 ? 0 : 1L << (d.trump * 16 + Rank.FIVE.strength());
        TakenTrick t = s.lastTrick;
        for (int k = 0; k < s.tricksPlayed; k++, t = t.previous) {
            values[compiled.sideOf[t.winner]] += CardSet.gameValue(t.all) + ((t.all & five) != 0 ? trumpFiveValue : 0);
        }
        int dealer = s.match.dealer;
        int gameSide = thrownIn ? GameState.NONE
            : gameTie.winner(values, compiled.sideOf[dealer], compiled.sideOf[compiled.next(dealer)]);
        if (gameSide >= 0 && d.irregular != null && (d.irregular.gameBarred() & (1 << gameSide)) != 0) {
            return GameState.NONE;      // table mode: a called revoke barred that side from Game this hand
                                        // (the tie rule has already chosen among every side, the barred one too)
        }
        return gameSide;
    }

    /**
     * Awards High, Low, Jack and Game in that order: only to {@code only} when it is a side, and never to
     * {@code except}.
     */
    private static void awardInOrder(GameState s, int only, int except, int highSide, int lowSide, int jackSide,
                                     int jackPoints, boolean hang, int gameSide, int gamePoints, CountFacts f,
                                     int jackCard, EventListener events) {
        if (highSide >= 0 && highSide != except && (only < 0 || highSide == only)) {
            s.award(highSide, 1, AwardReason.HIGH, f.highCard, events);
        }
        if (lowSide >= 0 && lowSide != except && (only < 0 || lowSide == only)) {
            s.award(lowSide, 1, AwardReason.LOW, f.lowCard, events);
        }
        if (jackSide >= 0 && jackSide != except && (only < 0 || jackSide == only)) {
            s.award(jackSide, jackPoints, hang ? AwardReason.HANG_JACK : AwardReason.JACK, jackCard, events);
        }
        if (gameSide >= 0 && gameSide != except && (only < 0 || gameSide == only)) {
            s.award(gameSide, gamePoints, AwardReason.GAME, GameState.NONE, events);
        }
    }

    private static Optional<Card> card(int index) {
        return index < 0 ? Optional.empty() : CARDS[index];
    }

    private static List<Integer> list(int[] values) {
        if (values.length == 2) {
            return List.of(values[0], values[1]);
        }
        Integer[] boxed = new Integer[values.length];   // no stream: this runs once a hand on the hot path
        for (int i = 0; i < boxed.length; i++) {
            boxed[i] = values[i];
        }
        return List.of(boxed);
    }
}
