package io.github.allfours.variants;

import io.github.allfours.rules.Begging;
import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUpScope;
import java.util.List;

/**
 * All Fours in the American card books of the early 19th century (pagat.com "All Fours", North
 * American, the early rules; docs/rules.md, "Early American").
 *
 * <p>How it differs from {@link Trinidad}:
 * <ul>
 *   <li>Two players; cut with the ace high; dealt in threes (or ones: {@link #ONES}); clockwise.</li>
 *   <li>A turned jack scores 1 to the dealer only if it is the card that finally fixes trumps
 *       ({@link TurnUpScope#FINAL_ONLY}).</li>
 *   <li>The gift is 1 to elder and play goes on.</li>
 *   <li>After a run both players discard back to six ({@link DiscardRule#ALWAYS}).</li>
 *   <li>Jack to whoever wins it (no hang jack); match to 10.</li>
 * </ul>
 */
public final class EarlyAmerican {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "pagat.com \"All Fours\" (J. McLeod), North American (early 19th century)";

    /** The two-player game to 10, dealt in threes. */
    public static final RuleSet TWO = Bases.TWO_HANDED.toBuilder()
        .id("early-american")
        .name("All Fours (early American)")
        .source(SOURCE)
        .target(10)
        .trumps(Bases.jackTurnUp(TurnUpScope.FINAL_ONLY,
            Begging.STANDARD.withRun(Begging.STANDARD.run().withDiscard(DiscardRule.ALWAYS))))
        .build();

    /** Dealt one card at a time (the dealer's choice, fixed for the match). */
    public static final RuleSet ONES = TWO.withPackets(List.of(1, 1, 1, 1, 1, 1));

    private EarlyAmerican() {
    }

    static Variant variant() {
        return new Variant(List.of(), List.of(TWO));
    }
}
