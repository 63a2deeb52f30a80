package io.github.allfours.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link of the documentation (README.md, CONTRIBUTING.md, CHANGELOG.md, SECURITY.md and docs/) leads to
 * a file of the repository, every anchor to a heading, every link into the site's Javadoc to a public type; and the
 * checker itself finds each kind of broken link, at its file and line.
 */
class DocLinksTest {
    private static final ApiIndex API = ApiIndex.of(DocSnippetsTest.library());

    @Test
    void everyLinkOfTheDocumentationLeadsSomewhere() {
        Path root = Path.of("..").toAbsolutePath().normalize();
        List<Path> pages = Markdown.pages(root);
        assertTrue(pages.contains(root.resolve("README.md")) && pages.contains(root.resolve("docs/rules.md")), pages::toString);
        List<DocProblem> problems = new DocLinks(root, API).check(pages);
        assertTrue(problems.isEmpty(), () -> "broken links in the documentation:\n"
            + String.join("\n", problems.stream().map(DocProblem::toString).toList()));
    }

    @Test
    void eachKindOfBrokenLinkIsFoundAtItsLine(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("docs/guide.md"), "# The guide\n\n## Second `part`\n\n<a id=\"raw\"></a>\n");
        Files.writeString(root.resolve("README.md"), String.join("\n",
            "# Read me",                                                        // 1
            "",
            "[ok](docs/guide.md) [ok](docs/guide.md#second-part) [ok](#read-me) [ok](docs/guide.md#raw)",
            "[missing](docs/nothing.md)",                                       // 4
            "[no heading](docs/guide.md#third)",                                // 5
            "[no heading here](#nowhere)",                                      // 6
            "[outside](../elsewhere.md) [web](https://example.com/x.md) [mail](mailto:a@example.com)", // 7
            "[built](target/site/index.html)",                                  // 8
            "<img src=\"docs/none.png\">",                                      // 9
            "[type](apidocs/io.github.allfours.core/io/github/allfours/engine/GameState.html#apply(int))",
            "[module](apidocs/io.github.allfours.variants/module-summary.html) [all](apidocs/index.html)",
            "[internal](apidocs/io.github.allfours.core/io/github/allfours/internal/Bits.html)", // 12
            "[member](apidocs/io.github.allfours.core/io/github/allfours/engine/GameState.html#fly())", // 13
            "[module](apidocs/io.github.allfours.engine/module-summary.html)",  // 14
            ""));
        List<DocProblem> problems = new DocLinks(root, API).check(Markdown.pages(root));
        Map<String, String> byLine = new TreeMap<>();
        for (DocProblem p : problems) {
            byLine.put(p.where(), p.message());
        }
        assertEquals(List.of("README.md:12", "README.md:13", "README.md:14", "README.md:4", "README.md:5",
            "README.md:6", "README.md:7", "README.md:8", "README.md:9"), List.copyOf(byLine.keySet()), byLine::toString);
        assertTrue(byLine.get("README.md:4").contains("no such file or directory: docs/nothing.md"), byLine::toString);
        assertTrue(byLine.get("README.md:5").contains("no heading #third in docs/guide.md"), byLine::toString);
        assertTrue(byLine.get("README.md:7").contains("leads out of the repository"), byLine::toString);
        assertTrue(byLine.get("README.md:12").contains("no public type"), byLine::toString);
        assertTrue(byLine.get("README.md:13").contains("no public member or section #fly()"), byLine::toString);
    }
}
