package io.github.allfours.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Rank;
import io.github.allfours.testkit.TestRules;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RuleSetTest {
    static final RuleSet BASE = RuleSet.builder().id("base").seats(4).sides(2).target(14)
        .trumps(TurnUp.withoutBegging(Map.of(Rank.JACK, 3), TurnUpScope.EVERY_TURN_UP)).build();

    @Test
    void defaultsAndDerivedValues() {
        assertEquals(List.of(3, 3), BASE.packets());
        assertEquals(6, BASE.handSize());
        assertEquals(0, BASE.sideOf(2));
        assertEquals(1, BASE.sideOf(3));
        assertEquals(List.of(1, 3), BASE.seatsOf(1));
        assertEquals("base", BASE.name());
        assertEquals("", BASE.source());
        assertEquals(Direction.CLOCKWISE, BASE.direction());
        assertEquals(Follow.STANDARD, BASE.follow());
        assertEquals(Scoring.STANDARD, BASE.scoring());
        assertEquals(Optional.empty(), BASE.begging());
        assertEquals(4, RuleSet.builder().id("x").seats(4).target(7).trumps(Pitch.PLAIN).build().sides());
        assertThrows(IllegalArgumentException.class, () -> BASE.sideOf(4));
        assertThrows(IllegalArgumentException.class, () -> BASE.seatsOf(-1));
    }

    @Test
    void aBuilderMakesANamedRuleSetAndWithCopiesAreHouseRulesOfIt() {
        assertTrue(BASE.isNamed());
        assertSame(BASE, BASE.origin());
        RuleSet house = BASE.withNoUndertrumping(true).withTarget(11);
        assertFalse(house.isNamed());
        assertSame(BASE, house.origin());
        assertEquals("base", house.id());
        assertEquals(11, house.target());
        assertTrue(house.follow().noUndertrumping());
        assertEquals(Map.of("noUndertrumping", true), house.optionsDifferingFrom(BASE));
        assertNotEquals(BASE, house);
        assertEquals(BASE, BASE.withTarget(11).withTarget(14), "where a house rule came from is not its value");

        RuleSet club = BASE.toBuilder().id("our-club").noUndertrumping(true).target(11).build();
        assertTrue(club.isNamed(), "toBuilder() starts a new named rule set");
        assertEquals(11, club.target());
        assertTrue(club.follow().noUndertrumping());
    }

    @Test
    void flatHouseRulesReachTheirNestedRule() {
        RuleSet t = TestRules.TRINIDAD;
        assertTrue(t.withForcedBegWithoutTrump(true).begging().orElseThrow().forcedWithoutTrump());
        assertTrue(t.withNoTrumpingIn(true).follow().noTrumpingIn());
        assertEquals(PointTaker.CAPTOR, t.withLowTakenBy(PointTaker.CAPTOR).scoring().low());
        assertEquals(2, t.withBegging(b -> b.withGiftPoints(2)).begging().orElseThrow().giftPoints());
        assertEquals(Follow.STANDARD.withThrowIn(true), t.withFollow(f -> f.withThrowIn(true)).follow());
        InvalidRuleSetException e = assertThrows(InvalidRuleSetException.class,
            () -> TestRules.WEST_YORKSHIRE.withForcedBegWithoutTrump(true));
        assertTrue(e.getMessage().contains("no begging"), e.getMessage());
        InvalidRuleSetException b = assertThrows(InvalidRuleSetException.class,
            () -> RuleSet.builder().id("x").seats(2).target(7).trumps(Pitch.PLAIN).forcedBegWithoutTrump(true).build());
        assertTrue(b.problems().get(0).contains("forcedBegWithoutTrump"), b.getMessage());
    }

    @Test
    void invalidOptionsAreAllReported() {
        InvalidRuleSetException e = assertThrows(InvalidRuleSetException.class,
            () -> BASE.toBuilder().id("Bad Id").seats(5).sides(2).target(0).build());
        assertEquals(3, e.problems().size(), e.getMessage());
        InvalidRuleSetException none = assertThrows(InvalidRuleSetException.class, () -> RuleSet.builder().build());
        assertEquals(4, none.problems().size(), none.getMessage());   // id, seats, target, trumps
        assertThrows(InvalidRuleSetException.class, () -> BASE.toBuilder().seats(9).build());
        assertThrows(InvalidRuleSetException.class, () -> BASE.toBuilder().seats(8).sides(2).packets(3, 3, 1).build());
        assertThrows(InvalidRuleSetException.class, () -> BASE.withPackets(List.of()));
        assertThrows(InvalidRuleSetException.class,
            () -> BASE.withTrumps(TurnUp.withoutBegging(Map.of(Rank.ACE, -1), TurnUpScope.EVERY_TURN_UP)));
        assertThrows(InvalidRuleSetException.class,
            () -> TestRules.TRINIDAD.withBegging(b -> b.withGiftTo(GiftRecipients.EVERY_OPPOSING_SIDE).withGiftThrowsIn(true)));
    }

    @Test
    void boundsKeepEveryScoreAndDealInRange() {
        InvalidRuleSetException packets = assertThrows(InvalidRuleSetException.class,
            () -> BASE.withPackets(List.of(Integer.MAX_VALUE, Integer.MAX_VALUE)));
        assertTrue(packets.getMessage().contains("1..52"), packets.getMessage());
        assertThrows(InvalidRuleSetException.class, () -> BASE.withTarget(RuleSet.MAX_TARGET + 1));
        assertEquals(RuleSet.MAX_TARGET, BASE.withTarget(RuleSet.MAX_TARGET).target());
        assertThrows(InvalidRuleSetException.class, () -> TestRules.TRINIDAD.withBegging(b -> b.withGiftPoints(1001)));
        assertThrows(InvalidRuleSetException.class,
            () -> TestRules.TRINIDAD.withBegging(b -> b.withRun(b.run().withPacket(Integer.MAX_VALUE))));
        assertThrows(InvalidRuleSetException.class, () -> BASE.withScoring(s -> s.withHangJackPoints(0)));
        assertThrows(InvalidRuleSetException.class, () -> BASE.withScoring(s -> s.withHangJackPoints(1001)));
        assertThrows(InvalidRuleSetException.class, () -> BASE.toBuilder().id("x".repeat(65)).build());
        assertThrows(InvalidRuleSetException.class, () -> BASE.toBuilder().name("a\u0000b").build());
        InvalidRuleSetException quoted = assertThrows(InvalidRuleSetException.class,
            () -> BASE.toBuilder().id("\u212Aeep" + "z".repeat(100)).build());
        assertTrue(quoted.getMessage().contains("U+212A"), quoted.getMessage());
        assertTrue(quoted.getMessage().length() < 200, "the message quotes only a short excerpt");
    }

    @Test
    void optionsListEveryRuleInAFixedOrder() {
        Map<String, Object> o = TestRules.TRINIDAD.options();
        assertEquals(List.of("direction", "trumps", "turnUpPoints", "turnUpScope", "begging", "giftPoints", "giftTo",
            "giftThrowsIn", "giftBarred", "forcedBegWithoutTrump", "noGiftWithoutTrump", "runIfGiftWins", "runPacket",
            "repeatedRunsSetAside", "bunching", "discardAfterRun", "noTrumpingIn", "noUndertrumping", "throwIn",
            "trumpAndFollow", "jackScoring", "hangJackPoints", "lowTakenBy", "gameTie", "gamePoints", "allFourBonus",
            "trumpFiveValue", "trickPoints", "tableMode"), List.copyOf(o.keySet()));
        assertEquals("anticlockwise", o.get("direction"));
        assertEquals(Map.of("A", 1, "6", 2, "J", 3), o.get("turnUpPoints"));
        assertEquals(List.of("A", "J", "6"), List.copyOf(((Map<?, ?>) o.get("turnUpPoints")).keySet()), "high to low");
        assertEquals("hang-jack", o.get("jackScoring"));
        assertEquals(List.of("direction", "trumps", "pitchersPartnerWaits", "noTrumpingIn", "noUndertrumping", "throwIn",
            "trumpAndFollow", "jackScoring", "hangJackPoints", "lowTakenBy", "gameTie", "gamePoints", "allFourBonus",
            "trumpFiveValue", "trickPoints", "tableMode"),
            List.copyOf(TestRules.WEST_YORKSHIRE.options().keySet()));
        assertEquals(List.of("direction", "trumps", "minimumBid", "maximumBid", "allPass", "dealerMayTakeBid",
            "bidderOutFirst", "elderSells", "noTrumpingIn", "noUndertrumping", "throwIn", "trumpAndFollow", "jackScoring",
            "hangJackPoints", "lowTakenBy", "gameTie", "gamePoints", "allFourBonus", "trumpFiveValue", "trickPoints",
            "tableMode"), List.copyOf(TestRules.TRINIDAD.withTrumps(Auction.STANDARD).options().keySet()));
        Map<String, Object> table = TestRules.TRINIDAD.withTableMode(TableMode.STANDARD).options();
        assertEquals(List.of("tableMode", "penaltyPoints", "revokeBarsGame", "forfeitTopTrumps", "misdealPoints",
            "peekPoints"), List.copyOf(table.keySet()).subList(table.size() - 6, table.size()));
        assertEquals(TableMode.STANDARD, TestRules.TRINIDAD.withOptions(Map.of("tableMode", true)).tableMode().orElseThrow());
        assertThrows(InvalidRuleSetException.class, () -> TestRules.TRINIDAD.withOptions(Map.of("penaltyPoints", 2)),
            "a table-mode option needs table mode");
        RuleSet stock = TestRules.TRINIDAD_TWO.withOptions(Map.of("trumps", "stock", "stockFaceUp", false));
        assertThrows(InvalidRuleSetException.class, () -> TestRules.TRINIDAD.withOptions(Map.of("trumps", "stock")),
            "a stock needs two seats");
        assertEquals(Stock.FACE_DOWN, stock.trumps());
        assertEquals(false, stock.options().get("stockFaceUp"));
    }

    @Test
    void differingOptionsRebuildTheHouseRule() {
        for (RuleSet named : TestRules.ALL) {
            for (RuleSet other : TestRules.ALL) {
                Map<String, Object> diff = other.optionsDifferingFrom(named);
                RuleSet rebuilt = named.withOptions(diff);
                assertEquals(other.options(), rebuilt.options(), named.id() + " -> " + other.id() + " via " + diff);
                assertSame(named.origin(), rebuilt.origin());
            }
        }
        assertEquals(Map.of(), TestRules.TRINIDAD.optionsDifferingFrom(TestRules.TRINIDAD));
    }

    @Test
    void hostileOptionsAreRefusedWithEveryProblem() {
        Map<String, Object> bad = new LinkedHashMap<>();
        bad.put("noUndertrumping", "yes");
        bad.put("giftPoints", 3_000_000_000L);
        bad.put("jackScoring", "hang_jack");
        bad.put("pitchersPartnerWaits", true);
        bad.put("bogus", 1);
        bad.put("turnUpPoints", Map.of("Z", 1, "A", "x"));
        InvalidRuleSetException e = assertThrows(InvalidRuleSetException.class, () -> TestRules.TRINIDAD.withOptions(bad));
        assertEquals(7, e.problems().size(), e.getMessage());
        InvalidRuleSetException range = assertThrows(InvalidRuleSetException.class,
            () -> TestRules.TRINIDAD.withOptions(Map.of("hangJackPoints", 5000)));
        assertTrue(range.getMessage().contains("hangJackPoints"), range.getMessage());
        assertThrows(InvalidRuleSetException.class, () -> TestRules.WEST_YORKSHIRE.withOptions(Map.of("giftPoints", 1)));
        // an option given without a value is refused, not taken as "unchanged"
        Map<String, Object> nothing = new LinkedHashMap<>();
        nothing.put("gamePoints", null);
        InvalidRuleSetException none = assertThrows(InvalidRuleSetException.class, () -> TestRules.TRINIDAD.withOptions(nothing));
        assertEquals(List.of("option gamePoints has no value (null)"), none.problems());
    }

    @Test
    void changingTheKindOfTrumpsDropsTheOldKindsOptions() {
        RuleSet pitched = TestRules.TRINIDAD.withOptions(Map.of("trumps", "pitch"));
        assertEquals(Pitch.PLAIN, pitched.trumps());
        RuleSet turned = TestRules.WEST_YORKSHIRE.withOptions(Map.of("trumps", "turn-up", "begging", true));
        assertEquals(Begging.STANDARD, turned.begging().orElseThrow());
        RuleSet noBeg = TestRules.TRINIDAD.withOptions(Map.of("begging", false));
        assertEquals(Optional.empty(), noBeg.begging());
    }

    @Test
    void describeSaysWhatTheRulesAre() {
        String d = TestRules.TRINIDAD.describe();
        assertTrue(d.startsWith("4 players in 2 sides, to 14; deal 3+3; turn-up (A 1, J 3, 6 2; every turn up)"), d);
        assertTrue(d.contains("hang jack 3"), d);
        assertEquals("RuleSet[trinidad (4 seats in 2 sides, to 14)]", TestRules.TRINIDAD.toString());
        assertTrue(TestRules.TRINIDAD.withNoUndertrumping(true).toString().contains("noUndertrumping=true"));
    }

    @Test
    void trinidadAppHouseRulesAreOptionsOffByDefault() {
        RuleSet t = TestRules.TRINIDAD;
        assertEquals(false, t.options().get("trumpAndFollow"));
        assertEquals(false, t.options().get("noGiftWithoutTrump"));
        assertEquals(false, t.options().get("runIfGiftWins"));
        assertEquals(1, t.options().get("gamePoints"));
        RuleSet apps = t.withTrumpAndFollow(true).withNoGiftWithoutTrump(true).withRunIfGiftWins(true).withGamePoints(2);
        assertTrue(apps.follow().trumpAndFollow());
        assertTrue(apps.begging().orElseThrow().noGiftWithoutTrump());
        assertTrue(apps.begging().orElseThrow().runIfGiftWins());
        assertEquals(2, apps.scoring().gamePoints());
        assertEquals(List.of("noGiftWithoutTrump", "runIfGiftWins", "trumpAndFollow", "gamePoints"),
            List.copyOf(apps.optionsDifferingFrom(t).keySet()), "written in options() order");
        assertEquals(apps, t.withOptions(Map.of("trumpAndFollow", true, "noGiftWithoutTrump", true,
            "runIfGiftWins", true, "gamePoints", 2)));
        assertSame(t, apps.origin());
        String d = apps.describe();
        assertTrue(d.contains("no gift without a trump, run when the gift would win"), d);
        assertTrue(d.contains("; trump and follow"), d);
        assertTrue(d.contains("; game worth 2"), d);
        assertEquals(1000, t.withGamePoints(RuleSet.MAX_POINTS).scoring().gamePoints());
        InvalidRuleSetException zero = assertThrows(InvalidRuleSetException.class, () -> t.withGamePoints(0));
        assertTrue(zero.getMessage().contains("gamePoints must be 1..1000, not 0"), zero.getMessage());
        assertThrows(InvalidRuleSetException.class, () -> t.withGamePoints(1001));
        assertThrows(InvalidRuleSetException.class, () -> t.withOptions(Map.of("gamePoints", "2")));
        assertThrows(InvalidRuleSetException.class, () -> TestRules.WEST_YORKSHIRE.withNoGiftWithoutTrump(true));
        assertThrows(InvalidRuleSetException.class,
            () -> TestRules.WEST_YORKSHIRE.withOptions(Map.of("runIfGiftWins", true)), "no begging to change");
        assertTrue(TestRules.WEST_YORKSHIRE.withTrumpAndFollow(true).follow().trumpAndFollow(), "any trumps");
    }

    /**
     * A hundred thousand unknown options: every one is a problem of the list, and the message names the first ten
     * and says how many more (it once listed them all, about 3 MB).
     */
    @Test
    void aMessageNamesTheFirstProblemsOnlyButTheListKeepsThemAll() {
        Map<String, Object> options = new LinkedHashMap<>();
        for (int i = 0; i < 100_000; i++) {
            options.put("unknown" + i, true);
        }
        InvalidRuleSetException e = assertThrows(InvalidRuleSetException.class, () -> BASE.withOptions(options));
        assertEquals(100_000, e.problems().size());
        assertTrue(e.getMessage().length() < 2_000, () -> e.getMessage().length() + " characters");
        assertTrue(e.getMessage().contains("unknown option 'unknown0'"), e.getMessage());
        assertTrue(e.getMessage().endsWith("; and 99990 more"), e.getMessage());
        InvalidRuleSetException value = assertThrows(InvalidRuleSetException.class,
            () -> BASE.withOptions(Map.of("noUndertrumping", "y".repeat(100_000))));
        assertTrue(value.getMessage().contains("'" + "y".repeat(40) + "…'"), value.getMessage());
        assertFalse(value.getMessage().contains("y".repeat(41)), value.getMessage());
    }
}
