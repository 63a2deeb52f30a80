package io.github.allfours.examples.server.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.github.allfours.examples.server.ServerFixture;
import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Instances sharing a PostgreSQL database hear each other's changes from the moment {@code listen} returns: a table
 * announced by another instance right after it is heard (a listener that started its {@code LISTEN} only later, on
 * its own thread, would miss it, and that instance's players would not see the move until the table changed again).
 */
class PostgresNoticesTest {
    @TempDir
    Path dir;

    private static HikariDataSource pool(String url) {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl(url);
        cfg.setAutoCommit(false);
        cfg.setMaximumPoolSize(2);
        return new HikariDataSource(cfg);
    }

    @Test
    void aChangeAnnouncedRightAfterListenReturnsIsHeard() throws Exception {
        String url = ServerFixture.newDatabase(ServerFixture.Db.POSTGRES, dir);
        for (int round = 0; round < 5; round++) {
            try (HikariDataSource poolA = pool(url); PostgresNotices a = new PostgresNotices(poolA, url, null, null);
                 HikariDataSource poolB = pool(url); PostgresNotices b = new PostgresNotices(poolB, url, null, null)) {
                BlockingQueue<String> heard = new LinkedBlockingQueue<>();
                b.listen(heard::add);
                a.announce("table-" + round);
                assertEquals("table-" + round, heard.poll(10, TimeUnit.SECONDS), "round " + round);
            }
        }
    }
}
