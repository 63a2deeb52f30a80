package io.github.allfours.examples.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.bot.IsmctsBot;
import io.github.allfours.bot.RandomBot;
import io.github.allfours.bot.RuleBot;
import io.github.allfours.bot.SearchBot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The bots by name are one list ({@link BotLevels#all()}): every name in it chooses its bot and no other name does,
 * and the commands' help, which picocli's annotations need as constants, says exactly what the list holds.
 */
class BotLevelsTest {
    @Test
    void everyNameOfTheListChoosesItsBotAndNoOtherNameChoosesOne() {
        Map<String, Object> expected = Map.of("random", RandomBot.INSTANCE, "easy", RandomBot.INSTANCE,
            "rule", RuleBot.INSTANCE, "medium", RuleBot.INSTANCE, "search", SearchBot.INSTANCE,
            "hard", SearchBot.INSTANCE, "ismcts", IsmctsBot.INSTANCE, "expert", SearchBot.EXPERT);
        assertEquals(expected.keySet(), Set.copyOf(names(BotLevels.all())));
        assertEquals(expected.size(), BotLevels.all().size(), "each name once");
        for (BotLevels.Named b : BotLevels.all()) {
            assertSame(expected.get(b.name()), b.bot(), b.name());
            assertSame(b.bot(), BotLevels.byName(" " + b.name() + " ").orElseThrow(), b.name());
            if (b.sameAs() != null) {
                assertTrue(b.level(), b.name());
                assertSame(BotLevels.byName(b.sameAs()).orElseThrow(), b.bot(), b.name());
            }
        }
        for (String other : List.of("", "Medium", "bot:medium", "search@random", "hard*10", "solver", "solver:24",
            "yardstick", "rule:classic", "hard+infer")) {
            assertTrue(BotLevels.byName(other).isEmpty(), other);
        }
    }

    @Test
    void theHelpSaysWhatTheListHolds() {
        List<BotLevels.Named> kinds = BotLevels.all().stream().filter(b -> !b.level()).toList();
        List<BotLevels.Named> levels = BotLevels.all().stream().filter(BotLevels.Named::level).toList();
        List<String> all = new ArrayList<>(names(kinds));
        all.addAll(names(levels));
        assertEquals(words(all), BotLevels.NAMES);
        assertEquals(words(kinds.stream().map(b -> b.name() + " (" + b.description() + ")").toList()), BotLevels.KINDS);
        assertEquals(words(levels.stream().map(b -> b.name() + " (" + (b.sameAs() != null ? "= " + b.sameAs()
            : b.description()) + ")").toList()), BotLevels.LEVELS);
        assertTrue(names(levels).contains(BotLevels.SUGGESTED), "the level offered first is a level");
        assertTrue(names(levels).contains(BotLevels.STRONGEST), "the level that gives hints is a level");
    }

    private static List<String> names(List<BotLevels.Named> bots) {
        return bots.stream().map(BotLevels.Named::name).toList();
    }

    /** "a, b or c". */
    private static String words(List<String> items) {
        return String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.get(items.size() - 1);
    }
}
