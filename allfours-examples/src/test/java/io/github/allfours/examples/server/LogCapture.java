package io.github.allfours.examples.server;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * The records some loggers (java.util.logging, where SLF4J writes) publish while a test runs, at a level of the
 * test's choosing; while captured they are not also written to the build's output. On close the loggers get
 * their levels and handlers back and the capture ends.
 */
public final class LogCapture implements AutoCloseable {
    private final List<LogRecord> records = new CopyOnWriteArrayList<>();
    private final List<Logger> loggers = new ArrayList<>();
    private final List<Level> levels = new ArrayList<>();
    private final List<Boolean> parents = new ArrayList<>();
    private final SimpleFormatter formatter = new SimpleFormatter();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord r) {
            records.add(r);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    /**
     * @param level the level the loggers log at while captured
     * @param names the loggers' names
     */
    public LogCapture(Level level, String... names) {
        handler.setLevel(Level.ALL);
        for (String name : names) {
            Logger l = Logger.getLogger(name);
            loggers.add(l);
            levels.add(l.getLevel());
            parents.add(l.getUseParentHandlers());
            l.setLevel(level);
            l.addHandler(handler);
            l.setUseParentHandlers(false);
        }
    }

    /** Returns the messages so far, their parameters filled in. */
    public List<String> messages() {
        List<String> out = new ArrayList<>();
        for (LogRecord r : records) {
            out.add(formatter.formatMessage(r));
        }
        return out;
    }

    /** Returns the records so far. */
    public List<LogRecord> records() {
        return records;
    }

    /**
     * Waits up to two seconds for at least {@code n} records (the access log is written after the answer).
     *
     * @param n the records
     * @return the messages
     * @throws InterruptedException if interrupted
     */
    public List<String> await(int n) throws InterruptedException {
        for (int i = 0; i < 100 && records.size() < n; i++) {
            Thread.sleep(20);
        }
        return messages();
    }

    @Override
    public void close() {
        for (int i = 0; i < loggers.size(); i++) {
            loggers.get(i).removeHandler(handler);
            loggers.get(i).setLevel(levels.get(i));
            loggers.get(i).setUseParentHandlers(parents.get(i));
        }
    }
}
