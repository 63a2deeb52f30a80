package io.github.allfours.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.server.JsonSupport;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * {@code allfours serve}'s one logging set-up, in a process of its own as a user starts it: the server's own
 * lines and the access log in one format with a timestamp (the jar's configuration), the access log on standard
 * output, in a file or with the rest of the log, a configuration of the user's ({@code --log-config}), and no
 * token in any line.
 */
@Timeout(120)
class ServeLoggingTest {
    private static final Pattern READY = Pattern.compile("serving on (http://[0-9.]+:[0-9]+)/");
    /** A line of the jar's format: {@code 2026-05-01T14:03:07.412+0000 INFO LOGGER: MESSAGE}. */
    private static final Pattern LINE = Pattern.compile(
        "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}[+-]\\d{4} (INFO|WARNING|SEVERE|FINE) ([\\w.$]+): (.*)");

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(5)).build();

    /** A server process: its URL, and its standard output and error, line by line, as they come. */
    private record Child(Process process, String url, List<String> out, List<String> err) {
    }

    private Child serve(String... options) throws Exception {
        List<String> command = new ArrayList<>(ChildJvm.allfours());
        command.addAll(List.of("serve", "--port", "0", "--db", dir.resolve("tables-" + System.nanoTime() + ".db").toString(),
            "--seat-timeout", "0.3"));
        command.addAll(List.of(options));
        Process p = new ProcessBuilder(command).start();
        List<String> out = new CopyOnWriteArrayList<>();
        List<String> err = new CopyOnWriteArrayList<>();
        drain(p.getInputStream(), out);
        drain(p.getErrorStream(), err);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < until) {
            for (String line : out) {
                Matcher m = READY.matcher(line);
                if (m.find()) {
                    return new Child(p, m.group(1), out, err);
                }
            }
            if (!p.isAlive()) {
                break;
            }
            Thread.sleep(50);
        }
        p.destroyForcibly();
        throw new AssertionError("the server did not start: " + out + err);
    }

    private static void drain(InputStream in, List<String> into) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    into.add(line);
                }
            } catch (IOException e) {
                // the process ended
            }
        });
        t.setDaemon(true);
        t.start();
    }

    private HttpResponse<String> send(Child c, String method, String path, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(c.url() + path)).timeout(Duration.ofSeconds(20))
            .method(method, HttpRequest.BodyPublishers.noBody());
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /**
     * Makes a table whose silent player a bot takes over (a line of the server's own), reads its view with the
     * token, and asks for /health; returns the tokens.
     */
    private List<String> exercise(Child c) throws Exception {
        HttpResponse<String> made = http.send(HttpRequest.newBuilder(URI.create(c.url() + "/tables"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"variant\":\"pitch\",\"players\":2,\"takeoverAlways\":true,"
                + "\"seats\":[\"player\",\"easy\"]}"))
            .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(201, made.statusCode(), made.body());
        JsonNode json = JsonSupport.mapper().readTree(made.body());
        String id = json.path("table").asString();
        String token = json.path("tokens").get(0).asString();
        for (int i = 0; i < 500; i++) {
            HttpResponse<String> v = send(c, "GET", "/tables/" + id + "/view", token);
            if (v.body().contains("\"bot:medium\"")) {
                break;
            }
            Thread.sleep(20);
        }
        send(c, "GET", "/tables/" + token + "/view?token=" + token, token);
        assertEquals(200, send(c, "GET", "/health", null).statusCode());
        return List.of(token, json.path("ownerToken").asString());
    }

    private static void stop(Child c) throws InterruptedException {
        c.process().destroy();          // SIGTERM: the shutdown hook closes the server
        assertTrue(c.process().waitFor(30, TimeUnit.SECONDS));
    }

    private static List<String> await(List<String> lines, String what) throws InterruptedException {
        for (int i = 0; i < 250 && lines.stream().noneMatch(l -> l.contains(what)); i++) {
            Thread.sleep(20);
        }
        return lines;
    }

    @Test
    void theJarsSetUpWritesEveryLineInOneFormatWithItsTime() throws Exception {
        Child c = serve();              // --access-log - by default: standard output
        List<String> tokens = exercise(c);
        await(c.out(), "\"GET /health\" 200");
        await(c.err(), "bot takes seat 0 over");
        stop(c);
        List<String> access = c.out().stream().filter(l -> l.contains("allfours.access")).toList();
        assertTrue(access.size() >= 4, c.out()::toString);
        for (String line : access) {
            Matcher m = LINE.matcher(line);
            assertTrue(m.matches(), line);
            assertEquals("INFO", m.group(1));
            assertTrue(m.group(3).matches("127\\.0\\.0\\.1 \"[A-Z]+ /[^\"]*\" \\d{3} \\d+\\.\\dms"), line);
        }
        assertTrue(access.stream().anyMatch(l -> l.contains("\"GET /tables/.../view\" 400 ")),
            () -> "a path segment as long as a token is not written: " + access);
        List<String> own = c.err().stream().filter(l -> l.contains("io.github.allfours")).toList();
        assertTrue(own.stream().anyMatch(l -> l.matches(LINE.pattern())
            && l.contains(" INFO io.github.allfours.examples.server.table.TableBots: table ")
            && l.endsWith(": a medium bot takes seat 0 over")), c.err()::toString);
        assertFalse(c.err().stream().anyMatch(l -> l.contains("org.eclipse.jetty") && l.contains(" INFO ")),
            () -> "the libraries log warnings and errors only: " + c.err());
        noToken(tokens, c);
    }

    @Test
    void theAccessLogGoesToAFileOrWithTheRestAndAConfigurationOfOnesOwnIsRead() throws Exception {
        Path file = dir.resolve("access.log");
        Child toFile = serve("--access-log", file.toString());
        List<String> tokens = new ArrayList<>(exercise(toFile));
        stop(toFile);
        List<String> lines = Files.readAllLines(file);
        assertTrue(lines.size() >= 4 && lines.stream().allMatch(l -> LINE.matcher(l).matches()
            && l.contains(" INFO allfours.access: 127.0.0.1 \"")), lines::toString);
        assertFalse(toFile.out().stream().anyMatch(l -> l.contains("allfours.access")), toFile.out()::toString);

        Path config = dir.resolve("logging.properties");
        Files.writeString(config, String.join("\n", "handlers = java.util.logging.ConsoleHandler",
            "java.util.logging.ConsoleHandler.level = ALL",
            "java.util.logging.SimpleFormatter.format = [%4$s] %3$s %5$s%n", ".level = INFO",
            "org.eclipse.jetty.level = WARNING", "io.javalin.level = WARNING", "org.flywaydb.level = WARNING",
            "com.zaxxer.hikari.level = WARNING", ""));
        Child mine = serve("--log-config", config.toString(), "--access-log", "log");
        tokens.addAll(exercise(mine));
        await(mine.err(), "\"GET /health\" 200");
        stop(mine);
        assertTrue(mine.err().stream().anyMatch(l -> l.matches("\\[INFO] allfours\\.access 127\\.0\\.0\\.1 \"GET /health\" 200 .*")),
            mine.err()::toString);
        assertTrue(mine.err().stream()
            .anyMatch(l -> l.startsWith("[INFO] io.github.allfours.examples.server.table.TableBots table ")),
            mine.err()::toString);
        assertFalse(mine.out().stream().anyMatch(l -> l.contains("allfours.access")), "the access log went with the rest");
        noToken(tokens, toFile, mine);
        for (String line : lines) {
            for (String token : tokens) {
                assertFalse(line.contains(token), line);
            }
        }

        Child off = serve("--access-log", "off");
        exercise(off);
        stop(off);
        assertFalse(off.out().stream().anyMatch(l -> l.contains("allfours.access")), off.out()::toString);
        assertFalse(off.err().stream().anyMatch(l -> l.contains("allfours.access")), off.err()::toString);
    }

    private static void noToken(List<String> tokens, Child... children) {
        for (Child c : children) {
            for (List<String> stream : List.of(c.out(), c.err())) {
                for (String line : stream) {
                    for (String token : tokens) {
                        assertFalse(line.contains(token), () -> "a token in the log: " + line);
                    }
                }
            }
        }
    }
}
