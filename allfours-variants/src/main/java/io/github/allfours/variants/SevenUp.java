package io.github.allfours.variants;

import io.github.allfours.rules.Begging;
import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.rules.GiftRecipients;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Run;
import io.github.allfours.rules.Scoring;
import io.github.allfours.rules.TurnUpScope;
import java.util.List;

/**
 * Seven Up, or Old Sledge, as R. F. Foster gave it in 1897 (Foster 1897; pagat.com "All Fours", North
 * American; docs/rules.md, "Seven Up").
 *
 * <p>How it differs from {@link Trinidad}:
 * <ul>
 *   <li>Two or three players each for themselves, or four in two partnerships; clockwise; to 7.</li>
 *   <li>A turned jack scores 1 to the dealer's side only if it is the card that finally fixes trumps,
 *       and nothing if the cards are bunched ({@link TurnUpScope#FINAL_ONLY}).</li>
 *   <li>"Take it" gives 1 to every opponent; with three players it is barred when the opponent who did
 *       not beg needs only that point, and the dealer must run ({@link Begging#giftBarred()}).</li>
 *   <li>A run that exhausts the pack is a redeal by the same dealer; after a run every player in turn may
 *       agree to bunch, and only if all do is there a redeal ({@link Run#bunching()}).</li>
 *   <li>After a run, everyone discards back to six ({@link #DISCARD_FROM_TWELVE}: only with 12 or more).</li>
 *   <li>Jack to whoever wins it; a tie for Game goes to the non-dealer's side, with Foster's three-player
 *       rule ({@link GameTieRule#NON_DEALER}).</li>
 * </ul>
 */
public final class SevenUp {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Foster 1897; pagat.com \"All Fours\" (J. McLeod), North American (Seven Up)";

    /** Two players. */
    public static final RuleSet TWO = Bases.TWO_HANDED.toBuilder()
        .id("seven-up")
        .name("Seven Up (Old Sledge)")
        .source(SOURCE)
        .target(7)
        .trumps(Bases.jackTurnUp(TurnUpScope.FINAL_ONLY, new Begging(1, GiftRecipients.EVERY_OPPOSING_SIDE, false, true,
            false, new Run(3, false, true, DiscardRule.ALWAYS), false, false)))
        .scoring(Scoring.STANDARD.withGameTie(GameTieRule.NON_DEALER))
        .build();

    /** Three players, each for themselves. */
    public static final RuleSet THREE = TWO.toBuilder().seats(3).sides(3).build();

    /** Four players in two partnerships. */
    public static final RuleSet FOUR = TWO.toBuilder().seats(4).sides(2).build();

    /** The "some circles" practice: discard only when holding twelve or more cards. */
    public static final RuleSet DISCARD_FROM_TWELVE = TWO.withBegging(
        b -> b.withRun(b.run().withDiscard(DiscardRule.TWELVE_OR_MORE)));

    private SevenUp() {
    }

    static Variant variant() {
        return new Variant(List.of("old-sledge", "sledge"), List.of(TWO, THREE, FOUR));
    }
}
