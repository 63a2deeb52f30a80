package io.github.allfours.json;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.AuctionCall;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Bid;
import io.github.allfours.game.Call;
import io.github.allfours.game.Contract;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.RedealCause;
import io.github.allfours.game.TableCalls;
import io.github.allfours.game.Trick;
import io.github.allfours.internal.Json;
import io.github.allfours.internal.Text;
import io.github.allfours.record.RuleSetResolver;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.InvalidRuleSetException;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Reads the JSON form of {@link AllFoursJson} from parsed JSON, checking every field; each problem is a
 * {@link JsonFormatException} naming the field's path.
 */
final class Reader {
    /** The most cards a pack, and so any hand, trick or set, holds. */
    static final int PACK = 52;

    private static final Map<String, Phase> PHASES = byName(Phase.values());
    static final Map<String, RedealCause> CAUSES = byName(RedealCause.values());
    static final Map<String, AwardReason> REASONS;
    static final Map<String, Suit> SUITS;

    static {
        Map<String, AwardReason> reasons = new HashMap<>();
        for (AwardReason r : AwardReason.values()) {
            reasons.put(r.code(), r);
        }
        REASONS = Map.copyOf(reasons);
        Map<String, Suit> suits = new HashMap<>();
        for (Suit s : Suit.values()) {
            suits.put(s.name().toLowerCase(Locale.ROOT), s);
        }
        SUITS = Map.copyOf(suits);
    }

    private static final Set<String> VIEW_KEYS = Set.of("rules", "seat", "phase", "toAct", "dealer", "handNumber",
        "dealNumber", "hand", "handHidden", "handSizes", "inPlay", "trump", "turnUp", "setAside", "stockSize",
        "discardCount", "currentTrick", "lastTrick", "tricksPlayed", "played", "scores", "awards", "lastHandResult",
        "winner", "legalActions", "contract", "auction", "stockTop", "knownCards", "thrownIn", "revokes", "tricks",
        "tableCalls");
    private static final Set<String> RULE_KEYS = Set.of("id", "name", "seats", "sides", "target", "packets", "named",
        "options");
    private static final Set<String> TRICK_KEYS = Set.of("hand", "cards", "seats", "thrownIn", "winner");
    private static final Set<String> AWARD_KEYS = Set.of("hand", "deal", "side", "points", "reason", "card");
    private static final Set<String> CONTRACT_KEYS = Set.of("seat", "points");
    private static final Set<String> AUCTION_CALL_KEYS = Set.of("seat", "call");
    private static final Set<String> RESULT_KEYS = Set.of("hand", "dealer", "trump", "high", "highSide", "highScored",
        "low", "lowSide", "lowScored", "jack", "jackSide", "hangJack", "jackScored", "gameSide", "gameScored",
        "gameValues", "countStopped", "awards", "thrownIn");

    private Reader() {
    }

    /**
     * The table that seat and side numbers are checked against: the view's rule set's, or
     * {@link #ANY} when a value is read on its own.
     *
     * @param seats the number of seats
     * @param sides the number of sides
     */
    record Table(int seats, int sides) {
        /** Any table the library deals for. */
        static final Table ANY = new Table(RuleSet.MAX_SEATS, RuleSet.MAX_SEATS);
    }

    // ------------------------------------------------------------------------------------ views

