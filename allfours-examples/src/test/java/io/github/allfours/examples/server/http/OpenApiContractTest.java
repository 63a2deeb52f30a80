package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.dialect.Dialects;
import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.server.Api;
import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.examples.server.ServerFixture;
import io.github.allfours.examples.server.table.TableService;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The server's answers against its own description, {@code /openapi.json} (OpenAPI 3.1): real requests to
 * every documented path, each answer's status documented for its operation, its content type documented and
 * its JSON valid against the documented schema (JSON Schema 2020-12, every object closed to undocumented
 * fields); the events' names and data too ({@code x-events}). Every documented operation is exercised, and every
 * operation the client uses is documented. The refusals any route may give are described where they happen (a
 * token in the query string, bodies too large or not JSON), the answers outside the operations too (an unknown
 * path or method, the container's own), and each operation's security matches what it takes (an operation
 * that refuses a token declares the bearer scheme; one that serves a request without a token allows none).
 * {@code OpenApiDocumentTest} checks the document itself.
 */
@Timeout(120)
class OpenApiContractTest {
    /** The description stands alone: its schemas, the copies of the library's included (OpenApiDocumentTest). */
    private static final SchemaRegistry SCHEMAS = SchemaRegistry.withDialects(
        List.of(Dialects.getOpenApi31(), Dialects.getDraft202012()), b -> { });
    private static final Map<String, Schema> BY_REF = new ConcurrentHashMap<>();
    private static final String SEAT_EVENTS = "/tables/{id}/events";
    private static final String SPECTATOR_EVENTS = "/tables/{id}/spectate/events";

    @TempDir
    Path dir;
    ServerFixture f;
    JsonNode doc;
    final Set<String> exercised = new TreeSet<>();

    @BeforeEach
    void start() throws Exception {
        f = new ServerFixture(ServerFixture.open(ServerFixture.newDatabase(ServerFixture.Db.SQLITE, dir)),
            new TableService.Config(java.time.Duration.ofSeconds(120), "easy", java.time.Duration.ofMinutes(10),
                java.time.Duration.ofHours(1), 1000), ServerFixture.http().withCreatesPerMinute(3));
        try (InputStream in = getClass().getResourceAsStream("/web/openapi.json")) {
            doc = JsonSupport.mapper().readTree(in);
        }
    }

    @AfterEach
    void stop() {
        f.close();
    }

    static Schema schema(String ref) {
        return BY_REF.computeIfAbsent(ref, r -> SCHEMAS.getSchema(SchemaLocation.of("classpath:web/openapi.json" + r)));
    }

    /**
     * Checks an answer against the description of its operation, where its status must be listed (not left to the
     * operation's {@code default}), and notes the operation as exercised.
     */
    ServerFixture.Reply check(String method, String template, ServerFixture.Reply r) {
        JsonNode op = doc.path("paths").path(template).path(method.toLowerCase(Locale.ROOT));
        assertFalse(op.isMissingNode(), () -> method + " " + template + " is not described");
        JsonNode response = op.path("responses").path(Integer.toString(r.status()));
        assertFalse(response.isMissingNode(), () -> method + " " + template + " answered an undocumented " + r.status()
            + ": " + r.text());
        exercised.add(method + " " + template);
        return matches(method + " " + template + " " + r.status(), response, r);
    }

    /** Checks an answer against a response object of the description (or its reference): headers, type, schema. */
    ServerFixture.Reply matches(String what, JsonNode described, ServerFixture.Reply r) {
        assertFalse(described.isMissingNode(), () -> what + " is not described");
        JsonNode response = described.has("$ref") ? doc.at(described.path("$ref").asString().substring(1)) : described;
        assertFalse(response.isMissingNode(), () -> what + ": its response refers to nothing: " + described);
        response.path("headers").propertyNames().forEach(h -> assertTrue(r.response().headers().firstValue(h).isPresent(),
            () -> what + " lacks its documented header " + h));
        if (r.status() == 204 || r.status() == 304) {
            assertFalse(response.has("content"), () -> what + " is described with content");
            return r;
        }
        String type = r.response().headers().firstValue("Content-Type").orElse("").split(";")[0].strip();
        JsonNode content = response.path("content").path(type);
        assertFalse(content.isMissingNode(), () -> what + " answered " + type + ", documented: "
            + response.path("content").propertyNames());
        JsonNode ref = content.path("schema").path("$ref");
        if (type.equals("application/json") && !ref.isMissingNode()) {
            validate(ref.asString(), r.text(), what);
        }
        return r;
    }

    static void validate(String ref, String json, String what) {
        var errors = schema(ref).validate(json, InputFormat.JSON);
        assertTrue(errors.isEmpty(), () -> what + " does not match " + ref + ": " + errors + "\n" + json);
    }

    /**
     * Sends a request and checks its answer ({@link #check}) and the operation's security: an operation that
     * answers a request without a token with success lets it have none ({@code {}} among its requirements), and
     * one that refuses a token (401, 403) declares the bearer scheme.
     */
    ServerFixture.Reply call(String method, String template, String path, String token, String body) throws Exception {
        ServerFixture.Reply r = check(method, template, f.send(method, path, token, body));
        JsonNode security = doc.path("paths").path(template).path(method.toLowerCase(Locale.ROOT)).path("security");
        String operation = method + " " + template;
        if (token == null && r.status() < 300 && security.isArray()) {
            assertTrue(security.valueStream().anyMatch(JsonNode::isEmpty),
                () -> operation + " answered " + r.status() + " without a token, but its security requires one");
        }
        if (r.status() == 401 || r.status() == 403) {
            assertTrue(security.valueStream().anyMatch(s -> s.has("bearer")),
                () -> operation + " refused a token (" + r.status() + ") but declares no bearer security");
        }
        return r;
    }

    /** Sends a request with the given headers (and no others but the client's) and body. */
    ServerFixture.Reply request(String method, String path, Map<String, String> headers, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(f.base + path)).timeout(Duration.ofSeconds(20))
            .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(b::header);
        HttpResponse<String> r = f.client.send(b.build(), HttpResponse.BodyHandlers.ofString());
        boolean json = r.headers().firstValue("Content-Type").orElse("").startsWith("application/json");
        return new ServerFixture.Reply(r.statusCode(), r, json ? JsonSupport.mapper().readTree(r.body()) : null);
    }

    /**
     * The answers of every route to what no request may send, each as its operation describes it: a token in the
     * query string (400) at every operation; on each route that reads a body, one over 16 KiB (413) and one not
     * declared JSON (415); and the pages the client revalidates (304).
     */
    @Test
    void everyRouteAnswersItsRefusalsAsDescribed() throws Exception {
        Api.Created made = f.service.create(new Api.CreateTable("pitch", 2, null, List.of("player", "open"), null, null,
            null), "127.0.0.1");
        String token = made.tokens().get(0);
        for (String operation : described()) {
            String method = operation.substring(0, operation.indexOf(' '));
            String template = operation.substring(operation.indexOf(' ') + 1);
            String path = template.replace("{id}", made.table()).replace("{seat}", "1") + "?token=" + token;
            boolean body = f.server.routes().find(method, template.replace("{id}", made.table()).replace("{seat}", "1"))
                .map(r -> r.body().read()).orElse(false);
            ServerFixture.Reply r = check(method, template, f.send(method, path, token, body ? "{}" : null));
            assertEquals(400, r.status(), () -> operation + " with a token in its query string: " + r.text());
            assertTrue(r.json().path("message").asString().contains("query string"), r::text);
        }
        Set<String> bodies = new TreeSet<>();
        for (Routes.Route route : f.server.routes().all()) {
            if (!route.body().read()) {
                continue;
            }
            String method = route.method().name();
            String path = route.path().replace("{id}", made.table()).replace("{seat}", "1");
            Map<String, String> auth = Map.of("Authorization", "Bearer " + token);
            ServerFixture.Reply large = check(method, route.path(), f.send(method, path, token,
                "{\"action\":\"" + "x".repeat(ServerConfig.MAX_BODY) + "\"}"));
            assertEquals(413, large.status(), () -> route.operation() + " with a large body: " + large.text());
            for (String type : List.of("text/plain", "application/json; charset=latin1")) {
                Map<String, String> headers = new java.util.HashMap<>(auth);
                headers.put("Content-Type", type);
                ServerFixture.Reply typed = check(method, route.path(), request(method, path, headers, "{}"));
                assertEquals(415, typed.status(),
                    () -> route.operation() + " with a body of " + type + ": " + typed.text());
            }
            bodies.add(route.operation());
        }
        assertEquals(Set.of("POST /tables", "POST /tables/{id}/actions", "POST /tables/{id}/say",
            "POST /tables/{id}/seats/{seat}"), bodies, "the routes that read a body");
        for (String page : List.of("/", "/openapi.json")) {
            ServerFixture.Reply first = check("GET", page, f.send("GET", page, null, null));
            String tag = first.response().headers().firstValue("ETag").orElse(null);
            assertNotNull(tag, () -> page + " has no ETag: " + first.response().headers().map());
            ServerFixture.Reply again = check("GET", page, request("GET", page, Map.of("If-None-Match", tag), null));
            assertEquals(304, again.status(), () -> page + " revalidated: " + again.text());
        }
    }

    /**
     * The answers to requests outside the operations, as the description says them: a path it does not have (404),
     * a method it does not list for a path it has (405), and the container's refusal of headers too large (431), an
     * operation's {@code default}.
     */
    @Test
    void theAnswersOutsideTheOperationsAreDescribed() throws Exception {
        ServerFixture.Reply nowhere = matches("GET /nowhere", doc.at("/components/responses/NotFound"),
            f.send("GET", "/nowhere", null, null));
        assertEquals(404, nowhere.status(), nowhere::text);
        assertEquals("NOT_FOUND", nowhere.error());
        ServerFixture.Reply put = matches("PUT /tables", doc.at("/components/responses/MethodNotAllowed"),
            f.send("PUT", "/tables", null, "{}"));
        assertEquals(405, put.status(), put::text);
        assertEquals("METHOD_NOT_ALLOWED", put.error());
        assertTrue(doc.path("paths").path("/tables").path("put").isMissingNode(), "PUT /tables is not described");
        ServerFixture.Reply big = request("GET", "/variants", Map.of("X-Padding", "x".repeat(20_000)), null);
        assertEquals(431, big.status(), big::text);
        JsonNode responses = doc.path("paths").path("/variants").path("get").path("responses");
        assertTrue(responses.path("431").isMissingNode(), "431 is left to the default");
        matches("GET /variants 431", responses.path("default"), big);
        assertEquals("HEADERS_TOO_LARGE", big.error());
    }

    @Test
    void everyAnswerMatchesTheDescription() throws Exception {
        call("GET", "/", "/", null, null);
        ServerFixture.Reply description = call("GET", "/openapi.json", "/openapi.json", null, null);
        assertEquals(OpenApiDocumentTest.shippedText(), description.text(), "the server serves the shipped description");
        call("GET", "/variants", "/variants", null, null);
        call("GET", "/bots", "/bots", null, null);
        call("GET", "/allfours.schema.json", "/allfours.schema.json", null, null);
        call("GET", "/health", "/health", null, null);
        call("POST", "/tables", "/tables", null, "{\"variant\":\"nosuch\"}");
        ServerFixture.Reply made = call("POST", "/tables", "/tables", null,
            "{\"variant\":\"early-american\",\"players\":2,\"seed\":4,\"seats\":[\"player\",\"open\"]}");
        String id = made.json().path("table").asString();
        String owner = made.json().path("ownerToken").asString();
        String token0 = made.json().path("tokens").get(0).asString();
        String t = "/tables/" + id;
        call("GET", "/tables", "/tables?limit=5", null, null);
        call("GET", "/tables", "/tables?limit=0", null, null);
        call("GET", "/tables", "/tables?open=true&variant=early-american", null, null);
        call("GET", "/tables", "/tables?after=x", null, null);
        f.service.create(new Api.CreateTable("pitch", 2, null, null, null, null, null), "127.0.0.1");   // a second page
        String next = call("GET", "/tables", "/tables?limit=1", null, null).json().path("next").asString();
        call("GET", "/tables", "/tables?limit=1&after=" + next, null, null);
        call("GET", "/tables/{id}", t, null, null);
        call("GET", "/tables/{id}", "/tables/nosuch", null, null);
        call("GET", "/tables/{id}/view", t + "/view", token0, null);
        call("GET", "/tables/{id}/view", t + "/view", null, null);
        call("GET", "/tables/{id}/view", t + "/view", "x".repeat(43), null);
        call("GET", "/tables/{id}/view", "/tables/nosuch/view", token0, null);
        call("POST", "/tables/{id}/actions", t + "/actions", token0, "{\"action\":\"beg\",\"version\":0}");  // 409: a seat is open
        call("POST", "/tables/{id}/seats/{seat}", t + "/seats/5", null, "{}");
        call("POST", "/tables/{id}/seats/{seat}", t + "/seats/1", token0, "{\"bot\":\"easy\"}");
        String token1 = call("POST", "/tables/{id}/seats/{seat}", t + "/seats/1", null, null).json().path("token").asString();
        call("POST", "/tables/{id}/seats/{seat}", t + "/seats/1", null, "{}");
        call("GET", "/tables/{id}/spectate", t + "/spectate", null, null);
        call("GET", "/tables/{id}/spectate", "/tables/nosuch/spectate", null, null);
        call("GET", "/tables/{id}/hint", t + "/hint", token0, null);                                   // 409: not to act
        call("GET", "/tables/{id}/hint", t + "/hint", token1, null);
        call("POST", "/tables/{id}/reclaim", t + "/reclaim", token1, null);
        call("POST", "/tables/{id}/actions", t + "/actions", token1, "{\"action\":\"dance\",\"version\":0}");
        call("POST", "/tables/{id}/actions", t + "/actions", token0, "{\"action\":\"beg\",\"version\":0}");  // 422
        call("POST", "/tables/{id}/actions", t + "/actions", token1, "{\"action\":\"beg\",\"version\":7}");  // 409
        String[] tokens = {token0, token1};
        long version = 0;
        try (ServerFixture.Stream seat = f.stream(t + "/events", token0, null);
             ServerFixture.Stream watcher = f.stream(t + "/spectate/events", null, null)) {
            exercised.add("GET /tables/{id}/events");
            exercised.add("GET /tables/{id}/spectate/events");
            for (int i = 0; i < 300; i++) {
                ServerFixture.Event e = seat.next();
                ServerFixture.Event w = watcher.next();
                assertEquals("view", e.name());
                event(SEAT_EVENTS, e);
                event(SPECTATOR_EVENTS, w);
                JsonNode view = e.json().path("view");
                if (!view.path("winner").isNull()) {
                    break;
                }
                int toAct = view.path("toAct").asInt();
                ServerFixture.Reply mine = call("GET", "/tables/{id}/view", t + "/view", tokens[toAct], null);
                List<String> legal = mine.strings("legalActions");
                String move = legal.contains("beg") ? "beg" : legal.contains("run") ? "run" : legal.get(legal.size() - 1);
                version = call("POST", "/tables/{id}/actions", t + "/actions", tokens[toAct],
                    "{\"action\":\"" + move + "\",\"version\":" + version + "}").version();
            }
        }
        assertTrue(version > 50, "a whole match was checked");
        // the match is over: quick messages and a rematch, each told by the streams
        try (ServerFixture.Stream seat = f.stream(t + "/events", token1, null);
             ServerFixture.Stream watcher = f.stream(t + "/spectate/events", null, null)) {
            assertEquals("view", seat.next().name());
            assertEquals("view", watcher.next().name());
            call("POST", "/tables/{id}/say", t + "/say", token0, "{\"message\":\"good-game\"}");
            call("POST", "/tables/{id}/say", t + "/say", token0, "{\"message\":\"gg\"}");
            call("POST", "/tables/{id}/say", t + "/say", null, "{\"message\":\"thanks\"}");
            call("POST", "/tables/{id}/say", t + "/say", "x".repeat(43), "{\"message\":\"thanks\"}");
            call("POST", "/tables/{id}/say", "/tables/nosuch/say", token0, "{\"message\":\"thanks\"}");
            ServerFixture.Event said = seat.next();
            assertEquals("say", said.name());
            event(SEAT_EVENTS, said);
            event(SPECTATOR_EVENTS, watcher.next());
            call("DELETE", "/tables/{id}/rematch", t + "/rematch", token1, null);                        // 404: none yet
            call("POST", "/tables/{id}/rematch", t + "/rematch", null, null);
            call("POST", "/tables/{id}/rematch", t + "/rematch", "x".repeat(43), null);
            call("POST", "/tables/{id}/rematch", "/tables/nosuch/rematch", token0, null);
            call("POST", "/tables/{id}/rematch", t + "/rematch", token0, null);
            ServerFixture.Event told = seat.next();
            assertEquals("rematch", told.name());
            event(SEAT_EVENTS, told);
            event(SPECTATOR_EVENTS, watcher.next());
            call("DELETE", "/tables/{id}/rematch", t + "/rematch", null, null);
            call("DELETE", "/tables/{id}/rematch", t + "/rematch", "x".repeat(43), null);
            call("DELETE", "/tables/{id}/rematch", t + "/rematch", token1, null);
            call("DELETE", "/tables/{id}/rematch", t + "/rematch", token1, null);                        // 409: declined
        }
        Api.Created young = f.service.create(new Api.CreateTable("pitch", 2, null, List.of("player", "easy"), null, null,
            null), "127.0.0.1");
        call("POST", "/tables/{id}/rematch", "/tables/" + young.table() + "/rematch", young.tokens().get(0), null);  // 409
        call("GET", "/tables/{id}/record", t + "/record", null, null);
        call("GET", "/tables/{id}/record", "/tables/nosuch/record", null, null);
        call("DELETE", "/tables/{id}", t, token0, null);
        call("DELETE", "/tables/{id}", t, null, null);
        try (ServerFixture.Stream seat = f.stream(t + "/events", token1, null);
             ServerFixture.Stream watcher = f.stream(t + "/spectate/events", null, null)) {
            assertEquals("view", seat.next().name());
            assertEquals("view", watcher.next().name());
            call("DELETE", "/tables/{id}", t, owner, null);
            eventsUntilGone(SEAT_EVENTS, seat);
            eventsUntilGone(SPECTATOR_EVENTS, watcher);
        }
        call("DELETE", "/tables/{id}", t, owner, null);
        call("POST", "/tables", "/tables", null, null);                                                // no body: {}
        call("POST", "/tables", "/tables", null, "{}");                                               // 429: 3 a minute
        call("POST", "/tables", "/tables", null, "{}");

        assertEquals(described(), exercised, "every described operation is exercised, and only those");
    }

    /**
     * Checks a streamed event against its operation's description: its name is one of the stream's events
     * ({@code x-events}, each event's name and the schema of its data) and its data is valid.
     */
    void event(String template, ServerFixture.Event e) {
        assertNotNull(e, () -> "GET " + template + " sent no event in time");
        JsonNode schema = doc.path("paths").path(template).path("get").path("responses").path("200").path("content")
            .path("text/event-stream").path("x-events").path(e.name());
        assertTrue(schema.isString(),
            () -> "GET " + template + " sent an undescribed event " + e.name() + ": " + e.data());
        validate("#/components/schemas/" + schema.asString(), e.data(), "GET " + template + " event " + e.name());
    }

    /** Checks a stream's events until its {@code gone} event, the last. */
    void eventsUntilGone(String template, ServerFixture.Stream stream) throws InterruptedException {
        for (int i = 0; i < 50; i++) {
            ServerFixture.Event e = stream.next();
            event(template, e);
            if (e.name().equals("gone")) {
                return;
            }
        }
        fail("GET " + template + " sent no gone event");
    }

    /** Every operation of the description, such as {@code POST /tables/{id}/actions}. */
    Set<String> described() {
        Set<String> described = new TreeSet<>();
        doc.path("paths").properties().forEach(p -> p.getValue().propertyNames()
            .forEach(m -> described.add(m.toUpperCase(Locale.ROOT) + " " + p.getKey())));
        return described;
    }

    /**
     * The bots are one list, {@code BotLevels}: the server serves it ({@code GET /bots}), the description declares
     * its names ({@code BotName}), and the client offers what the server serves, naming no bot itself.
     */
    @Test
    void theBotsAreOneListThatTheServerServesTheDescriptionDeclaresAndTheClientReads() throws Exception {
        List<String> names = BotLevels.all().stream().map(BotLevels.Named::name).toList();
        ServerFixture.Reply bots = f.send("GET", "/bots", null, null);
        assertEquals(200, bots.status(), bots::text);
        List<String> served = new java.util.ArrayList<>();
        bots.json().path("bots").forEach(b -> served.add(b.path("name").asString()));
        assertEquals(names, served);
        assertEquals(BotLevels.SUGGESTED, bots.json().path("suggested").asString());
        List<String> declared = new java.util.ArrayList<>();
        doc.path("components").path("schemas").path("BotName").path("enum").forEach(n -> declared.add(n.asString()));
        assertEquals(names, declared, "the description's BotName");
        var quoted = java.util.regex.Pattern.compile("['\"`](" + String.join("|", names) + ")['\"`]");
        List<Path> scripts;
        try (var files = java.nio.file.Files.list(Path.of(getClass().getResource("/web/js").toURI()))) {
            scripts = files.filter(p -> p.toString().endsWith(".js")).toList();
        }
        assertTrue(scripts.size() > 10, "the client's scripts were found: " + scripts);
        for (Path script : scripts) {
            var found = quoted.matcher(java.nio.file.Files.readString(script));
            assertFalse(found.find(), () -> script.getFileName() + " names a bot itself: " + found.group());
        }
    }

    @Test
    void theDescriptionDeclaresEveryRouteOfTheTableAndOnlyThose() {
        Set<String> served = new TreeSet<>(ClientFiles.DESCRIBED);
        for (Routes.Route r : f.server.routes().all()) {
            assertTrue(served.add(r.operation()), () -> r.operation() + " is twice in the table");
        }
        assertEquals(described(), served);
    }

    @Test
    void theDescriptionRefusesAnAnswerThatBreaksIt() throws Exception {
        ServerFixture.Table t = f.create("{\"variant\":\"pitch\",\"players\":2,\"seats\":[\"player\",\"player\"]}");
        String good = f.view(t, 0).text();
        String ref = "#/components/schemas/ViewMessage";
        assertTrue(schema(ref).validate(good, InputFormat.JSON).isEmpty(), good);
        for (String bad : List.of(
            good.replaceFirst("\"seedChosen\":false", "\"seedChosen\":false,\"seed\":42"),     // an undocumented field
            good.replaceFirst("\"hand\":\\[\"", "\"hand\":[\"ZZ\",\""),                       // not a card
            good.replaceFirst("\"type\":\"dealt\"", "\"type\":\"shuffled\""),                  // no such event
            good.replaceFirst("\"takeoverAt\":[^,]*", "\"takeoverAt\":\"soon\""))) {
            assertFalse(bad.equals(good), "the answer was changed");
            assertFalse(schema(ref).validate(bad, InputFormat.JSON).isEmpty(), () -> "accepted: " + bad);
        }
    }

    @Test
    void theDescriptionNamesEveryCallOfTheClient() throws Exception {
        String api;
        try (InputStream in = getClass().getResourceAsStream("/web/js/api.js")) {
            api = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        var calls = java.util.regex.Pattern.compile("request\\('(GET|POST|DELETE)', `?'?([^`',?]+)").matcher(api);
        int n = 0;
        while (calls.find()) {
            String template = calls.group(2).replace("${id(table)}", "{id}").replace("${seat}", "{seat}");
            assertFalse(doc.path("paths").path(template).path(calls.group(1).toLowerCase(Locale.ROOT)).isMissingNode(),
                "the client calls " + calls.group(1) + " " + template + ", which is not described");
            n++;
        }
        assertTrue(n >= 10, "the client's calls were found: " + n);
    }
}
