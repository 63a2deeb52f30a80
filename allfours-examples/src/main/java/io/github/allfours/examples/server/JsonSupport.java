package io.github.allfours.examples.server;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import io.github.allfours.engine.SeatView;
import io.github.allfours.game.GameEvent;
import io.github.allfours.json.AllFoursJson;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;

/**
 * The server's one Jackson mapper, for its own request and answer bodies ({@link Api}). The library's
 * values in them are written by the library's own JSON form: a {@link SeatView} is
 * {@link AllFoursJson#write(SeatView)} and a {@link GameEvent} {@link AllFoursJson#write(GameEvent)}, embedded as
 * they are (docs/json.md), so the server, its clients and
 * the JSON Schema in allfours-core's jar agree. Requests are read strictly: unknown fields, duplicate keys,
 * trailing tokens, strings or fractions where numbers belong and {@code null} for a primitive are all
 * refused ({@link RequestJson} checks a request's fields first, to say what is wrong in the API's words).
 */
public final class JsonSupport {
    private static final JsonMapper MAPPER = JsonMapper.builder()
        .addModule(module())
        .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
        .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
        .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
        // records are their components: no "open" from StoredTable.Seat.isOpen()
        .changeDefaultVisibility(v -> v.withIsGetterVisibility(JsonAutoDetect.Visibility.NONE))
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .build();

    private JsonSupport() {
    }

    /** Returns the mapper (thread-safe, shared). */
    public static JsonMapper mapper() {
        return MAPPER;
    }

    private static SimpleModule module() {
        SimpleModule m = new SimpleModule("allfours");
        m.addSerializer(SeatView.class, new ValueSerializer<SeatView>() {
            @Override
            public void serialize(SeatView value, JsonGenerator gen, SerializationContext ctxt) {
                gen.writeRawValue(AllFoursJson.write(value));
            }
        });
        m.addSerializer(GameEvent.class, new ValueSerializer<GameEvent>() {
            @Override
            public void serialize(GameEvent value, JsonGenerator gen, SerializationContext ctxt) {
                gen.writeRawValue(AllFoursJson.write(value));
            }
        });
        return m;
    }
}
