/**
 * Cards, card sets held in one {@code long}, and the order of a shuffled pack.
 */
@NullMarked
package io.github.allfours.card;

import org.jspecify.annotations.NullMarked;
