package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Action;
import io.github.allfours.game.InvalidSetupException;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Setup;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Playout#redeal}: the unplayed cards placed anew give the position {@link GameState#from(Setup)} makes of
 * the same cards and plays, and a placement that does not fit is refused with nothing changed. (The deal sampler's
 * use of it is checked over every rule set by the sampler checks.)
 */
class PlayoutRedealTest {
    /** A Trinidad hand played at random to the middle of trick play (seed fixed). */
    private static GameState midPlay(RuleSet rules, long seed, int cardsPlayed) {
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = GameState.start(rules, 0, DeckSource.seeded(seed));
        while (s.phase() != Phase.PLAY || s.viewFor(0).played().size() < cardsPlayed) {
            List<Action> legal = s.legalActions();
            s = s.apply(legal.get(random.nextInt(legal.size())));
        }
        return s;
    }

    private static int[] stockOf(GameState s) {
        DeckOrder deck = s.deckOrder().orElseThrow();
        int[] stock = new int[s.stockSize()];
        for (int i = 0; i < stock.length; i++) {
            stock[i] = deck.indexAt(deck.size() - stock.length + i);
        }
        return stock;
    }

    private static long[] handsOf(GameState s) {
        long[] hands = new long[s.rules().seats()];
        for (int seat = 0; seat < hands.length; seat++) {
            hands[seat] = s.handBits(seat);
        }
        return hands;
    }

    @Test
    void theSameCardsGiveTheSamePosition() {
        for (long seed = 1; seed <= 40; seed++) {
            GameState s = midPlay(TestRules.TRINIDAD, seed, (int) (seed % 20));
            Playout p = new Playout(midPlay(TestRules.TRINIDAD, seed + 1000, 3));     // another position first
            p.reset(s).redeal(handsOf(s), stockOf(s), s.discards().bits(), DeckSource.seeded(seed));
            assertEquals(GameState.from(s.setup()), p.toState(), "seed " + seed);
        }
    }

    @Test
    void twoHandsSwappedGiveThePositionTheSetupDoorMakes() {
        int checked = 0;
        for (long seed = 1; seed <= 200 && checked < 20; seed++) {
            GameState s = midPlay(TestRules.TRINIDAD, seed, 9);
            // swap one held card of seat 1 with one of seat 2 where neither has shown it lacks the other's suit
            long[] hands = handsOf(s);
            long a = Long.lowestOneBit(hands[1]);
            long b = Long.lowestOneBit(hands[2]);
            hands[1] = hands[1] & ~a | b;
            hands[2] = hands[2] & ~b | a;
            Setup x = s.setup();
            List<CardSet> setupHands = new ArrayList<>(x.hands());
            setupHands.set(1, CardSet.ofBits(hands[1]));
            setupHands.set(2, CardSet.ofBits(hands[2]));
            Setup swapped = new Setup(x.rules(), x.handNumber(), x.dealNumber(), x.dealer(), x.phase(), x.toAct(), setupHands,
                x.stock(), x.turnUp(), x.trump(), x.setAside(), x.discards(), x.tricks(), x.currentTrick(), x.thrownIn(),
                x.contract(), x.auction(), x.knownCards(), x.tableCalls(), x.revokes(), x.forfeits(), x.scores(), x.awards(),
                x.handResults(), x.previousTrick(), x.source());
            GameState expected;
            try {
                expected = GameState.from(swapped);
            } catch (InvalidSetupException e) {
                // play shows the swap impossible: the redeal must refuse it too, changing nothing
                Playout p = new Playout(s);
                assertThrows(IllegalArgumentException.class,
                    () -> p.redeal(hands, stockOf(s), s.discards().bits(), DeckSource.seeded(1)));
                assertEquals(s, p.toState());
                continue;
            }
            Playout p = new Playout(s).redeal(hands, stockOf(s), s.discards().bits(), DeckSource.seeded(1));
            assertEquals(expected, p.toState(), "seed " + seed);
            checked++;
        }
        assertTrue(checked >= 5, "too few swaps fit the play: " + checked);
    }

