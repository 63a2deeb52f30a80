package io.github.allfours.table;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Rank;
import io.github.allfours.engine.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The procedures that settle who deals, who pitches and who partners whom before a match starts
 * (docs/rules.md, "Seats and sides", and each variant's section). Each one is worked on a deck order, top card first, so a host can run it on
 * the cards it shuffled and reproduce it exactly; each returns seats (or players) to pass to
 * {@link GameState#start}.
 *
 * <p>Every count of seats or players is bounded by the pack: at most {@value #MAX_PEOPLE} (one card
 * each), so no argument can make a procedure allocate or loop beyond the 52 cards; an argument out of
 * bounds is an {@link IllegalArgumentException} naming it.
 */
public final class TableProcedures {
    /** The most seats or players a procedure takes: one card each from a full pack. */
    public static final int MAX_PEOPLE = 52;

    private TableProcedures() {
    }

    private static int checkCount(String name, int value, int min) {
        if (value < min || value > MAX_PEOPLE) {
            throw new IllegalArgumentException(name + " must be " + min + ".." + MAX_PEOPLE + ", not " + value);
        }
        return value;
    }

    /** How cut cards rank against each other. */
    public enum CutRanking {
        /** Ace high, two low, as in play (Trinidad, classic, early American). */
        NATURAL,
        /**
         * The ranking of the old game of Put, used by Cotton for the cut for first deal (Cotton 1674;
         * docs/rules.md, "Cotton 1674"): the three beats everything, then the two, then the ace and
         * downwards as usual to the four, the lowest.
         */
        PUT
    }

    /** Which cut wins. */
    public enum CutWinner {
        /** The best card wins (every primary source). */
        HIGHEST,
        /** The lowest card wins (a rule one guide gives; kept as an option). */
        LOWEST
    }

    /**
     * Cutting for the deal (or for first pitch): each seat from seat 0 takes the next card from the
     * top; the best card under {@code ranking} and {@code winner} deals. Seats tied for best cut again,
     * in seat order, with the following cards, until one is best. Suits never break a tie.
     *
     * @param order   the pack, top card first
     * @param seats   number of seats cutting, 2 to {@value #MAX_PEOPLE}
     * @param ranking how the cut cards rank
     * @param winner  whether the highest or the lowest cut wins
     * @return the winning seat
     * @throws IllegalArgumentException if {@code seats} is out of bounds, or the pack runs out in ties
     */
    public static int firstDealerByCut(DeckOrder order, int seats, CutRanking ranking, CutWinner winner) {
        Objects.requireNonNull(order, "order");
        Objects.requireNonNull(ranking, "ranking");
        Objects.requireNonNull(winner, "winner");
        checkCount("seats (of a cut)", seats, 2);
        List<Integer> cutting = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            cutting.add(s);
        }
        int pos = 0;
        while (cutting.size() > 1) {
            if (pos + cutting.size() > order.size()) {
                throw new IllegalArgumentException("the pack ran out while seats " + cutting + " were still tied");
            }
            int best = Integer.MIN_VALUE;
            List<Integer> tied = new ArrayList<>();
            for (int seat : cutting) {
                int v = cutValue(order.get(pos++), ranking);
                if (winner == CutWinner.LOWEST) {
                    v = -v;
                }
                if (v > best) {
                    best = v;
                    tied.clear();
                }
                if (v == best) {
                    tied.add(seat);
                }
            }
            cutting = tied;
        }
        return cutting.get(0);
    }

    /** Returns a rank's strength when cutting: higher is better. */
    static int cutValue(Card c, CutRanking ranking) {
        int strength = c.rank().strength();
        if (ranking == CutRanking.PUT) {
            // Put: 3 highest, then 2, then A down to 4
            if (c.rank() == Rank.THREE) {
                return 14;
            }
            if (c.rank() == Rank.TWO) {
                return 13;
            }
        }
        return strength;
    }

    /**
     * Who pitches first and who deals, by the first jack (West Yorkshire: pagat.com "All Fours";
     * docs/rules.md, "West Yorkshire").
     *
     * @param pitcher the seat that received the first jack and pitches (leads) first
     * @param dealer  the seat before it in play order, who deals the first hand
     */
    public record FirstPitch(int pitcher, int dealer) {
    }

    /**
     * Deals cards face up one at a time, from {@code firstSeat} round the table in play order, until a
     * jack appears: that seat pitches first and the seat before it deals.
     *
     * @param order     the pack, top card first
     * @param seats     number of seats, 2 to {@value #MAX_PEOPLE}
     * @param firstSeat the seat that receives the first card, 0 to {@code seats - 1}
     * @return the pitcher and the dealer
     * @throws IllegalArgumentException if {@code seats} is out of bounds or {@code firstSeat} is not a seat
     */
    public static FirstPitch firstPitcherByJack(DeckOrder order, int seats, int firstSeat) {
        Objects.requireNonNull(order, "order");
        checkCount("seats", seats, 2);
        if (firstSeat < 0 || firstSeat >= seats) {
            throw new IllegalArgumentException("firstSeat: no seat " + firstSeat + " at a " + seats + "-seat table");
        }
        int seat = firstSeat;
        for (int pos = 0; pos < order.size(); pos++) {
            if (order.get(pos).rank() == Rank.JACK) {
                return new FirstPitch(seat, (seat + seats - 1) % seats);
            }
            seat = (seat + 1) % seats;
        }
        throw new AssertionError("a full pack holds four jacks");
    }

    /**
     * The result of drawing for partners by the jacks.
     *
     * @param redJacks   the two players dealt the red jacks, in the order they got them
     * @param blackJacks the two players dealt the black jacks, in the order they got them
     */
    public record JackPartnerships(List<Integer> redJacks, List<Integer> blackJacks) {
        /**
         * @param redJacks   the two red-jack players
         * @param blackJacks the two black-jack players
         */
        public JackPartnerships {
            redJacks = List.copyOf(redJacks);
            blackJacks = List.copyOf(blackJacks);
        }

        /**
         * A seating with partners opposite: seats 0 and 2 for the red jacks, 1 and 3 for the black.
         *
         * @return player numbers by seat
         */
        public List<Integer> seating() {
            return List.of(redJacks.get(0), blackJacks.get(0), redJacks.get(1), blackJacks.get(1));
        }
    }

    /**
     * Partnerships by the jacks (pagat.com "All Fours", West Yorkshire variations; docs/rules.md,
     * "West Yorkshire"): cards are dealt face up round the players from {@code firstPlayer} until all four jacks have
     * shown, a player who has a jack being passed over; the red jacks play the black. With more than four
     * players, the four who got jacks play.
     *
     * @param order       the pack, top card first
     * @param players     people present, 4 to {@value #MAX_PEOPLE}
     * @param firstPlayer the player who receives the first card, 0 to {@code players - 1}
     * @return who holds the red and the black jacks
     * @throws IllegalArgumentException if {@code players} is out of bounds or {@code firstPlayer} out of range
     */
    public static JackPartnerships partnershipsByJacks(DeckOrder order, int players, int firstPlayer) {
        Objects.requireNonNull(order, "order");
        if (players < 4) {
            throw new IllegalArgumentException("partnerships by jacks need at least 4 players, not " + players);
        }
        checkCount("players", players, 4);
        if (firstPlayer < 0 || firstPlayer >= players) {
            throw new IllegalArgumentException("firstPlayer: no player " + firstPlayer + " among " + players);
        }
        boolean[] hasJack = new boolean[players];
        List<Integer> red = new ArrayList<>();
        List<Integer> black = new ArrayList<>();
        int player = firstPlayer;
        for (int pos = 0; pos < order.size() && red.size() + black.size() < 4; pos++) {
            Card c = order.get(pos);
            if (c.rank() == Rank.JACK) {
                hasJack[player] = true;
                (c.suit().isRed() ? red : black).add(player);
            }
            do {
                player = (player + 1) % players;
            } while (hasJack[player] && red.size() + black.size() < 4);
        }
        return new JackPartnerships(red, black);
    }

    /**
     * The Lancashire cut for first pitch (pagat.com "All Fours"; docs/rules.md, "Lancashire"): a
     * player of one side cuts, a player of the other guesses the colour of the cut card (the top card of
     * {@code order}); a right guess lets the guesser's side choose the first pitcher, a wrong one gives
     * the choice to the cutter's side.
     *
     * @param order       the pack after the cut, top card first
     * @param cutterSide  the side that cuts, not negative
     * @param guesserSide the side that guesses, not negative and not the cutter's
     * @param guessRed    {@code true} if the guess is red
     * @return the side that chooses which of its players pitches first
     * @throws IllegalArgumentException if a side is negative or the two sides are the same
     */
    public static int firstPitchingSideByColourGuess(DeckOrder order, int cutterSide, int guesserSide,
                                                     boolean guessRed) {
        Objects.requireNonNull(order, "order");
        if (cutterSide < 0 || guesserSide < 0 || cutterSide == guesserSide) {
            throw new IllegalArgumentException("cutterSide (" + cutterSide + ") and guesserSide (" + guesserSide
                + ") must be two different sides, neither negative");
        }
        return order.get(0).suit().isRed() == guessRed ? guesserSide : cutterSide;
    }
}
