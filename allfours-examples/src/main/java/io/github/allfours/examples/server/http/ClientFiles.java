package io.github.allfours.examples.server.http;

import io.javalin.config.JavalinConfig;
import io.javalin.http.staticfiles.Location;
import java.util.List;
import java.util.Map;

/**
 * The browser client the server serves: the page, its scripts and styles, and {@code /openapi.json}, the API's
 * description, all from the jar's {@code web} folder at {@code /}. The client's API calls are routes like any
 * other ({@link Routes}).
 */
final class ClientFiles {
    /**
     * The page may load only its own scripts, styles and images and talk only to this server: no script
     * of elsewhere, no inline script, no frame of it on another site.
     */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
        + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
        + "frame-ancestors 'none'";

    /** The files the description at {@code /openapi.json} documents, as operations ({@code GET /}). */
    static final List<String> DESCRIBED = List.of("GET /", "GET /openapi.json");

    private ClientFiles() {
    }

    /**
     * Serves the client from the class path's {@code /web} folder at {@code /}.
     *
     * @param cfg the server's configuration
     */
    static void serve(JavalinConfig cfg) {
        cfg.staticFiles.add(files -> {
            files.hostedPath = "/";
            files.directory = "/web";
            files.location = Location.CLASSPATH;
            files.headers = Map.of(
                "Cache-Control", "no-cache",              // revalidated on each load: a new jar's client is used at once
                "Content-Security-Policy", CONTENT_SECURITY_POLICY,
                "X-Content-Type-Options", "nosniff",
                "Referrer-Policy", "no-referrer");
        });
    }
}
