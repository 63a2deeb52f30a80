package io.github.allfours.examples.server;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import io.github.allfours.card.Card;
import io.github.allfours.card.CardSet;
import io.github.allfours.card.Suit;
import io.github.allfours.engine.Action;
import io.github.allfours.engine.AwardReason;
import io.github.allfours.rules.RuleSet;
import java.util.Locale;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;

/**
 * The server's one Jackson mapper. Views are written from the library's own records
 * ({@link io.github.allfours.engine.SeatView}, {@link io.github.allfours.engine.Trick},
 * {@link io.github.allfours.engine.Award}, ...) with a few serializers for its value types: a
 * {@link Card} is its text ({@code "JH"}), a {@link CardSet} an array of those, a {@link Suit} its
 * lower-case name, an {@link Action} its notation ({@code "play JH"}), an {@link AwardReason} its record
 * code and a {@link RuleSet} a small object with its id, seats, sides and target. Requests are read
 * strictly: unknown fields, duplicate keys, trailing tokens, strings or fractions where numbers belong
 * and {@code null} for a primitive are all refused.
 */
public final class JsonSupport {
    private static final JsonMapper MAPPER = JsonMapper.builder()
        .addModule(module())
        .addMixIn(io.github.allfours.engine.GameEvent.class, GameEventJson.class)
        .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
        .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
        .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
        .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
        // a view is its records' components: no "empty" from Trick.isEmpty()
        .changeDefaultVisibility(v -> v.withIsGetterVisibility(JsonAutoDetect.Visibility.NONE))
        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
        .build();

    private JsonSupport() {
    }

    /** Returns the mapper (thread-safe, shared). */
    public static JsonMapper mapper() {
        return MAPPER;
    }

    /** Writes values of a type as the JSON string {@code text} makes of them. */
    private static <T> void asText(SimpleModule m, Class<T> type, java.util.function.Function<T, String> text) {
        m.addSerializer(type, new ValueSerializer<T>() {
            @Override
            public void serialize(T value, JsonGenerator gen, SerializationContext ctxt) {
                gen.writeString(text.apply(value));
            }
        });
    }

    private static SimpleModule module() {
        SimpleModule m = new SimpleModule("allfours");
        asText(m, Card.class, Card::toString);
        m.addSerializer(CardSet.class, new ValueSerializer<CardSet>() {
            @Override
            public void serialize(CardSet value, JsonGenerator gen, SerializationContext ctxt) {
                gen.writeStartArray();
                for (Card c : value) {
                    gen.writeString(c.toString());
                }
                gen.writeEndArray();
            }
        });
        asText(m, Suit.class, suit -> suit.name().toLowerCase(Locale.ROOT));
        asText(m, Action.class, Action::notation);
        asText(m, AwardReason.class, AwardReason::code);
        m.addSerializer(RuleSet.class, new ValueSerializer<RuleSet>() {
            @Override
            public void serialize(RuleSet value, JsonGenerator gen, SerializationContext ctxt) {
                gen.writeStartObject();
                gen.writeStringProperty("id", value.id());
                gen.writeNumberProperty("seats", value.seats());
                gen.writeName("sides");
                gen.writeStartArray();
                for (int side = 0; side < value.sides(); side++) {
                    gen.writeStartArray();
                    for (int seat : value.seatsOf(side)) {
                        gen.writeNumber(seat);
                    }
                    gen.writeEndArray();
                }
                gen.writeEndArray();
                gen.writeNumberProperty("target", value.target());
                gen.writeEndObject();
            }
        });
        return m;
    }
}
