package io.github.allfours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.Budget;
import io.github.allfours.bot.DealSampler;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.Play;
import io.github.allfours.engine.SeatView;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The arena's measuring stick: which decisions it takes, and that it decides from the cards, not the view. */
class ClairvoyanceTest {
    private static RuleSet rules(String id) {
        return Variants.byId(id).orElseThrow().rules();
    }

    @Test
    void trumpsCoversEveryDecisionButACardPlayOnceTrumpsAreFixed() {
        for (String id : List.of("trinidad", "pitch", "auction-pitch", "commercial-pitch", "all-fives")) {
            GameState s = GameState.start(rules(id), 0, DeckSource.seeded(3));
            SplittableRandom random = new SplittableRandom(3);
            int plays = 0;
            int others = 0;
            while (!s.isOver() && s.handNumber() < 3) {
                int seat = s.toAct();
                SeatView v = s.viewFor(seat);
                boolean play = v.trump().isPresent() && v.legalActions().get(0) instanceof Play;
                assertEquals(!play, Clairvoyance.TRUMPS.covers(v), id + ": " + v.legalActions());
                assertEquals(play, Clairvoyance.PLAY.covers(v), id + ": " + v.legalActions());
                assertTrue(Clairvoyance.ALL.covers(v));
                assertFalse(Clairvoyance.NONE.covers(v));
                if (play) {
                    plays++;
                } else {
                    others++;
                }
                s = s.apply(seat, RuleBot.INSTANCE.choose(v, random, Budget.UNLIMITED));
            }
            assertTrue(plays > 0 && others > 0, id + ": both kinds of decision were seen");
        }
    }

    /**
     * Deals that one seat cannot tell apart (the same view) lead the stick to different pitches: it decides
     * from the hidden cards. Every choice it makes is legal.
     */
    @Test
    void decidesFromTheHiddenCards() {
        GameState s = GameState.start(rules("pitch"), 0, DeckSource.seeded(11));
        int seat = s.toAct();
        SeatView view = s.viewFor(seat);
        assertTrue(view.trump().isEmpty(), "the pitch");
        DealSampler sampler = DealSampler.of(view);
        SplittableRandom random = new SplittableRandom(5);
        Set<Action> chosen = new HashSet<>();
        for (int i = 0; i < 200 && chosen.size() < 2; i++) {
            GameState deal = sampler.sample(random);
            assertEquals(view, deal.viewFor(seat));
            Action a = Clairvoyance.choose(deal, seat, deal.legalActions());
            assertTrue(view.legalActions().contains(a), a::toString);
            chosen.add(a);
        }
        assertEquals(2, chosen.size(), "one view, different pitches for different hidden cards");
    }
}
