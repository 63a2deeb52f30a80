package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class VariantsTest {
    @Test
    void idsAndAliasesAreUniqueAndFindTheirVariant() {
        Set<String> names = new HashSet<>();
        for (Variant v : Variants.all()) {
            assertTrue(names.add(v.id()), v.id());
            assertSame(v, Variants.byId(v.id()).orElseThrow());
            assertSame(v, Variants.byId(v.id().toUpperCase()).orElseThrow());
            for (String alias : v.aliases()) {
                assertTrue(names.add(alias), alias);
                assertSame(v, Variants.byId(alias).orElseThrow());
            }
            assertFalse(v.source().isBlank(), v.id() + " cites no source");
            for (int players : v.playerCounts()) {
                assertEquals(players, v.rules(players).seats());
                assertEquals(v.id(), v.rules(players).id());
            }
        }
        assertTrue(Variants.byId("no-such-game").isEmpty());
    }

    @Test
    void trinidadIsTheDefault() {
        assertSame(Variants.TRINIDAD, Variants.defaultVariant().rules());
        assertEquals(14, Variants.TRINIDAD.target());
        assertEquals(4, Variants.TRINIDAD.seats());
        assertEquals(2, Trinidad.TWO.seats());
        assertThrows(IllegalArgumentException.class, () -> Variants.defaultVariant().rules(3));
    }
}
