package io.github.allfours.examples.load;

import io.github.allfours.examples.server.JsonSupport;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import tools.jackson.databind.JsonNode;

/**
 * Measures how a table server holds up against clients that send a request's headers and then its body a
 * byte at a time: {@code slowClients} plain socket connections (one thread drives them all) each send the
 * headers of {@code POST /tables/ID/actions} with a 100-byte body and then a body byte every
 * {@code byteInterval}; a connection the server answers or closes is replaced by a new one, so the pressure
 * lasts the whole run. Meanwhile a normal client asks {@code GET /health} and a seat's view in turn, and its
 * latencies are recorded. The slow clients can come from several loopback addresses (127.0.0.2, 127.0.0.3,
 * ...; Linux routes all of 127/8 to the loopback interface) or, for a server that trusts the probe as a proxy,
 * name an address of their own in {@code X-Forwarded-For}.
 */
public final class SlowClientProbe {
    /** The body length the slow clients declare. */
    static final int BODY = 100;

    /** What the slow clients send. */
    public enum Target {
        /** A move at a real table, with a seat's token: the server must read the body. */
        SEAT,
        /** A move at a table that does not exist, without a token (the request of the original report). */
        UNKNOWN_TABLE
    }

    /**
     * What to run.
     *
     * @param slowClients  slow connections kept open at once
     * @param addresses    how many loopback source addresses they come from (127.0.0.2 upward); 0: the
     *                     default source address
     * @param forwardedFor whether each slow client names an address of its own in {@code X-Forwarded-For}
     * @param target       what the slow clients send
     * @param duration     how long the run lasts
     * @param byteInterval the time between two body bytes of one slow client
     */
    public record Plan(int slowClients, int addresses, boolean forwardedFor, Target target, Duration duration,
                       Duration byteInterval) {
        /**
         * @param slowClients  the slow connections
         * @param addresses    the source addresses
         * @param forwardedFor whether they send X-Forwarded-For
         * @param target       what they send
         * @param duration     the run's length
         * @param byteInterval the time between two body bytes
         */
        public Plan {
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(duration, "duration");
            Objects.requireNonNull(byteInterval, "byteInterval");
            if (slowClients < 1 || addresses < 0 || addresses > 250 || duration.isNegative() || byteInterval.isNegative()) {
                throw new IllegalArgumentException("a probe needs slow clients, 0 to 250 addresses and positive times");
            }
        }
    }

