package io.github.allfours.bot.solve;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.Playout;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.JackScoring;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Scoring;
import io.github.allfours.rules.Stock;
import java.util.Arrays;

/**
 * The {@link HandSolver}'s account of a hand in trick play: per depth of the search, a frame of what the count
 * will rest on (the trick on the table and who is winning it, the Game points each side has taken, who played and
 * who took High, Low and the jack, the trick points of All Fives, a match ended inside the hand), and the value of
 * the hand's end, or the best and worst value still open, from it.
 *
 * <p>The engine decides every move: the legal cards, the throw-in, the draws from a stock and the trick's end come
 * from the {@link PlayoutStack}. This account only summarises what the search needs to recognise positions alike
 * (the transposition table's key) and to stop early (the bounds); its count is the engine's count of the four
 * points (docs/rules.md, "The four points" and "Order of scoring") restated over that summary, and the tests check
 * the solver's values against a full enumeration through the engine for every game with a table of two sides.
 */
final class HandAccount {
    private static final int JACK = Rank.JACK.strength();
    private static final int FIVE = Rank.FIVE.strength();
    static final long[] SUIT = {Suit.CLUBS.mask(), Suit.DIAMONDS.mask(), Suit.HEARTS.mask(), Suit.SPADES.mask()};
    /** The deepest frame: a hand of 52 cards played one at a time, and the root. */
    static final int MAX_DEPTH = 64;
    /** The move code of a throw-in; cards are 0..60. */
    static final int THROW_IN_MOVE = 64;

    // the outcome items, 2 bits each: 0 while unresolved, else the side + 1
    static final int HIGH_P = 0;
    static final int LOW_P = 2;
    static final int LOW_C = 4;
    static final int JACK_P = 6;
    static final int JACK_C = 8;

    // ------------------------------------------------------------------------------ the set-up of one solve
    PlayoutStack line;
    int seats;
    final int[] sideOf = new int[8];
    int maxSide;
    int trump;
    private long trumps;
    private int target;
    boolean lowToCaptor;
    private boolean hangJack;
    private int hangPoints;
    private int gamePoints;
    private long fiveBit;
    private int fiveBonus;
    boolean trickPoints;
    private int tieWinner;
    private int contractSide;
    private int contractPoints;
    private boolean bidderOutFirst;
    int topTrump;
    int lowTrump;
    int jackCard;
    /** The outcome items that matter under these rules. */
    private int itemMask;
    private final double[] countMemo = new double[1 << 12];
    /** The solve each memo entry was made in ({@link #solveNumber}): a new solve forgets them without a fill. */
    private final int[] countMemoSolve = new int[1 << 12];
    private int solveNumber;

    // ------------------------------------------------------------------------------ one frame per depth
    final long[] trickAll = new long[MAX_DEPTH];
    final int[] ledSuit = new int[MAX_DEPTH];
    final int[] winSeat = new int[MAX_DEPTH];
    final int[] winCard = new int[MAX_DEPTH];
    final int[] acted = new int[MAX_DEPTH];
    final int[] active = new int[MAX_DEPTH];
    /** The cards not yet captured: in the hands, on the table and in a stock. */
    final long[] live = new long[MAX_DEPTH];
    final int[] liveValue = new int[MAX_DEPTH];
    private final int[] liveTrickPoints = new int[MAX_DEPTH];
    /** Side 0's Game points taken less side 1's. */
    final int[] diff = new int[MAX_DEPTH];
    final int[] score0 = new int[MAX_DEPTH];
    final int[] score1 = new int[MAX_DEPTH];
    /** The side that won the match inside the hand, or -1. */
    private final int[] over = new int[MAX_DEPTH];
    final int[] outcome = new int[MAX_DEPTH];
    /** The cards in the hands. */
    final int[] held = new int[MAX_DEPTH];

