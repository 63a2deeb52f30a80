package io.github.allfours.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.record.GameRecordReader;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.record.MatchLine;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.rules.PointTaker;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.testkit.RandomMatches;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A house rule of a named variant writes the options that differ into its match line, so its record
 * verifies against the catalogue with no set-up (it once carried the named id alone and was refused).
 */
class HouseRuleRecordTest {
    private static final List<RuleSet> HOUSE_RULES = List.of(
        Variants.TRINIDAD.withNoUndertrumping(true),
        Trinidad.FORCED_BEG,
        Trinidad.ONES,
        Variants.TRINIDAD.withTarget(11).withBegging(b -> b.withGiftPoints(2)),
        WestYorkshire.HONLEY,
        SevenUp.DISCARD_FROM_TWELVE,
        EarlyAmerican.ONES,
        Lancashire.TWO.withLowTakenBy(PointTaker.HOLDER),
        Classic.TWO.withOptions(Map.of("trumps", "pitch")));

    private static String record(RuleSet rules, long seed) {
        StringBuilder sb = new StringBuilder();
        GameRecordWriter w = new GameRecordWriter(sb);
        SplittableRandom random = new SplittableRandom(seed);
        GameState s = w.start(rules, 0, DeckSource.seeded(seed));
        while (!s.isOver()) {
            s = w.apply(s, s.legalAction(random.nextInt(RandomMatches.choices(s))));
        }
        return sb.toString();
    }

    @Test
    void houseRuleRecordsVerifyAgainstTheCatalogue() throws Exception {
        RecordVerifier verifier = new RecordVerifier(Variants.resolver());
        for (RuleSet rules : HOUSE_RULES) {
            assertFalse(rules.isNamed(), rules::toString);
            for (long seed = 1; seed <= 3; seed++) {
                String text = record(rules, seed);
                MatchLine match = (MatchLine) GameRecordReader.readAll(text).get(0);
                assertEquals(rules.origin().id(), match.variant());
                assertEquals(rules.optionsDifferingFrom(rules.origin()), match.options());
                VerificationResult r = verifier.verify(text);
                assertTrue(r.isOk(), () -> rules + ": " + r);
                assertEquals(rules, verifier.resume(text).rules(), rules::toString);
            }
        }
    }

    @Test
    void aNamedVariantWritesNoOptionsSoItsRecordsAreAsBefore() throws Exception {
        String text = record(Variants.TRINIDAD, 4);
        assertFalse(text.lines().findFirst().orElseThrow().contains("options"));
        assertTrue(text.startsWith("{\"type\":\"match\",\"format\":\"allfours-record/1\",\"variant\":\"trinidad\",\"seats\":4,"
            + "\"sides\":[[0,2],[1,3]],\"packets\":[3,3],\"target\":14,\"firstDealer\":0}\n"), text.lines().findFirst().get());
        String house = record(Variants.TRINIDAD.withNoUndertrumping(true), 4);
        assertTrue(house.startsWith("{\"type\":\"match\",\"format\":\"allfours-record/1\",\"variant\":\"trinidad\",\"seats\":4,"
            + "\"sides\":[[0,2],[1,3]],\"packets\":[3,3],\"target\":14,\"firstDealer\":0,"
            + "\"options\":{\"noUndertrumping\":true}}\n"), house.lines().findFirst().get());
    }
}
