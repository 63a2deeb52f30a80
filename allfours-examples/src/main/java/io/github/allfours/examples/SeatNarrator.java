package io.github.allfours.examples;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.Award;
import io.github.allfours.engine.Call;
import io.github.allfours.engine.Discard;
import io.github.allfours.engine.HandResult;
import io.github.allfours.engine.Phase;
import io.github.allfours.engine.Play;
import io.github.allfours.engine.SeatView;
import io.github.allfours.engine.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TrumpSelection;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Tells a match as one seat sees it, in the {@link Narrator}'s words. It reads nothing but that seat's
 * {@link SeatView}s (before and after each action) and the actions themselves, so it cannot tell a
 * card the seat may not see: other seats' hands, discards (another seat's discard is "a card") and
 * the stock never reach it.
 */
final class SeatNarrator {
    private static final Suit[] SUIT_ORDER = {Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS};

    private final PrintWriter out;
    private final RuleSet rules;
    private final int me;

    SeatNarrator(PrintWriter out, RuleSet rules, int seat) {
        this.out = out;
        this.rules = rules;
        this.me = seat;
    }

    /** Introduces the table and tells the first deal. */
    void start(SeatView v) {
        say("%s, %d players. %s. %s to %d points wins.", rules.name(), rules.seats(), whoIsWho(),
            individual() ? "The first player" : "The first side", rules.target());
        say("The other seats play random legal moves. Enter \"quit\" to leave.");
        tellDeal(v, false, null);
        tellAwards(v.awards(), v, v.handNumber());
    }

    /** Tells what {@code seat}'s {@code action} did, as the viewer sees it. */
    void step(SeatView before, int seat, Action action, SeatView after) {
        tellAction(before, seat, action, after);
        boolean trickDone = after.lastTrick().isPresent() && !after.lastTrick().equals(before.lastTrick());
        if (trickDone) {
            int winner = after.lastTrick().get().winner().getAsInt();
            say("  %s the trick.", verb(winner, "win", "wins"));
        }
        List<Award> fresh = after.awards().subList(before.awards().size(), after.awards().size());
        boolean handOver = after.lastHandResult().isPresent()
            && !after.lastHandResult().equals(before.lastHandResult());
        boolean newHand = after.handNumber() != before.handNumber();
        boolean redeal = !newHand && after.dealNumber() != before.dealNumber();
        if (handOver) {
            HandResult r = after.lastHandResult().get();
            if (!r.thrownIn()) {
                say("  The count:");
            }
            tellAwards(fresh, after, r.hand());
            if (r.gameSide() == HandResult.NOBODY && !r.thrownIn()) {
                say("    Game is tied (%s): nobody scores it.", gameValues(r));
            }
            if (r.allFourSide() >= 0) {
                say("    %s made all four!", capital(side(r.allFourSide())));
            }
            if (r.thrownIn()) {
                say("  The cards are thrown in after the gift.");
            }
            say("  Score after hand %d: %s.", r.hand() + 1, scores(after));
        } else if (!newHand && !redeal) {
            tellTurnUpChange(before, after);
            tellAwards(fresh, after, after.handNumber());
        }
        if (newHand || redeal) {
            tellDeal(after, redeal, action);
            tellAwards(fresh, after, after.handNumber());
        }
        if (before.handHidden() && !after.handHidden()) {
            say("  You may look at your cards now: %s", hand(after.hand(), after.trump()));
        }
        if (after.phase() == Phase.DISCARD && before.phase() != Phase.DISCARD) {
            say("  Everyone discards down to %d cards, elder first.", rules.handSize());
        }
        if (after.winner().isPresent()) {
            out.println();
            int w = after.winner().getAsInt();
            say("%s the match, %s.", capital(verbSide(w, "win", "wins")), finalScore(after, w));
        }
    }

