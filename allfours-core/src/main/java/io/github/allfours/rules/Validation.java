package io.github.allfours.rules;

import java.util.List;

/** The bounds of {@link RuleSet.Builder#build()}, one problem sentence each. */
final class Validation {
    private Validation() {
    }

    static void check(String id, String name, String source, Integer seats, Integer sides, Integer target,
                      List<Integer> packets, Trumps trumps, Scoring scoring, List<String> p) {
        if (id == null) {
            p.add("the id must be given");
        } else if (id.length() > 64 || !RuleSet.ID.matcher(id).matches()) {
            p.add("id " + Options.quote(id) + " must be lower-case words joined by hyphens, at most 64 characters");
        }
        text("name", name, 100, p);
        text("source", source, 1000, p);
        boolean seatsOk = seats != null && seats >= 2 && seats <= RuleSet.MAX_SEATS;
        if (seats == null) {
            p.add("seats must be given");
        } else if (!seatsOk) {
            p.add("seats must be 2.." + RuleSet.MAX_SEATS + ", not " + seats);
        }
        if (seatsOk && sides != null && (sides < 2 || sides > seats || seats % sides != 0)) {
            p.add("sides (" + sides + ") must be at least 2 and divide the " + seats + " seats");
        }
        if (target == null) {
            p.add("target must be given");
        } else if (target < 1 || target > RuleSet.MAX_TARGET) {
            p.add("target must be 1.." + RuleSet.MAX_TARGET + ", not " + target);
        }
        long hand = 0;
        boolean packetsOk = !packets.isEmpty() && packets.size() <= 52;
        if (packets.isEmpty()) {
            p.add("packets must list at least one round of the deal");
        } else if (packets.size() > 52) {
            p.add("packets lists " + packets.size() + " rounds; a pack has 52 cards");
        }
        int bad = 0;
        int firstBad = 0;
        for (int pk : packets) {
            if (pk < 1 || pk > 52) {
                if (bad++ == 0) {
                    firstBad = pk;
                }
                packetsOk = false;
            } else {
                hand += pk;     // at most 52 packets of at most 52 cards: no overflow
            }
        }
        if (bad > 0) {
            p.add("every packet must hold 1..52 cards, not " + firstBad
                + (bad > 1 ? " (" + bad + " packets are out of bounds)" : ""));
        }
        if (seatsOk && packetsOk && hand * seats + 1 > 52) {
            p.add("a deal of " + hand + " cards to each of " + seats + " seats plus a turn-up needs more than 52 cards");
        }
        if (trumps == null) {
            p.add("trumps must be given (a turn-up or a pitch)");
        } else if (trumps instanceof TurnUp t) {
            t.points().forEach((rank, pts) -> {
                if (pts < 0 || pts > RuleSet.MAX_POINTS) {
                    p.add("turn-up points for " + rank + " must be 0.." + RuleSet.MAX_POINTS + ", not " + pts);
                }
            });
            t.begging().ifPresent(b -> begging(b, p));
        } else if (trumps instanceof Stock && seats != 2) {
            p.add("a stock to draw from needs 2 seats, not " + seats);
        } else if (trumps instanceof Auction a) {
            if (a.minimumBid() < 1 || a.minimumBid() > Auction.MAX_BID) {
                p.add("minimumBid must be 1.." + Auction.MAX_BID + ", not " + a.minimumBid());
            }
            if (a.maximumBid() < Math.max(1, a.minimumBid()) || a.maximumBid() > Auction.MAX_BID) {
                p.add("maximumBid must be minimumBid.." + Auction.MAX_BID + ", not " + a.maximumBid());
            }
        }
        if (scoring.trumpFiveValue() < 0 || scoring.trumpFiveValue() > 100) {
            p.add("trumpFiveValue must be 0..100, not " + scoring.trumpFiveValue());
        }
        if (scoring.hangJackPoints() < 1 || scoring.hangJackPoints() > RuleSet.MAX_POINTS) {
            p.add("hangJackPoints must be 1.." + RuleSet.MAX_POINTS + ", not " + scoring.hangJackPoints());
        }
        if (scoring.gamePoints() < 1 || scoring.gamePoints() > RuleSet.MAX_POINTS) {
            p.add("gamePoints must be 1.." + RuleSet.MAX_POINTS + ", not " + scoring.gamePoints());
        }
    }

    static void tableMode(TableMode t, List<String> p) {
        if (t.penaltyPoints() < 0 || t.penaltyPoints() > RuleSet.MAX_POINTS) {
            p.add("penaltyPoints must be 0.." + RuleSet.MAX_POINTS + ", not " + t.penaltyPoints());
        }
        if (t.forfeitTopTrumps() < 0 || t.forfeitTopTrumps() > 13) {
            p.add("forfeitTopTrumps must be 0..13, not " + t.forfeitTopTrumps());
        }
        if (t.misdealPoints() < 0 || t.misdealPoints() > RuleSet.MAX_POINTS) {
            p.add("misdealPoints must be 0.." + RuleSet.MAX_POINTS + ", not " + t.misdealPoints());
        }
        if (t.peekPoints() < 0 || t.peekPoints() > RuleSet.MAX_POINTS) {
            p.add("peekPoints must be 0.." + RuleSet.MAX_POINTS + ", not " + t.peekPoints());
        }
    }

    private static void begging(Begging b, List<String> p) {
        if (b.giftPoints() < 0 || b.giftPoints() > RuleSet.MAX_POINTS) {
            p.add("giftPoints must be 0.." + RuleSet.MAX_POINTS + ", not " + b.giftPoints());
        }
        if (b.giftThrowsIn() && b.giftTo() != GiftRecipients.BEGGING_SIDE) {
            p.add("a gift that throws the cards in must go to the begging side");
        }
        if (b.run().packet() < 1 || b.run().packet() > 52) {
            p.add("the run packet must be 1..52 cards, not " + b.run().packet());
        }
    }

    private static void text(String what, String value, int max, List<String> p) {
        if (value == null) {
            return;
        }
        if (value.length() > max) {
            p.add(what + " must be at most " + max + " characters, not " + value.length());
        }
        for (int i = 0; i < value.length(); i++) {
            if (Character.isISOControl(value.charAt(i))) {
                p.add(what + " may not hold the control character U+"
                    + String.format("%04X", (int) value.charAt(i)));
                break;
            }
        }
    }
}
