/**
 * Load on a table server, for {@code allfours load} and the load tests:
 * {@link io.github.allfours.examples.load.LoadRunner} drives many tables with racing clients while bots play
 * their seats, then checks every stored record; {@link io.github.allfours.examples.load.SlowClientProbe}
 * trickles request bodies over many connections while it measures a normal client's latencies; both run against
 * a {@link io.github.allfours.examples.load.LocalServer}, a table server started on this machine for the run.
 */
package io.github.allfours.examples.load;