    /**
     * Reads the root frame from a position of trick play (trumps known, two sides, table mode off).
     *
     * @param s    the position
     * @param side the side whose values are computed
     * @param line the solver's line of positions, reset to that position
     */
    void setup(Playout s, int side, PlayoutStack line) {
        RuleSet r = s.rules();
        this.line = line;
        seats = r.seats();
        for (int seat = 0; seat < seats; seat++) {
            sideOf[seat] = r.sideOf(seat);
        }
        maxSide = side;
        trump = s.trumpOrdinal();
        trumps = SUIT[trump];
        target = r.target();
        Scoring sc = r.scoring();
        lowToCaptor = sc.low() == PointTaker.CAPTOR;
        hangJack = sc.jack() == JackScoring.HANG_JACK;
        hangPoints = sc.hangJackPoints();
        gamePoints = sc.gamePoints();
        fiveBit = 1L << (trump * 16 + FIVE);
        fiveBonus = sc.trumpFiveValue();
        trickPoints = sc.trickPoints();
        tieWinner = sc.gameTie().winner(new int[2], r.sideOf(s.dealer()), r.sideOf((s.dealer() + 1) % seats));
        contractSide = -1;
        contractPoints = 0;
        bidderOutFirst = false;
        if (r.trumps() instanceof Auction auction && s.contractPoints() > 0) {
            contractSide = r.sideOf(s.contractor());
            contractPoints = s.contractPoints();
            bidderOutFirst = auction.bidderOutFirst();
        }
        itemMask = 3 << HIGH_P | 3 << JACK_C | (lowToCaptor ? 3 << LOW_C : 3 << LOW_P) | (hangJack ? 3 << JACK_P : 0);
        if (++solveNumber == 0) {       // after 2^32 solves, the stamps start again
            Arrays.fill(countMemoSolve, 0);
            solveNumber = 1;
        }
        readRoot(s, r);
    }

    /** The root frame's account of the hand so far: the cards in play, the trick on the table, the count so far. */
    private void readRoot(Playout s, RuleSet r) {
        long hands = 0;
        int heldCount = 0;
        int activeMask = 0;
        for (int seat = 0; seat < seats; seat++) {
            hands |= s.handBits(seat);
            heldCount += Long.bitCount(s.handBits(seat));
            activeMask |= s.isInPlay(seat) ? 1 << seat : 0;
        }
        long onTable = s.trickCards();
        long stock = r.trumps() instanceof Stock ? s.stockBits() : 0;
        long playedBefore = s.played() & ~onTable;
        long inPlay = (hands | onTable | stock | playedBefore) & trumps;
        topTrump = inPlay == 0 ? -1 : 63 - Long.numberOfLeadingZeros(inPlay);
        lowTrump = inPlay == 0 ? -1 : Long.numberOfTrailingZeros(inPlay);
        int jack = trump * 16 + JACK;
        jackCard = (inPlay & (1L << jack)) != 0 ? jack : -1;

        int o = resolve(s, topTrump, HIGH_P, -1) | resolve(s, lowTrump, LOW_P, LOW_C)
            | resolve(s, jackCard, JACK_P, JACK_C);
        ledSuit[0] = s.trickSize() == 0 ? -1 : s.trickCard(0) >>> 4;
        winSeat[0] = -1;
        winCard[0] = -1;
        int actedMask = 0;
        for (int i = 0; i < s.trickSize(); i++) {
            int c = s.trickCard(i);
            if (i == 0 || beats(c, winCard[0])) {
                winCard[0] = c;
                winSeat[0] = s.trickSeat(i);
            }
            actedMask |= 1 << s.trickSeat(i);
        }
        trickAll[0] = onTable;
        acted[0] = actedMask;
        active[0] = activeMask;
        live[0] = hands | onTable | stock;
        liveValue[0] = value(live[0]);
        liveTrickPoints[0] = trickPoints ? value(live[0] & trumps) : 0;
        diff[0] = value(s.capturedBits(0)) - value(s.capturedBits(1));
        score0[0] = s.score(0);
        score1[0] = s.score(1);
        over[0] = -1;
        outcome[0] = o & itemMask;
        held[0] = heldCount;
    }

    /**
     * What is known at the root of who played (or holds) a card of the count and who captured it: the holder's side
     * when a hand holds it, the player's and the captor's when it was played; nothing while it is in a stock.
     */
    private int resolve(Playout s, int card, int playerItem, int captorItem) {
        if (card < 0) {
            return 0;
        }
        long bit = 1L << card;
        for (int seat = 0; seat < seats; seat++) {
            if ((s.handBits(seat) & bit) != 0) {
                return (sideOf[seat] + 1) << playerItem;
            }
        }
        int player = s.playerOf(card);
        if (player < 0) {
            return 0;
        }
        int o = (sideOf[player] + 1) << playerItem;
        int captor = s.captorOf(card);
        return captorItem < 0 || captor < 0 ? o : o | (sideOf[captor] + 1) << captorItem;
    }

    /** A set of cards' worth toward Game, the five of trumps with its own value. */
    int value(long cards) {
        return CardSet.gameValue(cards) + ((cards & fiveBit) != 0 ? fiveBonus : 0);
    }

    /** Whether {@code card} takes a trick that {@code best} is winning. */
    boolean beats(int card, int best) {
        int suit = card >>> 4;
        if (suit == best >>> 4) {
            return card > best;
        }
        return suit == trump;
    }

    // ------------------------------------------------------------------------------ the account of the hand

