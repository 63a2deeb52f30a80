package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.ServerFixture;

/** The table server's API on PostgreSQL (an embedded server started from Maven Central's binaries). */
class PostgresTableServerTest extends TableServerContract {
    @Override
    ServerFixture.Db db() {
        return ServerFixture.Db.POSTGRES;
    }
}
