package io.github.allfours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.examples.catalogue.BotLevels;
import io.github.allfours.examples.terminal.PlaySession;
import io.github.allfours.variants.Variant;
import io.github.allfours.variants.Variants;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine;

/**
 * The command-line guide (docs/command-line.md, section "The commands") checked against picocli's model of every
 * command, so that it cannot drift from the code: every command is listed and every listed command exists; every
 * option a row names exists on that command, with the parameter label its help shows; every option of every
 * command is named in its rows or in a section a row links to (in the guide or in another document of docs/);
 * every such link leads to a heading. Also the README's short list of the commands, the bot names (from
 * {@link BotLevels}), the README's dependency blocks' version and the aliases of its table of the games.
 */
class ReadmeCommandsTest {
    private static final Pattern OPTION = Pattern.compile("(?<![\\w-])--[a-z][a-z0-9-]*(?![\\w-])");
    /** A relative link: a document of docs/ (or none, this one), then a heading's anchor (or none, the whole). */
    private static final Pattern LINK = Pattern.compile("\\]\\(([a-z0-9-]+\\.md)?(?:#([a-z0-9_-]+))?\\)");
    private static final Path DOCS = Path.of("..", "docs");
    private static final String GUIDE = "command-line.md";

    /**
     * A row of the command table: the command, its subcommand if the synopsis names one ({@code train-calls label}),
     * else empty, its synopsis (the first cell) and the whole row.
     */
    private record Row(String command, String sub, String synopsis, String text) {
    }

    private static String readme() throws IOException {
        return Files.readString(Path.of("..", "README.md"));
    }

    private static String doc(String name) throws IOException {
        return Files.readString(DOCS.resolve(name));
    }

    /** The section "The commands" of the command-line guide. */
    private static String commands() throws IOException {
        String section = sections(doc(GUIDE)).get("the-commands");
        assertNotNull(section, "docs/command-line.md has no section \"The commands\"");
        return section;
    }