    /**
     * Frame {@code d + 1}: frame {@code d} after {@code seat} (holding {@code seatHand}) makes {@code move}, read
     * before the line plays it.
     *
     * @return whether the hand (or the match) is over there, so the line need not play it
     */
    boolean advance(int d, int seat, int move, long seatHand) {
        int e = d + 1;
        trickAll[e] = trickAll[d];
        ledSuit[e] = ledSuit[d];
        winSeat[e] = winSeat[d];
        winCard[e] = winCard[d];
        acted[e] = acted[d];
        active[e] = active[d];
        live[e] = live[d];
        liveValue[e] = liveValue[d];
        liveTrickPoints[e] = liveTrickPoints[d];
        diff[e] = diff[d];
        score0[e] = score0[d];
        score1[e] = score1[d];
        over[e] = over[d];
        outcome[e] = outcome[d];
        if (move == THROW_IN_MOVE) {
            trickAll[e] |= seatHand;
            active[e] &= ~(1 << seat);
            held[e] = held[d] - Long.bitCount(seatHand);
        } else {
            if (ledSuit[e] < 0) {
                ledSuit[e] = move >>> 4;
                winSeat[e] = seat;
                winCard[e] = move;
            } else if (beats(move, winCard[e])) {
                winSeat[e] = seat;
                winCard[e] = move;
            }
            trickAll[e] |= 1L << move;
            acted[e] |= 1 << seat;
            held[e] = held[d] - 1;
            if (move == topTrump || move == lowTrump || move == jackCard) {
                int s1 = sideOf[seat] + 1;
                int o = outcome[e];
                if (move == topTrump && (o >>> HIGH_P & 3) == 0) {
                    o |= s1 << HIGH_P;
                }
                if (move == lowTrump && (o >>> LOW_P & 3) == 0) {
                    o |= s1 << LOW_P;
                }
                if (move == jackCard && (o >>> JACK_P & 3) == 0) {
                    o |= s1 << JACK_P;
                }
                outcome[e] = o & itemMask;
            }
        }
        if ((active[e] & ~acted[e]) == 0) {
            completeTrick(e);
        }
        // the stock is drawn only as a trick ends, so while it holds cards the hand goes on
        return over[e] >= 0 || held[e] == 0 && line.stockSize() == 0;
    }

    private void completeTrick(int e) {
        int ws = sideOf[winSeat[e]];
        long all = trickAll[e];
        int v = value(all);
        diff[e] += ws == 0 ? v : -v;
        liveValue[e] -= v;
        live[e] &= ~all;
        int o = outcome[e];
        if (jackCard >= 0 && (all & 1L << jackCard) != 0) {
            o |= (ws + 1) << JACK_C;
        }
        if (lowTrump >= 0 && (all & 1L << lowTrump) != 0) {
            o |= (ws + 1) << LOW_C;
        }
        outcome[e] = o & itemMask;
        if (trickPoints) {
            int points = value(all & trumps);
            liveTrickPoints[e] -= points;
            if (ws == 0) {
                score0[e] += points;
                over[e] = points > 0 && score0[e] >= target ? 0 : over[e];
            } else {
                score1[e] += points;
                over[e] = points > 0 && score1[e] >= target ? 1 : over[e];
            }
        }
        trickAll[e] = 0;
        ledSuit[e] = -1;
        winSeat[e] = -1;
        winCard[e] = -1;
        acted[e] = 0;
    }

    // ------------------------------------------------------------------------------ the count

    /** The value of frame {@code e}, where the hand or the match is over. */
    double terminal(int e) {
        if (over[e] >= 0) {
            return over[e] == maxSide ? 1.0 : 0.0;
        }
        int d = diff[e];
        int gameSide = d > 0 ? 0 : d < 0 ? 1 : tieWinner;
        return count(outcome[e], gameSide, score0[e], score1[e]);
    }