    /** Shows the viewer everything it may see now, and its choices, numbered from 1. */
    void prompt(SeatView v) {
        out.println();
        say("--- Your turn (seat %d), hand %d ---", me, v.handNumber() + 1);
        say("  Score: %s (playing to %d).", scores(v), rules.target());
        Optional<Card> turnUp = v.turnUp();
        if (v.phase() == Phase.BEG || v.phase() == Phase.GIVE) {
            say("  %s %s (%s).", verb(v.dealer(), "dealt and turned up", "dealt and turned up"), turnUp.orElseThrow(),
                suit(turnUp.get().suit()));
        } else if (v.trump().isPresent()) {
            say("  Trumps: %s%s.", suit(v.trump().get()), turnUp.map(c -> " (turned up " + c + ")").orElse(""));
        } else if (v.phase() == Phase.PLAY) {
            say("  Trumps are not fixed yet: the first card led fixes them.");
        }
        if (!v.setAside().isEmpty()) {
            say("  Turned up earlier and set aside: %s.", cards(v.setAside()));
        }
        Trick t = v.currentTrick();
        if (v.phase() == Phase.PLAY) {
            say("  %s", t.isEmpty() ? "The trick is empty: you lead." : "Trick so far: " + trick(t) + ".");
        }
        List<String> sizes = new ArrayList<>();
        for (int s = 0; s < rules.seats(); s++) {
            if (s != me) {
                sizes.add("seat " + s + ": " + v.handSize(s));
            }
        }
        say("  Cards held: %s.", String.join(", ", sizes));
        if (v.handHidden()) {
            say("  Your hand: %d cards face down (you may not look until your partner pitches).", v.handSize(me));
        } else {
            say("  Your hand: %s", hand(v.hand(), v.trump()));
        }
        say("  %s", phaseNote(v));
        List<Action> legal = v.legalActions();
        for (int i = 0; i < legal.size(); i++) {
            say("    %d. %s", i + 1, legal.get(i).notation());
        }
        say("  Enter a number, an action such as %s, or \"quit\".", example(legal));
    }

    /**
     * An example of typing an action, taken from the legal ones so that it names only the viewer's
     * own cards: {@code "play 8C" (or just "8C")}, {@code "beg"}.
     */
    static String example(List<Action> legal) {
        for (Action a : legal) {
            if (a instanceof Play || a instanceof Discard) {
                String card = a instanceof Play ? ((Play) a).card().toString() : ((Discard) a).card().toString();
                return "\"" + a.notation() + "\" (or just \"" + card + "\")";
            }
        }
        return legal.isEmpty() ? "\"stand\"" : "\"" + legal.get(0).notation() + "\"";
    }

    private String phaseNote(SeatView v) {
        switch (v.phase()) {
            case BEG:
                return "You are elder: stand (keep " + suit(v.turnUp().orElseThrow().suit()) + " as trumps) or beg.";
            case GIVE:
                return "Elder begs. You are the dealer: give a point or run the cards.";
            case BUNCH_VOTE:
                return "Bunch (throw the cards in for a redeal; all must agree) or keep (play on)?";
            case DISCARD:
                return "Discard down to " + rules.handSize() + " cards.";
            default:
                return "Your choices:";
        }
    }

    // -------------------------------------------------------------------------------- events

    private void tellAction(SeatView before, int seat, Action action, SeatView after) {
        Optional<Suit> trump = before.trump();
        if (action instanceof Play) {
            Card c = ((Play) action).card();
            Trick t = before.currentTrick();
            if (trump.isEmpty()) {
                say("  %s %s: %s are trumps.", verb(seat, "pitch", "pitches"), c, suit(c.suit()));
            } else if (t.size() == 0) {
                say("  %s %s.", verb(seat, "lead", "leads"), c);
            } else {
                boolean trumping = c.suit() == trump.get() && t.cardAt(0).suit() != trump.get();
                say("  %s %s%s.", verb(seat, "play", "plays"), c, trumping ? " (trump)" : "");
            }
            return;
        }
        if (action instanceof Discard) {
            if (seat == me) {
                say("  You discard %s.", ((Discard) action).card());
            } else {
                say("  Seat %d discards a card.", seat);
            }
            return;
        }
        String trumps = trump.map(SeatNarrator::suit).orElse("?");
        switch ((Call) action) {
            case STAND:
                say("  %s (elder): %s are trumps.", verb(seat, "stand", "stands"), trumps);
                break;
            case BEG:
                say("  %s (elder).", verb(seat, "beg", "begs"));
                break;
            case GIVE:
                say("  %s (dealer): \"take one\". %s stay trumps.", verb(seat, "give", "gives"), capital(trumps));
                break;
            case RUN:
                say("  %s the cards (dealer): %d more each.", verb(seat, "run", "runs"), rules.runPacket());
                break;
            case BUNCH:
                say("  %s to bunch the cards.", verb(seat, "vote", "votes"));
                break;
            case KEEP:
                say("  %s on playing: %s are trumps.", verb(seat, "insist", "insists"), trumps);
                break;
            case THROW_IN: {
                boolean done = after.lastTrick().isPresent() && !after.lastTrick().equals(before.lastTrick());
                Trick t = done ? after.lastTrick().get() : after.currentTrick();
                CardSet thrown = t.thrownIn().minus(before.currentTrick().thrownIn());
                say("  %s %s and %s no further part in the hand.", verb(seat, "throw in", "throws in"),
                    cards(thrown), seat == me ? "take" : "takes");
                break;
            }
            default:
                throw new AssertionError(action);
        }
    }

