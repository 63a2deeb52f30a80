package io.github.allfours.examples.server.table;

import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.catalogue.TableChoices;
import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.RequestJson;
import io.github.allfours.rules.InvalidRuleSetException;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rule set a new table is played by, from the game, table size, target and house-rule options of its
 * {@code POST /tables} request; and the catalogue a client offers: the games ({@code GET /variants}) and the bots
 * ({@code GET /bots}).
 */
public final class TableRules {
    /** The one house-rule option whose value is an object (rank letters to points); every other is a single value. */
    private static final String OBJECT_OPTION = "turnUpPoints";
    /** A list of option words in a rule set's problem, such as {@code [standard, hang-jack]}. */
    private static final Pattern WORD_LIST = Pattern.compile("\\[([^\\[\\]]*)]");

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
            .orElseThrow(() -> ApiException.badRequest("field 'variant' names no game of the catalogue: "
                + RequestJson.quote(req.variant()) + "; the games are " + known() + " (GET /variants)"));
        RuleSet rules;
        try {
            rules = TableChoices.table(variant, req.players(), req.sides());
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        if (req.options() != null) {
            checkOptions(req.options());
        }
        try {
            if (req.options() != null && !req.options().isEmpty()) {
                rules = rules.withOptions(req.options());
            }
            if (req.target() != null) {
                rules = rules.withTarget(req.target());
            }
        } catch (InvalidRuleSetException e) {
            List<String> problems = new ArrayList<>();
            for (String p : e.problems()) {
                problems.add(wordLists(p));
            }
            throw ApiException.badRequest("these house rules cannot make a game of " + rules.id() + ": "
                + String.join("; ", problems));
        }
        return rules;
    }

    /**
     * Checks that each option's value is of a kind an option may have: true or false, a whole number or a word
     * ({@code turnUpPoints}: an object of rank letters to whole numbers). Which value each option takes is the
     * rule set's to check.
     *
     * @throws ApiException 400 for a null, a fraction, an array, or an object where a single value belongs
     */
    private static void checkOptions(Map<String, Object> options) throws ApiException {
        for (Map.Entry<String, Object> e : options.entrySet()) {
            String name = RequestJson.name(e.getKey());
            Object v = e.getValue();
            if (OBJECT_OPTION.equals(e.getKey()) && v instanceof Map<?, ?> points) {
                for (Map.Entry<?, ?> p : points.entrySet()) {
                    if (!isWholeNumber(p.getValue())) {
                        throw ApiException.badRequest("option " + name + " maps rank letters to whole numbers; "
                            + RequestJson.name(String.valueOf(p.getKey())) + " is " + describe(p.getValue()));
                    }
                }
            } else if (!(v instanceof Boolean || v instanceof String || isWholeNumber(v))) {
                throw ApiException.badRequest("option " + name + " must be true or false, a whole number or a word"
                    + (OBJECT_OPTION.equals(e.getKey()) ? " (here: an object of rank letters to points)" : "")
                    + ", found " + describe(v));
            }
        }
    }

    private static boolean isWholeNumber(Object v) {
        return v instanceof Integer || v instanceof Long && (Long) v == ((Long) v).intValue();
    }

    /** A value of {@code options} as Jackson reads JSON into Java, in JSON's words. */
    private static String describe(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof Map) {
            return "an object";
        }
        if (v instanceof List) {
            return "an array";
        }
        if (v instanceof String s) {
            return "the string " + RequestJson.quote(s);
        }
        if (v instanceof Long || v instanceof BigInteger) {
            return "the number " + v + " (too large)";
        }
        return "the number " + v;
    }

    /** A rule set's problem with its lists of option words as words: {@code one of a, b, c}. */
    private static String wordLists(String problem) {
        Matcher m = WORD_LIST.matcher(problem);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(m.group(1)));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** Returns the catalogue: every variant and its documented tables, the default variant first. */
    public static Api.VariantList catalogue() {
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

    /** Returns the bots a seat may be given ({@code GET /bots}): the catalogue's one list, {@link BotLevels#all()}. */
    public static Api.BotList bots() {
        List<Api.BotInfo> out = new ArrayList<>();
        for (BotLevels.Named b : BotLevels.all()) {
            out.add(new Api.BotInfo(b.name(), b.level(), b.sameAs(), b.description()));
        }
        return new Api.BotList(out, BotLevels.SUGGESTED);
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

    /**
     * The games of the catalogue, for a message that names them.
     *
     * @return their ids, such as {@code "trinidad, ..."}
     */
    public static String known() {
        List<String> ids = new ArrayList<>();
        for (Variant v : Variants.all()) {
            ids.add(v.id());
        }
        return String.join(", ", ids);
    }
}
