package io.github.allfours.json;

import static io.github.allfours.json.Reader.CAUSES;
import static io.github.allfours.json.Reader.PACK;
import static io.github.allfours.json.Reader.SUITS;
import static io.github.allfours.json.Reader.action;
import static io.github.allfours.json.Reader.award;
import static io.github.allfours.json.Reader.card;
import static io.github.allfours.json.Reader.cards;
import static io.github.allfours.json.Reader.handResult;
import static io.github.allfours.json.Reader.ints;
import static io.github.allfours.json.Reader.optionalCard;
import static io.github.allfours.json.Reader.trick;
import static io.github.allfours.json.Reader.word;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.game.Action;
import io.github.allfours.game.Call;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Trick;
import io.github.allfours.internal.Text;
import io.github.allfours.json.Reader.Table;
import io.github.allfours.rules.Auction;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the JSON form of a {@link GameEvent} (docs/json.md, "Events"): the {@code "type"} word chooses the
 * kind, and the event's fields are read as strictly as a view's ({@link Reader}).
 */
final class EventReader {
    private EventReader() {
    }

    static GameEvent event(Object value, String path, Table t) {
        if (!(value instanceof Map<?, ?> m)) {
            throw new JsonFormatException(path, "expected an event (a JSON object), found " + Fields.kind(value));
        }
        Object typeValue = m.get("type");
        String typePath = path.isEmpty() ? "type" : path + ".type";
        if (typeValue == null) {
            throw new JsonFormatException(path, "an event has no \"type\" field");
        }
        if (!(typeValue instanceof String type)) {
            throw new JsonFormatException(typePath, "must be a string, found " + Fields.kind(typeValue));
        }
        switch (type) {
            case "dealt": {
                Fields f = fields(value, path, type, "dealNumber", "handNumber", "dealer", "deck");
                int handNumber = f.integer("handNumber", 0, Integer.MAX_VALUE);
                int dealNumber = f.integer("dealNumber", handNumber, Integer.MAX_VALUE);
                int dealer = f.integer("dealer", 0, t.seats() - 1);
                Optional<DeckOrder> deck = Optional.empty();
                if (!f.isNull("deck")) {
                    List<Object> raw = f.list("deck");
                    List<Card> cards = new ArrayList<>(raw.size());
                    for (int i = 0; i < raw.size(); i++) {
                        cards.add(card(raw.get(i), f.at("deck") + "[" + i + "]"));
                    }
                    try {
                        deck = Optional.of(DeckOrder.of(cards));
                    } catch (IllegalArgumentException e) {
                        throw f.error("deck", e.getMessage());
                    }
                }
                return new GameEvent.Dealt(dealNumber, handNumber, dealer, deck);
            }
            case "turned-up": {
                Fields f = fields(value, path, type, "card", "round");
                return new GameEvent.TurnedUp(card(f.get("card"), f.at("card")), f.integer("round", 0, PACK));
            }
            case "called": {
                Fields f = fields(value, path, type, "seat", "call");
                int seat = seat(f, t);
                Action a = action(f.get("call"), f.at("call"));
                if (!(a instanceof Call c)) {
                    throw f.error("call", "\"" + a.notation() + "\" is no call (stand, beg, give, run, ...)");
                }
                return new GameEvent.Called(seat, c);
            }
            case "bid-made": {
                Fields f = fields(value, path, type, "seat", "points");
                return new GameEvent.BidMade(seat(f, t), f.integer("points", 1, Auction.MAX_BID));
            }
            case "drew": {
                Fields f = fields(value, path, type, "seat", "card", "faceUp");
                return new GameEvent.Drew(seat(f, t), optionalCard(f, "card"), f.bool("faceUp"));
            }
            case "exposed": {
                Fields f = fields(value, path, type, "seat", "card");
                return new GameEvent.Exposed(seat(f, t), card(f.get("card"), f.at("card")));
            }
            case "card-called": {
                Fields f = fields(value, path, type, "seat", "card");
                return new GameEvent.CardCalled(seat(f, t), card(f.get("card"), f.at("card")));
            }
            case "played": {
                Fields f = fields(value, path, type, "seat", "card");
                return new GameEvent.Played(seat(f, t), card(f.get("card"), f.at("card")));
            }
            case "threw-in": {
                Fields f = fields(value, path, type, "seat", "cards");
                return new GameEvent.ThrewIn(seat(f, t), cards(f.get("cards"), f.at("cards")));
            }
            case "taken-back": {
                Fields f = fields(value, path, type, "seat", "cards");
                return new GameEvent.TakenBack(seat(f, t), cards(f.get("cards"), f.at("cards")));
            }
            case "call-lapsed": {
                Fields f = fields(value, path, type, "seat", "card");
                return new GameEvent.CallLapsed(seat(f, t), card(f.get("card"), f.at("card")));
            }
            case "discarded": {
                Fields f = fields(value, path, type, "seat", "card");
                return new GameEvent.Discarded(seat(f, t), optionalCard(f, "card"));
            }
            case "trumps-fixed": {
                Fields f = fields(value, path, type, "trump");
                return new GameEvent.TrumpsFixed(word(f, "trump", SUITS));
            }
            case "redealt": {
                Fields f = fields(value, path, type, "dealer", "cause");
                return new GameEvent.Redealt(f.integer("dealer", 0, t.seats() - 1), word(f, "cause", CAUSES));
            }
            case "trick-taken": {
                Fields f = fields(value, path, type, "trick");
                Trick trick = trick(f.get("trick"), f.at("trick"), t);
                if (trick.winner().isEmpty()) {
                    throw new JsonFormatException(f.at("trick") + ".winner", "a trick taken has a winner, not null");
                }
                return new GameEvent.TrickTaken(trick);
            }
            case "awarded": {
                Fields f = fields(value, path, type, "award");
                return new GameEvent.Awarded(award(f.get("award"), f.at("award"), t));
            }
            case "hand-counted": {
                Fields f = fields(value, path, type, "result", "scores");
                HandResult result = handResult(f.get("result"), f.at("result"), t);
                return new GameEvent.HandCounted(result, ints(f.get("scores"), f.at("scores"), result.gameValues().size(),
                    Integer.MIN_VALUE, Integer.MAX_VALUE));
            }
            case "match-won": {
                Fields f = fields(value, path, type, "side", "scores");
                List<Integer> scores = ints(f.get("scores"), f.at("scores"), -1, Integer.MIN_VALUE, Integer.MAX_VALUE);
                if (scores.size() < 2 || scores.size() > t.sides()) {
                    throw f.error("scores", "one score a side, 2 to " + t.sides() + " sides, not " + scores.size());
                }
                return new GameEvent.MatchWon(f.integer("side", 0, scores.size() - 1), scores);
            }
            default:
                throw new JsonFormatException(typePath, "unknown event type \"" + Text.excerpt(type) + "\"; expected one of "
                    + String.join(", ", Events.TYPES));
        }
    }

    /** The fields of an event of {@code type}: {@code "type"} and {@code keys}. */
    private static Fields fields(Object value, String path, String type, String... keys) {
        Set<String> known = new java.util.HashSet<>(List.of(keys));
        known.add("type");
        return Fields.of(value, path, "a \"" + type + "\" event", known);
    }

    private static int seat(Fields f, Table t) {
        return f.integer("seat", 0, t.seats() - 1);
    }

}
