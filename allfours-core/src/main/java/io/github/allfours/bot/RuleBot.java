package io.github.allfours.bot;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.rules.RuleSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;

/**
 * The rule-based level: the tactics the sources give, as a value per action, with no search
 * (docs/rules.md, "Bots"). It never makes a table-mode claim.
 * <ul>
 *   <li>Trumps: elder stands and the dealer gives with a turned suit it is strong in (the jack, an
 *       honour, length), and the dealer runs when the gift would let the other side win; a seat keeps
 *       unless it holds no trump.</li>
 *   <li>Bids from the points the hand can expect in its best suit (High with the ace, Low with the two
 *       or three, Jack with the jack, Game with tens and honours), never above them; elder refuses a
 *       sale it can make itself.</li>
 *   <li>Play (pagat.com "All Fours", West Yorkshire tactics): pitch from the suit with the ace and a
 *       low trump; lead high trumps to draw the others when holding the top; throw tens and honours to
 *       a partner who is winning; win a trick that holds Game points or the jack with the cheapest card
 *       that does, save the jack; otherwise play the least valuable card; discard low plain cards.</li>
 * </ul>
 *
 * <p>The tactics read only what the seat may see, as plain numbers ({@code SeatFacts}) read from a {@link SeatView}
 * for the bot's own choice and from a play-out's scratch state in the play-outs of the searches
 * ({@link #playoutChooser()}): the heuristics are written once.
 */
public final class RuleBot implements Bot {
    /** The shared instance: the bot keeps no state, so threads may use it at once (see {@link Bot}). */
    public static final RuleBot INSTANCE = new RuleBot();

    private static final int JACK = Rank.JACK.strength();
    private static final int ACE = Rank.ACE.strength();

    private RuleBot() {
    }

