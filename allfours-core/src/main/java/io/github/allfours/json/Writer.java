package io.github.allfours.json;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.AuctionCall;
import io.github.allfours.game.Award;
import io.github.allfours.game.Contract;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.TableCalls;
import io.github.allfours.game.Trick;
import io.github.allfours.internal.Json;
import io.github.allfours.rules.RuleSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/** Writes the JSON form of {@link AllFoursJson}: objects on one line, fields in a fixed order. */
final class Writer {
    private Writer() {
    }

    static void view(StringBuilder sb, SeatView v) {
        sb.append('{');
        Json.key(sb, "rules");
        rules(sb, v.rules());
        Json.key(sb.append(','), "seat").append(v.seat());
        Json.key(sb.append(','), "phase");
        Json.appendString(sb, v.phase().name());
        Json.key(sb.append(','), "toAct").append(v.toAct());
        Json.key(sb.append(','), "dealer").append(v.dealer());
        Json.key(sb.append(','), "handNumber").append(v.handNumber());
        Json.key(sb.append(','), "dealNumber").append(v.dealNumber());
        Json.key(sb.append(','), "hand");
        cards(sb, v.hand());
        Json.key(sb.append(','), "handHidden").append(v.handHidden());
        Json.key(sb.append(','), "handSizes");
        Json.appendInts(sb, v.handSizes());
        Json.key(sb.append(','), "inPlay").append('[');
        for (int i = 0; i < v.inPlay().size(); i++) {
            sb.append(i > 0 ? "," : "").append(v.inPlay().get(i).booleanValue());
        }
        sb.append(']');
        Json.key(sb.append(','), "trump");
        suit(sb, v.trump());
        Json.key(sb.append(','), "turnUp");
        card(sb, v.turnUp());
        Json.key(sb.append(','), "setAside");
        cards(sb, v.setAside());
        Json.key(sb.append(','), "stockSize").append(v.stockSize());
        Json.key(sb.append(','), "discardCount").append(v.discardCount());
        Json.key(sb.append(','), "currentTrick");
        trick(sb, v.currentTrick());
        Json.key(sb.append(','), "lastTrick");
        if (v.lastTrick().isPresent()) {
            trick(sb, v.lastTrick().get());
        } else {
            sb.append("null");
        }
        Json.key(sb.append(','), "tricksPlayed").append(v.tricksPlayed());
        Json.key(sb.append(','), "played");
        cards(sb, v.played());
        Json.key(sb.append(','), "scores");
        Json.appendInts(sb, v.scores());
        Json.key(sb.append(','), "awards");
        awards(sb, v.awards());
        Json.key(sb.append(','), "lastHandResult");
        if (v.lastHandResult().isPresent()) {
            handResult(sb, v.lastHandResult().get());
        } else {
            sb.append("null");
        }
        Json.key(sb.append(','), "winner");
        optionalInt(sb, v.winner());
        Json.key(sb.append(','), "legalActions").append('[');
        List<Action> legal = v.legalActions();
        for (int i = 0; i < legal.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            Json.appendString(sb, legal.get(i).notation());
        }
        sb.append(']');
        Json.key(sb.append(','), "contract");
        if (v.contract().isPresent()) {
            contract(sb, v.contract().get());
        } else {
            sb.append("null");
        }
        Json.key(sb.append(','), "auction").append('[');
        for (int i = 0; i < v.auction().size(); i++) {
            AuctionCall c = v.auction().get(i);
            sb.append(i > 0 ? ",{" : "{");
            Json.key(sb, "seat").append(c.seat());
            Json.key(sb.append(','), "call");
            Json.appendString(sb, c.call().notation());
            sb.append('}');
        }
        sb.append(']');
        Json.key(sb.append(','), "stockTop");
        card(sb, v.stockTop());
        cardsBySeat(Json.key(sb.append(','), "knownCards"), v.knownCards());
        cardsBySeat(Json.key(sb.append(','), "thrownIn"), v.thrownIn());
        Json.key(sb.append(','), "revokes");
        cards(sb, v.revokes());
        Json.key(sb.append(','), "tricks").append('[');
        for (int i = 0; i < v.tricks().size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            trick(sb, v.tricks().get(i));
        }
        sb.append(']');
        TableCalls calls = v.tableCalls();
        Json.key(sb.append(','), "tableCalls").append('{');
        Json.key(sb, "revokesCalled");
        cards(sb, calls.revokesCalled());
        Json.key(sb.append(','), "cardsCalled");
        cards(sb, calls.cardsCalled());
        Json.key(sb.append(','), "sidesBarred");
        Json.appendInts(sb, calls.sidesBarred());
        Json.key(sb.append(','), "seatsPeeked");
        Json.appendInts(sb, calls.seatsPeeked());
        Json.key(sb.append(','), "cardsExposed");
        cards(sb, calls.cardsExposed());
        Json.key(sb.append(','), "revokeCallers");
        Json.appendInts(sb, calls.revokeCallers());
        sb.append("}}");
    }

