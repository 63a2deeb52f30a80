package io.github.allfours.examples;

import io.github.allfours.record.Discrepancy;
import io.github.allfours.record.RecordVerifier;
import io.github.allfours.record.RuleSetResolver;
import io.github.allfours.record.VerificationResult;
import io.github.allfours.variants.Variants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code allfours verify FILE}: replays a game record against the catalogue's rule sets and prints
 * {@code OK} with counts (exit code 0), or the first line where the record and the rules disagree
 * (exit code 1).
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
    description = "Replay a game record (allfours-record/1) against the rules and report the first discrepancy.")
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
            cmd.getErr().println("allfours verify: cannot read " + file + ": " + e);
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
