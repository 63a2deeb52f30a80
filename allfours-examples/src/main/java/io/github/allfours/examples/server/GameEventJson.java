package io.github.allfours.examples.server;

import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * How Jackson writes the library's {@link io.github.allfours.engine.GameEvent} records in view messages: each
 * record's components, after a {@code "type"} that names the record ({@code "Played"}, {@code "TrickTaken"},
 * {@code "Awarded"}, ...), as the README and the OpenAPI description list them. A mix-in: the library's
 * records carry no annotation of Jackson's.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.SIMPLE_NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
interface GameEventJson {
}
