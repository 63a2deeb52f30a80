package io.github.allfours.examples.server;

/** The table server's API on a SQLite file. */
class SqliteTableServerTest extends TableServerContract {
    @Override
    ServerFixture.Db db() {
        return ServerFixture.Db.SQLITE;
    }
}
