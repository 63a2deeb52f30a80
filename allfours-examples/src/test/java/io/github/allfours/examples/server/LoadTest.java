package io.github.allfours.examples.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The CI-sized load: 1,000 concurrent tables on 127.0.0.1, two racing clients a move and bots in between,
 * a few moves a table, then every stored record re-verified. Speed is printed, never asserted.
 */
@Timeout(300)
class LoadTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(ServerFixture.Db.class)
    void aThousandTablesWithRacingClientsAndBotsLoseAndDoubleNoMoveAndLeakNoCard(ServerFixture.Db db) throws Exception {
        String url = ServerFixture.newDatabase(db, dir);
        try (ServerFixture f = new ServerFixture(ServerFixture.open(url), TableService.Config.DEFAULT, ServerFixture.http())) {
            LoadRunner.Plan plan = new LoadRunner.Plan(1000, List.of("player", "easy", "player", "medium"), "trinidad", null, 3,
                Duration.ofSeconds(120), 8, 42);
            LoadRunner.Result r = new LoadRunner(f.base, f.store).run(plan);
            System.out.println("LoadTest " + db + ": " + r.summary());
            assertEquals(List.of(), r.problems());
            assertEquals(1000, r.tables());
            assertEquals(3000, r.clientMoves(), "every table got its three client moves within the time limit");
            assertEquals(r.clientMoves(), r.staleAnswers(), "each race had exactly one loser");
            assertTrue(r.storedMoves() > r.clientMoves(), "bots moved too");
            assertTrue(r.viewsChecked() >= 2 * r.clientMoves());
        }
    }
}
