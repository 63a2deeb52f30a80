package io.github.allfours.bot;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.Discard;
import io.github.allfours.rules.RuleSet;

/**
 * The calls of {@link RuleStrategy#CLASSIC}, the rule-based bot's as the arena's yardstick was fixed (issue 41):
 * <ul>
 *   <li>Trumps: elder stands and the dealer gives with a turned suit it is strong in (the jack, an honour,
 *       length), and the dealer runs when the gift would let the other side win; a seat keeps unless it holds no
 *       trump.</li>
 *   <li>Bids from the points the hand can expect in its best suit ({@link BidTable}), never above them but for a
 *       point of stretch when a rival side is near the target; elder refuses a sale it can make itself.</li>
 *   <li>The pitch from the suit with the ace and a low trump, never a jack a higher trump can take; discards keep
 *       trumps and Game points.</li>
 * </ul>
 */
final class ClassicCalls implements RuleCalls {
    static final ClassicCalls INSTANCE = new ClassicCalls();

    private static final int JACK = Rank.JACK.strength();
    private static final int ACE = Rank.ACE.strength();

    private ClassicCalls() {
    }

    @Override
    public double call(SeatFacts v, Action a) {
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

    @Override
    public double pitch(SeatFacts v, int c) {
        long hand = v.hand();
        boolean jack = RuleBot.rank(c) == JACK;
        long ofSuit = hand & TrickReading.suitMask(RuleBot.suit(c));
        boolean highest = ofSuit != 0 && 63 - Long.numberOfLeadingZeros(ofSuit) == c;
        return strength(hand, Suit.of(RuleBot.suit(c))) + (RuleBot.rank(c) == ACE ? 1.0 : 0.0)
            + (highest && !jack ? 0.5 : 0.0)
            - (jack && !RuleBot.safe(v, c, RuleBot.suit(c)) ? 3.0 : 0.0);     // never pitch a jack a higher trump can take
    }

    /** The suit turned up (or fixed as trumps), clubs when there is neither. */
    static Suit turned(SeatFacts v) {
        return v.turnUp() >= 0 ? Card.ofIndex(v.turnUp()).suit() : v.trump() >= 0 ? Suit.of(v.trump()) : Suit.CLUBS;
    }

    /** How good a suit is as trumps for a hand: the jack and honours count most, then length. */
    static double strength(CardSet hand, Suit suit) {
        return strength(hand.bits(), suit);
    }

    /** {@link #strength(CardSet, Suit)} of a card word, without allocating (the same sum, in card order). */
    static double strength(long hand, Suit suit) {
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
}
