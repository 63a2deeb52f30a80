package io.github.allfours.bot;

import static io.github.allfours.testkit.Scenario.layout;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Bid;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The learned trump-decision evaluator: the facts it reads, its features, its fit by least squares and its resource.
 */
class CallModelTest {
    /** Auction Pitch for four: Lancashire's table with the standard auction, to 7. */
    static final RuleSet AUCTION = TestRules.LANCASHIRE.withTrumps(Auction.STANDARD).withTarget(7);

    @Test
    void theContextIsWhatTheSeatSeesAndReadsBackAsWritten() {
        GameState s = GameState.start(AUCTION, 3, layout(AUCTION, 3)
            .hands("AH JH 2H 5D 9S KS", "", "", "").build());
        s = s.apply(Action.PASS);                               // elder (seat 0) passes
        s = s.apply(Bid.of(2));                                 // seat 1 bids 2
        SeatView view = s.viewFor(2);                           // seat 2, elder's partner, third to speak
        String text = CallModel.context(view).orElseThrow();
        CallContext c = CallContext.parse(text.split(","), 0);
        assertEquals(text, c.format());
        assertEquals(new CallContext('B', 4, 2, false, 'M', 1, 4, 2, view.hand().bits(), -1, 2, 2, 0, 0, 7), c);
        assertTrue(CallModel.context(s.viewFor(0)).isEmpty(), "not seat 0's turn");
        assertThrows(IllegalArgumentException.class, () -> CallContext.parse("B,4,2".split(","), 0));
    }

    @Test
    void theFeaturesOfAHandWorkedByHand() {
        // elder, nobody has bid, both sides need 7: hearts A J 2 is the best suit (three trumps, the ace on top, the
        // jack, the two lowest: cell ((3 - 1) * 3 + 2) * 6 + 3 + 2 = 53); Game points A 4 + J 1 + K 3 = 8 (band 1);
        // no ace outside hearts; auction 0 (elder, no bid); needs 7 and 7 (band 4 each: 4 * 6 + 4 = 28)
        CallContext c = new CallContext('B', 4, 2, false, 'M', 1, 4, 0,
            CardSet.parse("AH JH 2H 5D 9S KS").bits(), -1, 0, 0, 0, 0, 7);
        int[] f = CallFeatures.of(c);
        int strength = CallFeatures.strengthBand(BidTable.expectedPoints(CardSet.parse("AH JH 2H 5D 9S KS"),
            io.github.allfours.card.Suit.HEARTS));
        assertArrayEquals(new int[] {0, 53, 1, 0, 0, strength * 60, 28}, f);
        // the dealer (place 3) facing the other side's 3: auction 3 * 15 + 3 * 3 + 2 = 56
        assertEquals(56, CallFeatures.of(new CallContext('B', 4, 2, true, 'M', 1, 4, 3, c.hand(), -1, 3, 2, 5, 6, 7))[4]);
        // stand or beg with the ten of hearts turned: hearts A J 2 held; the other suit is spades (K 9)
        int[] turned = CallFeatures.of(new CallContext('S', 4, 2, false, '-', 0, 0, 0, c.hand(),
            CardSet.parse("TH").bits() == 0 ? -1 : io.github.allfours.card.Card.parse("TH").index(), 0, 0, 0, 0, 14));
        assertEquals(53, turned[1]);
        assertEquals(1, turned[2], "a ten is of the class seven to ten");
        assertEquals(90, CallFeatures.of(new CallContext('S', 4, 2, false, '-', 0, 0, 0, CardSet.parse("5D 9S KS 3C 4C 6C")
            .bits(), io.github.allfours.card.Card.parse("TH").index(), 0, 0, 0, 0, 14))[1], "no heart: its own value");
        assertEquals(0, CallFeatures.band(1));
        assertEquals(5, CallFeatures.band(14));
    }

