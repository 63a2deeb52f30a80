package io.github.allfours.examples.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.allfours.examples.server.JsonSupport;
import io.github.allfours.json.AllFoursJson;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.core.util.DefaultIndenter;
import tools.jackson.core.util.DefaultPrettyPrinter;
import tools.jackson.core.util.Separators;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The table server's description, {@code /openapi.json}, as the tools that read OpenAPI take it: one self-contained
 * OpenAPI 3.1 document (no reference to another file, none inside an extension) that an independent parser,
 * swagger-parser's, reads without a message; every operation named by a unique lower-camel-case
 * {@code operationId}; no two component names that differ only by case (a code generator writes one file a
 * schema, and two such files are one on a case-insensitive disk).
 *
 * <p>The library's values (views, events, actions, cards) are described by the core's JSON Schema
 * ({@code allfours.schema.json}, {@link AllFoursJson#schema()}); the description holds a copy of its
 * {@code $defs}, each under its name with a capital first letter ({@code $defs/seatView} is
 * {@code components/schemas/SeatView}), its references rewritten to match.
 * {@link #theLibrarysSchemasAreCopiedFromTheCore} fails when the copy and the core's schema differ; run it with
 * {@code -Dallfours.openapi.update=true} (from this module's directory) to write the copy again, and review the diff.
 */
@Timeout(60)
class OpenApiDocumentTest {
    /** The system property that makes {@link #theLibrarysSchemasAreCopiedFromTheCore} write the copy. */
    static final String UPDATE = "allfours.openapi.update";
    /** The description's source, from this module's directory (where the tests run). */
    static final Path SOURCE = Path.of("src/main/resources/web/openapi.json");
    /** How a copied schema begins: its {@code $comment}, which says where it comes from. */
    static final String COPIED = "copied from the library's JSON Schema";
    private static final Pattern LOWER_CAMEL = Pattern.compile("[a-z][a-zA-Z0-9]*");
    private static final Pattern UPPER_CAMEL = Pattern.compile("[A-Z][a-zA-Z0-9]*");

    static JsonNode shipped() throws IOException {
        return JsonSupport.mapper().readTree(shippedText());
    }

    /** The description's text, as the jar ships it and the server serves it (OpenApiContractTest). */
    static String shippedText() throws IOException {
        try (InputStream in = OpenApiDocumentTest.class.getResourceAsStream("/web/openapi.json")) {
            assertNotNull(in, "the jar ships web/openapi.json");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /**
     * swagger-parser (the reader behind swagger-codegen, openapi-generator and many API tools) reads the document
     * the server serves, resolving every reference, and has nothing to say about it.
     */
    @Test
    void anIndependentParserReadsTheDescriptionWithoutAMessage() throws Exception {
        String served = shippedText();
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        options.setResolveFully(true);
        options.setValidateInternalRefs(true);
        SwaggerParseResult result = new OpenAPIV3Parser().readContents(served, null, options);
        assertEquals(List.of(), result.getMessages(), "swagger-parser's messages");
        OpenAPI api = result.getOpenAPI();
        assertNotNull(api, "swagger-parser read a description");
        assertEquals("3.1.0", api.getOpenapi());
        JsonNode doc = JsonSupport.mapper().readTree(served);
        List<String> ours = new ArrayList<>();
        doc.path("paths").properties().forEach(p -> p.getValue().properties()
            .forEach(m -> ours.add(m.getValue().path("operationId").asString())));
        List<String> theirs = new ArrayList<>();
        api.getPaths().forEach((path, item) -> item.readOperations().forEach(op -> theirs.add(op.getOperationId())));
        assertEquals(ours.stream().sorted().toList(), theirs.stream().sorted().toList(), "the operations it read");
        assertEquals(doc.path("components").path("schemas").size(), api.getComponents().getSchemas().size(),
            "the schemas it read");
    }

    /**
     * {@code components/schemas} holds the core's {@code $defs}, each as it is there, under its name with a capital
     * first letter, with its references rewritten into the description; with {@code -Dallfours.openapi.update=true}
     * the copy is written anew.
     */
    @Test
    void theLibrarysSchemasAreCopiedFromTheCore() throws IOException {
        JsonNode core = JsonSupport.mapper().readTree(AllFoursJson.schema());
        JsonNode doc = Boolean.getBoolean(UPDATE) ? JsonSupport.mapper().readTree(Files.readString(SOURCE)) : shipped();
        ObjectNode schemas = (ObjectNode) doc.path("components").path("schemas");
        ObjectNode copies = copies(core);
        ObjectNode expected = JsonSupport.mapper().createObjectNode();
        schemas.properties().forEach(e -> {
            if (!isCopy(e.getValue())) {
                assertFalse(copies.has(e.getKey()), () -> "the server's own schema " + e.getKey()
                    + " has the name of a library schema's copy");
                expected.set(e.getKey(), e.getValue());
            }
        });
        expected.setAll(copies);
        if (Boolean.getBoolean(UPDATE)) {
            ((ObjectNode) doc.path("components")).set("schemas", expected);
            Files.writeString(SOURCE, pretty(doc), StandardCharsets.UTF_8);
            return;
        }
        for (String name : expected.propertyNames()) {
            assertEquals(expected.get(name), schemas.get(name), () -> "components/schemas/" + name + " is not the "
                + "core's: run OpenApiDocumentTest with -Dallfours.openapi.update=true from allfours-examples");
        }
        assertEquals(expected.propertyNames(), schemas.propertyNames(), "the schemas, the core's copied last");
    }

    /** The core's {@code $defs}, copied as the description holds them. */
    static ObjectNode copies(JsonNode core) {
        ObjectNode copies = JsonSupport.mapper().createObjectNode();
        JsonNode defs = core.path("$defs");
        assertTrue(defs.size() > 10, "the core's schema has its definitions");
        defs.properties().forEach(e -> {
            ObjectNode copy = JsonSupport.mapper().createObjectNode();
            copy.put("$comment", COPIED + " (allfours.schema.json, $defs/" + e.getKey() + ") by OpenApiDocumentTest: "
                + "change the core's schema, then run that test with -Dallfours.openapi.update=true");
            copy.setAll((ObjectNode) rewrite(e.getValue()));
            copies.set(schemaName(e.getKey()), copy);
        });
        return copies;
    }

    private static boolean isCopy(JsonNode schema) {
        return schema.path("$comment").asString("").startsWith(COPIED);
    }

    /** The name of a core definition's copy: {@code seatView} is {@code SeatView}. */
    static String schemaName(String definition) {
        return definition.substring(0, 1).toUpperCase(Locale.ROOT) + definition.substring(1);
    }

    /** A copy of a definition with each {@code #/$defs/name} reference made {@code #/components/schemas/Name}. */
    private static JsonNode rewrite(JsonNode node) {
        if (node.isArray()) {
            var out = JsonSupport.mapper().createArrayNode();
            node.forEach(n -> out.add(rewrite(n)));
            return out;
        }
        if (!node.isObject()) {
            return node;
        }
        ObjectNode out = JsonSupport.mapper().createObjectNode();
        node.properties().forEach(e -> {
            JsonNode v = e.getValue();
            if (e.getKey().equals("$ref") && v.isString()) {
                String ref = v.asString();
                assertTrue(ref.startsWith("#/$defs/"), () -> "the core's schema refers outside its $defs: " + ref);
                out.put("$ref", "#/components/schemas/" + schemaName(ref.substring("#/$defs/".length())));
            } else {
                out.set(e.getKey(), rewrite(v));
            }
        });
        return out;
    }

    /** The description's text as it is kept: indented by one space, {@code "name": value}, no final newline. */
    static String pretty(JsonNode doc) {
        DefaultIndenter indenter = new DefaultIndenter(" ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
            .withSeparators(Separators.createDefaultInstance()
                .withObjectNameValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator(""))
            .withObjectIndenter(indenter)
            .withArrayIndenter(indenter);
        return JsonSupport.mapper().writer().with(printer).writeValueAsString(doc);
    }

    /** Each operation is named, in lower camel case, by a name no other operation has in any case. */
    @Test
    void everyOperationHasAUniqueLowerCamelOperationId() throws IOException {
        Map<String, String> seen = new HashMap<>();
        shipped().path("paths").properties().forEach(p -> p.getValue().properties().forEach(m -> {
            String operation = m.getKey().toUpperCase(Locale.ROOT) + " " + p.getKey();
            String id = m.getValue().path("operationId").asString("");
            assertTrue(LOWER_CAMEL.matcher(id).matches(), () -> operation + " has no lower-camel operationId: " + id);
            String before = seen.put(id.toLowerCase(Locale.ROOT), operation);
            assertEquals(null, before, () -> operation + " has the operationId of " + before + ": " + id);
        }));
        assertTrue(seen.size() >= 18, "the operations were found: " + seen.size());
    }

    /**
     * Each component's name is in upper camel case, and no two of a kind differ only by case ({@code Card} and
     * {@code card}), so that a code generator's files of them do not collide on a case-insensitive disk.
     */
    @Test
    void noTwoComponentNamesDifferOnlyByCase() throws IOException {
        JsonNode components = shipped().path("components");
        assertTrue(components.path("schemas").size() > 30, "the schemas were found");
        components.properties().forEach(kind -> {
            Map<String, String> seen = new HashMap<>();
            kind.getValue().propertyNames().forEach(name -> {
                String where = "components/" + kind.getKey() + "/" + name;
                assertTrue(kind.getKey().equals("securitySchemes") || UPPER_CAMEL.matcher(name).matches(),
                    () -> where + " is not in upper camel case");
                String before = seen.put(name.toLowerCase(Locale.ROOT), name);
                assertEquals(null, before, () -> where + " differs only by case from " + before);
            });
        });
    }

    /**
     * The document stands alone: every {@code $ref} points into it, at something there, and none sits inside an
     * extension ({@code x-...}), where tools do not resolve references.
     */
    @Test
    void everyReferenceIsInsideTheDocumentAndNoneInAnExtension() throws IOException {
        JsonNode doc = shipped();
        List<String> refs = new ArrayList<>();
        references(doc, doc, "", false, refs);
        assertTrue(refs.size() > 100, "the references were found: " + refs.size());
    }

    private static void references(JsonNode doc, JsonNode node, String at, boolean inExtension, List<String> refs) {
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                references(doc, node.get(i), at + "/" + i, inExtension, refs);
            }
            return;
        }
        node.properties().forEach(e -> {
            String where = at + "/" + e.getKey();
            if (e.getKey().equals("$ref") && e.getValue().isString()) {
                String ref = e.getValue().asString();
                if (inExtension) {
                    fail(where + ": a reference inside an extension, which tools do not resolve: " + ref);
                }
                assertTrue(ref.startsWith("#/"), () -> where + " refers to another document: " + ref);
                assertFalse(doc.at(ref.substring(1)).isMissingNode(), () -> where + " refers to nothing: " + ref);
                refs.add(ref);
            } else {
                references(doc, e.getValue(), where, inExtension || e.getKey().startsWith("x-"), refs);
            }
        });
    }
}
