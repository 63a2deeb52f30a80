package io.github.allfours.engine;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Rank;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.HandResult;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Setup;
import io.github.allfours.game.SetupProblem;
import io.github.allfours.rules.Auction;
import io.github.allfours.rules.Begging;
import io.github.allfours.rules.GiftRecipients;
import io.github.allfours.rules.JackScoring;
import io.github.allfours.rules.Pitch;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.rules.TurnUp;
import io.github.allfours.rules.TurnUpScope;
import java.util.ArrayList;
import java.util.List;

/**
 * The awards of a {@link Setup} as play makes them ({@link SetupProblem.Kind#AWARDS}; docs/rules.md, "The four
 * points", "Order of scoring", "Turn-up points", "Begging", "Bidding", "Commercial Pitch", "All Fives", "Table
 * mode"). Every award, of every hand: never of 0 points; for a reason these rules score; of the points the rules
 * give for it (a turn-up by its rank, a gift, High, Low, Jack, hang jack and Game their fixed values, a setback or
 * a sale a bid the auction allows, table mode's penalties theirs); naming a card exactly when the reason has one
 * (a jack award a jack); to the side the rules give it (a turn-up to the dealer's, a gift or a misdeal to an
 * opponent of the dealer, a sale to elder's: the dealer of each hand follows from the current dealer, since the
 * deal passes one seat a hand); none after the award that won the match. Awards of the hand in progress: its count
 * (High, Low, Jack, Game, a setback) only once the match is over (a count that does not end it starts the next
 * hand); those of the deal in progress only at their moment (the turn-up points exactly those the scope makes by
 * this phase, each card turned once; a gift after the dealer gave and not after a run; a sale after elder sold and
 * of the contract's points; table mode's penalties and peeks in trick play; a misdeal never, since it is
 * redealt). A Commercial Pitch hand played by the high bidder was sold to it, so its sale is scored. A hand result
 * lists exactly the awards of its hand, and names its dealer. An earlier hand played to its end leaves its last
 * trick on view.
 *
 * <p>Run after {@link SetupCheck#shape()} (sides in range), in time linear in the awards and hand results.
 */
final class AwardCheck {
    private final SetupCheck check;
    private final Setup x;
    private final RuleSet rules;
    private final CompiledRules compiled;

    private AwardCheck(SetupCheck check) {
        this.check = check;
        this.x = check.x;
        this.rules = check.rules;
        this.compiled = check.compiled;
    }

    /** Checks every award and hand result of the setup, adding a problem for each thing wrong. */
    static void check(SetupCheck check) {
        new AwardCheck(check).run();
    }

    private void run() {
        long[] running = new long[compiled.sides];
        boolean won = false;
        long turnedScored = 0;
        for (int i = 0; i < x.awards().size(); i++) {
            Award a = x.awards().get(i);
            String name = "award " + i + " (" + a + ")";
            if (won) {
                problem(name + " comes after the match was already won");
            }
            if (a.points() == 0) {
                problem(name + " is of 0 points: no rule scores nothing");
            } else if (reasonScored(a, name)) {
                points(a, name);
            }
            card(a, name);
            side(a, name);
            if (a.hand() == x.handNumber()) {
                inHand(a, name);
                if (a.deal() == x.dealNumber() && a.reason() == AwardReason.TURN_UP && a.card() != null) {
                    if ((turnedScored & a.card().bit()) != 0) {
                        problem(name + ": the turn-up " + a.card() + " scores once");
                    }
                    turnedScored |= a.card().bit();
                }
            }
            running[a.side()] += a.points();
            won |= running[a.side()] >= compiled.target;
        }
        sale();
        peeks();
        turnUps();
        previousTrick();
        results();
    }

    private void problem(String message) {
        check.add(SetupProblem.Kind.AWARDS, message);
    }

    // ------------------------------------------------------------------------------------ every award

