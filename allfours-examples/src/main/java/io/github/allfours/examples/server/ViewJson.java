package io.github.allfours.examples.server;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.Award;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Trick;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A seat's {@link SeatView} as JSON. Everything in it comes from the view (plus the table's id and
 * version, and the rule set's public facts), so it holds no other seat's card, no discard and no
 * deck or stock order.
 */
final class ViewJson {
    private ViewJson() {
    }

    /**
     * @param table   the table's id
     * @param version the table's version the view was taken at
     * @param v       the view
     * @return the view as a JSON object (see the README's "Embedding in a server")
     */
    static Map<String, Object> of(String table, long version, SeatView v) {
        RuleSet rules = v.rules();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("table", table);
        m.put("version", version);
        m.put("variant", rules.id());
        m.put("seat", v.seat());
        m.put("side", rules.sideOf(v.seat()));
        List<Object> sides = new ArrayList<>();
        for (int side = 0; side < rules.sides(); side++) {
            sides.add(List.copyOf(rules.seatsOf(side)));
        }
        m.put("sides", sides);
        m.put("target", rules.target());
        m.put("phase", v.phase().name());
        m.put("toAct", v.toAct() < 0 ? null : v.toAct());
        m.put("dealer", v.dealer());
        m.put("handNumber", v.handNumber());
        m.put("hand", cards(v.hand()));
        m.put("handHidden", v.handHidden());
        List<Object> sizes = new ArrayList<>();
        for (int seat = 0; seat < rules.seats(); seat++) {
            sizes.add(v.handSize(seat));
        }
        m.put("handSizes", sizes);
        m.put("trump", v.trump().map(s -> s.name().toLowerCase(Locale.ROOT)).orElse(null));
        m.put("turnUp", v.turnUp().map(Card::toString).orElse(null));
        m.put("setAside", cards(v.setAside()));
        m.put("stockSize", v.stockSize());
        m.put("discardCount", v.discardCount());
        m.put("currentTrick", trick(v.currentTrick()));
        m.put("lastTrick", v.lastTrick().map(t -> {
            Map<String, Object> last = new LinkedHashMap<>();
            // the last trick stays on view after its hand ends, until the next hand's first trick
            last.put("hand", v.played().containsAll(t.cardSet()) ? v.handNumber() : v.handNumber() - 1);
            last.putAll(trick(t));
            last.put("winner", t.winner().getAsInt());
            return last;
        }).orElse(null));
        m.put("played", cards(v.played()));
        List<Object> scores = new ArrayList<>();
        for (int side = 0; side < rules.sides(); side++) {
            scores.add(v.score(side));
        }
        m.put("scores", scores);
        List<Object> awards = new ArrayList<>();
        for (Award a : v.awards()) {
            Map<String, Object> aw = new LinkedHashMap<>();
            aw.put("hand", a.hand());
            aw.put("side", a.side());
            aw.put("points", a.points());
            aw.put("reason", a.reason().code());
            aw.put("card", a.card() == null ? null : a.card().toString());
            awards.add(aw);
        }
        m.put("awards", awards);
        List<Object> legal = new ArrayList<>();
        for (Action a : v.legalActions()) {
            legal.add(a.notation());
        }
        m.put("legalActions", legal);
        m.put("winner", v.winner().isPresent() ? v.winner().getAsInt() : null);
        m.put("contract", v.contract().map(c -> {
            Map<String, Object> bid = new LinkedHashMap<>();
            bid.put("seat", c.seat());
            bid.put("points", c.points());
            return bid;
        }).orElse(null));
        m.put("stockTop", v.stockTop().map(Card::toString).orElse(null));
        List<Object> known = new ArrayList<>();
        for (CardSet k : v.knownCards()) {
            known.add(cards(k));
        }
        m.put("knownCards", known);
        m.put("revokes", cards(v.revokes()));
        return m;
    }

    private static Map<String, Object> trick(Trick t) {
        Map<String, Object> m = new LinkedHashMap<>();
        List<Object> plays = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("seat", t.seatAt(i));
            p.put("card", t.cardAt(i).toString());
            plays.add(p);
        }
        m.put("plays", plays);
        m.put("thrownIn", cards(t.thrownIn()));
        return m;
    }

    private static List<Object> cards(CardSet cards) {
        List<Object> out = new ArrayList<>();
        for (Card c : cards) {
            out.add(c.toString());
        }
        return out;
    }
}
