package io.github.allfours.examples.docs;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import io.github.allfours.examples.docs.DocSnippets.Snippet;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles the documentation's Java snippets in-process (javax.tools), as a strict consumer would: {@code --release 17
 * -Xlint:all -Werror}, against the given class path only (the library's modules, nothing of the examples). First it
 * checks the convention: each snippet is a complete compilation unit that starts with {@code package ...;}, declares
 * a type, declares no type another snippet declares too, and never ends the JVM. Every problem is named by the
 * Markdown file and line it is on.
 */
final class SnippetCompiler {
    /** The options of a strict consumer's compile. */
    static final List<String> OPTIONS = List.of("--release", "17", "-Xlint:all", "-Werror");

    private final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    private final List<Path> classPath;
    /** The snippets by the URIs of their sources (javac hands back its own wrappers of the file objects). */
    private final Map<URI, Snippet> bySource = new HashMap<>();

    /** A compiler of snippets against {@code classPath} (directories of classes or jars). */
    SnippetCompiler(List<Path> classPath) {
        this.classPath = List.copyOf(classPath);
    }

    /**
     * A snippet read as a compilation unit.
     *
     * @param snippet the block it was read from
     * @param packageName its package
     * @param primaryType the simple name of its public type (or of its first type): the source file's name
     * @param types the qualified names of its top-level types
     * @param mains the qualified names of its top-level types with a {@code public static void main(String[])}
     */
    record Unit(Snippet snippet, String packageName, String primaryType, List<String> types, List<String> mains) {
        /** The path of its source file under a source root: {@code com/example/Name.java}. */
        String sourcePath() {
            return packageName.replace('.', '/') + "/" + primaryType + ".java";
        }
    }

    /** The units read (all of them, when there are no problems) and the problems found. */
    record Result(List<Unit> units, List<DocProblem> problems) {
        boolean ok() {
            return problems.isEmpty();
        }
    }

    /**
     * Reads, checks and compiles {@code snippets} together on the class path, writing the classes into
     * {@code classes}.
     */
    Result compile(List<Snippet> snippets, Path classes) throws IOException {
        List<DocProblem> problems = new ArrayList<>();
        List<Unit> units = read(snippets, problems);
        if (!problems.isEmpty()) {
            return new Result(units, problems);
        }
        List<Source> sources = new ArrayList<>();
        for (Unit unit : units) {
            sources.add(source(unit.snippet(), unit.primaryType()));
        }
        problems.addAll(compile(sources, List.of("-classpath", classPathString()), classes));
        return new Result(units, problems);
    }

    /**
     * Compiles units (read by {@link #compile(List, Path)}) again as one JPMS module, declared by {@code moduleInfo}
     * (a module-info.java, its text and where it is), with the class path's entries on the module path.
     */
    List<DocProblem> compileAsModule(List<Unit> units, Snippet moduleInfo, Path classes) throws IOException {
        List<Source> sources = new ArrayList<>();
        sources.add(source(moduleInfo, "module-info"));
        for (Unit unit : units) {
            sources.add(source(unit.snippet(), unit.primaryType()));
        }
        return compile(sources, List.of("--module-path", classPathString()), classes);
    }

    private List<DocProblem> compile(List<Source> sources, List<String> path, Path classes) throws IOException {
        Files.createDirectories(classes);
        List<DocProblem> problems = new ArrayList<>();
        List<String> options = new ArrayList<>(OPTIONS);
        options.addAll(path);
        options.addAll(List.of("-d", classes.toString()));
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            boolean compiled = javac.getTask(null, files, diagnostics, options, null, sources).call();
            problems.addAll(problems(diagnostics));
            if (!compiled && problems.isEmpty()) {
                problems.add(new DocProblem("(snippets)", "javac failed without saying where"));
            }
        }
        return problems;
    }

    private String classPathString() {
        return classPath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }

    /** Parses every snippet and checks the convention; a unit is returned only for a snippet that keeps it. */
    private List<Unit> read(List<Snippet> snippets, List<DocProblem> problems) throws IOException {
        List<Source> sources = new ArrayList<>();
        for (Snippet snippet : snippets) {
            if (startsWithPackage(snippet.code())) {
                sources.add(source(snippet, "Snippet"));
            } else {
                problems.add(new DocProblem(snippet.where(), "a ```java block must be a complete compilation unit: its"
                    + " first line that is not a comment is `package ...;` (e.g. `package com.example.quickstart;`),"
                    + " then its imports and its classes"));
            }
        }
        List<Unit> units = new ArrayList<>();
        if (sources.isEmpty()) {
            return units;
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            JavacTask task = (JavacTask) javac.getTask(null, files, diagnostics, List.of("--release", "17"), null,
                sources);
            Iterable<? extends CompilationUnitTree> trees = task.parse();
            problems.addAll(problems(diagnostics));
            if (!problems.isEmpty()) {
                return units;
            }
            for (CompilationUnitTree tree : trees) {
                Unit unit = unit(snippetOf(tree.getSourceFile()), tree, Trees.instance(task)
                    .getSourcePositions(), problems);
                if (unit != null) {
                    units.add(unit);
                }
            }
        }
        problems.addAll(clashes(units));
        return units;
    }

    /** Whether the first line of {@code code} that is neither blank nor a comment starts with {@code package}. */
    static boolean startsWithPackage(String code) {
        boolean inComment = false;
        for (String line : code.lines().map(String::strip).toList()) {
            if (inComment) {
                int end = line.indexOf("*/");
                if (end < 0) {
                    continue;
                }
                inComment = false;
                line = line.substring(end + 2).strip();
            }
            while (line.startsWith("/*")) {
                int end = line.indexOf("*/", 2);
                if (end < 0) {
                    inComment = true;
                    break;
                }
                line = line.substring(end + 2).strip();
            }
            if (inComment || line.isEmpty() || line.startsWith("//")) {
                continue;
            }
            return line.startsWith("package ") || line.startsWith("package\t");
        }
        return false;
    }

    /** The unit of one parsed snippet, or null (with a problem) when it is not a complete one. */
    private static Unit unit(Snippet snippet, CompilationUnitTree tree, SourcePositions positions,
            List<DocProblem> problems) {
        String pkg = tree.getPackageName().toString();
        List<ClassTree> classes = tree.getTypeDecls().stream()
            .filter(ClassTree.class::isInstance).map(ClassTree.class::cast).toList();
        if (classes.isEmpty()) {
            problems.add(new DocProblem(snippet.where(), "the block declares no class: a snippet is a complete"
                + " compilation unit"));
            return null;
        }
        List<DocProblem> exits = exits(snippet, tree, positions);
        problems.addAll(exits);
        String primary = classes.stream().filter(c -> c.getModifiers().getFlags().contains(Modifier.PUBLIC))
            .findFirst().orElse(classes.get(0)).getSimpleName().toString();
        List<String> types = new ArrayList<>();
        List<String> mains = new ArrayList<>();
        for (ClassTree c : classes) {
            String name = pkg + "." + c.getSimpleName();
            types.add(name);
            if (c.getMembers().stream().anyMatch(SnippetCompiler::isMain)) {
                mains.add(name);
            }
        }
        return exits.isEmpty() ? new Unit(snippet, pkg, primary, types, mains) : null;
    }

    private static boolean isMain(Tree member) {
        if (!(member instanceof MethodTree m) || !m.getName().contentEquals("main")) {
            return false;
        }
        Set<Modifier> flags = m.getModifiers().getFlags();
        return flags.contains(Modifier.PUBLIC) && flags.contains(Modifier.STATIC) && m.getParameters().size() == 1
            && m.getParameters().get(0).getType().toString().equals("String[]")
            && m.getReturnType().toString().equals("void");
    }

    /** Calls of {@code System.exit} or {@code Runtime.halt}: a snippet is run inside the test's JVM. */
    private static List<DocProblem> exits(Snippet snippet, CompilationUnitTree tree, SourcePositions positions) {
        List<DocProblem> out = new ArrayList<>();
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitMemberSelect(MemberSelectTree node, Void unused) {
                String call = node.toString();
                if (call.equals("System.exit") || call.endsWith("getRuntime().exit")
                        || call.endsWith("getRuntime().halt")) {
                    long line = tree.getLineMap().getLineNumber(positions.getStartPosition(tree, node));
                    out.add(new DocProblem(snippet.file() + ":" + (snippet.line() + line - 1),
                        "a snippet must not end the JVM (" + node + "): its main runs inside the test's"));
                }
                return super.visitMemberSelect(node, unused);
            }
        }.scan(tree, null);
        return out;
    }

    /** Two snippets that declare the same type would clash when compiled together, here and in the consumer build. */
    private static List<DocProblem> clashes(List<Unit> units) {
        Map<String, Unit> seen = new HashMap<>();
        Map<String, DocProblem> out = new LinkedHashMap<>();
        for (Unit unit : units) {
            for (String type : unit.types()) {
                Unit first = seen.putIfAbsent(type, unit);
                if (first != null) {
                    out.putIfAbsent(type, new DocProblem(unit.snippet().where(), "declares " + type + ", as "
                        + first.snippet().where() + " does: give each snippet a package or class name of its own"));
                }
            }
        }
        return new ArrayList<>(out.values());
    }

    private Source source(Snippet snippet, String name) {
        Source source = new Source(snippet, name);
        bySource.put(source.toUri(), snippet);
        return source;
    }

    /** The snippet of a source file javac names, or null for a file that is not a snippet. */
    private Snippet snippetOf(JavaFileObject file) {
        return bySource.get(file.toUri());
    }

    /** The errors and warnings javac reported, each at its line of the documentation. */
    private List<DocProblem> problems(DiagnosticCollector<JavaFileObject> diagnostics) {
        List<DocProblem> out = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.NOTE || d.getKind() == Diagnostic.Kind.OTHER) {
                continue;
            }
            String kind = d.getKind() == Diagnostic.Kind.ERROR ? "error" : "warning";
            String message = kind + ": " + d.getMessage(Locale.ROOT);
            Snippet snippet = d.getSource() == null ? null : snippetOf(d.getSource());
            if (snippet != null && d.getLineNumber() != Diagnostic.NOPOS) {
                out.add(new DocProblem(snippet.file() + ":" + (snippet.line() + d.getLineNumber() - 1), message));
            } else if (!message.contains("warnings found and -Werror specified")) {
                out.add(new DocProblem("(snippets)", message));
            }
        }
        return out;
    }

    /** A snippet's text as a source file, named {@code NAME.java} so that javac accepts its public class. */
    private static final class Source extends SimpleJavaFileObject {
        private final Snippet snippet;

        Source(Snippet snippet, String name) {
            super(uri(snippet, name), Kind.SOURCE);
            this.snippet = snippet;
        }

        private static URI uri(Snippet snippet, String name) {
            try {
                return new URI("snippet", null, "/" + snippet.file() + "/" + snippet.line() + "/" + name + ".java",
                    null);
            } catch (URISyntaxException e) {
                throw new IllegalArgumentException("snippet " + snippet.where(), e);
            }
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return snippet.code();
        }
    }
}
