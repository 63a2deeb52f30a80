package io.github.allfours.examples.cli;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The command that starts {@code allfours} in a JVM of its own, as the tests that need a separate process
 * start it (a server to kill, a server's own logging set-up, a game in a real terminal): this JVM's
 * {@code java}, its class path, and its choice of JIT compilers ({@code -XX:TieredStopAtLevel}, which the build's
 * {@code argLine} sets to C1 only: a server starts in about three quarters of the time). No other option of this
 * JVM is passed on: one that writes (a flight recording, a diagnostic print) would write into the output the tests
 * read.
 */
public final class ChildJvm {
    private ChildJvm() {
    }

    /**
     * The start of the command, up to and including the main class.
     *
     * @return the java binary, this JVM's {@code -XX:TieredStopAtLevel} if it has one, {@code -cp}, the class
     *     path and {@code io.github.allfours.examples.AllFours}
     */
    public static List<String> allfours() {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (option.startsWith("-XX:TieredStopAtLevel=")) {
                command.add(option);
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "io.github.allfours.examples.AllFours"));
        return command;
    }
}
