package io.github.allfours.examples.server.store;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** A store that does what another does: the tests' stores that do something more extend it. */
public class DelegatingStore implements TableStore {
    private final TableStore store;

    public DelegatingStore(TableStore store) {
        this.store = store;
    }

    @Override
    public List<String> chunks(String id) {
        return store.chunks(id);
    }

    @Override
    public List<String> chunks(String id, long through) {
        return store.chunks(id, through);
    }

    @Override
    public void create(StoredTable table, String chunk0) {
        store.create(table, chunk0);
    }

    @Override
    public Optional<StoredTable> find(String id) {
        return store.find(id);
    }

    @Override
    public long revision(String id) {
        return store.revision(id);
    }

    @Override
    public boolean commitMove(StoredTable after, String chunk) {
        return store.commitMove(after, chunk);
    }

    @Override
    public boolean updateSeats(StoredTable after) {
        return store.updateSeats(after);
    }

    @Override
    public boolean createRematch(StoredTable finished, StoredTable next, String chunk0) {
        return store.createRematch(finished, next, chunk0);
    }

    @Override
    public long say(String id, int seat, String message, long at) {
        return store.say(id, seat, message, at);
    }

    @Override
    public List<Said> said(String id, long after) {
        return store.said(id, after);
    }

    @Override
    public boolean delete(String id) {
        return store.delete(id);
    }

    @Override
    public boolean expire(String id, long finishedBefore, long idleBefore) {
        return store.expire(id, finishedBefore, idleBefore);
    }

    @Override
    public List<Listed> list(Query query) {
        return store.list(query);
    }

    @Override
    public List<String> expired(long finishedBefore, long idleBefore, int limit) {
        return store.expired(finishedBefore, idleBefore, limit);
    }

    @Override
    public List<String> waiting(long before, int limit) {
        return store.waiting(before, limit);
    }

    @Override
    public long count() {
        return store.count();
    }

    @Override
    public void listen(Consumer<String> listener) {
        store.listen(listener);
    }

    @Override
    public boolean isShared() {
        return store.isShared();
    }

    @Override
    public String describe() {
        return store.describe();
    }

    @Override
    public String kind() {
        return store.kind();
    }

    @Override
    public void check() {
        store.check();
    }

    @Override
    public void close() {
        store.close();
    }
}
