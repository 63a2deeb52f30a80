package io.github.allfours.variants;

import io.github.allfours.rules.DiscardRule;
import io.github.allfours.rules.GameTieRule;
import io.github.allfours.rules.GiftRecipients;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUpScope;
import java.util.List;

/**
 * Seven Up, or Old Sledge, as R. F. Foster gave it in 1897 (seeds/000 "North American All Fours, Old
 * Sledge or Seven Up"; RULINGS.md table and rulings 5, 6, 8).
 *
 * <p>How it differs from {@link Trinidad}:
 * <ul>
 *   <li>Two or three players each for themselves, or four in two partnerships; clockwise; to 7.</li>
 *   <li>A turned jack scores 1 to the dealer's side only if it is the card that finally fixes trumps,
 *       and nothing if the cards are bunched ({@link TurnUpScope#FINAL_ONLY}).</li>
 *   <li>"Take it" gives 1 to every opponent; with three players it is barred when the opponent who did
 *       not beg needs only that point, and the dealer must run.</li>
 *   <li>A run that exhausts the pack bunches (redeal by the same dealer); after a run every player in
 *       turn may agree to bunch, and only if all do is there a redeal ({@link RuleSet#bunching()}).</li>
 *   <li>After a run, everyone discards back to six ({@link #DISCARD_FROM_TWELVE}: only with 12 or more).</li>
 *   <li>Jack to whoever wins it; a tie for Game goes to the non-dealer's side, with Foster's three-player
 *       rule ({@link GameTieRule#NON_DEALER}).</li>
 * </ul>
 */
public final class SevenUp {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "seeds/000 \"North American All Fours, Old Sledge or Seven Up\" (Foster 1897)";

    /** Two players. */
    public static final RuleSet TWO = Bases.TWO_HANDED.toBuilder()
        .id("seven-up")
        .name("Seven Up (Old Sledge)")
        .source(SOURCE)
        .target(7)
        .turnUpScope(TurnUpScope.FINAL_ONLY)
        .giftTo(GiftRecipients.EVERY_OPPOSING_SIDE)
        .giftBarredWhenOtherOpponentWouldWin(true)
        .bunching(true)
        .discardAfterRun(DiscardRule.ALWAYS)
        .gameTie(GameTieRule.NON_DEALER)
        .build();

    /** Three players, each for themselves. */
    public static final RuleSet THREE = TWO.toBuilder().seats(3).sides(3).build();

    /** Four players in two partnerships. */
    public static final RuleSet FOUR = TWO.toBuilder().seats(4).sides(2).build();

    /** The "some circles" practice: discard only when holding twelve or more cards. */
    public static final RuleSet DISCARD_FROM_TWELVE = TWO.withDiscardAfterRun(DiscardRule.TWELVE_OR_MORE);

    private SevenUp() {
    }

    static Variant variant() {
        return new Variant("seven-up", "Seven Up (Old Sledge)", List.of("old-sledge", "sledge"), SOURCE,
            List.of(TWO, THREE, FOUR));
    }
}
