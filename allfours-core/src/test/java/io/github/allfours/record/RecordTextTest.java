package io.github.allfours.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.Card;
import io.github.allfours.card.DeckOrder;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The exact text the writer produces for fixed deck orders. */
class RecordTextTest {
    /**
     * Seat 1 (elder) gets AH KH QH + AS KS QS, seat 2 hearts, seat 3 clubs, seat 0 diamonds; the
     * 25th card is turned up. Only seat 1 holds spades.
     */
    private static DeckOrder deck(String turnUp) {
        List<Card> top = new ArrayList<>();
        for (String c : ("AH KH QH 2H 3H 4H 2C 3C 4C 2D 3D 4D AS KS QS 5H 6H 7H 5C 6C 7C 5D 6D 7D " + turnUp)
            .split(" ")) {
            top.add(Card.parse(c));
        }
        return DeckOrder.startingWith(top);
    }

    private static final String MATCH = "{\"type\":\"match\",\"format\":\"allfours-record/1\",\"variant\":\"trinidad\","
        + "\"seats\":4,\"sides\":[[0,2],[1,3]],\"packets\":[3,3],\"target\":14,\"firstDealer\":0}";
    private static final String DEAL = "{\"type\":\"deal\",\"dealer\":0,\"deck\":[\"AH\",\"KH\",\"QH\",\"2H\",\"3H\",\"4H\","
        + "\"2C\",\"3C\",\"4C\",\"2D\",\"3D\",\"4D\",\"AS\",\"KS\",\"QS\",\"5H\",\"6H\",\"7H\",\"5C\",\"6C\",\"7C\",\"5D\","
        + "\"6D\",\"7D\",\"JS\",\"8C\",\"9C\",\"TC\",\"JC\",\"QC\",\"KC\",\"AC\",\"8D\",\"9D\",\"TD\",\"JD\",\"QD\",\"KD\","
        + "\"AD\",\"8H\",\"9H\",\"TH\",\"JH\",\"2S\",\"3S\",\"4S\",\"5S\",\"6S\",\"7S\",\"8S\",\"9S\",\"TS\"]}";

    @Test
    void firstLinesOfAMatch() {
        StringBuilder sb = new StringBuilder();
        GameRecordWriter w = new GameRecordWriter(sb);
        GameState s = GameState.start(TestMatches.TRINIDAD, 0, deck("JS"));
        w.startMatch(s);
        s = w.apply(s, Action.BEG);
        s = w.apply(s, Action.GIVE);
        s = w.apply(s, Action.play(Card.parse("AS")));
        assertEquals(String.join("\n",
            MATCH,
            DEAL,
            "{\"type\":\"points\",\"side\":0,\"points\":3,\"reason\":\"turn-up\",\"card\":\"JS\"}",
            "{\"type\":\"action\",\"seat\":1,\"legal\":[\"beg\",\"stand\"],\"action\":\"beg\"}",
            "{\"type\":\"action\",\"seat\":0,\"legal\":[\"give\",\"run\"],\"action\":\"give\"}",
            "{\"type\":\"points\",\"side\":1,\"points\":1,\"reason\":\"gift\"}",
            "{\"type\":\"action\",\"seat\":1,\"legal\":[\"play QH\",\"play KH\",\"play AH\",\"play QS\",\"play KS\","
                + "\"play AS\"],\"action\":\"play AS\"}") + "\n", sb.toString());
        assertEquals(7, w.linesWritten());
    }

    @Test
    void aTurnUpThatReachesTheTargetEndsTheMatchWithoutAHandLine() {
        RuleSet rules = TestMatches.TRINIDAD.withTarget(3);
        StringBuilder sb = new StringBuilder();
        new GameRecordWriter(sb).startMatch(GameState.start(rules, 0, deck("JS")));
        assertEquals(String.join("\n",
            MATCH.replace("\"target\":14", "\"target\":3"),
            DEAL,
            "{\"type\":\"points\",\"side\":0,\"points\":3,\"reason\":\"turn-up\",\"card\":\"JS\"}",
            "{\"type\":\"end\",\"winner\":0,\"totals\":[3,0]}") + "\n", sb.toString());
        assertTrue(new RecordVerifier(RuleSetResolver.of(rules)).verify(sb.toString()).isOk());
    }

    @Test
    void theLastCardGivesTheCountThenTheHandThenTheNextDealAndItsTurnUp() {
        List<Card> top = new ArrayList<>(Arrays.asList(Card.all()));
        top.remove(Card.parse("6H"));
        top = new ArrayList<>(top.subList(0, 24));
        top.add(Card.parse("6H"));
        DeckOrder second = DeckOrder.startingWith(top);

        List<String> lines = playFirstHand(TestMatches.TRINIDAD, deck("JS"), second);
        int hand = indexOf(lines, "{\"type\":\"hand\"");
        assertTrue(lines.get(hand - 1).startsWith("{\"type\":\"points\""), lines.get(hand - 1));
        assertTrue(lines.subList(0, hand).contains(
            "{\"type\":\"points\",\"side\":1,\"points\":1,\"reason\":\"high\",\"card\":\"AS\"}"));
        assertTrue(lines.subList(0, hand).contains(
            "{\"type\":\"points\",\"side\":1,\"points\":1,\"reason\":\"low\",\"card\":\"QS\"}"));
        assertEquals(new DealLine(1, second).toJson(), lines.get(hand + 1));
        assertEquals("{\"type\":\"points\",\"side\":1,\"points\":2,\"reason\":\"turn-up\",\"card\":\"6H\"}",
            lines.get(hand + 2));
        assertTrue(lines.get(hand + 3).startsWith("{\"type\":\"action\",\"seat\":2,\"legal\":[\"beg\",\"stand\"]"));
    }

    @Test
    void aMatchWonInTheCountEndsAfterItsHandLine() {
        RuleSet rules = TestMatches.TRINIDAD.withTarget(2);
        List<String> lines = playFirstHand(rules, deck("9S"), null);
        int n = lines.size();
        assertEquals(List.of(
            "{\"type\":\"points\",\"side\":1,\"points\":1,\"reason\":\"high\",\"card\":\"AS\"}",
            "{\"type\":\"points\",\"side\":1,\"points\":1,\"reason\":\"low\",\"card\":\"QS\"}",
            "{\"type\":\"hand\",\"totals\":[0,2]}",
            "{\"type\":\"end\",\"winner\":1,\"totals\":[0,2]}"), lines.subList(n - 4, n));
        assertTrue(lines.get(n - 5).startsWith("{\"type\":\"action\""));
    }

    /** Elder stands, then every seat plays its first legal card until the first hand is over. */
    private static List<String> playFirstHand(RuleSet rules, DeckOrder first, DeckOrder second) {
        StringBuilder sb = new StringBuilder();
        GameRecordWriter w = new GameRecordWriter(sb);
        GameState s = second == null ? GameState.start(rules, 0, first) : GameState.start(rules, 0, first, second);
        w.startMatch(s);
        s = w.apply(s, Action.STAND);
        while (s.handNumber() == 0 && !s.isOver()) {
            s = w.apply(s, s.legalActions().get(0));
        }
        if (second != null) {
            s = w.apply(s, Action.STAND);   // so the record goes on past the next turn-up
        }
        assertTrue(new RecordVerifier(RuleSetResolver.of(rules)).verify(sb.toString()).discrepancy()
            .map(d -> d.kind() == Discrepancy.Kind.INCOMPLETE).orElse(true));
        return List.of(sb.toString().split("\n"));
    }

    private static int indexOf(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no line starts with " + prefix);
    }
}
