package io.github.allfours.bot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Play;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The card play's distillation ({@link CardPlayDistillation}) and the weights' text form ({@link PlayWeights}): a fit
 * to the values of a teacher whose weights differ from the classic ones recovers the teacher's choices, on positions
 * fitted and held out; the weights' resource is read back exactly; bad input is refused.
 */
class CardPlayDistillationTest {
    /** The classic weights with three tactics changed: the teacher the fit must come close to. */
    private static PlayWeights teacher() {
        double[] v = PlayWeights.CLASSIC.values();
        v[PlayWeights.NAMES.indexOf("loseRank")] = 0.5;             // play the lowest card when losing, firmly
        v[PlayWeights.NAMES.indexOf("unsafeTrumpLead")] = -4.0;     // lead trumps only when they are safe
        v[PlayWeights.NAMES.indexOf("throwToSafePartner")] = 2.0;   // throw Game points to a safe partner, firmly
        return PlayWeights.of(v);
    }

    /** Positions of trick play from matches of the rule-based bot, each with a teacher's value of every legal card. */
    private static void positions(PlayWeights weights, List<SeatView> views, List<Map<Action, Double>> values) {
        RuleBot bot = RuleBot.of(new RuleStrategy("teacher", LearnedCalls.INSTANCE, weights));
        for (RuleSet rules : List.of(TestRules.CLASSIC, TestRules.TRINIDAD)) {
            for (int match = 0; match < 12; match++) {
                SplittableRandom random = new SplittableRandom(match);
                GameState s = GameState.start(rules, match % rules.seats(), DeckSource.seeded(match + 7L));
                while (!s.isOver()) {
                    SeatView view = s.viewFor(s.toAct());
                    if (CardPlayDistillation.isCardChoice(view)) {
                        SeatFacts facts = new SeatFacts().read(view);
                        Map<Action, Double> v = new LinkedHashMap<>();
                        for (Action a : view.legalActions()) {
                            if (a instanceof Play p) {
                                v.put(a, bot.cardValue(facts, p.card().index()));
                            }
                        }
                        views.add(view);
                        values.add(v);
                    }
                    s = s.apply(s.toAct(), bot.choose(view, random, Budget.UNLIMITED));
                }
            }
        }
    }

    @Test
    void theFitComesCloseToATeachersCardPlay() {
        List<SeatView> views = new ArrayList<>();
        List<Map<Action, Double>> values = new ArrayList<>();
        positions(teacher(), views, values);
        assertTrue(views.size() > 1_000, "positions: " + views.size());
        StringBuilder report = new StringBuilder();
        PlayWeights fitted = PlayWeights.parse(CardPlayDistillation.fit(views, values, 4, report));
        assertFalse(fitted.equals(PlayWeights.CLASSIC), report::toString);
        for (String line : report.toString().split("\n")) {
            if (line.contains("regret classic")) {
                // "game, fitted|held out (n positions): regret classic R, fitted R; ... classic P%, fitted P%"
                String[] parts = line.replaceAll("[^0-9. ]", " ").trim().split(" +");
                double classicRegret = Double.parseDouble(parts[parts.length - 4]);
                double fittedRegret = Double.parseDouble(parts[parts.length - 3]);
                double classicAgrees = Double.parseDouble(parts[parts.length - 2]);
                double fittedAgrees = Double.parseDouble(parts[parts.length - 1]);
                assertTrue(fittedRegret < classicRegret / 2, line);
                assertTrue(fittedAgrees > 95 && fittedAgrees > classicAgrees, line);
            }
        }
        assertTrue(report.toString().contains("held out"), report::toString);
    }

    @Test
    void theClassicWeightsAreTheirOwnBestFit() {
        List<SeatView> views = new ArrayList<>();
        List<Map<Action, Double>> values = new ArrayList<>();
        positions(PlayWeights.CLASSIC, views, values);
        StringBuilder report = new StringBuilder();
        assertEquals(PlayWeights.CLASSIC, PlayWeights.parse(CardPlayDistillation.fit(views, values, 0, report)));
        assertTrue(report.toString().contains("weights changed: none"), report::toString);
    }

    @Test
    void theWeightsTextIsReadBackExactly() {
        assertEquals(PlayWeights.CLASSIC, PlayWeights.parse(PlayWeights.CLASSIC.text()));
        assertArrayEquals(PlayWeights.CLASSIC.values(), PlayWeights.of(PlayWeights.CLASSIC.values()).values());
        assertEquals(28, PlayWeights.NAMES.size());
        assertEquals("safeTrumpLead", PlayWeights.NAMES.get(0));
        assertEquals(PlayWeights.resource(), PlayWeights.parse("# a comment\n" + PlayWeights.resource().text()));
        assertEquals(PlayWeights.resource(), RuleStrategy.DISTILLED.weights());
        assertEquals(RuleStrategy.DISTILLED, RuleStrategy.byName("distilled").orElseThrow());
    }

