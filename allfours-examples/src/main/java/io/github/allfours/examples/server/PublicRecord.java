package io.github.allfours.examples.server;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code GET /tables/ID/record} before the match is over: the public lines of a table's game record. Deal
 * lines (every hand dealt) and {@code legal} sets (what a seat held) are left out, and a face-down discard is
 * {@code "discard"} without its card; once the match is over the whole record is public.
 */
final class PublicRecord {
    private PublicRecord() {
    }

    /**
     * @param record the whole {@code allfours-record/1} text, one JSON object a line
     * @return its public lines
     */
    static String of(String record) {
        StringBuilder out = new StringBuilder(record.length());
        for (String line : record.split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            ObjectNode node = (ObjectNode) JsonSupport.mapper().readTree(line);
            String type = node.path("type").asString();
            if (type.equals("deal")) {
                continue;
            }
            if (type.equals("action")) {
                node.remove("legal");
                JsonNode a = node.get("action");
                if (a != null && a.asString().startsWith("discard")) {
                    node.put("action", "discard");
                }
            }
            out.append(JsonSupport.mapper().writeValueAsString(node)).append('\n');
        }
        return out.toString();
    }
}
