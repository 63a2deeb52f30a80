package io.github.allfours.examples.catalogue;

import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * The tables of the catalogue a game may be played at, chosen by a number of players and of sides, with
 * messages that list the game's choices in plain words. The commands' {@code --players} and {@code --sides},
 * and the table server's {@code "players"} and {@code "sides"}, choose through it.
 */
public final class TableChoices {
    private TableChoices() {
    }

    /**
     * A documented table of a game.
     *
     * @param variant the game
     * @param players the number of players, or {@code null} for the game's usual table
     * @param sides   the number of sides: {@code players} to play individually, fewer for partnerships; or
     *                {@code null} for the first table the game documents with that many players
     * @return the table's rule set
     * @throws IllegalArgumentException if the game documents no such table; the message lists the tables it
     *                                  documents, such as {@code "pitch has no table of 4 players in 3 sides;
     *                                  its tables: ..."}
     */
    public static RuleSet table(Variant variant, Integer players, Integer sides) {
        int n = players == null ? variant.defaultPlayers() : players;
        if (!variant.playerCounts().contains(n)) {
            throw new IllegalArgumentException(variant.id() + " is played by " + counts(variant.playerCounts())
                + " players, not " + n);
        }
        if (sides == null) {
            return variant.rules(n);
        }
        for (RuleSet r : variant.allRuleSets()) {
            if (r.seats() == n && r.sides() == sides) {
                return r;
            }
        }
        throw new IllegalArgumentException(variant.id() + " has no table of " + n + " players in " + sides
            + " sides; its tables: " + tables(variant));
    }

    /**
     * The tables a game documents, in words.
     *
     * @param variant the game
     * @return such as {@code "2 players individually, 4 players in 2 sides of 2"}, the usual table first
     */
    public static String tables(Variant variant) {
        List<String> out = new ArrayList<>();
        for (RuleSet r : variant.allRuleSets()) {
            out.add(describe(r));
        }
        return String.join(", ", out);
    }

    /**
     * One table in words.
     *
     * @param rules the table's rule set
     * @return {@code "N players individually"}, or {@code "N players in S sides of K"}
     */
    public static String describe(RuleSet rules) {
        return rules.sides() == rules.seats() ? rules.seats() + " players individually"
            : rules.seats() + " players in " + rules.sides() + " sides of " + rules.seats() / rules.sides();
    }

    /**
     * Numbers in words.
     *
     * @param counts numbers, such as 2, 3 and 4
     * @return {@code "2, 3 or 4"}
     */
    public static String counts(List<Integer> counts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < counts.size(); i++) {
            if (i > 0) {
                sb.append(i == counts.size() - 1 ? " or " : ", ");
            }
            sb.append(counts.get(i));
        }
        return sb.toString();
    }
}
