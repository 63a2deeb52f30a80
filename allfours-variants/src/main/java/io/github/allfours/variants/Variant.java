package io.github.allfours.variants;

import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A named variant in the catalogue: its stable id, display name, aliases, rule source, and its rule
 * set for each table size it documents. Immutable.
 */
public final class Variant {
    private final String id;
    private final String name;
    private final List<String> aliases;
    private final String source;
    private final int defaultPlayers;
    private final Map<Integer, RuleSet> byPlayers;

    Variant(String id, String name, List<String> aliases, String source, int defaultPlayers,
            Map<Integer, RuleSet> byPlayers) {
        this.id = id;
        this.name = name;
        this.aliases = List.copyOf(aliases);
        this.source = source;
        this.defaultPlayers = defaultPlayers;
        this.byPlayers = Map.copyOf(new TreeMap<>(byPlayers));
        if (!byPlayers.containsKey(defaultPlayers)) {
            throw new IllegalArgumentException(id + ": no rule set for the default " + defaultPlayers + " players");
        }
    }

    /** @return the stable id, such as {@code trinidad}; used in game records and on the command line */
    public String id() {
        return id;
    }

    /** @return the display name, such as "Trinidad All Fours" */
    public String name() {
        return name;
    }

    /** @return other names the variant is known by, accepted by {@link Variants#byId(String)} */
    public List<String> aliases() {
        return aliases;
    }

    /** @return the rule source: file and section */
    public String source() {
        return source;
    }

    /** @return the usual number of players */
    public int defaultPlayers() {
        return defaultPlayers;
    }

    /** @return every documented number of players, ascending */
    public List<Integer> playerCounts() {
        return List.copyOf(new TreeMap<>(byPlayers).keySet());
    }

    /** @return the rule set for the usual number of players */
    public RuleSet rules() {
        return byPlayers.get(defaultPlayers);
    }

    /**
     * @param players a documented number of players
     * @return the rule set for that table size
     * @throws IllegalArgumentException if the variant does not document that many players
     */
    public RuleSet rules(int players) {
        RuleSet r = byPlayers.get(players);
        if (r == null) {
            throw new IllegalArgumentException(id + " is played by " + playerCounts() + " players, not " + players);
        }
        return r;
    }

    /** @return the rule set for every documented table size, ascending by players */
    public List<RuleSet> allRuleSets() {
        return List.copyOf(new TreeMap<>(byPlayers).values());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Variant && ((Variant) o).id.equals(id);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id);
    }

    @Override
    public String toString() {
        return id;
    }
}