    /**
     * Latencies of one kind of request of the normal client.
     *
     * @param count     requests answered 200
     * @param failures  requests answered otherwise or not at all (within 30 s)
     * @param p50Millis the median
     * @param p99Millis the 99th percentile
     * @param maxMillis the slowest
     */
    public record Latencies(int count, int failures, double p50Millis, double p99Millis, double maxMillis) {
        static Latencies of(List<Long> nanos, int failures) {
            long[] s = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
            return new Latencies(s.length, failures, pct(s, 0.50), pct(s, 0.99), s.length == 0 ? 0 : s[s.length - 1] / 1e6);
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%d answered 200, p50 %.1f ms, p99 %.1f ms, max %.1f ms, %d failed", count,
                p50Millis, p99Millis, maxMillis, failures);
        }
    }

    /**
     * What a run measured.
     *
     * @param plan            the plan
     * @param connections     slow connections opened in all
     * @param answers         slow connections answered, by status
     * @param closedSilently  slow connections the server closed without an answer
     * @param openAtEnd       slow connections still open and unanswered when the run ended
     * @param outcomeP50Millis the median time from opening a slow connection to its answer or close
     * @param outcomeMaxMillis the longest such time
     * @param health          the normal client's {@code GET /health}
     * @param view            the normal client's {@code GET /tables/ID/view}
     */
    public record Result(Plan plan, long connections, Map<Integer, Long> answers, long closedSilently, long openAtEnd,
                         double outcomeP50Millis, double outcomeMaxMillis, Latencies health, Latencies view) {
        /**
         * @param plan             the plan
         * @param connections      the slow connections
         * @param answers          the answers by status
         * @param closedSilently   the silent closes
         * @param openAtEnd        the connections open at the end
         * @param outcomeP50Millis the median time to an outcome
         * @param outcomeMaxMillis the longest time to an outcome
         * @param health           the health latencies
         * @param view             the view latencies
         */
        public Result {
            answers = Map.copyOf(answers);
        }

        /** Returns a few lines for people. */
        public String summary() {
            return String.format(Locale.ROOT, "%d slow clients (%s, a body byte every %d ms, from %s) for %.0f s: "
                    + "%d connections; answered %s; closed without an answer %d; still open at the end %d; "
                    + "answer or close after p50 %.0f ms, max %.0f ms%n"
                    + "normal client meanwhile: GET /health %s; GET view %s",
                plan.slowClients(), plan.target() == Target.SEAT ? "a seat's move at a real table" : "a move at no table",
                plan.byteInterval().toMillis(), plan.forwardedFor() ? "X-Forwarded-For addresses"
                    : plan.addresses() == 0 ? "one address" : plan.addresses() + " loopback addresses",
                plan.duration().toMillis() / 1000.0, connections, new TreeMap<>(answers), closedSilently, openAtEnd,
                outcomeP50Millis, outcomeMaxMillis, health, view);
        }
    }

    private final String host;
    private final int port;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(10)).build();

    /**
     * A probe of a server on this machine.
     *
     * @param host the server's address, such as {@code 127.0.0.1}
     * @param port its port
     */
    public SlowClientProbe(String host, int port) {
        this.host = Objects.requireNonNull(host, "host");
        this.port = port;
    }

    /**
     * Runs a plan: creates two tables (one the slow clients aim at, one the normal client watches), then
     * runs the slow clients and the normal client together.
     *
     * @param plan what to run
     * @return what was measured
     * @throws IOException          if the server cannot be reached
     * @throws InterruptedException if interrupted
     */
    public Result run(Plan plan) throws IOException, InterruptedException {
        JsonNode target = create();
        JsonNode watched = create();
        String path = plan.target() == Target.SEAT ? "/tables/" + target.path("table").asString() + "/actions"
            : "/tables/no-such-table/actions";
        String token = plan.target() == Target.SEAT ? target.path("tokens").get(0).asString() : null;
        String viewPath = "/tables/" + watched.path("table").asString() + "/view";
        String viewToken = watched.path("tokens").get(0).asString();

        AtomicBoolean stop = new AtomicBoolean();
        List<Long> health = new ArrayList<>();
        List<Long> view = new ArrayList<>();
        int[] failures = new int[2];
        Thread normal = new Thread(() -> {
            while (!stop.get()) {
                timed("/health", null, health, failures, 0);
                timed(viewPath, viewToken, view, failures, 1);
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "probe-normal-client");
        SlowClients slow = new SlowClients(plan, path, token);
        normal.start();
        slow.run();            // returns when the plan's duration is over
        stop.set(true);
        normal.join();
        return new Result(plan, slow.connections, slow.answers, slow.closedSilently, slow.openAtEnd,
            pct(slow.outcomes(), 0.5), pct(slow.outcomes(), 1.0), Latencies.of(health, failures[0]),
            Latencies.of(view, failures[1]));
    }

    private JsonNode create() throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base() + "/tables"))
            .header("Content-Type", "application/json").timeout(Duration.ofSeconds(30))
            .POST(HttpRequest.BodyPublishers.ofString("{\"seats\":[\"player\",\"player\",\"player\",\"player\"]}")).build(),
            HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 201) {
            throw new IOException("creating a table answered " + r.statusCode() + ": " + r.body());
        }
        return JsonSupport.mapper().readTree(r.body());
    }

    private String base() {
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    private void timed(String path, String token, List<Long> into, int[] failures, int kind) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base() + path)).timeout(Duration.ofSeconds(30)).GET();
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        long t0 = System.nanoTime();
        try {
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            long took = System.nanoTime() - t0;
            if (r.statusCode() == 200) {
                into.add(took);
            } else {
                failures[kind]++;
            }
        } catch (IOException e) {
            failures[kind]++;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static double pct(long[] sorted, double p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, Math.max(0, (int) Math.ceil(p * sorted.length) - 1))] / 1e6;
    }

    /** The slow connections, driven by one thread over a selector. */
    private final class SlowClients {
        private final Plan plan;
        private final String path;
        private final String token;
        private final SplittableRandom random = new SplittableRandom(1);
        private final List<Long> outcomeNanos = new ArrayList<>();
        private final Map<Integer, Long> answers = new TreeMap<>();
        private long connections;
        private long closedSilently;
        private long openAtEnd;
        private int nextId;

        /** One slow connection. */
        private final class Slow {
            final SocketChannel channel;
            final long opened = System.nanoTime();
            ByteBuffer pending;
            long nextByte;
            int sent;
            final StringBuilder answer = new StringBuilder();
            boolean answered;

            Slow(SocketChannel channel) {
                this.channel = channel;
            }
        }

        SlowClients(Plan plan, String path, String token) {
            this.plan = plan;
            this.path = path;
            this.token = token;
        }

        long[] outcomes() {
            return outcomeNanos.stream().mapToLong(Long::longValue).sorted().toArray();
        }

        private String head(int id) {
            StringBuilder h = new StringBuilder("POST ").append(path).append(" HTTP/1.1\r\nHost: ").append(host)
                .append("\r\nContent-Type: application/json\r\nContent-Length: ").append(BODY).append("\r\n");
            if (token != null) {
                h.append("Authorization: Bearer ").append(token).append("\r\n");
            }
            if (plan.forwardedFor()) {
                h.append("X-Forwarded-For: 10.").append((id >> 16) & 255).append('.').append((id >> 8) & 255).append('.')
                    .append(id & 255).append("\r\n");
            }
            return h.append("\r\n").toString();
        }

        private void open(Selector selector) throws IOException {
            SocketChannel ch = SocketChannel.open();
            int id = nextId++;
            if (plan.addresses() > 0) {
                ch.bind(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0,
                    (byte) (2 + id % plan.addresses())}), 0));
            }
            ch.configureBlocking(false);
            Slow s = new Slow(ch);
            s.pending = ByteBuffer.wrap(head(id).getBytes(StandardCharsets.ISO_8859_1));
            connections++;
            if (ch.connect(new InetSocketAddress(host, port))) {
                ch.register(selector, SelectionKey.OP_READ | SelectionKey.OP_WRITE, s);
            } else {
                ch.register(selector, SelectionKey.OP_CONNECT, s);
            }
        }

        private void ended(Slow s, SelectionKey key, boolean reopen, Selector selector) throws IOException {
            key.cancel();
            s.channel.close();
            if (!s.answered) {
                outcomeNanos.add(System.nanoTime() - s.opened);
                closedSilently++;
            }
            if (reopen) {
                open(selector);
            }
        }

        void run() throws IOException {
            long end = System.nanoTime() + plan.duration().toNanos();
            long interval = Math.max(1, plan.byteInterval().toNanos());
            ByteBuffer in = ByteBuffer.allocate(4096);
            ByteBuffer space = ByteBuffer.allocate(1);
            try (Selector selector = Selector.open()) {
                int toOpen = plan.slowClients();
                while (System.nanoTime() < end) {
                    for (int i = 0; i < 50 && toOpen > 0; i++, toOpen--) {    // ramp up: 50 connects a round
                        open(selector);
                    }
                    selector.select(20);
                    for (SelectionKey key : new ArrayList<>(selector.selectedKeys())) {
                        selector.selectedKeys().remove(key);
                        Slow s = (Slow) key.attachment();
                        if (!key.isValid()) {
                            continue;
                        }
                        try {
                            if (key.isConnectable()) {
                                s.channel.finishConnect();
                                key.interestOps(SelectionKey.OP_READ | SelectionKey.OP_WRITE);
                                continue;
                            }
                            if (key.isWritable() && s.pending != null) {
                                s.channel.write(s.pending);
                                if (!s.pending.hasRemaining()) {
                                    s.pending = null;
                                    s.nextByte = System.nanoTime() + random.nextLong(interval);
                                    key.interestOps(SelectionKey.OP_READ);
                                }
                            }
                            if (key.isReadable()) {
                                in.clear();
                                int n = s.channel.read(in);
                                if (n < 0) {
                                    ended(s, key, true, selector);
                                    continue;
                                }
                                s.answer.append(new String(in.array(), 0, n, StandardCharsets.ISO_8859_1));
                                if (!s.answered && s.answer.length() >= 12 && s.answer.toString().startsWith("HTTP/1.1 ")) {
                                    s.answered = true;
                                    answers.merge(Integer.parseInt(s.answer.substring(9, 12)), 1L, Long::sum);
                                    outcomeNanos.add(System.nanoTime() - s.opened);
                                    ended(s, key, true, selector);      // answered: the next slow client takes its place
                                }
                            }
                        } catch (IOException e) {
                            ended(s, key, true, selector);
                        }
                    }
                    long now = System.nanoTime();
                    for (SelectionKey key : selector.keys()) {
                        Slow s = (Slow) key.attachment();
                        if (key.isValid() && s.pending == null && !s.answered && s.nextByte != 0 && now >= s.nextByte
                            && s.sent < BODY - 1) {       // never the last byte: the body stays incomplete
                            space.clear();
                            space.put((byte) ' ').flip();
                            try {
                                s.channel.write(space);
                                s.sent++;
                                s.nextByte = now + interval;
                            } catch (IOException e) {
                                ended(s, key, true, selector);
                            }
                        }
                    }
                }
                for (SelectionKey key : selector.keys()) {
                    Slow s = (Slow) key.attachment();
                    if (!s.answered && s.channel.isConnected()) {
                        openAtEnd++;
                    }
                    s.channel.close();
                }
            }
        }
    }
}
