package io.github.allfours.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A persistent (shared-tail) list of awards, newest first, so that a new state adds an award without
 * copying the match's history.
 */
final class AwardNode {
    final Award award;
    final AwardNode previous;
    final int size;

    AwardNode(Award award, AwardNode previous) {
        this.award = award;
        this.previous = previous;
        this.size = previous == null ? 1 : previous.size + 1;
    }

    static int size(AwardNode n) {
        return n == null ? 0 : n.size;
    }

    /** @return awards {@code from} (inclusive, 0 = the first of the match) to the end, oldest first */
    static List<Award> toList(AwardNode n, int from) {
        int count = size(n) - from;
        if (count <= 0) {
            return List.of();
        }
        Award[] a = new Award[count];
        for (int i = count - 1; i >= 0; i--) {
            a[i] = n.award;
            n = n.previous;
        }
        return Collections.unmodifiableList(new ArrayList<>(List.of(a)));
    }

    static boolean equal(AwardNode a, AwardNode b) {
        while (a != b) {
            if (a == null || b == null || a.size != b.size || !a.award.equals(b.award)) {
                return false;
            }
            a = a.previous;
            b = b.previous;
        }
        return true;
    }

    static int hash(AwardNode n) {
        int h = 1;
        for (; n != null; n = n.previous) {
            h = 31 * h + n.award.hashCode();
        }
        return h;
    }
}