    /** Whether these rules ever score the award's reason; a problem when they do not. */
    private boolean reasonScored(Award a, String name) {
        boolean scored = switch (a.reason()) {
            case HIGH, LOW, JACK, GAME -> true;
            case TURN_UP -> rules.trumps() instanceof TurnUp;
            case GIFT -> rules.begging().isPresent();
            case HANG_JACK -> rules.scoring().jack() == JackScoring.HANG_JACK;
            case SETBACK -> rules.trumps() instanceof Auction;
            case SALE -> rules.trumps() instanceof Auction auction && auction.elderSells();
            case TRICK -> rules.scoring().trickPoints();
            case FORFEIT, PENALTY, MISDEAL -> rules.tableMode().isPresent();
            case PEEK -> rules.tableMode().isPresent() && rules.trumps() instanceof Pitch pitch && pitch.partnerWaits();
        };
        if (!scored) {
            problem(name + ": these rules never score " + a.reason());
        }
        return scored;
    }

    /** The points the rules give for the award's reason. */
    private void points(Award a, String name) {
        int p = a.points();
        switch (a.reason()) {
            case TURN_UP -> {
                if (a.card() != null) {
                    int worth = ((TurnUp) rules.trumps()).points().getOrDefault(a.card().rank(), 0);
                    worth(p, worth, name, "a turn-up of " + a.card().rank().letter());
                }
            }
            case GIFT -> worth(p, rules.begging().map(Begging::giftPoints).orElse(0), name, "a gift");
            case HIGH, LOW, JACK -> worth(p, 1, name, a.reason().toString());
            case HANG_JACK -> worth(p, rules.scoring().hangJackPoints(), name, "a hang jack");
            case GAME -> worth(p, rules.scoring().gamePoints(), name, "game");
            case SETBACK, SALE -> {
                Auction auction = (Auction) rules.trumps();
                int bid = a.reason() == AwardReason.SETBACK ? -p : p;
                if (bid < auction.minimumBid() || bid > auction.maximumBid()) {
                    problem(name + ": " + a.reason() + " is " + (a.reason() == AwardReason.SETBACK ? "minus " : "")
                        + "a bid of " + auction.minimumBid() + " to " + auction.maximumBid());
                }
            }
            case TRICK -> {
                int most = Rank.ACE.gameValue() + Rank.KING.gameValue() + Rank.QUEEN.gameValue() + Rank.JACK.gameValue()
                    + Rank.TEN.gameValue() + rules.scoring().trumpFiveValue();
                if (p < 1 || p > most) {
                    problem(name + ": a trick's trumps are worth 1 to " + most);
                }
            }
            case FORFEIT -> {
                if (p < 1) {
                    problem(name + ": a forfeit gives the points the caller's side lacks, at least 1");
                }
            }
            case PENALTY -> worth(p, mode().penaltyPoints(), name, "a penalty");
            case MISDEAL -> worth(p, mode().misdealPoints(), name, "a misdeal");
            case PEEK -> worth(p, mode().peekPoints(), name, "a peek");
        }
    }

    private TableMode mode() {
        return rules.tableMode().orElseThrow();
    }

    private void worth(int points, int worth, String name, String what) {
        if (points != worth) {
            problem(name + ": " + what + (worth == 0 ? " scores nothing under these rules" : " is worth " + worth));
        }
    }

    /** A card exactly for the reasons about one: the turn-up, High, Low, the jack, the revoke penalised. */
    private void card(Award a, String name) {
        boolean hasCard = switch (a.reason()) {
            case TURN_UP, HIGH, LOW, JACK, HANG_JACK, FORFEIT, PENALTY -> true;
            default -> false;
        };
        if (hasCard && a.card() == null) {
            problem(name + ": " + a.reason() + " names its card");
        } else if (!hasCard && a.card() != null) {
            problem(name + ": " + a.reason() + " names no card");
        } else if ((a.reason() == AwardReason.JACK || a.reason() == AwardReason.HANG_JACK)
            && a.card().rank() != Rank.JACK) {
            problem(name + ": " + a.reason() + " is for a jack, not " + a.card());
        }
    }

    /** The seat that dealt {@code hand}: the deal passes one seat a hand, redeals keep the dealer. */
    private int dealerOf(int hand) {
        return Math.floorMod(x.dealer() - (x.handNumber() - hand), compiled.seats);
    }

