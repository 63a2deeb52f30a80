package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.ApiException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.io.content.ByteBufferContentSource;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Invocable;
import org.eclipse.jetty.util.thread.Scheduler;
import org.slf4j.LoggerFactory;

/**
 * The Jetty handler in front of the API that keeps slow, greedy and malformed requests from holding the
 * server. For every request it
 * <ul>
 * <li>resolves the client's address ({@link ClientAddresses}: the connection's, or behind a trusted proxy the
 *     one it forwarded) and bounds the requests each address has in progress ({@link AddressPermits}; more are
 *     answered 429 {@code TOO_MANY_REQUESTS});</li>
 * <li>finds the request's route in the server's one table ({@link Routes}) and, for a route that takes a body,
 *     runs the checks that need no body before any byte of it is read (the body's type, charset, codings and
 *     declared length; then the route's own: creation limit, table, token, {@link EarlyChecks});</li>
 * <li>reads the body of the four routes that take one itself (a move and a quick message must have one;
 *     creating a table and taking a seat may come without one), asynchronously, so that no thread waits for
 *     a client: it is handed to the API only once it is complete, and answered 408 if it arrives slower than
 *     the minimum rate or is not complete by the request's deadline (measured from the request's first byte),
 *     413 past {@link ServerConfig#MAX_BODY} and 400 if its chunked framing is malformed. The API never sees
 *     the body of any other request, so it never blocks on the network;</li>
 * <li>closes connections whose request line and headers are not complete by the deadline (a sweep every
 *     tenth of the request timeout, at least every second).</li>
 * </ul>
 * A refusal is handed to the API as a request attribute ({@link #REFUSAL}) with the body hidden, so that it is
 * answered like every other error: the API's JSON, CORS headers and access log line. Refusals of hostile kinds
 * are counted in a {@link RefusalLog}, not logged one by one.
 */
final class RequestGuard extends Handler.Wrapper {
    /** The request attribute holding the client's address text (what {@code ctx.ip()} answers). */
    static final String CLIENT = "io.github.allfours.server.client";
    /** The request attribute holding a {@link Refusal} the API must answer instead of handling the request. */
    static final String REFUSAL = "io.github.allfours.server.refusal";
    /** A body is measured against the minimum rate only after this long. */
    private static final long RATE_GRACE_NANOS = TimeUnit.SECONDS.toNanos(1);
    /** How long the rest of a refused body is read and dropped before the refusal is answered. */
    private static final long DRAIN_NANOS = TimeUnit.SECONDS.toNanos(1);
    /** How much of a refused body is read and dropped at most before the refusal is answered. */
    private static final long DRAIN_BYTES = 64 * 1024;

    /**
     * A request refused before the API handled it.
     *
     * @param error             the error to answer
     * @param retryAfterSeconds the {@code Retry-After} header's value, or 0 for none
     */
    record Refusal(ApiException error, long retryAfterSeconds) {
    }

    private final ServerConfig config;
    private final ClientAddresses addresses;
    private final Routes routes;
    private final AddressPermits permits;
    private final RefusalLog refusals;
    private final SlowHeads heads;
    private volatile Scheduler.Task sweep;

    /**
     * @param config the server's configuration
     * @param routes the routes: which read a body, and what each checks before reading it
     */
    RequestGuard(ServerConfig config, Routes routes) {
        this.config = config;
        this.addresses = new ClientAddresses(config.trustedProxies(), config.clientAddressHeader());
        this.routes = routes;
        this.permits = new AddressPermits(config.maxRequestsPerAddress());
        this.refusals = new RefusalLog(TimeUnit.MINUTES.toNanos(1), System::nanoTime);
        this.heads = new SlowHeads(config.requestTimeout().toNanos(), refusals);
    }

    /** Returns the count of refusals. */
    RefusalLog refusals() {
        return refusals;
    }

    // ------------------------------------------------------------------------------------ lifecycle

    @Override
    protected void doStart() throws Exception {
        super.doStart();
        scheduleSweep();
    }

    @Override
    protected void doStop() throws Exception {
        Scheduler.Task t = sweep;
        if (t != null) {
            t.cancel();
        }
        super.doStop();
    }

    private long sweepNanos() {
        long tenth = config.requestTimeout().toNanos() / 10;
        return Math.max(TimeUnit.MILLISECONDS.toNanos(50), Math.min(TimeUnit.SECONDS.toNanos(1), tenth));
    }

