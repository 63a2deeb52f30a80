package io.github.allfours.examples.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Node;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * The extractor of the documentation's Java snippets: every {@code ```java} fenced block of README.md and of
 * {@code docs/**}{@code /*.md}, with the file and line it starts on. By the project's convention each such block is a
 * complete compilation unit (its first line that is not a comment is {@code package ...;}, its imports follow), so
 * that a reader can copy it whole; {@link SnippetCompiler} checks that and compiles them, {@code DocSnippetsTest}
 * runs their {@code main} methods and hands them to the consumer build ({@code src/it/consumer}).
 */
final class DocSnippets {
    /** The info string that marks a Java snippet: its first word. */
    static final String LANGUAGE = "java";

    private DocSnippets() {
    }

    /**
     * One Java block of a Markdown file.
     *
     * @param file the Markdown file, relative to the repository's root, with {@code /} between names
     * @param line the line of the file (from 1) that holds the block's first line of code
     * @param code the block's text, as a reader copies it
     */
    record Snippet(String file, int line, String code) {
        /** {@code file:line}, as a compiler names a place. */
        String where() {
            return file + ":" + line;
        }
    }

    /** The Markdown files whose Java blocks are snippets: README.md, then every {@code .md} under docs/, by path. */
    static List<Path> files(Path root) {
        List<Path> out = new ArrayList<>();
        out.add(root.resolve("README.md"));
        Path docs = root.resolve("docs");
        if (Files.isDirectory(docs)) {
            try (Stream<Path> walk = Files.walk(docs)) {
                walk.filter(p -> p.toString().endsWith(".md") && Files.isRegularFile(p)).sorted().forEach(out::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** Every Java snippet of the documentation under {@code root}, file by file, in the order they are shown. */
    static List<Snippet> extract(Path root) throws IOException {
        List<Snippet> out = new ArrayList<>();
        for (Path file : files(root)) {
            out.addAll(extract(root.relativize(file).toString().replace('\\', '/'), Files.readString(file)));
        }
        return out;
    }

    /** The Java snippets of one Markdown text, named {@code file}. */
    static List<Snippet> extract(String file, String markdown) {
        Parser parser = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS).build();
        Node document = parser.parse(markdown);
        List<Snippet> out = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(FencedCodeBlock block) {
                String info = block.getInfo() == null ? "" : block.getInfo().strip();
                String language = info.isEmpty() ? "" : info.split("\\s+", 2)[0];
                if (language.equals(LANGUAGE)) {
                    // the fence's line (from 0) plus one is the first line of code; plus one again counts from 1
                    int line = block.getSourceSpans().get(0).getLineIndex() + 2;
                    out.add(new Snippet(file, line, block.getLiteral()));
                }
            }
        });
        return out;
    }
}
