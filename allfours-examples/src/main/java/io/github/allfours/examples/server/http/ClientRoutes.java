package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.table.Hints;
import io.github.allfours.examples.server.table.TableRules;
import io.github.allfours.examples.server.table.TableService;
import io.github.allfours.json.AllFoursJson;
import io.javalin.config.JavalinConfig;
import io.javalin.config.RoutesConfig;
import io.javalin.http.staticfiles.Location;
import java.util.Map;

/**
 * What the server adds for its browser client: the client itself ({@code /}, the page, its scripts and
 * styles, and {@code /openapi.json}, the API's description, all from the jar's {@code web} folder), the
 * library's JSON Schema that the description refers to ({@code /allfours.schema.json}), the catalogue of games ({@code GET /variants}), the hard bot's hints ({@code GET /tables/ID/hint}) and
 * a player's way back to a seat a bot took over ({@code POST /tables/ID/reclaim}).
 */
final class ClientRoutes {
    /**
     * The page may load only its own scripts, styles and images and talk only to this server: no script
     * of elsewhere, no inline script, no frame of it on another site.
     */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
        + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
        + "frame-ancestors 'none'";

    private ClientRoutes() {
    }

    /**
     * Serves the client from the class path's {@code /web} folder at {@code /}.
     *
     * @param cfg the server's configuration
     */
    static void staticFiles(JavalinConfig cfg) {
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

    /**
     * Adds the client's routes.
     *
     * @param r       the routes
     * @param service the tables
     * @param hints   the hints
     */
    static void routes(RoutesConfig r, TableService service, Hints hints) {
        r.get("/variants", ctx -> ctx.json(TableRules.catalogue()));
        // the library's JSON Schema of views and events, which /openapi.json refers to
        r.get("/allfours.schema.json", ctx -> ctx.contentType("application/schema+json").result(AllFoursJson.schema()));
        r.get("/tables/{id}/hint", ctx -> {
            try {
                ctx.json(hints.hint(ctx.pathParam("id"), TableServer.bearer(ctx), ctx.ip()));
            } catch (ApiException e) {
                if (e.status() == 429) {
                    ctx.header("Retry-After", Long.toString(hints.retryAfterSeconds(ctx.ip())));
                }
                throw e;
            }
        });
        r.post("/tables/{id}/reclaim", ctx -> ctx.json(service.reclaim(ctx.pathParam("id"), TableServer.bearer(ctx))));
    }
}
