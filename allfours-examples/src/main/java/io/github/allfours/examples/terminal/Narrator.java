package io.github.allfours.examples.terminal;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.card.Suit;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.RedealCause;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.Pitch;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.Stock;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * Tells a match in plain English from the engine's {@link GameEvent}s, for everyone at once (the host's
 * story: {@code demo}) or for one seat ({@code play}). A seat's narrator is given only that seat's
 * events ({@link GameEvent#seenBy(int)}) and its own hand, so it cannot tell a card the seat may not
 * see: another seat's discard is "a card", the stock and the other hands never reach it.
 */
public final class Narrator {
    /** The viewer of the host's story, who sees every card. */
    public static final int EVERYONE = -1;

    private final PrintWriter out;
    private final RuleSet rules;
    private final int me;
    private final CardFace face;
    private Suit trump;         // the suit of the latest turn-up, or of the pitch; null when unknown
    private Suit begged;        // the suit elder begged against, while the cards are being run
    private int tricks;         // tricks taken this hand
    private int dealer;         // the dealer of the current deal
    private Suit led;           // the suit led to the trick being played, null between tricks

    /**
     * @param out    where the story goes
     * @param rules  the rule set of the match
     * @param viewer the seat whose story it is, or {@link #EVERYONE}
     */
    public Narrator(PrintWriter out, RuleSet rules, int viewer) {
        this(out, rules, viewer, CardFace.PLAIN);
    }

    /**
     * @param out    where the story goes
     * @param rules  the rule set of the match
     * @param viewer the seat whose story it is, or {@link #EVERYONE}
     * @param face   how cards are written
     */
    Narrator(PrintWriter out, RuleSet rules, int viewer, CardFace face) {
        this.out = out;
        this.rules = rules;
        this.me = viewer;
        this.face = face;
    }

    /**
     * Tells what a batch of events (one action's, or a deal's) says.
     *
     * @param events the events in order
     * @param hands  the hands as they are after the events, where the viewer may see them: empty for a
     *               hand the viewer may not see
     */
    public void tell(List<GameEvent> events, IntFunction<Optional<CardSet>> hands) {
        boolean showHands = false;
        for (int i = 0; i < events.size(); i++) {
            GameEvent e = events.get(i);
            GameEvent next = i + 1 < events.size() ? events.get(i + 1) : null;
            if (e instanceof GameEvent.Dealt d) {
                if (i == 0 || !(events.get(i - 1) instanceof GameEvent.Redealt)) {
                    out.println();
                    say("Hand %d: %s.", d.handNumber(), verb(d.dealer(), "deal", "deals"));
                }
                dealer = d.dealer();
                led = null;
                trump = null;
                begged = null;
                tricks = 0;
                tellHands(hands);
                if (rules.trumps() instanceof Pitch) {
                    int elder = (d.dealer() + 1) % rules.seats();
                    say("  No card is turned: %s will pitch, and the suit of that lead is trumps.", who(elder));
                }
            } else if (e instanceof GameEvent.Redealt r) {
                out.println();
                say(r.cause() == RedealCause.BUNCHED
                    ? "Everyone agrees to bunch: %s again (points already scored stand)."
                    : "The pack runs out before a new suit turns up: %s again (points already scored stand).",
                    verb(r.dealer(), "deal", "deals"));
            } else if (e instanceof GameEvent.TurnedUp t) {
                showHands |= tellTurnUp(t);
            } else if (e instanceof GameEvent.Called c) {
                tellCall(c);
            } else if (e instanceof GameEvent.BidMade b) {
                say("  %s %d.", capital(verb(b.seat(), "bid", "bids")), b.points());
            } else if (e instanceof GameEvent.Played p) {
                tellPlay(p, next);
            } else if (e instanceof GameEvent.ThrewIn t) {
                say("  %s %s and %s no further part in the hand.", capital(verb(t.seat(), "throw in", "throws in")),
                    face.cards(t.cards()), t.seat() == me ? "take" : "takes");
            } else if (e instanceof GameEvent.TakenBack b) {
                say("  %s %s back.", capital(verb(b.seat(), "take", "takes")), face.cards(b.cards()));
            } else if (e instanceof GameEvent.CallLapsed l) {
                say("  The call of %s by %s lapses: the revoke was corrected before the trick was complete, so it costs "
                    + "nothing.", face.card(l.card()), who(l.seat()));
            } else if (e instanceof GameEvent.Discarded d) {
                say("  %s %s.", capital(verb(d.seat(), "discard", "discards")),
                    d.card().map(face::card).orElse("a card"));
            } else if (e instanceof GameEvent.TrumpsFixed f) {
                trump = f.trump();
                begged = null;
                if (rules.trumps() instanceof Stock) {
                    say("  The bottom card of the stock is a %s: %s are trumps.", f.trump().name().toLowerCase(Locale.ROOT)
                        .replaceAll("s$", ""), suitOrUnknown());
                }
            } else if (e instanceof GameEvent.Exposed x) {
                say("  %s %s: it stays face up.", capital(verb(x.seat(), "expose", "exposes")), face.card(x.card()));
            } else if (e instanceof GameEvent.CardCalled c) {
                say("  %s %s: it must be played when it may be.", capital(verb(c.seat(), "call", "calls")), face.card(c.card()));
            } else if (e instanceof GameEvent.Drew d) {
                say("    %s %s.", capital(verb(d.seat(), "draw", "draws")), d.card().map(face::card).orElse("a card"));
            } else if (e instanceof GameEvent.TrickTaken t) {
                tellTrick(t.trick());
                if (countFollows(events, i)) {
                    say("  The count:");
                }
            } else if (e instanceof GameEvent.Awarded a) {
                tellAward(a.award(), events);
            } else if (e instanceof GameEvent.HandCounted h) {
                tellCount(h);
            } else if (e instanceof GameEvent.MatchWon w) {
                out.println();
                say("%s the match, %s.", capital(winners(w.side())), finalScore(w.side(), w.scores()));
            }
        }
        if (showHands) {
            tellHands(hands);
        }
    }

    /** The viewer's hand; for everyone, every hand from elder, in the compact form. */
    private void tellHands(IntFunction<Optional<CardSet>> hands) {
        if (me != EVERYONE) {
            Optional<CardSet> hand = hands.apply(me);
            say(hand.isPresent() ? "  Your hand: " + hand(hand.get(), Optional.ofNullable(trump))
                : "  Your cards are dealt face down: you may not look at them until your partner pitches.");
            return;
        }
        int elder = (dealer + 1) % rules.seats();
        for (int i = 0, seat = elder; i < rules.seats(); i++, seat = (seat + 1) % rules.seats()) {
            String role = seat == elder ? " (elder)" : seat == dealer ? " (dealer)" : "";
            say("  Seat %d%s: %s", seat, role, hands.apply(seat).map(this::compact).orElse("?"));
        }
    }

    /**
     * Cards grouped by suit in {@link CardFace#SUIT_ORDER} (spades, hearts, clubs, diamonds), high to low:
     * {@code AS 9S  10H 9H  5C}.
     */
    String compact(CardSet cards) {
        List<String> groups = new ArrayList<>();
        for (Suit s : CardFace.SUIT_ORDER) {
            CardSet inSuit = cards.ofSuitOnly(s);
            if (!inSuit.isEmpty()) {
                groups.add(cards(inSuit));
            }
        }
        return String.join("  ", groups);
    }

    /** Returns whether the viewer's hand should be shown again after the events (a run turned a new suit). */
    private boolean tellTurnUp(GameEvent.TurnedUp t) {
        Card c = t.card();
        boolean newSuit = begged == null || c.suit() != begged;
        if (t.round() == 0) {
            say("  %s %s.", capital(verb(dealer, "turn up", "turns up")), face.card(c));
        } else if (newSuit) {
            say("    Turned up %s: %s are trumps.", face.card(c), suit(c.suit()));
        } else {
            say("    Turned up %s: %s again, so the cards are run again.", face.card(c), suit(c.suit()));
        }
        trump = c.suit();
        return t.round() > 0 && newSuit;
    }

    private void tellCall(GameEvent.Called c) {
        int seat = c.seat();
        switch (c.call()) {
            case STAND -> say("  %s: %s are trumps.", actor(seat, "elder", "stand", "stands"), suitOrUnknown());
            case BEG -> {
                begged = trump;
                say("  %s.", actor(seat, "elder", "beg", "begs"));
            }
            case GIVE -> say("  %s: \"take one\". %s stay trumps.", actor(seat, "dealer", "give", "gives"),
                capital(suitOrUnknown()));
            case RUN -> say("  %s the cards: %d more each.", actor(seat, "dealer", "run", "runs"),
                rules.begging().map(b -> b.run().packet()).orElse(3));
            case BUNCH -> say("  %s to bunch the cards.", capital(verb(seat, "vote", "votes")));
            case KEEP -> say("  %s on playing: %s are trumps.", capital(verb(seat, "insist", "insists")), suitOrUnknown());
            case PASS -> say("  %s.", capital(verb(seat, "pass", "passes")));
            case SELL -> say("  %s the pitch.", actor(seat, "elder", "sell", "sells"));
            case REFUSE -> say("  %s the bid and will pitch.", actor(seat, "elder", "refuse", "refuses"));
            case RETRACT -> say("  %s a revoke.", capital(verb(seat, "correct", "corrects")));
            case CALL_REVOKE -> say("  %s a revoke!", capital(verb(seat, "call", "calls")));
            case MISDEAL -> say("  %s a misdeal.", capital(verb(seat, "claim", "claims")));
            case COUNT -> say("  No more claims: the hand is counted.");
            case PEEK -> say("  %s at the hand before the pitch.", capital(verb(seat, "peek", "peeks")));
            default -> say("  %s: %s.", capital(who(seat)), c.call().notation());
        }
    }

    /**
     * The pitch is told as it happens; for a seat, so is every card (and every story tells a trick
     * whole once it is taken: {@link #tellTrick}).
     */
    private void tellPlay(GameEvent.Played p, GameEvent next) {
        Card c = p.card();
        boolean lead = led == null;
        if (lead) {
            led = c.suit();
        }
        if (next instanceof GameEvent.TrumpsFixed f) {
            say("  %s %s: %s are trumps.", capital(verb(p.seat(), "pitch", "pitches")), face.card(c), suit(f.trump()));
        } else if (me != EVERYONE && lead) {
            say("  %s %s.", capital(verb(p.seat(), "lead", "leads")), face.card(c));
        } else if (me != EVERYONE) {
            boolean trumping = trump != null && c.suit() == trump && led != trump;
            say("  %s %s%s.", capital(verb(p.seat(), "play", "plays")), face.card(c), trumping ? " (trump)" : "");
        }
    }

    /**
     * A taken trick, whole: every seat's card in the order played and who took it ({@code Trick 2: seat 1
     * leads 7C, you 9C, ...; your partner wins.}). A seat has been told each card as it fell; the whole trick
     * is told again once taken, so that it can be read at a glance. Every card of a trick is face up.
     */
    private void tellTrick(Trick t) {
        int number = tricks++;          // tricks, like hands, are numbered from 0
        led = null;
        StringBuilder sb = new StringBuilder("  Trick ").append(number).append(": ");
        Suit led = t.cardAt(0).suit();
        for (int i = 0; i < t.size(); i++) {
            Card c = t.cardAt(i);
            if (i == 0) {
                sb.append(verb(t.seatAt(i), "lead", "leads")).append(' ').append(face.card(c));
            } else {
                sb.append(", ").append(who(t.seatAt(i))).append(' ').append(face.card(c));
                if (trump != null && c.suit() == trump && led != trump) {
                    sb.append(" (trump)");
                }
            }
        }
        if (!t.thrownIn().isEmpty()) {
            sb.append(", thrown in ").append(face.cards(t.thrownIn()));
        }
        int winner = t.winner().orElseThrow();
        sb.append("; ").append(verb(winner, "win", "wins")).append('.');
        out.println(sb);
    }

    /** Whether the hand's count follows trick {@code i} (before any other trick or deal). */
    private static boolean countFollows(List<GameEvent> events, int i) {
        for (int k = i + 1; k < events.size(); k++) {
            GameEvent e = events.get(k);
            if (e instanceof GameEvent.HandCounted) {
                return true;
            }
            if (e instanceof GameEvent.TrickTaken || e instanceof GameEvent.Dealt) {
                return false;
            }
        }
        return false;
    }

    private void tellAward(Award a, List<GameEvent> events) {
        String scores = verbSide(a.side(), "score", "scores");
        switch (a.reason()) {
            case TURN_UP -> say("    %s %d for turning up %s.", capital(scores), a.points(), rankName(a.card()));
            case GIFT -> say("    %s %d: the gift.", capital(scores), a.points());
            case HIGH -> say("    High (%s): %s %d.", face.card(a.card()), scores, a.points());
            case LOW -> say("    Low (%s): %s %d.", face.card(a.card()), scores, a.points());
            case JACK -> say("    Jack (%s): %s %d.", face.card(a.card()), scores, a.points());
            case HANG_JACK -> say("    Hang jack! %s captured %s from its holder and %s %d.", capital(side(a.side())),
                face.card(a.card()), individual() && a.side() == mySide() ? "score" : "scores", a.points());
            case GAME -> say("    Game (%s): %s %d.", gameValues(events), scores, a.points());
            case TRICK -> say("    %s %d for the trumps in the trick.", capital(scores), a.points());
            case PENALTY -> say("    Penalty: %s %d for the revoke of %s.", scores, a.points(), face.card(a.card()));
            case FORFEIT -> say("    The revoke of %s forfeits the match: %s %d.", face.card(a.card()), scores, a.points());
            case MISDEAL -> say("    Misdeal: %s %d; the same dealer deals again.", scores, a.points());
            case PEEK -> say("    For the peek %s %d.", scores, a.points());
            case SALE -> say("    %s %d for the sale.", capital(scores), a.points());
            case SETBACK -> {
                boolean you = individual() && a.side() == mySide();
                say("    Setback: %s fewer points than %s bid and %s %d.", verbSide(a.side(), "take", "takes"),
                    you ? "you" : "it", you ? "lose" : "loses", -a.points());
            }
        }
    }

    /** The Game values of the hand counted among {@code events}. */
    private String gameValues(List<GameEvent> events) {
        for (GameEvent e : events) {
            if (e instanceof GameEvent.HandCounted h) {
                return gameValues(h.result());
            }
        }
        return "?";
    }

    private void tellCount(GameEvent.HandCounted h) {
        HandResult r = h.result();
        if (r.gameSide() == HandResult.NOBODY && !r.thrownIn() && !wonBefore(h)) {
            say("    Game is tied (%s): nobody scores it.", gameValues(r));
        }
        if (r.allFourSide() >= 0) {
            say("    %s made all four!", capital(side(r.allFourSide())));
        }
        if (r.thrownIn()) {
            say("  The cards are thrown in after the gift.");
        }
        if (r.countStopped()) {
            say("  The count stops at the target: %s %s not scored.", unscored(r), unscoredCount(r) == 1 ? "is" : "are");
        }
        say("  Score after hand %d: %s.", r.hand(), scores(h.scores()));
    }

    /** The points taken in a hand whose count stopped at the target but never scored: "Low, Jack and Game". */
    private static String unscored(HandResult r) {
        List<String> names = unscoredNames(r);
        return names.size() == 1 ? names.get(0)
            : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    private static int unscoredCount(HandResult r) {
        return unscoredNames(r).size();
    }

    private static List<String> unscoredNames(HandResult r) {
        int setBack = HandResult.NOBODY;
        for (Award a : r.awards()) {
            if (a.reason() == AwardReason.SETBACK) {
                setBack = a.side();
            }
        }
        List<String> names = new ArrayList<>();
        int[] sides = {r.highSide(), r.lowSide(), r.jackSide(), r.gameSide()};
        boolean[] scored = {r.highScored(), r.lowScored(), r.jackScored(), r.gameScored()};
        String[] point = {"High", "Low", "Jack", "Game"};
        for (int i = 0; i < 4; i++) {
            if (sides[i] != HandResult.NOBODY && !scored[i] && sides[i] != setBack) {
                names.add(point[i]);
            }
        }
        return names;
    }

    /** Whether the match was won before the count reached Game (so Game was never decided). */
    private boolean wonBefore(GameEvent.HandCounted h) {
        for (int score : h.scores()) {
            if (score >= rules.target()) {
                return true;
            }
        }
        return false;
    }

    // -------------------------------------------------------------------------------- wording

    /** "you" for the viewer, "your partner" for the viewer's partner, "seat 2" for another seat. */
    String who(int seat) {
        if (seat == me) {
            return "you";
        }
        if (me != EVERYONE && !individual() && rules.sideOf(seat) == rules.sideOf(me)) {
            return rules.seatsOf(rules.sideOf(me)).size() == 2 ? "your partner" : "your partner at seat " + seat;
        }
        return "seat " + seat;
    }

    /** "Seat 1 (elder) stands" / "You (elder) stand" / "Your partner (elder) stands". */
    private String actor(int seat, String role, String mine, String theirs) {
        return capital(who(seat)) + " (" + role + ") " + (seat == me ? mine : theirs);
    }

    /** "you play" for the viewer, "your partner plays", "seat 2 plays" for another seat. */
    private String verb(int seat, String mine, String theirs) {
        return who(seat) + " " + (seat == me ? mine : theirs);
    }

    private int mySide() {
        return me == EVERYONE ? -1 : rules.sideOf(me);
    }

    /** The viewer's side is "your side" (or "you" when everyone plays alone); others are "side N" / "seat N". */
    private String side(int side) {
        if (side == mySide()) {
            return individual() ? "you" : "your side";
        }
        return individual() ? "seat " + side : "side " + side;
    }

    /** "you score" / "your side scores" / "seat 1 scores". */
    private String verbSide(int side, String mine, String theirs) {
        return side(side) + " " + (individual() && side == mySide() ? mine : theirs);
    }

    /** "Side 1 (seats 1 and 3) wins" for everyone; "your side wins" / "you win" / "seat 2 wins" for a seat. */
    private String winners(int side) {
        if (me != EVERYONE) {
            return verbSide(side, "win", "wins");
        }
        List<String> seats = new ArrayList<>();
        for (int s : rules.seatsOf(side)) {
            seats.add(Integer.toString(s));
        }
        return (seats.size() == 1 ? "seat " + seats.get(0) + " (side " + side + ")"
            : "side " + side + " (seats " + and(seats) + ")") + " wins";
    }

    private boolean individual() {
        return rules.sides() == rules.seats();
    }

    private String suitOrUnknown() {
        return trump == null ? "?" : suit(trump);
    }

    private String scores(List<Integer> totals) {
        List<String> parts = new ArrayList<>();
        for (int side = 0; side < totals.size(); side++) {
            parts.add(side(side) + " " + totals.get(side));
        }
        return String.join(", ", parts);
    }

    private static String finalScore(int winner, List<Integer> totals) {
        List<String> parts = new ArrayList<>();
        parts.add(totals.get(winner).toString());
        for (int side = 0; side < totals.size(); side++) {
            if (side != winner) {
                parts.add(totals.get(side).toString());
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

    /** The table in words: {@code side 0 (seats 0 and 2) against side 1 (seats 1 and 3)}. */
    public static String table(RuleSet rules) {
        List<String> sides = new ArrayList<>();
        for (int side = 0; side < rules.sides(); side++) {
            List<String> seats = new ArrayList<>();
            for (int s : rules.seatsOf(side)) {
                seats.add(Integer.toString(s));
            }
            sides.add(seats.size() == 1 ? "seat " + seats.get(0) : "side " + side + " (seats " + and(seats) + ")");
        }
        return String.join(" against ", sides);
    }

    private static String and(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /**
     * A hand grouped by suit in {@link CardFace#SUIT_ORDER}, high to low, the trump suit marked:
     * {@code spades: AS 9S   hearts (trumps): 10H}.
     */
    String hand(CardSet cards, Optional<Suit> trump) {
        List<String> groups = new ArrayList<>();
        for (Suit s : CardFace.SUIT_ORDER) {
            CardSet inSuit = cards.ofSuitOnly(s);
            if (!inSuit.isEmpty()) {
                groups.add(suit(s) + (trump.isPresent() && trump.get() == s ? " (trumps)" : "") + ": " + cards(inSuit));
            }
        }
        return groups.isEmpty() ? "no cards" : String.join("   ", groups);
    }

    /** Cards as this narrator's face writes them, high to low within each suit, space separated. */
    String cards(CardSet cards) {
        return face.cards(cards);
    }

    private String rankName(Card c) {
        String rank = c.rank() == Rank.ACE ? "the ace" : c.rank() == Rank.JACK ? "the jack"
            : c.rank() == Rank.KING ? "the king" : c.rank() == Rank.QUEEN ? "the queen" : c.rank() == Rank.TEN ? "a ten"
            : "a " + c.rank().letter();
        return rank + " (" + face.card(c) + ")";
    }

    static String suit(Suit s) {
        return s.name().toLowerCase(Locale.ROOT);
    }

    static String capital(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private void say(String format, Object... args) {
        out.println(String.format(Locale.ROOT, format, args));
    }
}
