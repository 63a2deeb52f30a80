package io.github.allfours.examples.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.table.TableService;
import io.github.allfours.testkit.TestSize;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A load on 127.0.0.1: many concurrent tables, two racing clients a move and bots in between, three client
 * moves a table, then every stored record re-verified. 150 tables in the build, 1,000 with {@code -P long}
 * ({@code -Dallfours.load.tables=N} for N). Speed is printed, never asserted.
 */
@Timeout(300)
class LoadTest {
    private static final int TABLES = TestSize.of("allfours.load.tables", 150, 1000);
    private static final int MOVES = 3;

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(ServerFixture.Db.class)
    void manyTablesWithRacingClientsAndBotsLoseAndDoubleNoMoveAndLeakNoCard(ServerFixture.Db db) throws Exception {
        String url = ServerFixture.newDatabase(db, dir);
        try (ServerFixture f = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http())) {
            LoadRunner.Plan plan = new LoadRunner.Plan(TABLES, List.of("player", "easy", "player", "medium"), "trinidad",
                null, MOVES, Duration.ofSeconds(120), 8, 42);
            LoadRunner.Result r = new LoadRunner(f.base, f.store).run(plan);
            System.out.println("LoadTest " + db + ": " + r.summary());
            assertEquals(List.of(), r.problems());
            assertEquals(TABLES, r.tables());
            assertEquals(MOVES * TABLES, r.clientMoves(), "every table got its three client moves within the time limit");
            assertEquals(r.clientMoves(), r.staleAnswers(), "each race had exactly one loser");
            assertTrue(r.storedMoves() > r.clientMoves(), "bots moved too");
            assertTrue(r.viewsChecked() >= 2 * r.clientMoves());
        }
    }
}
