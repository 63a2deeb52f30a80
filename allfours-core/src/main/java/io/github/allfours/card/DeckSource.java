package io.github.allfours.card;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the deck orders of a match come from: deal number {@code n} (0 for the first deal of the match,
 * counting redeals) gets {@link #order(int) order(n)}. A source is a pure function of the deal number,
 * so a game state that holds one stays immutable and replayable.
 *
 * <p>Use {@link #seeded(long)} for simulations and {@link #of(List)} to replay orders a host shuffled.
 * A source may run out ({@link #order} returns an empty {@code Optional}); the game then waits in the
 * {@code DEAL} phase for the host to supply the next order.
 */
public interface DeckSource {
    /**
     * @param dealNumber 0 for the first deal of the match, then 1, 2, ... (redeals count)
     * @return the order for that deal, empty if this source has none
     */
    Optional<DeckOrder> order(int dealNumber);

    /**
     * A reproducible stream of uniformly shuffled orders: deal {@code n} is shuffled by a generator
     * derived from {@code seed} and {@code n}.
     *
     * @param seed the match seed
     * @return the source
     */
    static DeckSource seeded(long seed) {
        return new Seeded(seed);
    }

    /**
     * The given orders in turn, then none.
     *
     * @param orders the order of each deal
     * @return the source
     */
    static DeckSource of(List<DeckOrder> orders) {
        return new Listed(List.copyOf(orders));
    }

    /**
     * The given orders in turn, then none.
     *
     * @param orders the order of each deal
     * @return the source
     */
    static DeckSource of(DeckOrder... orders) {
        return new Listed(List.of(orders));
    }

    /** Returns a source with no orders at all: every deal waits for the host. */
    static DeckSource none() {
        return Listed.NONE;
    }

    /** Seeded shuffles; equal when the seeds are equal. */
    final class Seeded implements DeckSource {
        private final long seed;

        Seeded(long seed) {
            this.seed = seed;
        }

        @Override
        public Optional<DeckOrder> order(int dealNumber) {
            long mixed = DeckOrder.mix64(seed ^ DeckOrder.mix64(dealNumber + 0x632BE59BD9B4E019L));
            return Optional.of(DeckOrder.shuffled(mixed));
        }

        /** Returns the seed. */
        public long seed() {
            return seed;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Seeded s && s.seed == seed;
        }

        @Override
        public int hashCode() {
            return Long.hashCode(seed);
        }

        @Override
        public String toString() {
            return "DeckSource.seeded(" + seed + ")";
        }
    }

    /** A fixed list of orders; equal when the lists are equal. */
    final class Listed implements DeckSource {
        static final Listed NONE = new Listed(List.of());
        private final List<DeckOrder> orders;

        Listed(List<DeckOrder> orders) {
            this.orders = orders;
        }

        @Override
        public Optional<DeckOrder> order(int dealNumber) {
            boolean listed = dealNumber >= 0 && dealNumber < orders.size();
            return listed ? Optional.of(orders.get(dealNumber)) : Optional.empty();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Listed l && l.orders.equals(orders);
        }

        @Override
        public int hashCode() {
            return orders.hashCode();
        }

        @Override
        public String toString() {
            return "DeckSource.of(" + orders.size() + " orders)";
        }
    }
}
