package io.github.allfours.variants;

import static io.github.allfours.testkit.Scenario.assertRefused;
import static io.github.allfours.testkit.Scenario.awards;
import static io.github.allfours.testkit.Scenario.card;
import static io.github.allfours.testkit.Scenario.cards;
import static io.github.allfours.testkit.Scenario.layout;
import static io.github.allfours.testkit.Scenario.list;
import static io.github.allfours.testkit.Scenario.moves;
import static io.github.allfours.testkit.Scenario.withCardsAt;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.CardSet;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.CardCall;
import io.github.allfours.game.Expose;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.game.Reason;
import io.github.allfours.record.Discrepancy;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.record.PublicRecord;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.rules.TableMode;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Table mode: pagat.com "All Fours", Trinidad, irregularities (revokes, the forfeit with a top trump,
 * misdeals, exposed cards) and West Yorkshire (the peek); docs/rules.md, "Table mode" and decision 13.
 * Every expectation was worked out by hand.
 *
 * <p>The two-player deal: seat 0 deals {@code AH KH TS 3C 4C 5D}, seat 1 (elder) holds
 * {@code QH 6D 7D 2S 3S 4S}; TH is turned up (hearts; a ten scores nothing as a Trinidad turn-up) and
 * elder stands. Play: T1 6D, 3C (a revoke: seat 0 holds 5D), seat 1 wins; T2 7D 5D (seat 1); T3 2S TS
 * (seat 0 wins 10); T4 AH QH (seat 0, 6); T5 KH 3S (seat 0, 3); T6 4C 4S (seat 0). Game: seat 0 19, seat
 * 1 0. High AH to seat 0, Low QH (the lowest trump in play) to seat 1, no jack in play.
 */
class TableModeTest {
    static final RuleSet TWO = Trinidad.TWO.withTableMode(TableMode.STANDARD);
    static final String DEALER = "AH KH TS 3C 4C 5D";
    static final String ELDER = "QH 6D 7D 2S 3S 4S";

    private static GameState deal(RuleSet rules) {
        return GameState.start(rules, 0, layout(rules, 0).hands(DEALER, ELDER).turnUp("TH").build(),
            layout(rules, 0).build());
    }

    @Test
    @DisplayName("pagat Trinidad irregularities: a revoke is accepted, seen only by the revoker, and may be called")
    void revokeCalled() {
        GameState s = moves(deal(TWO), "stand 6D");
        assertRefused(deal(Trinidad.TWO).apply(Action.STAND).apply(Action.play(card("6D"))), Action.play(card("3C")),
            Reason.MUST_FOLLOW_SUIT);
        assertTrue(s.legalActions(0).contains(Action.play(card("3C"))), "table mode accepts the revoke");
        s = s.apply(0, Action.play(card("3C")));
        assertEquals(cards("3C"), s.uncalledRevokes());
        assertEquals(cards("3C"), s.viewFor(0).revokes(), "the revoker knows");
        assertEquals(CardSet.EMPTY, s.viewFor(1).revokes(), "the opponent is not told");
        assertTrue(s.legalActions(1).contains(Action.CALL_REVOKE));
        assertEquals(s.awards(), s.apply(0, Action.CALL_REVOKE).awards(), "the revoker's own call finds nothing");
        s = s.apply(1, Action.CALL_REVOKE);
        assertEquals(list("penalty 1 +1 3C"), awards(s.handAwards()));
        assertEquals(CardSet.EMPTY, s.uncalledRevokes());
        assertEquals(s.awards(), s.apply(1, Action.CALL_REVOKE).awards(), "penalised once: a second call finds nothing");

        s = moves(s, "7D 5D 2S TS AH QH KH 3S 4C 4S");
        assertEquals(Phase.CLAIMS, s.phase(), "the hand waits for claims after the last trick");
        assertEquals(0, s.toAct());
        assertEquals(List.of(Action.COUNT, Action.CALL_REVOKE), s.legalActions());
        s = s.apply(Action.COUNT);
        assertEquals(list("penalty 1 +1 3C", "high 0 +1 AH", "low 1 +1 QH"),
            awards(s.lastHandResult().orElseThrow().awards()), "seat 0 took 19 to 0 in Game but was barred from it");
        // the next deal (the second deck order, the pack in order) turns up AC: 1 to its dealer, seat 1
        assertArrayEquals(new int[] {1, 3}, s.scores());
    }

