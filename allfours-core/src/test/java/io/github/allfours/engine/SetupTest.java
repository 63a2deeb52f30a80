package io.github.allfours.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.game.Action;
import io.github.allfours.game.Award;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Call;
import io.github.allfours.game.InvalidSetupException;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Setup;
import io.github.allfours.game.SetupProblem;
import io.github.allfours.game.TableCalls;
import io.github.allfours.game.Trick;
import io.github.allfours.testkit.TestRules;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link GameState#from(Setup)}: positions made by hand, and what it refuses, every problem at once. */
class SetupTest {
    private static GameState begPhase() {
        GameState s = GameState.start(TestRules.TRINIDAD_TWO, 0, DeckSource.seeded(7));
        assertEquals(Phase.BEG, s.phase());
        return s;
    }

    private static Setup with(Setup x, List<CardSet> hands, List<Card> stock, int toAct, List<Integer> scores) {
        return new Setup(x.rules(), x.handNumber(), x.dealNumber(), x.dealer(), x.phase(), toAct, hands, stock, x.turnUp(),
            x.trump(), x.setAside(), x.discards(), x.tricks(), x.currentTrick(), x.thrownIn(), x.contract(), x.auction(), x.knownCards(),
            x.tableCalls(), x.revokes(), x.forfeits(), scores, x.awards(), x.handResults(), x.previousTrick(), x.source());
    }

    @Test
    void handsSwappedBeforePlayMakeAPositionOfTheirOwn() {
        Setup x = begPhase().setup();
        CardSet a = x.hands().get(0);
        CardSet b = x.hands().get(1);
        Card fromA = a.iterator().next();
        Card fromB = b.iterator().next();
        List<CardSet> swapped = List.of(CardSet.ofBits(a.bits() & ~fromA.bit() | fromB.bit()),
            CardSet.ofBits(b.bits() & ~fromB.bit() | fromA.bit()));
        GameState s = GameState.from(x.withHands(swapped));
        assertEquals(swapped.get(0), s.hand(0));
        assertEquals(swapped.get(1), s.hand(1));
        assertEquals(Phase.BEG, s.phase());
        assertEquals(x.toAct(), s.toAct());
    }