    /** After a run: the cards turned up again in the old suit, then the new turn-up, and the viewer's new hand. */
    private void tellTurnUpChange(SeatView before, SeatView after) {
        if (after.turnUp().isEmpty() || after.turnUp().equals(before.turnUp())) {
            return;
        }
        Card up = after.turnUp().get();
        CardSet again = after.setAside().minus(before.setAside());
        before.turnUp().ifPresent(old -> {
            CardSet repeats = again.without(old);
            if (!repeats.isEmpty()) {
                say("    Turned up %s: %s again, so the cards were run again.", cards(repeats), suit(old.suit()));
            }
        });
        say("    Turned up %s: %s are trumps.", up, suit(up.suit()));
        if (!after.handHidden()) {
            say("  Your hand: %s", hand(after.hand(), after.trump()));
        }
    }

    private void tellDeal(SeatView v, boolean redeal, Action cause) {
        out.println();
        if (redeal && cause == Call.BUNCH) {
            say("Everyone agrees to bunch: seat %d deals again (points already scored stand).", v.dealer());
        } else if (redeal) {
            say("The pack runs out before a new suit turns up: seat %d deals again (points already scored stand).",
                v.dealer());
        } else {
            say("Hand %d: %s.", v.handNumber() + 1, v.dealer() == me ? "you deal" : "seat " + v.dealer() + " deals");
        }
        if (v.handHidden()) {
            say("  You are dealt %d cards; you may not look at them until your partner pitches.", v.handSize(me));
        } else {
            say("  Your hand: %s", hand(v.hand(), Optional.empty()));
        }
        if (rules.trumpSelection() == TrumpSelection.PITCH) {
            say("  No card is turned: %s will pitch, and the suit of that lead is trumps.",
                v.toAct() == me ? "you" : "seat " + v.toAct());
        } else {
            v.turnUp().ifPresent(c -> say("  %s %s.", verb(v.dealer(), "turn up", "turns up"), c));
        }
    }

    /** The awards of {@code hand} among {@code awards}, worded as the {@link Narrator} words them. */
    private void tellAwards(List<Award> awards, SeatView v, int hand) {
        for (Award a : awards) {
            if (a.hand() != hand) {
                continue;
            }
            String side = side(a.side());
            String scores = verbSide(a.side(), "score", "scores");
            switch (a.reason()) {
                case TURN_UP:
                    say("    %s %d for turning up %s.", capital(scores), a.points(), rankName(a.card()));
                    break;
                case GIFT:
                    say("    %s %d: the gift.", capital(scores), a.points());
                    break;
                case HIGH:
                    say("    High (%s): %s %d.", a.card(), scores, a.points());
                    break;
                case LOW:
                    say("    Low (%s): %s %d.", a.card(), scores, a.points());
                    break;
                case JACK:
                    say("    Jack (%s): %s %d.", a.card(), scores, a.points());
                    break;
                case HANG_JACK:
                    say("    Hang jack! %s captured %s from its holder and %s %d.", capital(side), a.card(),
                        individual() && a.side() == me ? "score" : "scores", a.points());
                    break;
                case GAME:
                    say("    Game (%s): %s %d.", v.lastHandResult().map(this::gameValues).orElse("?"), scores,
                        a.points());
                    break;
                default:
                    say("    %s %d (%s).", capital(scores), a.points(), a.reason().code());
            }
        }
    }

