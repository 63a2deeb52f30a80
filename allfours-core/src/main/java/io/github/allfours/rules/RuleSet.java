package io.github.allfours.rules;

import org.jspecify.annotations.Nullable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Everything that tells one All Fours game from another: the table (players, partnerships, the deal,
 * the target) and the rules, grouped by what they govern: how trumps are chosen ({@link #trumps()}:
 * a turn-up with its begging and running, or a pitch), how cards must be followed ({@link #follow()})
 * and how a hand is counted ({@link #scoring()}). Immutable; the named variants live in the
 * {@code allfours-variants} module, and docs/rules.md describes each rule with its source.
 *
 * <h2>House rules</h2>
 * A house rule is a copy of a named rule set with a few rules changed:
 * <pre>{@code
 * RuleSet ours = Variants.TRINIDAD.withNoUndertrumping(true).withTarget(11);
 * RuleSet ours2 = Variants.TRINIDAD.withFollow(f -> f.withNoTrumpingIn(true));
 * }</pre>
 * Such a copy keeps the id of the rule set it came from ({@link #origin()}): a game record of a match
 * played by it names that id and writes the options that differ ({@link #optionsDifferingFrom}), so
 * it verifies against the catalogue without further set-up. {@link #toBuilder()} instead starts a new
 * named rule set: give it an id of its own.
 *
 * <h2>Bounds</h2>
 * {@link Builder#build()} refuses, listing every problem at once in an {@link InvalidRuleSetException}:
 * an id that is not lower-case words joined by hyphens (at most 64 characters); a name over 100 or a
 * source over 1,000 characters, or either holding a control character; fewer than 2 or more than 8
 * seats; sides that are fewer than 2 or do not divide the seats; a target outside 1 to 10,000; no
 * packets, a packet outside 1 to 52, or a deal that with the turn-up needs more than 52 cards;
 * turn-up points, gift points, hang-jack points or Game points outside 0 to 1,000 (hang jack and Game
 * at least 1); a run
 * packet outside 1 to 52; a gift that throws the cards in going to anyone but the begging side. With
 * these bounds no score can overflow: a match ends when a side reaches at most 10,000 and no single
 * award exceeds 1,000 points.
 */
public final class RuleSet {
    /** Largest table the engine deals for: 8 hands of six plus a turn-up fit in one pack. */
    public static final int MAX_SEATS = 8;
    /** Highest target a rule set may have. */
    public static final int MAX_TARGET = 10_000;
    /** Highest number of points any single rule (turn-up, gift, hang jack, Game) may award. */
    public static final int MAX_POINTS = 1_000;

    static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

    private final String id;
    private final String name;
    private final String source;
    private final int seats;
    private final int sides;
    private final byte[] sideOfSeat;     // seat % sides, worked out once: bots ask it at every card of a play-out
    private final int target;
    private final List<Integer> packets;
    private final Direction direction;
    private final Trumps trumps;
    private final Follow follow;
    private final Scoring scoring;
    private final TableMode tableMode;   // null: the strict default
    private final RuleSet origin;    // the named rule set this is a house-rule copy of; this for a named one
    private final int hash;

    private RuleSet(Builder b, RuleSet origin) {
        this.id = b.id;
        this.name = b.name == null ? b.id : b.name;
        this.source = b.source;
        this.seats = b.seats;
        this.sides = b.sides == null ? b.seats : b.sides;
        this.sideOfSeat = new byte[seats];       // the builder has checked seats and sides
        for (int seat = 0; seat < seats; seat++) {
            sideOfSeat[seat] = (byte) (seat % sides);
        }
        this.target = b.target;
        this.packets = List.copyOf(b.packets);
        this.direction = b.direction;
        this.trumps = b.trumps;
        this.follow = b.follow;
        this.scoring = b.scoring;
        this.tableMode = b.tableMode;
        this.origin = origin == null ? this : origin;
        this.hash = Objects.hash(id, name, source, seats, sides, target, packets, direction, trumps, follow, scoring,
            tableMode);
    }

    /** Returns a builder for a new named rule set, with no option set. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder preloaded with every option of this rule set, to make a new named rule set from it:
     * {@code Variants.TRINIDAD.toBuilder().id("our-club").target(11).build()}. For a house rule that
     * keeps this rule set's id, use the {@code with*} methods instead.
     *
     * @return the builder
     */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.id = id;
        b.name = name;
        b.source = source;
        b.seats = seats;
        b.sides = sides;
        b.target = target;
        b.packets = packets;
        b.direction = direction;
        b.trumps = trumps;
        b.follow = follow;
        b.scoring = scoring;
        b.tableMode = tableMode;
        return b;
    }

    // ------------------------------------------------------------------------------------ the table

    /**
     * Returns the stable identifier, lower-case words joined by hyphens, such as {@code trinidad}; used in game
     * records and on the command line.
     */
    public String id() {
        return id;
    }

    /** Returns the display name, such as "Trinidad All Fours" (the id when none was given). */
    public String name() {
        return name;
    }

    /** Returns where the rules come from, for catalogues and help text; empty when none is named. */
    public String source() {
        return source;
    }

    /**
     * Returns the number of players, 2 to 8. Seats are numbered 0.. in the order of play.
     */
    public int seats() {
        return seats;
    }

    /**
     * The number of sides. Seat {@code s} plays for side {@code s % sides()}, so partners sit opposite:
     * with 4 seats and 2 sides, seats 0 and 2 play against 1 and 3; with 6 seats and 3 sides, 0+3, 1+4
     * and 2+5. One side per seat when everyone plays for themselves.
     *
     * @return the number of sides
     */
    public int sides() {
        return sides;
    }

    /**
     * Returns the points needed to win, 1 to 10,000. The match ends the moment a side reaches it, even in the
     * middle of a deal or of the count.
     */
    public int target() {
        return target;
    }

    /**
     * The packet sizes of each round of the deal, fixed for the match: {@code [3, 3]} deals two rounds
     * of threes, {@code [1, 1, 1, 1, 1, 1]} six rounds of single cards (in Trinidad the dealer chooses
     * ones or threes and keeps the choice for the match). Their sum is the hand size.
     *
     * @return the packet sizes
     */
    public List<Integer> packets() {
        return packets;
    }

    /** Returns which way the seats go round the table, for display only. */
    public Direction direction() {
        return direction;
    }

    /** Returns the cards in each hand after the deal: the sum of {@link #packets()}. */
    public int handSize() {
        int n = 0;
        for (int p : packets) {
            n += p;
        }
        return n;
    }

    /**
     * The side a seat plays for.
     *
     * @param seat a seat, 0 to seats - 1
     * @return the side that seat plays for
     * @throws IllegalArgumentException if there is no such seat
     */
    public int sideOf(int seat) {
        if (seat < 0 || seat >= seats) {
            throw new IllegalArgumentException("seat " + seat + " is outside 0.." + (seats - 1));
        }
        return sideOfSeat[seat];
    }

    /**
     * The seats of a side, in play order.
     *
     * @param side a side, 0 to sides - 1
     * @return the seats of that side, in play order
     * @throws IllegalArgumentException if there is no such side
     */
    public List<Integer> seatsOf(int side) {
        if (side < 0 || side >= sides) {
            throw new IllegalArgumentException("side " + side + " is outside 0.." + (sides - 1));
        }
        List<Integer> out = new ArrayList<>();
        for (int s = side; s < seats; s += sides) {
            out.add(s);
        }
        return List.copyOf(out);
    }

    // ------------------------------------------------------------------------------------ the rules

    /** Returns how trumps are chosen: a {@link TurnUp}, a {@link Pitch}, an {@link Auction} or a {@link Stock}. */
    public Trumps trumps() {
        return trumps;
    }

    /** Returns the follow rules and their options. */
    public Follow follow() {
        return follow;
    }

    /**
     * Returns table mode's penalties when irregular moves are accepted and penalised (docs/rules.md,
     * "Table mode"), or empty for the strict default, which refuses them.
     */
    public Optional<TableMode> tableMode() {
        return Optional.ofNullable(tableMode);
    }

    /**
     * A house-rule copy in or out of table mode.
     *
     * @param mode the table mode's penalties, or null for the strict default (irregular moves refused)
     * @return a house-rule copy
     * @throws InvalidRuleSetException if the penalties are out of bounds
     */
    public RuleSet withTableMode(@Nullable TableMode mode) {
        return toBuilder().tableMode(mode).buildCopyOf(origin);
    }

    /** Returns how a hand is counted. */
    public Scoring scoring() {
        return scoring;
    }

    /** Returns the begging rules, or empty when trumps are pitched or the turned suit is always trumps. */
    public Optional<Begging> begging() {
        return trumps instanceof TurnUp t ? t.begging() : Optional.empty();
    }

    // ------------------------------------------------------------------------------------ house rules

    /**
     * Returns the named rule set this one is a house-rule copy of ({@code with*} and {@link #withOptions}), or
     * this rule set when it is a named one (built by a {@link Builder}).
     */
    public RuleSet origin() {
        return origin;
    }

    /** Returns {@code true} for a rule set built by a {@link Builder}, {@code false} for a house-rule copy. */
    public boolean isNamed() {
        return origin == this;
    }

    /**
     * Every rule option as a word and a plain value, in a fixed order: the textual form of
     * {@link #trumps()}, {@link #follow()}, {@link #scoring()} and {@link #direction()} that game records
     * and servers use (the id, name, source and the table fields seats, sides, target and packets are
     * not options). Values are {@link Boolean}s, {@link Integer}s, option words ({@link String}s such as
     * {@code "hang-jack"}) and, for {@code turnUpPoints}, a map from rank letter to points. Which keys
     * appear depends on the kinds chosen: {@code giftPoints} only with begging, for instance.
     *
     * <p>The keys are the words of {@link RuleOption}, in its order; that table says what each one does and
     * which values it takes, as docs/rules.md ("House-rule options") does. Enumerated values are written as
     * lower-case words joined by hyphens ({@code TWELVE_OR_MORE} is {@code twelve-or-more}).
     *
     * @return the options, an unmodifiable map in the order above
     */
    public Map<String, Object> options() {
        return Options.of(this);
    }

    /**
     * The options of this rule set whose values differ from {@code other}'s (or that {@code other} does
     * not have), in {@link #options()} order: what a game record writes for a house rule, so that
     * {@code other.withOptions(this.optionsDifferingFrom(other))} has the same rules as this one.
     *
     * @param other the rule set to compare with, usually {@link #origin()}
     * @return the differing options, an unmodifiable map, empty when the rules are the same
     */
    public Map<String, Object> optionsDifferingFrom(RuleSet other) {
        return Options.difference(this, Objects.requireNonNull(other, "other"));
    }

    /**
     * A house-rule copy with some options changed, given in the form of {@link #options()}: for a
     * server that accepts house rules as data, and for game records. Changing {@code trumps} or
     * {@code begging} drops the options of the old kind; options of the new kind not given take the
     * values of {@link Trumps}' standard rules ({@link Begging#STANDARD}, {@link Run#STANDARD}).
     *
     * @param changes option words and values
     * @return the copy, with this rule set's origin
     * @throws InvalidRuleSetException listing every unknown option, value of the wrong type or range,
     *                                 option that does not apply to the kinds chosen, and problem of the
     *                                 resulting rule set
     */
    public RuleSet withOptions(Map<String, ?> changes) {
        return Options.apply(this, Objects.requireNonNull(changes, "changes"));
    }

    /**
     * A house-rule copy played to another target.
     *
     * @param points points needed to win
     * @return a house-rule copy with that target
     * @throws InvalidRuleSetException if it is out of bounds
     */
    public RuleSet withTarget(int points) {
        Builder b = toBuilder();
        b.target = points;
        return b.buildCopyOf(origin);
    }

    /**
     * A house-rule copy dealt in other packets.
     *
     * @param sizes the packet sizes of each round of the deal
     * @return a house-rule copy dealing in those packets
     * @throws InvalidRuleSetException if they do not make a deal
     */
    public RuleSet withPackets(List<Integer> sizes) {
        return toBuilder().packets(sizes).buildCopyOf(origin);
    }

    /**
     * A house-rule copy choosing trumps another way.
     *
     * @param rule how trumps are chosen
     * @return a house-rule copy with that rule
     * @throws InvalidRuleSetException if the result is invalid
     */
    public RuleSet withTrumps(Trumps rule) {
        return toBuilder().trumps(rule).buildCopyOf(origin);
    }

    /**
     * A house-rule copy with other follow rules.
     *
     * @param rule the follow rules
     * @return a house-rule copy with those follow rules
     */
    public RuleSet withFollow(Follow rule) {
        return toBuilder().follow(rule).buildCopyOf(origin);
    }

    /**
     * A house-rule copy with other follow rules.
     *
     * @param change a change to the follow rules, such as {@code f -> f.withNoTrumpingIn(true)}
     * @return a house-rule copy with the changed follow rules
     */
    public RuleSet withFollow(UnaryOperator<Follow> change) {
        return withFollow(change.apply(follow));
    }

    /**
     * A house-rule copy counting hands another way.
     *
     * @param rule how a hand is counted
     * @return a house-rule copy with that scoring
     * @throws InvalidRuleSetException if the result is invalid
     */
    public RuleSet withScoring(Scoring rule) {
        return toBuilder().scoring(rule).buildCopyOf(origin);
    }

    /**
     * A house-rule copy counting hands another way.
     *
     * @param change a change to the scoring, such as {@code s -> s.withLow(PointTaker.CAPTOR)}
     * @return a house-rule copy with the changed scoring
     * @throws InvalidRuleSetException if the result is invalid
     */
    public RuleSet withScoring(UnaryOperator<Scoring> change) {
        return withScoring(change.apply(scoring));
    }

    /**
     * A house-rule copy with changed begging rules.
     *
     * @param change a change to the begging rules, such as {@code b -> b.withGiftPoints(2)}
     * @return a house-rule copy with the changed begging rules
     * @throws InvalidRuleSetException if this rule set has no begging, or the result is invalid
     */
    public RuleSet withBegging(UnaryOperator<Begging> change) {
        if (!(trumps instanceof TurnUp t) || t.begging().isEmpty()) {
            throw new InvalidRuleSetException(id, List.of("there is no begging to change: trumps are "
                + trumps.kind() + (trumps instanceof TurnUp ? " without begging" : "")));
        }
        return withTrumps(t.withBegging(Optional.of(change.apply(t.begging().get()))));
    }

    /**
     * The Trinidad house rule: elder must beg when holding no trump.
     *
     * @param on whether the rule applies
     * @return a house-rule copy
     * @throws InvalidRuleSetException if this rule set has no begging
     */
    public RuleSet withForcedBegWithoutTrump(boolean on) {
        return withBegging(b -> b.withForcedWithoutTrump(on));
    }

    /**
     * The Trinidad house rule against undertrumping ({@link Follow#noUndertrumping()}).
     *
     * @param on whether the rule applies
     * @return a house-rule copy
     */
    public RuleSet withNoUndertrumping(boolean on) {
        return withFollow(follow.withNoUndertrumping(on));
    }

    /**
     * The "Honley" rule against trumping in ({@link Follow#noTrumpingIn()}).
     *
     * @param on whether the rule applies
     * @return a house-rule copy
     */
    public RuleSet withNoTrumpingIn(boolean on) {
        return withFollow(follow.withNoTrumpingIn(on));
    }

    /**
     * A house-rule copy in which Low goes to its holder or to its captor.
     *
     * @param taker who takes the Low point
     * @return a house-rule copy
     */
    public RuleSet withLowTakenBy(PointTaker taker) {
        return withScoring(scoring.withLow(taker));
    }

    /**
     * The house rule of Trinidad apps that a player who trumped a plain-suit lead while holding that
     * suit, and won the trick, must lead that suit or a trump next ({@link Follow#trumpAndFollow()}).
     *
     * @param on whether the rule applies
     * @return a house-rule copy
     */
    public RuleSet withTrumpAndFollow(boolean on) {
        return withFollow(follow.withTrumpAndFollow(on));
    }

    /**
     * The house rule of Trinidad apps that the dealer must run, not give, while holding no card of the
     * turned-up suit ({@link Begging#noGiftWithoutTrump()}).
     *
     * @param on whether the rule applies
     * @return a house-rule copy
     * @throws InvalidRuleSetException if this rule set has no begging
     */
    public RuleSet withNoGiftWithoutTrump(boolean on) {
        return withBegging(b -> b.withNoGiftWithoutTrump(on));
    }

    /**
     * The house rule of Trinidad apps that the dealer must run, not give, when the gift would take the
     * begging side to the target ({@link Begging#runIfGiftWins()}).
     *
     * @param on whether the rule applies
     * @return a house-rule copy
     * @throws InvalidRuleSetException if this rule set has no begging
     */
    public RuleSet withRunIfGiftWins(boolean on) {
        return withBegging(b -> b.withRunIfGiftWins(on));
    }

    /**
     * A house-rule copy in which the Game point is worth {@code points} ({@link Scoring#gamePoints()};
     * Trinidad apps: 2).
     *
     * @param points 1 to 1,000
     * @return a house-rule copy
     * @throws InvalidRuleSetException if the value is out of bounds
     */
    public RuleSet withGamePoints(int points) {
        return withScoring(scoring.withGamePoints(points));
    }

    // ------------------------------------------------------------------------------------ value

    /**
     * A one-line summary of the table and the rules in words, such as {@code 4 players in 2 sides, to
     * 14; deal 3+3; turn-up (A 1, 6 2, J 3; every turn-up), begging (gift 1 to begging side, run 3);
     * jack: hang jack 3; low: holder; game tie: none}.
     *
     * @return the summary
     */
    public String describe() {
        return Options.describe(this);
    }

    /**
     * Two rule sets are equal when their ids, names, sources, tables and rules are equal (where a house
     * rule came from, {@link #origin()}, is not part of its value).
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof RuleSet r && hash == r.hash && id.equals(r.id) && name.equals(r.name)
            && source.equals(r.source) && seats == r.seats && sides == r.sides && target == r.target
            && packets.equals(r.packets) && direction == r.direction && trumps.equals(r.trumps)
            && follow.equals(r.follow) && scoring.equals(r.scoring) && Objects.equals(tableMode, r.tableMode);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** Returns the id, the table and, for a house-rule copy, the options that differ from its origin. */
    @Override
    public String toString() {
        String table = id + " (" + seats + " seats" + (sides == seats ? "" : " in " + sides + " sides")
            + ", to " + target + ")";
        return isNamed() ? "RuleSet[" + table + "]" : "RuleSet[" + table + " with " + optionsDifferingFrom(origin) + "]";
    }

    // ------------------------------------------------------------------------------------ building

    /**
     * Collects the options of a new named rule set; {@link #build()} checks them all. Not thread-safe.
     * Unset options take these defaults: name = the id, source empty, sides = one per seat, packets
     * {@code [3, 3]}, direction clockwise, {@link Follow#STANDARD}, {@link Scoring#STANDARD}. The id,
     * seats, target and trumps must be given.
     */
    public static final class Builder extends RuleSetOptions {
        private Builder() {
        }

        /**
         * Checks every option and makes the rule set.
         *
         * @return the new named rule set
         * @throws InvalidRuleSetException listing every problem found
         */
        public RuleSet build() {
            return buildCopyOf(null);
        }

        /** Builds a house-rule copy of {@code origin} (a named rule set when it is null). */
        RuleSet buildCopyOf(RuleSet origin) {
            return buildCopyOf(origin, List.of());
        }

        /**
         * Builds a house-rule copy of {@code origin} (a named rule set when it is null), refusing it with
         * {@code earlier} problems (found reading the options) and every problem of the values together.
         */
        RuleSet buildCopyOf(RuleSet origin, List<String> earlier) {
            List<String> p = new ArrayList<>(earlier);
            p.addAll(problems);
            Validation.check(this.id, name, source, seats, sides, target, packets, trumps, scoring, p);
            if (tableMode != null) {
                Validation.tableMode(tableMode, p);
            }
            if (!p.isEmpty()) {
                throw new InvalidRuleSetException(id == null ? "(no id)" : id, p);
            }
            return new RuleSet(this, origin);
        }
    }
}
