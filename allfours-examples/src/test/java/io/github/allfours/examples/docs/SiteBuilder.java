package io.github.allfours.examples.docs;

import io.github.allfours.engine.GameState;
import io.github.allfours.variants.Variants;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.DocumentationTool;
import javax.tools.ToolProvider;

/**
 * Builds the documentation site: the aggregated Javadoc of allfours-core and allfours-variants (the JDK's javadoc,
 * both modules in one run, from their sources and Immutables' generated ones) under {@code apidocs/}, and the guides
 * ({@link DocSite}) beside it, cross-linked. Run by {@code ./mvnw -B -P site -DskipTests package} (exec-maven-plugin,
 * in allfours-examples, after both modules are built); the site is {@code target/site/index.html}.
 */
public final class SiteBuilder {
    private static final String CORE = "io.github.allfours.core";
    private static final String VARIANTS = "io.github.allfours.variants";

    private SiteBuilder() {
    }

    /**
     * Builds the site.
     *
     * @param args the repository's root, the site's directory, the version, the repository's web page
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            throw new IllegalArgumentException("usage: SiteBuilder ROOT OUT VERSION REPOSITORY-URL, not "
                + List.of(args));
        }
        Path root = Path.of(args[0]).toAbsolutePath().normalize();
        Path out = Path.of(args[1]).toAbsolutePath().normalize();
        ApiIndex api = ApiIndex.of(List.of(location(GameState.class), location(Variants.class)));
        List<DocProblem> problems = new DocLinks(root, api).check(Markdown.pages(root));
        if (!problems.isEmpty()) {
            throw new IllegalStateException("broken links in the documentation:\n"
                + String.join("\n", problems.stream().map(DocProblem::toString).toList()));
        }
        deleteTree(out);
        long start = System.nanoTime();
        javadoc(root, out.resolve(DocLinks.APIDOCS), args[2]);
        long javadoc = System.nanoTime();
        DocSite site = new DocSite(root, api, args[3], args[2]);
        site.render(out);
        long end = System.nanoTime();
        System.out.printf("The documentation site: %s (the Javadoc in %.1f s, %d guides in %.1f s)%n",
            out.resolve("index.html").toUri(), (javadoc - start) / 1e9, site.pages().size(), (end - javadoc) / 1e9);
    }

    /** Runs javadoc over both modules into {@code out}; fails on any error. */
    static void javadoc(Path root, Path out, String version) throws IOException {
        Path core = root.resolve("allfours-core");
        Path generated = core.resolve("target/generated-sources/annotations");
        if (!Files.isDirectory(generated)) {
            throw new IllegalStateException("no " + generated + ": build allfours-core first (the site is built by"
                + " ./mvnw -B -P site -DskipTests package)");
        }
        List<String> options = new ArrayList<>(List.of(
            "-d", out.toString(),
            "--module-source-path", CORE + "=" + core.resolve("src/main/java") + File.pathSeparator + generated,
            "--module-source-path", VARIANTS + "=" + root.resolve("allfours-variants/src/main/java"),
            "--module", CORE + "," + VARIANTS,
            "--module-path", location(org.jspecify.annotations.NullMarked.class) + File.pathSeparator
                + location(org.immutables.value.Value.class),
            "--release", "17",
            "-encoding", "UTF-8", "-docencoding", "UTF-8", "-charset", "UTF-8",
            "-Xdoclint:all,-missing", "-quiet", "-notimestamp",
            "-windowtitle", "allfours " + version + " API",
            "-doctitle", "allfours " + version + " API",
            "-bottom", "<a href=\"{@docRoot}/../index.html\">The guides</a> · Copyright © 2026 The allfours"
                + " developers. Licensed under the Apache License, Version 2.0."));
        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        int status = javadoc.run(null, null, null, options.toArray(String[]::new));
        if (status != 0) {
            throw new IllegalStateException("javadoc failed (status " + status + "): see its messages above");
        }
    }

    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the location of " + type, e);
        }
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
