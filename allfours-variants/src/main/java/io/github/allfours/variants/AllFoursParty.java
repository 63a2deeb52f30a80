package io.github.allfours.variants;

import io.github.allfours.rules.Begging;
import io.github.allfours.rules.GiftRecipients;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TurnUpScope;
import java.util.ArrayList;
import java.util.List;

/**
 * All Fours for three or more players (Wikipedia "All fours", three or more players; docs/rules.md, "All
 * Fours for three or more").
 *
 * <p>How it differs from {@link Trinidad}:
 * <ul>
 *   <li>Three to six players each for themselves, or four or six in partnerships sitting alternately.</li>
 *   <li>Turn-up and begging as usual, but "take one" gives 1 to every opposing side, in play order from
 *       elder.</li>
 *   <li>A turned jack scores 1 for the dealer when it is the first turn-up or fixes trumps (the source's
 *       six-point maximum for one deal needs both).</li>
 *   <li>No discards after a run: the longer hands are played out. With five or more players a run rarely
 *       fits in the pack; when it does not, the dealer redeals.</li>
 *   <li>Jack to whoever wins it; Game tie to nobody; clockwise; match to 7 (the source gives no target).</li>
 * </ul>
 */
public final class AllFoursParty {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Wikipedia \"All fours\", three or more players";

    /** Three players, each for themselves. */
    public static final RuleSet THREE = Bases.TWO_HANDED.toBuilder()
        .id("all-fours-party")
        .name("All Fours for three or more")
        .source(SOURCE)
        .seats(3)
        .sides(3)
        .target(7)
        .trumps(Bases.jackTurnUp(TurnUpScope.FIRST_AND_FIXING,
            Begging.STANDARD.withGiftTo(GiftRecipients.EVERY_OPPOSING_SIDE)))
        .build();

    /** Four players in two partnerships. */
    public static final RuleSet FOUR_PARTNERS = THREE.toBuilder().seats(4).sides(2).build();

    /**
     * The game for a number of players each playing for themselves.
     *
     * @param players 3 to 6
     * @return the game for that many players, each for themselves
     * @throws IllegalArgumentException outside 3..6
     */
    public static RuleSet individually(int players) {
        if (players < 3 || players > 6) {
            throw new IllegalArgumentException("all-fours-party is documented for 3 to 6 players, not " + players);
        }
        return THREE.toBuilder().seats(players).sides(players).build();
    }

    private AllFoursParty() {
    }

    static Variant variant() {
        List<RuleSet> tables = new ArrayList<>();
        tables.add(THREE);
        tables.add(individually(4));
        tables.add(FOUR_PARTNERS);
        tables.add(individually(5));
        tables.add(individually(6));
        tables.add(THREE.toBuilder().seats(6).sides(3).build());
        return new Variant(List.of("party"), tables);
    }
}
