package io.github.allfours.record;

import io.github.allfours.internal.Json;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The first line of every match in a record: which rules it was played by and who dealt first.
 * The table (seats, sides, packets, target) is repeated from the rule set so that a reader can see
 * it without the catalogue, and so that replaying against a different rule set is caught.
 *
 * <p>Text: <code>{"type":"match","format":"allfours-record/1","variant":"trinidad","seats":4,
 * "sides":[[0,2],[1,3]],"packets":[3,3],"target":14,"firstDealer":0}</code> (on one line).
 *
 * <p>A match played by a house rule of a named rule set ({@link RuleSet#isNamed()} false) names its
 * origin's id and adds an {@code "options"} object with the rules that differ from it
 * ({@link RuleSet#optionsDifferingFrom}), after {@code firstDealer}:
 * <code>...,"firstDealer":0,"options":{"noUndertrumping":true}}</code>. A named rule set writes no
 * {@code options}, so its records are as they always were; the target and packets are always in the line.
 *
 * @param variant     the rule set's id ({@link RuleSet#id()})
 * @param seats       the number of seats
 * @param sides       the seats of each side, side by side ({@link RuleSet#seatsOf(int)})
 * @param packets     the packet sizes of the deal ({@link RuleSet#packets()})
 * @param target      the points needed to win
 * @param firstDealer the seat that dealt the first hand
 * @param options     the rule options that differ from the named rule set, in {@link RuleSet#options()}
 *                    order; empty for a named rule set
 */
public record MatchLine(String variant, int seats, List<List<Integer>> sides, List<Integer> packets, int target,
                        int firstDealer, Map<String, Object> options) implements RecordLine {
    /**
     * @param variant     the rule set's id
     * @param seats       the number of seats
     * @param sides       the seats of each side
     * @param packets     the packet sizes of the deal
     * @param target      the points needed to win
     * @param firstDealer the seat that dealt the first hand
     * @param options     the differing rule options (values: Boolean, Integer, String, or a map of
     *                    String to Integer)
     */
    public MatchLine {
        Objects.requireNonNull(variant, "variant");
        List<List<Integer>> copy = new ArrayList<>(sides.size());
        for (List<Integer> side : sides) {
            copy.add(List.copyOf(side));
        }
        sides = List.copyOf(copy);
        packets = List.copyOf(packets);
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * A match line without options: a match played by a named rule set.
     *
     * @param variant     the rule set's id
     * @param seats       the number of seats
     * @param sides       the seats of each side
     * @param packets     the packet sizes of the deal
     * @param target      the points needed to win
     * @param firstDealer the seat that dealt the first hand
     */
    public MatchLine(String variant, int seats, List<List<Integer>> sides, List<Integer> packets, int target,
                     int firstDealer) {
        this(variant, seats, sides, packets, target, firstDealer, Map.of());
    }

    /**
     * The match line for a match played by {@code rules}.
     *
     * @param rules       the rule set
     * @param firstDealer the seat that deals first
     * @return the line
     */
    public static MatchLine of(RuleSet rules, int firstDealer) {
        List<List<Integer>> sides = new ArrayList<>(rules.sides());
        for (int side = 0; side < rules.sides(); side++) {
            sides.add(rules.seatsOf(side));
        }
        return new MatchLine(rules.id(), rules.seats(), sides, rules.packets(), rules.target(), firstDealer,
            rules.isNamed() ? Map.of() : rules.optionsDifferingFrom(rules.origin()));
    }

    /**
     * Whether this line describes the table of {@code rules}: same id, seats, sides, packets, target and
     * options.
     *
     * @param rules a rule set
     * @return {@code true} if the line matches it
     */
    public boolean describes(RuleSet rules) {
        return equals(of(rules, firstDealer));
    }

    /** Returns {@code "match"}. */
    @Override
    public String type() {
        return "match";
    }

    @Override
    public String toJson() {
        StringBuilder sb = new StringBuilder(160);
        sb.append("{\"type\":\"match\",\"format\":");
        Json.appendString(sb, FORMAT);
        Json.key(sb.append(','), "variant");
        Json.appendString(sb, variant);
        Json.key(sb.append(','), "seats").append(seats);
        Json.key(sb.append(','), "sides").append('[');
        for (int i = 0; i < sides.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            Json.appendInts(sb, sides.get(i));
        }
        sb.append(']');
        Json.key(sb.append(','), "packets");
        Json.appendInts(sb, packets);
        Json.key(sb.append(','), "target").append(target);
        Json.key(sb.append(','), "firstDealer").append(firstDealer);
        if (!options.isEmpty()) {
            Json.key(sb.append(','), "options");
            Json.appendObject(sb, options);
        }
        return sb.append('}').toString();
    }
}
