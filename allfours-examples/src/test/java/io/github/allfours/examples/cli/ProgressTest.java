package io.github.allfours.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import me.tongfei.progressbar.ProgressBarConsumer;
import org.junit.jupiter.api.Test;

/** Progress: a bar for a terminal, plain lines (at most one every two seconds) otherwise. */
class ProgressTest {
    @Test
    void withoutATerminalItWritesNoBarAndAtMostALineEveryTwoSeconds() {
        StringWriter err = new StringWriter();
        try (Progress p = Progress.to("simulate", "matches", 10, new PrintWriter(err), null)) {
            for (int i = 1; i <= 10; i++) {
                p.at(i);
            }
        }
        assertEquals("", err.toString(), "ten quick steps write nothing: the first line is due after two seconds");
    }

    @Test
    void onATerminalItDrawsABar() {
        List<String> drawn = new ArrayList<>();
        ProgressBarConsumer screen = new ProgressBarConsumer() {
            @Override
            public int getMaxRenderedLength() {
                return 100;
            }

            @Override
            public void accept(String rendered) {
                drawn.add(rendered);
            }

            @Override
            public void close() {
            }
        };
        try (Progress p = Progress.to("arena", "pairs", 4, new PrintWriter(new StringWriter()), screen)) {
            p.at(4);
        }
        String last = drawn.get(drawn.size() - 1);
        assertTrue(last.contains("arena") && last.contains("100%") && last.contains("4/4 pairs"), last);
    }
}