    /** The side the rules give the award to, where they name one. */
    private void side(Award a, String name) {
        int dealer = dealerOf(a.hand());
        int dealerSide = compiled.sideOf[dealer];
        int elderSide = compiled.sideOf[compiled.next(dealer)];
        String dealt = " (seat " + dealer + " dealt hand " + a.hand() + ")";
        switch (a.reason()) {
            case TURN_UP -> {
                if (a.side() != dealerSide) {
                    problem(name + ": a turn-up scores for the dealer's side, side " + dealerSide + dealt);
                }
            }
            case GIFT -> {
                boolean toElder = rules.begging().map(b -> b.giftTo() == GiftRecipients.BEGGING_SIDE).orElse(true);
                if (a.side() == dealerSide || toElder && a.side() != elderSide) {
                    problem(name + ": a gift goes to the dealer's opponents"
                        + (toElder ? ", elder's side " + elderSide : "") + dealt);
                }
            }
            case MISDEAL -> {
                if (a.side() == dealerSide) {
                    problem(name + ": a misdeal is called by the dealer's opponents" + dealt);
                }
            }
            case SALE -> {
                if (a.side() != elderSide) {
                    problem(name + ": a sale scores for elder's side, side " + elderSide + dealt);
                }
            }
            default -> {
            }
        }
    }

    // ------------------------------------------------------------------------------------ the hand in progress

    /** An award of the hand in progress, at the moment play makes it. */
    private void inHand(Award a, String name) {
        boolean count = switch (a.reason()) {
            case HIGH, LOW, JACK, HANG_JACK, GAME, SETBACK -> true;
            default -> false;
        };
        if (count && x.phase() != Phase.MATCH_OVER) {
            problem(name + " is of hand " + a.hand() + ", in progress: it is scored when the hand is counted, "
                + "not before the hand is counted (a count that does not end the match starts the next hand)");
        }
        if (a.deal() == x.dealNumber()) {
            inDeal(a, name);
        }
    }

    /** An award of the deal in progress, at the moment play makes it. */
    private void inDeal(Award a, String name) {
        Phase p = x.phase();
        boolean over = p == Phase.MATCH_OVER;
        boolean inPlay = SetupCheck.playing(p) || over;
        if (p == Phase.DEAL) {
            problem(name + " is of deal " + a.deal() + ", whose cards are still awaited");
            return;
        }
        switch (a.reason()) {
            case TURN_UP -> {
                if (a.card() != null && !a.card().equals(x.turnUp().orElse(null)) && !x.setAside().contains(a.card())) {
                    problem(name + ": " + a.card() + " was not turned up in this deal");
                }
            }
            case GIFT -> {
                boolean throwsIn = rules.begging().map(Begging::giftThrowsIn).orElse(false);
                if (!(throwsIn ? over : inPlay)) {
                    problem(name + " is scored before the dealer gives");
                } else if (!x.setAside().isEmpty()) {
                    problem(name + ": the dealer ran the cards in this deal, and so gave nothing");
                }
            }
            case SALE -> {
                if (!inPlay) {
                    problem(name + " is scored before elder sells");
                } else if (x.contract().isPresent() && x.contract().get().points() != a.points()) {
                    problem(name + ": a sale scores the bid of " + x.contract().get().points());
                }
            }
            case MISDEAL -> {
                if (!over) {
                    problem(name + ": a misdeal is redealt, so its award belongs to an earlier deal");
                }
            }
            case PENALTY, FORFEIT, PEEK -> {
                if (!inPlay) {
                    problem(name + " is scored before trick play, where it arises");
                }
            }
            default -> {
            }
        }
    }