    /** The headings of a Markdown text by their GitHub anchors, each with its section's text (subsections included). */
    private static Map<String, String> sections(String markdown) {
        List<String> lines = markdown.lines().toList();
        Map<String, String> out = new LinkedHashMap<>();
        boolean fence = false;
        List<int[]> headings = new ArrayList<>();    // {line, level}
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.startsWith("```")) {
                fence = !fence;
            } else if (!fence && l.matches("#{1,6} .*")) {
                headings.add(new int[] {i, l.indexOf(' ')});
            }
        }
        for (int h = 0; h < headings.size(); h++) {
            int start = headings.get(h)[0];
            int level = headings.get(h)[1];
            int end = lines.size();
            for (int k = h + 1; k < headings.size(); k++) {
                if (headings.get(k)[1] <= level) {
                    end = headings.get(k)[0];
                    break;
                }
            }
            out.put(anchor(lines.get(start).substring(level + 1)), String.join("\n", lines.subList(start, end)));
        }
        return out;
    }

    /** GitHub's anchor of a heading: lower case, punctuation other than '-' and '_' dropped, spaces as '-'. */
    static String anchor(String heading) {
        return heading.strip().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9 _-]", "").replace(' ', '-');
    }

    /** The rows of the command table of a section. */
    private static List<Row> rows(String section) {
        List<Row> rows = new ArrayList<>();
        boolean inTable = false;
        for (String line : section.lines().toList()) {
            if (line.equals("| command | what it does |")) {
                inTable = true;
            } else if (inTable && !line.startsWith("|")) {
                break;
            } else if (inTable && line.startsWith("| `")) {
                String[] cells = line.substring(1).split("(?<!\\\\)\\|");
                String synopsis = cells[0].strip();
                assertTrue(synopsis.startsWith("`") && synopsis.endsWith("`"), () -> "a synopsis in code: " + line);
                synopsis = synopsis.substring(1, synopsis.length() - 1).replace("\\|", "|");
                String[] words = synopsis.split(" ");
                CommandLine top = AllFours.commandLine().getSubcommands().get(words[0]);
                String sub = top != null && words.length > 1 && top.getSubcommands().containsKey(words[1]) ? words[1] : "";
                rows.add(new Row(words[0], sub, synopsis, line.replace("\\|", "|")));
            }
        }
        assertFalse(rows.isEmpty(), "no command table");
        return rows;
    }

    private static CommandSpec spec(String command) {
        CommandLine sub = AllFours.commandLine().getSubcommands().get(command);
        assertNotNull(sub, () -> "README.md lists a command allfours does not have: " + command);
        return sub.getCommandSpec();
    }

    /** The spec of a row's command, or of its subcommand when it names one. */
    private static CommandSpec spec(Row r) {
        CommandSpec top = spec(r.command());
        return r.sub().isEmpty() ? top : top.subcommands().get(r.sub()).getCommandSpec();
    }

    @Test
    void everyCommandIsListedAndEveryListedCommandExists() throws IOException {
        Set<String> listed = new TreeSet<>();
        for (Row r : rows(commands())) {
            listed.add(r.command());
        }
        assertEquals(new TreeSet<>(AllFours.commandLine().getSubcommands().keySet()), listed,
            "the commands of docs/command-line.md's table and of allfours");
    }

    @Test
    void theReadmeListsEveryCommandAndLinksTheGuide() throws IOException {
        String section = sections(readme()).get("the-allfours-command");
        assertNotNull(section, "README.md has no section \"The `allfours` command\"");
        Set<String> listed = new TreeSet<>();
        for (Row r : rows(section)) {
            assertEquals(r.command(), r.synopsis(), () -> "README.md's list names commands only: " + r.text());
            listed.add(r.command());
        }
        assertEquals(new TreeSet<>(AllFours.commandLine().getSubcommands().keySet()), listed,
            "the commands of README.md's list and of allfours");
        assertTrue(section.contains("](docs/" + GUIDE + ")"), section);
    }

    @Test
    void everyOptionARowNamesExistsWithItsLabel() throws IOException {
        for (Row r : rows(commands())) {
            CommandSpec spec = spec(r);
            Matcher m = OPTION.matcher(r.text());
            while (m.find()) {
                String name = m.group();
                assertNotNull(spec.findOption(name), () -> "docs/command-line.md names " + name + " for " + r.command()
                    + ", which has no such option: " + r.text());
            }
            // in the synopsis, each option is followed by its parameter label, as --help shows it
            List<String> words = List.of(r.synopsis().split(" "));
            for (int i = 0; i < words.size(); i++) {
                String word = words.get(i).replaceAll("^\\[+", "").replaceAll("]+$", "");
                if (!word.startsWith("--")) {
                    continue;
                }
                OptionSpec option = spec.findOption(word);
                String next = i + 1 < words.size() ? words.get(i + 1) : "";
                boolean labelled = !next.isEmpty() && !next.startsWith("[-") && !next.startsWith("--")
                    && !next.equals("...");
                if (option.arity().max() == 0) {
                    assertFalse(labelled, () -> word + " takes no value, but the guide gives it " + next + ": "
                        + r.synopsis());
                } else {
                    assertTrue(labelled, () -> word + " takes a value: the guide should name it as --help does ("
                        + option.paramLabel() + "): " + r.synopsis());
                    assertEquals(option.paramLabel(), balanced(next), () -> "the label of " + word + " in " + r.synopsis());
                }
            }
            for (PositionalParamSpec p : spec.positionalParameters()) {
                // a parameter that takes several values is written LABEL... as --help writes it
                assertTrue(words.stream().anyMatch(w -> balanced(w).replaceAll("\\.\\.\\.$", "").equals(p.paramLabel())),
                    () -> r.command() + "'s parameter " + p.paramLabel() + " is missing from " + r.synopsis());
            }
        }
    }

    /** A label without the brackets that close or open an optional group around it: {@code A[,B]]} is {@code A[,B]}. */
    private static String balanced(String word) {
        String w = word;
        while (w.endsWith("]") && count(w, ']') > count(w, '[')) {
            w = w.substring(0, w.length() - 1);
        }
        while (w.startsWith("[") && count(w, '[') > count(w, ']')) {
            w = w.substring(1);
        }
        if (w.startsWith("[") && w.endsWith("]") && count(w, '[') == 1) {
            w = w.substring(1, w.length() - 1);     // [BOTS]: an optional value
        }
        return w;
    }

    private static long count(String s, char c) {
        return s.chars().filter(x -> x == c).count();
    }

    @Test
    void everyOptionOfEveryCommandIsDocumented() throws IOException {
        Map<String, StringBuilder> documented = new LinkedHashMap<>();
        for (Row r : rows(commands())) {
            StringBuilder text = documented.computeIfAbsent(r.command(), c -> new StringBuilder());
            text.append(r.text()).append('\n');
            Matcher link = LINK.matcher(r.text());
            while (link.find()) {
                text.append(linked(link.group(1), link.group(2), r)).append('\n');
            }
        }
        for (Map.Entry<String, CommandLine> e : AllFours.commandLine().getSubcommands().entrySet()) {
            String text = documented.get(e.getKey()).toString();
            List<OptionSpec> options = new java.util.ArrayList<>(e.getValue().getCommandSpec().options());
            for (CommandLine sub : e.getValue().getSubcommands().values()) {
                options.addAll(sub.getCommandSpec().options());     // a subcommand's options in its command's rows
            }
            for (OptionSpec o : options) {
                if (o.usageHelp() || o.versionHelp()) {
                    continue;
                }
                String name = o.longestName();
                assertTrue(Pattern.compile("(?<![\\w-])" + Pattern.quote(name) + "(?![\\w-])").matcher(text).find(),
                    () -> "docs/command-line.md does not document " + e.getKey() + " " + name
                        + " (in its row or a section it links to)");
            }
        }
    }

    /** The text a row's link leads to: a heading's section, or a whole document of docs/; it must exist. */
    private static String linked(String document, String anchor, Row row) throws IOException {
        String name = document == null ? GUIDE : document;
        assertTrue(document == null || Files.isRegularFile(DOCS.resolve(name)),
            () -> "the link to " + name + " leads to no document of docs/: " + row.text());
        String text = doc(name);
        if (anchor == null) {
            return text;
        }
        String section = sections(text).get(anchor);
        assertNotNull(section, () -> "the link " + name + "#" + anchor + " leads to no heading: " + row.text());
        return section;
    }

    @Test
    void theHelpAndVersionOptionsAreDescribedOnce() throws IOException {
        String section = commands();
        String intro = section.substring(0, section.indexOf("| command |"));
        assertTrue(intro.contains("`--help`") && intro.contains("`--version`"), intro);
        Matcher sentence = Pattern.compile("Every command except (.*?) takes `--help`", Pattern.DOTALL).matcher(intro);
        assertTrue(sentence.find(), intro);
        Set<String> exceptions = new TreeSet<>();
        Matcher code = Pattern.compile("`([a-z]+)`").matcher(sentence.group(1));
        while (code.find()) {
            exceptions.add(code.group(1));
        }
        Set<String> without = new TreeSet<>();
        for (Map.Entry<String, CommandLine> e : AllFours.commandLine().getSubcommands().entrySet()) {
            CommandSpec spec = e.getValue().getCommandSpec();
            if (spec.options().stream().noneMatch(OptionSpec::usageHelp)
                || spec.options().stream().noneMatch(OptionSpec::versionHelp)) {
                without.add(e.getKey());
            }
        }
        assertEquals(without, exceptions, "the commands without --help and --version, and those the guide names");
    }

    @Test
    void theBotsEveryCommandTakesComeFromBotLevels() throws IOException {
        String bots = sections(doc(GUIDE)).get("bots-by-name");
        assertNotNull(bots, "docs/command-line.md has no section \"Bots by name\"");
        for (String name : BotLevels.NAMES.split(", | or ")) {
            assertTrue(BotLevels.byName(name).isPresent(), name);
            assertTrue(bots.contains("`" + name + "`"), () -> "docs/command-line.md's bots by name lack " + name);
        }
        for (String command : List.of("demo", "play", "arena")) {
            String help = String.join(" ", spec(command).findOption("--bots").description());
            assertTrue(help.contains(BotLevels.KINDS) && help.contains(BotLevels.LEVELS), () -> command + ": " + help);
        }
        assertTrue(bots.contains(PlaySession.THINKING_ITERATIONS + " iterations"), bots);
    }

    @Test
    void theDependencyBlocksNameThisVersion() throws IOException {
        String add = sections(readme()).get("add-it-to-your-project");
        assertNotNull(add, "README.md has no section \"Add it to your project\"");
        Properties built = AllFours.Version.properties();
        for (String artifact : List.of("allfours-core", "allfours-variants")) {
            assertTrue(add.contains("<artifactId>" + artifact + "</artifactId>\n  <version>" + built.getProperty("version")
                + "</version>"), () -> artifact + " " + built.getProperty("version") + ": " + add);
        }
        Matcher versions = Pattern.compile("<version>([^<]*)</version>").matcher(add);
        while (versions.find()) {
            assertEquals(built.getProperty("version"), versions.group(1));
        }
        assertTrue(add.contains("./mvnw -B install"), add);
    }

    @Test
    void theVariantTableNamesEveryAlias() throws IOException {
        String rules = sections(readme()).get("the-games");
        assertNotNull(rules, "README.md has no section \"The games\"");
        for (Variant v : Variants.all()) {
            Matcher row = Pattern.compile("(?m)^\\| `" + Pattern.quote(v.id()) + "`( \\(([^)]*)\\))? \\|").matcher(rules);
            assertTrue(row.find(), () -> "no row for " + v.id());
            List<String> shown = new ArrayList<>();
            if (row.group(2) != null) {
                Matcher code = Pattern.compile("`([^`]+)`").matcher(row.group(2));
                while (code.find()) {
                    shown.add(code.group(1));
                }
            }
            assertEquals(v.aliases(), shown, () -> "the aliases of " + v.id() + " in README.md's table of the games");
        }
    }
}