    static SeatView view(Object value, String path, RuleSetResolver resolver) {
        Fields f = Fields.of(value, path, "a seat's view", VIEW_KEYS);
        RuleSet rules = rules(f.get("rules"), f.at("rules"), resolver);
        Table t = new Table(rules.seats(), rules.sides());
        int seat = f.integer("seat", -1, t.seats - 1);
        Phase phase = word(f, "phase", PHASES);
        int toAct = f.integer("toAct", -1, t.seats - 1);
        int dealer = f.integer("dealer", 0, t.seats - 1);
        int handNumber = f.integer("handNumber", 0, Integer.MAX_VALUE);
        int dealNumber = f.integer("dealNumber", 0, Integer.MAX_VALUE);
        CardSet hand = cards(f.get("hand"), f.at("hand"));
        boolean handHidden = f.bool("handHidden");
        List<Integer> handSizes = ints(f.get("handSizes"), f.at("handSizes"), t.seats, 0, PACK);
        List<Object> rawInPlay = sized(f.get("inPlay"), f.at("inPlay"), t.seats);
        List<Boolean> inPlay = new ArrayList<>(rawInPlay.size());
        for (int i = 0; i < rawInPlay.size(); i++) {
            if (!(rawInPlay.get(i) instanceof Boolean b)) {
                throw new JsonFormatException(f.at("inPlay") + "[" + i + "]", "must be true or false, found "
                    + Fields.kind(rawInPlay.get(i)));
            }
            inPlay.add(b);
        }
        Optional<Suit> trump = optionalSuit(f, "trump");
        Optional<Card> turnUp = optionalCard(f, "turnUp");
        CardSet setAside = cards(f.get("setAside"), f.at("setAside"));
        int stockSize = f.integer("stockSize", 0, PACK);
        int discardCount = f.integer("discardCount", 0, PACK);
        Trick currentTrick = trick(f.get("currentTrick"), f.at("currentTrick"), t);
        Optional<Trick> lastTrick = f.isNull("lastTrick") ? Optional.empty()
            : Optional.of(trick(f.get("lastTrick"), f.at("lastTrick"), t));
        int tricksPlayed = f.integer("tricksPlayed", 0, PACK);
        CardSet played = cards(f.get("played"), f.at("played"));
        List<Integer> scores = ints(f.get("scores"), f.at("scores"), t.sides, Integer.MIN_VALUE, Integer.MAX_VALUE);
        List<Award> awards = awards(f.get("awards"), f.at("awards"), t);
        Optional<HandResult> lastHandResult = f.isNull("lastHandResult") ? Optional.empty()
            : Optional.of(handResult(f.get("lastHandResult"), f.at("lastHandResult"), t));
        OptionalInt winner = f.isNull("winner") ? OptionalInt.empty()
            : OptionalInt.of(f.integer("winner", 0, t.sides - 1));
        List<Object> rawLegal = f.list("legalActions");
        List<Action> legal = new ArrayList<>(rawLegal.size());
        for (int i = 0; i < rawLegal.size(); i++) {
            legal.add(action(rawLegal.get(i), f.at("legalActions") + "[" + i + "]"));
        }
        Optional<Contract> contract = f.isNull("contract") ? Optional.empty()
            : Optional.of(contract(f.get("contract"), f.at("contract"), t));
        List<Object> rawAuction = f.list("auction");
        if (rawAuction.size() > t.seats + 1) {
            throw f.error("auction", "at most one call a seat and elder's answer, " + (t.seats + 1) + " calls, not "
                + rawAuction.size());
        }
        List<AuctionCall> auction = new ArrayList<>(rawAuction.size());
        for (int i = 0; i < rawAuction.size(); i++) {
            auction.add(auctionCall(rawAuction.get(i), f.at("auction") + "[" + i + "]", t));
        }
        Optional<Card> stockTop = optionalCard(f, "stockTop");
        List<CardSet> knownCards = cardsBySeat(f, "knownCards", t.seats);
        List<CardSet> thrownIn = cardsBySeat(f, "thrownIn", t.seats);
        CardSet revokes = cards(f.get("revokes"), f.at("revokes"));
        List<Object> rawTricks = f.list("tricks");
        List<Trick> tricks = new ArrayList<>(rawTricks.size());
        for (int i = 0; i < rawTricks.size(); i++) {
            tricks.add(trick(rawTricks.get(i), f.at("tricks") + "[" + i + "]", t));
        }
        Fields c = Fields.of(f.get("tableCalls"), f.at("tableCalls"), "the table's calls",
            Set.of("revokesCalled", "cardsCalled", "sidesBarred", "seatsPeeked", "cardsExposed", "revokeCallers"));
        Object rawCallers = c.get("revokeCallers");
        int callersSize = Fields.list(rawCallers, c.at("revokeCallers")).isEmpty() ? 0 : t.seats;
        TableCalls calls = new TableCalls(cards(c.get("revokesCalled"), c.at("revokesCalled")),
            cards(c.get("cardsCalled"), c.at("cardsCalled")),
            increasing(ints(c.get("sidesBarred"), c.at("sidesBarred"), -1, 0, t.sides - 1), c.at("sidesBarred")),
            increasing(ints(c.get("seatsPeeked"), c.at("seatsPeeked"), -1, 0, t.seats - 1), c.at("seatsPeeked")),
            cards(c.get("cardsExposed"), c.at("cardsExposed")),
            ints(rawCallers, c.at("revokeCallers"), callersSize, -1, t.seats - 1));
        return new SeatView(rules, seat, phase, toAct, dealer, handNumber, dealNumber, hand, handHidden, handSizes,
            inPlay, trump, turnUp, setAside, stockSize, discardCount, currentTrick, lastTrick, tricksPlayed, played,
            scores, awards, lastHandResult, winner, legal, contract, auction, stockTop, knownCards, thrownIn, revokes,
            tricks, calls.isEmpty() ? TableCalls.NONE : calls);
    }

