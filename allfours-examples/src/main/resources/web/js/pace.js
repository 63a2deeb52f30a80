// The table's pace: what the page draws, one frame at a time, and for how long each stays before the next.
// Every view message becomes a frame (a move that completes a trick first becomes one more: the whole trick,
// its winner marked, drawn from the trick the move's events tell). Each frame is held for a time that depends
// on what it shows, at the lobby's speed; a frame that arrives after its predecessor's time is drawn at once.
// The holds are computed from the frames drawn, never from how many messages are waiting.

/** How long a frame stays, in milliseconds, by speed: a card or call, a completed trick, a new deal. */
export const PACES = {
  slow: { card: 1100, trick: 2200, deal: 1200 },
  normal: { card: 650, trick: 1300, deal: 700 },
  fast: { card: 300, trick: 650, deal: 300 },
  instant: { card: 0, trick: 0, deal: 0 },
};

/** Beyond this many frames waiting (a page that was asleep, a long backlog), frames are drawn without a hold. */
const BACKLOG = 12;

/**
 * The frames of one view message: [completed trick,] view.
 *
 * @param msg  the message
 * @param prev the message before it (or null)
 * @param me   the viewer's seat, -1 for a spectator
 */
export function framesOf(msg, prev, me) {
  const taken = msg.events.find((e) => e.type === 'trick-taken');
  const frames = [];
  if (taken && prev && prev.view.handNumber === taken.trick.hand) {
    frames.push({ msg, view: trickView(prev.view, msg, taken.trick, me), kind: 'trick' });
  }
  const dealt = msg.events.some((e) => e.type === 'dealt') && msg.version > 0;
  frames.push({ msg, view: msg.view, kind: dealt ? 'deal' : msg.lastMove ? 'move' : 'still' });
  return frames;
}

/** The table as it stood when a trick was completed: the trick whole, with its winner, and no one to act. */
function trickView(before, msg, trick, me) {
  const same = msg.view.handNumber === before.handNumber;
  const v = { ...before, currentTrick: trick, toAct: -1, legalActions: [] };
  if (same) {
    // still the same hand: the move's own counts (and All Fives' trick points) are right
    Object.assign(v, { hand: msg.view.hand, handSizes: msg.view.handSizes, scores: msg.view.scores,
      inPlay: msg.view.inPlay, played: msg.view.played });
  } else {
    // the hand ended with this trick: the cards that fell left their hands
    const sizes = [...before.handSizes];
    let hand = before.hand;
    for (const e of msg.events) {
      if (e.type === 'played') {
        sizes[e.seat] = Math.max(0, sizes[e.seat] - 1);
        if (e.seat === me) hand = hand.filter((c) => c !== e.card);
      }
    }
    Object.assign(v, { hand, handSizes: sizes });
  }
  return v;
}

/** How long a frame stays at a speed. */
export function holdOf(frame, pace) {
  if (frame.kind === 'trick') return pace.trick;
  if (frame.kind === 'deal') return pace.deal;
  if (frame.kind === 'move') return pace.card;
  return 0;
}

/**
 * A queue of frames drawn in order, each held for its time.
 *
 * @param draw called with each frame to draw, and whether more frames are waiting after it
 */
export function pacer(draw, { pace }) {
  const frames = [];
  let holdUntil = 0;
  let timer = null;
  let speed = pace;

  function pump() {
    if (timer !== null || frames.length === 0) return;
    const now = performance.now();
    if (now < holdUntil && frames.length <= BACKLOG) {
      timer = setTimeout(() => {
        timer = null;
        pump();
      }, holdUntil - now);
      return;
    }
    const frame = frames.shift();
    // an instant table draws no trick frame: the next view follows at once
    const hold = frames.length > BACKLOG ? 0 : holdOf(frame, speed);
    if (frame.kind === 'trick' && hold === 0 && frames.length) {
      pump();
      return;
    }
    draw(frame, frames.length > 0);
    holdUntil = performance.now() + hold;
    if (frames.length) pump();
  }

  return {
    push(list) {
      frames.push(...list);
      pump();
    },
    /** Whether frames are waiting to be drawn. */
    busy: () => frames.length > 0 || timer !== null,
    /** Drops the frames waiting (the page is closing). */
    stop() {
      frames.length = 0;
      clearTimeout(timer);
      timer = null;
    },
    setPace(p) {
      speed = p;
    },
  };
}
