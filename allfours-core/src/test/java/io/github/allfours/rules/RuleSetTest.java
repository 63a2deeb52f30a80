package io.github.allfours.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Rank;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RuleSetTest {
    static final RuleSet BASE = RuleSet.builder().id("base").seats(4).sides(2).target(14)
        .turnUpPoints(Map.of(Rank.JACK, 3)).build();

    @Test
    void defaultsAndDerivedValues() {
        assertEquals(List.of(3, 3), BASE.packets());
        assertEquals(6, BASE.handSize());
        assertEquals(0, BASE.sideOf(2));
        assertEquals(1, BASE.sideOf(3));
        assertEquals(List.of(1, 3), BASE.seatsOf(1));
        assertEquals("base", BASE.name());
        assertEquals(4, RuleSet.builder().id("x").seats(4).target(7).turnUpPoints(Map.of()).build().sides());
    }

    @Test
    void houseRulesAreCopiesWithAFewOptionsChanged() {
        RuleSet house = BASE.toBuilder().id("house").noUndertrumping(true).target(11).build();
        assertEquals(11, house.target());
        assertTrue(house.noUndertrumping());
        assertEquals(BASE.turnUpPoints(), house.turnUpPoints());
        assertNotEquals(BASE, house);
        assertEquals(BASE, BASE.withTarget(11).withTarget(14));
    }

    @Test
    void invalidOptionsAreAllReported() {
        InvalidRuleSetException e = assertThrows(InvalidRuleSetException.class,
            () -> BASE.toBuilder().id("Bad Id").seats(5).sides(2).target(0).build());
        assertEquals(3, e.problems().size(), e.getMessage());
        assertThrows(InvalidRuleSetException.class, () -> BASE.withSeats(9));
        assertThrows(InvalidRuleSetException.class, () -> BASE.withSeats(8).withSides(2).withPackets(List.of(3, 3, 1)));
        assertThrows(InvalidRuleSetException.class, () -> BASE.withPackets(List.of()));
        assertThrows(InvalidRuleSetException.class, () -> BASE.withTurnUpPoints(Map.of(Rank.ACE, -1)));
    }
}
