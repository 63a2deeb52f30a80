package io.github.allfours.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.allfours.engine.GameState;
import io.github.allfours.examples.docs.DocSnippets.Snippet;
import io.github.allfours.examples.docs.SnippetCompiler.Result;
import io.github.allfours.examples.docs.SnippetCompiler.Unit;
import io.github.allfours.variants.Variants;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every Java snippet of README.md and docs/ is compiled as a strict consumer compiles it ({@code -Xlint:all -Werror},
 * against allfours-core and allfours-variants alone) and every snippet's {@code main} is run, so that the
 * documentation cannot show code that does not build or fails. The snippets are then written under
 * {@code target/doc-snippets/src}, where the consumer build ({@code src/it/consumer}, run by the invoker at
 * {@code verify}) compiles them again against the installed jars, on the class path and as a JPMS module.
 */
class DocSnippetsTest {
    /** Where the snippets are written for the consumer build, under this module's directory. */
    static final Path OUTPUT = Path.of("target", "doc-snippets");
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @Test
    void everySnippetOfTheDocumentationCompilesCleanAndRuns() throws Exception {
        Path root = Path.of("..").toAbsolutePath().normalize();
        List<Snippet> snippets = DocSnippets.extract(root);
        assertFalse(snippets.isEmpty(), "README.md shows Java code: the extractor found none");
        deleteTree(OUTPUT);
        SnippetCompiler compiler = new SnippetCompiler(library());
        Result result = compiler.compile(snippets, OUTPUT.resolve("classes"));
        assertOk(result.problems(), "on the class path");
        assertOk(compiler.compileAsModule(result.units(), moduleInfo(), OUTPUT.resolve("module")), "as a JPMS module");
        write(result.units(), OUTPUT.resolve("src"));
        List<Path> runPath = new ArrayList<>(List.of(OUTPUT.resolve("classes").toAbsolutePath()));
        runPath.addAll(library());
        SnippetRunner runner = new SnippetRunner(runPath, LIMIT);
        List<String> failures = new ArrayList<>();
        for (Unit unit : result.units()) {
            for (String main : unit.mains()) {
                SnippetRunner.Run run = runner.run(main);
                if (!run.ok()) {
                    failures.add(unit.snippet().where() + ": " + main + ".main "
                        + (run.timedOut() ? "did not end within " + LIMIT.toSeconds() + " s" : "threw "
                        + stackTrace(run.failure())) + "\n  its output:\n" + run.output().indent(4));
                }
            }
        }
        assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
    }

    @Test
    void aBlockThatIsNotACompleteUnitIsRefusedAtItsFileAndLine(@TempDir Path classes) throws IOException {
        String guide = "# A guide\n\nSome text.\n\n```java\nGameState g = GameState.start(null, 0, null);\n```\n";
        Result result = compile(DocSnippets.extract("docs/guide.md", guide), classes);
        assertEquals(1, result.problems().size(), result.problems().toString());
        DocProblem problem = result.problems().get(0);
        assertEquals("docs/guide.md:6", problem.where());
        assertTrue(problem.message().contains("complete compilation unit"), problem.message());
    }

    @Test
    void aWarningIsAnErrorAtItsLine(@TempDir Path classes) throws IOException {
        String guide = "Text.\n\n```java\n// a comment first is fine\npackage com.example.raw;\n\n"
            + "public class Raw {\n    java.util.List<?> list = new java.util.ArrayList();\n}\n```\n";
        Result result = compile(DocSnippets.extract("README.md", guide), classes);
        assertFalse(result.ok());
        assertEquals("README.md:8", result.problems().get(0).where(), result.problems().toString());
        assertTrue(result.problems().get(0).message().startsWith("warning: "), result.problems().toString());
    }

    @Test
    void aSnippetSeesTheLibraryButNotTheExamplesLibraries(@TempDir Path classes) throws IOException {
        String ok = "```java\npackage com.example.a;\n\nimport io.github.allfours.variants.Variants;\n\n"
            + "public class A {\n    public static void main(String[] args) {\n"
            + "        System.out.println(Variants.TRINIDAD.id());\n    }\n}\n```\n";
        String picocli = "```java\npackage com.example.b;\n\nimport picocli.CommandLine;\n\nclass B {\n}\n```\n";
        Result good = compile(DocSnippets.extract("docs/a.md", ok), classes);
        assertTrue(good.ok(), good.problems().toString());
        assertEquals(List.of("com.example.a.A"), good.units().get(0).mains());
        Result bad = compile(DocSnippets.extract("docs/b.md", picocli), classes);
        assertEquals("docs/b.md:4", bad.problems().get(0).where(), bad.problems().toString());
    }

