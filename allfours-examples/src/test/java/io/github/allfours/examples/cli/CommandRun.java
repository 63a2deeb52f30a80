package io.github.allfours.examples.cli;

import io.github.allfours.examples.AllFours;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Runs the {@code allfours} command in the test's JVM, its output caught, and reads the data files it writes. */
public final class CommandRun {
    private CommandRun() {
    }

    /**
     * Runs {@code allfours ARGS}.
     *
     * @param args the arguments
     * @return the exit code (as text), what it printed and what it printed to standard error
     */
    public static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        picocli.CommandLine cmd = AllFours.commandLine();
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        int exit = cmd.execute(args);
        return new String[] {Integer.toString(exit), out.toString(), err.toString()};
    }

    /**
     * The data lines of a file a command wrote, without its comment lines (which say how and when it was made).
     *
     * @param file the file
     * @return its lines that do not start with {@code #}
     * @throws IOException if it cannot be read
     */
    public static List<String> dataLines(Path file) throws IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8).stream().filter(l -> !l.startsWith("#")).toList();
    }
}
