package io.github.allfours.examples;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.Call;
import io.github.allfours.engine.Discard;
import io.github.allfours.engine.GameState;
import io.github.allfours.engine.HandResult;
import io.github.allfours.engine.Phase;
import io.github.allfours.engine.Play;
import io.github.allfours.engine.Trick;
import io.github.allfours.record.DealLine;
import io.github.allfours.record.EndLine;
import io.github.allfours.record.GameRecordReader;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.record.HandLine;
import io.github.allfours.record.PointsLine;
import io.github.allfours.record.RecordFormatException;
import io.github.allfours.record.RecordLine;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TrumpSelection;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Tells a match in plain English as it is played. The order of events after each action (points,
 * end of hand, next deal, its turn-up, end of match) is taken from the game record the match would
 * produce, so the story and the record always agree.
 */
final class Narrator {
    private final PrintWriter out;
    private final RuleSet rules;
    private final StringBuilder pending = new StringBuilder();
    private final GameRecordWriter record = new GameRecordWriter(pending);

    Narrator(PrintWriter out, RuleSet rules) {
        this.out = out;
        this.rules = rules;
    }

    /** Introduces the match and tells its first deal. */
    void start(GameState s, long seed) {
        out.printf(Locale.ROOT, "%s, %d players: %s. First to %d points.%n", rules.name(), rules.seats(),
            table(), rules.target());
        out.printf(Locale.ROOT, "Every decision is a random legal choice (seed %d).%n", seed);
        record.startMatch(s);
        for (RecordLine line : drain()) {
            tell(null, s, line);
        }
    }

    /** Applies {@code action} for the seat to act, tells what happened and returns the new state. */
    GameState step(GameState before, Action action) {
        int seat = before.toAct();
        GameState after = record.apply(before, action);
        List<RecordLine> lines = drain();
        tellAction(before, seat, action, after);
        for (RecordLine line : lines.subList(1, lines.size())) {   // the first is the action line
            tell(before, after, line);
        }
        return after;
    }

    private List<RecordLine> drain() {
        List<RecordLine> lines;
        try {
            lines = GameRecordReader.readAll(pending.toString());
        } catch (RecordFormatException e) {
            throw new IllegalStateException("the writer wrote an unreadable line: " + e.getMessage(), e);
        }
        pending.setLength(0);
        return lines;
    }

    private void tellAction(GameState before, int seat, Action action, GameState after) {
        if (action instanceof Play) {
            if (before.trump().isEmpty()) {
                Card pitch = ((Play) action).card();
                say("  Seat %d pitches %s: %s are trumps.", seat, pitch, suit(pitch.suit()));
            }
        } else if (action instanceof Discard) {
            say("  Seat %d discards %s.", seat, ((Discard) action).card());
        } else {
            switch ((Call) action) {
                case STAND:
                    say("  Seat %d (elder) stands: %s are trumps.", seat, suit(before.trump().orElseThrow()));
                    break;
                case BEG:
                    say("  Seat %d (elder) begs.", seat);
                    break;
                case GIVE:
                    say("  Seat %d (dealer) gives: \"take one\". %s stay trumps.", seat,
                        capital(suit(before.trump().orElseThrow())));
                    break;
                case RUN:
                    tellRun(before, seat, after);
                    break;
                case BUNCH:
                    say("  Seat %d would bunch the cards.", seat);
                    break;
                case KEEP:
                    say("  Seat %d insists on playing: %s are trumps.", seat, suit(before.trump().orElseThrow()));
                    break;
                case THROW_IN:
                    say("  Seat %d throws in %s and takes no further part in the hand.", seat,
                        show(before.hand(seat)));
                    break;
                default:
                    throw new AssertionError(action);
            }
        }
        boolean trickDone = before.phase() == Phase.PLAY && after.lastTrick().isPresent()
            && !after.lastTrick().equals(before.lastTrick());
        if (trickDone) {
            tellTrick(before.tricksPlayed() + 1, after.lastTrick().get(),
                before.trump().orElseGet(() -> ((Play) action).card().suit()));
            boolean handOver = after.lastHandResult().map(r -> r.hand() == before.handNumber()).orElse(false)
                && !after.lastHandResult().equals(before.lastHandResult());
            if (handOver) {
                out.println("  The count:");
            }
        }
        if (after.phase() == Phase.DISCARD && before.phase() != Phase.DISCARD) {
            say("  Everyone discards down to %d cards, elder first.", rules.handSize());
        }
    }

