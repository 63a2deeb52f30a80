/**
 * The table server's rules apart from HTTP ({@link io.github.allfours.examples.server.table.TableService}):
 * creating and joining tables, moves checked by the engine and stored with the record lines they wrote before
 * they are answered ({@link io.github.allfours.examples.server.table.TableMoves}), the tables in use kept in
 * memory and rebuilt from their records ({@link io.github.allfours.examples.server.table.TableCache},
 * {@link io.github.allfours.examples.server.table.LiveTable}), the view messages each reader may see, bots
 * and seat takeover, rematches, quick messages, hints, pages of the table list and expiry.
 */
package io.github.allfours.examples.server.table;
