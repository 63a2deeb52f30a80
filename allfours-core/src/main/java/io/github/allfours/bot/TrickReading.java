package io.github.allfours.bot;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.rules.RuleSet;

/**
 * What {@link RuleBot}'s card play reads of a position before it values each candidate card: the cards the seat
 * cannot see, and the trick so far (its winning card and seat, its Game points, whether the jack of trumps is on
 * it, whether the seat plays its last card, whether its partner is winning it and no card out can beat that). The same for every candidate, so read once per position; a
 * {@link SeatFacts} keeps one, refreshed when it reads another position, so a play-out allocates nothing for it.
 */
final class TrickReading {
    /** The cards the seat cannot see: not in its hand, not played, not on the trick. */
    long out;
    /** The index of the card winning the trick, or -1 before a lead. */
    int winning;
    /** The seat that played it, or -1. */
    int winner;
    /** The Game points of the cards played to the trick. */
    int trickValue;
    /** Whether the jack of trumps has been played to the trick. */
    boolean jackInTrick;
    /** Whether the seat plays the last card of the trick. */
    boolean last;
    /** Whether a card of the seat's side is winning the trick. */
    boolean partnerWinning;
    /** Whether it is, and will still be once the trick is over: the seat plays last, or no card out can beat it. */
    boolean partnerSafe;
    /** Whether the reading is of the position its facts read now. */
    boolean fresh;

    /** The jack's rank within its suit: a card's index is its suit's ordinal times 16 plus this for the jack. */
    private static final int JACK = Rank.JACK.strength();

    /** Each card's value towards Game, by card index (0 where no card has the index). */
    private static final int[] GAME_VALUE = new int[64];

    static {
        for (Card c : Card.all()) {
            GAME_VALUE[c.index()] = c.gameValue();
        }
    }

    /** The Game value of the card of index {@code card} ({@link Card#gameValue()}), looked up. */
    static int gameValue(int card) {
        return GAME_VALUE[card];
    }

    /** The cards of the suit of ordinal {@code suit}, as a card word ({@link io.github.allfours.card.Suit#mask()}). */
    static long suitMask(int suit) {
        return 0x1FFFL << (suit << 4);
    }

    /** Whether card {@code card} beats card {@code best}: a higher card of its suit, or a trump over a plain card. */
    static boolean beats(int card, int best, int trump) {
        if (card >>> 4 == best >>> 4) {
            return card > best;
        }
        return card >>> 4 == trump;
    }

    /**
     * The cards that would beat {@code card} once the seat cannot see them: a higher card of its suit and, for a
     * plain card, every trump.
     */
    static long threats(int card, int trump) {
        long suit = 0x1FFFL << (card & ~15);
        long higher = suit & ~((2L << card) - 1);
        return card >>> 4 == trump ? higher : higher | suitMask(trump);
    }

    /** Reads {@code v}'s position, and returns this object. */
    TrickReading read(SeatFacts v) {
        out = ~(v.hand() | v.played() | v.trickCards()) & CardSet.FULL_PACK.bits();
        int size = v.trickSize();
        int active = 0;
        for (int seat = 0, seats = v.rules().seats(); seat < seats; seat++) {
            if (v.inPlay(seat)) {
                active++;
            }
        }
        last = size == active - 1;
        trickValue = 0;
        jackInTrick = false;
        fresh = true;
        if (size == 0) {
            winning = -1;
            winner = -1;
            partnerWinning = false;
            partnerSafe = false;
            return this;
        }
        int trump = v.trump();
        int jackOfTrumps = trump < 0 ? -1 : trump << 4 | JACK;
        winning = v.trickCard(0);
        winner = v.trickSeat(0);
        for (int i = 0; i < size; i++) {
            int card = i == 0 ? winning : v.trickCard(i);
            trickValue += GAME_VALUE[card];
            jackInTrick |= card == jackOfTrumps;
            if (i > 0 && (card >>> 4 == winning >>> 4 ? card > winning : card >>> 4 == trump)) {
                winning = card;
                winner = v.trickSeat(i);
            }
        }
        RuleSet rules = v.rules();
        partnerWinning = rules.sideOf(winner) == rules.sideOf(v.seat());
        partnerSafe = partnerWinning && (last || trump >= 0 && (out & threats(winning, trump)) == 0);
        return this;
    }
}