    private void tellRun(GameState before, int seat, GameState after) {
        say("  Seat %d (dealer) runs the cards: %d more each.", seat, rules.runPacket());
        Suit first = before.trump().orElseThrow();
        if (after.dealNumber() != before.dealNumber()) {
            // a redeal: every round the pack could supply turned the same suit again; the redeal itself is
            // told with its deal line
            DeckOrder old = before.deckOrder().orElseThrow();
            int need = rules.runPacket() * rules.seats() + 1;
            for (int p = old.size() - before.stockSize(); old.size() - p >= need; p += need) {
                say("    Turned up %s: %s again.", old.get(p + need - 1), suit(first));
            }
            return;
        }
        DeckOrder deck = after.deckOrder().orElseThrow();
        // the old turn-up and any repeats of its suit are set aside; the last card turned is the new turn-up
        List<Card> turned = new ArrayList<>(after.setAside().minus(before.setAside())
            .without(before.turnUp().orElseThrow()).toList());
        turned.add(after.turnUp().orElseThrow());
        List<Card> order = deck.toList();
        turned.sort(Comparator.comparingInt(order::indexOf));
        for (Card c : turned) {
            if (c.suit() == first) {
                say("    Turned up %s: %s again, so the cards are run again.", c, suit(first));
            } else {
                say("    Turned up %s: %s are trumps.", c, suit(c.suit()));
            }
        }
        if (!after.isOver()) {
            tellHands(after);
        }
    }

    private void tellHands(GameState s) {
        int seat = s.elder();
        for (int i = 0; i < rules.seats(); i++) {
            say("  Seat %d%s: %s", seat, seat == s.elder() ? " (elder)" : seat == s.dealer() ? " (dealer)" : "",
                show(s.hand(seat)));
            seat = (seat + 1) % rules.seats();
        }
    }

    private void tellTrick(int number, Trick t, Suit trump) {
        StringBuilder sb = new StringBuilder("  Trick ").append(number).append(": ");
        Suit led = t.cardAt(0).suit();
        for (int i = 0; i < t.size(); i++) {
            Card c = t.cardAt(i);
            if (i == 0) {
                sb.append("seat ").append(t.seatAt(i)).append(" leads ").append(c);
            } else {
                sb.append(", seat ").append(t.seatAt(i)).append(' ').append(c);
                if (c.suit() == trump && led != trump) {
                    sb.append(" (trump)");
                }
            }
        }
        if (!t.thrownIn().isEmpty()) {
            sb.append(", thrown in ").append(show(t.thrownIn()));
        }
        sb.append("; seat ").append(t.winner().getAsInt()).append(" wins.");
        out.println(sb);
    }

    private void tell(GameState before, GameState after, RecordLine line) {
        if (line instanceof DealLine) {
            tellDeal(before, after, (DealLine) line);
        } else if (line instanceof PointsLine) {
            tellPoints(after, (PointsLine) line);
        } else if (line instanceof HandLine) {
            HandResult r = after.lastHandResult().orElseThrow();
            if (r.gameSide() == HandResult.NOBODY && !after.isOver()) {
                say("    Game is tied (%s): nobody scores it.", gameValues(r));
            }
            if (((HandLine) line).allFour() >= 0) {
                say("    %s made all four!", capital(who(((HandLine) line).allFour())));
            }
            if (r.thrownIn()) {
                say("  The cards are thrown in after the gift.");
            }
            say("  Score after hand %d: %s.", r.hand() + 1, scores(((HandLine) line).totals()));
        } else if (line instanceof EndLine) {
            EndLine e = (EndLine) line;
            out.println();
            List<Integer> seats = rules.seatsOf(e.winner());
            String who = seats.size() == 1 ? "Seat " + seats.get(0) + " (side " + e.winner() + ")"
                : "Side " + e.winner() + " (seats " + and(seats) + ")";
            say("%s wins the match, %s.", who, finalScore(e));
        }
    }