    @Test
    @DisplayName("an uncalled revoke costs nothing; the claims step is closed by the dealer's count")
    void revokeUncalled() {
        GameState s = moves(deal(TWO), "stand 6D 3C 7D 5D 2S TS AH QH KH 3S 4C 4S");
        assertEquals(Phase.CLAIMS, s.phase());
        assertTrue(s.legalActions(1).contains(Action.CALL_REVOKE), "still open after the last trick");
        s = s.apply(Action.COUNT);
        assertEquals(list("high 0 +1 AH", "low 1 +1 QH", "game 0 +1"), awards(s.lastHandResult().orElseThrow().awards()));
    }

    @Test
    @DisplayName("pagat Trinidad: failing a trump lead while holding one of the top five trumps loses the match")
    void forfeit() {
        GameState s = moves(deal(TWO), "stand");
        s = s.apply(1, Action.play(card("QH")));
        s = s.apply(0, Action.play(card("3C")));       // holds AH and KH: a forfeit revoke
        s = s.apply(1, Action.CALL_REVOKE);
        assertTrue(s.isOver());
        assertEquals(1, s.winner().getAsInt());
        assertEquals(list("forfeit 1 +14 3C"), awards(s.awards()));
    }

    @Test
    @DisplayName("pagat Trinidad irregularities, docs/rules.md Table mode: a revoke corrected before the trick's last "
        + "card carries no penalty; the later cards go back too")
    void retract() {
        RuleSet four = Trinidad.FOUR.withTableMode(TableMode.STANDARD);
        GameState s = GameState.start(four, 0, layout(four, 0)
            .hands("", "6D 7D 8D 9D 2S 3S", "2C 5D 4S 5S 6S 7S", "").turnUp("TH").build());
        s = moves(s, "stand 6D 2C");
        assertEquals(3, s.toAct());
        // seat 3 plays after the revoke; the revoker may still correct it, and seat 3 takes its card back
        GameState later = moves(s, s.hand(3).toList().get(0).toString());
        assertEquals(0, later.toAct());
        assertEquals(List.of(Action.RETRACT), later.legalActions(2).subList(0, 1));
        GameState corrected = later.apply(2, Action.RETRACT);
        assertEquals(2, corrected.toAct());
        assertEquals(1, corrected.currentTrick().size());
        assertEquals(later.hand(3).size() + 1, corrected.hand(3).size(), "seat 3's card is back in its hand");
        assertEquals(CardSet.EMPTY, corrected.uncalledRevokes());
        assertEquals(s.awards(), corrected.awards(), "no penalty");
        assertEquals(List.of(Action.RETRACT), s.legalActions(2).subList(0, 1));
        assertRefused(s, 1, Action.RETRACT, Reason.CANNOT_RETRACT);
        s = s.apply(2, Action.RETRACT);
        assertEquals(2, s.toAct(), "the revoker plays again");
        assertEquals(CardSet.EMPTY, s.uncalledRevokes());
        assertTrue(s.hand(2).contains(card("2C")));
        assertEquals(1, s.currentTrick().size());
        s = moves(s, "5D");
        assertRefused(s, 2, Action.RETRACT, Reason.CANNOT_RETRACT);
        assertTrue(s.legalActions(1).contains(Action.CALL_REVOKE), "open though there is nothing to call: it tells nothing");
        assertEquals(s.awards(), s.apply(1, Action.CALL_REVOKE).awards(), "and the call changes nothing");
    }

