package io.github.allfours.examples.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.reflect.Member;
import java.lang.reflect.Modifier;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The library's public API as its Javadoc shows it: every public type of a package that a module of the library
 * exports (allfours-core, allfours-variants), read from their classes, with the page the aggregated Javadoc gives it
 * ({@code io.github.allfours.core/io/github/allfours/engine/GameState.html}). The link checker tells by it whether a
 * link into {@code apidocs/} leads to a page, and the site links a code span that names a type to that type's page.
 */
final class ApiIndex {
    /** The pages of the Javadoc that are not a module's, a package's or a type's. */
    private static final Set<String> TOP_PAGES = Set.of("index.html", "allclasses-index.html",
        "allpackages-index.html", "index-all.html", "overview-tree.html", "help-doc.html", "search.html");
    /** The ids of a type page's sections, which a link may name as well as a member. */
    private static final Set<String> SECTIONS = Set.of("nested-class-summary", "field-summary", "constructor-summary",
        "method-summary", "enum-constant-summary", "field-detail", "constructor-detail", "method-detail",
        "enum-constant-detail", "recordcomponent-summary");

    /**
     * A public type of an exported package.
     *
     * @param module the module's name
     * @param packageName the package
     * @param docName its name in the package, with dots between nested names: {@code GameEvent.Played}
     * @param type the class
     */
    record Type(String module, String packageName, String docName, Class<?> type) {
        /** Its page, relative to the Javadoc's root. */
        String page() {
            return module + "/" + packageName.replace('.', '/') + "/" + docName + ".html";
        }
    }

    private final Set<String> modules;
    private final Map<String, String> packages;            // package -> its module
    private final Map<String, Type> byPage = new HashMap<>();
    private final Map<String, List<Type>> byName = new HashMap<>();   // docName and qualified name -> types

    private ApiIndex(Set<String> modules, Map<String, String> packages, Collection<Type> types) {
        this.modules = modules;
        this.packages = packages;
        for (Type t : types) {
            byPage.put(t.page(), t);
            byName.computeIfAbsent(t.docName(), k -> new ArrayList<>()).add(t);
            byName.computeIfAbsent(t.packageName() + "." + t.docName(), k -> new ArrayList<>()).add(t);
        }
    }

    /** The index of the named modules whose classes are at {@code locations} (directories of classes, or jars). */
    static ApiIndex of(List<Path> locations) {
        List<URL> urls = new ArrayList<>();
        for (Path p : locations) {
            try {
                urls.add(p.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("location " + p, e);
            }
        }
        // the classes are only read, never initialised, and the loader stays open as long as the index
        URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
        Set<String> modules = new java.util.TreeSet<>();
        Map<String, String> packages = new TreeMap<>();
        List<Type> types = new ArrayList<>();
        for (Path location : locations) {
            ModuleDescriptor module = ModuleFinder.of(location).findAll().stream().findFirst()
                .map(ModuleReference::descriptor)
                .orElseThrow(() -> new IllegalArgumentException("not a named module: " + location));
            modules.add(module.name());
            for (ModuleDescriptor.Exports export : module.exports()) {
                if (!export.isQualified()) {
                    packages.put(export.source(), module.name());
                }
            }
            for (String className : classNames(location)) {
                String pkg = className.substring(0, Math.max(0, className.lastIndexOf('.')));
                if (module.name().equals(packages.get(pkg))) {
                    type(loader, module.name(), pkg, className).ifPresent(types::add);
                }
            }
        }
        return new ApiIndex(modules, packages, types);
    }

    private static Optional<Type> type(ClassLoader loader, String module, String pkg, String className) {
        Class<?> c;
        try {
            c = Class.forName(className, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.empty();
        }
        if (c.isAnonymousClass() || c.isLocalClass() || c.isSynthetic()) {
            return Optional.empty();
        }
        for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
            if (!Modifier.isPublic(k.getModifiers())) {
                return Optional.empty();
            }
        }
        return Optional.of(new Type(module, pkg, className.substring(pkg.length() + 1).replace('$', '.'), c));
    }

    /** The binary names of the classes at a location (a directory or a jar). */
    private static List<String> classNames(Path location) {
        List<String> names = new ArrayList<>();
        try {
            if (Files.isDirectory(location)) {
                try (Stream<Path> walk = Files.walk(location)) {
                    walk.map(p -> location.relativize(p).toString().replace('\\', '/')).forEach(n -> addClass(names, n));
                }
            } else {
                try (JarFile jar = new JarFile(location.toFile())) {
                    jar.stream().forEach(e -> addClass(names, e.getName()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return names;
    }

    private static void addClass(List<String> names, String path) {
        if (path.endsWith(".class") && !path.endsWith("module-info.class") && !path.endsWith("package-info.class")
                && !path.startsWith("META-INF/")) {
            names.add(path.substring(0, path.length() - ".class".length()).replace('/', '.'));
        }
    }

    /** The modules, by name. */
    Set<String> modules() {
        return modules;
    }

    /** The type that a code span names, {@code GameState}, {@code GameEvent.Played} or a qualified name, if one does. */
    Optional<Type> named(String name) {
        List<Type> types = byName.getOrDefault(name, List.of());
        return types.size() == 1 ? Optional.of(types.get(0)) : Optional.empty();
    }

    /**
     * Why a link to {@code page} (relative to the Javadoc's root) with the anchor {@code fragment} (or null) leads
     * nowhere, or null when it leads to a page and, if an anchor is given, to a public member or section of it.
     */
    String check(String page, String fragment) {
        if (TOP_PAGES.contains(page)) {
            return fragment == null ? null : "an anchor in the Javadoc's " + page + " is not checked: link a type";
        }
        String[] parts = page.split("/", 2);
        if (!modules.contains(parts[0])) {
            return "no module " + parts[0] + " in the Javadoc (its pages are under apidocs/MODULE/, one of "
                + modules + ")";
        }
        String rest = parts.length > 1 ? parts[1] : "";
        if (rest.equals("module-summary.html")) {
            return null;
        }
        if (rest.endsWith("/package-summary.html")) {
            String pkg = rest.substring(0, rest.length() - "/package-summary.html".length()).replace('/', '.');
            return parts[0].equals(packages.get(pkg)) ? null : "no exported package " + pkg + " in " + parts[0];
        }
        Type type = byPage.get(page);
        if (type == null) {
            return "no public type of an exported package has the page " + page;
        }
        return fragment == null || hasMember(type.type(), fragment) ? null
            : "no public member or section #" + fragment + " in " + type.docName();
    }

    /** Whether {@code anchor} (Javadoc's {@code name(params)}, {@code name}, or a section's id) is on the type's page. */
    private static boolean hasMember(Class<?> type, String anchor) {
        if (SECTIONS.contains(anchor)) {
            return true;
        }
        int paren = anchor.indexOf('(');
        String name = paren < 0 ? anchor : anchor.substring(0, paren);
        if (name.equals("<init>") || name.equals("%3Cinit%3E")) {
            return type.getConstructors().length > 0;
        }
        List<Member> members = new ArrayList<>();
        members.addAll(List.of(type.getMethods()));
        members.addAll(List.of(type.getFields()));
        return members.stream().anyMatch(m -> m.getName().equals(name));
    }
}
