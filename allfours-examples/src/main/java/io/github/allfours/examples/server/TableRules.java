package io.github.allfours.examples.server;

import io.github.allfours.rules.InvalidRuleSetException;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;

/**
 * The rule set a new table is played by, from the game, table size, target and house-rule options of its
 * {@code POST /tables} request; and the catalogue a client offers ({@code GET /variants}).
 */
final class TableRules {
    private TableRules() {
    }

    /**
     * The rule set of a table to create.
     *
     * @param req the request
     * @return a documented table of the variant, with the target and options asked for
     * @throws ApiException 400 {@code BAD_REQUEST} for an unknown variant, a table size or number of sides it does
     *                      not document, or a target or options {@code RuleSet} refuses (every problem listed)
     */
    static RuleSet of(Api.CreateTable req) throws ApiException {
        Variant variant = req.variant() == null ? Variants.defaultVariant() : Variants.byId(req.variant())
            .orElseThrow(() -> ApiException.badRequest("unknown variant \"" + TableService.excerpt(req.variant())
                + "\"; known: " + known()));
        int players = req.players() == null ? variant.defaultPlayers() : req.players();
        if (!variant.playerCounts().contains(players)) {
            throw ApiException.badRequest(variant.id() + " is played by " + variant.playerCounts() + " players, not "
                + players);
        }
        RuleSet rules;
        if (req.sides() == null) {
            rules = variant.rules(players);
        } else {
            try {
                rules = variant.rules(players, req.sides());
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest(e.getMessage() + "; documented: " + sizes(variant));
            }
        }
        try {
            if (req.options() != null && !req.options().isEmpty()) {
                rules = rules.withOptions(req.options());
            }
            if (req.target() != null) {
                rules = rules.withTarget(req.target());
            }
        } catch (InvalidRuleSetException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        return rules;
    }

    /** Returns the catalogue: every variant and its documented tables, the default variant first. */
    static Api.VariantList catalogue() {
        List<Api.VariantInfo> out = new ArrayList<>();
        for (Variant v : Variants.all()) {
            List<Api.TableSize> tables = new ArrayList<>();
            for (RuleSet r : v.allRuleSets()) {
                tables.add(new Api.TableSize(r.seats(), sides(r), r.target(), String.valueOf(r.options().get("direction"))));
            }
            out.add(new Api.VariantInfo(v.id(), v.name(), v.aliases(), tables));
        }
        return new Api.VariantList(out);
    }

    private static List<List<Integer>> sides(RuleSet r) {
        List<List<Integer>> out = new ArrayList<>();
        for (int side = 0; side < r.sides(); side++) {
            List<Integer> seats = new ArrayList<>();
            for (int seat : r.seatsOf(side)) {
                seats.add(seat);
            }
            out.add(seats);
        }
        return out;
    }

    private static String sizes(Variant v) {
        List<String> out = new ArrayList<>();
        for (RuleSet r : v.allRuleSets()) {
            out.add(r.seats() + " players in " + r.sides() + " sides");
        }
        return String.join(", ", out);
    }

    static String known() {
        List<String> ids = new ArrayList<>();
        for (Variant v : Variants.all()) {
            ids.add(v.id());
        }
        return String.join(", ", ids);
    }
}
