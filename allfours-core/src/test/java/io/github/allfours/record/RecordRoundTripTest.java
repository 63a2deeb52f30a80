package io.github.allfours.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckOrder;
import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.game.Action;
import io.github.allfours.game.AwardReason;
import io.github.allfours.game.Phase;
import io.github.allfours.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RecordRoundTripTest {
    private static final int MATCHES = 300;

    @Test
    void seededRandomMatchesWriteReadAndVerify() throws Exception {
        for (RuleSet rules : List.of(TestMatches.TRINIDAD, TestMatches.TRINIDAD_TWO)) {
            String text = TestMatches.record(rules, 1, 1 + MATCHES);
            String[] raw = text.split("\n");
            List<RecordLine> lines = GameRecordReader.readAll(text);
            assertEquals(raw.length, lines.size());
            for (int i = 0; i < raw.length; i++) {
                assertEquals(raw[i], lines.get(i).toJson(), "line " + (i + 1) + " reads back to the same text");
            }
            VerificationResult r = new RecordVerifier(TestMatches.RESOLVER).verify(text);
            assertTrue(r.isOk(), r::toString);
            assertEquals(MATCHES, r.matches());
            assertEquals(raw.length, r.lines());
            assertEquals(count(lines, ActionLine.class), r.actions());
            assertTrue(r.lastState().orElseThrow().isOver());
        }
    }

    @Test
    void linesFollowTheOrderOfEvents() throws Exception {
        List<RecordLine> lines = GameRecordReader.readAll(TestMatches.record(TestMatches.TRINIDAD, 1, 1 + MATCHES));
        int redeals = 0;
        int endsInDeal = 0;
        int endsInCount = 0;
        int[] totals = null;
        Integer lastDealer = null;
        boolean handOpen = false;
        for (int i = 0; i < lines.size(); i++) {
            RecordLine line = lines.get(i);
            RecordLine prev = i == 0 ? null : lines.get(i - 1);
            if (line instanceof MatchLine) {
                assertTrue(prev == null || prev instanceof EndLine, "a match starts after the end of the last");
                totals = new int[2];
                lastDealer = null;
            } else if (line instanceof DealLine) {
                int dealer = ((DealLine) line).dealer();
                if (prev instanceof MatchLine || prev instanceof HandLine) {
                    handOpen = true;
                } else {
                    // a redeal: the run's turn-ups (or the run itself) came just before, same dealer
                    assertTrue(prev instanceof ActionLine && ((ActionLine) prev).action() == Action.RUN
                        || prev instanceof PointsLine, "a redeal follows a run: " + prev);
                    assertEquals(lastDealer, dealer, "a redeal is by the same dealer");
                    redeals++;
                }
                lastDealer = dealer;
            } else if (line instanceof PointsLine) {
                PointsLine p = (PointsLine) line;
                totals[p.side()] += p.points();
            } else if (line instanceof HandLine) {
                assertEquals(List.of(totals[0], totals[1]), ((HandLine) line).totals());
                assertTrue(prev instanceof PointsLine || prev instanceof ActionLine, "the count, then the hand line");
                RecordLine next = lines.get(i + 1);
                assertTrue(next instanceof DealLine || next instanceof EndLine, "after a hand: next deal or the end");
                handOpen = false;
            } else if (line instanceof EndLine) {
                EndLine e = (EndLine) line;
                assertEquals(List.of(totals[0], totals[1]), e.totals());
                assertTrue(totals[e.winner()] >= 14);
                if (handOpen) {
                    endsInDeal++;
                    assertTrue(prev instanceof PointsLine && ((PointsLine) prev).reason() == AwardReason.TURN_UP
                        || prev instanceof PointsLine && ((PointsLine) prev).reason() == AwardReason.GIFT,
                        "a match ends mid-deal only on a turn-up or gift: " + prev);
                } else {
                    endsInCount++;
                }
            }
        }
        assertTrue(redeals > 0, "some matches have a redeal");
        assertTrue(endsInDeal > 0, "some matches end during a deal");
        assertTrue(endsInCount > 0, "some matches end in a hand's count");
    }

    @Test
    void hostSuppliedDealsGiveTheSameRecordAsASeededSource() {
        for (long seed = 1; seed <= 50; seed++) {
            StringBuilder seeded = new StringBuilder();
            TestMatches.play(TestMatches.TRINIDAD, seed, new GameRecordWriter(seeded));

            StringBuilder hosted = new StringBuilder();
            GameRecordWriter w = new GameRecordWriter(hosted);
            SplittableRandom rnd = new SplittableRandom(seed * 31 + 7);
            DeckSource decks = DeckSource.seeded(seed);
            GameState s = GameState.start(TestMatches.TRINIDAD, rnd.nextInt(4), DeckSource.none());
            w.startMatch(s);
            while (!s.isOver()) {
                if (s.phase() == Phase.DEAL) {
                    DeckOrder order = decks.order(s.dealNumber());
                    s = w.deal(s, order);
                } else {
                    List<Action> legal = s.legalActions();
                    s = w.apply(s, legal.get(rnd.nextInt(legal.size())));
                }
            }
            assertEquals(seeded.toString(), hosted.toString(), "seed " + seed);
        }
    }

    private static int count(List<RecordLine> lines, Class<?> type) {
        List<RecordLine> out = new ArrayList<>();
        for (RecordLine l : lines) {
            if (type.isInstance(l)) {
                out.add(l);
            }
        }
        return out.size();
    }
}
