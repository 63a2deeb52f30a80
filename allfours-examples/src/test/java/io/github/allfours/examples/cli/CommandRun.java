package io.github.allfours.examples.cli;

import io.github.allfours.examples.AllFours;
import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs the {@code allfours} command in the test's JVM, its output caught. */
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
}