    static void rules(StringBuilder sb, RuleSet r) {
        sb.append('{');
        Json.key(sb, "id");
        Json.appendString(sb, r.id());
        Json.key(sb.append(','), "name");
        Json.appendString(sb, r.name());
        Json.key(sb.append(','), "seats").append(r.seats());
        Json.key(sb.append(','), "sides").append('[');
        for (int side = 0; side < r.sides(); side++) {
            if (side > 0) {
                sb.append(',');
            }
            Json.appendInts(sb, r.seatsOf(side));
        }
        sb.append(']');
        Json.key(sb.append(','), "target").append(r.target());
        Json.key(sb.append(','), "packets");
        Json.appendInts(sb, r.packets());
        Json.key(sb.append(','), "named").append(r.isNamed());
        Json.key(sb.append(','), "options");
        Json.appendObject(sb, r.options());
        sb.append('}');
    }

    static void trick(StringBuilder sb, Trick t) {
        sb.append('{');
        Json.key(sb, "hand").append(t.hand());
        Json.key(sb.append(','), "cards").append('[');
        for (int i = 0; i < t.size(); i++) {
            sb.append(i > 0 ? ",\"" : "\"").append(t.cardAt(i)).append('"');
        }
        sb.append(']');
        Json.key(sb.append(','), "seats");
        Json.appendInts(sb, t.seats());
        Json.key(sb.append(','), "thrownIn");
        cards(sb, t.thrownIn());
        Json.key(sb.append(','), "winner");
        optionalInt(sb, t.winner());
        sb.append('}');
    }

    static void award(StringBuilder sb, Award a) {
        sb.append('{');
        Json.key(sb, "hand").append(a.hand());
        Json.key(sb.append(','), "deal").append(a.deal());
        Json.key(sb.append(','), "side").append(a.side());
        Json.key(sb.append(','), "points").append(a.points());
        Json.key(sb.append(','), "reason");
        Json.appendString(sb, a.reason().code());
        Json.key(sb.append(','), "card");
        card(sb, Optional.ofNullable(a.card()));
        sb.append('}');
    }

    static void awards(StringBuilder sb, List<Award> awards) {
        sb.append('[');
        for (int i = 0; i < awards.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            award(sb, awards.get(i));
        }
        sb.append(']');
    }

    static void contract(StringBuilder sb, Contract c) {
        sb.append('{');
        Json.key(sb, "seat").append(c.seat());
        Json.key(sb.append(','), "points").append(c.points());
        sb.append('}');
    }

    static void handResult(StringBuilder sb, HandResult r) {
        sb.append('{');
        Json.key(sb, "hand").append(r.hand());
        Json.key(sb.append(','), "dealer").append(r.dealer());
        Json.key(sb.append(','), "trump");
        suit(sb, r.trump());
        Json.key(sb.append(','), "high");
        card(sb, r.high());
        Json.key(sb.append(','), "highSide").append(r.highSide());
        Json.key(sb.append(','), "highScored").append(r.highScored());
        Json.key(sb.append(','), "low");
        card(sb, r.low());
        Json.key(sb.append(','), "lowSide").append(r.lowSide());
        Json.key(sb.append(','), "lowScored").append(r.lowScored());
        Json.key(sb.append(','), "jack");
        card(sb, r.jack());
        Json.key(sb.append(','), "jackSide").append(r.jackSide());
        Json.key(sb.append(','), "hangJack").append(r.hangJack());
        Json.key(sb.append(','), "jackScored").append(r.jackScored());
        Json.key(sb.append(','), "gameSide").append(r.gameSide());
        Json.key(sb.append(','), "gameScored").append(r.gameScored());
        Json.key(sb.append(','), "gameValues");
        Json.appendInts(sb, r.gameValues());
        Json.key(sb.append(','), "countStopped").append(r.countStopped());
        Json.key(sb.append(','), "awards");
        awards(sb, r.awards());
        Json.key(sb.append(','), "thrownIn").append(r.thrownIn());
        sb.append('}');
    }

