package io.github.allfours.json;

import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.layout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Call;
import io.github.allfours.game.Contract;
import io.github.allfours.game.Expose;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.RedealCause;
import io.github.allfours.game.Trick;
import io.github.allfours.record.RuleSetResolver;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.JsonChecks;
import io.github.allfours.testkit.TestRules;
import io.github.allfours.testkit.TestSize;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * {@link AllFoursJson}: the documented form of each value (docs/json.md), written exactly, read back
 * equal, and valid by the shipped schema; whole random matches of every test rule set through
 * {@link JsonChecks}. The variants module runs the same over every named rule set.
 */
class AllFoursJsonTest {
    static final RuleSetResolver RESOLVER = RuleSetResolver.of(TestRules.ALL.toArray(RuleSet[]::new));

    @Test
    void smallValuesHaveTheDocumentedForm() {
        assertEquals("{\"hand\":0,\"deal\":1,\"side\":1,\"points\":1,\"reason\":\"high\",\"card\":\"AH\"}",
            AllFoursJson.write(new Award(0, 1, 1, 1, AwardReason.HIGH, card("AH"))));
        assertEquals("{\"hand\":3,\"deal\":3,\"side\":0,\"points\":1,\"reason\":\"gift\",\"card\":null}",
            AllFoursJson.write(new Award(3, 3, 0, 1, AwardReason.GIFT, null)));
        assertEquals("{\"hand\":2,\"cards\":[\"7H\",\"KH\"],\"seats\":[1,2],\"thrownIn\":[],\"winner\":null}",
            AllFoursJson.write(new Trick(2, List.of(card("7H"), card("KH")), List.of(1, 2), CardSet.EMPTY,
                OptionalInt.empty())));
        assertEquals("{\"seat\":1,\"points\":3}", AllFoursJson.write(new Contract(1, 3)));
        assertEquals("\"play TH\"", AllFoursJson.write(Action.play(card("TH"))));
        assertEquals("\"throw-in\"", AllFoursJson.write(Action.THROW_IN));
        assertEquals("{\"type\":\"played\",\"seat\":2,\"card\":\"JS\"}",
            AllFoursJson.write(new GameEvent.Played(2, card("JS"))));
        assertEquals("{\"type\":\"discarded\",\"seat\":0,\"card\":null}",
            AllFoursJson.write(new GameEvent.Discarded(0, Optional.empty())));
        assertEquals("{\"type\":\"trumps-fixed\",\"trump\":\"hearts\"}",
            AllFoursJson.write(new GameEvent.TrumpsFixed(Suit.HEARTS)));
        assertEquals("{\"type\":\"redealt\",\"dealer\":1,\"cause\":\"BUNCHED\"}",
            AllFoursJson.write(new GameEvent.Redealt(1, RedealCause.BUNCHED)));
        assertEquals("{\"type\":\"called\",\"seat\":1,\"call\":\"beg\"}",
            AllFoursJson.write(new GameEvent.Called(1, Call.BEG)));
        assertEquals("{\"type\":\"match-won\",\"side\":0,\"scores\":[14,9]}",
            AllFoursJson.write(new GameEvent.MatchWon(0, List.of(14, 9))));
    }

    @Test
    void aRuleSetIsWrittenInFullAndReadBackByItsOrigin() {
        RuleSet rules = TestRules.TRINIDAD;
        String json = AllFoursJson.write(rules);
        assertTrue(json.startsWith("{\"id\":\"trinidad\",\"name\":\"Trinidad All Fours\",\"seats\":4,\"sides\":[[0,2],[1,3]],"
            + "\"target\":14,\"packets\":[3,3],\"named\":true,\"options\":{\"direction\":\"anticlockwise\",\"trumps\":\"turn-up\","
            + "\"turnUpPoints\":{\"A\":1,\"J\":3,\"6\":2},"), json);
        RuleSet back = AllFoursJson.readRuleSet(json, RESOLVER);
        assertEquals(rules, back);
        assertTrue(back.isNamed());

        RuleSet house = rules.withTarget(11).withPackets(List.of(1, 1, 1, 1, 1, 1)).withNoUndertrumping(true)
            .withLowTakenBy(PointTaker.CAPTOR).withTableMode(TableMode.STANDARD);
        RuleSet houseBack = AllFoursJson.readRuleSet(AllFoursJson.write(house), RESOLVER);
        assertEquals(house, houseBack);
        assertFalse(houseBack.isNamed());
        assertEquals(rules, houseBack.origin());
        assertEquals(house.options(), houseBack.options());
        assertTrue(JsonChecks.errors(JsonChecks.schema("ruleSet"), AllFoursJson.write(house)).isEmpty());
    }