    // -------------------------------------------------------------------------------- wording

    /** "You play" for the viewer, "Seat 2 plays" for another seat. */
    private String verb(int seat, String mine, String theirs) {
        return seat == me ? "You " + mine : "Seat " + seat + " " + theirs;
    }

    /** The viewer's side is "your side" (or "you" when everyone plays alone); others are "side N" / "seat N". */
    private String side(int side) {
        if (side == rules.sideOf(me)) {
            return individual() ? "you" : "your side";
        }
        return individual() ? "seat " + side : "side " + side;
    }

    /** "you score" / "your side scores" / "seat 1 scores". */
    private String verbSide(int side, String mine, String theirs) {
        return side(side) + " " + (individual() && side == rules.sideOf(me) ? mine : theirs);
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
        return "You are seat " + me + " on side " + mine + " with seat" + (partners.size() > 1 ? "s " : " ")
            + and(partners) + ", against " + String.join(" and ", opponents);
    }

    private String scores(SeatView v) {
        List<String> parts = new ArrayList<>();
        for (int side = 0; side < rules.sides(); side++) {
            parts.add(side(side) + " " + v.score(side));
        }
        return String.join(", ", parts);
    }

    private String finalScore(SeatView v, int winner) {
        List<String> parts = new ArrayList<>();
        parts.add(Integer.toString(v.score(winner)));
        for (int side = 0; side < rules.sides(); side++) {
            if (side != winner) {
                parts.add(Integer.toString(v.score(side)));
            }
        }
        return String.join(" to ", parts);
    }

    private String gameValues(HandResult r) {
        List<String> parts = new ArrayList<>();
        for (int side = 0; side < rules.sides(); side++) {
            parts.add(side(side) + " " + r.gameValue(side));
        }
        return String.join(", ", parts);
    }

    private String trick(Trick t) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            parts.add((t.seatAt(i) == me ? "you" : "seat " + t.seatAt(i)) + " " + t.cardAt(i));
        }
        if (!t.thrownIn().isEmpty()) {
            parts.add("thrown in " + cards(t.thrownIn()));
        }
        return String.join(", ", parts);
    }

    /** A hand grouped by suit (spades, hearts, diamonds, clubs), high to low, the trump suit marked. */
    static String hand(CardSet cards, Optional<Suit> trump) {
        List<String> groups = new ArrayList<>();
        for (Suit s : SUIT_ORDER) {
            CardSet inSuit = cards.ofSuitOnly(s);
            if (!inSuit.isEmpty()) {
                groups.add(suit(s) + (trump.isPresent() && trump.get() == s ? " (trumps)" : "") + ": " + cards(inSuit));
            }
        }
        return groups.isEmpty() ? "no cards" : String.join("   ", groups);
    }

    /** Cards high to low, space separated. */
    static String cards(CardSet cards) {
        List<Card> list = cards.toList();
        list.sort((a, b) -> a.suit() != b.suit() ? a.suit().compareTo(b.suit())
            : Integer.compare(b.rank().strength(), a.rank().strength()));
        List<String> text = new ArrayList<>();
        for (Card c : list) {
            text.add(c.toString());
        }
        return String.join(" ", text);
    }

    private static String rankName(Card c) {
        String rank = c.rank() == Rank.ACE ? "the ace" : c.rank() == Rank.JACK ? "the jack"
            : c.rank() == Rank.KING ? "the king" : c.rank() == Rank.QUEEN ? "the queen" : "a " + c.rank().letter();
        return rank + " (" + c + ")";
    }

    private static String and(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    static String suit(Suit s) {
        return s.name().toLowerCase(Locale.ROOT);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private void say(String format, Object... args) {
        out.println(String.format(Locale.ROOT, format, args));
    }
}