    @Test
    void aCardThatCouldNotHaveBeenPlayedIsRefusedAndChangesNothing() {
        // find a seat that did not follow suit, and give it a card of the suit led from another hand
        for (long seed = 1; seed <= 500; seed++) {
            GameState s = midPlay(TestRules.TRINIDAD, seed, 12);
            for (Trick t : s.viewFor(0).tricks()) {
                int led = t.cardAt(0).suit().ordinal();
                for (int i = 1; i < t.size(); i++) {
                    int seat = t.seatAt(i);
                    Suit played = t.cardAt(i).suit();
                    if (played.ordinal() == led || played == s.trump().orElseThrow()) {
                        continue;
                    }
                    for (int other = 0; other < 4; other++) {
                        long ledCards = s.handBits(other) & Suit.of(led).mask();
                        if (other == seat || ledCards == 0 || s.handBits(seat) == 0) {
                            continue;
                        }
                        long[] hands = handsOf(s);
                        long give = Long.lowestOneBit(ledCards);
                        long take = Long.lowestOneBit(hands[seat]);
                        hands[seat] = hands[seat] & ~take | give;
                        hands[other] = hands[other] & ~give | take;
                        Playout p = new Playout(s);
                        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                            () -> p.redeal(hands, stockOf(s), s.discards().bits(), DeckSource.seeded(1)));
                        assertTrue(e.getMessage().contains("could not have played " + t.cardAt(i)), e.getMessage());
                        assertEquals(s, p.toState());
                        return;
                    }
                }
            }
        }
        throw new AssertionError("no revoke-shaped swap found");
    }

    @Test
    void placementsThatAreNotTheUnplayedCardsAreRefused() {
        GameState s = midPlay(TestRules.TRINIDAD, 3, 6);
        Playout p = new Playout(s);
        long[] hands = handsOf(s);
        int[] stock = stockOf(s);
        long discards = s.discards().bits();
        DeckSource source = DeckSource.seeded(1);
        assertThrows(IllegalArgumentException.class, () -> p.redeal(new long[3], stock, discards, source));
        long[] short1 = hands.clone();
        short1[1] &= short1[1] - 1;
        assertTrue(assertThrows(IllegalArgumentException.class, () -> p.redeal(short1, stock, discards, source))
            .getMessage().contains("seat 1 holds"));
        long[] twice = hands.clone();
        long card = Long.lowestOneBit(twice[2]);
        twice[1] = twice[1] & ~Long.lowestOneBit(twice[1]) | card;      // a card in two hands, one lost
        assertThrows(IllegalArgumentException.class, () -> p.redeal(twice, stock, discards, source));
        int[] repeated = stock.clone();
        repeated[1] = repeated[0];
        assertTrue(assertThrows(IllegalArgumentException.class, () -> p.redeal(hands, repeated, discards, source))
            .getMessage().contains("twice"));
        assertThrows(IllegalArgumentException.class, () -> p.redeal(hands, new int[stock.length - 1], discards, source));
        int[] noCard = stock.clone();
        noCard[0] = 13;
        assertThrows(IllegalArgumentException.class, () -> p.redeal(hands, noCard, discards, source));
        long played = s.viewFor(0).played().bits();
        long[] withPlayed = hands.clone();
        withPlayed[0] = withPlayed[0] & ~Long.lowestOneBit(withPlayed[0]) | Long.lowestOneBit(played);
        assertThrows(IllegalArgumentException.class, () -> p.redeal(withPlayed, stock, discards, source));
        assertEquals(s, p.toState());
    }

    @Test
    void noRedealWhereItCannotReplay() {
        GameState over = midPlay(TestRules.TRINIDAD, 5, 0);
        Playout p = new Playout(over);
        while (!p.isHandOver() && !p.isOver()) {
            p.play(Long.numberOfTrailingZeros(p.legalPlayWord()));
        }
        assertThrows(IllegalStateException.class,
            () -> p.redeal(new long[4], new int[0], 0, DeckSource.seeded(1)));
        RuleSet stock = TestRules.TRINIDAD_TWO.withTrumps(Stock.FACE_DOWN);
        GameState drawn = GameState.start(stock, 0, DeckSource.seeded(2));
        assertTrue(assertThrows(IllegalStateException.class,
            () -> new Playout(drawn).redeal(handsOf(drawn), stockOf(drawn), 0, DeckSource.seeded(1)))
            .getMessage().contains("stock"));
    }

    @Test
    void deckOrderEndingWithPutsTheGivenCardsLast() {
        DeckOrder d = DeckOrder.endingWith(new int[] {Card.parse("AS").index(), Card.parse("2C").index()});
        assertEquals(Card.parse("AS"), d.get(50));
        assertEquals(Card.parse("2C"), d.get(51));
        assertEquals(Card.parse("3C"), d.get(0));
        assertThrows(IllegalArgumentException.class, () -> DeckOrder.endingWith(new int[] {0, 0}));
        assertThrows(IllegalArgumentException.class, () -> DeckOrder.endingWith(new int[] {13}));
        assertThrows(IllegalArgumentException.class, () -> DeckOrder.endingWith(new int[] {-1}));
    }
}