    @Test
    void theFitRecoversEachCallsMeanAndIsTheSameFromTheSameData() {
        // every decision gives pass 1 point and bid 2 minus 1, whatever the hand: the model must say so everywhere
        List<String> lines = new ArrayList<>();
        lines.add("# made by: a test");
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 2000; i++) {
            long hand = CardSet.parse("AH JH 2H 5D 9S KS").bits() ^ (random.nextLong() & 0x1FFFL);
            CallContext c = new CallContext('B', 4, 2, false, 'M', 1, 4, random.nextInt(3), hand == 0 ? 1 : hand, -1, 0,
                0, random.nextInt(7), random.nextInt(7), 7);
            lines.add(c.format() + ",pass:1:0.6,bid_2:-1:0.4,hard=pass,classic=bid_2");
        }
        StringBuilder report = new StringBuilder();
        String text = CallModel.fit(lines, 0.01, 4, report);
        assertEquals(text, CallModel.fit(lines, 0.01, 4, new StringBuilder()));
        assertTrue(text.contains("# made by: a test"), "the data's comments are kept");
        assertTrue(report.toString().startsWith(String.format(Locale.ROOT, "B: 1500 decisions fitted, 500 held out: "
            + "points of the model's call +1.000, the search's +1.000, the classic rule-based bot's -1.000")),
            report::toString);
        CallModel model = CallModel.parse(text.lines().toList());
        CallContext some = new CallContext('B', 4, 2, false, 'M', 1, 4, 1, CardSet.parse("QC 3D 4D 8S 9S TS").bits(),
            -1, 0, 0, 2, 5, 7);
        assertEquals(1.0, model.value(some, Action.PASS), 1e-3);
        assertEquals(-1.0, model.value(some, Bid.of(2)), 1e-3);
        assertThrows(IllegalArgumentException.class, () -> CallModel.fit(lines, -1, 0, new StringBuilder()));
        assertThrows(IllegalArgumentException.class, () -> CallModel.fit(List.of("B,4,2,0,M,1,4,0,1,-1,0,0,0,0,7,"
            + "dance:1:0.5"), 1, 0, new StringBuilder()));
    }

    @Test
    void theResourceCoversTheTablesItWasTrainedFor() {
        CallModel model = CallModel.resource();
        assertTrue(model.provenance().contains("# made by: allfours train-calls"), model.provenance());
        long hand = CardSet.parse("AH JH 2H 5D 9S KS").bits();
        assertTrue(model.covers(new CallContext('B', 4, 2, false, 'M', 1, 4, 0, hand, -1, 0, 0, 0, 0, 7)));
        assertTrue(model.covers(new CallContext('S', 4, 2, false, '-', 0, 0, 0, hand, 34, 0, 0, 0, 0, 14)));
        assertTrue(model.covers(new CallContext('G', 4, 2, false, '-', 0, 0, 3, hand, 34, 0, 0, 0, 0, 14)));
        assertFalse(model.covers(new CallContext('B', 2, 2, false, 'M', 1, 4, 1, hand, -1, 0, 0, 0, 0, 7)),
            "two players: the classic calls");
        assertFalse(model.covers(new CallContext('B', 4, 4, false, 'M', 1, 4, 1, hand, -1, 0, 0, 0, 0, 7)),
            "four players each for themselves: the classic calls");
        assertTrue(model.covers(new CallContext('B', 4, 2, true, 'N', 1, 4, 3, hand, -1, 2, 2, 0, 0, 7)),
            "the dealer's privilege and the next dealer dealing: trained");
        assertFalse(model.covers(new CallContext('B', 4, 2, false, 'E', 1, 4, 1, hand, -1, 0, 0, 0, 0, 7)),
            "Commercial Pitch, where elder sells: not trained");
        assertFalse(model.covers(new CallContext('B', 4, 2, false, 'M', 2, 4, 1, hand, -1, 0, 0, 0, 0, 7)),
            "bids from 2: not trained");
        assertFalse(model.covers(new CallContext('S', 4, 2, false, '-', 0, 0, 0, hand, 34, 0, 0, 0, 0, 7)),
            "a begging game to 7: not trained");
    }

    @Test
    void theLearnedBotBidsAStrongHandAndDoesNotOverbidAWeakOneUnderEveryAuctionOption() {
        for (Auction a : List.of(Auction.STANDARD, Auction.STANDARD.withDealerMayTake(true),
            Auction.STANDARD.withAllPass(io.github.allfours.rules.AllPass.NEXT_DEALER_DEALS))) {
            RuleSet rules = AUCTION.withTrumps(a);
            GameState strong = GameState.start(rules, 3, layout(rules, 3).hands("AH KH JH 3H 2H TS", "", "", "").build());
            Action bid = RuleBot.INSTANCE.choose(strong.viewFor(0), new SplittableRandom(1), Budget.UNLIMITED);
            assertTrue(bid instanceof Bid b && b.points() >= 3, a + ": elder with A K J 3 2 of hearts bids " + bid);
            GameState weak = GameState.start(rules, 3, layout(rules, 3).hands("3C 5C 6D 7D 8S 9H", "", "", "").build());
            Action low = RuleBot.INSTANCE.choose(weak.viewFor(0), new SplittableRandom(1), Budget.UNLIMITED);
            assertTrue(low == Action.PASS || low instanceof Bid b && b.points() <= 2, a + ": elder with nothing " + low);
            // the dealer (seat 3) with nothing, after the other side's 3 (seat 0 bids 3, seat 1 and 2 pass)
            GameState late = GameState.start(rules, 3, layout(rules, 3).hands("", "", "", "3C 5C 6D 7D 8S 9H").build())
                .apply(Bid.of(3)).apply(Action.PASS).apply(Action.PASS);
            assertEquals(Action.PASS, RuleBot.INSTANCE.choose(late.viewFor(3), new SplittableRandom(1), Budget.UNLIMITED),
                a + ": the dealer with nothing lets the other side's 3 stand");
        }
    }

    @Test
    void theLearnedBotChoosesOnAPlayoutWhatItChoosesFromTheView() {
        for (long seed = 0; seed < 20; seed++) {
            for (Auction a : List.of(Auction.STANDARD, Auction.STANDARD.withDealerMayTake(true))) {
                RuleSet rules = AUCTION.withTrumps(a);
                SplittableRandom random = new SplittableRandom(seed);
                GameState s = GameState.start(rules, (int) (seed % 4), DeckSource.seeded(seed));
                SeatFacts facts = new SeatFacts();
                io.github.allfours.engine.Playout p = new io.github.allfours.engine.Playout(s);
                for (int step = 0; step < 200 && !s.isOver(); step++) {
                    p.reset(s);
                    Action fromView = RuleBot.INSTANCE.choose(s.viewFor(s.toAct()), random, Budget.UNLIMITED);
                    assertEquals(fromView, RuleBot.INSTANCE.chooseInPlace(p, facts));
                    s = s.apply(random.nextInt(3) > 0 ? fromView : s.legalAction(random.nextInt(RandomBot.choices(s))));
                }
            }
        }
    }
}