    @Test
    void aSnippetIsAlsoCompiledAsAModuleThatRequiresOnlyTheLibrary(@TempDir Path classes) throws IOException {
        String logging = "```java\npackage com.example.logging;\n\nimport java.util.logging.Logger;\n\n"
            + "public class Logs {\n    static final Logger LOG = Logger.getLogger(\"x\");\n}\n```\n";
        SnippetCompiler compiler = new SnippetCompiler(library());
        Result onClassPath = compiler.compile(DocSnippets.extract("docs/logs.md", logging), classes.resolve("cp"));
        assertTrue(onClassPath.ok(), onClassPath.problems().toString());
        List<DocProblem> asModule = compiler.compileAsModule(onClassPath.units(), moduleInfo(), classes.resolve("m"));
        assertEquals("docs/logs.md:4", asModule.get(0).where(), asModule.toString());
        assertTrue(asModule.get(0).message().contains("java.logging"), asModule.toString());
    }

    @Test
    void twoSnippetsDeclaringOneTypeAreRefused(@TempDir Path classes) throws IOException {
        String block = "```java\npackage com.example.same;\n\nclass Same {\n}\n```\n";
        List<Snippet> snippets = new ArrayList<>(DocSnippets.extract("docs/a.md", block));
        snippets.addAll(DocSnippets.extract("docs/b.md", "Text.\n\n" + block));
        Result result = compile(snippets, classes);
        assertEquals(1, result.problems().size(), result.problems().toString());
        assertEquals("docs/b.md:4", result.problems().get(0).where());
        assertTrue(result.problems().get(0).message().contains("as docs/a.md:2 does"), result.problems().toString());
    }

    @Test
    void aSnippetThatEndsTheJvmIsRefused(@TempDir Path classes) throws IOException {
        String block = "```java\npackage com.example.exit;\n\nclass Exit {\n    void stop() {\n"
            + "        System.exit(1);\n    }\n}\n```\n";
        Result result = compile(DocSnippets.extract("docs/exit.md", block), classes);
        assertEquals("docs/exit.md:6", result.problems().get(0).where(), result.problems().toString());
    }

    @Test
    void aMainThatThrowsIsReportedWithItsOutput(@TempDir Path classes) throws Exception {
        String block = "```java\npackage com.example.fails;\n\npublic final class Fails {\n"
            + "    public static void main(String[] args) {\n        System.out.println(\"before\");\n"
            + "        throw new IllegalStateException(\"on purpose\");\n    }\n}\n```\n";
        Result result = compile(DocSnippets.extract("docs/fails.md", block), classes);
        assertTrue(result.ok(), result.problems().toString());
        List<Path> runPath = new ArrayList<>(List.of(classes));
        runPath.addAll(library());
        SnippetRunner.Run run = new SnippetRunner(runPath, LIMIT).run("com.example.fails.Fails");
        assertFalse(run.ok());
        assertInstanceOf(IllegalStateException.class, run.failure());
        assertEquals("before", run.output().strip());
    }

    private static Result compile(List<Snippet> snippets, Path classes) throws IOException {
        return new SnippetCompiler(library()).compile(snippets, classes);
    }

    /** allfours-core and allfours-variants, as this test sees them (their classes or their jars). */
    static List<Path> library() {
        return List.of(location(GameState.class), location(Variants.class));
    }

    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the location of " + type, e);
        }
    }

    private static void assertOk(List<DocProblem> problems, String how) {
        if (!problems.isEmpty()) {
            fail("the documentation's Java snippets do not compile clean " + how + " (-Xlint:all -Werror, allfours-core"
                + " and allfours-variants only):\n" + String.join("\n", problems.stream().map(DocProblem::toString)
                .toList()));
        }
    }

    /** The consumer build's module-info.java, which makes the snippets one module requiring the library's. */
    private static Snippet moduleInfo() throws IOException {
        Path file = Path.of("src", "it", "consumer", "src", "module", "module-info.java");
        return new Snippet("allfours-examples/" + file.toString().replace('\\', '/'), 1, Files.readString(file));
    }

    /** Writes each unit under {@code src} as a source file, and their list, for the consumer build. */
    private static void write(List<Unit> units, Path src) throws IOException {
        List<String> listing = new ArrayList<>();
        for (Unit unit : units) {
            Path file = src.resolve(unit.sourcePath());
            Files.createDirectories(file.getParent());
            Files.writeString(file, unit.snippet().code());
            listing.add(unit.snippet().where() + " " + unit.sourcePath());
        }
        Files.write(src.resolveSibling("snippets.txt"), listing);
    }

    private static String stackTrace(Throwable t) {
        StringWriter text = new StringWriter();
        t.printStackTrace(new PrintWriter(text));
        return text.toString();
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
