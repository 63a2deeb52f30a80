package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.rules.RuleOption;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The option words live in one table, {@link RuleOption}: docs/rules.md's table of house-rule options is that
 * table, row for row, and {@link RuleSet#options()} writes exactly its words, in its order, for every rule set.
 */
class RuleOptionTableTest {
    @Test
    void theDocsTableIsTheRuleOptionTable() throws IOException {
        String doc = Files.readString(Path.of("../docs/rules.md"), StandardCharsets.UTF_8);
        String table = doc.substring(doc.indexOf("| option | values | what it does | applies to |"));
        List<String> rows = new ArrayList<>();
        for (String line : table.split("\n")) {
            if (line.startsWith("| `")) {
                rows.add(line);
            } else if (!rows.isEmpty()) {
                break;
            }
        }
        RuleOption[] options = RuleOption.values();
        assertEquals(options.length, rows.size(), "one row per option");
        for (int i = 0; i < options.length; i++) {
            RuleOption o = options[i];
            String expected = "| `" + o.word() + "` | " + o.takes() + " | " + o.description() + " | " + o.group().text() + " |";
            assertEquals(expected, rows.get(i).replaceAll("\\[([^]]+)]\\(#[^)]+\\)", "$1"), o.name());
        }
    }

    @Test
    void everyRuleSetWritesTheTablesWordsInItsOrder() {
        List<String> order = new ArrayList<>();
        for (RuleOption o : RuleOption.values()) {
            order.add(o.word());
        }
        for (RuleSet r : Variants.allRuleSets()) {
            for (RuleSet rules : List.of(r, r.withTableMode(TableMode.STANDARD))) {
                List<String> keys = new ArrayList<>(rules.options().keySet());
                assertTrue(order.containsAll(keys), rules + ": " + keys);
                List<String> inOrder = new ArrayList<>(order);
                inOrder.retainAll(keys);
                assertEquals(inOrder, keys, rules.toString());
            }
        }
    }
}
