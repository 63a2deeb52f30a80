package io.github.allfours.json;

import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.Contract;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Trick;
import io.github.allfours.internal.Json;
import io.github.allfours.record.RuleSetResolver;
import io.github.allfours.rules.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The JSON form of the library's values, in both directions: a {@link SeatView}, a {@link GameEvent}
 * of every kind, an {@link Action}, a {@link HandResult}, an {@link Award}, a {@link Trick}, a
 * {@link Contract} and a {@link RuleSet} in full. It is the form the table server sends its clients; docs/json.md
 * describes every field, and the JSON Schema (draft 2020-12) at {@value #SCHEMA_RESOURCE} in this jar
 * says the same in a form validators read ({@code #/$defs/seatView}, {@code #/$defs/gameEvent}, ...).
 *
 * <pre>{@code
 * String text = AllFoursJson.write(state.viewFor(seat));                  // to a client
 * SeatView view = AllFoursJson.readView(text, Variants.resolver());        // and back
 * GameEvent event = AllFoursJson.readEvent("{\"type\":\"played\",\"seat\":1,\"card\":\"JH\"}");
 * }</pre>
 *
 * <p>Writing a value and reading the text back gives an equal value. Reading is strict and safe for
 * untrusted text: the JSON is the strict subset of game records (integers that fit an {@code int} and
 * no fractions or exponents, objects and arrays nested at most {@value Json#MAX_DEPTH} deep, no repeated
 * key, no comments or trailing commas; see the {@linkplain io.github.allfours.record record package}),
 * at most {@value #MAX_LENGTH} characters; every field must be there, with its type and in its range,
 * and no other field may be; cards must be in their two-character form ({@code TS}, not {@code 10s}) and
 * actions in their {@linkplain Action#notation() notation}; a set of cards may not repeat a card. Any
 * text is read in time linear in its length, and anything else is refused with a
 * {@link JsonFormatException} naming the field and quoting the value. Numbers that name seats and sides
 * are checked against the table when the rule set is known (a view), else against
 * {@value RuleSet#MAX_SEATS} seats.
 *
 * <p>Hands and deals are numbered from 0 (the first hand of a match is hand 0), like seats and sides, in
 * this form as everywhere in the library.
 *
 * <p>All methods are static and thread-safe.
 */
public final class AllFoursJson {
    /** The class-path resource of the JSON Schema (draft 2020-12) of every value, in this jar. */
    public static final String SCHEMA_RESOURCE = "/io/github/allfours/json/allfours.schema.json";
    /** The {@code $id} of that schema. */
    public static final String SCHEMA_ID = "https://github.com/allfours/allfours/json/allfours.schema.json";
    /** The most characters a text to read may hold. */
    public static final int MAX_LENGTH = 8 * 1024 * 1024;

    private AllFoursJson() {
    }

    /**
     * The JSON Schema (draft 2020-12) of every value, the resource {@value #SCHEMA_RESOURCE}: each value's
     * schema is under {@code $defs} ({@code seatView}, {@code gameEvent}, {@code action}, {@code handResult},
     * {@code award}, {@code trick}, {@code contract}, {@code ruleSet}). On the module path the resource is
     * encapsulated in this module, so read it here.
     *
     * @return the schema's text
     * @throws UncheckedIOException if the jar cannot be read
     */
    public static String schema() {
        try (InputStream in = AllFoursJson.class.getResourceAsStream(SCHEMA_RESOURCE)) {
            if (in == null) {
                throw new UncheckedIOException(new IOException("the resource " + SCHEMA_RESOURCE + " is missing"));
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // ------------------------------------------------------------------------------------ writing

    /**
     * The JSON form of a seat's view (docs/json.md, "SeatView"): its rule set in full, the viewer's hand and
     * legal actions, and everything else the view holds, nothing more.
     *
     * @param view a view
     * @return a JSON object on one line
     */
    public static String write(SeatView view) {
        StringBuilder sb = new StringBuilder(2048);
        Writer.view(sb, Objects.requireNonNull(view, "view"));
        return sb.toString();
    }

    /**
     * The JSON form of an event: an object whose {@code "type"} names its kind ({@code "dealt"},
     * {@code "played"}, {@code "hand-counted"}, ...) followed by the event's fields (docs/json.md,
     * "GameEvent"). It holds what the event holds: send a player {@link GameEvent#seenBy(int)}, not the
     * host's event.
     *
     * @param event an event
     * @return a JSON object on one line
     */
    public static String write(GameEvent event) {
        StringBuilder sb = new StringBuilder(128);
        Writer.event(sb, Objects.requireNonNull(event, "event"));
        return sb.toString();
    }

    /**
     * The JSON form of an action: its notation as a JSON string, such as {@code "play JH"}.
     *
     * @param action an action
     * @return a JSON string
     */
    public static String write(Action action) {
        StringBuilder sb = new StringBuilder(16);
        Json.appendString(sb, Objects.requireNonNull(action, "action").notation());
        return sb.toString();
    }

    /**
     * The JSON form of a hand's result, with which of the four points were scored (docs/json.md,
     * "HandResult").
     *
     * @param result a hand's result
     * @return a JSON object on one line
     */
    public static String write(HandResult result) {
        StringBuilder sb = new StringBuilder(256);
        Writer.handResult(sb, Objects.requireNonNull(result, "result"));
        return sb.toString();
    }

    /**
     * The JSON form of an award: {@code {"hand":0,"deal":0,"side":1,"points":1,"reason":"high","card":"AH"}}.
     *
     * @param award an award
     * @return a JSON object on one line
     */
    public static String write(Award award) {
        StringBuilder sb = new StringBuilder(80);
        Writer.award(sb, Objects.requireNonNull(award, "award"));
        return sb.toString();
    }

    /**
     * The JSON form of a trick:
     * {@code {"hand":0,"cards":["7H","KH"],"seats":[1,2],"thrownIn":[],"winner":2}}.
     *
     * @param trick a trick
     * @return a JSON object on one line
     */
    public static String write(Trick trick) {
        StringBuilder sb = new StringBuilder(80);
        Writer.trick(sb, Objects.requireNonNull(trick, "trick"));
        return sb.toString();
    }

    /**
     * The JSON form of an auction's high bid: {@code {"seat":1,"points":3}}.
     *
     * @param contract a contract
     * @return a JSON object on one line
     */
    public static String write(Contract contract) {
        StringBuilder sb = new StringBuilder(24);
        Writer.contract(sb, Objects.requireNonNull(contract, "contract"));
        return sb.toString();
    }

    /**
     * The JSON form of a rule set in full (docs/json.md, "RuleSet"): its id and name, the table (seats,
     * sides, target, packets), whether it is a named rule set or a house-rule copy of the named one with
     * that id ({@link RuleSet#isNamed()}), and every option ({@link RuleSet#options()}).
     *
     * @param rules a rule set
     * @return a JSON object on one line
     */
    public static String write(RuleSet rules) {
        StringBuilder sb = new StringBuilder(1024);
        Writer.rules(sb, Objects.requireNonNull(rules, "rules"));
        return sb.toString();
    }

    // ------------------------------------------------------------------------------------ reading

    /**
     * Reads a seat's view. Its rule set is found by {@code resolver} from its id, seats and sides, then
     * given the target, packets and options written (see {@link #readRuleSet}); every seat and side the
     * view names is checked against that table.
     *
     * @param json     the JSON form of a view
     * @param resolver finds named rule sets, such as {@code Variants.resolver()}
     * @return the view, equal to the one written
     * @throws JsonFormatException if the text is not the JSON form of a view, or its rule set is unknown
     */
    public static SeatView readView(String json, RuleSetResolver resolver) {
        Objects.requireNonNull(resolver, "resolver");
        return Reader.view(parse(json), "", resolver);
    }

    /**
     * Reads a rule set written by {@link #write(RuleSet)}. The library does not know the named rule sets
     * (the variants module does): {@code resolver} finds the named one with the id, seats and number of sides
     * written. A named rule set ({@code "named": true}) must then agree with it in every field; a house
     * rule is made from it by {@link RuleSet#withTarget}, {@link RuleSet#withPackets} and
     * {@link RuleSet#withOptions}, and must end with the options written.
     *
     * @param json     the JSON form of a rule set
     * @param resolver finds named rule sets, such as {@code Variants.resolver()}
     * @return the rule set, equal to the one written
     * @throws JsonFormatException if the text is not the JSON form of a rule set, the resolver knows no
     *                             such rule set, or the options do not make a valid rule set
     */
    public static RuleSet readRuleSet(String json, RuleSetResolver resolver) {
        Objects.requireNonNull(resolver, "resolver");
        return Reader.rules(parse(json), "", resolver);
    }

    /**
     * Reads an event.
     *
     * @param json the JSON form of an event
     * @return the event, equal to the one written
     * @throws JsonFormatException if the text is not the JSON form of an event
     */
    public static GameEvent readEvent(String json) {
        return EventReader.event(parse(json), "", Reader.Table.ANY);
    }

    /**
     * Reads an action: its notation as a JSON string, exactly as {@link Action#notation()} writes it.
     *
     * @param json the JSON form of an action, such as {@code "\"play JH\""}
     * @return the action
     * @throws JsonFormatException if the text is not the JSON form of an action
     */
    public static Action readAction(String json) {
        return Reader.action(parse(json), "");
    }

    /**
     * Reads a hand's result. Whether each point was scored, and whether the count stopped, must agree
     * with the awards written.
     *
     * @param json the JSON form of a hand's result
     * @return the result, equal to the one written
     * @throws JsonFormatException if the text is not the JSON form of a hand's result
     */
    public static HandResult readHandResult(String json) {
        return Reader.handResult(parse(json), "", Reader.Table.ANY);
    }

    /**
     * Reads an award.
     *
     * @param json the JSON form of an award
     * @return the award, equal to the one written
     * @throws JsonFormatException if the text is not the JSON form of an award
     */
    public static Award readAward(String json) {
        return Reader.award(parse(json), "", Reader.Table.ANY);
    }

    /**
     * Reads a trick.
     *
     * @param json the JSON form of a trick
     * @return the trick, equal to the one written
     * @throws JsonFormatException if the text is not the JSON form of a trick
     */
    public static Trick readTrick(String json) {
        return Reader.trick(parse(json), "", Reader.Table.ANY);
    }

    /**
     * Reads an auction's high bid.
     *
     * @param json the JSON form of a contract
     * @return the contract, equal to the one written
     * @throws JsonFormatException if the text is not the JSON form of a contract
     */
    public static Contract readContract(String json) {
        return Reader.contract(parse(json), "", Reader.Table.ANY);
    }

    /** Parses the text with the strict parser of game records. */
    private static Object parse(String json) {
        Objects.requireNonNull(json, "json");
        if (json.length() > MAX_LENGTH) {
            throw new JsonFormatException("", "the text is longer than " + MAX_LENGTH + " characters");
        }
        try {
            return Json.parse(json);
        } catch (Json.SyntaxException e) {
            throw new JsonFormatException("", "malformed JSON at column " + e.column() + ": " + e.getMessage());
        }
    }
}
