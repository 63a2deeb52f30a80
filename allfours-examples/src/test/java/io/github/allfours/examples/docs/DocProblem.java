package io.github.allfours.examples.docs;

/**
 * What is wrong in the documentation, and where: a compiler's or a link checker's finding.
 *
 * @param where the Markdown file and line, {@code docs/json.md:12}
 * @param message what is wrong there
 */
record DocProblem(String where, String message) {
    @Override
    public String toString() {
        return where + ": " + message;
    }
}
