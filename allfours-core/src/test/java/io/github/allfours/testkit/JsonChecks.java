package io.github.allfours.testkit;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Violation;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.Contract;
import io.github.allfours.game.Expose;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Trick;
import io.github.allfours.json.AllFoursJson;
import io.github.allfours.record.RuleSetResolver;
import io.github.allfours.rules.RuleSet;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Round trips through {@link AllFoursJson}: every value written is read back equal, and the text
 * validates against the value's schema in {@link AllFoursJson#schema()} (by a JSON Schema validator of its
 * own, networknt's). One checker serves a whole match: {@link #state} for every state, {@link #events}
 * for the events of every step.
 */
public final class JsonChecks {
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
        b -> b.schemas(Map.of(AllFoursJson.SCHEMA_ID, AllFoursJson.schema())));
    private static final Schema VIEW = schema("seatView");
    private static final Schema EVENT = schema("gameEvent");
    private static final Schema ACTION = schema("action");
    private static final Schema RESULT = schema("handResult");
    private static final Schema AWARD = schema("award");
    private static final Schema TRICK = schema("trick");
    private static final Schema CONTRACT = schema("contract");
    private static final Schema RULES = schema("ruleSet");
    private static final Schema VIOLATION = schema("violation");
    /** Actions tried for every seat of every state checked, for the refusals they draw. */
    private static final List<Action> TRIED = List.of(Action.STAND, Action.BEG, Action.bid(4), Action.CALL_REVOKE,
        Action.play(Card.parse("JH")), Action.discard(Card.parse("2C")));

    private final RuleSetResolver resolver;
    private long values;
    private long states;
    /**
     * The values this checker has checked, by their schema and the text written for them. A state repeats most
     * of its predecessor's values (the rule set, the hand results so far, the same legal actions, the trick);
     * a value equal to one checked before and written as the same text would be read back, written again and
     * validated to the same results, so it is counted and not checked again. A value written as the text of a
     * value it does not equal is still checked in full (and fails if it is read back as the other).
     */
    private final Map<Schema, Map<String, Object>> checked = new HashMap<>();

    /**
     * @param resolver finds the named rule sets of the matches checked
     */
    public JsonChecks(RuleSetResolver resolver) {
        this.resolver = resolver;
    }

    /**
     * The schema of one value, by its name under {@code $defs}.
     *
     * @param name such as {@code seatView}
     * @return the schema
     */
    public static Schema schema(String name) {
        return REGISTRY.getSchema(SchemaLocation.of(AllFoursJson.SCHEMA_ID + "#/$defs/" + name));
    }

    /**
     * The schema's complaints about a text, empty when it validates.
     *
     * @param schema a value's schema
     * @param json   the text
     * @return the errors
     */
    public static List<Error> errors(Schema schema, String json) {
        return schema.validate(json, InputFormat.JSON);
    }

    /**
     * Checks every value a state holds: every seat's view, a spectator's view (seat -1, without hand, legal
     * actions or revokes), every legal action, the hand results, the awards, the tricks, the contract and
     * the rule set; and the refusals of two actions tried, taking turns among a few actions and every seat (and
     * seats not at the table).
     *
     * @param s a state
     */
    public void state(GameState s) {
        RuleSet rules = s.rules();
        roundTrip(rules, RULES, AllFoursJson::write, t -> AllFoursJson.readRuleSet(t, resolver));
        for (int seat = 0; seat < rules.seats(); seat++) {
            SeatView v = s.viewFor(seat);
            view(v);
            for (Action a : v.legalActions()) {
                roundTrip(a, ACTION, AllFoursJson::write, AllFoursJson::readAction);
            }
            v.contract().ifPresent(c -> roundTrip(c, CONTRACT, AllFoursJson::write, AllFoursJson::readContract));
            roundTrip(v.currentTrick(), TRICK, AllFoursJson::write, AllFoursJson::readTrick);
        }
        // two refusals a state, the actions and seats taking turns: the seat to act, another, one not at the table
        int mover = Math.max(s.toAct(), 0);
        for (int seat : new int[] {mover, (int) (states % (rules.seats() + 2)) - 1}) {
            s.check(seat, TRIED.get((int) (states++ % TRIED.size())))
                .ifPresent(v -> roundTrip(v, VIOLATION, AllFoursJson::write, AllFoursJson::readViolation));
        }
        view(spectator(s.viewFor(0)));
        for (HandResult r : s.handResults()) {
            roundTrip(r, RESULT, AllFoursJson::write, AllFoursJson::readHandResult);
        }
        List<Award> awards = s.awards();
        if (!awards.isEmpty()) {
            roundTrip(awards.get(awards.size() - 1), AWARD, AllFoursJson::write, AllFoursJson::readAward);
        }
    }

    /**
     * Checks a view.
     *
     * @param v a view
     */
    public void view(SeatView v) {
        roundTrip(v, VIEW, AllFoursJson::write, t -> AllFoursJson.readView(t, resolver));
    }

    /**
     * Checks events as the host has them and as each seat may know them.
     *
     * @param events the events of one step
     * @param seats  the number of seats
     */
    public void events(List<GameEvent> events, int seats) {
        for (GameEvent e : events) {
            roundTrip(e, EVENT, AllFoursJson::write, AllFoursJson::readEvent);
            for (int seat = 0; seat < seats; seat++) {
                GameEvent seen = e.seenBy(seat);
                if (seen != e) {
                    roundTrip(seen, EVENT, AllFoursJson::write, AllFoursJson::readEvent);
                }
            }
        }
    }

    /**
     * Plays one match by random legal choices (as {@link RandomMatches} chooses them, table mode's claims
     * out of turn included) and checks every state and the events of every step.
     *
     * @param rules    the rule set
     * @param deckSeed the seed of the deals
     * @param playSeed the seed of the choices and of the first dealer
     * @return the final state
     */
    public GameState match(RuleSet rules, long deckSeed, long playSeed) {
        SplittableRandom random = new SplittableRandom(playSeed);
        List<GameEvent> events = new ArrayList<>();
        GameState s = GameState.start(rules, random.nextInt(rules.seats()), DeckSource.seeded(deckSeed), events::add);
        events(events, rules.seats());
        state(s);
        int steps = 0;
        while (!s.isOver()) {
            if (++steps > RandomMatches.MAX_ACTIONS) {
                throw new AssertionError("the match did not end after " + RandomMatches.MAX_ACTIONS + " actions");
            }
            int seat = s.toAct();
            Action a;
            if (rules.tableMode().isPresent() && random.nextInt(4) == 0) {
                seat = random.nextInt(rules.seats());
                List<Action> legal = s.legalActions(seat);
                if (legal.isEmpty()) {
                    continue;
                }
                a = legal.get(random.nextInt(legal.size()));
            } else {
                a = s.legalActions().get(random.nextInt(RandomMatches.choices(s)));
            }
            if (a instanceof Expose && random.nextInt(4) != 0) {
                continue;
            }
            events.clear();
            s = s.apply(seat, a, events::add);
            events(events, rules.seats());
            state(s);
        }
        return s;
    }

    /** Returns how many values were written, read back and validated (a repeat of one checked before counts). */
    public long values() {
        return values;
    }

    /**
     * What anyone may see of a state: a seat's view without its hand, its legal actions and its revokes,
     * with seat -1 (as the table server shows spectators).
     *
     * @param v a seat's view
     * @return the spectator's view
     */
    public static SeatView spectator(SeatView v) {
        return v.toBuilder().seat(-1).hand(CardSet.EMPTY).handHidden(true).legalActions(List.of())
            .revokes(CardSet.EMPTY).build();
    }

    private <T> void roundTrip(T value, Schema schema, Function<T, String> write, Function<String, T> read) {
        String json = write.apply(value);
        Map<String, Object> seen = checked.computeIfAbsent(schema, k -> new HashMap<>());
        if (value.equals(seen.get(json))) {
            values++;
            return;
        }
        appendsAlike(value, json);
        T back;
        try {
            back = read.apply(json);
        } catch (RuntimeException e) {
            throw new AssertionError("cannot read back " + json, e);
        }
        if (!value.equals(back)) {
            throw new AssertionError("read back " + back + " from " + json + ", not " + value);
        }
        String again = write.apply(back);
        if (!again.equals(json)) {
            throw new AssertionError("written again as " + again + ", not " + json);
        }
        List<Error> errors = errors(schema, json);
        if (!errors.isEmpty()) {
            throw new AssertionError("the schema refuses " + json + ": " + errors);
        }
        seen.put(json, value);
        values++;
    }

    /**
     * Checks that {@code AllFoursJson.write(value, out)} appends exactly {@code json}, the text of
     * {@code write(value)}: to a {@link StringBuilder} already holding text, and to a {@link StringWriter}.
     *
     * @param value a value of the JSON form
     * @param json  its text
     */
    public static void appendsAlike(Object value, String json) {
        StringBuilder sb = new StringBuilder("[1,");
        StringWriter w = new StringWriter();
        try {
            append(value, sb).append(']');
            append(value, w);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!sb.toString().equals("[1," + json + "]")) {
            throw new AssertionError("appended to a StringBuilder as " + sb + ", not [1," + json + "]");
        }
        if (!w.toString().equals(json)) {
            throw new AssertionError("appended to a Writer as " + w + ", not " + json);
        }
    }

    /** {@code AllFoursJson.write(value, out)} for a value of any type of the JSON form. */
    private static <A extends Appendable> A append(Object value, A out) throws IOException {
        if (value instanceof SeatView v) {
            return AllFoursJson.write(v, out);
        } else if (value instanceof GameEvent e) {
            return AllFoursJson.write(e, out);
        } else if (value instanceof Action a) {
            return AllFoursJson.write(a, out);
        } else if (value instanceof HandResult r) {
            return AllFoursJson.write(r, out);
        } else if (value instanceof Award a) {
            return AllFoursJson.write(a, out);
        } else if (value instanceof Trick t) {
            return AllFoursJson.write(t, out);
        } else if (value instanceof Contract c) {
            return AllFoursJson.write(c, out);
        } else if (value instanceof RuleSet r) {
            return AllFoursJson.write(r, out);
        } else if (value instanceof Violation v) {
            return AllFoursJson.write(v, out);
        }
        throw new AssertionError("no JSON form for " + value);
    }
}
