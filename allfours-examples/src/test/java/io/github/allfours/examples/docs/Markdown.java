package io.github.allfours.examples.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.heading.anchor.HeadingAnchorExtension;
import org.commonmark.ext.heading.anchor.IdGenerator;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * The project's Markdown documents as the site and the link checker read them (commonmark-java, with GitHub's
 * tables): which files are pages, how they are parsed, and the anchors of their headings, made as GitHub makes them
 * (by commonmark's heading-anchor extension, which the site's renderer uses too), so that a {@code #anchor} that
 * works on GitHub works on the site.
 */
final class Markdown {
    /** The front door, the first page of the site. */
    static final String README = "README.md";
    /** The documents of the project's root that are pages of the site after the guides. */
    static final List<String> PROJECT_PAGES = List.of("CONTRIBUTING.md", "CHANGELOG.md", "SECURITY.md");
    /** Tables, as GitHub shows them; headings with ids. */
    static final List<Extension> EXTENSIONS = List.of(TablesExtension.create(), HeadingAnchorExtension.create());
    private static final Pattern HTML_ID = Pattern.compile("\\b(?:id|name)\\s*=\\s*\"([^\"]+)\"");

    private Markdown() {
    }

    /** The pages of the site under {@code root}, in the order of its side bar: README, docs/ by path, the project's. */
    static List<Path> pages(Path root) {
        List<Path> out = new ArrayList<>();
        if (Files.isRegularFile(root.resolve(README))) {
            out.add(root.resolve(README));
        }
        Path docs = root.resolve("docs");
        if (Files.isDirectory(docs)) {
            try (Stream<Path> walk = Files.walk(docs)) {
                walk.filter(p -> p.toString().endsWith(".md") && Files.isRegularFile(p)).sorted().forEach(out::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        for (String name : PROJECT_PAGES) {
            if (Files.isRegularFile(root.resolve(name))) {
                out.add(root.resolve(name));
            }
        }
        return out;
    }

    /** A parser that keeps the lines of blocks and inlines (for messages that name a line). */
    static Parser parser() {
        return Parser.builder().extensions(EXTENSIONS).includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES)
            .build();
    }

    /** Parses a file. */
    static Node parse(Path file) {
        try {
            return parser().parse(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The line (from 1) a node starts on, or its nearest ancestor's; 0 if none is known. */
    static int line(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.getSourceSpans().isEmpty()) {
                return n.getSourceSpans().get(0).getLineIndex() + 1;
            }
        }
        return 0;
    }

    /** The ids of a document's headings, in order, as the heading-anchor extension gives them, and HTML ids. */
    static Set<String> anchors(Node document) {
        IdGenerator ids = IdGenerator.builder().build();
        Set<String> out = new LinkedHashSet<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                out.add(ids.generateId(text(heading)));
            }

            @Override
            public void visit(HtmlBlock html) {
                htmlIds(html.getLiteral(), out);
            }

            @Override
            public void visit(HtmlInline html) {
                htmlIds(html.getLiteral(), out);
            }
        });
        return out;
    }

    private static void htmlIds(String html, Set<String> out) {
        Matcher m = HTML_ID.matcher(html);
        while (m.find()) {
            out.add(m.group(1));
        }
    }

    /** A heading's text as the heading-anchor extension reads it: its text and code, nothing else. */
    static String text(Node heading) {
        StringBuilder sb = new StringBuilder();
        heading.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                sb.append(text.getLiteral());
            }

            @Override
            public void visit(Code code) {
                sb.append(code.getLiteral());
            }
        });
        return sb.toString().strip();
    }
}
