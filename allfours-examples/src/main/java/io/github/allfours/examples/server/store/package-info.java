/**
 * Where the table server's tables live between requests and across restarts
 * ({@link io.github.allfours.examples.server.store.TableStore}): each table's row
 * ({@link io.github.allfours.examples.server.store.StoredTable}) and its game record, one chunk a version, in
 * SQLite or PostgreSQL ({@link io.github.allfours.examples.server.store.JdbcTableStore}, Flyway, HikariCP);
 * every change conditional on the revision it was made from, so that several servers may share a database;
 * a row that cannot be read makes only its own table unavailable.
 */
package io.github.allfours.examples.server.store;
