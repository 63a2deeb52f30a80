/**
 * The JSON form of the library's values, {@link io.github.allfours.json.AllFoursJson}: seat views,
 * events, actions, hand results, awards, tricks, contracts and rule sets, written and read strictly,
 * with a JSON Schema in the jar. docs/json.md describes every field.
 */
@NullMarked
package io.github.allfours.json;

import org.jspecify.annotations.NullMarked;
