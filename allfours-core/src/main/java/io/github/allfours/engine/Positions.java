package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Contract;
import io.github.allfours.game.EventListener;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.InvalidSetupException;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Play;
import io.github.allfours.game.Reason;
import io.github.allfours.game.Setup;
import io.github.allfours.game.SetupProblem;
import io.github.allfours.game.TableCalls;
import io.github.allfours.game.Trick;
import io.github.allfours.internal.Text;
import io.github.allfours.rules.Stock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Between {@link Setup} and {@link GameState}: {@link #build} checks a setup ({@link SetupCheck}), makes
 * the state, and replays the hand's tricks through the engine's own trick play from the first lead, so that
 * everything play decides (the seat to act, who wins each trick, the count's holders and captors, what must
 * be led, table mode's revokes) is decided by the engine and compared with the setup; {@link #setupOf}
 * reads a state back into a setup.
 */
final class Positions {
    private Positions() {
    }

    /** The setup of a state: its position, as plain data. */
    static Setup setupOf(GameState s) {
        CompiledRules compiled = s.match.compiled;
        List<CardSet> hands = new ArrayList<>(compiled.seats);
        for (int seat = 0; seat < compiled.seats; seat++) {
            hands.add(CardSet.ofBits(s.handOf(seat)));
        }
        List<Card> stock = new ArrayList<>();
        Deal d = s.deal;
        if (d.deck != null) {
            for (int i = d.deckPos; i < d.deck.size(); i++) {
                stock.add(d.deck.get(i));
            }
        }
        List<Trick> tricks = new ArrayList<>();
        long thrown = d.thrownIn;
        TakenTrick t = s.lastTrick;
        for (int k = 0; k < s.tricksPlayed; k++, t = t.previous) {
            tricks.add(0, t.toTrick());
            thrown |= t.thrown;
        }
        List<CardSet> thrownIn = new ArrayList<>();
        if (thrown != 0) {
            long[] by = new long[compiled.seats];
            for (long c = thrown; c != 0; c &= c - 1) {
                by[s.seatOf(Long.numberOfTrailingZeros(c))] |= c & -c;
            }
            for (long b : by) {
                thrownIn.add(CardSet.ofBits(b));
            }
        }
        Match m = s.match;
        Optional<Trick> previous = s.tricksPlayed == 0 && s.lastTrick != null ? Optional.of(s.lastTrick.toTrick()) : Optional.empty();
        return new Setup(m.rules, m.handNumber, m.dealNumber, m.dealer, s.phase, s.toAct, hands, stock, s.turnUp(),
            s.trump(), s.setAside(), s.discards(), tricks, s.currentTrick(), thrownIn, s.contract(), s.auction(),
            CardSet.ofBits(s.knownBits()), Irregular.publicCalls(s), s.uncalledRevokes(),
            CardSet.ofBits(Irregular.of(d).forfeits()), s.scoreList(), s.awards(), s.handResults(),
            previous, m.source);
    }

    /** Checks {@code x} and makes its state, or throws with every problem found. */
    static GameState build(Setup x) {
        SetupCheck check = new SetupCheck(x);
        if (check.shape()) {
            check.cards();
            check.trumps();
            check.turn();
            check.sizes();
            check.contract();
            AuctionLog.check(check);
            check.scores();
            AwardCheck.check(check);
            check.tableMode();
        }
        if (!check.problems.isEmpty()) {
            throw new InvalidSetupException(check.problems);
        }
        GameState s = make(check);
        if (!check.problems.isEmpty()) {
            throw new InvalidSetupException(check.problems);
        }
        Setup back = setupOf(s);
        boolean noneThrown = x.thrownIn().stream().allMatch(CardSet::isEmpty);
        boolean revokesFound = x.revokes().isEmpty() && SetupCheck.playing(x.phase()) && !(x.rules().trumps() instanceof Stock);
        Setup given = noneThrown || revokesFound
            ? new Setup(x.rules(), x.handNumber(), x.dealNumber(), x.dealer(), x.phase(), x.toAct(), x.hands(), x.stock(),
                x.turnUp(), x.trump(), x.setAside(), x.discards(), x.tricks(), x.currentTrick(),
                noneThrown ? List.of() : x.thrownIn(), x.contract(), x.auction(), x.knownCards(), x.tableCalls(),
                revokesFound ? back.revokes() : x.revokes(), revokesFound ? back.forfeits() : x.forfeits(), x.scores(), x.awards(), x.handResults(), x.previousTrick(),
                x.source())
            : x;
        if (!back.equals(given)) {
            check.add(SetupProblem.Kind.TURN, "play from the first lead does not lead to this position: " + differences(x, back));
            throw new InvalidSetupException(check.problems);
        }
        return s;
    }

    private static GameState make(SetupCheck check) {
        Setup x = check.x;
        CompiledRules compiled = check.compiled;
        GameState s = new GameState();
        Match m = new Match();
        m.rules = x.rules();
        m.compiled = compiled;
        m.source = x.source();
        m.dealNumber = x.dealNumber();
        m.handNumber = x.handNumber();
        m.dealer = x.dealer();
        m.scores = new int[compiled.sides];
        java.util.Arrays.fill(m.scores, Integer.MIN_VALUE / 2);     // nothing the replay scores can end the match
        m.winner = GameState.NONE;
        s.match = m;
        s.matchOwned = true;
        Deal d = s.newDeal();
        d.clearFacts();
        s.active = compiled.allSeats;
        s.held = 0;
        if (x.phase() != Phase.DEAL) {
            d.deck = DeckOrder.endingWith(x.stock().stream().mapToInt(Card::index).toArray());
            d.deckPos = (byte) (52 - x.stock().size());
        }
        d.setAside = x.setAside().bits();
        d.discards = x.discards().bits();
        d.turnUp = (byte) (int) x.turnUp().map(Card::index).orElse(GameState.NONE);
        d.contract = (byte) (int) x.contract().map(Contract::points).orElse(0);
        d.contractor = (byte) (int) x.contract().map(Contract::seat).orElse(GameState.NONE);
        d.auction = AuctionLog.pack(x.auction());
        d.firstLeader = (byte) compiled.next(x.dealer());
        int trump = x.trump().map(Enum::ordinal).orElse(GameState.NONE);
        List<Award> replayed = List.of();
        if (SetupCheck.playing(x.phase())) {
            for (int seat = 0; seat < compiled.seats; seat++) {
                s.giveCards(seat, x.hands().get(seat).bits() | check.playedBy[seat] | check.thrownBy[seat]);
            }
            d.firstLeader = (byte) check.ruleLeader();
            compiled.trumps.startRebuiltPlay(s, trump);
            replay(check, s);
            replayed = Chain.toList(s.match.awards, 0);     // the awards the replay made (the match part began with none)
        } else {
            for (int seat = 0; seat < compiled.seats; seat++) {
                s.giveCards(seat, x.hands().get(seat).bits());
            }
            d.trump = (byte) trump;
            boolean auctionOver = x.phase() != Phase.BID && x.phase() != Phase.SALE && d.contractor >= 0;
            if (auctionOver) {
                d.firstLeader = d.contractor;
            }
            s.enter(x.phase(), x.toAct());
            TrickPlayPhase.clearTrick(s);
            if (x.phase() == Phase.MATCH_OVER) {
                finalTricks(check, s);
            }
        }
        if (!check.problems.isEmpty()) {
            return s;
        }
        checkTrickAwards(check, replayed);
        tableCalls(check, s);
        d.shown = x.knownCards().bits();
        if (x.tricks().isEmpty() && x.previousTrick().isPresent()) {
            s.lastTrick = taken(x.previousTrick().get(), null);
        }
        m.scores = x.scores().stream().mapToInt(Integer::intValue).toArray();
        m.awards = null;
        int handStart = 0;
        for (Award a : x.awards()) {
            m.awards = Chain.push(m.awards, a);
            if (a.hand() < x.handNumber()) {
                handStart++;
            }
        }
        m.handAwardStart = handStart;
        m.results = null;
        for (HandResult r : x.handResults()) {
            m.results = Chain.push(m.results, r);
        }
        if (x.phase() == Phase.MATCH_OVER) {
            for (int side = 0; side < compiled.sides; side++) {
                if (m.scores[side] >= compiled.target) {
                    m.winner = side;
                }
            }
        }
        s.publish();
        return s;
    }

    /**
     * Plays the hand's tricks again from the first lead, each card checked against the legality decision of
     * the moment (not in a game with a stock, where the hands at each trick are not known: there only the
     * order of play and the winners are checked). A seat whose turn comes before its card in the setup
     * threw in (West Yorkshire). Draws from the stock are held back: the cards drawn are already in the hands.
     */
    private static void replay(SetupCheck check, GameState s) {
        Setup x = check.x;
        CompiledRules compiled = check.compiled;
        boolean legalityKnown = !(x.rules().trumps() instanceof Stock);
        int stockPos = s.deal.deckPos;
        s.deal.deckPos = (byte) s.deal.deck.size();
        List<Trick> tricks = new ArrayList<>(x.tricks());
        tricks.add(x.currentTrick());
        try {
            for (int t = 0; t < tricks.size(); t++) {
                Trick trick = tricks.get(t);
                String name = t == x.tricks().size() ? "the current trick" : "trick " + t;
                for (int i = 0; i <= trick.size(); i++) {
                    int seat = i < trick.size() ? trick.seatAt(i) : GameState.NONE;
                    while (s.phase == Phase.PLAY && s.toAct != seat && (check.thrownBy[s.toAct] & trick.thrownIn().bits()) != 0) {
                        s.legal = compiled.play.decide(s);
                        if (s.legal >= 0) {
                            check.add(SetupProblem.Kind.TRICKS, name + ": seat " + s.toAct + " may not throw in ("
                                + TrickPlayPhase.throwInBlocker(s, s.handOf(s.toAct)) + ")");
                            return;
                        }
                        TrickPlayPhase.throwIn(s, s.toAct, EventListener.NONE);
                    }
                    if (i == trick.size()) {
                        break;
                    }
                    if (s.phase != Phase.PLAY || s.toAct != seat) {
                        check.add(SetupProblem.Kind.TRICKS, name + ": seat " + seat + " plays " + trick.cardAt(i)
                            + " out of turn (" + (s.phase == Phase.PLAY ? "seat " + s.toAct + " is to play" : "the hand is over") + ")");
                        return;
                    }
                    int card = trick.cardAt(i).index();
                    s.legal = compiled.play.decide(s);
                    if (legalityKnown && (s.legal & (1L << card)) == 0) {
                        Reason r = compiled.play.refuse(s, seat, Play.ofIndex(card));
                        check.add(SetupProblem.Kind.TRICKS, name + ": seat " + seat + " may not play " + trick.cardAt(i)
                            + " (" + r + ")");
                        return;
                    }
                    compiled.play.play(s, seat, card, EventListener.NONE);
                }
                if (t < x.tricks().size()) {
                    int winner = trick.winner().getAsInt();
                    if (s.tricksPlayed != t + 1 || s.lastTrick.winner != winner) {
                        check.add(SetupProblem.Kind.TRICKS, name + " is not complete, or is won by seat "
                            + (s.tricksPlayed == t + 1 ? s.lastTrick.winner : GameState.NONE) + ", not seat " + winner);
                        return;
                    }
                } else if (s.tricksPlayed != x.tricks().size()) {
                    check.add(SetupProblem.Kind.TRICKS, "the current trick is complete: it would have been taken");
                    return;
                }
            }
        } catch (RuntimeException e) {     // tricks no play gives, in a way the checks above did not catch
            check.add(SetupProblem.Kind.TRICKS, "the tricks cannot be replayed: " + e.getMessage());
            return;
        }
        s.deal.deckPos = (byte) stockPos;
        if (s.phase != x.phase() || s.toAct != x.toAct()) {
            check.add(SetupProblem.Kind.TURN, "after these tricks seat " + s.toAct + " acts in phase " + s.phase + ", not seat "
                + x.toAct() + " in phase " + x.phase());
        }
    }

    /**
     * A finished match keeps the hand as it stood when the target was reached: its tricks, a trick a call
     * cut short, the seats that had thrown in. Nothing is replayed: the tricks are taken as given.
     */
    private static void finalTricks(SetupCheck check, GameState s) {
        Setup x = check.x;
        TakenTrick last = null;
        for (Trick t : x.tricks()) {
            last = taken(t, last);
        }
        s.lastTrick = last;
        s.tricksPlayed = (byte) x.tricks().size();
        Trick current = x.currentTrick();
        for (int i = 0; i < current.size(); i++) {
            int card = current.cardAt(i).index();
            int seat = current.seatAt(i);
            if (i == 0) {
                s.ledSuit = (byte) (card >>> 4);
                s.winSeat = (byte) seat;
                s.winCard = (byte) card;
            } else if (s.deal.trump >= 0 && TrickPlayPhase.beats(card, s.winCard, s.deal.trump)) {
                s.winSeat = (byte) seat;
                s.winCard = (byte) card;
            }
            s.trickCards |= 1L << card;
            s.trickOrder |= (long) card << (6 * i);
            s.trickSeats |= seat << (4 * i);
        }
        s.trickSize = (byte) current.size();
        s.deal.thrownIn = current.thrownIn().bits();
        for (int seat = 0; seat < check.compiled.seats; seat++) {
            if (check.thrownBy[seat] != 0) {
                s.active &= ~(1 << seat);
                s.giveCards(seat, check.thrownBy[seat]);
                s.held &= ~check.thrownBy[seat];
            }
        }
        for (int seat = 0; seat < check.compiled.seats; seat++) {
            s.giveCards(seat, check.playedBy[seat]);
            s.held &= ~check.playedBy[seat];
        }
    }

    /** All Fives: the points the replayed tricks scored must be this hand's trick awards, in order. */
    private static void checkTrickAwards(SetupCheck check, List<Award> replayed) {
        if (check.x.phase() == Phase.MATCH_OVER) {
            return;     // nothing replayed
        }
        List<Award> given = new ArrayList<>();
        for (Award a : check.x.awards()) {
            if (a.hand() == check.x.handNumber() && a.reason() == AwardReason.TRICK) {
                given.add(a);
            }
        }
        List<String> want = replayed.stream().map(a -> a.side() + ":" + a.points()).toList();
        List<String> have = given.stream().map(a -> a.side() + ":" + a.points()).toList();
        if (!want.equals(have)) {
            check.add(SetupProblem.Kind.SCORES, "the tricks of this hand score " + want + " (side:points), but the awards say " + have);
        }
    }

    /**
     * Table mode: the revokes replayed, less those called (a called one still on the current trick keeps its forfeit
     * until the trick is judged); the calls as given. A revoke called must have been one.
     */
    private static void tableCalls(SetupCheck check, GameState s) {
        if (!check.compiled.claims.any()) {
            return;
        }
        TableCalls calls = check.x.tableCalls();
        long called = calls.revokesCalled().bits();
        Irregular replayed = Irregular.of(s.deal);
        if (check.x.phase() == Phase.MATCH_OVER || check.x.rules().trumps() instanceof Stock) {
            // nothing replayed, or replayed with the cards drawn later already in hand: the revokes as given
            long given = called | check.x.revokes().bits();
            replayed = Irregular.NONE.withRevokes(given, check.x.forfeits().bits());
        }
        if ((called & ~replayed.revokes()) != 0) {        // all on the tricks (SetupCheck)
            check.add(SetupProblem.Kind.TABLE, "revokes called " + CardSet.ofBits(called & ~replayed.revokes())
                + " were played legally");
        }
        long judged = called & ~check.x.currentTrick().cardSet().bits();      // those on the current trick wait for it
        Irregular i = Irregular.NONE.withRevokes(replayed.revokes() & ~called, replayed.forfeits() & ~judged)
            .withCalled(calls.cardsCalled().bits()).withGameBarred(Irregular.mask(calls.sidesBarred()))
            .withPeeked(Irregular.mask(calls.seatsPeeked())).withCalledRevokes(called)
            .withExposed(calls.cardsExposed().bits()).withCallers(Irregular.packCallers(calls.revokeCallers()));
        s.writableDeal().irregular = i.equals(Irregular.NONE) ? null : i;
    }

    private static TakenTrick taken(Trick t, TakenTrick previous) {
        long order = 0;
        int seatBits = 0;
        for (int i = 0; i < t.size(); i++) {
            order |= (long) t.cardAt(i).index() << (6 * i);
            seatBits |= t.seatAt(i) << (4 * i);
        }
        return new TakenTrick(t.hand(), order, seatBits, t.size(), t.thrownIn().bits(), t.winner().orElse(GameState.NONE),
            t.cardSet().bits() | t.thrownIn().bits(), previous);
    }

    /**
     * The components in which two setups differ, each with its first difference (the hands and the stock by name
     * only: they may be secret); short however long the lists are.
     */
    private static String differences(Setup a, Setup b) {
        List<String> names = new ArrayList<>();
        for (java.lang.reflect.RecordComponent c : Setup.class.getRecordComponents()) {
            try {
                Object x = c.getAccessor().invoke(a);
                Object y = c.getAccessor().invoke(b);
                if (!x.equals(y)) {
                    boolean secret = c.getName().equals("hands") || c.getName().equals("stock");
                    names.add(secret ? c.getName() : difference(c.getName(), x, y));
                }
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        return String.join(", ", names);
    }

    /** One component's difference: for lists, the first item that differs and the sizes. */
    private static String difference(String name, Object x, Object y) {
        if (x instanceof List<?> a && y instanceof List<?> b) {
            int i = 0;
            while (i < a.size() && i < b.size() && a.get(i).equals(b.get(i))) {
                i++;
            }
            return name + " from item " + i + ", " + item(a, i) + " against " + item(b, i) + " (" + a.size() + " against "
                + b.size() + " items)";
        }
        return name + " " + Text.cut(String.valueOf(x)) + " against " + Text.cut(String.valueOf(y));
    }

    private static String item(List<?> list, int i) {
        return i < list.size() ? Text.cut(String.valueOf(list.get(i))) : "none";
    }
}
