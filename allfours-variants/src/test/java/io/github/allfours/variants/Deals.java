package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Trick;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Test helpers: deck orders written as "what each seat should be dealt", and trick-by-trick play.
 *
 * <p>The deal mechanics encoded here (packets from the top of the order, elder first, then the
 * turn-up; a run gives one packet to each seat from elder, then turns the next card) are the ones the
 * scenario tests check directly against raw orders in {@code TrinidadScenarioTest.Dealing}, so the
 * helper is not trusted blindly.
 */
final class Deals {
    private Deals() {
    }

    /**
     * @param text cards separated by spaces, such as {@code "AH 2H TC"}
     * @return the cards in the order written (a CardSet would re-sort them)
     */
    static List<Card> cards(String text) {
        List<Card> out = new ArrayList<>();
        for (String part : text.strip().split("\\s+")) {
            if (!part.isEmpty()) {
                out.add(Card.parse(part));
            }
        }
        return out;
    }

    /**
     * @param rules  the rule set (seat count, packets, run packet)
     * @param dealer the dealing seat
     * @return a builder of a deck order from the hands each seat should receive
     */
    static Builder dealtBy(RuleSet rules, int dealer) {
        return new Builder(rules, dealer);
    }

    /**
     * A deck order in which the first turn-up and the turn-up of each following run are the given
     * cards; every other position holds the remaining cards in the fixed pack order (clubs, diamonds,
     * hearts, spades, each two to ace). For tests that only care about the turned cards.
     *
     * @param rules   the rule set (hand size, seats, run packet fix the positions)
     * @param turnUps the first turn-up, then one per run
     * @return the order
     */
    static DeckOrder withTurnUps(RuleSet rules, String... turnUps) {
        Card[] slots = new Card[52];
        Set<Card> used = new HashSet<>();
        int pos = rules.handSize() * rules.seats();
        for (String t : turnUps) {
            Card c = Card.parse(t);
            slots[pos] = c;
            used.add(c);
            pos += rules.runPacket() * rules.seats() + 1;
        }
        int next = 0;
        for (Card c : Card.all()) {
            if (used.contains(c)) {
                continue;
            }
            while (slots[next] != null) {
                next++;
            }
            slots[next] = c;
        }
        return DeckOrder.of(slots);
    }

    /**
     * Plays one trick: each card in turn by the seat to act, then checks who won it.
     *
     * @param state          the state with an empty trick on the table
     * @param cardsInOrder   the cards in the order they are played, the lead first
     * @param expectedWinner the seat that should take the trick
     * @return the state after the trick
     */
    static GameState trick(GameState state, String cardsInOrder, int expectedWinner) {
        GameState s = state;
        for (Card c : cards(cardsInOrder)) {
            s = s.apply(Action.play(c));
        }
        Trick t = s.lastTrick().orElseThrow();
        assertEquals(cards(cardsInOrder), t.cards(), "the trick just completed");
        assertEquals(expectedWinner, t.winner().orElseThrow(), "winner of trick " + cardsInOrder);
        return s;
    }

    /** Builds a deck order from hands per seat, then turn-up, then runs. */
    static final class Builder {
        private final RuleSet rules;
        private final int dealer;
        private final List<Card> top = new ArrayList<>();

        private Builder(RuleSet rules, int dealer) {
            this.rules = rules;
            this.dealer = dealer;
        }

        private int elder() {
            return (dealer + 1) % rules.seats();
        }

        /**
         * @param bySeat the six cards each seat is dealt, indexed by seat number (not by deal order)
         * @return this
         */
        Builder hands(String... bySeat) {
            List<List<Card>> hands = perSeat(bySeat, rules.handSize());
            int[] taken = new int[rules.seats()];
            for (int packet : rules.packets()) {
                int seat = elder();
                for (int i = 0; i < rules.seats(); i++) {
                    for (int k = 0; k < packet; k++) {
                        top.add(hands.get(seat).get(taken[seat]++));
                    }
                    seat = (seat + 1) % rules.seats();
                }
            }
            return this;
        }

        /**
         * @param card the card turned up next
         * @return this
         */
        Builder turnUp(String card) {
            top.add(Card.parse(card));
            return this;
        }

        /**
         * @param bySeat the packet each seat receives in a run, indexed by seat number
         * @return this
         */
        Builder run(String... bySeat) {
            List<List<Card>> packets = perSeat(bySeat, rules.runPacket());
            int seat = elder();
            for (int i = 0; i < rules.seats(); i++) {
                top.addAll(packets.get(seat));
                seat = (seat + 1) % rules.seats();
            }
            return this;
        }

        DeckOrder build() {
            return DeckOrder.startingWith(top);
        }

        private List<List<Card>> perSeat(String[] bySeat, int size) {
            if (bySeat.length != rules.seats()) {
                throw new IllegalArgumentException("need one entry per seat, got " + Arrays.toString(bySeat));
            }
            List<List<Card>> out = new ArrayList<>();
            for (String s : bySeat) {
                List<Card> c = cards(s);
                if (c.size() != size) {
                    throw new IllegalArgumentException("need " + size + " cards, got '" + s + "'");
                }
                out.add(c);
            }
            return out;
        }
    }
}
