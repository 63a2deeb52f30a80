package io.github.allfours.examples.terminal;

import io.github.allfours.card.Card;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.Action;
import io.github.allfours.game.CardCall;
import io.github.allfours.game.Discard;
import io.github.allfours.game.Expose;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Tells a match as one seat sees it: the seat's own events, told by a {@link Narrator} for that seat, and
 * at the seat's turn everything its {@link SeatView} shows with its choices. It reads nothing but that
 * seat's events and views, so it cannot tell a card the seat may not see: other seats' hands, discards
 * (another seat's discard is "a card") and the stock never reach it. The seat is "you", its partner
 * "your partner"; cards are written by a {@link CardFace}.
 */
final class SeatNarrator {
    private final PrintWriter out;
    private final RuleSet rules;
    private final int me;
    private final CardFace face;
    private final Narrator story;
    private boolean handHidden;

    /** A narrator writing cards with {@link CardFace#PLAIN}. */
    SeatNarrator(PrintWriter out, RuleSet rules, int seat) {
        this(out, rules, seat, CardFace.PLAIN);
    }

    /**
     * @param out   where the story goes
     * @param rules the rule set of the match
     * @param seat  the seat whose story it is
     * @param face  how cards are written
     */
    SeatNarrator(PrintWriter out, RuleSet rules, int seat, CardFace face) {
        this.out = out;
        this.rules = rules;
        this.me = seat;
        this.face = face;
        this.story = new Narrator(out, rules, seat, face);
    }

    /**
     * Introduces the table and tells the first deal's events.
     *
     * @param events the first deal's events, as the seat sees them
     * @param v      the seat's view after the deal
     * @param others how the other seats play, such as {@code "the medium bot (rule)"}
     * @param seed   the seed of the match, told so that it can be replayed
     */
    void start(List<GameEvent> events, SeatView v, String others, long seed) {
        say("%s, %d players. %s. %s to %d points wins.", rules.name(), rules.seats(), whoIsWho(),
            individual() ? "The first player" : "The first side", rules.target());
        say("The other seats are played by %s. Seed %d (--seed %d replays this match).", others, seed, seed);
        say("Enter \"?\" for a hint, \"quit\" to leave.");
        step(events, v);
    }

    /** Tells what happened, as the viewer may know it: {@code events} are the viewer's ({@link GameEvent#seenBy}). */
    void step(List<GameEvent> events, SeatView after) {
        story.tell(events, seat -> seat == me && !after.handHidden() ? Optional.of(after.hand()) : Optional.empty());
        if (after.handHidden() != handHidden) {
            handHidden = after.handHidden();
            if (!handHidden) {
                say("  You may look at your cards now: %s", story.hand(after.hand(), after.trump()));
            }
        }
    }

    /** Shows the viewer everything it may see now, and its choices, numbered from 1. */
    void prompt(SeatView v) {
        out.println();
        say("--- Your turn (seat %d), hand %d ---", me, v.handNumber());
        say("  Score: %s (playing to %d).", scores(v), rules.target());
        Optional<Card> turnUp = v.turnUp();
        if (v.phase() == Phase.BEG || v.phase() == Phase.GIVE) {
            say("  %s dealt and turned up %s (%s).", Narrator.capital(story.who(v.dealer())),
                face.card(turnUp.orElseThrow()), Narrator.suit(turnUp.get().suit()));
        } else if (v.trump().isPresent()) {
            say("  Trumps: %s%s.", Narrator.suit(v.trump().get()), turnUp.map(c -> " (turned up " + face.card(c) + ")").orElse(""));
        } else if (v.phase() == Phase.PLAY) {
            say("  Trumps are not fixed yet: the first card led fixes them.");
        }
        if (!v.setAside().isEmpty()) {
            say("  Turned up earlier and set aside: %s.", face.cards(v.setAside()));
        }
        Trick t = v.currentTrick();
        if (v.phase() == Phase.PLAY) {
            say("  %s", t.isEmpty() ? "The trick is empty: you lead." : "Trick so far: " + trick(t) + ".");
        }
        List<String> sizes = new ArrayList<>();
        for (int s = 0; s < rules.seats(); s++) {
            if (s != me) {
                sizes.add(story.who(s) + ": " + v.handSize(s));
            }
        }
        say("  Cards held: %s.", String.join(", ", sizes));
        for (int s = 0; s < rules.seats(); s++) {
            if (s != me && !v.knownCards().get(s).isEmpty()) {
                say("  %s is known to hold %s (drawn face up).", Narrator.capital(story.who(s)),
                    face.cards(v.knownCards().get(s)));
            }
        }
        if (rules.trumps() instanceof Stock && v.stockSize() > 0) {
            say("  Stock: %d cards%s.", v.stockSize(), v.stockTop().map(c -> ", " + face.card(c) + " on top").orElse(", face down"));
        }
        v.contract().ifPresent(c -> say("  High bid: %d by %s.", c.points(), story.who(c.seat())));
        if (!v.revokes().isEmpty()) {
            say("  You revoked with %s: an opponent may still call it.", face.cards(v.revokes()));
        }
        if (v.handHidden()) {
            say("  Your hand: %d cards face down (you may not look until your partner pitches).", v.handSize(me));
        } else {
            say("  Your hand: %s", story.hand(v.hand(), v.trump()));
        }
        say("  %s", phaseNote(v));
        List<Action> choices = choices(v);
        String number = "    %" + Integer.toString(choices.size()).length() + "d. %s";
        for (int i = 0; i < choices.size(); i++) {
            say(number, i + 1, label(choices.get(i)));
        }
        say("  Enter a number, an action such as %s, \"?\" for a hint, or \"quit\".", example(choices));
    }

    /**
     * Tells the score, for a person leaving a match unfinished: {@code Score: your side 3, side 1 5
     * (playing to 14).}
     *
     * @param v the seat's view
     */
    void score(SeatView v) {
        say("Score: %s (playing to %d).", scores(v), rules.target());
    }

    /**
     * The seat's legal actions in the order they are numbered: kind by kind in the engine's order
     * (plays, then throwing in; stand, beg, then table mode's claims, then exposing a card ...), and the
     * actions of one kind that name a card of the hand in the order the hand is shown
     * ({@link CardFace#HAND_ORDER}).
     *
     * @param v the seat's view
     * @return its legal actions, reordered
     */
    static List<Action> choices(SeatView v) {
        List<Action> legal = v.legalActions();
        List<Class<?>> kinds = new ArrayList<>();
        for (Action a : legal) {
            if (!kinds.contains(a.getClass())) {
                kinds.add(a.getClass());
            }
        }
        List<Action> sorted = new ArrayList<>(legal);
        Comparator<Action> byKind = Comparator.comparingInt(a -> kinds.indexOf(a.getClass()));
        sorted.sort(byKind.thenComparing((a, b) -> {
            Card x = cardOf(a);
            Card y = cardOf(b);
            return x == null || y == null ? 0 : CardFace.HAND_ORDER.compare(x, y);
        }));
        return sorted;
    }

    /** The card an action names (a play, a discard, exposing or calling a card), or null. */
    private static Card cardOf(Action a) {
        return a instanceof Play p ? p.card() : a instanceof Discard d ? d.card() : a instanceof Expose e ? e.card()
            : a instanceof CardCall c ? c.card() : null;
    }

    /**
     * An action as the choices show it: its notation with the cards as the face writes them.
     *
     * @param a the action
     * @return such as {@code play 10♥}
     */
    String label(Action a) {
        return face.rewrite(a.notation());
    }

    /**
     * An example of typing an action, taken from the legal ones so that it names only the viewer's
     * own cards, written as a person types it: {@code "play 10C" (or just "10C")}, {@code "beg"}.
     */
    static String example(List<Action> legal) {
        for (Action a : legal) {
            Card c = a instanceof Play || a instanceof Discard ? cardOf(a) : null;
            if (c != null) {
                String card = CardFace.PLAIN.card(c);
                return "\"" + CardFace.PLAIN.rewrite(a.notation()) + "\" (or just \"" + card + "\")";
            }
        }
        return legal.isEmpty() ? "\"stand\"" : "\"" + CardFace.PLAIN.rewrite(legal.get(0).notation()) + "\"";
    }

    private String phaseNote(SeatView v) {
        return switch (v.phase()) {
            case BEG -> "You are elder: stand (keep " + Narrator.suit(v.turnUp().orElseThrow().suit()) + " as trumps) or beg.";
            case GIVE -> "Elder begs. You are the dealer: give a point or run the cards.";
            case BUNCH_VOTE -> "Bunch (throw the cards in for a redeal; all must agree) or keep (play on)?";
            case DISCARD -> "Discard down to " + rules.handSize() + " cards.";
            case BID -> v.legalActions().contains(Action.PASS) ? "Bid (above the high bid) or pass:" : "Everyone else passed: you must bid.";
            case CLAIMS -> "The last trick is taken: call a revoke now, or count.";
            case SALE -> "You are elder: sell (your side scores the bid and the bidder pitches) or refuse (you pitch and must make it).";
            default -> "Your choices:";
        };
    }

    // -------------------------------------------------------------------------------- wording

    /** The viewer's side is "your side" (or "you" when everyone plays alone); others are "side N" / "seat N". */
    private String side(int side) {
        if (side == rules.sideOf(me)) {
            return individual() ? "you" : "your side";
        }
        return individual() ? "seat " + side : "side " + side;
    }

    private boolean individual() {
        return rules.sides() == rules.seats();
    }

    private String whoIsWho() {
        if (individual()) {
            List<String> others = new ArrayList<>();
            for (int s = 0; s < rules.seats(); s++) {
                if (s != me) {
                    others.add(Integer.toString(s));
                }
            }
            return "You are seat " + me + ", against seat" + (others.size() > 1 ? "s " : " ") + and(others);
        }
        int mine = rules.sideOf(me);
        List<String> partners = new ArrayList<>();
        for (int s : rules.seatsOf(mine)) {
            if (s != me) {
                partners.add(Integer.toString(s));
            }
        }
        List<String> opponents = new ArrayList<>();
        for (int side = 0; side < rules.sides(); side++) {
            if (side != mine) {
                List<String> seats = new ArrayList<>();
                for (int s : rules.seatsOf(side)) {
                    seats.add(Integer.toString(s));
                }
                opponents.add("side " + side + " (seats " + and(seats) + ")");
            }
        }
        return "You are seat " + me + " on side " + mine + " with your partner" + (partners.size() > 1 ? "s at seats "
            : " at seat ") + and(partners) + ", against " + String.join(" and ", opponents);
    }

    private String scores(SeatView v) {
        List<String> parts = new ArrayList<>();
        for (int side = 0; side < rules.sides(); side++) {
            parts.add(side(side) + " " + v.score(side));
        }
        return String.join(", ", parts);
    }

    private String trick(Trick t) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            parts.add(story.who(t.seatAt(i)) + " " + face.card(t.cardAt(i)));
        }
        if (!t.thrownIn().isEmpty()) {
            parts.add("thrown in " + face.cards(t.thrownIn()));
        }
        return String.join(", ", parts);
    }

    private static String and(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    private void say(String format, Object... args) {
        out.println(String.format(Locale.ROOT, format, args));
    }
}
