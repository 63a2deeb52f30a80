package io.github.allfours.bot;

import static io.github.allfours.testkit.Scenario.layout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.sample.DealSampler;
import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Playout;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Bid;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Inference from the calls: a sampled deal in which a bidder holds what it bid on weighs more than one where not. */
class CallLikelihoodTest {
    @Test
    void aDealGivingTheBidderAStrongHandWeighsMoreThanOneGivingItNothing() {
        GameState s = GameState.start(CallModelTest.AUCTION, 3, layout(CallModelTest.AUCTION, 3)
            .hands("AH KH JH 3H 2H TS", "3C 5C 6D 7D 8S 9H", "QC 4D 5S 6S 7S 8H", "").build());
        s = s.apply(Bid.of(3)).apply(Action.PASS);          // elder (seat 0) bids 3, seat 1 passes
        SeatView view = s.viewFor(2);
        CallLikelihood likelihood = CallLikelihood.of(view);
        DealSampler sampler = DealSampler.of(view);
        CardSet strong = CardSet.parse("AH KH JH 3H 2H TS");
        CardSet weak = CardSet.parse("3C 5C 6D 7D 8S 9H");
        CardSet dealer = s.hand(3);
        List<Card> stock = new ArrayList<>();
        for (Card c : sampler.unseen()) {
            if (!strong.contains(c) && !weak.contains(c) && !dealer.contains(c)) {
                stock.add(c);
            }
        }
        double asDealt = likelihood.weight(new Playout(sampler.dealAs(hands(strong, weak, dealer), stock,
            CardSet.EMPTY, 1)));
        double swapped = likelihood.weight(new Playout(sampler.dealAs(hands(weak, strong, dealer), stock,
            CardSet.EMPTY, 1)));
        assertTrue(asDealt > 5 * swapped, "the 3 is likely with A K J 3 2 of hearts (" + asDealt + ") and not with "
            + "nothing (" + swapped + ")");
        assertTrue(asDealt > 0 && asDealt <= 1 && swapped > 0);
        // the same view, the same weights
        assertEquals(asDealt, CallLikelihood.of(view).weight(new Playout(sampler.dealAs(hands(strong, weak, dealer),
            stock, CardSet.EMPTY, 2))));
    }

    @Test
    void nothingToWeighBeforeAnyCallOfAnotherSeat() {
        GameState s = GameState.start(CallModelTest.AUCTION, 3, io.github.allfours.card.DeckSource.seeded(4));
        assertNull(CallLikelihood.of(s.viewFor(0)), "elder speaks first");
        assertNull(CallLikelihood.of(GameState.start(io.github.allfours.testkit.TestRules.TRINIDAD, 0,
            io.github.allfours.card.DeckSource.seeded(4)).viewFor(1)), "no auction");
    }

    @Test
    void theSearchWithInferenceChoosesALegalCallTheSameWayFromTheSameSeed() {
        GameState s = GameState.start(CallModelTest.AUCTION, 3, io.github.allfours.card.DeckSource.seeded(9))
            .apply(Bid.of(2));
        SearchBot bot = SearchBot.INSTANCE.withInference();
        assertEquals("search+infer", bot.name());
        Action a = bot.choose(s.viewFor(1), new SplittableRandom(3), Budget.iterations(60));
        assertTrue(s.viewFor(1).legalActions().contains(a));
        assertEquals(a, bot.choose(s.viewFor(1), new SplittableRandom(3), Budget.iterations(60)));
    }

    /** The unseen hands of seats 0, 1 and 3 from seat 2's view (its own hand empty). */
    private static List<CardSet> hands(CardSet seat0, CardSet seat1, CardSet seat3) {
        return List.of(seat0, seat1, CardSet.EMPTY, seat3);
    }
}
