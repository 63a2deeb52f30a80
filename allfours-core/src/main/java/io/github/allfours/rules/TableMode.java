package io.github.allfours.rules;

import org.immutables.value.Value;

/**
 * Table mode (docs/rules.md, "Table mode"): for apps that follow a real table, where irregular play
 * happens and is punished rather than prevented. Off in every named rule set; a house rule turns it on
 * with {@link RuleSet#withTableMode(TableMode)}. In table mode:
 * <ul>
 *   <li>a revoke (a card the follow rule forbids) is accepted and remembered; the revoker may
 *       {@code retract} it until its trick is complete, called or not; an opponent may {@code call-revoke}
 *       from then to the count. A revoke called while its trick is being played is judged when the trick is
 *       complete, and its call lapses (no penalty) if the revoker retracts it before; several revokes found
 *       by one call are judged in the order they were played;</li>
 *   <li>a called revoke of a trump lead by a player holding one of the {@code forfeitTopTrumps} highest
 *       trumps loses the match for the revoking side (reason {@code forfeit}); any other called revoke gives
 *       the caller's side {@code penaltyPoints} (reason {@code penalty}) and, with {@code revokeBarsGame},
 *       bars the revoking side from Game that hand: where Game would go to that side (the most, or a tie the
 *       tie rule settles for it) nobody scores it, and where the tie rule settles a tie for another side,
 *       that side scores it as usual;</li>
 *   <li>before the first card of a hand is played an opponent of the dealer may claim a {@code misdeal}:
 *       the caller's side scores {@code misdealPoints} and the same dealer deals again;</li>
 *   <li>a player may {@code expose} a card, which stays face up; an opponent may {@code call} it, and its
 *       holder must play it at the first turn where the follow rule allows it;</li>
 *   <li>a waiting partner (West Yorkshire) who {@code peek}s at the hand before the pitch gives every other
 *       side {@code peekPoints};</li>
 *   <li>after the last trick the hand waits in a claims step: revokes may still be called until the dealer
 *       says {@code count}.</li>
 * </ul>
 * Source: pagat.com "All Fours", Trinidad, irregularities, and West Yorkshire.
 *
 * @param penaltyPoints    points to the caller's side for a called revoke, 0 to 1,000 (1)
 * @param revokeBarsGame   whether a called revoke bars the revoking side from winning Game that hand (true)
 * @param forfeitTopTrumps how many of the highest trumps make a revoke of a trump lead forfeit the match, 0 to 13
 *                         (5: ace, king, queen, jack and ten; 0: never)
 * @param misdealPoints    points to the caller's side for a misdeal, 0 to 1,000 (1)
 * @param peekPoints       points to every other side when a waiting partner peeks, 0 to 1,000 (4)
 */
@Value.Builder
public record TableMode(int penaltyPoints, boolean revokeBarsGame, int forfeitTopTrumps, int misdealPoints,
                        int peekPoints) implements WithTableMode {
    /** The penalties of the Trinidad club rules, the default for every game. */
    public static final TableMode STANDARD = new TableMode(1, true, 5, 1, 4);

    /**
     * A builder of a {@code TableMode}: each component set by its own method (named as the component), {@code from} to
     * start from another {@code TableMode}, then {@code build()}, which refuses a missing component with an
     * {@link IllegalStateException} naming it and checks the value as the canonical constructor does. Not
     * thread-safe; use one at once. (Its methods are generated at compile time by Immutables.)
     */
    public static final class Builder extends TableModeBuilder {
        /** An empty builder: every component must be set before {@code build()}. */
        public Builder() {
        }
    }
}
