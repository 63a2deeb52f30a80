package io.github.allfours.examples.server.http;

import io.javalin.http.Context;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Server-sent event streams for any client, written without ever blocking a thread. Javalin's own
 * {@code SseHandler} answers only requests whose {@code Accept} header names {@code text/event-stream} (anything
 * else, a plain {@code curl -N} or a {@code fetch} without that header, gets an empty 200), and its
 * {@code SseClient} writes each event with a blocking write, so a reader that stops reading holds the writing
 * thread until the idle timeout, and every event sent to it after it closed logs a warning of its own. Here each
 * stream has a queue of its own, bounded in bytes: an event is queued and the queue written as the connection
 * takes it (the servlet container's non-blocking output, {@link WriteListener}); a stream whose queue would pass
 * its bound (a reader that does not keep up) is closed, as is one whose connection fails, and each closed
 * stream is told once to its {@code onClose}.
 */
final class EventStreams {
    private EventStreams() {
    }

    /** Why a stream was closed. */
    enum Closed {
        /** The server closed it: the table is gone, or the server stops. */
        BY_SERVER,
        /** Its reader fell further behind than its queue's bound. */
        TOO_SLOW,
        /** Its connection failed or its client went away. */
        GONE
    }

    /** One open stream: thread-safe; nothing of it blocks. */
    static final class Stream {
        private final ServletOutputStream out;
        private final CompletableFuture<Void> done = new CompletableFuture<>();
        private final long limit;
        private final ArrayDeque<byte[]> queue = new ArrayDeque<>();
        private long queued;
        private boolean flushDue;
        /** Whether the stream ends once what is queued is written. */
        private boolean finishing;
        private Closed closed;
        private Consumer<Closed> onClose = why -> { };

        /**
         * @param out   the response's output, in non-blocking mode (its {@link WriteListener} calls {@link #drain})
         * @param limit the most bytes queued and not yet written
         */
        Stream(ServletOutputStream out, long limit) {
            this.out = out;
            this.limit = limit;
        }

        /**
         * Queues an event.
         *
         * @param event the event's name
         * @param data  its data, one line (JSON)
         * @param id    its id, or {@code null}
         * @return whether it was queued: {@code false} when the stream is closed, or was closed now because its
         *     reader has not taken the events before it and this one would pass the queue's bound
         */
        boolean send(String event, String data, String id) {
            return send(frame(event, data, id));
        }

        /**
         * Queues an event already framed ({@link #frame}): several streams may share one.
         *
         * @param frame the event's bytes
         * @return as {@link #send(String, String, String)}
         */
        boolean send(byte[] frame) {
            return queue(frame);
        }

        /**
         * Queues a comment, which keeps the connection from its idle timeout.
         *
         * @param text the comment, one line
         * @return whether it was queued
         */
        boolean comment(String text) {
            return queue((": " + text + "\n\n").getBytes(StandardCharsets.UTF_8));
        }

        private synchronized boolean queue(byte[] bytes) {
            if (closed != null) {
                return false;
            }
            if (queued + bytes.length > limit) {
                closeNow(Closed.TOO_SLOW);
                return false;
            }
            boolean idle = queue.isEmpty();
            queue.addLast(bytes);
            queued += bytes.length;
            if (idle) {
                drain();        // else the connection is taking the queue already, or will say when it can
            }
            return closed == null;
        }

        /** Writes what is queued while the connection takes it; the container calls back when it takes more. */
        synchronized void drain() {
            try {
                while (closed == null && out.isReady()) {
                    byte[] next = queue.pollFirst();
                    if (next == null) {
                        if (!flushDue) {
                            if (finishing) {
                                closeNow(Closed.BY_SERVER);
                            }
                            return;
                        }
                        flushDue = false;
                        out.flush();
                        continue;
                    }
                    queued -= next.length;
                    out.write(next);
                    flushDue = true;
                }
            } catch (IOException | IllegalStateException e) {
                closeNow(Closed.GONE);
            }
        }

        /** Returns the bytes queued and not yet written. */
        synchronized long queued() {
            return queued;
        }

        /** Returns whether the stream is closed. */
        synchronized boolean isClosed() {
            return closed != null;
        }

        /**
         * Sets what to do once the stream is closed (at most once, on the thread that closes it).
         *
         * @param action told why
         */
        synchronized void onClose(Consumer<Closed> action) {
            this.onClose = action;
        }

        /** Closes the stream, the server's doing: what is queued is dropped. */
        void close() {
            closeNow(Closed.BY_SERVER);
        }

        /**
         * Ends the stream with a last event, the server's doing: it is closed once what is queued is written (or
         * when its connection fails).
         *
         * @param event the event's name
         * @param data  its data
         */
        void finish(String event, String data) {
            if (send(event, data, null)) {
                synchronized (this) {
                    finishing = true;
                    drain();
                }
            }
        }

        private void closeNow(Closed why) {
            Consumer<Closed> told;
            synchronized (this) {
                if (closed != null) {
                    return;
                }
                closed = why;
                queue.clear();
                queued = 0;
                told = onClose;
            }
            done.complete(null);        // the request ends: the container completes it (and closes a stuck connection)
            told.accept(why);
        }
    }

    /**
     * An event as a stream sends it.
     *
     * @param event the event's name
     * @param data  its data, one line (JSON)
     * @param id    its id, or {@code null}
     * @return its bytes, in UTF-8
     */
    static byte[] frame(String event, String data, String id) {
        StringBuilder sb = new StringBuilder(data.length() + 64);
        if (id != null) {
            sb.append("id: ").append(id).append('\n');
        }
        sb.append("event: ").append(event).append('\n').append("data: ").append(data).append("\n\n");
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Answers the request with an open event stream.
     *
     * @param ctx    the request
     * @param limit  the most bytes a stream may have queued and not yet taken by its reader
     * @param onOpen gets the stream, to send events on and to hear of its close
     */
    static void open(Context ctx, long limit, Consumer<Stream> onOpen) {
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
        // Javalin starts the request's asynchronous mode, then asks for the future that ends it
        ctx.future(() -> {
            AsyncContext async = ctx.req().getAsyncContext();
            async.setTimeout(0);
            ServletOutputStream out;
            try {
                out = res.getOutputStream();
            } catch (IOException e) {
                throw new UncheckedIOException("the client went away", e);
            }
            Stream stream = new Stream(out, limit);
            async.addListener(new AsyncListener() {
                @Override
                public void onComplete(AsyncEvent event) {
                    stream.closeNow(Closed.GONE);
                }

                @Override
                public void onTimeout(AsyncEvent event) {
                    stream.closeNow(Closed.GONE);
                }

                @Override
                public void onError(AsyncEvent event) {
                    stream.closeNow(Closed.GONE);
                }

                @Override
                public void onStartAsync(AsyncEvent event) {
                    // not restarted
                }
            });
            out.setWriteListener(new WriteListener() {
                @Override
                public void onWritePossible() {
                    stream.drain();
                }

                @Override
                public void onError(Throwable t) {
                    stream.closeNow(Closed.GONE);
                }
            });
            onOpen.accept(stream);
            return stream.done;
        });
    }
}
