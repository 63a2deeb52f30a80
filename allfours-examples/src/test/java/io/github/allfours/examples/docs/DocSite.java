package io.github.allfours.examples.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.Text;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * The documentation site's guides: README.md, CONTRIBUTING.md, CHANGELOG.md, SECURITY.md and docs/, rendered to HTML
 * by commonmark-java (GitHub's tables, heading ids as GitHub makes them) into the same directories, with a navigation
 * page ({@code index.html}), a side bar on every page and a style sheet. A relative link to a page becomes a link to
 * its {@code .html}; a link to another file of the repository copies that file into the site (a directory becomes a
 * link to the repository's page of it); a code span that names a public type of the library ({@code GameState},
 * {@code AllFoursJson.readView}) links to its page in the aggregated Javadoc under {@code apidocs/}, which
 * {@link SiteBuilder} writes beside the guides.
 */
final class DocSite {
    private static final Pattern HTML_LINK = Pattern.compile("\\b(?:href|src)\\s*=\\s*\"([^\"]*)\"");
    /** A code span that may name a type, perhaps with a member: {@code Name.Name#member(...)}. */
    private static final Pattern CODE_NAME = Pattern.compile("[A-Za-z_][\\w.]*(#\\w+)?(\\(.*\\))?");

    private final Path root;
    private final ApiIndex api;
    private final String repositoryUrl;
    private final String version;
    private final List<Page> pages = new ArrayList<>();
    private final Map<Path, Page> bySource = new HashMap<>();

    /**
     * One page of the site.
     *
     * @param source its Markdown file
     * @param html its path in the site, {@code docs/rules.html}
     * @param title its first heading
     * @param summary the beginning of its first paragraph
     * @param group the heading it is listed under on the navigation page
     */
    record Page(Path source, String html, String title, String summary, String group) {
    }

    /**
     * The site of the documents under {@code root}.
     *
     * @param api the library's public types, to which code spans link
     * @param repositoryUrl the repository's web page, for links to its directories
     * @param version the library's version, shown in the side bar
     */
    DocSite(Path root, ApiIndex api, String repositoryUrl, String version) {
        this.root = root.toAbsolutePath().normalize();
        this.api = api;
        this.repositoryUrl = repositoryUrl.endsWith("/") ? repositoryUrl : repositoryUrl + "/";
        this.version = version;
        for (Path source : Markdown.pages(this.root)) {
            Node document = Markdown.parse(source);
            String rel = this.root.relativize(source).toString().replace('\\', '/');
            String group = rel.equals(Markdown.README) ? "Start here" : rel.startsWith("docs/") ? "Guides"
                : "The project";
            String title = rel.equals(Markdown.README) ? "Overview (README)" : title(document, rel);
            Page page = new Page(source, rel.substring(0, rel.length() - ".md".length()) + ".html", title,
                summary(document), group);
            pages.add(page);
            bySource.put(source, page);
        }
    }

    /** The pages, in the order of the side bar. */
    List<Page> pages() {
        return List.copyOf(pages);
    }

    /** Writes the pages, the navigation page, the style sheet and the files the pages link to under {@code out}. */
    void render(Path out) throws IOException {
        Files.createDirectories(out);
        HtmlRenderer renderer = HtmlRenderer.builder().extensions(Markdown.EXTENSIONS).build();
        for (Page page : pages) {
            Node document = Markdown.parse(page.source());
            String prefix = "../".repeat(page.html().split("/").length - 1);
            rewrite(page, document, prefix, out);
            write(out.resolve(page.html()), layout(page.title(), prefix, renderer.render(document)));
        }
        write(out.resolve("index.html"), layout("Documentation", "", index()));
        try (var css = DocSite.class.getResourceAsStream("site.css")) {
            if (css == null) {
                throw new IOException("site.css is missing beside " + DocSite.class.getName());
            }
            Files.write(out.resolve("site.css"), css.readAllBytes());
        }
    }

    /** Points the links of a page at the site's pages and files, and links the code spans that name a type. */
    private void rewrite(Page page, Node document, String prefix, Path out) throws IOException {
        List<Link> links = new ArrayList<>();
        List<Code> codes = new ArrayList<>();
        List<String> copies = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                links.add(link);
                visitChildren(link);
            }

            @Override
            public void visit(Image image) {
                copies.add(image.getDestination());
                visitChildren(image);
            }

            @Override
            public void visit(Heading heading) {
                // a heading's links are rewritten, its code stays as it is (a link in a heading would be odd)
                List<Code> before = new ArrayList<>(codes);
                visitChildren(heading);
                codes.retainAll(before);
            }

            @Override
            public void visit(Code code) {
                if (!inLink(code)) {
                    codes.add(code);
                }
            }

            @Override
            public void visit(HtmlBlock html) {
                htmlTargets(html.getLiteral(), copies);
            }

            @Override
            public void visit(HtmlInline html) {
                htmlTargets(html.getLiteral(), copies);
            }
        });
        for (Link link : links) {
            link.setDestination(destination(page, link.getDestination(), out));
        }
        for (String target : copies) {
            destination(page, target, out);
        }
        for (Code code : codes) {
            apiPage(code.getLiteral()).ifPresent(href -> {
                Link link = new Link(prefix + DocLinks.APIDOCS + "/" + href, null);
                code.insertBefore(link);
                link.appendChild(code);
            });
        }
    }

    private static boolean inLink(Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof Link) {
                return true;
            }
        }
        return false;
    }

    private static void htmlTargets(String html, List<String> out) {
        Matcher m = HTML_LINK.matcher(html);
        while (m.find()) {
            out.add(m.group(1));
        }
    }

    /**
     * The Javadoc page (relative to apidocs/) of the type a code span names: {@code Type}, {@code Outer.Nested}, a
     * qualified name, or one of these followed by a member ({@code AllFoursJson.readView}, {@code Action.parse("beg")},
     * {@code Variants.TRINIDAD}).
     */
    Optional<String> apiPage(String code) {
        String s = code.strip();
        if (!CODE_NAME.matcher(s).matches()) {
            return Optional.empty();
        }
        int paren = s.indexOf('(');
        s = (paren < 0 ? s : s.substring(0, paren)).replace('#', '.');
        Optional<ApiIndex.Type> type = api.named(s);
        int dot = s.lastIndexOf('.');
        if (type.isEmpty() && dot > 0) {
            type = api.named(s.substring(0, dot));
        }
        return type.map(ApiIndex.Type::page);
    }

    /**
     * Where a link of {@code page} leads on the site: a page's {@code .md} becomes its {@code .html}; a file of the
     * repository is copied into the site; a directory becomes the repository's page of it; anything else is kept.
     */
    private String destination(Page page, String destination, Path out) throws IOException {
        if (!DocLinks.isRelative(destination) || destination.startsWith("#")) {
            return destination;
        }
        int hash = destination.indexOf('#');
        String path = hash < 0 ? destination : destination.substring(0, hash);
        String fragment = hash < 0 ? "" : destination.substring(hash);
        Path target = page.source().getParent().resolve(path).normalize();
        if (!target.startsWith(root)) {
            return destination;
        }
        String rel = root.relativize(target).toString().replace('\\', '/');
        if (rel.startsWith(DocLinks.APIDOCS + "/") || rel.equals(DocLinks.APIDOCS)) {
            return destination;
        }
        if (bySource.containsKey(target)) {
            return path.substring(0, path.length() - ".md".length()) + ".html" + fragment;
        }
        if (Files.isDirectory(target)) {
            return repositoryUrl + "tree/main/" + rel;
        }
        if (Files.isRegularFile(target)) {
            Path copy = out.resolve(rel);
            Files.createDirectories(copy.getParent());
            Files.copy(target, copy, StandardCopyOption.REPLACE_EXISTING);
        }
        return destination;
    }

    /** The navigation page's content: every page with the beginning of its text, and the API reference. */
    private String index() {
        StringBuilder sb = new StringBuilder();
        sb.append("<h1>allfours ").append(escape(version)).append("</h1>\n");
        sb.append("<p>The guides to the allfours library and its command, and the reference of its API.</p>\n");
        String group = null;
        for (Page page : pages) {
            if (!page.group().equals(group)) {
                sb.append(group == null ? "" : "</dl>\n").append("<h2>").append(escape(page.group()))
                    .append("</h2>\n<dl class=\"pages\">\n");
                group = page.group();
            }
            sb.append("<dt><a href=\"").append(page.html()).append("\">").append(escape(page.title()))
                .append("</a></dt>\n<dd>").append(escape(page.summary())).append("</dd>\n");
        }
        sb.append(group == null ? "" : "</dl>\n").append("<h2 id=\"api\">API reference</h2>\n<p>The Javadoc of the library's modules: <a href=\"")
            .append(DocLinks.APIDOCS).append("/index.html\">all of it</a>");
        for (String module : api.modules()) {
            sb.append(", <a href=\"").append(DocLinks.APIDOCS).append('/').append(module)
                .append("/module-summary.html\"><code>").append(module).append("</code></a>");
        }
        return sb.append(".</p>\n").toString();
    }

    /** A whole HTML page: the side bar and the content. */
    private String layout(String title, String prefix, String content) {
        StringBuilder nav = new StringBuilder();
        nav.append("<nav class=\"site\">\n<a class=\"home\" href=\"").append(prefix).append("index.html\">allfours ")
            .append(escape(version)).append("</a>\n<ul>\n");
        for (Page page : pages) {
            nav.append("<li><a href=\"").append(prefix).append(page.html()).append("\">").append(escape(page.title()))
                .append("</a></li>\n");
        }
        nav.append("<li><a href=\"").append(prefix).append(DocLinks.APIDOCS)
            .append("/index.html\">API reference (Javadoc)</a></li>\n</ul>\n</nav>\n");
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>" + escape(title) + " | allfours</title>\n"
            + "<link rel=\"stylesheet\" href=\"" + prefix + "site.css\">\n</head>\n<body>\n" + nav
            + "<main>\n" + content + "</main>\n</body>\n</html>\n";
    }

    private static String title(Node document, String fallback) {
        Node n = document.getFirstChild();
        while (n != null && !(n instanceof Heading h && h.getLevel() == 1)) {
            n = n.getNext();
        }
        return n == null ? fallback : Markdown.text(n);
    }

    private static String summary(Node document) {
        Node n = document.getFirstChild();
        while (n != null && !(n instanceof Paragraph)) {
            n = n.getNext();
        }
        if (n == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        n.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                sb.append(text.getLiteral());
            }

            @Override
            public void visit(Code code) {
                sb.append(code.getLiteral());
            }

            @Override
            public void visit(org.commonmark.node.SoftLineBreak lineBreak) {
                sb.append(' ');
            }
        });
        String text = sb.toString().strip();
        if (text.length() <= 200) {
            return text;
        }
        int cut = text.lastIndexOf(' ', 200);
        return text.substring(0, cut < 0 ? 200 : cut) + " ...";
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** Text made safe inside HTML. */
    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