    @Test
    void aViewAtTheStartOfAMatch() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(7));
        SeatView v = s.viewFor(1);
        String json = AllFoursJson.write(v);
        assertTrue(json.contains(",\"seat\":1,\"phase\":\"BEG\",\"toAct\":1,\"dealer\":0,\"handNumber\":0,\"dealNumber\":0,"),
            json);
        assertTrue(json.contains("\"legalActions\":[\"beg\",\"stand\"]"), json);
        assertEquals(v, AllFoursJson.readView(json, RESOLVER));
        assertTrue(JsonChecks.errors(JsonChecks.schema("seatView"), json).isEmpty());
    }

    @Test
    void aHandResultSaysWhichPointsWereScored() {
        HandResult r = new HandResult(0, 0, Optional.of(Suit.HEARTS), Optional.of(card("AH")), 0, Optional.of(card("3H")),
            1, Optional.of(card("JH")), 0, true, 0, List.of(8, 0), List.of(new Award(0, 0, 0, 1, AwardReason.HIGH,
            card("AH"))), false);
        String json = AllFoursJson.write(r);
        assertEquals("{\"hand\":0,\"dealer\":0,\"trump\":\"hearts\",\"high\":\"AH\",\"highSide\":0,\"highScored\":true,"
            + "\"low\":\"3H\",\"lowSide\":1,\"lowScored\":false,\"jack\":\"JH\",\"jackSide\":0,\"hangJack\":true,"
            + "\"jackScored\":false,\"gameSide\":0,\"gameScored\":false,\"gameValues\":[8,0],\"countStopped\":true,"
            + "\"awards\":[{\"hand\":0,\"deal\":0,\"side\":0,\"points\":1,\"reason\":\"high\",\"card\":\"AH\"}],"
            + "\"thrownIn\":false}", json);
        assertEquals(r, AllFoursJson.readHandResult(json));
    }

    /**
     * Table mode (docs/rules.md, "Table mode"), Trinidad for four, TH turned: seat 2 ({@code 2C 5D AH 5S 6S 7S})
     * exposes 5S, then revokes 2C on seat 1's 6D, and seat 3 calls it while the trick is being played: the view
     * shows the exposed card and the waiting call; seat 2's retract makes the call lapse.
     */
    @Test
    void aViewWithAnExposedCardAndAWaitingCallAndTheLapse() {
        RuleSet rules = TestRules.TRINIDAD.withTableMode(TableMode.STANDARD);
        GameState s = GameState.start(rules, 0, layout(rules, 0)
            .hands("", "6D QH 8D 9D 2S 3S", "2C 5D AH 5S 6S 7S", "").turnUp("TH").build());
        s = s.apply(Action.STAND).apply(2, new Expose(card("5S")));
        s = s.apply(Action.play(card("6D"))).apply(Action.play(card("2C"))).apply(3, Action.CALL_REVOKE);
        SeatView v = s.viewFor(0);
        String json = AllFoursJson.write(v);
        assertTrue(json.endsWith("\"tableCalls\":{\"revokesCalled\":[\"2C\"],\"cardsCalled\":[],\"sidesBarred\":[],"
            + "\"seatsPeeked\":[],\"cardsExposed\":[\"5S\"],\"revokeCallers\":[-1,-1,3,-1]}}"), json);
        assertEquals(v, AllFoursJson.readView(json, RESOLVER));
        assertTrue(JsonChecks.errors(JsonChecks.schema("seatView"), json).isEmpty());

        List<GameEvent> events = new ArrayList<>();
        s.apply(2, Action.RETRACT, events::add);
        GameEvent lapse = events.get(events.size() - 1);
        String text = AllFoursJson.write(lapse);
        assertEquals("{\"type\":\"call-lapsed\",\"seat\":3,\"card\":\"2C\"}", text);
        assertEquals(lapse, AllFoursJson.readEvent(text));
        assertTrue(JsonChecks.errors(JsonChecks.schema("gameEvent"), text).isEmpty());
        String bad = json.replace("\"revokeCallers\":[-1,-1,3,-1]", "\"revokeCallers\":[3]");
        assertTrue(assertThrows(JsonFormatException.class,
            () -> AllFoursJson.readView(bad, RESOLVER)).getMessage().contains("revokeCallers"));
    }

    @Test
    void everyKindOfEventHasAType() {
        assertEquals(GameEvent.class.getPermittedSubclasses().length, Events.TYPES.size());
    }

    /** Matches per rule set: one in the build, two with {@code -P long} ({@code -Dallfours.json.seeds=N}). */
    private static final int MATCHES = TestSize.of("allfours.json.seeds", 1, 2);

    @Test
    void randomMatchesOfEveryTestRuleSetRoundTrip() {
        JsonChecks checks = new JsonChecks(RESOLVER);
        for (RuleSet rules : TestRules.ALL) {
            for (long seed = 1; seed <= MATCHES; seed++) {
                checks.match(rules, seed, seed * 31);
            }
        }
        checks.match(TestRules.TRINIDAD.withTableMode(TableMode.STANDARD).withTarget(7), 3, 4);
        assertTrue(checks.values() > 10_000, "values checked: " + checks.values());
    }

    @Test
    void theSchemaIsInTheJar() {
        String schema = AllFoursJson.schema();
        assertTrue(schema.contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\""));
        assertTrue(schema.contains("\"$id\": \"" + AllFoursJson.SCHEMA_ID + "\""));
    }
}
