package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.moves;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Award;
import io.github.allfours.game.Call;
import io.github.allfours.game.Contract;
import io.github.allfours.game.Expose;
import io.github.allfours.game.InvalidSetupException;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Setup;
import io.github.allfours.game.SetupProblem;
import io.github.allfours.game.TableCalls;
import io.github.allfours.game.Trick;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import io.github.allfours.testkit.RandomMatches;
import io.github.allfours.testkit.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link GameState#from(Setup)} refuses positions that no play reaches, though every card is in one place and
 * every hand has the size of its phase (docs/rules.md, "The deal", "Running the cards", "Bidding", "California
 * Jack"): each case is a real position changed in one way, and the real one is accepted.
 */
class ReachableSetupTest {
    private static InvalidSetupException refused(Setup x, SetupProblem.Kind kind, String fragment) {
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(x));
        assertTrue(e.kinds().contains(kind), e.getMessage());
        assertTrue(e.getMessage().contains(fragment), e.getMessage());
        return e;
    }

    /** Moves {@code card} from one hand of the setup to another. */
    private static Setup moved(Setup x, Card card, int from, int to) {
        List<CardSet> hands = new ArrayList<>(x.hands());
        hands.set(from, CardSet.ofBits(hands.get(from).bits() & ~card.bit()));
        hands.set(to, CardSet.ofBits(hands.get(to).bits() | card.bit()));
        return x.withHands(hands);
    }

    @Test
    @DisplayName("Seven Up: a hand just dealt is no discard phase (no run, so nobody holds more than six)")
    void aDiscardPhaseNeedsSomeoneAboveTheHandSize() {
        GameState dealt = GameState.start(SevenUp.FOUR, 0, DeckSource.seeded(5));
        assertEquals(Phase.BEG, dealt.phase());
        refused(dealt.setup().withPhase(Phase.DISCARD), SetupProblem.Kind.TURN, "no discard is due");
    }

    /**
     * Seven Up for four, seat 0 deals: elder begs against the 2H, the dealer runs, the run turns 2S and the table
     * keeps, so everyone holds nine and discards down to six from elder (Foster 1897; docs/rules.md, "Seven Up").
     * Elder, to discard, holding six is a seat that would already have passed the turn on.
     */
    @Test
    @DisplayName("Seven Up: the seat discarding holds more than six; the seats after it have not discarded")
    void theSeatDiscardingHoldsMoreThanTheHandSize() {
        GameState discarding = moves(GameState.start(SevenUp.FOUR, 0, layout(SevenUp.FOUR, 0).turnUp("2H").run("2S").build()),
            "beg run keep");
        assertEquals(Phase.DISCARD, discarding.phase());
        assertEquals(1, discarding.toAct());
        Setup real = discarding.setup();
        assertEquals(9, real.hands().get(1).size());
        GameState.from(real);
        List<CardSet> hands = new ArrayList<>(real.hands());
        CardSet elder = hands.get(1);
        long three = 0;
        for (Card c : elder) {
            if (Long.bitCount(three) < 3) {
                three |= c.bit();
            }
        }
        hands.set(1, CardSet.ofBits(elder.bits() & ~three));
        Setup done = real.withHands(hands).withDiscards(CardSet.ofBits(real.discards().bits() | three));
        refused(done, SetupProblem.Kind.HAND_SIZES, "seat 1 holds 6 cards");
    }

    @Test
    @DisplayName("Trinidad: only elder leads the first trick of a hand")
    void onlyElderLeadsTheFirstTrick() {
        GameState dealt = GameState.start(Trinidad.FOUR, 0, DeckSource.seeded(9));
        Setup playing = dealt.setup().withPhase(Phase.PLAY);
        GameState.from(playing.withToAct(1));        // elder stood
        for (int seat : new int[] {0, 2, 3}) {
            refused(playing.withToAct(seat), SetupProblem.Kind.TURN, "elder (seat 1) leads the first trick");
        }
        GameState stood = dealt.apply(Call.STAND);
        Setup real = stood.setup();
        Card lead = real.hands().get(2).iterator().next();        // seat 2 leads instead of elder
        List<CardSet> hands = new ArrayList<>(real.hands());
        hands.set(2, CardSet.ofBits(hands.get(2).bits() & ~lead.bit()));
        Setup wrongLeader = real.withHands(hands).withToAct(3)
            .withCurrentTrick(new Trick(0, List.of(lead), List.of(2), CardSet.EMPTY, OptionalInt.empty()));
        refused(wrongLeader, SetupProblem.Kind.TURN, "elder (seat 1) leads the first trick");
    }

    @Test
    @DisplayName("Auction Pitch: a hand is played under a contract, since the dealer must bid when all pass")
    void noPlayWithoutAContractWhereTheDealerMustBid() {
        GameState bid = moves(GameState.start(AuctionPitch.FOUR, 11L), "pass bid 2 pass pass");
        assertEquals(Phase.PLAY, bid.phase());
        assertEquals(Optional.of(new Contract(2, 2)), bid.contract());
        Setup real = bid.setup().withAuction(List.of());
        GameState.from(real);
        refused(real.withContract(Optional.empty()).withToAct(1), SetupProblem.Kind.CONTRACT, "must bid");
    }

    @Test
    @DisplayName("Commercial Pitch: elder does not bid, so elder holds no high bid to sell")
    void elderHoldsNoHighBidToSell() {
        GameState sale = moves(GameState.start(CommercialPitch.FOUR, 11L), "bid 1 pass bid 2");
        assertEquals(Phase.SALE, sale.phase());
        Setup real = sale.setup().withAuction(List.of());
        GameState.from(real);
        refused(real.withContract(Optional.of(new Contract(1, 2))), SetupProblem.Kind.CONTRACT, "elder");
    }

    @Test
    @DisplayName("A deal awaited: no trumps, contract, known cards or calls yet")
    void aDealAwaitedHasNothingOfAHand() {
        Setup awaited = GameState.start(Trinidad.FOUR, 0, DeckSource.of()).setup();
        assertEquals(Phase.DEAL, awaited.phase());
        GameState.from(awaited);
        refused(awaited.withTrump(Optional.of(Suit.HEARTS)), SetupProblem.Kind.TRUMPS, "no cards are dealt");
        Setup auction = GameState.start(AuctionPitch.FOUR, 0, DeckSource.of()).setup();
        refused(auction.withContract(Optional.of(new Contract(1, 2))), SetupProblem.Kind.CONTRACT, "no cards are dealt");
    }

    /**
     * California Jack: after each trick the winner and then the loser draw from the stock, so between tricks both
     * hands hold six; a card moved from one hand to the other keeps the total but is no position of play. Before
     * any trick nothing has been drawn, so no card in a hand is known to everyone.
     */
    @Test
    @DisplayName("California Jack: each hand holds its own deal and draws; no card is known before a draw")
    void stockHandsHoldTheirOwnDraws() {
        GameState s = GameState.start(CaliforniaJack.TWO, 0, DeckSource.seeded(3));
        Setup first = s.setup();
        Card held = first.hands().get(0).iterator().next();
        refused(first.withKnownCards(CardSet.of(held)), SetupProblem.Kind.TABLE, "drawn");
        s = s.apply(s.legalAction(0));
        s = s.apply(s.legalAction(0));
        assertEquals(Phase.PLAY, s.phase());
        assertEquals(1, s.tricksPlayed());
        Setup real = s.setup();
        GameState.from(real);
        Card unknown = CardSet.ofBits(real.hands().get(0).bits() & ~real.knownCards().bits()).iterator().next();
        refused(moved(real, unknown, 0, 1), SetupProblem.Kind.HAND_SIZES, "seat 0 holds 5 cards");
    }

    @Test
    @DisplayName("a hand is dealt again only after a run or a misdeal: elsewhere each hand is one deal")
    void redealsOnlyWhereTheRulesHaveThem() {
        Setup auction = GameState.start(AuctionPitch.FOUR, 11L).setup();
        refused(auction.withDealNumber(1), SetupProblem.Kind.SHAPE, "never deal a hand again");
        Setup trinidad = GameState.start(Trinidad.FOUR, 0, DeckSource.seeded(9)).setup();         // a run may redeal
        GameState.from(trinidad.withDealNumber(1).withAwards(trinidad.awards().stream()
            .map(a -> new Award(a.hand(), 1, a.side(), a.points(), a.reason(), a.card())).toList()));
        GameState.from(auction.withRules(AuctionPitch.FOUR.withTableMode(TableMode.STANDARD)).withDealNumber(1));  // a misdeal
    }

    @Test
    @DisplayName("the redeals before an award are no more than the redeals so far")
    void anAwardsDealIsNoLaterThanItsHandAllows() {
        GameState s = Scenario.playOutHand(GameState.start(Trinidad.FOUR, 0, DeckSource.seeded(21)).apply(Call.STAND));
        assertEquals(1, s.handNumber());
        assertEquals(1, s.dealNumber());
        Setup x = s.setup();
        List<Award> awards = new ArrayList<>(x.awards());
        int last = 0;
        while (last + 1 < awards.size() && awards.get(last + 1).hand() == 0) {
            last++;
        }
        Award a = awards.get(last);        // hand 0's last award, said to be of deal 1: hand 0 would have been redealt
        awards.set(last, new Award(a.hand(), 1, a.side(), a.points(), a.reason(), a.card()));
        refused(x.withAwards(awards), SetupProblem.Kind.SCORES, "out of order");
    }

    /**
     * Commercial Pitch for four, seat 0 deals hand 0 (seat 1 elder, side 1). Random play reaches a hand whose first
     * bidder (seat 2) may bid 4 while elder's side holds 3 or more of the 7 points; seat 2 bids 4, seats 3 and 0 pass,
     * elder sells and its side reaches 7 before any card is led: trumps are never named (docs/rules.md, "Commercial
     * Pitch").
     */
    @Test
    @DisplayName("a pitched game over before the pitch has no trumps")
    void aMatchWonBeforeThePitchHasNoTrumps() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        GameState s = GameState.start(CommercialPitch.FOUR, 0, DeckSource.seeded(3));
        while (true) {
            int elder = (s.dealer() + 1) % 4;
            if (s.phase() == Phase.BID && s.auction().isEmpty() && s.score(elder % 2) >= 3 && s.score(elder % 2) < 7) {
                GameState t = moves(s, "bid 4 pass pass");
                if (t.phase() == Phase.SALE && t.legalActions().contains(Call.SELL)) {
                    s = t.apply(Call.SELL);
                    break;
                }
            }
            assertTrue(!s.isOver(), "the seed is chosen so that such a hand comes");
            s = s.apply(s.legalAction(random.nextInt(RandomMatches.choices(s))));
        }
        assertTrue(s.isOver());
        assertEquals(Optional.empty(), s.trump());
        Setup x = s.setup();
        GameState.from(x);
        refused(x.withTrump(Optional.of(Suit.SPADES)), SetupProblem.Kind.TRUMPS, "none yet");
    }

    /**
     * Table mode (docs/rules.md, "Table mode"): an exposed card may be called only during trick play, so a card called
     * while elder is still to beg is no position; a side is barred from Game only where the rules make a called
     * revoke bar it.
     */
    @Test
    @DisplayName("table mode: cards called and sides barred only where play puts them")
    void tableCallsComeInTrickPlay() {
        RuleSet rules = Trinidad.FOUR.withTableMode(TableMode.STANDARD);
        GameState dealt = GameState.start(rules, 0, DeckSource.seeded(9));
        Card exposed = dealt.hand(2).iterator().next();
        GameState shown = dealt.apply(2, new Expose(exposed));
        Setup x = shown.setup();
        GameState.from(x);
        refused(x.withTableCalls(new TableCalls(CardSet.EMPTY, CardSet.of(exposed), List.of(), List.of(), CardSet.of(exposed), List.of())),
            SetupProblem.Kind.TABLE, "not in phase BEG");
        RuleSet lenient = Trinidad.FOUR.withTableMode(new TableMode(1, false, 5, 1, 4));
        Setup playing = GameState.start(lenient, 0, DeckSource.seeded(9)).apply(Call.STAND).setup();
        GameState.from(playing);
        refused(playing.withTableCalls(new TableCalls(CardSet.EMPTY, CardSet.EMPTY, List.of(1), List.of(), CardSet.EMPTY, List.of())),
            SetupProblem.Kind.TABLE, "bars nobody");
    }
}
