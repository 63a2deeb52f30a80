package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.internal.LazyList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Chain}: the persistent newest-first list of awards and hand results, read oldest first. */
class ChainTest {
    static Chain<String> of(String... oldestFirst) {
        Chain<String> c = null;
        for (String s : oldestFirst) {
            c = Chain.push(c, s);
        }
        return c;
    }

    @Test
    void pushPutsTheNewestInFrontAndSharesTheTail() {
        Chain<String> ab = of("a", "b");
        Chain<String> abc = Chain.push(ab, "c");
        assertEquals("c", abc.head);
        assertSame(ab, abc.tail);
        assertEquals(3, Chain.size(abc));
        assertEquals(2, Chain.size(ab));
        assertEquals(0, Chain.size(null));
    }

    @Test
    void toListReadsOldestFirstFromAnIndex() {
        Chain<String> c = of("a", "b", "c", "d");
        assertEquals(List.of("a", "b", "c", "d"), Chain.toList(c, 0));
        assertEquals(List.of("c", "d"), Chain.toList(c, 2));
        assertEquals(List.of(), Chain.toList(c, 4));
        assertEquals(List.of(), Chain.toList(null, 0));
        assertThrows(UnsupportedOperationException.class, () -> Chain.toList(c, 0).set(0, "x"));
    }

    @Test
    void aLazyListHoldsTheSameElementsAndIsRecognised() {
        Chain<String> c = of("a", "b", "c");
        List<String> lazy = Chain.lazyList(c, 1);
        assertTrue(lazy instanceof LazyList);
        assertEquals(2, lazy.size());
        assertEquals(List.of("b", "c"), lazy);
        assertEquals("c", lazy.get(1));
        assertThrows(UnsupportedOperationException.class, () -> lazy.add("d"));
        assertFalse(Chain.lazyList(c, 3) instanceof LazyList, "nothing from there: the shared empty list");
        assertEquals(List.of(), Chain.lazyList(c, 3));
        assertFalse(List.of("b", "c") instanceof LazyList);
    }

    @Test
    void equalityAndHashFollowTheElements() {
        assertTrue(Chain.equal(of("a", "b"), of("a", "b")));
        assertTrue(Chain.equal(null, null));
        assertFalse(Chain.equal(of("a", "b"), of("a", "c")));
        assertFalse(Chain.equal(of("a"), of("a", "a")));
        assertFalse(Chain.equal(of("a"), null));
        assertEquals(Chain.hash(of("x", "y")), Chain.hash(of("x", "y")));
        assertNotEquals(Chain.hash(of("x", "y")), Chain.hash(of("y", "x")));
    }
}
