/**
 * {@code allfours serve}: a reference table server for apps that embed the library. Tables are stored as
 * their game records ({@code allfours-record/1}) in SQLite or PostgreSQL ({@link
 * io.github.allfours.examples.server.JdbcTableStore}); the rules of creating, joining, playing, bots and
 * expiry are the {@link io.github.allfours.examples.server.TableService}'s; HTTP, JSON and server-sent
 * events are the {@link io.github.allfours.examples.server.TableServer}'s (Javalin and Jackson). Each seat
 * holds a secret bearer token and is sent only its {@link io.github.allfours.engine.SeatView}; moves are
 * checked by the engine and applied at most once per table version. A guard in front of the API reads
 * request bodies as they arrive, without a thread and against a deadline, checks what needs no body before
 * reading one, and bounds the requests each client address has in progress.
 */
package io.github.allfours.examples.server;
