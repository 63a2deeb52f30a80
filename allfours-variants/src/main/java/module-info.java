/**
 * allfours-variants: the named All Fours rule sets, each citing its rule source.
 */
module io.github.allfours.variants {
    requires transitive io.github.allfours.core;
    requires static org.jspecify;

    exports io.github.allfours.variants;
}