    @Test
    void aStrategyMadeOfFittedWeightsPlaysThem() {
        List<SeatView> views = new ArrayList<>();
        List<Map<Action, Double>> values = new ArrayList<>();
        positions(teacher(), views, values);
        String fitted = CardPlayDistillation.fit(views, values, 0, new StringBuilder());
        RuleStrategy mine = RuleStrategy.LEARNED.withCardPlay("my-fit", "# fitted here\n" + fitted);
        assertEquals("my-fit", mine.name());
        assertEquals(PlayWeights.parse(fitted), mine.weights());
        assertEquals(RuleStrategy.LEARNED.calls(), mine.calls());
        RuleBot bot = RuleBot.of(mine);
        RuleBot same = RuleBot.of(new RuleStrategy("same", LearnedCalls.INSTANCE, PlayWeights.parse(fitted)));
        SplittableRandom random = new SplittableRandom(3);
        for (SeatView v : views.subList(0, 200)) {
            assertEquals(same.choose(v, random, Budget.UNLIMITED), bot.choose(v, random, Budget.UNLIMITED));
        }
        assertThrows(IllegalArgumentException.class, () -> RuleStrategy.LEARNED.withCardPlay("My Fit", fitted));
        assertThrows(IllegalArgumentException.class, () -> RuleStrategy.LEARNED.withCardPlay("", fitted));
        assertTrue(assertThrows(IllegalArgumentException.class,
            () -> RuleStrategy.LEARNED.withCardPlay("mine", fitted.replace("loseRank,", "loseRnk,"))).getMessage()
            .contains("not a weight"));
    }

    @Test
    void badWeightsAreRefusedNamingTheLine() {
        String text = PlayWeights.CLASSIC.text();
        String missing = text.substring(text.indexOf('\n') + 1);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PlayWeights.parse(missing)).getMessage()
            .contains("safeTrumpLead is missing"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PlayWeights.parse(text + "loseRank,1\n"))
            .getMessage().startsWith("line 29: not a weight given once"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> PlayWeights.parse("bogus,1\n" + text))
            .getMessage().startsWith("line 1: not a weight"));
        assertTrue(assertThrows(IllegalArgumentException.class,
            () -> PlayWeights.parse(text.replace("safeTrumpLead,", "safeTrumpLead,x"))).getMessage()
            .startsWith("line 1: not a number"));
        assertThrows(IllegalArgumentException.class,
            () -> PlayWeights.parse(text.replace("safeTrumpLead,3", "safeTrumpLead,NaN")));
        assertThrows(IllegalArgumentException.class, () -> PlayWeights.of(new double[3]));
    }

    @Test
    void refusesPositionsThatAreNotCardChoicesAndBadArguments() {
        List<SeatView> views = new ArrayList<>();
        List<Map<Action, Double>> values = new ArrayList<>();
        positions(PlayWeights.CLASSIC, views, values);
        StringBuilder r = new StringBuilder();
        assertThrows(IllegalArgumentException.class, () -> CardPlayDistillation.fit(List.of(), List.of(), 0, r));
        assertThrows(IllegalArgumentException.class,
            () -> CardPlayDistillation.fit(views, values.subList(1, values.size()), 0, r));
        assertThrows(IllegalArgumentException.class, () -> CardPlayDistillation.fit(views, values, 1, r));
        GameState start = GameState.start(TestRules.CLASSIC, 0, DeckSource.seeded(1));
        SeatView notPlay = start.viewFor(start.toAct());
        assertFalse(CardPlayDistillation.isCardChoice(notPlay));
        assertTrue(assertThrows(IllegalArgumentException.class,
            () -> CardPlayDistillation.fit(List.of(notPlay), List.of(Map.of()), 0, r)).getMessage()
            .contains("not a choice of a card"));
        Map<Action, Double> oneMissing = new LinkedHashMap<>(values.get(0));
        oneMissing.remove(oneMissing.keySet().iterator().next());
        assertTrue(assertThrows(IllegalArgumentException.class,
            () -> CardPlayDistillation.fit(List.of(views.get(0)), List.of(oneMissing), 0, r)).getMessage()
            .contains("no finite value"));
    }
}
