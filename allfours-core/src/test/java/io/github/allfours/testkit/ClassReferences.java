package io.github.allfours.testkit;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What the compiled classes of a module refer to, read from their class files' constant pools (every class named
 * in code, in a field or method descriptor, in a generic signature or in an annotation), with no library: for the
 * tests of the packages' layering ({@code PackageLayersTest} in each module). A reference in Javadoc is not compiled,
 * so it is not one.
 */
public final class ClassReferences {
    private static final Pattern OURS = Pattern.compile("io/github/allfours/((?:[a-z]+/)*)[A-Z]");
    private static final int ACC_PUBLIC = 0x0001;

    /** The classes read: by class name (slashes), the packages of the library each refers to. */
    private final Map<String, Set<String>> references = new TreeMap<>();
    /** The public top-level classes read, by class name. */
    private final Set<String> publicTopLevel = new TreeSet<>();

    private ClassReferences() {
    }

    /**
     * Reads every class of the module that holds {@code anyClass}: its classes directory, or its jar.
     *
     * @param anyClass a class of the module
     * @return the references
     */
    public static ClassReferences ofModuleOf(Class<?> anyClass) {
        ClassReferences r = new ClassReferences();
        try {
            Path where = Path.of(anyClass.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(where)) {
                r.readTree(where);
            } else {
                try (FileSystem jar = FileSystems.newFileSystem(where)) {
                    r.readTree(jar.getPath("/"));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        return r;
    }

    private void readTree(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                String name = root.relativize(f).toString().replace('\\', '/');
                if (name.endsWith("module-info.class")) {
                    continue;
                }
                try (InputStream in = Files.newInputStream(f)) {
                    read(name.substring(0, name.length() - ".class".length()), in);
                }
            }
        }
    }

    /** Reads one class file's constant pool and access flags. */
    private void read(String name, InputStream stream) throws IOException {
        DataInputStream in = new DataInputStream(stream);
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException(name + " is not a class file");
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        Set<String> packages = new TreeSet<>();
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> {
                    Matcher m = OURS.matcher(in.readUTF());
                    while (m.find()) {
                        String path = m.group(1);
                        packages.add(path.isEmpty() ? "" : path.substring(0, path.length() - 1).replace('/', '.'));
                    }
                }
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                case 5, 6 -> {
                    in.skipBytes(8);
                    i++;                    // a long or double takes two entries
                }
                case 7, 8, 16, 19, 20 -> in.skipBytes(2);
                case 15 -> in.skipBytes(3);
                default -> throw new IOException(name + ": unknown constant pool tag " + tag);
            }
        }
        int access = in.readUnsignedShort();
        references.put(name, packages);
        if ((access & ACC_PUBLIC) != 0 && !name.contains("$")) {
            publicTopLevel.add(name);
        }
    }

    /**
     * The package of a class name, in dots, relative to {@code io.github.allfours}: {@code "engine"},
     * {@code "bot.solve"}.
     *
     * @param className a class name with slashes
     * @return its package
     */
    public static String packageOf(String className) {
        String p = className.substring(0, className.lastIndexOf('/')).replace('/', '.');
        return p.startsWith("io.github.allfours.") ? p.substring("io.github.allfours.".length()) : p;
    }

    /**
     * Every class read, with the packages of the library (relative to {@code io.github.allfours}) it refers to.
     *
     * @return by class name (slashes), unmodifiable
     */
    public Map<String, Set<String>> references() {
        return Collections.unmodifiableMap(references);
    }

    /**
     * The public top-level classes read.
     *
     * @return their names (slashes), sorted
     */
    public List<String> publicTopLevel() {
        return new ArrayList<>(publicTopLevel);
    }
}
