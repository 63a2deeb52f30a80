package io.github.allfours.engine;

import io.github.allfours.internal.LazyList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A persistent list, newest first, sharing its tail between states: a new state adds an award or a
 * hand result without copying the match's history.
 *
 * @param <T> the element type
 */
final class Chain<T> {
    final T head;
    final Chain<T> tail;
    final int size;

    private Chain(T head, Chain<T> tail) {
        this.head = head;
        this.tail = tail;
        this.size = tail == null ? 1 : tail.size + 1;
    }

    static <T> Chain<T> push(Chain<T> chain, T item) {
        return new Chain<>(item, chain);
    }

    static int size(Chain<?> c) {
        return c == null ? 0 : c.size;
    }

    /** Returns elements {@code from} (inclusive, 0 = oldest) to the newest, oldest first, unmodifiable. */
    static <T> List<T> toList(Chain<T> c, int from) {
        int count = size(c) - from;
        if (count <= 0) {
            return List.of();
        }
        Object[] a = new Object[count];
        for (int i = count - 1; i >= 0; i--) {
            a[i] = c.head;
            c = c.tail;
        }
        @SuppressWarnings("unchecked")
        List<T> list = (List<T>) Collections.unmodifiableList(Arrays.asList(a));
        return list;
    }

    /**
     * The same elements as {@link #toList}, as a list that copies them out of the chain only when first
     * read: a hand result keeps its awards this way at the cost of one small object.
     */
    static <T> List<T> lazyList(Chain<T> c, int from) {
        return size(c) <= from ? List.of() : new Lazy<>(c, from);
    }

    static boolean equal(Chain<?> a, Chain<?> b) {
        while (a != b) {
            if (a == null || b == null || a.size != b.size || !Objects.equals(a.head, b.head)) {
                return false;
            }
            a = a.tail;
            b = b.tail;
        }
        return true;
    }

    static int hash(Chain<?> c) {
        int h = 1;
        for (; c != null; c = c.tail) {
            h = 31 * h + Objects.hashCode(c.head);
        }
        return h;
    }

    /** An unmodifiable list of part of a chain, materialised on first access. */
    private static final class Lazy<T> extends LazyList<T> {
        private final Chain<T> chain;
        private final int from;

        Lazy(Chain<T> chain, int from) {
            this.chain = chain;
            this.from = from;
        }

        @Override
        protected List<T> load() {
            return toList(chain, from);
        }

        @Override
        public int size() {
            return chain.size - from;
        }
    }
}