    @Test
    void everyProblemIsReportedAtOnce() {
        Setup x = begPhase().setup();
        List<CardSet> hands = new ArrayList<>(x.hands());
        Card stolen = x.stock().get(0);
        hands.set(0, CardSet.ofBits(hands.get(0).bits() | stolen.bit()));        // in a hand and in the stock
        Setup bad = with(x, hands, x.stock(), x.dealer(), List.of(3, 0));         // dealer to beg; 3 points unawarded
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(bad));
        assertTrue(e.kinds().containsAll(EnumSet.of(SetupProblem.Kind.CARDS, SetupProblem.Kind.TURN,
            SetupProblem.Kind.SCORES, SetupProblem.Kind.HAND_SIZES)), e.getMessage());
        assertTrue(e.getMessage().contains(stolen.toString()), e.getMessage());
        assertTrue(e.problems().size() >= 4, e.getMessage());
    }

    @Test
    void aShapeThatDoesNotFitTheTableStopsTheOtherChecks() {
        Setup x = begPhase().setup();
        Setup bad = with(x, x.hands().subList(0, 1), x.stock(), 5, List.of(0, 0, 0));
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(bad));
        assertEquals(EnumSet.of(SetupProblem.Kind.SHAPE), e.kinds(), e.getMessage());
        assertEquals(3, e.problems().size(), e.getMessage());
    }

    @Test
    void aCardTheFollowRulesForbidIsRefusedInTheTricks() {
        GameState s = GameState.start(TestRules.TRINIDAD_TWO, 0, DeckSource.seeded(11));
        s = s.apply(Call.STAND);
        GameState led = s.apply(s.legalAction(0));
        int follower = led.toAct();
        long playable = led.legalPlayBits();
        long forbidden = led.handBits(follower) & ~playable;
        assertTrue(forbidden != 0, "the seed is chosen so that the follower must follow suit");
        Card wrong = Card.ofIndex(Long.numberOfTrailingZeros(forbidden));
        Setup x = led.setup();
        Trick trick = x.currentTrick();
        Trick revoke = new Trick(trick.hand(), List.of(trick.cardAt(0), wrong), List.of(trick.seatAt(0), follower),
            CardSet.EMPTY, java.util.OptionalInt.of(trick.seatAt(0)));
        List<CardSet> hands = new ArrayList<>(x.hands());
        hands.set(follower, CardSet.ofBits(hands.get(follower).bits() & ~wrong.bit()));
        Setup bad = new Setup(x.rules(), x.handNumber(), x.dealNumber(), x.dealer(), Phase.PLAY, trick.seatAt(0), hands,
            x.stock(), x.turnUp(), x.trump(), x.setAside(), x.discards(), List.of(revoke), new Trick(x.handNumber(), List.of(),
            List.of(), CardSet.EMPTY, java.util.OptionalInt.empty()), x.thrownIn(), x.contract(), x.auction(), x.knownCards(),
            x.tableCalls(), x.revokes(), x.forfeits(), x.scores(), x.awards(), x.handResults(), x.previousTrick(), x.source());
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(bad));
        assertTrue(e.kinds().contains(SetupProblem.Kind.TRICKS), e.getMessage());
        assertTrue(e.getMessage().contains("may not play " + wrong), e.getMessage());
    }

    @Test
    void aStateIsItsOwnSetupAndKeepsItsFuture() {
        GameState s = begPhase().apply(Call.BEG);
        GameState t = GameState.from(s.setup());
        assertEquals(s.setup(), t.setup());
        assertEquals(s.legalActions(), t.legalActions());
        for (Action a : s.legalActions()) {
            assertEquals(s.apply(a).setup().hands(), t.apply(a).setup().hands());
        }
    }

    /**
     * A hundred thousand impossible awards: the exception lists a problem for each, and its message names the
     * first ten and how many more (it once named them all, about 7 MB; a million made 68 MB).
     */
    @Test
    void everyProblemIsListedButTheMessageStaysShort() {
        Setup x = begPhase().setup();
        List<Award> awards = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            awards.add(new Award(5, 5, 0, 1, AwardReason.HIGH, Card.parse("AH")));       // hand 5 of a match at hand 0
        }
        Setup bad = x.withAwards(awards).withScores(List.of(100_000, 0));
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(bad));
        assertTrue(e.problems().size() >= 100_000, () -> e.problems().size() + " problems");
        assertTrue(e.getMessage().length() < 5_000, () -> e.getMessage().length() + " characters");
        assertTrue(e.getMessage().contains(" more"), e.getMessage());
    }

    /**
     * Table mode's lists of barred sides and peeking seats are sets written in increasing order: a million
     * repetitions of one side are one problem of shape, and the message stays short (the round trip once named the
     * whole list).
     */
    @Test
    void listsOfSidesAndSeatsAreSets() {
        Setup x = GameState.start(TestRules.TRINIDAD.withTableMode(io.github.allfours.rules.TableMode.STANDARD), 0,
            DeckSource.seeded(7)).setup();
        List<Integer> repeated = java.util.Collections.nCopies(1_000_000, 1);
        Setup bad = x.withTableCalls(new TableCalls(CardSet.EMPTY, CardSet.EMPTY, repeated, List.of(), CardSet.EMPTY, List.of()));
        InvalidSetupException e = assertThrows(InvalidSetupException.class, () -> GameState.from(bad));
        assertEquals(EnumSet.of(SetupProblem.Kind.SHAPE), e.kinds(), e.getMessage());
        assertTrue(e.getMessage().length() < 1_000, () -> e.getMessage().length() + " characters");
    }
}
