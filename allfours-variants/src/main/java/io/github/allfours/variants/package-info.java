/**
 * The named All Fours rule sets: {@link io.github.allfours.variants.Variants} is the catalogue, each
 * variant's class cites its rule source and tells how it differs from Trinidad (docs/rules.md).
 */
@NullMarked
package io.github.allfours.variants;

import org.jspecify.annotations.NullMarked;
