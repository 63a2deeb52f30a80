package io.github.allfours.examples.cli;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

/**
 * Runs independent pieces of work (matches, pairs) on a number of threads and gives their results in order, so that
 * what a command prints does not depend on how many threads it ran on.
 */
public final class Parallel {
    private Parallel() {
    }

    /**
     * The results of {@code work} for {@code from} (inclusive) to {@code to} (exclusive), in that order, computed on
     * {@code threads} threads (on the calling thread alone for 1).
     *
     * @param threads how many threads, at least 1
     * @param from    the first number
     * @param to      the number after the last
     * @param work    the work of one number
     * @param <T>     the result's type
     * @return the results, in the order of the numbers
     * @throws IllegalStateException if a piece of work fails (its exception the cause) or the caller is interrupted
     */
    public static <T> List<T> map(int threads, int from, int to, IntFunction<T> work) {
        if (threads == 1) {
            return IntStream.range(from, to).mapToObj(work).toList();
        }
        ForkJoinPool pool = new ForkJoinPool(threads);
        try {
            return pool.submit(() -> IntStream.range(from, to).parallel().mapToObj(work).toList()).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdown();
        }
    }
}