    /** A list of card sets, one a seat, under {@code key}. */
    private static List<CardSet> cardsBySeat(Fields f, String key, int seats) {
        List<Object> raw = sized(f.get(key), f.at(key), seats);
        List<CardSet> out = new ArrayList<>(raw.size());
        for (int i = 0; i < raw.size(); i++) {
            out.add(cards(raw.get(i), f.at(key) + "[" + i + "]"));
        }
        return out;
    }

    // ------------------------------------------------------------------------------------ rule sets

    static RuleSet rules(Object value, String path, RuleSetResolver resolver) {
        Fields f = Fields.of(value, path, "a rule set", RULE_KEYS);
        String id = f.string("id");
        String name = f.string("name");
        int seats = f.integer("seats", 2, RuleSet.MAX_SEATS);
        List<Object> rawSides = f.list("sides");
        if (rawSides.size() < 2 || rawSides.size() > seats) {
            throw f.error("sides", "a table of " + seats + " seats has 2 to " + seats + " sides, not " + rawSides.size());
        }
        List<List<Integer>> sides = new ArrayList<>(rawSides.size());
        for (int i = 0; i < rawSides.size(); i++) {
            sides.add(ints(rawSides.get(i), f.at("sides") + "[" + i + "]", -1, 0, seats - 1));
        }
        int target = f.integer("target", 1, RuleSet.MAX_TARGET);
        List<Integer> packets = ints(f.get("packets"), f.at("packets"), -1, 1, PACK);
        boolean named = f.bool("named");
        Map<String, Object> options = options(f.get("options"), f.at("options"));
        RuleSet base;
        try {
            base = resolver.resolve(id, seats, sides.size());
        } catch (RuntimeException e) {
            throw f.error("id", "the resolver failed for \"" + Text.excerpt(id) + "\" (" + seats + " seats, "
                + sides.size() + " sides): " + Text.cut(String.valueOf(e.getMessage())));
        }
        if (base == null) {
            throw f.error("id", "no rule set \"" + Text.excerpt(id) + "\" for " + seats + " seats in " + sides.size()
                + " sides is known to the resolver");
        }
        RuleSet r;
        if (named) {
            if (!base.isNamed()) {
                throw f.error("named", "true, but the resolver's \"" + Text.excerpt(id) + "\" is a house-rule copy");
            }
            r = base;
        } else {
            try {
                r = base.target() == target ? base : base.withTarget(target);
                r = r.packets().equals(packets) ? r : r.withPackets(packets);
                r = r.withOptions(options);
            } catch (InvalidRuleSetException e) {
                throw f.error("options", "they make no valid house rule of \"" + Text.excerpt(id) + "\": "
                    + e.getMessage());
            }
        }
        if (!r.id().equals(id) || r.seats() != seats || r.sides() != sides.size()) {
            throw f.error("id", "the resolver gave " + r + " for \"" + Text.excerpt(id) + "\" (" + seats + " seats, "
                + sides.size() + " sides)");
        }
        if (!r.name().equals(name)) {
            throw f.error("name", "\"" + Text.excerpt(name) + "\", but the rule set \"" + Text.excerpt(id)
                + "\" is named \"" + Text.excerpt(r.name()) + "\"");
        }
        for (int side = 0; side < sides.size(); side++) {
            if (!sides.get(side).equals(r.seatsOf(side))) {
                throw new JsonFormatException(f.at("sides") + "[" + side + "]", Text.value(sides.get(side)) + ", but side " + side
                    + " of " + seats + " seats in " + sides.size() + " sides is seats " + r.seatsOf(side));
            }
        }
        if (r.target() != target) {
            throw f.error("target", target + ", but the named rule set \"" + Text.excerpt(id) + "\" plays to "
                + r.target() + " (a house rule says \"named\": false)");
        }
        if (!r.packets().equals(packets)) {
            throw f.error("packets", Text.value(packets) + ", but the named rule set \"" + Text.excerpt(id) + "\" deals "
                + r.packets() + " (a house rule says \"named\": false)");
        }
        Map<String, Object> actual = r.options();
        if (!actual.equals(options)) {
            List<String> differ = new ArrayList<>();
            for (String k : options.keySet()) {
                if (!options.get(k).equals(actual.get(k)) && differ.size() < 5) {
                    differ.add(Text.excerpt(k) + " " + Text.value(options.get(k)) + " (the rule set has " + actual.get(k) + ")");
                }
            }
            for (String k : actual.keySet()) {
                if (!options.containsKey(k) && differ.size() < 5) {
                    differ.add(k + " missing (the rule set has " + actual.get(k) + ")");
                }
            }
            throw f.error("options", "they are not the options of " + (named ? "the named rule set \"" : "the house rule of \"")
                + Text.excerpt(id) + "\": " + String.join("; ", differ));
        }
        return r;
    }

