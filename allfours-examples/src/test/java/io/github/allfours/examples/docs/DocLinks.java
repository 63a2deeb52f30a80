package io.github.allfours.examples.docs;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;

/**
 * The link checker of the documentation: every relative link and image of a page (Markdown links, and
 * {@code href}/{@code src} in its HTML) leads to a file of the repository, every {@code #anchor} to a heading of the
 * page it names, and every link under {@code apidocs/} (the site's Javadoc, e.g. {@code ../apidocs/
 * io.github.allfours.core/io/github/allfours/engine/GameState.html} from a guide) to a public type of an exported
 * package, or its module, package or member. Links with a scheme ({@code https:}, {@code mailto:}) are not followed.
 */
final class DocLinks {
    /** The directory of the site's Javadoc, relative to the repository's root as to the site's. */
    static final String APIDOCS = "apidocs";
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");
    private static final Pattern HTML_LINK = Pattern.compile("\\b(?:href|src)\\s*=\\s*\"([^\"]*)\"");

    private final Path root;
    private final ApiIndex api;
    private final Map<Path, Set<String>> anchors = new HashMap<>();

    /** A checker of the documents under {@code root}, with the library's API for links into the Javadoc. */
    DocLinks(Path root, ApiIndex api) {
        this.root = root.toAbsolutePath().normalize();
        this.api = api;
    }

    /** One link of a page: where it is and where it goes. */
    record Target(int line, String destination) {
    }

    /** The problems of the links of every page. */
    List<DocProblem> check(List<Path> pages) {
        List<DocProblem> out = new ArrayList<>();
        for (Path page : pages) {
            out.addAll(check(page.toAbsolutePath().normalize(), Markdown.parse(page)));
        }
        return out;
    }

    /** The problems of the links of one page, parsed as {@code document}. */
    List<DocProblem> check(Path page, Node document) {
        anchors.put(page, Markdown.anchors(document));
        List<DocProblem> out = new ArrayList<>();
        String name = root.relativize(page).toString().replace('\\', '/');
        for (Target target : targets(document)) {
            String why = problem(page, target.destination());
            if (why != null) {
                out.add(new DocProblem(name + ":" + target.line(), "(" + target.destination() + ") " + why));
            }
        }
        return out;
    }

    /** The relative links of a document: its links, images and the href and src of its HTML. */
    static List<Target> targets(Node document) {
        List<Target> out = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                add(link, link.getDestination());
                visitChildren(link);
            }

            @Override
            public void visit(Image image) {
                add(image, image.getDestination());
                visitChildren(image);
            }

            @Override
            public void visit(HtmlBlock html) {
                addHtml(html, html.getLiteral());
            }

            @Override
            public void visit(HtmlInline html) {
                addHtml(html, html.getLiteral());
            }

            private void addHtml(Node node, String html) {
                Matcher m = HTML_LINK.matcher(html);
                while (m.find()) {
                    int lines = (int) html.substring(0, m.start()).chars().filter(c -> c == '\n').count();
                    out.add(new Target(Markdown.line(node) + lines, m.group(1)));
                }
            }

            private void add(Node node, String destination) {
                if (isRelative(destination)) {
                    out.add(new Target(Markdown.line(node), destination));
                }
            }
        });
        out.removeIf(t -> !isRelative(t.destination()));
        return out;
    }

    /** Whether a destination is a relative link (no scheme, not protocol-relative). */
    static boolean isRelative(String destination) {
        return !SCHEME.matcher(destination).find() && !destination.startsWith("//");
    }

    /** Why a relative link of {@code page} leads nowhere, or null. */
    private String problem(Path page, String destination) {
        int hash = destination.indexOf('#');
        String path = decode(hash < 0 ? destination : destination.substring(0, hash));
        String fragment = hash < 0 ? null : decode(destination.substring(hash + 1));
        if (path.isEmpty()) {
            return fragment == null || fragment.isEmpty() ? "an empty link" : anchorProblem(page, fragment);
        }
        Path target = page.getParent().resolve(path).normalize();
        if (!target.startsWith(root)) {
            return "leads out of the repository";
        }
        Path relative = root.relativize(target);
        if (relative.getNameCount() > 0 && relative.getName(0).toString().equals(APIDOCS)) {
            String apiPage = relative.getNameCount() > 1
                ? relative.subpath(1, relative.getNameCount()).toString().replace('\\', '/') : "index.html";
            return api.check(apiPage, fragment);
        }
        for (Path part : relative) {
            if (part.toString().equals("target")) {
                return "leads into a build's output (target/), which the repository does not hold";
            }
        }
        if (!Files.exists(target)) {
            return "no such file or directory: " + relative.toString().replace('\\', '/');
        }
        if (fragment == null) {
            return null;
        }
        if (!target.toString().endsWith(".md") || !Files.isRegularFile(target)) {
            return "an anchor into a file that is not Markdown cannot be checked";
        }
        return anchorProblem(target, fragment);
    }

    private String anchorProblem(Path markdown, String fragment) {
        Set<String> ids = anchors.computeIfAbsent(markdown, p -> Markdown.anchors(Markdown.parse(p)));
        return ids.contains(fragment) ? null
            : "no heading #" + fragment + " in " + root.relativize(markdown).toString().replace('\\', '/');
    }

    private static String decode(String s) {
        return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
    }
}
