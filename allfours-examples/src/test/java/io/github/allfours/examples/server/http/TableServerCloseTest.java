package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.store.TableStore;
import io.github.allfours.examples.server.table.TableService;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Closing the server waits for the sweep in progress, so that whoever closes the store after it (the tests'
 * fixture, {@code allfours serve} on shutdown) does not close it under a running query. It once returned at once,
 * and the sweep failed on a closed connection pool ("housekeeping failed", with a stack trace in the build).
 */
class TableServerCloseTest {
    @TempDir
    Path dir;

    @Test
    void closeReturnsOnlyOnceTheSweepInProgressHasLeftTheStore() throws Exception {
        TableStore store = ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir));
        CountDownLatch sweeping = new CountDownLatch(1);
        AtomicInteger inStore = new AtomicInteger();
        TableService service = new TableService(slowForTheSweep(store, sweeping, inStore), TableService.Config.DEFAULT,
            System::currentTimeMillis);
        TableServer server = TableServer.start(service, ServerFixture.http());     // a sweep every 100 ms
        try {
            assertTrue(sweeping.await(30, TimeUnit.SECONDS), "no sweep reached the store");
            server.close();
            assertEquals(0, inStore.get(), "the sweep was still in the store when the server's close returned");
        } finally {
            server.close();
            service.close();
            store.close();
        }
    }

    /**
     * The store, whose calls made by the sweep take 300 ms and, like a JDBC query, ignore an interrupt; {@code inStore}
     * counts such calls in progress.
     */
    private static TableStore slowForTheSweep(TableStore store, CountDownLatch sweeping, AtomicInteger inStore) {
        return (TableStore) Proxy.newProxyInstance(TableStore.class.getClassLoader(), new Class<?>[] {TableStore.class},
            (proxy, method, args) -> {
                boolean sweep = Thread.currentThread().getName().equals("allfours-sweep");
                if (sweep) {
                    inStore.incrementAndGet();
                    sweeping.countDown();
                }
                try {
                    if (sweep) {
                        sleepThroughInterrupts(300);
                    }
                    return method.invoke(store, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                } finally {
                    if (sweep) {
                        inStore.decrementAndGet();
                    }
                }
            });
    }

    private static void sleepThroughInterrupts(long millis) {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        boolean interrupted = false;
        for (long left = millis; left > 0; left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime())) {
            try {
                Thread.sleep(left);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
