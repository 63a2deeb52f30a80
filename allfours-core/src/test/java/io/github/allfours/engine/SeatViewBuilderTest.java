package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Phase;
import io.github.allfours.game.TableCalls;
import io.github.allfours.testkit.TestRules;
import io.github.allfours.testkit.ViewParts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * {@link SeatView.Builder}, the only way to make a view: its "nothing yet" defaults, copies that change one part,
 * equality over every part, and the refusals of a missing rule set or phase and of null parts.
 */
class SeatViewBuilderTest {
    @Test
    void aBuilderStartsWithNothingYet() {
        SeatView v = SeatView.builder().rules(TestRules.TRINIDAD).phase(Phase.DEAL).build();
        assertEquals(-1, v.seat());
        assertEquals(-1, v.toAct());
        assertEquals(0, v.dealer());
        assertEquals(CardSet.EMPTY, v.hand());
        assertEquals(List.of(0, 0, 0, 0), v.handSizes(), "one a seat of the rule set's four");
        assertEquals(List.of(true, true, true, true), v.inPlay());
        assertEquals(List.of(0, 0), v.scores(), "one a side of its two");
        assertEquals(List.of(CardSet.EMPTY, CardSet.EMPTY, CardSet.EMPTY, CardSet.EMPTY), v.knownCards());
        assertEquals(v.knownCards(), v.thrownIn());
        assertTrue(v.currentTrick().isEmpty());
        assertEquals(0, v.currentTrick().hand());
        assertTrue(v.trump().isEmpty() && v.turnUp().isEmpty() && v.lastTrick().isEmpty() && v.winner().isEmpty());
        assertTrue(v.awards().isEmpty() && v.legalActions().isEmpty() && v.auction().isEmpty() && v.tricks().isEmpty());
        assertEquals(TableCalls.NONE, v.tableCalls());
        assertEquals(3, SeatView.builder().rules(TestRules.TRINIDAD).phase(Phase.PLAY).handNumber(3).build()
            .currentTrick().hand(), "the empty trick is of the view's hand");
    }

    @Test
    void aCopyChangesOnlyWhatIsSet() {
        GameState s = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(11));
        SeatView v = s.viewFor(1);
        assertEquals(v, v.toBuilder().build());
        assertEquals(v.hashCode(), v.toBuilder().build().hashCode());
        assertNotSame(v, v.toBuilder().build());
        SeatView other = v.toBuilder().winner(OptionalInt.of(1)).build();
        assertNotEquals(v, other);
        Map<String, Object> before = ViewParts.of(v);
        Map<String, Object> after = ViewParts.of(other);
        before.remove("winner");
        after.remove("winner");
        assertEquals(before, after, "only the winner differs");
        assertEquals(v, s.viewFor(1), "two views of one state are equal");
        assertEquals(v.toString(), v.toBuilder().build().toString());
    }

    @Test
    void everyPartTakesPartInEquality() {
        SeatView v = GameState.start(TestRules.TRINIDAD, 0, DeckSource.seeded(12)).viewFor(2);
        assertNotEquals(v, v.toBuilder().seat(3).build());
        assertNotEquals(v, v.toBuilder().handHidden(!v.handHidden()).build());
        assertNotEquals(v, v.toBuilder().stockSize(v.stockSize() + 1).build());
        assertNotEquals(v, v.toBuilder().scores(List.of(1, 0)).build());
        assertNotEquals(v, v.toBuilder().revokes(CardSet.parse("2C")).build());
        assertNotEquals(v, v.toBuilder().tableCalls(new TableCalls(CardSet.parse("2C"), CardSet.EMPTY, List.of(),
            List.of(), CardSet.EMPTY, List.of())).build());
        assertEquals(ViewParts.of(v).size(), SeatView.Builder.class.getDeclaredMethods().length - 1,
            "every setter but build() sets a part");
    }

    @Test
    void listsAreCopiedAndUnmodifiable() {
        List<Integer> sizes = new ArrayList<>(List.of(6, 6, 6, 6));
        SeatView.Builder b = SeatView.builder().rules(TestRules.TRINIDAD).phase(Phase.PLAY).handSizes(sizes);
        SeatView v = b.build();
        sizes.set(0, 5);
        assertEquals(List.of(6, 6, 6, 6), v.handSizes());
        assertThrows(UnsupportedOperationException.class, () -> v.handSizes().set(0, 1));
        assertEquals(List.of(5, 6, 6, 6), b.handSizes(sizes).build().handSizes(), "a builder may build again");
    }

    @Test
    void theRulesAndThePhaseMustBeSetAndNoPartIsNull() {
        NullPointerException e = assertThrows(NullPointerException.class, () -> SeatView.builder().phase(Phase.PLAY)
            .build());
        assertEquals("rules must be set", e.getMessage());
        e = assertThrows(NullPointerException.class, () -> SeatView.builder().rules(TestRules.TRINIDAD).build());
        assertEquals("phase must be set", e.getMessage());
        e = assertThrows(NullPointerException.class, () -> SeatView.builder().trump(null));
        assertEquals("trump", e.getMessage());
        e = assertThrows(NullPointerException.class, () -> SeatView.builder().scores(null));
        assertEquals("scores", e.getMessage());
    }
}