    @Override
    public Action choose(SeatView view, RandomGenerator random, Budget budget) {
        List<Action> own = Actions.ownTurn(view);
        if (own.size() == 1) {
            return own.get(0);
        }
        Action best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Map.Entry<Action, Double> e : analyse(view, random, budget).entrySet()) {
            if (e.getValue() > bestValue && !Actions.isClaim(e.getKey())) {
                best = e.getKey();
                bestValue = e.getValue();
            }
        }
        return best;
    }

    @Override
    public Map<Action, Double> analyse(SeatView view, RandomGenerator random, Budget budget) {
        SeatFacts facts = new SeatFacts().read(view);
        Map<Action, Double> values = new LinkedHashMap<>();
        for (Action a : view.legalActions()) {
            values.put(a, Actions.isClaim(a) ? -1000.0 : value(facts, a));
        }
        return values;
    }

    /**
     * Chooses on a play-out's scratch state as {@link #choose} does from the view of the seat to act, reading that
     * seat in place into one {@link SeatFacts} per chooser; in trick play it allocates nothing.
     */
    @Override
    public PlayoutChooser playoutChooser() {
        SeatFacts facts = new SeatFacts();
        return (p, random) -> choose(p, facts);
    }

    /**
     * The same choice as {@link #choose} would make from the view of the seat to act, made on a play-out's
     * scratch state ({@code facts} reads that seat on it): the first action of the highest value, in the order
     * of the legal actions, never a claim. In trick play it allocates nothing.
     */
    static Action choose(Playout p, SeatFacts facts) {
        if (p.phase() == Phase.PLAY) {
            long legal = p.legalPlayWord();
            long cards = legal & ~Playout.THROW_IN_BIT;
            if (legal > 0 && (cards & (cards - 1)) == 0) {
                return Play.of(Card.ofIndex(Long.numberOfTrailingZeros(cards)));     // one legal card
            }
            facts.read(p);
            Action best = null;
            double bestValue = Double.NEGATIVE_INFINITY;
            if (legal < 0) {                                // the throw-in comes first
                best = Call.THROW_IN;
                bestValue = value(facts, Call.THROW_IN);
            }
            int trump = facts.trump();
            int bestCard = -1;
            for (long b = cards; b != 0; b &= b - 1) {
                int card = Long.numberOfTrailingZeros(b);
                double v = play(facts, card, trump);
                if (v > bestValue) {
                    bestCard = card;
                    bestValue = v;
                }
            }
            return bestCard < 0 ? best : Play.of(Card.ofIndex(bestCard));
        }
        int n = p.legalActionCount();
        if (n == 1) {
            return p.legalAction(0);
        }
        facts.read(p);
        Action best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            Action a = p.legalAction(i);
            if (Actions.isClaim(a)) {
                continue;                   // table mode's claims follow the seat's own actions
            }
            double v = value(facts, a);
            if (v > bestValue) {
                best = a;
                bestValue = v;
            }
        }
        return best;
    }

    @Override
    public String name() {
        return "rule";
    }

    private static double value(SeatFacts v, Action a) {
        if (a instanceof Play p) {
            return play(v, p.card().index(), v.trump());
        }
        if (a instanceof Discard d) {
            return -keep(d.card(), v.trump() < 0 ? null : Suit.of(v.trump()));
        }
        CardSet hand = CardSet.ofBits(v.hand());
        if (a instanceof Bid b) {
            double expect = expectedPoints(hand) + stretch(v);
            return b.points() <= expect ? b.points() : -10.0 * (b.points() - expect);
        }
        Call c = (Call) a;
        return switch (c) {
            case STAND -> strength(hand, turned(v)) - 1.5;
            case BEG, RUN, PASS, SELL -> 0.0;
            case GIVE -> giftLetsThemWin(v) ? -10.0 : strength(hand, turned(v)) - 2.5;
            case KEEP -> hand.ofSuitOnly(turned(v)).isEmpty() ? -1.0 : 1.0;
            case BUNCH -> hand.ofSuitOnly(turned(v)).isEmpty() ? 1.0 : -1.0;
            case REFUSE -> v.contract() == 0 ? 0.0 : expectedPoints(hand) - v.contract();
            case THROW_IN -> 0.1;       // nothing in the hand can help: leave the hand
            case COUNT -> 1.0;
            default -> -1000.0;
        };
    }

    private static Suit turned(SeatFacts v) {
        return v.turnUp() >= 0 ? Card.ofIndex(v.turnUp()).suit() : v.trump() >= 0 ? Suit.of(v.trump()) : Suit.CLUBS;
    }

    /** How good a suit is as trumps for a hand: the jack and honours count most, then length. */
    static double strength(CardSet hand, Suit suit) {
        return strength(hand.bits(), suit);
    }

    /** {@link #strength(CardSet, Suit)} of a card word, without allocating (the same sum, in card order). */
    private static double strength(long hand, Suit suit) {
        double s = 0;
        for (long b = hand & suit.mask(); b != 0; b &= b - 1) {
            int r = Long.numberOfTrailingZeros(b) & 15;          // the rank's strength
            s += r == ACE ? 2.0 : r == JACK ? 1.5 : r >= Rank.QUEEN.strength() ? 1.0 : r <= 1 ? 0.8 : 0.5;
        }
        return s;
    }

    /** The points a hand can expect in its best suit as trumps, from the simulated {@link BidTable}. */
    static double expectedPoints(CardSet hand) {
        double best = 0;
        for (Suit suit : Suit.values()) {
            best = Math.max(best, BidTable.expectedPoints(hand, suit));
        }
        return best;
    }

    /**
     * A rule of thumb for a holding the bid table has seen too seldom: High with the ace, Low with a low
     * trump, Jack with the jack, and a share of Game.
     */
    static double ruleOfThumb(CardSet hand, Suit suit) {
        CardSet t = hand.ofSuitOnly(suit);
        int high = Card.ofIndex(CardSet.highestIndex(t.bits(), suit)).rank().strength();
        int low = Card.ofIndex(CardSet.lowestIndex(t.bits(), suit)).rank().strength();
        double e = high == ACE ? 1.0 : high >= Rank.QUEEN.strength() ? 0.5 : 0.0;
        e += low <= 1 ? 0.8 : low <= 3 ? 0.4 : 0.0;
        e += t.contains(Card.of(Rank.JACK, suit)) ? 0.8 : 0.0;
        e += Math.min(1.0, hand.gameValue() / 25.0 + t.size() * 0.1);
        return e;
    }

    /**
     * How far past its expectation a seat will bid: one point when a rival side could reach the target by
     * pitching this hand (so letting it have the pitch cheaply may lose the match), none otherwise.
     */
    private static double stretch(SeatFacts v) {
        RuleSet r = v.rules();
        int mine = r.sideOf(v.seat());
        for (int side = 0; side < r.sides(); side++) {
            if (side != mine && v.score(side) + 4 >= r.target()) {
                return 1.0;
            }
        }
        return 0.0;
    }

    private static boolean giftLetsThemWin(SeatFacts v) {
        RuleSet r = v.rules();
        int theirs = r.sideOf(r.seats() > 1 ? (v.dealer() + 1) % r.seats() : 0);
        int gift = r.begging().map(b -> b.giftPoints()).orElse(1);
        return v.score(theirs) + gift >= r.target();
    }

    /** What keeping a card is worth when discarding: trumps and Game points are kept. */
    private static double keep(Card c, Suit trump) {
        double k = c.gameValue() + c.rank().strength() * 0.1;
        return c.suit() == trump ? k + 20 : k;
    }

    /** The rank of a card given by its index ({@link Card#index()}: suit &times; 16 + rank strength). */
    private static int rank(int card) {
        return card & 15;
    }

    /** The suit's ordinal of a card given by its index. */
    private static int suit(int card) {
        return card >>> 4;
    }

    private static int gameValue(int card) {
        return TrickReading.gameValue(card);
    }

    /**
     * A card's value to play now, trumps being the suit of ordinal {@code trump} (-1 before the pitch). Cards are
     * read by index ({@link Card#index()}) so that a play-out's choice allocates and dereferences nothing.
     */
    private static double play(SeatFacts v, int c, int trump) {
        if (trump < 0) {                // the pitch: trumps will be this card's suit
            long hand = v.hand();
            boolean jack = rank(c) == JACK;
            long ofSuit = hand & TrickReading.suitMask(suit(c));
            boolean highest = ofSuit != 0 && 63 - Long.numberOfLeadingZeros(ofSuit) == c;
            return strength(hand, Suit.of(suit(c))) + (rank(c) == ACE ? 1.0 : 0.0)
                + (highest && !jack ? 0.5 : 0.0)
                - (jack && !safe(v, c, suit(c)) ? 3.0 : 0.0);     // never pitch a jack a higher trump can take
        }
        if (v.trickSize() == 0) {
            return lead(v, c, trump);
        }
        return follow(v, c, trump);
    }

    private static double lead(SeatFacts v, int c, int trump) {
        long hand = v.hand();
        if (suit(c) == trump) {
            // draw the other trumps with a card nobody can beat; keep low trumps and the jack otherwise
            return safe(v, c, trump) ? 3.0 - 0.01 * Long.bitCount(hand & TrickReading.suitMask(trump)) : -1.0 - gameValue(c) * 0.1;
        }
        if (safe(v, c, trump) && rank(c) == ACE) {
            return 2.0;                 // cash a plain ace, which takes what falls to it
        }
        // a low card of a long plain suit; keep tens and honours back
        return 1.0 + Long.bitCount(hand & TrickReading.suitMask(suit(c))) * 0.2 - gameValue(c) * 0.2 - rank(c) * 0.05;
    }

    /**
     * Whether no card the seat cannot see could beat card {@code c}: a higher card of its suit, or, for a plain
     * card, any trump still out.
     */
    private static boolean safe(SeatFacts v, int c, int trump) {
        return (v.reading().out & TrickReading.threats(c, trump)) == 0;
    }

    private static double follow(SeatFacts v, int c, int trump) {
        TrickReading t = v.reading();      // the trick so far, read once for every candidate card
        int winning = t.winning;
        int trickValue = t.trickValue;
        boolean jackInTrick = t.jackInTrick;
        boolean partnerWinning = t.partnerWinning;
        boolean partnerSafe = t.partnerSafe;
        boolean wins = TrickReading.beats(c, winning, trump);
        boolean holds = wins && (t.last || safe(v, c, trump));
        boolean isTrump = suit(c) == trump;
        double cost = gameValue(c) * 0.2 + (isTrump ? 1.0 + rank(c) * 0.1 : rank(c) * 0.03);
        boolean ownJack = isTrump && rank(c) == JACK;
        if (ownJack && !(partnerSafe || holds)) {
            return -6.0;                // save the jack: an opponent could still take it (and, under hang jack, 3)
        }
        if (partnerWinning && !wins) {
            // throw Game points to a partner whose card will hold; otherwise play low
            return (partnerSafe ? gameValue(c) * 0.5 : -gameValue(c) * 0.3) - (isTrump ? 2.0 : 0.0)
                - rank(c) * 0.01;
        }
        if (wins) {
            double gain = trickValue + gameValue(c) + (jackInTrick ? 8 : 0) + (ownJack ? 6 : 0);
            if (partnerWinning) {
                return gain * 0.1 - cost;
            }
            return holds ? 1.0 + gain * 0.2 - cost : 0.2 + gain * 0.05 - cost;
        }
        return -gameValue(c) * 0.5 - (isTrump ? 2.0 : 0.0) - rank(c) * 0.02;
    }
}
