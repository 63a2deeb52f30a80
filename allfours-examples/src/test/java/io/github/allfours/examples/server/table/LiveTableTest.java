package io.github.allfours.examples.server.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.card.DeckSource;
import io.github.allfours.engine.GameState;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.game.Action;
import io.github.allfours.game.GameEvent;
import io.github.allfours.game.Phase;
import io.github.allfours.record.GameRecordWriter;
import io.github.allfours.rules.RuleSet;
import io.github.allfours.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A table in memory keeps its last {@link LiveTable#KEPT} versions, whatever the length of its match: the states,
 * moves and events of those versions are the ones a replay of the whole match gives, and older ones are let go.
 */
class LiveTableTest {
    private static final long SEED = 42;

    /** A whole match of random moves, with each version's state and events as a replay from the start gives them. */
    private record Match(List<LiveTable.Move> moves, List<GameState> states, List<List<GameEvent>> events) {
    }

    private static Match match(RuleSet rules, int moves) {
        DeckSource deals = DeckSource.seeded(SEED);
        SplittableRandom random = new SplittableRandom(7);
        List<LiveTable.Move> made = new ArrayList<>();
        List<GameState> states = new ArrayList<>();
        List<List<GameEvent>> events = new ArrayList<>();
        List<GameEvent> first = new ArrayList<>();
        GameState s = dealt(GameState.start(rules, 0, DeckSource.none()), deals, first);
        states.add(s);
        events.add(first);
        while (!s.isOver() && made.size() < moves) {
            int seat = s.toAct();
            List<Action> legal = s.legalActions(seat);
            Action a = legal.get(random.nextInt(legal.size()));
            while (a.isClaim()) {
                a = legal.get(random.nextInt(legal.size()));
            }
            List<GameEvent> caused = new ArrayList<>();
            s = dealt(s.apply(seat, a, caused::add), deals, caused);
            made.add(new LiveTable.Move(seat, a));
            states.add(s);
            events.add(caused);
        }
        return new Match(made, states, events);
    }

    private static GameState dealt(GameState s, DeckSource deals, List<GameEvent> into) {
        while (s.phase() == Phase.DEAL) {
            s = s.deal(deals.order(s.dealNumber()), into::add);
        }
        return s;
    }

    private static StoredTable row(RuleSet rules, long version) {
        List<StoredTable.Seat> seats = new ArrayList<>();
        for (int i = 0; i < rules.seats(); i++) {
            seats.add(new StoredTable.Seat(null, "easy"));
        }
        return new StoredTable("t", rules.id(), rules.seats(), rules.sides(), SEED, version, version, false,
            "owner", seats, "127.0.0.1", 0, 0, false);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 40, LiveTable.KEPT, LiveTable.KEPT + 1, 700})
    void aTableLoadedAtAnyVersionKeepsItsLastVersionsAsAReplayGivesThem(int moves) {
        RuleSet rules = Variants.byId("trinidad").orElseThrow().rules(4).withTarget(200);
        Match m = match(rules, moves);
        int n = m.moves().size();
        LiveTable live = new LiveTable(row(rules, n), rules, 0, m.moves());
        assertEquals(m.states().get(n), live.state);
        assertKept(live, m, n);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, LiveTable.KEPT - 1, 500})
    void aTableThatMovesOnLetsItsOldestVersionsGo(int start) {
        RuleSet rules = Variants.byId("pitch").orElseThrow().rules(4).withTarget(200);
        Match m = match(rules, start + 400);
        assertTrue(m.moves().size() > start + LiveTable.KEPT, "a long enough match");
        LiveTable live = new LiveTable(row(rules, start), rules, 0, m.moves().subList(0, start));
        for (int v = start + 1; v <= m.moves().size(); v++) {
            live.row = row(rules, v);
            live.moved(m.moves().get(v - 1), m.states().get(v), m.events().get(v));
            if (v % 37 == 0 || v == m.moves().size()) {
                assertKept(live, m, v);
            }
        }
    }

    /**
     * A table applies each move once, with its record writer, whose events it keeps: its states, its events and
     * its record are those of a replay that deals each deal itself, as the server did when it dealt the states'
     * deals one by one and replayed each move again for its events.
     */
    @ParameterizedTest
    @ValueSource(strings = {"trinidad", "pitch", "auction-pitch", "california-jack", "seven-up", "west-yorkshire"})
    void aTableRecordsAndTellsEachMoveAppliedOnceAsAReplayDealingItsOwnDealsDoes(String variant) {
        RuleSet rules = Variants.byId(variant).orElseThrow().rules(Variants.byId(variant).orElseThrow()
            .defaultPlayers());
        Match m = match(rules, 250);
        StringBuilder expected = new StringBuilder();
        GameRecordWriter w = new GameRecordWriter(expected);
        GameState s = GameState.start(rules, 0, DeckSource.none());
        w.startMatch(s);
        s = dealt(s, w);
        for (LiveTable.Move move : m.moves()) {
            s = dealt(w.apply(s, move.seat(), move.action()), w);
        }

        LiveTable live = LiveTable.fresh(row(rules, 0), rules);
        StringBuilder record = new StringBuilder(live.buffer);
        assertEquals(m.states().get(0), live.state);
        assertEquals(m.events().get(0), live.eventsOf(0));
        for (int v = 1; v <= m.moves().size(); v++) {
            LiveTable.Move move = m.moves().get(v - 1);
            live.buffer.setLength(0);
            List<GameEvent> events = new ArrayList<>();
            GameState next = live.writer.apply(live.state, move.seat(), move.action(), events::add);
            record.append(live.buffer);
            live.row = row(rules, v);
            live.moved(move, next, events);
            assertEquals(m.states().get(v), next, "the state at version " + v);
            assertEquals(m.events().get(v), live.eventsOf(v), "the events of version " + v);
        }
        assertEquals(expected.toString(), record.toString(), "the record");
    }

    private static GameState dealt(GameState s, GameRecordWriter w) {
        DeckSource deals = DeckSource.seeded(SEED);
        while (s.phase() == Phase.DEAL) {
            s = w.deal(s, deals.order(s.dealNumber()));
        }
        return s;
    }

    private static void assertKept(LiveTable live, Match m, int now) {
        long oldest = Math.max(0, now - LiveTable.KEPT);
        assertEquals(oldest, live.oldest(), "the last KEPT versions are kept, no more");
        for (long v = oldest; v <= now; v++) {
            assertEquals(m.states().get((int) v), live.stateAt(v), "the state at version " + v);
            assertEquals(m.events().get((int) v), live.eventsOf(v), "the events of version " + v);
            if (v == 0) {
                assertNull(live.moveOf(v));
            } else {
                assertEquals(m.moves().get((int) v - 1), live.moveOf(v));
            }
        }
        if (oldest > 0) {
            assertThrows(IllegalArgumentException.class, () -> live.eventsOf(oldest - 1));
            assertThrows(IllegalArgumentException.class, () -> live.stateAt(oldest - 1));
        }
    }
}
