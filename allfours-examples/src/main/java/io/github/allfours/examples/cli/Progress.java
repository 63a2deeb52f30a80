package io.github.allfours.examples.cli;

import java.io.PrintWriter;
import java.util.Locale;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarConsumer;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * How long commands ({@code simulate}, {@code arena}) show how far they are: a progress bar (the
 * progressbar library) when standard error is a terminal, and otherwise a plain line every two seconds,
 * so that logs and pipes get text rather than cursor movements.
 */
public final class Progress implements AutoCloseable {
    private static final long LINE_NANOS = 2_000_000_000L;

    private final String task;
    private final String unit;
    private final long total;
    private final PrintWriter err;
    private final ProgressBar bar;
    private final long started = System.nanoTime();
    private long nextLine = started + LINE_NANOS;

    private Progress(String task, String unit, long total, PrintWriter err, ProgressBarConsumer terminal) {
        this.task = task;
        this.unit = unit;
        this.total = total;
        this.err = err;
        this.bar = terminal == null ? null : new ProgressBarBuilder().setTaskName(task).setInitialMax(total)
            .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(250).setUnit(" " + unit, 1)
            .setConsumer(terminal).build();
    }

    /**
     * Progress on standard error: a bar when the program runs on a terminal, lines otherwise.
     *
     * @param task  what is done, such as {@code simulate}
     * @param unit  what is counted, such as {@code matches}
     * @param total how many there are
     * @param err   where the lines go when there is no terminal
     * @return the progress
     */
    public static Progress onStandardError(String task, String unit, long total, PrintWriter err) {
        boolean terminal = PlayCommand.onATerminal();     // a console that is a terminal (Java 22+ has one for pipes too)
        return new Progress(task, unit, total, err,
            terminal ? new me.tongfei.progressbar.ConsoleProgressBarConsumer(System.err) : null);
    }

    /**
     * Progress drawn by {@code consumer} as a bar, or written to {@code err} as lines when it is null.
     *
     * @param task     what is done
     * @param unit     what is counted
     * @param total    how many there are
     * @param err      where lines go
     * @param consumer where a bar is drawn, or null for lines
     * @return the progress
     */
    static Progress to(String task, String unit, long total, PrintWriter err, ProgressBarConsumer consumer) {
        return new Progress(task, unit, total, err, consumer);
    }

    /**
     * Reports how many are done: the bar moves; a line is written at most every two seconds.
     *
     * @param done how many are done so far
     */
    public void at(long done) {
        if (bar != null) {
            bar.stepTo(done);
            return;
        }
        long now = System.nanoTime();
        if (now >= nextLine) {
            err.printf(Locale.ROOT, "%s: %,d of %,d %s (%d%%) after %.1f s%n", task, done, total, unit,
                total == 0 ? 100 : done * 100 / total, (now - started) / 1e9);
            err.flush();
            nextLine = now + LINE_NANOS;
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
