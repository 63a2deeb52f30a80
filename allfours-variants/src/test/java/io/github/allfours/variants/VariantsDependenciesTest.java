package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.testkit.ClassReferences;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The named rule sets are data: this module's classes use only the cards, the rule sets and the game record's
 * {@code RuleSetResolver} of allfours-core, never the engine or what plays on it, so a variant cannot ask the engine
 * anything (read from the compiled classes, see {@link ClassReferences}).
 */
class VariantsDependenciesTest {
    private static final Set<String> ALLOWED = Set.of("variants", "card", "rules", "record");

    @Test
    void theVariantsUseOnlyTheCardsTheRulesAndTheResolver() {
        ClassReferences classes = ClassReferences.ofModuleOf(Variants.class);
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, Set<String>> e : classes.references().entrySet()) {
            for (String to : e.getValue()) {
                if (!ALLOWED.contains(to)) {
                    wrong.add(e.getKey() + " uses " + to);
                }
            }
        }
        assertTrue(classes.references().size() > 10, "classes read: " + classes.references().size());
        assertEquals(List.of(), wrong);
    }
}
