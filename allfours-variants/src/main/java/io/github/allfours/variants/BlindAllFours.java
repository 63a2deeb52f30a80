package io.github.allfours.variants;

import io.github.allfours.rules.Pitch;
import io.github.allfours.rules.RuleSet;
import java.util.List;

/**
 * Blind All Fours, Foster's pitching variation of Seven Up (Foster 1897; pagat.com "All Fours", North
 * American; docs/rules.md, "Blind All Fours").
 *
 * <p>How it differs from {@link Trinidad}: no card is turned and nobody begs or runs; the first card
 * elder leads fixes trumps; two or three players each for themselves or four in partnerships, as in
 * Seven Up; Jack to whoever wins it; a tie for Game scores for nobody; clockwise; match to 7.
 */
public final class BlindAllFours {
    /** Source citation shown in catalogues. */
    public static final String SOURCE = "Foster 1897; pagat.com \"All Fours\" (J. McLeod), North American (Blind All Fours)";

    /** Two players. */
    public static final RuleSet TWO = Bases.TWO_HANDED.toBuilder()
        .id("blind-all-fours")
        .name("Blind All Fours")
        .source(SOURCE)
        .target(7)
        .trumps(Pitch.PLAIN)
        .build();

    /** Three players, each for themselves. */
    public static final RuleSet THREE = TWO.toBuilder().seats(3).sides(3).build();

    /** Four players in two partnerships. */
    public static final RuleSet FOUR = TWO.toBuilder().seats(4).sides(2).build();

    private BlindAllFours() {
    }

    static Variant variant() {
        return new Variant(List.of("blind"), List.of(TWO, THREE, FOUR));
    }
}
