/**
 * The table server's HTTP side on Javalin (Jetty): {@link io.github.allfours.examples.server.http.TableServer}
 * starts it; every route of the API is in one table
 * ({@link io.github.allfours.examples.server.http.Routes}) from which the server registers its handlers and the
 * guard finds a request's route, and the browser client's files are served beside them; a guard in front of the API
 * ({@link io.github.allfours.examples.server.http.RequestGuard}) reads request bodies as they arrive, without
 * a thread and against a deadline, checks what needs no body before reading one, and bounds the requests each
 * client address has in progress; views are pushed as server-sent events
 * ({@link io.github.allfours.examples.server.http.ViewStreams}).
 */
package io.github.allfours.examples.server.http;
