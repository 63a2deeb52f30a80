package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.ServerFixture;

/** The table server's API on a SQLite file. */
class SqliteTableServerTest extends TableServerContract {
    @Override
    ServerFixture.Db db() {
        return ServerFixture.Db.SQLITE;
    }
}
