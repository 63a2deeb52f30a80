package io.github.allfours.testkit;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs a test's work on a thread of its own, whose stack starts empty, and waits for it.
 *
 * <p>Why: the {@link io.github.allfours.check.InvariantChecker} tries every action of its universe on every
 * state, and each one the state refuses ends in an {@link io.github.allfours.engine.IllegalActionException},
 * hundreds per state. Every exception fills in its stack trace, at a cost that grows with the depth of the
 * stack, and under JUnit or jqwik a test method already runs 70 to 80 frames deep: checked matches ran about
 * three times as long there as on a fresh thread. Only where the work runs changes: the same work, the same
 * checks, and what the work throws ({@link Error}s, {@link AssertionError}s among them, and unchecked
 * exceptions) is thrown again here unchanged, with the stack trace of the thread it came from.
 */
public final class ShallowStack {
    private ShallowStack() {
    }

    /**
     * Runs work on a new thread and returns its result.
     *
     * @param <T>  the result's type
     * @param name what the work is, for the thread's name (it shows in a thread dump)
     * @param work the work
     * @return what the work returned
     * @throws AssertionError   if the work threw one (the same object), or a checked exception (as its cause),
     *                          or if this thread was interrupted while waiting (the work's thread is interrupted too)
     * @throws RuntimeException whatever unchecked exception the work threw (the same object)
     */
    public static <T> T call(String name, Supplier<T> work) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                result.set(work.get());
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "shallow-stack " + name);
        worker.setDaemon(true);
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            worker.interrupt();
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while waiting for " + name, e);
        }
        Throwable t = failure.get();
        if (t instanceof Error error) {
            throw error;
        }
        if (t instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (t != null) {            // a checked exception thrown sneakily
            throw new AssertionError(name + " threw " + t, t);
        }
        return result.get();
    }

    /**
     * Runs work on a new thread and waits for it.
     *
     * @param name what the work is, for the thread's name
     * @param work the work
     * @throws AssertionError   if the work threw one (the same object), or if this thread was interrupted
     * @throws RuntimeException whatever unchecked exception the work threw (the same object)
     */
    public static void run(String name, Runnable work) {
        call(name, () -> {
            work.run();
            return null;
        });
    }
}