    private void scheduleSweep() {
        if (isRunning() || isStarting()) {
            sweep = getServer().getScheduler().schedule(this::sweepOnce, sweepNanos(), TimeUnit.NANOSECONDS);
        }
    }

    private void sweepOnce() {
        try {
            heads.sweep(getServer().getConnectors());
            refusals.flushIfDue();
        } catch (RuntimeException e) {
            LoggerFactory.getLogger(RequestGuard.class).warn("the request sweep failed", e);
        } finally {
            scheduleSweep();
        }
    }

    // ------------------------------------------------------------------------------------ requests

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        Handler next = getHandler();
        if (next == null) {
            return false;
        }
        InetAddress client;
        try {
            client = addresses.resolve(request);
        } catch (ApiException e) {
            request.setAttribute(CLIENT, ClientAddresses.text(ClientAddresses.peer(request)));
            refusals.note("400 BAD_REQUEST (client address header)", ClientAddresses.text(ClientAddresses.peer(request)));
            return refuse(next, request, response, callback, new Refusal(e, 0));
        }
        String text = ClientAddresses.text(client);
        request.setAttribute(CLIENT, text);
        String key = ClientAddresses.key(client);
        if (!permits.tryAcquire(key)) {
            refusals.note("429 TOO_MANY_REQUESTS", text);
            return refuse(next, request, response, callback, new Refusal(new ApiException(429, "TOO_MANY_REQUESTS",
                "this client address has " + permits.max() + " requests in progress; wait for their answers"), 1));
        }
        Released done = new Released(callback, key);
        boolean handled = false;
        try {
            handled = admit(next, request, response, done, key, text);
            return handled;
        } finally {
            if (!handled) {
                done.completed();       // not handled (or failed): the caller answers with the original callback
            }
        }
    }

    private boolean admit(Handler next, Request request, Response response, Released done, String key, String client)
        throws Exception {
        String path = Request.getPathInContext(request);
        Routes.Route route = routes.find(request.getMethod(), path).filter(r -> r.body().read()).orElse(null);
        HttpFields headers = request.getHeaders();
        boolean hasBody = request.getLength() > 0 || headers.contains(HttpHeader.TRANSFER_ENCODING);
        if (route == null) {
            return next.handle(hasBody ? new BodyRequest(request, new byte[0]) : request, response, done);
        }
        // a body's type and codings are checked only when it has one: creating a table or taking a seat may come
        // without a body (meaning {}), and what a request without one lacks is told after the route's own checks
        Refusal early = hasBody ? transport(request, client) : null;
        if (early == null) {
            early = route.early().check(route.matcher().extractPathParams(path), headers.get(HttpHeader.AUTHORIZATION),
                key);
        }
        if (early == null && !hasBody && route.body().isRequired()) {
            early = new Refusal(ApiException.badRequest(route.body().missing()), 0);
        }
        if (early != null && (!hasBody || request.getLength() > DRAIN_BYTES)) {
            return refuse(next, request, response, done, early);
        }
        if (!hasBody) {
            return next.handle(request, response, done);
        }
        new BodyReader(next, request, response, done, client, early).start();
        return true;
    }

    /** The checks of a body's headers: codings, type and charset, declared length. */
    private Refusal transport(Request request, String client) {
        HttpFields headers = request.getHeaders();
        try {
            JsonBodies.checkCodings(headers.getCSV(HttpHeader.TRANSFER_ENCODING, false),
                headers.getCSV(HttpHeader.CONTENT_ENCODING, false));
            JsonBodies.checkContentType(headers.get(HttpHeader.CONTENT_TYPE));
            if (request.getLength() > ServerConfig.MAX_BODY) {
                throw tooLarge();
            }
        } catch (ApiException e) {
            refusals.note(e.status() + " " + e.code(), client);
            return new Refusal(e, 0);
        }
        return null;
    }

    private static ApiException tooLarge() {
        return new ApiException(413, "BODY_TOO_LARGE", "the body is larger than " + ServerConfig.MAX_BODY + " bytes");
    }

    /** Hands a refused request to the API (its body hidden) to be answered with the refusal's error. */
    private static boolean refuse(Handler next, Request request, Response response, Callback callback, Refusal refusal)
        throws Exception {
        request.setAttribute(REFUSAL, refusal);
        return next.handle(new BodyRequest(request, new byte[0]), response, callback);
    }

    /**
     * What the API does first with every request: answers the guard's refusal, if there is one.
     *
     * @param attribute the request's {@link #REFUSAL} attribute
     * @param header    sets a response header
     * @throws ApiException the refusal's error
     */
    static void rethrowRefusal(Object attribute, java.util.function.BiConsumer<String, String> header) throws ApiException {
        if (attribute instanceof Refusal r) {
            if (r.retryAfterSeconds() > 0) {
                header.accept("Retry-After", Long.toString(r.retryAfterSeconds()));
            }
            throw r.error();
        }
    }

    /** The callback of a request holding a permit: gives the permit back when the answer is complete. */
    private final class Released extends Callback.Nested {
        private final String key;
        private final AtomicBoolean released = new AtomicBoolean();

        Released(Callback callback, String key) {
            super(callback);
            this.key = key;
        }

        @Override
        public void completed() {
            if (released.compareAndSet(false, true)) {
                permits.release(key);
            }
        }
    }

    /** A request whose body is the given bytes (read already, or hidden: none). */
    private static final class BodyRequest extends Request.Wrapper {
        private final Content.Source body;

        BodyRequest(Request request, byte[] body) {
            super(request);
            this.body = new ByteBufferContentSource(ByteBuffer.wrap(body));
        }

        @Override
        public Content.Chunk read() {
            return body.read();
        }

        @Override
        public void demand(Runnable demandCallback) {
            body.demand(demandCallback);
        }

        @Override
        public void fail(Throwable failure) {
            body.fail(failure);
        }
    }

    /**
     * Reads one request body without holding a thread: each chunk as it arrives (a demand callback), until
     * the body is complete, too slow, too late, too large or malformed; then hands the request on. A request
     * refused while its body is still coming (by an early check, or for being too large) first has the rest of
     * its body read and dropped, for at most {@link #DRAIN_NANOS} and {@link #DRAIN_BYTES}, so that a client
     * that sends its whole body before reading the answer gets the answer instead of a reset connection; past
     * those bounds it is answered at once and its connection closed.
     */
    private final class BodyReader implements Invocable.Task {
        private static final int READING = 0;
        private static final int EXPIRED = 1;
        private static final int DONE = 2;

        private final Handler next;
        private final Request request;
        private final Response response;
        private final Callback callback;
        private final String client;
        private final long started = System.nanoTime();
        private final long deadline;
        private final AtomicInteger state = new AtomicInteger(READING);
        private byte[] bytes;
        private int size;
        private long dropped;
        /** The refusal of an early check (counted already, if it is of a hostile kind), or {@code null}. */
        private final Refusal early;
        /** While the rest of a refused body is dropped: the refusal to answer; {@code null} while reading. */
        private volatile Refusal refusal;
        private volatile Scheduler.Task timer;

        BodyReader(Handler next, Request request, Response response, Callback callback, String client, Refusal refusal) {
            this.next = next;
            this.request = request;
            this.response = response;
            this.callback = callback;
            this.client = client;
            this.early = refusal;
            this.refusal = refusal;
            long begin = request.getBeginNanoTime();
            this.deadline = (begin == 0 ? started : begin) + config.requestTimeout().toNanos();
            long length = request.getLength();
            this.bytes = refusal != null ? new byte[0] : new byte[length > 0 ? (int) length : 256];
        }

        void start() {
            long until = refusal == null ? deadline : Math.min(deadline, started + DRAIN_NANOS);
            long left = until - System.nanoTime();
            if (left <= 0) {
                finish(refusal == null ? late() : refusal, false);
                return;
            }
            timer = request.getComponents().getScheduler().schedule(this::expire, left, TimeUnit.NANOSECONDS);
            read(false);
        }

        /** The deadline (or the end of the drop) passed: fail the request's content, which wakes a pending read. */
        private void expire() {
            if (state.compareAndSet(READING, EXPIRED)) {
                request.fail(new TimeoutException("the request was not complete within its deadline"));
            }
        }

        @Override
        public void run() {
            read(true);
        }

        @Override
        public InvocationType getInvocationType() {
            return InvocationType.NON_BLOCKING;
        }

        private void read(boolean demanded) {
            while (state.get() != DONE) {
                Content.Chunk chunk = request.read();
                if (chunk == null) {
                    request.demand(this);
                    return;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    Refusal r = refusal;
                    if (r != null) {
                        finish(r, demanded);        // the drop was cut short: answer, and the connection closes
                    } else {
                        failed(chunk.getFailure(), demanded);
                    }
                    return;
                }
                boolean last = chunk.isLast();
                try {
                    take(chunk.getByteBuffer());
                } finally {
                    chunk.release();
                }
                Refusal r = refusal;
                if (r != null && (last || dropped > DRAIN_BYTES)) {
                    finish(r, demanded);
                    return;
                }
                if (last) {
                    finish(null, demanded);
                    return;
                }
                long elapsed = System.nanoTime() - started;
                if (r == null && config.minRequestRate() > 0 && elapsed > RATE_GRACE_NANOS
                    && size * 1_000_000_000.0 / elapsed < config.minRequestRate()) {
                    finish(new Refusal(new ApiException(408, "REQUEST_TIMEOUT", "the body arrived slower than "
                        + config.minRequestRate() + " bytes a second"), 0), demanded);
                    return;
                }
            }
        }

        /** Keeps a chunk's bytes, or drops them once the body is refused (switching to dropping past the maximum). */
        private void take(ByteBuffer b) {
            int n = b.remaining();
            if (refusal == null && size + (long) n > ServerConfig.MAX_BODY) {
                refusal = new Refusal(tooLarge(), 0);
                bytes = new byte[0];
                dropped = size;
                Scheduler.Task t = timer;
                if (t != null && t.cancel()) {      // drop the rest for a short while only
                    long left = Math.min(deadline, System.nanoTime() + DRAIN_NANOS) - System.nanoTime();
                    timer = request.getComponents().getScheduler().schedule(this::expire, Math.max(0, left),
                        TimeUnit.NANOSECONDS);
                }
            }
            if (refusal != null) {
                dropped += n;
                b.position(b.limit());
                return;
            }
            if (size + n > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.min(ServerConfig.MAX_BODY, Math.max(size + n, bytes.length * 2)));
            }
            b.get(bytes, size, n);
            size += n;
        }

        private void failed(Throwable x, boolean demanded) {
            if (x instanceof TimeoutException) {
                finish(state.get() == EXPIRED ? late() : new Refusal(new ApiException(408, "REQUEST_TIMEOUT",
                    "the body stopped arriving"), 0), demanded);
            } else if (x instanceof HttpException h && h.getCode() >= 400 && h.getCode() < 500) {
                String why = h.getReason() == null ? "" : ": " + h.getReason();
                ApiException e = h.getCode() == 413 ? tooLarge()
                    : ApiException.badRequest("the body's framing is malformed" + why);
                finish(new Refusal(e, 0), demanded);
            } else if (state.getAndSet(DONE) != DONE) {
                // the client went away (or the connection failed): nobody to answer
                cancelTimer();
                callback.failed(x);
            }
        }

        private Refusal late() {
            return new Refusal(new ApiException(408, "REQUEST_TIMEOUT", "the request was not complete within "
                + config.requestTimeout().toMillis() / 1000.0 + " s of its first byte"), 0);
        }

        private void cancelTimer() {
            Scheduler.Task t = timer;
            if (t != null) {
                t.cancel();
            }
        }

        /** Hands the request on: its body, or (with a refusal, or after the deadline) the refusal. */
        private void finish(Refusal outcome, boolean demanded) {
            int before = state.getAndSet(DONE);
            if (before == DONE) {
                return;
            }
            cancelTimer();
            Refusal answer = outcome == null && before == EXPIRED ? late() : outcome;
            if (answer != null && answer != early) {
                refusals.note(answer.error().status() + " " + answer.error().code(), client);
            }
            Runnable go = () -> {
                try {
                    boolean handled = answer == null
                        ? next.handle(new BodyRequest(request, Arrays.copyOf(bytes, size)), response, callback)
                        : refuse(next, request, response, callback, answer);
                    if (!handled) {
                        Response.writeError(request, response, callback, 404);
                    }
                } catch (Throwable t) {
                    Response.writeError(request, response, callback, t);
                }
            };
            if (demanded) {
                request.getContext().execute(go);   // off the demand callback, which must not block
            } else {
                go.run();
            }
        }
    }

    /** The remote address of a connection, for the refusal log. */
    static String remote(java.net.SocketAddress a) {
        return a instanceof InetSocketAddress isa ? ClientAddresses.text(isa.getAddress()) : String.valueOf(a);
    }
}