    /**
     * The retract above, but seat 3 calls the revoke before anyone plays after it: the call waits for the trick to be
     * complete, the revoker still corrects it, and the call lapses (docs/rules.md, "Table mode"): an event, a record
     * line and nothing scored. The record verifies, resumes, and its public form keeps the line.
     */
    @Test
    @DisplayName("docs/rules.md Table mode: a revoke called on its trick may still be corrected; the call lapses, "
        + "and the record says so")
    void aCallThatLapsesIsRecorded() throws Exception {
        RuleSet four = Trinidad.FOUR.withTableMode(TableMode.STANDARD);
        StringWriter out = new StringWriter();
        GameRecordWriter w = new GameRecordWriter(out);
        GameState s = w.start(four, 0, DeckSource.of(layout(four, 0)
            .hands("", "6D 7D 8D 9D 2S 3S", "2C 5D 4S 5S 6S 7S", "").turnUp("TH").build()));
        s = w.apply(s, Action.STAND);
        s = w.apply(s, Action.play(card("6D")));
        s = w.apply(s, Action.play(card("2C")));      // seat 2 holds 5D
        s = w.apply(s, 3, Action.CALL_REVOKE);
        List<GameEvent> events = new ArrayList<>();
        s = w.apply(s, 2, Action.RETRACT, events::add);
        assertEquals(new GameEvent.CallLapsed(3, card("2C")), events.get(events.size() - 1));
        String text = out.toString();
        String[] lines = text.split("\n");
        assertEquals("{\"type\":\"lapse\",\"seat\":3,\"card\":\"2C\"}", lines[lines.length - 1]);
        assertTrue(lines[lines.length - 2].endsWith("\"action\":\"retract\"}"), lines[lines.length - 2]);
        assertEquals(list(), awards(s.awards()));
        RecordVerifier verifier = new RecordVerifier(Variants.resolver());
        assertEquals(s, verifier.resume(text));
        assertTrue(PublicRecord.of(text).endsWith("{\"type\":\"lapse\",\"seat\":3,\"card\":\"2C\"}\n"));
        // a record that leaves the line out, or names another caller, is refused
        String without = text.substring(0, text.lastIndexOf("{\"type\":\"lapse\""));
        Discrepancy missing = verifier.verify(without).discrepancy().orElseThrow();
        assertEquals(Discrepancy.Kind.UNEXPECTED_LINE, missing.kind());
        assertTrue(missing.message().contains("lapse: seat 3's call of 2C was due"), missing.message());
        assertTrue(verifier.verify(without.replace("seat\":3", "seat\":1") + lines[lines.length - 1] + "\n")
            .discrepancy().isPresent());
    }

    @Test
    @DisplayName("pagat Trinidad irregularities: a misdeal claimed by an opponent of the dealer: 1 point, the same dealer again")
    void misdeal() {
        GameState s = deal(TWO);
        assertRefused(s, 0, Action.MISDEAL, Reason.CANNOT_CLAIM_MISDEAL);
        s = s.apply(1, Action.MISDEAL);
        // the redeal is the second deck order, the pack in order, whose turn-up is AC: 1 to the dealer's side
        assertEquals(list("misdeal 1 +1", "turn-up 0 +1 AC"), awards(s.awards()));
        assertEquals(0, s.dealer());
        assertEquals(1, s.dealNumber());
        assertEquals(0, s.handNumber());
        GameState started = moves(deal(TWO), "stand 6D");
        assertRefused(started, 1, Action.MISDEAL, Reason.CANNOT_CLAIM_MISDEAL);
    }

    @Test
    @DisplayName("docs/rules.md, Table mode: an exposed card stays face up; an opponent calls it and it must be played")
    void exposeAndCall() {
        GameState s = moves(deal(TWO), "stand");
        s = s.apply(0, new Expose(card("TS")));
        assertEquals(cards("TS"), s.viewFor(1).knownCards().get(0));
        assertRefused(s, 0, new CardCall(card("TS")), Reason.CANNOT_CALL_CARD);
        s = s.apply(1, new CardCall(card("TS")));
        s = moves(s, "2S");
        assertEquals(List.of(Action.play(card("TS"))), s.legalActions().subList(0, 1));
        assertRefused(s, Action.play(card("3C")), Reason.MUST_PLAY_CALLED_CARD);
        s = moves(s, "TS");
        assertEquals(CardSet.EMPTY, s.viewFor(1).knownCards().get(0));
    }

