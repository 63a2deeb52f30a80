package io.github.allfours.examples.docs;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs a compiled snippet's {@code main} in a class loader of its own that sees only the snippets' classes, the given
 * library and the JDK (not the examples or the test's libraries), with its standard output and error captured and a
 * time limit.
 */
final class SnippetRunner {
    private final List<Path> classPath;
    private final Duration limit;

    /** A runner of the classes on {@code classPath} (the snippets' classes first), each main given {@code limit}. */
    SnippetRunner(List<Path> classPath, Duration limit) {
        this.classPath = List.copyOf(classPath);
        this.limit = limit;
    }

    /** What one run printed, and what it threw (null when it ended normally). */
    record Run(String output, Throwable failure, boolean timedOut) {
        boolean ok() {
            return failure == null && !timedOut;
        }
    }

    /** Runs {@code className.main(new String[0])}. */
    Run run(String className) throws IOException, InterruptedException {
        List<URL> urls = new ArrayList<>();
        for (Path p : classPath) {
            urls.add(p.toUri().toURL());
        }
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        PrintStream out = System.out;
        PrintStream err = System.err;
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new),
                ClassLoader.getPlatformClassLoader());
                PrintStream capture = new PrintStream(buffer, true, StandardCharsets.UTF_8)) {
            Thread thread = new Thread(() -> thrown.set(invokeMain(loader, className)), "snippet " + className);
            thread.setContextClassLoader(loader);
            thread.setDaemon(true);
            System.setOut(capture);
            System.setErr(capture);
            try {
                thread.start();
                thread.join(limit.toMillis());
            } finally {
                System.setOut(out);
                System.setErr(err);
            }
            if (thread.isAlive()) {
                thread.interrupt();
                return new Run(buffer.toString(StandardCharsets.UTF_8), null, true);
            }
        }
        return new Run(buffer.toString(StandardCharsets.UTF_8), thrown.get(), false);
    }

    /** Calls the main method; returns what it threw, or null. */
    private static Throwable invokeMain(ClassLoader loader, String className) {
        try {
            Method main = Class.forName(className, true, loader).getMethod("main", String[].class);
            if (!Modifier.isStatic(main.getModifiers())) {
                return new IllegalStateException(className + ".main is not static");
            }
            main.invoke(null, (Object) new String[0]);
            return null;
        } catch (InvocationTargetException e) {
            return e.getCause();
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return e;
        }
    }
}
