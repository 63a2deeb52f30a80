// Who sits where, and what every page calls them. A seat's name is the same for every viewer, in the lobby,
// at the table and in the log: its compass point seen from seat 0 (seat 0 is South; the others follow round the
// table the way the game goes), or the display name its player gave. Each viewer sees the table turned so that
// its own seat is at the bottom (a spectator sees seat 0 there).

const COMPASS = ['South', 'South-west', 'West', 'North-west', 'North', 'North-east', 'East', 'South-east'];

/** The angle of a seat round a table of n, seen from seat `base` at 0° (bottom), in degrees. */
export function angle(seat, base, n, clockwise) {
  const r = (seat - base + n) % n;
  return (((clockwise ? 1 : -1) * r * 360) / n + 360) % 360;
}

/** A seat's compass name, the same for everyone: "South" for seat 0, "North" across from it, ... */
export function compass(seat, n, clockwise) {
  return COMPASS[Math.round(angle(seat, 0, n, clockwise) / 45) % 8];
}

/** The compass names of every seat of a table size ({players, sides, direction} of the catalogue). */
export function seatNames(size) {
  const clockwise = (size?.direction ?? 'clockwise') === 'clockwise';
  return Array.from({ length: size.players }, (_, i) => compass(i, size.players, clockwise));
}

/**
 * The names of a table's seats as one viewer reads them.
 *
 * @param rules     the view's rules ({seats, sides})
 * @param clockwise which way play goes
 * @param me        the viewer's seat, -1 for a spectator
 * @param display   per seat, a player's display name or null
 */
export function naming(rules, clockwise, me, display = []) {
  const n = rules.seats;
  const point = (i) => compass(i, n, clockwise);
  const base = (i) => display[i] || point(i);
  const seat = (i) => (i === me ? 'You' : base(i));
  const sideOf = (i) => rules.sides.findIndex((s) => s.includes(i));
  return {
    me,
    /** "You", a display name, or the compass point. */
    seat,
    /** The compass point, whoever sits there. */
    point,
    /** "North" or "Ann (North)" for a named seat; "You" stays "You". */
    full: (i) => (i === me ? 'You' : display[i] ? `${display[i]} (${point(i)})` : point(i)),
    /** A side's members, yours first: "You & North". */
    side: (k) => {
      const seats = [...(rules.sides[k] ?? [])].sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
      return seats.map(seat).join(' & ');
    },
    sideOf,
    /** The number of sides. */
    sides: () => rules.sides.length,
    /** Whether a name takes a plural verb ("You deal", "You & North score"). */
    plural: (name) => name === 'You' || name.includes(' & '),
    /** The screen angle of a seat for this viewer (its own seat, or seat 0 for a spectator, at the bottom). */
    angle: (i) => angle(i, me >= 0 ? me : 0, n, clockwise),
  };
}
