package io.github.allfours.examples.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/**
 * {@code allfours bench [JMH options] [benchmark regexp...]}: runs the JMH benchmarks of
 * {@code io.github.allfours.examples.bench} from the shaded jar. Every argument goes to
 * {@code org.openjdk.jmh.Main} unchanged, so {@code bench -h} shows JMH's help and {@code bench -l}
 * lists the benchmarks.
 *
 * <pre>
 * java -jar allfours-examples/target/allfours.jar bench -f 1 -wi 3 -i 5 -prof gc LegalActions
 * </pre>
 */
@Command(name = "bench",
    description = {"Run the JMH benchmarks; every argument is passed to JMH (bench -h: JMH's options, "
        + "bench -l: the benchmarks).",
        "Example: bench -f 1 -wi 3 -i 5 -prof gc LegalActions"})
public final class BenchCommand implements Callable<Integer> {
    @CommandLine.Unmatched
    private List<String> jmhArguments = new ArrayList<>();

    /** Creates the command. */
    public BenchCommand() {
    }

    /**
     * Runs JMH with the arguments. JMH prints to the standard output and exits the JVM itself when its
     * arguments are wrong or a benchmark fails.
     *
     * @return 0 when JMH returns
     * @throws Exception if JMH fails
     */
    @Override
    public Integer call() throws Exception {
        org.openjdk.jmh.Main.main(jmhArguments.toArray(new String[0]));
        return 0;
    }
}
