package io.github.allfours.examples;

import io.github.allfours.examples.server.GameServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code allfours serve}: a move-validating HTTP server ({@link GameServer}) that hosts matches for
 * remote players, each holding a secret seat token; it sends each player only their seat's view. It
 * listens on the loopback interface unless told otherwise, and runs until stopped (Ctrl-C).
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
    description = "Host matches over HTTP: JSON views per seat, moves validated by the engine.")
public final class ServeCommand implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @Option(names = "--port", paramLabel = "P", defaultValue = "8080",
        description = "Port to listen on; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    private int port;

    @Option(names = "--host", paramLabel = "HOST", defaultValue = "127.0.0.1",
        description = "Address to bind (default: ${DEFAULT-VALUE}, this machine only). Tokens travel in plain HTTP:"
            + " put a TLS proxy in front before binding to other addresses.")
    private String host;

    /** Creates the command. */
    public ServeCommand() {
    }

    /**
     * Serves until the process is stopped.
     *
     * @return 1 if the address cannot be bound (otherwise it does not return until interrupted, then 0)
     */
    @Override
    public Integer call() {
        CommandLine cmd = spec.commandLine();
        if (port < 0 || port > 65535) {
            throw new CommandLine.ParameterException(cmd, "--port must be 0 to 65535, not " + port + ".");
        }
        GameServer server;
        try {
            server = GameServer.start(new InetSocketAddress(host, port));
        } catch (IOException e) {
            cmd.getErr().println("allfours serve: cannot listen on " + host + ":" + port + ": " + e.getMessage());
            cmd.getErr().flush();
            return 1;
        }
        PrintWriter out = cmd.getOut();
        out.printf("allfours serving on http://%s:%d/ : POST /tables to open a table. Ctrl-C stops.%n",
            server.address().getHostString(), server.port());
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "allfours-serve-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            Runtime.getRuntime().removeShutdownHook(hook);
            server.close();
        }
        return 0;
    }
}
