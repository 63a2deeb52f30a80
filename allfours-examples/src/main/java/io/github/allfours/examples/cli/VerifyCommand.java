package io.github.allfours.examples.cli;

import io.github.allfours.record.Discrepancy;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.RuleSetResolver;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.variants.Variants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/**
 * {@code allfours verify FILE}: replays a game record against the catalogue's rule sets and prints
 * {@code OK} with counts (exit code 0), or the first line where the record and the rules disagree
 * (exit code 1). Any file may be given: a malformed one (bad JSON or UTF-8, a huge number, an
 * over-long line) is reported as its first bad line, and a file that cannot be read as one line of
 * error; neither prints a stack trace.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
    description = "Replay a game record (allfours-record/1) against the rules and report the first discrepancy.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:the record replays exactly",
        "1:the record disagrees with the rules, is malformed, or cannot be read (one line on standard error)",
        "2:wrong usage"})
public final class VerifyCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The record, one JSON object per line.")
    private Path file;

    /** Creates the command. */
    public VerifyCommand() {
    }

    /**
     * Finds a record's rule set in the variants catalogue by its id, seats and sides ({@link Variants#resolver()}).
     *
     * @return the resolver
     */
    public static RuleSetResolver catalogue() {
        return Variants.resolver();
    }

    /**
     * Verifies the file.
     *
     * @return 0 if the record replays exactly, 1 if not or if it cannot be read
     */
    @Override
    public Integer call() {
        CommandLine cmd = spec.commandLine();
        if (!Files.isRegularFile(file)) {
            cmd.getErr().println("allfours verify: no such file: " + file);
            return 1;
        }
        VerificationResult r;
        try {
            r = new RecordVerifier(catalogue()).verify(file);
        } catch (IOException e) {
            cmd.getErr().println("allfours verify: cannot read " + file + ": " + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage()));
            return 1;
        } catch (RuntimeException e) {   // a defect, not bad input: still one line, and exit code 1
            cmd.getErr().println("allfours verify: internal error while verifying " + file + ": " + e
                + " (please report it)");
            return 1;
        }
        if (r.isOk()) {
            cmd.getOut().printf("OK %s: %d match%s, %d deals, %d hands, %d actions, %d awards, %d lines%n", file,
                r.matches(), r.matches() == 1 ? "" : "es", r.deals(), r.hands(), r.actions(), r.points(), r.lines());
            cmd.getOut().flush();
            return 0;
        }
        Discrepancy d = r.discrepancy().orElseThrow();
        cmd.getErr().printf("%s:%d: %s: %s%n", file, d.lineNumber(), d.kind(), d.message());
        cmd.getErr().flush();
        return 1;
    }
}