    private void tellDeal(GameState before, GameState after, DealLine deal) {
        boolean redeal = before != null && before.handNumber() == after.handNumber();
        out.println();
        if (redeal && before.phase() == Phase.BUNCH_VOTE) {
            say("Everyone agrees to bunch: seat %d deals again (points already scored stand).", deal.dealer());
        } else if (redeal) {
            say("The pack runs out before a new suit turns up: seat %d deals again (points already scored stand).",
                deal.dealer());
        } else {
            say("Hand %d: seat %d deals.", after.handNumber() + 1, deal.dealer());
        }
        tellHands(after);
        // the first card turned for trumps of this deal: right after the dealt cards
        if (rules.trumpSelection() == TrumpSelection.PITCH) {
            say("  No card is turned: seat %d will pitch, and the suit of that lead is trumps.", after.elder());
            return;
        }
        Card turnUp = deal.deck().get(rules.handSize() * rules.seats());
        say("  Seat %d turns up %s.", deal.dealer(), turnUp);
    }

    /** "seat N" when everyone plays for themselves, "side N" for partnerships. */
    private String who(int side) {
        return rules.sides() == rules.seats() ? "seat " + side : "side " + side;
    }

    private void tellPoints(GameState after, PointsLine p) {
        String side = who(p.side());
        switch (p.reason()) {
            case TURN_UP:
                say("    %s scores %d for turning up %s.", capital(side), p.points(), rankName(p.card()));
                break;
            case GIFT:
                say("    %s scores %d: the gift.", capital(side), p.points());
                break;
            case HIGH:
                say("    High (%s): %s scores %d.", p.card(), side, p.points());
                break;
            case LOW:
                say("    Low (%s): %s scores %d.", p.card(), side, p.points());
                break;
            case JACK:
                say("    Jack (%s): %s scores %d.", p.card(), side, p.points());
                break;
            case HANG_JACK:
                say("    Hang jack! %s captured %s from its holder and scores %d.", capital(side), p.card(), p.points());
                break;
            case GAME:
                say("    Game (%s): %s scores %d.", gameValues(after.lastHandResult().orElseThrow()), side, p.points());
                break;
            default:
                say("    %s scores %d (%s).", capital(side), p.points(), p.reason().code());
        }
    }

    private String gameValues(HandResult r) {
        List<String> parts = new ArrayList<>();
        for (int side = 0; side < rules.sides(); side++) {
            parts.add(who(side) + " " + r.gameValue(side));
        }
        return String.join(", ", parts);
    }

    private String table() {
        List<String> sides = new ArrayList<>();
        for (int side = 0; side < rules.sides(); side++) {
            List<Integer> seats = rules.seatsOf(side);
            sides.add(seats.size() == 1 ? "seat " + seats.get(0)
                : "side " + side + " (seats " + and(seats) + ")");
        }
        return String.join(" against ", sides);
    }

    private String scores(List<Integer> totals) {
        List<String> parts = new ArrayList<>();
        for (int side = 0; side < totals.size(); side++) {
            parts.add(who(side) + " " + totals.get(side));
        }
        return String.join(", ", parts);
    }

    private static String finalScore(EndLine e) {
        List<String> parts = new ArrayList<>();
        parts.add(e.totals().get(e.winner()).toString());
        for (int side = 0; side < e.totals().size(); side++) {
            if (side != e.winner()) {
                parts.add(e.totals().get(side).toString());
            }
        }
        return String.join(" to ", parts);
    }

    private static String and(List<Integer> seats) {
        List<String> s = new ArrayList<>();
        for (int seat : seats) {
            s.add(Integer.toString(seat));
        }
        if (s.size() == 1) {
            return s.get(0);
        }
        return String.join(", ", s.subList(0, s.size() - 1)) + " and " + s.get(s.size() - 1);
    }

    /** Cards grouped by suit (spades, hearts, diamonds, clubs), high to low within a suit. */
    static String show(CardSet cards) {
        StringBuilder sb = new StringBuilder();
        Suit[] order = {Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS};
        for (Suit s : order) {
            List<Card> inSuit = cards.ofSuitOnly(s).toList();
            if (inSuit.isEmpty()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append("  ");
            }
            for (int i = inSuit.size() - 1; i >= 0; i--) {
                sb.append(inSuit.get(i));
                if (i > 0) {
                    sb.append(' ');
                }
            }
        }
        return sb.toString();
    }

    private static String rankName(Card c) {
        String rank = c.rank() == Rank.ACE ? "the ace" : c.rank() == Rank.JACK ? "the jack"
            : c.rank() == Rank.KING ? "the king" : c.rank() == Rank.QUEEN ? "the queen" : "a " + c.rank().letter();
        return rank + " (" + c + ")";
    }

    private static String suit(Suit s) {
        return s.name().toLowerCase(Locale.ROOT);
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private void say(String format, Object... args) {
        out.println(String.format(Locale.ROOT, format, args));
    }
}
