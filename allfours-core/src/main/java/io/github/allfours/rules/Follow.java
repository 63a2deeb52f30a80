package io.github.allfours.rules;

import org.immutables.value.Value;

/**
 * The follow rules and their options. In every game a trump may be played at any time; a card of
 * another plain suit only by a player void in the suit led; to a trump lead a trump must be played if
 * held. The trick goes to the highest trump, else the highest card of the suit led (pagat.com "All
 * Fours", Trinidad section, "Play"; docs/rules.md, "Following").
 *
 * @param noTrumpingIn    the "Honley" rule (pagat.com, West Yorkshire variations): a trump may be played
 *                        to a plain-suit lead only by a player void in the suit led
 * @param noUndertrumping a Trinidad house rule: once a plain-suit lead has been trumped, a trump lower
 *                        than the highest one in the trick may be played only by a player holding
 *                        nothing but such lower trumps
 * @param throwIn         the West Yorkshire throw-in: a follower holding no trump, no card above a nine
 *                        and nothing that would beat the trick's winning card may lay all remaining
 *                        cards on the trick and take no further part in the hand
 * @param trumpAndFollow  a house rule of Trinidad apps: a player who trumped a plain-suit lead while
 *                        still holding a card of that suit, and won the trick, must lead that suit or a
 *                        trump to the next trick when holding either (any card otherwise)
 */
@Value.Builder
public record Follow(boolean noTrumpingIn, boolean noUndertrumping, boolean throwIn, boolean trumpAndFollow) implements WithFollow {
    /** Follow suit or trump, with none of the options. */
    public static final Follow STANDARD = new Follow(false, false, false, false);

    /**
     * A builder of a {@code Follow}: each component set by its own method (named as the component), {@code from} to
     * start from another {@code Follow}, then {@code build()}, which refuses a missing component with an
     * {@link IllegalStateException} naming it and checks the value as the canonical constructor does. Not
     * thread-safe; use one at once. (Its methods are generated at compile time by Immutables.)
     */
    public static final class Builder extends FollowBuilder {
        /** An empty builder: every component must be set before {@code build()}. */
        public Builder() {
        }
    }
}
