package io.github.allfours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.allfours.engine.GameState;
import io.github.allfours.testkit.ClassReferences;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The packages of allfours-core form layers, and none uses a package above it: the game's words sit on the cards and
 * the rule sets, the engine on the words, and what reads, writes, checks or plays games on the engine. Read from the
 * compiled classes ({@link ClassReferences}: every class a class names in its code, descriptors, signatures and
 * annotations), so a reference only in Javadoc does not count, and a new package must be given its layer here.
 * Also: the module exports every package but {@code internal}, and no public type is generated (Immutables writes
 * its builders and {@code with*} interfaces package-private).
 */
class PackageLayersTest {
    /** The layers, lowest first: a package may use its own layer's packages only if it is that package. */
    static final List<Set<String>> LAYERS = List.of(
        Set.of("internal"),
        Set.of("card"),
        Set.of("rules"),
        Set.of("game"),
        Set.of("engine"),
        Set.of("record", "table", "check", "bot.sample", "bot.solve"),
        Set.of("json", "bot"));

    private static final ClassReferences CLASSES = ClassReferences.ofModuleOf(GameState.class);

    private static int layer(String pkg) {
        for (int i = 0; i < LAYERS.size(); i++) {
            if (LAYERS.get(i).contains(pkg)) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void everyPackageHasItsLayer() {
        Set<String> packages = new TreeSet<>();
        for (String c : CLASSES.references().keySet()) {
            packages.add(ClassReferences.packageOf(c));
        }
        Set<String> layered = LAYERS.stream().flatMap(Set::stream).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(layered, packages, "the packages compiled and the packages layered");
    }

    @Test
    void noPackageUsesOneBesideOrAboveIt() {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Map.Entry<String, Set<String>> e : CLASSES.references().entrySet()) {
            String from = ClassReferences.packageOf(e.getKey());
            for (String to : e.getValue()) {
                checked++;
                if (!to.equals(from) && layer(to) >= layer(from)) {
                    wrong.add(e.getKey() + " (" + from + ") uses " + to);
                }
            }
        }
        assertTrue(checked > 500, "references read: " + checked);
        assertEquals(List.of(), wrong);
    }

    @Test
    void theModuleExportsEveryPackageButInternal() throws URISyntaxException {
        Path classes = Path.of(GameState.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        ModuleDescriptor module = ModuleFinder.of(classes).findAll().iterator().next().descriptor();
        Set<String> exported = module.exports().stream().filter(x -> !x.isQualified())
            .map(x -> x.source().substring("io.github.allfours.".length())).collect(Collectors.toCollection(TreeSet::new));
        Set<String> api = LAYERS.stream().flatMap(Set::stream).filter(p -> !p.equals("internal"))
            .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(api, exported);
    }

    @Test
    void noPublicTypeIsGenerated() {
        Path sources = Path.of("src", "main", "java");
        assertTrue(Files.isDirectory(sources), "run from the module's directory: " + sources.toAbsolutePath());
        List<String> generated = new ArrayList<>();
        for (String c : CLASSES.publicTopLevel()) {
            if (!Files.isRegularFile(sources.resolve(c + ".java"))) {
                generated.add(c);
            }
        }
        assertTrue(CLASSES.publicTopLevel().size() > 50, "public types read: " + CLASSES.publicTopLevel().size());
        assertEquals(List.of(), generated, "public types with no source of their own");
    }
}
