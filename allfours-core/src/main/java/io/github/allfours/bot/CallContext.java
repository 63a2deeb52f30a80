package io.github.allfours.bot;

import io.github.allfours.rules.AllPass;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUp;
import java.util.Locale;

/**
 * What a seat can see when it makes a trump decision, as the {@link CallModel} reads it: the kind of decision, the
 * table, the auction's rule options, the seat's place from the dealer, its hand, the turn-up, the high bid and whose
 * it is, and the scores. The same record is made from a seat's facts when a bot chooses and written as a line of
 * text when the model's training data are made, so that both read exactly the same facts.
 *
 * <p>Its text form is comma-separated: {@code kind,seats,sides,dealerMayTake,allPass,minBid,maxBid,place,hand,turnUp,
 * high,holder,mine,theirs,target}, where {@code kind} is {@code B} (a bid or a pass), {@code S} (stand or beg) or
 * {@code G} (give or run); {@code allPass} is {@code M} (the dealer must bid), {@code N} (the next dealer deals) or
 * {@code E} (elder pitches) and {@code -} without an auction; {@code place} is 0 for elder, counting to the left, so
 * the dealer's is {@code seats - 1}; {@code hand} the card word in hexadecimal; {@code turnUp} a card index or -1;
 * {@code holder} 0 when nobody has bid, 1 when the seat's own side holds the high bid, 2 when another side does;
 * {@code mine} the points of the seat's side, {@code theirs} those of the best other side.
 *
 * @param kind          {@code B}, {@code S} or {@code G}
 * @param seats         the seats at the table
 * @param sides         the sides
 * @param dealerMayTake the dealer's privilege of taking the high bid at its value
 * @param allPass       what follows when all pass: {@code M}, {@code N}, {@code E}, or {@code -}
 * @param minBid        the lowest bid (0 without an auction)
 * @param maxBid        the highest bid (0 without an auction)
 * @param place         the seat's place from the dealer's left: 0 for elder, {@code seats - 1} for the dealer
 * @param hand          the seat's hand
 * @param turnUp        the turned-up card's index, or -1
 * @param high          the high bid so far, 0 for none
 * @param holder        0 for no bid, 1 for the seat's side, 2 for another side
 * @param mine          the points of the seat's side
 * @param theirs        the points of the best other side
 * @param target        the points that win the match
 */
record CallContext(char kind, int seats, int sides, boolean dealerMayTake, char allPass, int minBid, int maxBid,
                   int place, long hand, int turnUp, int high, int holder, int mine, int theirs, int target) {
    /** A bid or a pass. */
    static final char BID = 'B';
    /** Elder's stand or beg. */
    static final char STAND = 'S';
    /** The dealer's give or run. */
    static final char GIVE = 'G';

    /**
     * The context of the seat a set of facts reads, for a decision of kind {@code kind}.
     *
     * @param v    the seat's facts
     * @param kind {@link #BID}, {@link #STAND} or {@link #GIVE}
     * @return the context
     */
    static CallContext of(SeatFacts v, char kind) {
        RuleSet r = v.rules();
        int seats = r.seats();
        int seat = v.seat();
        int mySide = r.sideOf(seat);
        int theirs = Integer.MIN_VALUE;
        for (int side = 0; side < r.sides(); side++) {
            if (side != mySide) {
                theirs = Math.max(theirs, v.score(side));
            }
        }
        int contractor = v.contractor();
        int high = contractor < 0 ? 0 : v.contract();
        int holder = contractor < 0 ? 0 : r.sideOf(contractor) == mySide ? 1 : 2;
        boolean mayTake = false;
        char allPass = '-';
        int min = 0;
        int max = 0;
        if (r.trumps() instanceof Auction a) {
            mayTake = a.dealerMayTake();
            allPass = a.allPass() == AllPass.DEALER_MUST_BID ? 'M' : a.allPass() == AllPass.NEXT_DEALER_DEALS ? 'N' : 'E';
            min = a.minimumBid();
            max = a.maximumBid();
        }
        int place = Math.floorMod(seat - v.dealer() - 1, seats);
        return new CallContext(kind, seats, r.sides(), mayTake, allPass, min, max, place, v.hand(), v.turnUp(), high,
            holder, v.score(mySide), theirs, r.target());
    }

    /** The same context with another hand (a sampled one). */
    CallContext withHand(long otherHand) {
        return new CallContext(kind, seats, sides, dealerMayTake, allPass, minBid, maxBid, place, otherHand, turnUp, high,
            holder, mine, theirs, target);
    }

    /** Whether the rules have the decisions a model of this kind may value: an auction, or a turn-up with begging. */
    static boolean hasKind(RuleSet r, char kind) {
        return kind == BID ? r.trumps() instanceof Auction
            : r.trumps() instanceof TurnUp t && t.begging().isPresent();
    }

    /**
     * The context written as a line of the training data (the fields in the order of the record, comma-separated).
     *
     * @return the text
     */
    String format() {
        return String.format(Locale.ROOT, "%c,%d,%d,%d,%c,%d,%d,%d,%x,%d,%d,%d,%d,%d,%d", kind, seats, sides,
            dealerMayTake ? 1 : 0, allPass, minBid, maxBid, place, hand, turnUp, high, holder, mine, theirs, target);
    }

    /** The number of fields of {@link #format()}. */
    static final int FIELDS = 15;

    /**
     * Reads a context written by {@link #format()} from the fields {@code f[from]} on.
     *
     * @param f    the fields of a line
     * @param from the index of the first
     * @return the context
     * @throws IllegalArgumentException naming the field if one cannot be read
     */
    static CallContext parse(String[] f, int from) {
        if (f.length < from + FIELDS) {
            throw new IllegalArgumentException("a call's context has " + FIELDS + " fields, this line " + (f.length - from));
        }
        try {
            return new CallContext(one(f[from]), Integer.parseInt(f[from + 1]), Integer.parseInt(f[from + 2]),
                f[from + 3].equals("1"), one(f[from + 4]), Integer.parseInt(f[from + 5]), Integer.parseInt(f[from + 6]),
                Integer.parseInt(f[from + 7]), Long.parseUnsignedLong(f[from + 8], 16), Integer.parseInt(f[from + 9]),
                Integer.parseInt(f[from + 10]), Integer.parseInt(f[from + 11]), Integer.parseInt(f[from + 12]),
                Integer.parseInt(f[from + 13]), Integer.parseInt(f[from + 14]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a call's context has a field that is not a number: " + e.getMessage(), e);
        }
    }

    private static char one(String field) {
        if (field.length() != 1) {
            throw new IllegalArgumentException("a one-letter field, not '" + field + "'");
        }
        return field.charAt(0);
    }
}