    /**
     * Commercial Pitch, in trick play: the high bidder pitches only when elder sold, and the sale scored the bid for
     * elder's side; when elder refused, elder holds the contract and nothing was sold.
     */
    private void sale() {
        if (!(rules.trumps() instanceof Auction auction && auction.elderSells()) || !SetupCheck.playing(x.phase())
            || x.contract().isEmpty()) {
            return;
        }
        int elder = compiled.next(x.dealer());
        boolean sold = x.contract().get().seat() != elder;
        long sales = currentDeal(AwardReason.SALE);
        if (sold && sales != 1) {
            problem("the high bidder, seat " + x.contract().get().seat() + ", pitches, so elder sold: the sale is scored "
                + "once in this deal, not " + sales + " times");
        } else if (!sold && sales != 0) {
            problem("elder holds the contract, so elder refused: nothing was sold in this deal");
        }
    }

    /**
     * The turn-up points of the deal in progress are those the rules' scope makes by this phase (docs/rules.md,
     * "Turn-up points"): every card turned, as it is turned; the first card turned and a run's new suit, as they
     * are turned (which of the set-aside cards was first is not known: at most one of them, and one when all would
     * score); or only the card that fixes trumps, once they are fixed (from the discard or trick play on).
     */
    private void turnUps() {
        Phase p = x.phase();
        if (!(rules.trumps() instanceof TurnUp turnUp) || x.turnUp().isEmpty() || p == Phase.DEAL
            || p == Phase.MATCH_OVER) {
            return;
        }
        long scored = 0;
        for (Award a : x.awards()) {
            boolean thisDeal = a.hand() == x.handNumber() && a.deal() == x.dealNumber();
            if (thisDeal && a.reason() == AwardReason.TURN_UP && a.card() != null) {
                scored |= a.card().bit();
            }
        }
        Card up = x.turnUp().get();
        long expected = expectedTurnUps(turnUp, scored);
        String when = switch (turnUp.scope()) {
            case EVERY_TURN_UP -> "as it is turned (every card turned scores)";
            case FIRST_AND_FIXING -> "as it is turned (the first card turned scores, and in a run a new suit)";
            case FINAL_ONLY -> "once trumps are fixed (only the card that fixes them scores)";
        };
        for (long missing = expected & ~scored; missing != 0; missing &= missing - 1) {
            Card c = Card.ofIndex(Long.numberOfTrailingZeros(missing));
            problem("the turn-up " + c + " scores " + worth(turnUp, c) + " for the dealer's side " + when
                + ", yet no award of this deal says so");
        }
        for (long extra = scored & ~expected & (x.setAside().bits() | up.bit()); extra != 0; extra &= extra - 1) {
            Card c = Card.ofIndex(Long.numberOfTrailingZeros(extra));
            problem("the turn-up " + c + " is scored in this deal, but under these rules a card turned scores " + when
                + (turnUp.scope() == TurnUpScope.FINAL_ONLY ? ", not before trumps are fixed" : ""));
        }
    }

    /**
     * The cards turned this deal that the scope has scored by this phase. Under {@code FIRST_AND_FIXING} which of
     * the set-aside cards was turned first is not known: the one scored is taken for it, and it is a problem when
     * more than one is scored, or none while every one of them would score.
     */
    private long expectedTurnUps(TurnUp turnUp, long scored) {
        Card up = x.turnUp().orElseThrow();
        long upBit = worth(turnUp, up) > 0 ? up.bit() : 0;
        long aside = x.setAside().bits();
        long asideWorth = 0;
        for (Card c : x.setAside()) {
            asideWorth |= worth(turnUp, c) > 0 ? c.bit() : 0;
        }
        switch (turnUp.scope()) {
            case EVERY_TURN_UP -> {
                return upBit | asideWorth;
            }
            case FIRST_AND_FIXING -> {
                // the turn-up is the first card turned or a run's new suit; of the set-aside ones only the first scored
                long first = scored & aside;
                if (Long.bitCount(first) > 1) {
                    problem("the set-aside turn-ups " + CardSet.ofBits(first) + " are scored in this deal, but only the "
                        + "first card turned scores, and the cards a run turns in the same suit do not");
                } else if (first == 0 && aside != 0 && asideWorth == aside) {
                    problem("one of the set-aside turn-ups " + x.setAside() + " was turned first and scores as it is "
                        + "turned, yet none of them is scored in this deal");
                }
                return upBit | first;
            }
            default -> {
                boolean fixed = x.phase() == Phase.DISCARD || SetupCheck.playing(x.phase());
                return fixed ? upBit : 0;
            }
        }
    }

