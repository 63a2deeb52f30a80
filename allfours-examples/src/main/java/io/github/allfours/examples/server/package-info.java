/**
 * {@code allfours serve}: a move-validating HTTP server ({@link io.github.allfours.examples.server.GameServer})
 * on the JDK's {@code com.sun.net.httpserver}. Each seat of a table holds a secret token and is sent only
 * its {@link io.github.allfours.engine.SeatView} as JSON; moves are checked by the engine and applied at
 * most once per table version.
 */
package io.github.allfours.examples.server;
