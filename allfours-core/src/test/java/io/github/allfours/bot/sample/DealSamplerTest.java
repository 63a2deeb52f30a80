package io.github.allfours.bot.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.testkit.SamplerChecks;
import io.github.allfours.testkit.TestRules;
import io.github.allfours.testkit.TestSize;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class DealSamplerTest {
    static List<RuleSet> ruleSets() {
        return TestRules.ALL;
    }

    /** Matches per rule set: 5 in the build, 20 with {@code -P long} ({@code -Dallfours.sampler.seeds=N}). */
    private static final int MATCHES = TestSize.of("allfours.sampler.seeds", 5, 20);

    @ParameterizedTest
    @MethodSource("ruleSets")
    void samplesKeepTheViewAndTheTrueCardsRebuildTheState(RuleSet rules) {
        int checked = 0;
        for (long seed = 1; seed <= MATCHES; seed++) {
            checked += SamplerChecks.checkMatch(rules, seed, 3);
        }
        assertTrue(checked > 5 * MATCHES, "checked " + checked);
    }

    /** Plays random matches until a state with one card left in every hand and a void shown. */
    private static GameState lastTrickWithVoids(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int match = 0; match < 1000; match++) {
            GameState s = GameState.start(rules, 0, DeckSource.seeded(random.nextLong()));
            while (!s.isOver()) {
                if (s.phase() == Phase.PLAY && s.currentTrick().isEmpty()
                    && s.handBits(0) != 0 && Long.bitCount(s.handBits(0)) == 1) {
                    DealSampler sampler = DealSampler.of(s.viewFor(0));
                    int voids = 0;
                    for (int seat = 1; seat < rules.seats(); seat++) {
                        voids += sampler.ruledOut(seat).size() > 0 ? 1 : 0;
                    }
                    if (voids >= 2) {
                        return s;
                    }
                }
                s = s.apply(s.legalAction(random.nextInt(RandomMatches.choices(s))));
            }
        }
        throw new AssertionError("no such state");
    }

    /**
     * Frequencies against full enumeration: in the last trick of a four-handed Trinidad hand with voids
     * shown, every placement of the three unseen hand cards (the stock takes the rest) is equally likely.
     * Binned by the suits of the three cards, the sampled counts must pass a chi-squared test at the 0.1%
     * level, and the sampler's deal count must equal the enumeration's.
     */
    @Test
    void samplesAreUniformOverTheConsistentDeals() {
        GameState s = lastTrickWithVoids(TestRules.TRINIDAD, 7);
        DealSampler sampler = DealSampler.of(s.viewFor(0));
        long unseen = sampler.unseen().bits();
        int[] cards = CardSet.ofBits(unseen).toList().stream().mapToInt(Card::index).toArray();
        double[] expected = new double[64];
        long consistent = 0;
        for (int a : cards) {
            for (int b : cards) {
                for (int c : cards) {
                    if (a == b || b == c || a == c || sampler.ruledOut(1).contains(Card.ofIndex(a))
                        || sampler.ruledOut(2).contains(Card.ofIndex(b)) || sampler.ruledOut(3).contains(Card.ofIndex(c))) {
                        continue;
                    }
                    consistent++;
                    expected[(a >>> 4) * 16 + (b >>> 4) * 4 + (c >>> 4)]++;
                }
            }
        }
        int stock = s.stockSize();
        double orders = 1;
        for (int i = 2; i <= stock; i++) {
            orders *= i;
        }
        assertEquals(consistent * orders, sampler.dealCount(), 1e-9 * sampler.dealCount());
        int n = 40_000;
        double[] seen = new double[64];
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < n; i++) {
            GameState x = sampler.sample(random);
            int a = Long.numberOfTrailingZeros(x.handBits(1));
            int b = Long.numberOfTrailingZeros(x.handBits(2));
            int c = Long.numberOfTrailingZeros(x.handBits(3));
            seen[(a >>> 4) * 16 + (b >>> 4) * 4 + (c >>> 4)]++;
        }
        double chi = 0;
        int bins = 0;
        for (int k = 0; k < 64; k++) {
            if (expected[k] == 0) {
                assertEquals(0, seen[k], "a suit pattern no consistent deal has was sampled");
                continue;
            }
            double e = n * expected[k] / consistent;
            chi += (seen[k] - e) * (seen[k] - e) / e;
            bins++;
        }
        int df = bins - 1;
        double z = 3.09;    // the 0.1% critical value, by the Wilson-Hilferty approximation
        double critical = df * Math.pow(1 - 2.0 / (9 * df) + z * Math.sqrt(2.0 / (9 * df)), 3);
        assertTrue(df >= 5, "too few suit patterns to test: " + df);
        assertTrue(chi < critical, "chi-squared " + chi + " over " + df + " degrees of freedom (critical " + critical + ")");
    }

    @Test
    void aTrumpToAPlainLeadProvesNothingButAPlainCardProvesAVoid() {
        GameState s = lastTrickWithVoids(TestRules.TRINIDAD, 3);
        SeatView v = s.viewFor(0);
        DealSampler sampler = DealSampler.of(v);
        int trump = v.trump().orElseThrow().ordinal();
        List<Trick> tricks = new ArrayList<>(v.tricks());
        for (int seat = 1; seat < 4; seat++) {
            long ruledOut = sampler.ruledOut(seat).bits();
            long expected = 0;
            for (Trick t : tricks) {
                int led = t.cardAt(0).suit().ordinal();
                for (int i = 1; i < t.size(); i++) {
                    int suit = t.cardAt(i).suit().ordinal();
                    if (t.seatAt(i) == seat && suit != led && suit != trump) {
                        expected |= t.cardAt(0).suit().mask();      // neither followed nor trumped: void
                    }
                    if (t.seatAt(i) == seat && led == trump && suit != trump) {
                        expected |= t.cardAt(0).suit().mask();      // trumps led, none played: out of trumps
                    }
                }
            }
            assertEquals(CardSet.ofBits(expected & sampler.unseen().bits()), CardSet.ofBits(ruledOut), "seat " + seat);
        }
    }

    @Test
    void refusesViewsWithNothingDealtAndPlacementsThatAreNotTheUnseenCards() {
        GameState waiting = GameState.start(TestRules.TRINIDAD, 0, DeckSource.none());
        assertThrows(IllegalArgumentException.class, () -> DealSampler.of(waiting.viewFor(1)));
        GameState s = GameState.start(TestRules.TRINIDAD, 5L);
        DealSampler sampler = DealSampler.of(s.viewFor(1));
        List<CardSet> hands = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            hands.add(seat == 1 ? CardSet.EMPTY : s.hand(seat));
        }
        List<Card> stock = new ArrayList<>();
        io.github.allfours.card.DeckOrder deck = s.deckOrder().orElseThrow();
        for (int i = deck.size() - s.stockSize(); i < deck.size(); i++) {
            stock.add(Card.ofIndex(deck.indexAt(i)));
        }
        assertThrows(IllegalArgumentException.class, () -> sampler.dealAs(hands.subList(0, 3), stock, CardSet.EMPTY, 1));
        assertThrows(IllegalArgumentException.class, () -> sampler.dealAs(hands, stock.subList(1, stock.size()), CardSet.EMPTY, 1));
        List<CardSet> swapped = new ArrayList<>(hands);
        swapped.set(0, s.hand(1));      // the viewer's own cards are not unseen
        assertThrows(IllegalArgumentException.class, () -> sampler.dealAs(swapped, stock, CardSet.EMPTY, 1));
        GameState same = sampler.dealAs(hands, stock, CardSet.EMPTY, 1);
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(s.viewFor(seat), same.viewFor(seat));
        }
    }

    /** The stock's cards in the order they lie, top first. */
    private static List<Integer> stockOrder(GameState s) {
        DeckOrder deck = s.deckOrder().orElseThrow();
        List<Integer> stock = new ArrayList<>();
        for (int i = deck.size() - s.stockSize(); i < deck.size(); i++) {
            stock.add(deck.indexAt(i));
        }
        return stock;
    }

    /**
     * While a card may yet be drawn from the stock (Trinidad's stand or beg, where running the cards deals from it)
     * its order is drawn at random; in trick play, where nothing is drawn from it before the next deal is shuffled,
     * its unseen cards lie in card order, in {@code sample} and {@code sampleInto} alike, and the hands are drawn as
     * before.
     */
    @Test
    void theStockIsShuffledOnlyWhileACardMayBeDrawnFromIt() {
        GameState s = GameState.start(TestRules.TRINIDAD, 5L);
        assertEquals(Phase.BEG, s.phase());
        DealSampler beg = DealSampler.of(s.viewFor(s.toAct()));
        SplittableRandom random = new SplittableRandom(3);
        Set<List<Integer>> orders = new HashSet<>();
        int ascending = 0;
        for (int i = 0; i < 200; i++) {
            List<Integer> order = stockOrder(beg.sample(random));
            orders.add(order);
            ascending += order.equals(order.stream().sorted().toList()) ? 1 : 0;
        }
        assertEquals(200, orders.size(), "each of 200 samples of a 27-card stock in an order of its own");
        assertEquals(0, ascending);

        while (s.phase() != Phase.PLAY) {
            s = s.apply(RuleBot.INSTANCE.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED));
        }
        s = s.apply(RuleBot.INSTANCE.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED));     // a card led
        DealSampler play = DealSampler.of(s.viewFor(s.toAct()));
        Set<Long> hands = new HashSet<>();
        Playout into = play.newPlayout(new SplittableRandom(4));
        for (int i = 0; i < 200; i++) {
            GameState x = play.sample(random);
            List<Integer> order = stockOrder(x);
            assertEquals(order.stream().sorted().toList(), order);
            assertEquals(play.sample(new SplittableRandom(i)), play.sampleInto(into, new SplittableRandom(i)).toState(),
                "sampleInto places what sample draws from the same numbers");
            hands.add(x.handBits((s.toAct() + 1) % 4));
        }
        assertTrue(hands.size() > 150, "the hands still drawn at random: " + hands.size() + " different of 200");
    }
}