    private static int worth(TurnUp turnUp, Card c) {
        return turnUp.points().getOrDefault(c.rank(), 0);
    }

    /**
     * The last trick of an earlier hand stays on view until this hand's first trick is taken: when an earlier hand
     * was played (its count, trick points, penalties or peeks are among the awards, or its result says it was
     * played), this hand, with no trick taken yet, shows the last trick of that hand or of a later one.
     */
    private void previousTrick() {
        if (!x.tricks().isEmpty()) {
            return;
        }
        int played = -1;
        for (Award a : x.awards()) {
            boolean inPlay = switch (a.reason()) {
                case HIGH, LOW, JACK, HANG_JACK, GAME, SETBACK, TRICK, PENALTY, PEEK -> true;
                default -> false;
            };
            if (inPlay && a.hand() < x.handNumber()) {
                played = Math.max(played, a.hand());
            }
        }
        for (HandResult r : x.handResults()) {
            if (!r.thrownIn() && r.hand() < x.handNumber()) {
                played = Math.max(played, r.hand());
            }
        }
        if (played >= 0 && (x.previousTrick().isEmpty() || x.previousTrick().get().hand() < played)) {
            problem("hand " + played + " was played to its last trick, so a hand's last trick from hand " + played
                + " on is still on view, not " + x.previousTrick().map(t -> "one of hand " + t.hand()).orElse("none"));
        }
    }

    /** Table mode, West Yorkshire: each peek this deal scored for every other side. */
    private void peeks() {
        if (rules.tableMode().isEmpty() || mode().peekPoints() == 0 || x.phase() == Phase.MATCH_OVER
            || x.phase() == Phase.DEAL) {
            return;
        }
        long peeks = currentDeal(AwardReason.PEEK);
        long due = (long) x.tableCalls().seatsPeeked().size() * (compiled.sides - 1);
        if (peeks != due) {
            problem(peeks + " peek awards in this deal, but " + x.tableCalls().seatsPeeked().size()
                + " seats peeked, each scoring for every other side");
        }
    }

    private long currentDeal(AwardReason reason) {
        long n = 0;
        for (Award a : x.awards()) {
            if (a.deal() == x.dealNumber() && a.hand() == x.handNumber() && a.reason() == reason) {
                n++;
            }
        }
        return n;
    }

    /** A hand result lists the awards of its hand, in order, and names the seat that dealt it. */
    private void results() {
        List<HandResult> results = x.handResults();
        if (results.isEmpty()) {
            return;
        }
        int first = results.get(0).hand();
        List<List<Award>> byHand = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            byHand.add(new ArrayList<>());
        }
        for (Award a : x.awards()) {
            int i = a.hand() - first;
            if (i >= 0 && i < results.size()) {
                byHand.get(i).add(a);
            }
        }
        for (int i = 0; i < results.size(); i++) {
            HandResult r = results.get(i);
            if (!r.awards().equals(byHand.get(i))) {
                problem("hand result " + i + " lists " + r.awards().size() + " awards, but hand " + r.hand() + " has "
                    + byHand.get(i).size() + " (" + firstDifference(r.awards(), byHand.get(i)) + ")");
            }
            if (r.dealer() != dealerOf(r.hand())) {
                problem("hand result " + i + " says seat " + r.dealer() + " dealt hand " + r.hand() + ", but seat "
                    + dealerOf(r.hand()) + " did (the deal passes one seat a hand)");
            }
        }
    }

    private static String firstDifference(List<Award> a, List<Award> b) {
        int i = 0;
        while (i < a.size() && i < b.size() && a.get(i).equals(b.get(i))) {
            i++;
        }
        return "from its award " + i + ": " + (i < a.size() ? a.get(i) : "none") + " against "
            + (i < b.size() ? b.get(i) : "none");
    }
}
