package io.github.allfours.examples.server;

import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Consumer;

/**
 * Starts a server-sent event stream for any client. Javalin's own {@code SseHandler} answers only requests
 * whose {@code Accept} header names {@code text/event-stream}, and anything else (a plain {@code curl -N}, a
 * {@code fetch} without that header) gets an empty 200; this does what it does, the response headers and
 * Javalin's {@link SseClient} on an asynchronous request without a timeout, whatever the request accepts.
 */
final class EventStreams {
    private EventStreams() {
    }

    /**
     * Answers the request with an open event stream.
     *
     * @param ctx    the request
     * @param onOpen gets the stream's client, to send events on and to hear of its close
     */
    static void open(Context ctx, Consumer<SseClient> onOpen) {
        HttpServletResponse res = ctx.res();
        res.setStatus(200);
        res.setCharacterEncoding("UTF-8");
        res.setContentType("text/event-stream");
        res.setHeader("Cache-Control", "no-store");
        res.addHeader("X-Accel-Buffering", "no");     // a proxy such as nginx must pass each event on at once
        try {
            res.flushBuffer();
        } catch (IOException e) {
            throw new UncheckedIOException("the client went away", e);
        }
        ctx.async(task -> task.timeout = 0, () -> onOpen.accept(new SseClient(ctx)));
    }
}
