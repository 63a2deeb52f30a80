/**
 * The table server's HTTP side on Javalin (Jetty): {@link io.github.allfours.examples.server.http.TableServer}
 * starts it with the API's routes and the browser client's ({@link
 * io.github.allfours.examples.server.http.ClientRoutes}); a guard in front of the API
 * ({@link io.github.allfours.examples.server.http.RequestGuard}) reads request bodies as they arrive, without
 * a thread and against a deadline, checks what needs no body before reading one, and bounds the requests each
 * client address has in progress; views are pushed as server-sent events
 * ({@link io.github.allfours.examples.server.http.ViewStreams}).
 */
package io.github.allfours.examples.server.http;