    static void event(StringBuilder sb, GameEvent e) {
        sb.append('{');
        Json.key(sb, "type");
        Json.appendString(sb, Events.type(e));
        if (e instanceof GameEvent.Dealt d) {
            Json.key(sb.append(','), "dealNumber").append(d.dealNumber());
            Json.key(sb.append(','), "handNumber").append(d.handNumber());
            Json.key(sb.append(','), "dealer").append(d.dealer());
            Json.key(sb.append(','), "deck");
            if (d.deck().isPresent()) {
                sb.append('[');
                List<Card> order = d.deck().get().toList();
                for (int i = 0; i < order.size(); i++) {
                    sb.append(i > 0 ? ",\"" : "\"").append(order.get(i)).append('"');
                }
                sb.append(']');
            } else {
                sb.append("null");
            }
        } else if (e instanceof GameEvent.TurnedUp t) {
            cardField(sb, t.card());
            Json.key(sb.append(','), "round").append(t.round());
        } else if (e instanceof GameEvent.Called c) {
            seatField(sb, c.seat());
            Json.key(sb.append(','), "call");
            Json.appendString(sb, c.call().notation());
        } else if (e instanceof GameEvent.BidMade b) {
            seatField(sb, b.seat());
            Json.key(sb.append(','), "points").append(b.points());
        } else if (e instanceof GameEvent.Drew d) {
            seatField(sb, d.seat());
            Json.key(sb.append(','), "card");
            card(sb, d.card());
            Json.key(sb.append(','), "faceUp").append(d.faceUp());
        } else if (e instanceof GameEvent.Exposed x) {
            seatField(sb, x.seat());
            cardField(sb, x.card());
        } else if (e instanceof GameEvent.CardCalled c) {
            seatField(sb, c.seat());
            cardField(sb, c.card());
        } else if (e instanceof GameEvent.Played p) {
            seatField(sb, p.seat());
            cardField(sb, p.card());
        } else if (e instanceof GameEvent.ThrewIn t) {
            seatField(sb, t.seat());
            Json.key(sb.append(','), "cards");
            cards(sb, t.cards());
        } else if (e instanceof GameEvent.TakenBack b) {
            seatField(sb, b.seat());
            Json.key(sb.append(','), "cards");
            cards(sb, b.cards());
        } else if (e instanceof GameEvent.CallLapsed l) {
            seatField(sb, l.seat());
            cardField(sb, l.card());
        } else if (e instanceof GameEvent.Discarded d) {
            seatField(sb, d.seat());
            Json.key(sb.append(','), "card");
            card(sb, d.card());
        } else if (e instanceof GameEvent.TrumpsFixed f) {
            Json.key(sb.append(','), "trump");
            suit(sb, Optional.of(f.trump()));
        } else if (e instanceof GameEvent.Redealt r) {
            Json.key(sb.append(','), "dealer").append(r.dealer());
            Json.key(sb.append(','), "cause");
            Json.appendString(sb, r.cause().name());
        } else if (e instanceof GameEvent.TrickTaken t) {
            Json.key(sb.append(','), "trick");
            trick(sb, t.trick());
        } else if (e instanceof GameEvent.Awarded a) {
            Json.key(sb.append(','), "award");
            award(sb, a.award());
        } else if (e instanceof GameEvent.HandCounted h) {
            Json.key(sb.append(','), "result");
            handResult(sb, h.result());
            Json.key(sb.append(','), "scores");
            Json.appendInts(sb, h.scores());
        } else if (e instanceof GameEvent.MatchWon w) {
            Json.key(sb.append(','), "side").append(w.side());
            Json.key(sb.append(','), "scores");
            Json.appendInts(sb, w.scores());
        } else {
            throw new IllegalArgumentException("no JSON form for the event " + e);
        }
        sb.append('}');
    }

    private static void seatField(StringBuilder sb, int seat) {
        Json.key(sb.append(','), "seat").append(seat);
    }

    private static void cardField(StringBuilder sb, Card c) {
        Json.key(sb.append(','), "card").append('"').append(c).append('"');
    }

    /** A suit as its lower-case English name, such as {@code "hearts"}, or {@code null}. */
    static void suit(StringBuilder sb, Optional<Suit> suit) {
        if (suit.isPresent()) {
            sb.append('"').append(suit.get().name().toLowerCase(Locale.ROOT)).append('"');
        } else {
            sb.append("null");
        }
    }

    private static void card(StringBuilder sb, Optional<Card> card) {
        if (card.isPresent()) {
            sb.append('"').append(card.get()).append('"');
        } else {
            sb.append("null");
        }
    }

    /** A list of card sets, one a seat. */
    private static void cardsBySeat(StringBuilder sb, List<CardSet> bySeat) {
        sb.append('[');
        for (int i = 0; i < bySeat.size(); i++) {
            if (i > 0) {
                sb.append(',');
            }
            cards(sb, bySeat.get(i));
        }
        sb.append(']');
    }

    private static void cards(StringBuilder sb, CardSet cards) {
        sb.append('[');
        boolean first = true;
        for (Card c : cards) {
            sb.append(first ? "\"" : ",\"").append(c).append('"');
            first = false;
        }
        sb.append(']');
    }

    private static void optionalInt(StringBuilder sb, OptionalInt value) {
        if (value.isPresent()) {
            sb.append(value.getAsInt());
        } else {
            sb.append("null");
        }
    }
}
