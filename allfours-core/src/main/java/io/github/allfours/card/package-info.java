/**
 * Cards, card sets held in one {@code long}, and the order of a shuffled pack.
 */
package io.github.allfours.card;