    /**
     * California Jack in table mode, from {@link CaliforniaJackTest}'s deck (seat 1 AC KC QC 2S 3S 4S, seat 0 2H 3H
     * 4H 5H 6H 7H, the stock AS KS ..., diamonds trumps). T1 AC 2H: seat 1 wins and draws AS from the face-up stock,
     * seat 0 draws KS. Every seat saw both cards drawn, but as part of normal play: pagat.com "All Fours", Trinidad,
     * irregularities, lets a card be called only when its holder exposed it "other than in normal play"
     * (docs/rules.md, "Table mode"), so neither may be called. Seat 0 then exposes 3H, which seat 1 may call; seat 1
     * leads KC, seat 0 holds no club, so the follow rules let it play 3H, and it must.
     */
    @Test
    @DisplayName("docs/rules.md Table mode: a face-up stock's cards are never called; a card exposed irregularly is")
    void faceUpStockCardsAreNeverCalled() {
        RuleSet cj = CaliforniaJack.TWO.withTableMode(TableMode.STANDARD);
        GameState s = moves(GameState.start(cj, 0, withCardsAt(CaliforniaJackTest.POSITIONS, CaliforniaJackTest.CARDS)),
            "AC 2H");
        assertEquals(cards("AS"), s.viewFor(0).knownCards().get(1));
        assertEquals(cards("KS"), s.viewFor(1).knownCards().get(0));
        for (int seat = 0; seat < 2; seat++) {
            assertEquals(List.of(), cardCalls(s, seat), "seat " + seat + ": nothing was exposed");
        }
        assertRefused(s, 0, new CardCall(card("AS")), Reason.CANNOT_CALL_CARD);
        assertRefused(s, 1, new CardCall(card("KS")), Reason.CANNOT_CALL_CARD);
        assertEquals(CardSet.EMPTY, s.viewFor(0).tableCalls().cardsExposed());
        assertRefused(s, 0, new Expose(card("KS")), Reason.CANNOT_EXPOSE);    // face up already

        s = s.apply(0, new Expose(card("3H")));
        assertEquals(cards("3H KS"), s.viewFor(1).knownCards().get(0));
        assertEquals(cards("3H"), s.viewFor(1).tableCalls().cardsExposed());
        assertEquals(List.of(new CardCall(card("3H"))), cardCalls(s, 1), "only the exposed card");
        assertEquals(s.setup(), GameState.from(s.setup()).setup(), "a setup keeps what was exposed");
        s = s.apply(1, new CardCall(card("3H")));
        assertEquals(List.of(), cardCalls(s, 1));
        s = moves(s, "KC");
        assertEquals(List.of(Action.play(card("3H"))), s.legalActions().stream().filter(a -> !a.isClaim()).toList());
        assertRefused(s, Action.play(card("KS")), Reason.MUST_PLAY_CALLED_CARD);
        assertEquals(s.legalActions(1), GameState.from(s.setup()).legalActions(1));

        // a turn-up is shown by the rules as well: Trinidad's TH is never callable
        GameState t = moves(deal(TWO), "stand");
        assertEquals(List.of(), cardCalls(t, 0));
        assertEquals(List.of(), cardCalls(t, 1));
    }

    private static List<Action> cardCalls(GameState s, int seat) {
        return s.legalActions(seat).stream().filter(a -> a instanceof CardCall).toList();
    }

    @Test
    @DisplayName("pagat West Yorkshire: the waiting partner who peeks gives the other side 4")
    void peek() {
        RuleSet wy = WestYorkshire.FOUR.withTableMode(TableMode.STANDARD);
        GameState s = GameState.start(wy, 3, DeckSource.seeded(5));
        assertTrue(s.viewFor(2).handHidden());
        assertTrue(s.legalActions(2).contains(Action.PEEK));
        assertRefused(s, 1, Action.PEEK, Reason.CANNOT_PEEK);
        s = s.apply(2, Action.PEEK);
        assertEquals(list("peek 1 +4"), awards(s.awards()));
        assertFalse(s.viewFor(2).handHidden());
    }

    @Test
    @DisplayName("the strict default refuses every table-mode action; table mode's records verify")
    void strictAndRecords() {
        GameState strict = moves(deal(Trinidad.TWO), "stand");
        assertRefused(strict, 0, Action.MISDEAL, Reason.NOT_YOUR_TURN);
        assertRefused(strict, Action.MISDEAL, Reason.NOT_IN_THESE_RULES);
        assertEquals(List.of(), strict.legalActions(0));

        StringWriter out = new StringWriter();
        GameRecordWriter w = new GameRecordWriter(out);
        SplittableRandom random = new SplittableRandom(3);
        GameState s = w.start(TWO, 0, DeckSource.seeded(3));
        while (!s.isOver()) {
            int seat = random.nextInt(3) == 0 ? random.nextInt(2) : s.toAct();
            List<Action> legal = s.legalActions(seat);
            if (legal.isEmpty()) {
                continue;
            }
            s = w.apply(s, seat, legal.get(random.nextInt(legal.size())));
        }
        assertTrue(new RecordVerifier(Variants.resolver()).verify(out.toString()).isOk(),
            () -> new RecordVerifier(Variants.resolver()).verify(out.toString()).toString());
    }
}
