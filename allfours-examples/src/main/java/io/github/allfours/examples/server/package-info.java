/**
 * {@code allfours serve}: a reference table server for apps that embed the library. This package holds the
 * server's words, which every layer speaks: the API's JSON bodies ({@link io.github.allfours.examples.server.Api}),
 * its typed error ({@link io.github.allfours.examples.server.ApiException}), its one Jackson mapper
 * ({@link io.github.allfours.examples.server.JsonSupport}), the strict reading of a request's JSON
 * ({@link io.github.allfours.examples.server.RequestJson}) and the rules of what a client may send (display
 * names, quick messages, numbers). The layers, each using only those before it:
 *
 * <ul>
 *   <li>{@link io.github.allfours.examples.server.store}: where tables live, each as its row and its game record
 *       ({@code allfours-record/1}), in SQLite or PostgreSQL;</li>
 *   <li>{@link io.github.allfours.examples.server.table}: the rules of creating, joining, playing, bots,
 *       rematches, talk and expiry, apart from HTTP ({@link io.github.allfours.examples.server.table.TableService});
 *       each seat holds a secret bearer token and is sent only its {@link io.github.allfours.engine.SeatView};
 *       moves are checked by the engine and applied at most once per table version;</li>
 *   <li>{@link io.github.allfours.examples.server.http}: HTTP on Javalin, every route in one table, a guard that
 *       reads request bodies as they arrive and checks what needs no body first, and the server-sent event
 *       streams.</li>
 * </ul>
 */
package io.github.allfours.examples.server;