    /**
     * A rule set's options: an object of booleans, integers, words and, for the turn-up table, an object of
     * integers.
     */
    private static Map<String, Object> options(Object value, String path) {
        if (!(value instanceof Map<?, ?> m)) {
            throw new JsonFormatException(path, "must be an object of rule options, found " + Fields.kind(value));
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : m.entrySet()) {
            String key = (String) e.getKey();
            String at = path + "." + Text.excerpt(key);
            Object v = e.getValue();
            if (v instanceof Boolean || v instanceof Integer || v instanceof String) {
                out.put(key, v);
            } else if (v instanceof Map<?, ?> nested) {
                Map<String, Object> table = new LinkedHashMap<>();
                for (Map.Entry<?, ?> n : nested.entrySet()) {
                    String k = (String) n.getKey();
                    table.put(k, Fields.integer(n.getValue(), at + "." + Text.excerpt(k), Integer.MIN_VALUE,
                        Integer.MAX_VALUE));
                }
                out.put(key, table);
            } else {
                throw new JsonFormatException(at, "must be true, false, an integer, a word or an object of integers, "
                    + "found " + Fields.kind(v));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------------------------ parts

    static Trick trick(Object value, String path, Table t) {
        Fields f = Fields.of(value, path, "a trick", TRICK_KEYS);
        int hand = f.integer("hand", 0, Integer.MAX_VALUE);
        List<Object> rawCards = f.list("cards");
        if (rawCards.size() > t.seats) {
            throw f.error("cards", rawCards.size() + " cards, but a trick holds at most one a seat (" + t.seats + ")");
        }
        List<Card> cards = new ArrayList<>(rawCards.size());
        long seen = 0;
        for (int i = 0; i < rawCards.size(); i++) {
            String at = f.at("cards") + "[" + i + "]";
            Card c = card(rawCards.get(i), at);
            if ((seen & c.bit()) != 0) {
                throw new JsonFormatException(at, c + " is played twice");
            }
            seen |= c.bit();
            cards.add(c);
        }
        List<Object> rawSeats = f.list("seats");
        if (rawSeats.size() != cards.size()) {
            throw f.error("seats", rawSeats.size() + " seats for " + cards.size() + " cards: one seat for each card played");
        }
        List<Integer> seats = ints(rawSeats, f.at("seats"), -1, 0, t.seats - 1);
        int playedBy = 0;
        for (int i = 0; i < seats.size(); i++) {
            if ((playedBy & (1 << seats.get(i))) != 0) {
                throw new JsonFormatException(f.at("seats") + "[" + i + "]", "seat " + seats.get(i) + " plays twice");
            }
            playedBy |= 1 << seats.get(i);
        }
        CardSet thrownIn = cards(f.get("thrownIn"), f.at("thrownIn"));
        if ((thrownIn.bits() & seen) != 0) {
            throw f.error("thrownIn", CardSet.ofBits(thrownIn.bits() & seen) + " are also played to the trick");
        }
        OptionalInt winner = f.isNull("winner") ? OptionalInt.empty() : OptionalInt.of(f.integer("winner", 0, t.seats - 1));
        return new Trick(hand, cards, seats, thrownIn, winner);
    }

    static Award award(Object value, String path, Table t) {
        Fields f = Fields.of(value, path, "an award", AWARD_KEYS);
        int hand = f.integer("hand", 0, Integer.MAX_VALUE);
        int deal = f.integer("deal", hand, Integer.MAX_VALUE);
        int side = f.integer("side", 0, t.sides - 1);
        int points = f.integer("points", -RuleSet.MAX_TARGET, RuleSet.MAX_TARGET);
        if (points == 0) {
            throw f.error("points", "an award is never of 0 points");
        }
        AwardReason reason = word(f, "reason", REASONS);
        Card card = f.isNull("card") ? null : card(f.get("card"), f.at("card"));
        return new Award(hand, deal, side, points, reason, card);
    }

    static List<Award> awards(Object value, String path, Table t) {
        List<Object> raw = Fields.list(value, path);
        List<Award> out = new ArrayList<>(raw.size());
        for (int i = 0; i < raw.size(); i++) {
            out.add(award(raw.get(i), path + "[" + i + "]", t));
        }
        return out;
    }

    static Contract contract(Object value, String path, Table t) {
        Fields f = Fields.of(value, path, "a contract", CONTRACT_KEYS);
        return new Contract(f.integer("seat", 0, t.seats - 1), f.integer("points", 1, Auction.MAX_BID));
    }

    static AuctionCall auctionCall(Object value, String path, Table t) {
        Fields f = Fields.of(value, path, "an auction call", AUCTION_CALL_KEYS);
        int seat = f.integer("seat", 0, t.seats - 1);
        Action call = action(f.get("call"), f.at("call"));
        if (!(call instanceof Bid || call == Call.PASS || call == Call.SELL || call == Call.REFUSE)) {
            throw f.error("call", "an auction call is \"pass\", \"bid N\", \"sell\" or \"refuse\", not \""
                + call.notation() + "\"");
        }
        return new AuctionCall(seat, call);
    }

    static HandResult handResult(Object value, String path, Table table) {
        Fields f = Fields.of(value, path, "a hand's result", RESULT_KEYS);
        List<Integer> gameValues = ints(f.get("gameValues"), f.at("gameValues"), table == Table.ANY ? -1 : table.sides,
            0, Integer.MAX_VALUE);
        if (gameValues.size() < 2 || gameValues.size() > RuleSet.MAX_SEATS) {
            throw f.error("gameValues", "one value a side, 2 to " + RuleSet.MAX_SEATS + " sides, not " + gameValues.size());
        }
        Table t = table == Table.ANY ? new Table(RuleSet.MAX_SEATS, gameValues.size()) : table;
        int hand = f.integer("hand", 0, Integer.MAX_VALUE);
        int dealer = f.integer("dealer", 0, t.seats - 1);
        Optional<Suit> trump = optionalSuit(f, "trump");
        Optional<Card> high = optionalCard(f, "high");
        int highSide = f.integer("highSide", HandResult.NOBODY, t.sides - 1);
        Optional<Card> low = optionalCard(f, "low");
        int lowSide = f.integer("lowSide", HandResult.NOBODY, t.sides - 1);
        Optional<Card> jack = optionalCard(f, "jack");
        int jackSide = f.integer("jackSide", HandResult.NOBODY, t.sides - 1);
        boolean hangJack = f.bool("hangJack");
        int gameSide = f.integer("gameSide", HandResult.NOBODY, t.sides - 1);
        List<Award> awards = awards(f.get("awards"), f.at("awards"), t);
        boolean thrownIn = f.bool("thrownIn");
        HandResult r = new HandResult(hand, dealer, trump, high, highSide, low, lowSide, jack, jackSide, hangJack,
            gameSide, gameValues, awards, thrownIn);
        agrees(f, "highScored", r.highScored(), "High");
        agrees(f, "lowScored", r.lowScored(), "Low");
        agrees(f, "jackScored", r.jackScored(), "Jack");
        agrees(f, "gameScored", r.gameScored(), "Game");
        boolean stopped = f.bool("countStopped");
        if (stopped != r.countStopped()) {
            throw f.error("countStopped", stopped + ", but the sides and awards written say "
                + (r.countStopped() ? "a point taken was not scored" : "every point taken was scored or set back"));
        }
        return r;
    }

    private static void agrees(Fields f, String key, boolean derived, String point) {
        boolean written = f.bool(key);
        if (written != derived) {
            throw f.error(key, written + ", but the hand's awards hold " + (derived ? "one" : "none") + " for " + point);
        }
    }

    /** {@code values}, refused unless each is greater than the one before (a set written in order). */
    private static List<Integer> increasing(List<Integer> values, String path) {
        for (int i = 1; i < values.size(); i++) {
            if (values.get(i) <= values.get(i - 1)) {
                throw new JsonFormatException(path + "[" + i + "]", "must be greater than the one before it, "
                    + values.get(i - 1) + ", found " + values.get(i));
            }
        }
        return values;
    }

    // ------------------------------------------------------------------------------------ scalars

    static Action action(Object value, String path) {
        if (!(value instanceof String s)) {
            throw new JsonFormatException(path, "must be an action such as \"stand\" or \"play JS\", found "
                + Fields.kind(value));
        }
        Action a;
        try {
            a = Action.parse(s);
        } catch (IllegalArgumentException e) { // CardFormatException included
            throw new JsonFormatException(path, e.getMessage());
        }
        if (!a.notation().equals(s)) {
            throw new JsonFormatException(path, "\"" + Text.excerpt(s) + "\" must be written \"" + a.notation() + "\"");
        }
        return a;
    }

    static Card card(Object value, String path) {
        if (!(value instanceof String s)) {
            throw new JsonFormatException(path, "must be a card such as \"JS\", found " + Fields.kind(value));
        }
        Card c;
        try {
            c = Card.parse(s);
        } catch (IllegalArgumentException e) { // CardFormatException
            throw new JsonFormatException(path, e.getMessage());
        }
        if (!c.toString().equals(s)) {
            throw new JsonFormatException(path, "\"" + Text.excerpt(s) + "\" must be written \"" + c + "\"");
        }
        return c;
    }

    static Optional<Card> optionalCard(Fields f, String key) {
        return f.isNull(key) ? Optional.empty() : Optional.of(card(f.get(key), f.at(key)));
    }

    static Optional<Suit> optionalSuit(Fields f, String key) {
        return f.isNull(key) ? Optional.empty() : Optional.of(word(f, key, SUITS));
    }

    /** A set of cards: an array of distinct cards. */
    static CardSet cards(Object value, String path) {
        List<Object> raw = Fields.list(value, path);
        if (raw.size() > PACK) {
            throw new JsonFormatException(path, raw.size() + " cards, more than a pack");
        }
        long bits = 0;
        for (int i = 0; i < raw.size(); i++) {
            String at = path + "[" + i + "]";
            Card c = card(raw.get(i), at);
            if ((bits & c.bit()) != 0) {
                throw new JsonFormatException(at, c + " is in the set twice");
            }
            bits |= c.bit();
        }
        return CardSet.ofBits(bits);
    }

    /** An array of {@code size} elements ({@code size} -1: any size). */
    static List<Object> sized(Object value, String path, int size) {
        List<Object> raw = Fields.list(value, path);
        if (size >= 0 && raw.size() != size) {
            throw new JsonFormatException(path, "must hold " + size + " values, one a "
                + (path.endsWith("scores") || path.endsWith("gameValues") ? "side" : "seat") + ", not " + raw.size());
        }
        return raw;
    }

    /** An array of {@code size} integers ({@code size} -1: any size), each in {@code min..max}. */
    static List<Integer> ints(Object value, String path, int size, int min, int max) {
        List<Object> raw = sized(value, path, size);
        List<Integer> out = new ArrayList<>(raw.size());
        for (int i = 0; i < raw.size(); i++) {
            out.add(Fields.integer(raw.get(i), path + "[" + i + "]", min, max));
        }
        return out;
    }

    static <E> E word(Fields f, String key, Map<String, E> words) {
        String s = f.string(key);
        E e = words.get(s);
        if (e == null) {
            throw f.error(key, "unknown value \"" + Text.excerpt(s) + "\"; expected one of "
                + String.join(", ", new java.util.TreeSet<>(words.keySet())));
        }
        return e;
    }

    private static <E extends Enum<E>> Map<String, E> byName(E[] values) {
        Map<String, E> m = new HashMap<>();
        for (E e : values) {
            m.put(e.name(), e);
        }
        return Map.copyOf(m);
    }
}
