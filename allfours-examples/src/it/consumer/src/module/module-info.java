/**
 * The documentation's snippets as an application module: they compile against the library's named modules, as an
 * application that requires them would.
 */
module com.example.snippets {
    requires io.github.allfours.core;
    requires io.github.allfours.variants;
}
