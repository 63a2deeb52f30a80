package io.github.allfours.variants;

import io.github.allfours.rules.Begging;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUpScope;
import java.util.List;

/**
 * All-Fours as Charles Cotton described it in 1674 (Cotton, The Compleat Gamester; pagat.com "All
 * Fours", 17th-century English; Wikipedia "All fours", earliest rules; docs/rules.md, "Cotton 1674").
 *
 * <p>How it differs from {@link Trinidad}:
 * <ul>
 *   <li>Two players only; six cards each in threes; play clockwise.</li>
 *   <li>Only a turned jack scores, 1 to the dealer, when it is the first turn-up or a turn-up that fixes
 *       trumps ({@link TurnUpScope#FIRST_AND_FIXING}).</li>
 *   <li>The gift is 1 to elder and the cards are thrown in: no play, the deal passes
 *       ({@link Begging#giftThrowsIn()}).</li>
 *   <li>Jack to whoever wins it (1, no hang jack); a tie for Game to nobody.</li>
 *   <li>Match to 11 (the source allows any agreed target from 7 to 15: use {@code withTarget}).</li>
 *   <li>First deal by the highest Put card ({@code TableProcedures.firstDealerByCut} with the Put
 *       ranking 3 2 A K ... 4).</li>
 * </ul>
 */
public final class Cotton1674 {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Cotton 1674, The Compleat Gamester; pagat.com \"All Fours\" (J. McLeod), "
        + "17th-century English; Wikipedia \"All fours\", earliest rules";

    /** The two-player game to 11. */
    public static final RuleSet TWO = Bases.TWO_HANDED.toBuilder()
        .id("cotton-1674")
        .name("All-Fours (Cotton, 1674)")
        .source(SOURCE)
        .target(11)
        .trumps(Bases.jackTurnUp(TurnUpScope.FIRST_AND_FIXING, Begging.STANDARD.withGiftThrowsIn(true)))
        .build();

    private Cotton1674() {
    }

    static Variant variant() {
        return new Variant(List.of("cotton", "compleat-gamester"), List.of(TWO));
    }
}
