package io.github.allfours.internal;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * An unmodifiable list whose elements are copied out of a structure the engine shares between states only when
 * first read: a hand result or a view holds the match's awards this way at the cost of one small object. A
 * record that is given one keeps it as it is (it is already unmodifiable) instead of copying it.
 *
 * @param <T> the element type
 */
public abstract class LazyList<T> extends AbstractList<T> implements RandomAccess {
    private volatile List<T> items;

    /** For the engine's subclass. */
    protected LazyList() {
    }

    /**
     * Copies the elements out of the shared structure; called once, when an element is first read.
     *
     * @return the elements, an unmodifiable list of {@link #size()} elements
     */
    protected abstract List<T> load();

    @Override
    public final T get(int index) {
        List<T> l = items;       // racy single check: the list is immutable, so a second load is harmless
        if (l == null) {
            l = load();
            items = l;
        }
        return l.get(index);
    }
}
