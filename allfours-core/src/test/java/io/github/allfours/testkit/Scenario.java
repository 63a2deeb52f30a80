package io.github.allfours.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.IllegalActionException;
import io.github.allfours.engine.Violation;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUp;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The one helper of the hand-worked scenario tests of every module: lay out a deck order from the hands
 * each seat should get ({@link #layout}, {@link #withTurnUps}, {@link #withCardsAt}), drive a game with
 * short action scripts ({@link #moves}, {@link #trick}, {@link #discards}), check refusals, and print
 * awards in a compact form.
 *
 * <p>The deal mechanics it encodes (packets from the top of the order, elder first, then the turn-up; a
 * run gives one packet to each seat from elder, then turns the next card) are checked directly against
 * raw deck orders by the dealing tests, so the helper is not trusted blindly.
 */
public final class Scenario {
    private Scenario() {
    }

    public static Card card(String text) {
        return Card.parse(text);
    }

    public static CardSet cards(String text) {
        return CardSet.parse(text);
    }

    /**
     * Starts laying out the deck order of one deal.
     *
     * @param rules  the rule set (packets, seats, run packet, turn-up or pitch)
     * @param dealer the seat that deals; elder (dealer + 1) receives the first packet
     */
    public static Layout layout(RuleSet rules, int dealer) {
        return new Layout(rules, dealer);
    }

    /**
     * A deck order built from what each seat is to receive. Cards not named are filled from the unused
     * cards in pack order (clubs 2..A, diamonds, hearts, spades), so a test names only what matters.
     */
    public static final class Layout {
        private final RuleSet rules;
        private final int dealer;
        private final String[] hands;
        private String turnUp;
        private final List<String[]> runPackets = new ArrayList<>();
        private final List<String> runTurnUps = new ArrayList<>();

        private Layout(RuleSet rules, int dealer) {
            this.rules = rules;
            this.dealer = dealer;
            this.hands = new String[rules.seats()];
        }

        /** The full hand of each seat, indexed by seat (null or "" to fill). */
        public Layout hands(String... bySeat) {
            if (bySeat.length != rules.seats()) {
                throw new IllegalArgumentException("one hand per seat: " + rules.seats());
            }
            System.arraycopy(bySeat, 0, hands, 0, bySeat.length);
            return this;
        }

        /** The card turned for trumps after the deal. */
        public Layout turnUp(String card) {
            this.turnUp = card;
            return this;
        }

        /** One run: the packet each seat receives (indexed by seat, null or "" to fill), then its turn-up. */
        public Layout run(String turnUpCard, String... packetsBySeat) {
            String[] p = new String[rules.seats()];
            if (packetsBySeat.length != 0) {
                if (packetsBySeat.length != rules.seats()) {
                    throw new IllegalArgumentException("one run packet per seat: " + rules.seats());
                }
                System.arraycopy(packetsBySeat, 0, p, 0, p.length);
            }
            runPackets.add(p);
            runTurnUps.add(turnUpCard);
            return this;
        }

        public DeckOrder build() {
            long used = 0;
            for (String h : hands) {
                used |= bits(h);
            }
            used |= bits(turnUp);
            for (String[] p : runPackets) {
                for (String s : p) {
                    used |= bits(s);
                }
            }
            for (String t : runTurnUps) {
                used |= bits(t);
            }
            Filler filler = new Filler(used);
            int seats = rules.seats();
            List<List<Card>> hand = new ArrayList<>();
            for (int s = 0; s < seats; s++) {
                hand.add(filled(hands[s], rules.handSize(), filler, "hand of seat " + s));
            }
            List<Card> top = new ArrayList<>();
            int elder = (dealer + 1) % seats;
            int[] taken = new int[seats];
            for (int packet : rules.packets()) {
                for (int i = 0; i < seats; i++) {
                    int seat = (elder + i) % seats;
                    for (int k = 0; k < packet; k++) {
                        top.add(hand.get(seat).get(taken[seat]++));
                    }
                }
            }
            if (rules.trumps() instanceof TurnUp) {
                top.add(turnUp == null ? filler.next() : card(turnUp));
            } else if (turnUp != null) {
                throw new IllegalArgumentException("a pitching game turns no card");
            }
            for (int r = 0; r < runPackets.size(); r++) {
                String[] p = runPackets.get(r);
                for (int i = 0; i < seats; i++) {
                    int seat = (elder + i) % seats;
                    top.addAll(filled(p[seat], runPacket(rules), filler, "run " + r + " packet of seat " + seat));
                }
                top.add(card(runTurnUps.get(r)));
            }
            return DeckOrder.startingWith(top);
        }

        private static List<Card> filled(String text, int size, Filler filler, String what) {
            List<Card> out = new ArrayList<>();
            if (text != null && !text.isBlank()) {
                for (String t : text.strip().split("\\s+")) {
                    out.add(card(t));
                }
            }
            if (out.isEmpty()) {
                for (int i = 0; i < size; i++) {
                    out.add(filler.next());
                }
            }
            if (out.size() != size) {
                throw new IllegalArgumentException(what + " must have " + size + " cards: " + out);
            }
            return out;
        }

        private static long bits(String text) {
            return text == null || text.isBlank() ? 0 : cards(text).bits();
        }
    }

    private static int runPacket(RuleSet rules) {
        return rules.begging().map(b -> b.run().packet()).orElse(3);
    }

    /**
     * A deck order in which the first turn-up and the turn-up of each following run are the given cards;
     * every other position holds the remaining cards in pack order (clubs, diamonds, hearts, spades, each
     * two to ace). For tests that only care about the turned cards.
     *
     * @param rules   the rule set (hand size, seats, run packet fix the positions)
     * @param turnUps the first turn-up, then one per run
     * @return the order
     */
    public static DeckOrder withTurnUps(RuleSet rules, String... turnUps) {
        int[] positions = new int[turnUps.length];
        int pos = rules.handSize() * rules.seats();
        for (int i = 0; i < turnUps.length; i++) {
            positions[i] = pos;
            pos += runPacket(rules) * rules.seats() + 1;
        }
        return withCardsAt(positions, String.join(" ", turnUps));
    }

    /**
     * @param text cards separated by spaces, such as {@code "AH 2H TC"}
     * @return the cards in the order written (a CardSet would re-sort them)
     */
    public static List<Card> inOrder(String text) {
        List<Card> out = new ArrayList<>();
        for (String part : text.strip().split("\\s+")) {
            if (!part.isEmpty()) {
                out.add(Card.parse(part));
            }
        }
        return out;
    }

    /**
     * Plays one trick: each card in turn by the seat to act, then checks who won it.
     *
     * @param state          the state with an empty trick on the table
     * @param cardsInOrder   the cards in the order they are played, the lead first
     * @param expectedWinner the seat that should take the trick
     * @return the state after the trick
     */
    public static GameState trick(GameState state, String cardsInOrder, int expectedWinner) {
        GameState s = state;
        for (Card c : inOrder(cardsInOrder)) {
            s = s.apply(Action.play(c));
        }
        Trick t = s.lastTrick().orElseThrow();
        assertEquals(inOrder(cardsInOrder), t.cards(), "the trick just completed");
        assertEquals(expectedWinner, t.winner().orElseThrow(), "winner of trick " + cardsInOrder);
        return s;
    }

    /** Unused cards in pack order. */
    private static final class Filler {
        private final Card[] all = Card.all();
        private long used;
        private int pos;

        Filler(long used) {
            this.used = used;
        }

        Card next() {
            while ((used & all[pos].bit()) != 0) {
                pos++;
            }
            used |= all[pos].bit();
            return all[pos];
        }
    }

    /**
     * A deck order with the given cards at the given positions (0 = top) and every other card in pack
     * order: for runs that keep turning the same suit until the pack gives out.
     */
    public static DeckOrder withCardsAt(int[] positions, String cardsText) {
        List<Card> placed = cards(cardsText).toList();
        List<Card> wanted = new ArrayList<>();
        for (String t : cardsText.strip().split("\\s+")) {
            wanted.add(card(t));
        }
        if (wanted.size() != positions.length || placed.size() != positions.length) {
            throw new IllegalArgumentException("one distinct card per position");
        }
        Filler filler = new Filler(cards(cardsText).bits());
        Card[] out = new Card[52];
        for (int i = 0; i < positions.length; i++) {
            out[positions[i]] = wanted.get(i);
        }
        for (int pos = 0; pos < 52; pos++) {
            if (out[pos] == null) {
                out[pos] = filler.next();
            }
        }
        return DeckOrder.of(out);
    }

    /**
     * Applies a script of moves, each by the seat to act: the call words ({@code stand beg give run
     * bunch keep throw-in pass}), {@code bid N}, and card texts meaning "play this card".
     */
    public static GameState moves(GameState s, String script) {
        String[] tokens = script.strip().split("\\s+");
        for (int i = 0; i < tokens.length; i++) {
            String t = tokens[i];
            Action a = t.equals("bid") ? Bid.of(Integer.parseInt(tokens[++i])) : isCall(t) ? Action.parse(t) : Play.of(card(t));
            s = s.apply(a);
        }
        return s;
    }

    /** The seat to act discards these cards, in turn (the seat to act may change between them). */
    public static GameState discards(GameState s, String cardsText) {
        for (String t : cardsText.strip().split("\\s+")) {
            s = s.apply(Discard.of(card(t)));
        }
        return s;
    }

    private static boolean isCall(String t) {
        for (Call c : Call.values()) {
            if (c.notation().equals(t)) {
                return true;
            }
        }
        return false;
    }

    /** Plays the first legal card until the current hand is over (for hands whose outcome is fixed by the deal). */
    public static GameState playOutHand(GameState s) {
        int hand = s.handNumber();
        while (s.phase() == Phase.PLAY && s.handNumber() == hand) {
            Action first = s.legalActions().stream().filter(a -> a instanceof Play).findFirst().orElseThrow();
            s = s.apply(first);
        }
        return s;
    }

    /** Compact award text: {@code reason side +points [card]}, such as {@code turn-up 0 +2 2H}. */
    public static List<String> awards(List<Award> awards) {
        List<String> out = new ArrayList<>();
        for (Award a : awards) {
            out.add(a.reason().code() + " " + a.side() + (a.points() < 0 ? " " : " +") + a.points() + (a.card() == null ? "" : " " + a.card()));
        }
        return out;
    }

    public static List<String> list(String... items) {
        return Arrays.asList(items);
    }

    /** The action is refused for the seat to act with {@code reason}, by check and by apply, and the state stays as it was. */
    public static void assertRefused(GameState s, Action action, Reason reason) {
        assertRefused(s, s.toAct(), action, reason);
    }

    public static void assertRefused(GameState s, int seat, Action action, Reason reason) {
        Optional<Violation> v = s.check(seat, action);
        assertTrue(v.isPresent(), () -> action + " by seat " + seat + " should be refused with " + reason);
        assertEquals(reason, v.get().reason(), () -> v.get().message());
        IllegalActionException e = assertThrows(IllegalActionException.class, () -> s.apply(seat, action));
        assertEquals(reason, e.reason());
        assertSame(s, e.state());
    }

    public static void assertLegal(GameState s, Action action) {
        Optional<Violation> v = s.check(action);
        assertTrue(v.isEmpty(), () -> action + " should be legal: " + v.get());
        assertTrue(s.legalActions().contains(action), () -> action + " missing from " + s.legalActions());
    }
}
