package io.github.allfours.rules;

import org.jspecify.annotations.Nullable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The options that {@link RuleSet.Builder} collects, with its setters: kept apart so that {@link RuleSet}
 * stays readable. Every setter returns the builder itself.
 */
abstract class RuleSetOptions {
    String id;
    String name;
    String source = "";
    Integer seats;
    Integer sides;
    Integer target;
    List<Integer> packets = List.of(3, 3);
    Direction direction = Direction.CLOCKWISE;
    Trumps trumps;
    Follow follow = Follow.STANDARD;
    Scoring scoring = Scoring.STANDARD;
    TableMode tableMode;
    final List<String> problems = new ArrayList<>();

    /**
     * Sets the id.
     *
     * @param value the id: lower-case words joined by hyphens, at most 64 characters
     * @return this builder
     */
    public RuleSet.Builder id(String value) {
        this.id = Objects.requireNonNull(value, "id");
        return self();
    }

    /**
     * Sets the name.
     *
     * @param value the display name, at most 100 characters
     * @return this builder
     */
    public RuleSet.Builder name(String value) {
        this.name = Objects.requireNonNull(value, "name");
        return self();
    }

    /**
     * Sets the source.
     *
     * @param value where the rules come from, at most 1,000 characters
     * @return this builder
     */
    public RuleSet.Builder source(String value) {
        this.source = Objects.requireNonNull(value, "source");
        return self();
    }

    /**
     * Sets the seats.
     *
     * @param value the number of players, 2 to 8
     * @return this builder
     */
    public RuleSet.Builder seats(int value) {
        this.seats = value;
        return self();
    }

    /**
     * Sets the sides.
     *
     * @param value the number of sides, at least 2 and dividing the seats (default: one per seat)
     * @return this builder
     */
    public RuleSet.Builder sides(int value) {
        this.sides = value;
        return self();
    }

    /**
     * Sets the target.
     *
     * @param value the points needed to win, 1 to 10,000
     * @return this builder
     */
    public RuleSet.Builder target(int value) {
        this.target = value;
        return self();
    }

    /**
     * Sets the packets.
     *
     * @param sizes the packet sizes of each round of the deal, each 1 to 52
     * @return this builder
     */
    public RuleSet.Builder packets(List<Integer> sizes) {
        for (Integer p : Objects.requireNonNull(sizes, "packets")) {
            Objects.requireNonNull(p, "packet size");
        }
        this.packets = List.copyOf(sizes);
        return self();
    }

    /**
     * Sets the packets.
     *
     * @param sizes the packet sizes of each round of the deal, each 1 to 52
     * @return this builder
     */
    public RuleSet.Builder packets(int... sizes) {
        List<Integer> list = new ArrayList<>(sizes.length);
        for (int p : sizes) {
            list.add(p);
        }
        return packets(list);
    }

    /**
     * Sets the direction.
     *
     * @param value which way play goes round (display only)
     * @return this builder
     */
    public RuleSet.Builder direction(Direction value) {
        this.direction = Objects.requireNonNull(value, "direction");
        return self();
    }

    /**
     * Sets the trumps.
     *
     * @param rule how trumps are chosen
     * @return this builder
     */
    public RuleSet.Builder trumps(Trumps rule) {
        this.trumps = Objects.requireNonNull(rule, "trumps");
        return self();
    }

    /**
     * Sets the follow.
     *
     * @param rule the follow rules
     * @return this builder
     */
    public RuleSet.Builder follow(Follow rule) {
        this.follow = Objects.requireNonNull(rule, "follow");
        return self();
    }

    /**
     * Sets the scoring.
     *
     * @param rule how a hand is counted
     * @return this builder
     */
    public RuleSet.Builder scoring(Scoring rule) {
        this.scoring = Objects.requireNonNull(rule, "scoring");
        return self();
    }

    /**
     * Sets table mode (irregular moves accepted and penalised), or null for the strict default.
     *
     * @param mode the penalties, or null
     * @return this builder
     */
    public RuleSet.Builder tableMode(@Nullable TableMode mode) {
        this.tableMode = mode;
        return self();
    }

    /**
     * Sets {@link Follow#noUndertrumping()} on the follow rules set so far.
     *
     * @param on whether the rule applies
     * @return this builder
     */
    public RuleSet.Builder noUndertrumping(boolean on) {
        this.follow = follow.withNoUndertrumping(on);
        return self();
    }

    /**
     * Sets {@link Follow#noTrumpingIn()} on the follow rules set so far.
     *
     * @param on whether the rule applies
     * @return this builder
     */
    public RuleSet.Builder noTrumpingIn(boolean on) {
        this.follow = follow.withNoTrumpingIn(on);
        return self();
    }

    /**
     * Sets {@link Scoring#low()} on the scoring set so far.
     *
     * @param taker who takes Low
     * @return this builder
     */
    public RuleSet.Builder lowTakenBy(PointTaker taker) {
        this.scoring = scoring.withLow(Objects.requireNonNull(taker, "taker"));
        return self();
    }

    /**
     * Sets {@link Begging#forcedWithoutTrump()} on the begging of the trumps set so far; without
     * begging, {@link RuleSet.Builder#build()} reports it as a problem.
     *
     * @param on whether elder must beg without a trump
     * @return this builder
     */
    public RuleSet.Builder forcedBegWithoutTrump(boolean on) {
        if (trumps instanceof TurnUp t && t.begging().isPresent()) {
            trumps = t.withBegging(Optional.of(t.begging().get().withForcedWithoutTrump(on)));
        } else if (on) {
            problems.add("forcedBegWithoutTrump needs turn-up trumps with begging (set trumps first)");
        }
        return self();
    }

    private RuleSet.Builder self() {
        return (RuleSet.Builder) this;
    }
}
