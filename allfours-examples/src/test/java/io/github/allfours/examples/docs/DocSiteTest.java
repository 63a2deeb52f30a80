package io.github.allfours.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The guides of the documentation site, rendered from the repository's documents (the Javadoc is left to
 * {@link SiteBuilder}): every page is there and listed on the navigation page, and every relative link of every page
 * leads to a file of the site, to an id of the page it names, or to a public type's page under {@code apidocs/}.
 */
class DocSiteTest {
    private static final Pattern HREF = Pattern.compile("\\b(?:href|src)=\"([^\"]*)\"");
    private static final ApiIndex API = ApiIndex.of(DocSnippetsTest.library());

    @Test
    void everyLinkOfTheRenderedGuidesLeadsToAPageAFileOrTheJavadoc(@TempDir Path out) throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        DocSite site = new DocSite(root, API, "https://github.com/allfours/allfours", "1.2.3");
        site.render(out);
        String index = Files.readString(out.resolve("index.html"));
        for (DocSite.Page page : site.pages()) {
            assertTrue(Files.isRegularFile(out.resolve(page.html())), page.html());
            assertTrue(index.contains("href=\"" + page.html() + "\""), "the navigation page lists " + page.html());
        }
        assertTrue(site.pages().stream().anyMatch(p -> p.html().equals("docs/rules.html")), site.pages()::toString);
        List<String> problems = new ArrayList<>();
        int links = 0;
        try (Stream<Path> walk = Files.walk(out)) {
            for (Path html : walk.filter(p -> p.toString().endsWith(".html")).toList()) {
                String text = Files.readString(html);
                Matcher m = HREF.matcher(text);
                while (m.find()) {
                    if (DocLinks.isRelative(m.group(1))) {
                        links++;
                        problem(out, html, m.group(1)).ifPresent(p -> problems.add(out.relativize(html) + ": " + p));
                    }
                }
            }
        }
        assertTrue(links > 100, "the pages link to each other, to their files and to the Javadoc: " + links);
        assertTrue(problems.isEmpty(), () -> String.join("\n", problems));
        assertTrue(Files.readString(out.resolve("README.html"))
            .contains("href=\"apidocs/io.github.allfours.core/io/github/allfours/engine/GameState.html\""),
            "a code span naming GameState links to its Javadoc");
    }

    @Test
    void aCodeSpanThatNamesATypeLinksToItsPage() {
        DocSite site = new DocSite(Path.of("..").toAbsolutePath().normalize(), API, "https://example.com/", "1");
        String engine = "io.github.allfours.core/io/github/allfours/engine/";
        assertEquals(Optional.of(engine + "GameState.html"), site.apiPage("GameState"));
        assertEquals(Optional.of(engine + "GameState.html"), site.apiPage("io.github.allfours.engine.GameState"));
        assertEquals(Optional.of(engine + "GameState.html"), site.apiPage("GameState.apply(seat, action)"));
        assertEquals(Optional.of("io.github.allfours.core/io/github/allfours/game/GameEvent.Played.html"),
            site.apiPage("GameEvent.Played"));
        assertEquals(Optional.of("io.github.allfours.variants/io/github/allfours/variants/Variants.html"),
            site.apiPage("Variants.TRINIDAD"));
        assertFalse(site.apiPage("play 10h").isPresent());
        assertFalse(site.apiPage("game.apply(action)").isPresent());
        assertFalse(site.apiPage("Json").isPresent(), "a type of a package that is not exported");
    }

    /** Why a relative link of a rendered page leads nowhere, if it does. */
    private static Optional<String> problem(Path out, Path html, String href) throws IOException {
        int hash = href.indexOf('#');
        String path = URLDecoder.decode(hash < 0 ? href : href.substring(0, hash), StandardCharsets.UTF_8);
        String fragment = hash < 0 ? null : URLDecoder.decode(href.substring(hash + 1), StandardCharsets.UTF_8);
        Path target = path.isEmpty() ? html : html.getParent().resolve(path).normalize();
        Path apidocs = out.resolve(DocLinks.APIDOCS);
        if (target.startsWith(apidocs)) {
            String page = apidocs.relativize(target).toString().replace('\\', '/');
            return Optional.ofNullable(API.check(page, fragment)).map(why -> href + ": " + why);
        }
        if (!target.startsWith(out) || !Files.exists(target)) {
            return Optional.of(href + ": no such file in the site");
        }
        if (fragment != null && !Files.readString(target).contains(" id=\"" + fragment + "\"")) {
            return Optional.of(href + ": no id " + fragment + " in " + out.relativize(target));
        }
        return Optional.empty();
    }
}
