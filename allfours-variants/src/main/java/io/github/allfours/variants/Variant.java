package io.github.allfours.variants;

import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

/**
 * A named variant in the catalogue: its stable id, display name and rule source (those of its rule
 * sets), the other names it is known by, and its rule set for each table it documents (number of
 * players, and for some counts a choice between playing individually and in partnerships). Immutable.
 */
public final class Variant {
    private final List<String> aliases;
    private final List<RuleSet> tables;

    /**
     * @param aliases other names, lower case
     * @param tables  the rule set of each documented table, the usual one first; all share one id, name
     *                and source
     */
    Variant(List<String> aliases, List<RuleSet> tables) {
        this.aliases = List.copyOf(aliases);
        this.tables = List.copyOf(tables);
        RuleSet first = tables.get(0);
        for (RuleSet r : tables) {
            if (!r.id().equals(first.id()) || !r.name().equals(first.name()) || !r.source().equals(first.source())) {
                throw new IllegalArgumentException("rule set " + r.id() + " listed under variant " + first.id());
            }
            if (!r.isNamed()) {
                throw new IllegalArgumentException("the tables of " + first.id() + " must be named rule sets");
            }
        }
    }

    /** Returns the stable id, such as {@code trinidad}; used in game records and on the command line. */
    public String id() {
        return tables.get(0).id();
    }

    /** Returns the display name, such as "Trinidad All Fours". */
    public String name() {
        return tables.get(0).name();
    }

    /** Returns other names the variant is known by, accepted by {@link Variants#byId(String)}. */
    public List<String> aliases() {
        return aliases;
    }

    /** Returns the rule source: the public books and pages the rules come from. */
    public String source() {
        return tables.get(0).source();
    }

    /** Returns the usual number of players. */
    public int defaultPlayers() {
        return rules().seats();
    }

    /** Returns every documented number of players, ascending. */
    public List<Integer> playerCounts() {
        TreeSet<Integer> counts = new TreeSet<>();
        for (RuleSet r : tables) {
            counts.add(r.seats());
        }
        return List.copyOf(counts);
    }

    /** Returns the rule set for the usual table. */
    public RuleSet rules() {
        return tables.get(0);
    }

    /**
     * The rule set of one documented table.
     *
     * @param players a documented number of players
     * @return the rule set for that table size (where both are documented, the first listed of playing
     *     individually or in partnerships; see {@link #rules(int, int)})
     * @throws IllegalArgumentException if the variant does not document that many players
     */
    public RuleSet rules(int players) {
        for (RuleSet r : tables) {
            if (r.seats() == players) {
                return r;
            }
        }
        throw new IllegalArgumentException(id() + " is played by " + playerCounts() + " players, not " + players);
    }

    /**
     * The rule set of one documented table.
     *
     * @param players a documented number of players
     * @param sides   the number of sides: {@code players} to play individually, fewer for partnerships
     * @return the rule set for that table
     * @throws IllegalArgumentException if the variant does not document that table
     */
    public RuleSet rules(int players, int sides) {
        for (RuleSet r : tables) {
            if (r.seats() == players && r.sides() == sides) {
                return r;
            }
        }
        throw new IllegalArgumentException(id() + " does not document " + players + " players in " + sides + " sides");
    }

    /** Returns the rule set of every documented table, the usual one first. */
    public List<RuleSet> allRuleSets() {
        return tables;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Variant v && v.id().equals(id());
    }

    @Override
    public int hashCode() {
        return Objects.hash(id());
    }

    @Override
    public String toString() {
        return id();
    }
}