    /**
     * The value for the maximizing side of a hand whose count is {@code o} (the outcome items) and
     * {@code gameSide}, from the scores {@code a} and {@code b} before the count: High, Low, Jack and Game
     * awarded in order, a contract's setback first, the count stopping the moment a side reaches the target.
     */
    private double count(int o, int gameSide, int a, int b) {
        boolean memo = !trickPoints;
        int key = o << 2 | gameSide + 1;
        if (memo && countMemoSolve[key] == solveNumber) {
            return countMemo[key];
        }
        int highSide = topTrump < 0 ? -1 : (o >>> HIGH_P & 3) - 1;
        int lowSide = lowTrump < 0 ? -1 : (o >>> (lowToCaptor ? LOW_C : LOW_P) & 3) - 1;
        int jackSide = -1;
        int jackPoints = 0;
        if (jackCard >= 0) {
            jackSide = (o >>> JACK_C & 3) - 1;
            boolean hang = hangJack && jackSide != (o >>> JACK_P & 3) - 1;
            jackPoints = hang ? hangPoints : 1;
        }
        int[] side = {highSide, lowSide, jackSide, gameSide};
        int[] points = {1, 1, jackPoints, gamePoints};
        int[] score = {a, b};
        int winner = -1;
        int skip = -1;
        int first = -1;
        if (contractSide >= 0) {
            int made = 0;
            for (int i = 0; i < 4; i++) {
                made += side[i] == contractSide ? points[i] : 0;
            }
            if (made < contractPoints) {
                score[contractSide] -= contractPoints;
                skip = contractSide;
            } else if (bidderOutFirst) {
                first = contractSide;
                for (int i = 0; i < 4 && winner < 0; i++) {
                    if (side[i] == contractSide) {
                        score[contractSide] += points[i];
                        winner = score[contractSide] >= target ? contractSide : -1;
                    }
                }
            }
        }
        int except = first >= 0 ? first : skip;
        for (int i = 0; i < 4 && winner < 0; i++) {
            if (side[i] >= 0 && side[i] != except) {
                score[side[i]] += points[i];
                winner = score[side[i]] >= target ? side[i] : -1;
            }
        }
        double v = winner >= 0 ? (winner == maxSide ? 1.0 : 0.0)
            : WinChance.of(target - score[maxSide], target - score[1 - maxSide]);
        if (memo) {
            countMemo[key] = v;
            countMemoSolve[key] = solveNumber;
        }
        return v;
    }

    /**
     * The best ({@code best}) or worst value the maximizing side can still get from frame {@code d}: every point
     * still open given to it, or to the other side.
     */
    double bound(int d, boolean best) {
        int to = best ? maxSide : 1 - maxSide;
        int o = outcome[d];
        if (topTrump >= 0 && (o >>> HIGH_P & 3) == 0) {
            o |= holderOr(topTrump, to) << HIGH_P;
        }
        if (lowTrump >= 0) {
            if (lowToCaptor) {
                if ((o >>> LOW_C & 3) == 0) {
                    o |= (to + 1) << LOW_C;
                }
            } else if ((o >>> LOW_P & 3) == 0) {
                o |= holderOr(lowTrump, to) << LOW_P;
            }
        }
        if (jackCard >= 0) {
            if (hangJack && (o >>> JACK_P & 3) == 0) {
                o |= holderOr(jackCard, 1 - to) << JACK_P;
            }
            if ((o >>> JACK_C & 3) == 0) {
                o |= (to + 1) << JACK_C;
            }
        }
        int dv = diff[d];
        int r = liveValue[d];
        int gameSide = dv > r ? 0 : dv < -r ? 1 : to;
        int a = score0[d];
        int b = score1[d];
        int t = liveTrickPoints[d];
        if (t > 0) {
            if (to == 0) {
                a += t;
            } else {
                b += t;
            }
            if ((to == 0 ? a : b) >= target) {
                return to == maxSide ? 1.0 : 0.0;
            }
        }
        return count(o & itemMask, gameSide, a, b);
    }

    /** The side + 1 of the seat holding a card, or {@code side + 1} when no hand holds it (in the stock). */
    private int holderOr(int card, int side) {
        long bit = 1L << card;
        for (int seat = 0; seat < seats; seat++) {
            if ((line.hand(seat) & bit) != 0) {
                return sideOf[seat] + 1;
            }
        }
        return side + 1;
    }

    // ------------------------------------------------------------------------------ what the search asks

    /** Whether two cards of a suit in one hand, {@code low} below {@code high}, play alike from frame {@code d}. */
    boolean equivalent(int d, int low, int high) {
        if (low == jackCard || high == jackCard || lowToCaptor && (low == lowTrump || high == lowTrump)) {
            return false;
        }
        long between = (1L << high) - (2L << low);
        return (between & live[d]) == 0 && value(1L << low) == value(1L << high);
    }

    /** A rule of thumb for the order of moves at frame {@code d}: higher first. */
    int moveScore(int d, int seat, int card) {
        int rank = card & 15;
        boolean trumpCard = card >>> 4 == trump;
        int worth = value(1L << card);
        if (ledSuit[d] < 0) {
            return (trumpCard ? 20 : 0) + rank;         // high trumps first, then high cards
        }
        boolean wins = beats(card, winCard[d]);
        if (sideOf[winSeat[d]] == sideOf[seat]) {
            return wins ? -100 - rank : 50 + worth * 4 - rank;    // partner winning: add Game points
        }
        if (wins) {
            return 200 - rank * 2 + worth * 4 - (trumpCard ? 10 : 0);
        }
        return -worth * 4 - rank;                       // losing: the cheapest card
    }
}
