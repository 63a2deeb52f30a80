package io.github.allfours.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bots' moves are shared fairly between the clients whose tables they are at: one client's many tables of
 * searching bots never hold up the bots at another client's table.
 */
@Timeout(120)
class BotFairnessTest {
    private static final String BUSY = "10.0.0.1";
    private static final String PERSON = "10.0.0.2";

    @TempDir
    Path dir;

    @Test
    void oneClientsBusyTablesNeverHoldUpTheBotsAtAnotherClientsTable() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger held = new AtomicInteger();
        // the busy client's moves are stuck in their commits: each holds its thread until the end of the test
        HeldStore store = new HeldStore(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)),
            row -> {
                if (row.creator().equals(BUSY)) {
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
            assertTrue(held.get() > 0, "the busy client's bots are moving");
            Api.Created mine = service.create(new Api.CreateTable("trinidad", 4, 7L, List.of("player", "easy", "easy",
                "easy"), null, null, null), PERSON);
            Api.ViewMessage v = service.view(mine.table(), mine.tokens().get(0));
            for (int i = 0; i < 1000 && v.version() < 1; i++) {      // seat 1, elder, a bot, speaks first
                Thread.sleep(20);
                v = service.view(mine.table(), mine.tokens().get(0));
            }
            assertTrue(v.version() >= 1, "the bot at the person's table moved while the busy client's "
                + held.get() + " moves were stuck");
            release.countDown();
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
    void aClientsSearchesAreBoundedAndTheClientsTakeTurns() throws Exception {
        try (BotQueue q = new BotQueue(4, 1, 2, "test-bot-")) {
            CountDownLatch release = new CountDownLatch(1);
            List<String> started = Collections.synchronizedList(new ArrayList<>());
            for (int i = 0; i < 5; i++) {
                String name = "a" + i;
                q.submit("a", true, () -> {
                    started.add(name);
                    await(release);
                });
            }
            CountDownLatch b = new CountDownLatch(1);
            q.submit("b", true, () -> {
                started.add("b");
                b.countDown();
            });
            assertTrue(b.await(20, TimeUnit.SECONDS), "b's search starts though a's wait");
            CountDownLatch c1 = new CountDownLatch(1);
            q.submit("c", false, c1::countDown);
            assertTrue(c1.await(20, TimeUnit.SECONDS), "a move that does not search takes a free thread");
            CountDownLatch c2 = new CountDownLatch(1);
            q.submit("c", true, () -> {
                started.add("c");
                c2.countDown();
            });
            assertTrue(c2.await(20, TimeUnit.SECONDS), "c's search starts once b's has ended");
            assertEquals(List.of("a0", "b", "c"), started, "a's second search waits for its first");
            assertEquals(4, q.waiting(), "a's four other searches wait");
            release.countDown();
            for (int i = 0; i < 1000 && started.size() < 7; i++) {
                Thread.sleep(10);
            }
            assertEquals(List.of("a0", "b", "c", "a1", "a2", "a3", "a4"), started);
        }
    }

    @Test
    void theClientsTakeTurnsWhateverTheirNumbersOfMoves() throws Exception {
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch gate = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(9);
        try (BotQueue q = new BotQueue(1, 1, 1, "test-bot-")) {
            q.submit("gate", false, () -> await(gate));       // holds the one thread while the moves are queued
            for (int i = 0; i < 6; i++) {
                q.submit("a", false, () -> {
                    order.add("a");
                    done.countDown();
                });
            }
            for (int i = 0; i < 3; i++) {
                q.submit("b", false, () -> {
                    order.add("b");
                    done.countDown();
                });
            }
            gate.countDown();
            assertTrue(done.await(20, TimeUnit.SECONDS));
        }
        assertEquals(List.of("a", "b", "a", "b", "a", "b", "a", "a", "a"), order);
    }

    @Test
    void aClosedQueueMakesWhatWasQueuedAndTakesNoMore() throws Exception {
        AtomicInteger made = new AtomicInteger();
        BotQueue q = new BotQueue(2, 1, 2, "test-bot-");
        for (int i = 0; i < 20; i++) {
            q.submit("a", i % 2 == 0, made::incrementAndGet);
        }
        q.close(20, TimeUnit.SECONDS);
        assertEquals(20, made.get());
        assertThrows(RejectedExecutionException.class, () -> q.submit("a", false, made::incrementAndGet));
        assertFalse(made.get() > 20);
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
