package io.github.allfours.examples.server.http;

import io.github.allfours.examples.server.ApiException;
import io.github.allfours.examples.server.RequestJson;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.eclipse.jetty.http.MimeTypes;

/**
 * What a request body must be: JSON ({@code Content-Type: application/json}, with no charset or
 * {@code charset=utf-8}), in UTF-8 without a byte order mark, sent as it is or chunked (no transfer or content
 * coding such as gzip). Each check throws the API's error: 415 for a type, charset or coding the server does
 * not take, 400 for bytes that are not UTF-8 JSON.
 */
final class JsonBodies {
    static final String JSON = "application/json";

    private JsonBodies() {
    }

    /**
     * Checks a body's declared type.
     *
     * @param contentType the {@code Content-Type} header, or {@code null}
     * @throws ApiException 415 {@code UNSUPPORTED_MEDIA_TYPE} unless it is JSON in UTF-8
     */
    static void checkContentType(String contentType) throws ApiException {
        if (contentType == null || !MimeTypes.getBase(contentType).strip().toLowerCase(Locale.ROOT).equals(JSON)) {
            throw new ApiException(415, "UNSUPPORTED_MEDIA_TYPE", "send the body as JSON with Content-Type: " + JSON);
        }
        String charset = MimeTypes.getCharsetFromContentType(contentType);
        if (charset != null && !"UTF-8".equalsIgnoreCase(MimeTypes.normalizeCharset(charset))) {
            throw new ApiException(415, "UNSUPPORTED_MEDIA_TYPE", "the body must be UTF-8, not charset="
                + RequestJson.excerpt(charset));
        }
    }

    /**
     * Checks a body's codings: chunked (or identity) transfer coding only, no content coding.
     *
     * @param transferCodings the {@code Transfer-Encoding} values, one a coding
     * @param contentCodings  the {@code Content-Encoding} values, one a coding
     * @throws ApiException 415 {@code UNSUPPORTED_ENCODING} for any other coding (gzip, deflate, br, ...)
     */
    static void checkCodings(List<String> transferCodings, List<String> contentCodings) throws ApiException {
        for (String t : transferCodings) {
            String c = t.strip().toLowerCase(Locale.ROOT);
            if (!c.equals("chunked") && !c.equals("identity")) {
                throw new ApiException(415, "UNSUPPORTED_ENCODING", "Transfer-Encoding " + RequestJson.excerpt(t)
                    + " is not accepted: send the body as it is or chunked");
            }
        }
        for (String e : contentCodings) {
            if (!e.strip().equalsIgnoreCase("identity")) {
                throw new ApiException(415, "UNSUPPORTED_ENCODING", "Content-Encoding " + RequestJson.excerpt(e)
                    + " is not accepted: send the body uncompressed");
            }
        }
    }

    /**
     * Reads a body as one of the API's requests: strict UTF-8 (so a UTF-16 or UTF-32 body is not guessed at),
     * then {@link RequestJson}.
     *
     * @param bytes the body
     * @param type  the request's type
     * @param <T>   the type
     * @return the request
     * @throws ApiException 400 {@code BAD_REQUEST} for an empty body, bytes that are not UTF-8, a byte order
     *                      mark or a NUL character (UTF-16 or UTF-32 text), or JSON that is not the request
     *                      (every message in the API's words)
     */
    static <T extends Record> T read(byte[] bytes, Class<T> type) throws ApiException {
        if (bytes.length == 0) {
            throw ApiException.badRequest("the body is empty; expected a JSON object");
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw ApiException.badRequest("the body is not UTF-8; send JSON in UTF-8");
        }
        if (text.charAt(0) == '\uFEFF' || text.indexOf('\0') >= 0) {
            throw ApiException.badRequest("the body is not UTF-8 JSON (a byte order mark or a NUL character: UTF-16 or "
                + "UTF-32?); send JSON in UTF-8 without a byte order mark");
        }
        return RequestJson.read(text, type);
    }
}
