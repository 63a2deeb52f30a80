package io.github.allfours.record;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardFormatException;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.game.Action;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.HandResult;
import io.github.allfours.internal.Json;
import io.github.allfours.internal.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Parses one line of the {@code allfours-record/1} format into its typed {@link RecordLine}, strictly: for
 * {@link GameRecordReader#parseLine}, which the reader calls for every line it reads.
 */
final class LineParser {
    private static final Map<String, AwardReason> REASONS;

    static {
        Map<String, AwardReason> m = new java.util.HashMap<>();
        for (AwardReason r : AwardReason.values()) {
            m.put(r.code(), r);
        }
        REASONS = Map.copyOf(m);
    }

    private LineParser() {
    }

    static RecordLine parse(String text, int lineNumber) throws RecordFormatException {
        Objects.requireNonNull(text, "text");
        if (text.length() > GameRecordReader.MAX_LINE_LENGTH) {
            throw new RecordFormatException(lineNumber, GameRecordReader.TOO_LONG);
        }
        Object value;
        try {
            value = Json.parse(text);
        } catch (Json.SyntaxException e) {
            throw new RecordFormatException(lineNumber, "malformed JSON at column " + e.column() + ": " + e.getMessage());
        }
        if (!(value instanceof Map)) {
            throw new RecordFormatException(lineNumber, "expected a JSON object, found " + kind(value));
        }
        @SuppressWarnings("unchecked")
        Fields f = new Fields((Map<String, Object>) value, lineNumber);
        String type = f.string("type");
        RecordLine line;
        switch (type) {
            case "match":
                line = match(f);
                break;
            case "deal":
                line = deal(f);
                break;
            case "action":
                line = action(f);
                break;
            case "points":
                line = points(f);
                break;
            case "hand":
                List<Integer> totals = f.intList("totals");
                int allFour = f.has("allFour") ? f.natural("allFour") : HandResult.NOBODY;
                if (allFour >= totals.size()) {
                    throw f.error("\"allFour\" names side " + allFour + " but there are " + totals.size() + " sides");
                }
                line = new HandLine(totals, allFour);
                break;
            case "end":
                line = new EndLine(f.natural("winner"), f.intList("totals"));
                break;
            case "lapse":
                line = new LapseLine(f.natural("seat"), f.card(f.get("card"), "\"card\""));
                break;
            default:
                throw f.error("unknown line type \"" + Text.excerpt(type) + "\"; expected match, deal, action, points, "
                    + "lapse, hand or end");
        }
        f.requireNoOthers();
        return line;
    }

    private static MatchLine match(Fields f) throws RecordFormatException {
        String format = f.string("format");
        if (!format.equals(RecordLine.FORMAT)) {
            throw f.error("unsupported format \"" + Text.excerpt(format) + "\"; this reader reads " + RecordLine.FORMAT);
        }
        String variant = f.string("variant");
        int seats = f.natural("seats");
        List<Object> rawSides = f.list("sides");
        List<List<Integer>> sides = new ArrayList<>(rawSides.size());
        for (int i = 0; i < rawSides.size(); i++) {
            Object side = rawSides.get(i);
            if (!(side instanceof List)) {
                throw f.error("\"sides\"[" + i + "] must be an array of seats, found " + kind(side));
            }
            sides.add(f.ints((List<?>) side, "sides[" + i + "]"));
        }
        List<Integer> packets = f.intList("packets");
        int target = f.natural("target");
        int firstDealer = f.natural("firstDealer");
        Map<String, Object> options = f.has("options") ? f.options("options") : Map.of();
        return new MatchLine(variant, seats, sides, packets, target, firstDealer, options);
    }

    private static DealLine deal(Fields f) throws RecordFormatException {
        int dealer = f.natural("dealer");
        List<Object> raw = f.list("deck");
        List<Card> cards = new ArrayList<>(raw.size());
        for (int i = 0; i < raw.size(); i++) {
            cards.add(f.card(raw.get(i), "\"deck\"[" + i + "]"));
        }
        try {
            return new DealLine(dealer, DeckOrder.of(cards));
        } catch (IllegalArgumentException e) {
            throw f.error("\"deck\": " + e.getMessage());
        }
    }

    private static ActionLine action(Fields f) throws RecordFormatException {
        int seat = f.natural("seat");
        List<Object> raw = f.list("legal");
        List<Action> legal = new ArrayList<>(raw.size());
        for (int i = 0; i < raw.size(); i++) {
            legal.add(f.action(raw.get(i), "\"legal\"[" + i + "]"));
        }
        Action action = f.action(f.get("action"), "\"action\"");
        return new ActionLine(seat, legal, action);
    }

    private static PointsLine points(Fields f) throws RecordFormatException {
        int side = f.natural("side");
        int points = f.integer("points");
        String code = f.string("reason");
        AwardReason reason = REASONS.get(code);
        if (reason == null) {
            throw f.error("unknown reason \"" + Text.excerpt(code) + "\"; expected one of " + REASONS.keySet());
        }
        Card card = f.has("card") ? f.card(f.get("card"), "\"card\"") : null;
        return new PointsLine(side, points, reason, card);
    }

    private static String kind(Object v) {
        if (v instanceof Map) {
            return "an object";
        }
        if (v instanceof List) {
            return "an array";
        }
        if (v instanceof String) {
            return "a string";
        }
        if (v instanceof Integer) {
            return "a number";
        }
        if (v instanceof Json.OtherNumber n) {
            return "the number " + n.problem();
        }
        if (v instanceof Boolean) {
            return "a boolean";
        }
        return "null";
    }


    /** The fields of one line's object, read with checks; remembers which were read. */
    private static final class Fields {
        private final Map<String, Object> map;
        private final int lineNumber;
        private int used;

        Fields(Map<String, Object> map, int lineNumber) {
            this.map = map;
            this.lineNumber = lineNumber;
        }

        RecordFormatException error(String problem) {
            return new RecordFormatException(lineNumber, problem);
        }

        boolean has(String key) {
            return map.containsKey(key);
        }

        Object get(String key) throws RecordFormatException {
            Object v = map.get(key);
            if (v == null) {
                String type = map.get("type") instanceof String ? Text.excerpt((String) map.get("type")) + " " : "";
                throw error("the " + type + "line has no \"" + key + "\" field");
            }
            used++;
            return v;
        }

        String string(String key) throws RecordFormatException {
            Object v = get(key);
            if (!(v instanceof String)) {
                throw error("\"" + key + "\" must be a string, found " + kind(v));
            }
            return (String) v;
        }

        int integer(String key) throws RecordFormatException {
            return toInt(get(key), "\"" + key + "\"");
        }

        int natural(String key) throws RecordFormatException {
            int n = integer(key);
            if (n < 0) {
                throw error("\"" + key + "\" may not be negative: " + n);
            }
            return n;
        }

        @SuppressWarnings("unchecked")
        List<Object> list(String key) throws RecordFormatException {
            Object v = get(key);
            if (!(v instanceof List)) {
                throw error("\"" + key + "\" must be an array, found " + kind(v));
            }
            return (List<Object>) v;
        }

        List<Integer> intList(String key) throws RecordFormatException {
            return ints(list(key), key);
        }

        List<Integer> ints(List<?> raw, String what) throws RecordFormatException {
            List<Integer> out = new ArrayList<>(raw.size());
            for (int i = 0; i < raw.size(); i++) {
                out.add(toInt(raw.get(i), "\"" + what + "\"[" + i + "]"));
            }
            return out;
        }

        int toInt(Object v, String what) throws RecordFormatException {
            if (!(v instanceof Integer)) {
                throw error(what + " must be an integer, found " + kind(v));
            }
            return (Integer) v;
        }

        /**
         * A match line's rule options: an object whose values are booleans, integers, strings, or objects
         * of integers (the turn-up table). Integers come back as {@link Integer}s, as a rule set writes them.
         */
        Map<String, Object> options(String key) throws RecordFormatException {
            Object v = get(key);
            if (!(v instanceof Map)) {
                throw error("\"" + key + "\" must be an object of rule options, found " + kind(v));
            }
            Map<String, Object> out = new java.util.LinkedHashMap<>();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                String name = (String) e.getKey();
                out.put(name, optionValue(e.getValue(), "\"" + key + "\"." + Text.excerpt(name), true));
            }
            return out;
        }

        private Object optionValue(Object v, String what, boolean nest) throws RecordFormatException {
            if (v instanceof Boolean || v instanceof String) {
                return v;
            }
            if (v instanceof Integer) {
                return v;
            }
            if (nest && v instanceof Map) {
                Map<String, Object> out = new java.util.LinkedHashMap<>();
                for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                    String name = (String) e.getKey();
                    out.put(name, toInt(e.getValue(), what + "." + Text.excerpt(name)));
                }
                return out;
            }
            throw error(what + " must be a boolean, an integer, a word" + (nest ? " or an object of integers" : "")
                + ", found " + kind(v));
        }

        Card card(Object v, String what) throws RecordFormatException {
            if (!(v instanceof String)) {
                throw error(what + " must be a card such as \"JS\", found " + kind(v));
            }
            String s = (String) v;
            Card c;
            try {
                c = Card.parse(s);
            } catch (CardFormatException e) {
                throw error(what + ": " + e.getMessage());
            }
            if (!c.toString().equals(s)) {
                throw error(what + ": \"" + Text.excerpt(s) + "\" must be written \"" + c + "\" in a record");
            }
            return c;
        }

        Action action(Object v, String what) throws RecordFormatException {
            if (!(v instanceof String)) {
                throw error(what + " must be an action such as \"stand\" or \"play JS\", found " + kind(v));
            }
            String s = (String) v;
            Action a;
            try {
                a = Action.parse(s);
            } catch (IllegalArgumentException e) { // CardFormatException included
                throw error(what + ": " + e.getMessage());
            }
            if (!a.notation().equals(s)) {
                throw error(what + ": \"" + Text.excerpt(s) + "\" must be written \"" + a.notation() + "\" in a record");
            }
            return a;
        }

        void requireNoOthers() throws RecordFormatException {
            if (used != map.size()) {
                List<String> extra = new ArrayList<>();
                int count = 0;
                for (String k : map.keySet()) {
                    if (!isKnown(k) && count++ < 5) {
                        extra.add(Text.excerpt(k));
                    }
                }
                throw error("unexpected field" + (count == 1 ? " " : "s ") + String.join(", ", quoted(extra))
                    + (count > extra.size() ? " and " + (count - extra.size()) + " more" : "")
                    + " in a " + map.get("type") + " line");
            }
        }

        private boolean isKnown(String key) {
            switch (String.valueOf(map.get("type"))) {
                case "match":
                    return List.of("type", "format", "variant", "seats", "sides", "packets", "target", "firstDealer",
                        "options").contains(key);
                case "deal":
                    return List.of("type", "dealer", "deck").contains(key);
                case "action":
                    return List.of("type", "seat", "legal", "action").contains(key);
                case "points":
                    return List.of("type", "side", "points", "reason", "card").contains(key);
                case "hand":
                    return List.of("type", "totals", "allFour").contains(key);
                case "end":
                    return List.of("type", "winner", "totals").contains(key);
                case "lapse":
                    return List.of("type", "seat", "card").contains(key);
                default:
                    return false;
            }
        }

        private static List<String> quoted(List<String> keys) {
            List<String> out = new ArrayList<>();
            for (String k : keys) {
                out.add("\"" + k + "\"");
            }
            return out;
        }
    }
}
