package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.nio.file.Path;
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
 * fields); the events' data too. Every documented operation is exercised, and every operation the client
 * uses is documented.
 */
@Timeout(120)
class OpenApiContractTest {
    /** The description's references to /allfours.schema.json are the library's schema, read from core's jar. */
    private static final SchemaRegistry SCHEMAS = SchemaRegistry.withDialects(
        List.of(Dialects.getOpenApi31(), Dialects.getDraft202012()),
        b -> b.schemaIdResolvers(r -> r
            .mapPrefix("classpath:web/allfours.schema.json", "classpath:io/github/allfours/json/allfours.schema.json")
            .mapPrefix("https://github.com/allfours/allfours/json/", "classpath:io/github/allfours/json/")));
    private static final Map<String, Schema> BY_REF = new ConcurrentHashMap<>();

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

    /** Checks an answer against the description of its operation and notes the operation as exercised. */
    ServerFixture.Reply check(String method, String template, ServerFixture.Reply r) {
        JsonNode op = doc.path("paths").path(template).path(method.toLowerCase(Locale.ROOT));
        assertFalse(op.isMissingNode(), () -> method + " " + template + " is not described");
        JsonNode response = op.path("responses").path(Integer.toString(r.status()));
        assertFalse(response.isMissingNode(), () -> method + " " + template + " answered an undocumented " + r.status()
            + ": " + r.text());
        exercised.add(method + " " + template);
        response.path("headers").propertyNames().forEach(h -> assertTrue(r.response().headers().firstValue(h).isPresent(),
            () -> method + " " + template + " " + r.status() + " lacks its documented header " + h));
        if (r.status() == 204) {
            return r;
        }
        String type = r.response().headers().firstValue("Content-Type").orElse("").split(";")[0].strip();
        JsonNode content = response.path("content").path(type);
        assertFalse(content.isMissingNode(), () -> method + " " + template + " " + r.status() + " answered " + type
            + ", documented: " + response.path("content").propertyNames());
        JsonNode ref = content.path("schema").path("$ref");
        if (type.equals("application/json") && !ref.isMissingNode()) {
            validate(ref.asString(), r.text(), method + " " + template + " " + r.status());
        }
        return r;
    }

    static void validate(String ref, String json, String what) {
        var errors = schema(ref).validate(json, InputFormat.JSON);
        assertTrue(errors.isEmpty(), () -> what + " does not match " + ref + ": " + errors + "\n" + json);
    }

    ServerFixture.Reply call(String method, String template, String path, String token, String body) throws Exception {
        return check(method, template, f.send(method, path, token, body));
    }

    @Test
    void everyAnswerMatchesTheDescription() throws Exception {
        call("GET", "/", "/", null, null);
        call("GET", "/openapi.json", "/openapi.json", null, null);
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
                validate("#/components/schemas/ViewMessage", e.data(), "a seat's event");
                validate("#/components/schemas/ViewMessage", w.data(), "a spectator's event");
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
            validate("#/components/schemas/Said", said.data(), "a say event");
            validate("#/components/schemas/Said", watcher.next().data(), "a spectator's say event");
            call("DELETE", "/tables/{id}/rematch", t + "/rematch", token1, null);                        // 404: none yet
            call("POST", "/tables/{id}/rematch", t + "/rematch", null, null);
            call("POST", "/tables/{id}/rematch", t + "/rematch", "x".repeat(43), null);
            call("POST", "/tables/{id}/rematch", "/tables/nosuch/rematch", token0, null);
            call("POST", "/tables/{id}/rematch", t + "/rematch", token0, null);
            ServerFixture.Event told = seat.next();
            assertEquals("rematch", told.name());
            validate("#/components/schemas/RematchNotice", told.data(), "a rematch event");
            validate("#/components/schemas/RematchNotice", watcher.next().data(), "a spectator's rematch event");
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
        call("DELETE", "/tables/{id}", t, owner, null);
        call("DELETE", "/tables/{id}", t, owner, null);
        call("POST", "/tables", "/tables", null, null);                                                // no body: {}
        call("POST", "/tables", "/tables", null, "{}");                                               // 429: 3 a minute
        call("POST", "/tables", "/tables", null, "{}");

        assertEquals(described(), exercised, "every described operation is exercised, and only those");
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
