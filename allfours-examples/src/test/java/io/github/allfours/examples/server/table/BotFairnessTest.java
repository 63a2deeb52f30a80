package io.github.allfours.examples.server.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.store.DelegatingStore;
import io.github.allfours.examples.server.store.StoredTable;
import io.github.allfours.examples.server.store.TableStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bots' moves are shared fairly: one client's many tables of searching bots never hold up the bots at a table
 * where a person plays, that client's own or another's.
 */
@Timeout(120)
class BotFairnessTest {
    private static final String BUSY = "10.0.0.1";
    private static final String PERSON = "10.0.0.2";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {PERSON, BUSY})
    void oneClientsBusyTablesOfBotsNeverHoldUpTheBotsAtATableWhereAPersonPlays(String personsClient) throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger held = new AtomicInteger();
        // the moves at the busy tables of bots only are stuck in their commits: each holds its thread to the end
        HeldStore store = new HeldStore(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)),
            row -> {
                if (row.seats().stream().allMatch(s -> s.bot() != null)) {
                    held.incrementAndGet();
                    await(release);
                }
            });
        try (TableService service = new TableService(store, TableService.Config.DEFAULT, System::currentTimeMillis)) {
            for (int i = 0; i < 2 * TableBots.THREADS; i++) {
                service.create(new Api.CreateTable("trinidad", 4, (long) i, List.of("expert", "expert", "expert", "expert"),
                    null, 100, null), BUSY);
            }
            for (int i = 0; i < 500 && held.get() == 0; i++) {
                Thread.sleep(20);
            }
            assertTrue(held.get() > 0, "the busy tables' bots are moving");
            Api.Created mine = service.create(new Api.CreateTable("trinidad", 4, 7L, List.of("player", "expert", "easy",
                "easy"), null, null, null), personsClient);
            Api.ViewMessage v = service.view(mine.table(), mine.tokens().get(0));
            for (int i = 0; i < 1000 && v.version() < 1; i++) {      // seat 1, elder, an expert bot, speaks first
                Thread.sleep(20);
                v = service.view(mine.table(), mine.tokens().get(0));
            }
            assertTrue(v.version() >= 1, "the expert bot at the person's table moved while " + held.get()
                + " moves at the busy tables were stuck");
        } finally {
            release.countDown();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void searchesAtTablesOfBotsOnlyAreBoundedAndLeaveRoomAtAPersonsTable() throws Exception {
        try (BotQueue q = new BotQueue(4, 1, 2, "test-bot-")) {
            CountDownLatch release = new CountDownLatch(1);
            List<String> started = Collections.synchronizedList(new ArrayList<>());
            CountDownLatch firstStarted = new CountDownLatch(1);
            for (int i = 0; i < 5; i++) {
                String name = "a" + i;
                q.submit("a", false, true, () -> {
                    started.add(name);
                    firstStarted.countDown();
                    await(release);
                });
            }
            // the first search runs on a thread of the queue's own: wait until it has begun (a loaded machine may
            // start the person's search below first, which the assertions after it do not mind)
            assertTrue(firstStarted.await(20, TimeUnit.SECONDS), "a's first search starts");
            q.submit("b", false, true, () -> started.add("b"));        // waits: one search at tables of bots only
            CountDownLatch p = new CountDownLatch(1);
            q.submit("a", true, true, () -> {
                started.add("p");
                p.countDown();
            });
            assertTrue(p.await(20, TimeUnit.SECONDS), "a search at a person's table finds room, whoever's table it is");
            CountDownLatch c = new CountDownLatch(1);
            q.submit("c", false, false, c::countDown);
            assertTrue(c.await(20, TimeUnit.SECONDS), "a move that does not search takes a free thread");
            assertEquals(Set.of("a0", "p"), Set.copyOf(started), "b's search waits for a's, a's second for its first");
            assertEquals(5, q.waiting(), "a's four other searches and b's wait");
            release.countDown();
            for (int i = 0; i < 1000 && started.size() < 7; i++) {
                Thread.sleep(10);
            }
            assertTrue(started.subList(2, 4).contains("b"), () -> "the clients took turns: b before a2, " + started);
            assertEquals(List.of("a1", "a2", "a3", "a4"), started.stream().filter(x -> x.matches("a[1-4]")).toList());
        }
    }

    @Test
    void personsTablesComeFirstAndTheClientsTakeTurns() throws Exception {
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch gate = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(11);
        try (BotQueue q = new BotQueue(1, 1, 2, "test-bot-")) {
            q.submit("gate", true, false, () -> await(gate));       // holds the one thread while the moves are queued
            for (int i = 0; i < 6; i++) {
                q.submit("a", false, false, () -> {
                    order.add("a");
                    done.countDown();
                });
            }
            for (int i = 0; i < 3; i++) {
                q.submit("b", false, false, () -> {
                    order.add("b");
                    done.countDown();
                });
            }
            for (int i = 0; i < 2; i++) {
                q.submit("a", true, false, () -> {
                    order.add("P");
                    done.countDown();
                });
            }
            gate.countDown();
            assertTrue(done.await(20, TimeUnit.SECONDS));
        }
        assertEquals(List.of("P", "P", "a", "b", "a", "b", "a", "b", "a", "a", "a"), order);
    }

    @Test
    void aClosedQueueMakesWhatWasQueuedAndTakesNoMore() throws Exception {
        AtomicInteger made = new AtomicInteger();
        BotQueue q = new BotQueue(2, 1, 2, "test-bot-");
        for (int i = 0; i < 20; i++) {
            q.submit("a", i % 3 == 0, i % 2 == 0, made::incrementAndGet);
        }
        q.close(20, TimeUnit.SECONDS);
        assertEquals(20, made.get());
        assertThrows(RejectedExecutionException.class, () -> q.submit("a", false, false, made::incrementAndGet));
    }

    /** A store that runs a test's action before it commits a move. */
    static final class HeldStore extends DelegatingStore {
        private final Consumer<StoredTable> beforeCommit;

        HeldStore(TableStore store, Consumer<StoredTable> beforeCommit) {
            super(store);
            this.beforeCommit = beforeCommit;
        }

        @Override
        public boolean commitMove(StoredTable after, String chunk) {
            beforeCommit.accept(after);
            return super.commitMove(after, chunk);
        }
    }
}
