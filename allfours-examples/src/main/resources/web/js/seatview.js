// The seat view: what a player or a spectator sees of the table. The seats round the felt (this seat's own
// status is drawn with its hand, below), each with its name, its cards face down, the dealer's mark, its call
// in an auction and its quick messages; the trick, each card toward the seat that played it, in the room the
// seats' boxes leave, so every viewer sees every card; above the felt, the hand's facts (trumps, turn-up, stock,
// contract); in the head, the scores.

import { back, card, face, suit } from './cards.js';
import { fill, h } from './dom.js';
import { num } from './narrate.js';

const PHASES = {
  BID: 'the auction', SALE: 'the sale', BEG: 'stand or beg', GIVE: 'give or run', BUNCH_VOTE: 'the bunch vote',
  DISCARD: 'discarding', PLAY: 'trick play', CLAIMS: 'claims before the count', MATCH_OVER: 'match over', DEAL: 'the deal',
};

/** What kind of seat a seat is, in a few words that never break: "bot, medium", "open seat", ... */
export function seatKind(kind, mine) {
  if (kind === 'open') return 'open seat';
  if (kind === 'invited') return 'invited';
  if (kind.startsWith('bot:')) return `bot, ${kind.slice(4)}${mine ? ' (playing for you)' : ''}`;
  return 'player';
}

/** A seat's call in this hand's auction while it is on: "passed", "bid 3", ...; else null. */
export function callOf(v, seat) {
  if (v.phase !== 'BID' && v.phase !== 'SALE') return null;
  const c = v.auction.find((a) => a.seat === seat);
  if (!c) return null;
  return { pass: 'passed', sell: 'sold', refuse: 'refused' }[c.call] ?? c.call;
}

/**
 * The seat view of a table page.
 *
 * @param el {felt, info, scores}: the elements it draws in
 */
export function seatView(el, { onLastTrick }) {
  const bubbles = new Map();      // seat -> {text, until}
  let drawn = null;               // {view, names, msg}
  let lastTrickShown = null;

  function position(names, seat, radius) {
    const a = (names.angle(seat) * Math.PI) / 180;
    return { left: 50 - Math.sin(a) * radius.x, top: 50 + Math.cos(a) * radius.y };
  }

  function drawScores(v, names, me) {
    fill(el.scores, v.rules.sides.map((side, i) => h('div', {
      class: `score${side.includes(me) ? ' ours' : ''}${v.winner === i ? ' winner' : ''}`, role: 'group',
      'aria-label': `${names.side(i)}: ${num(v.scores[i])} of ${v.rules.target} points`,
    }, h('span', { class: 'score-name' }, names.side(i)), h('span', { class: 'score-points' }, num(v.scores[i])),
    h('span', { class: 'score-target' }, `/${v.rules.target}`))));
  }

  function drawInfo(msg, v, names) {
    const parts = [h('span', { class: 'fact' }, `Hand ${v.handNumber + 1}`)];
    parts.push(h('span', { class: 'fact' }, `${names.seat(v.dealer)} ${names.plural(names.seat(v.dealer)) ? 'deal' : 'deals'}`));
    if (v.trump) {
      const t = suit(v.trump);
      parts.push(h('span', { class: `fact trumps${t.red ? ' red' : ''}` }, 'Trumps ', h('span', { class: 'big-suit',
        'aria-hidden': 'true' }, t.symbol), h('span', { class: 'sr' }, v.trump)));
    } else if (v.winner === null) {
      parts.push(h('span', { class: 'fact trumps' }, 'Trumps not yet chosen'));
    }
    if (v.turnUp) {
      parts.push(h('span', { class: 'fact' }, 'Turn-up ', face(v.turnUp, { small: true, label: `Turn-up: ${card(v.turnUp).name}` })));
    }
    if (v.setAside.length) {
      parts.push(h('span', { class: 'fact' }, 'Earlier ', v.setAside.map((c) => face(c, { small: true }))));
    }
    if (v.stockTop || v.stockSize > 0) {
      parts.push(h('span', { class: 'fact', 'aria-label': `Stock: ${v.stockSize} cards` }, 'Stock ',
        v.stockTop ? face(v.stockTop, { small: true, label: `Top of the stock: ${card(v.stockTop).name}` }) : null,
        h('span', {}, String(v.stockSize))));
    }
    if (v.contract) {
      parts.push(h('span', { class: 'fact' }, `${names.seat(v.contract.seat)} ${names.plural(names.seat(v.contract.seat))
        ? 'bid' : 'bids'} ${v.contract.points}`));
    }
    if (v.discardCount) parts.push(h('span', { class: 'fact' }, `${v.discardCount} discarded`));
    parts.push(h('span', { class: 'fact phase' }, PHASES[v.phase] ?? v.phase));
    const last = v.lastTrick;
    parts.push(h('button', { type: 'button', class: 'secondary small-button last-trick', disabled: !last,
      'aria-pressed': lastTrickShown ? 'true' : 'false', onclick: () => onLastTrick(),
      title: 'Show the last completed trick again' }, 'Last trick'));
    fill(el.info, parts);
  }

  function seatBox(msg, v, names, i, me) {
    const partner = me >= 0 && i !== me && names.sideOf(i) === names.sideOf(me);
    const count = v.handSizes[i];
    const kind = msg.seats[i];
    const fan = h('div', { class: 'fan', 'aria-hidden': 'true' });
    for (let k = 0; k < Math.min(count, 8); k++) fan.append(back({ small: true }));
    const known = v.knownCards[i] ?? [];
    const call = callOf(v, i);
    const named = msg.names?.[i];
    const label = `${names.full(i)}${partner ? ', your partner' : ''}: ${seatKind(kind, false)}, ${count} card${count === 1
      ? '' : 's'}${v.dealer === i ? ', dealer' : ''}${v.toAct === i ? ', to play' : ''}${call ? `, ${call}` : ''}`;
    const box = h('div', {
      class: `seat${v.toAct === i ? ' to-act' : ''}${v.inPlay[i] ? '' : ' out'}${kind === 'open' || kind === 'invited'
        ? ' empty' : ''}`,
      dataset: { seat: String(i) }, role: 'group', 'aria-label': label,
    },
    h('div', { class: 'seat-name' }, h('span', { class: 'name-text' }, names.seat(i)),
      v.dealer === i ? h('span', { class: 'dealer', title: 'Dealer' }, 'D') : null),
    h('div', { class: 'seat-kind' }, [partner ? 'partner' : null, named ? names.point(i) : null, seatKind(kind, false)]
      .filter(Boolean).join(' \u00b7 ')),
    fan,
    h('div', { class: 'seat-count' }, `${count} card${count === 1 ? '' : 's'}`),
    call ? h('div', { class: 'seat-call' }, call) : null,
    known.length ? h('div', { class: 'known', role: 'group', 'aria-label': `${names.seat(i)} shows` },
      known.map((c) => face(c, { small: true }))) : null,
    v.toAct === i ? h('div', { class: 'countdown', dataset: { seat: String(i) } }) : null,
    h('div', { class: 'bubble', 'aria-hidden': 'true' }));
    const p = position(names, i, { x: 49, y: 47 });
    box.style.left = `${p.left}%`;
    box.style.top = `${p.top}%`;
    // a box at an edge lies inside it: at the left edge its left side is on the point, at the top its top, ...
    const deg = names.angle(i);
    const a = (deg * Math.PI) / 180;
    box.style.transform = `translate(${-50 + 50 * Math.sin(a)}%, ${-50 - 50 * Math.cos(a)}%)`;
    box.dataset.edge = deg <= 45 || deg >= 315 ? 'bottom' : deg < 135 ? 'left' : deg <= 225 ? 'top' : 'right';
    return box;
  }

  function trickBox(msg, v, names, trick, done) {
    const box = h('div', {
      class: `trick${done ? ' done' : ''}`, role: 'group',
      'aria-label': trick ? `${done ? 'Trick taken by ' + names.seat(trick.winner) : 'The trick'}: ${trick.cards
        .map((c, k) => `${names.seat(trick.seats[k])} ${card(c).name}`).join(', ')}` : 'The trick: no card yet',
    });
    if (!trick) return box;
    trick.cards.forEach((c, k) => {
      const seat = trick.seats[k];
      const f = face(c, { label: `${names.seat(seat)}: ${card(c).name}` });
      f.dataset.angle = String(names.angle(seat));
      f.dataset.seat = String(seat);
      f.style.zIndex = String(k + 1);
      if (done && seat === trick.winner) f.classList.add('winning');
      if (!done && k === trick.cards.length - 1 && msg.lastMove?.seat === seat) f.classList.add('fresh');
      box.append(f);
    });
    if (done) {
      box.append(h('div', { class: 'trick-winner' }, `${names.seat(trick.winner)} ${names.plural(names.seat(trick.winner))
        ? 'take' : 'takes'} the trick`));
    }
    if (trick.thrownIn.length) {
      box.append(h('div', { class: 'thrown' }, trick.thrownIn.map((c) => face(c, { small: true }))));
    }
    return box;
  }

  /**
   * Lays the trick's cards out in the room the seats' boxes leave: each card toward its seat, on an ellipse inside
   * the felt less the bands the boxes take at its edges, so no card lies under a box, for players and spectators.
   */
  function place() {
    const trick = el.felt.querySelector('.trick');
    if (!trick) return;
    const cards = [...trick.querySelectorAll(':scope > .card')];
    const felt = el.felt.getBoundingClientRect();
    const W = felt.width;
    const H = felt.height;
    let top = 0;
    let bottom = H;
    let left = 0;
    let right = W;
    // each box takes a band along the edge it sits at (its angle round the table says which)
    for (const box of el.felt.querySelectorAll('.seat')) {
      const r = box.getBoundingClientRect();
      const x0 = r.left - felt.left;
      const y0 = r.top - felt.top;
      const edge = box.dataset.edge;
      if (edge === 'top') top = Math.max(top, y0 + r.height);
      else if (edge === 'bottom') bottom = Math.min(bottom, y0);
      else if (edge === 'left') left = Math.max(left, x0 + r.width);
      else right = Math.min(right, x0);
    }
    const cw = cards[0]?.offsetWidth ?? 58;
    const ch = cards[0]?.offsetHeight ?? 82;
    const gap = 6;
    const cx = (left + right) / 2;
    const cy = (top + bottom) / 2;
    const rx = Math.max(0, (right - left) / 2 - cw / 2 - gap);
    const ry = Math.max(0, (bottom - top) / 2 - ch / 2 - gap);
    // the trick stays together in the middle, its cards apart: more seats need a wider ring
    const many = cards.length > 4 || Number(el.felt.dataset.seats) > 4;
    const sx = Math.min(rx, cw * (many ? 1.7 : 1.25));
    const sy = Math.min(ry, ch * (many ? 1.05 : 0.75));
    cards.forEach((f) => {
      const a = (Number(f.dataset.angle) * Math.PI) / 180;
      f.style.left = `${cx - Math.sin(a) * sx}px`;
      f.style.top = `${cy + Math.cos(a) * sy}px`;
    });
    const winner = trick.querySelector('.trick-winner');
    if (winner) winner.style.top = `${Math.max(top, cy - sy - ch / 2 - 30)}px`;
    const thrown = trick.querySelector('.thrown');
    if (thrown) thrown.style.top = `${cy + sy + ch / 2 + 4}px`;
  }

  function drawBubbles() {
    const now = Date.now();
    for (const [seat, b] of bubbles) {
      const box = el.felt.querySelector(`.seat[data-seat="${seat}"] .bubble`) ?? document.querySelector(
        `.me-status[data-seat="${seat}"] .bubble`);
      if (b.until < now) {
        bubbles.delete(seat);
        if (box) fill(box);
      } else if (box) {
        fill(box, b.text);
      }
    }
  }

  return {
    /** Draws a frame: the scores, the facts, the seats and the trick (or the last trick, when asked for). */
    draw(msg, v, names, me) {
      drawn = { msg, v, names, me };
      drawScores(v, names, me);
      drawInfo(msg, v, names);
      el.felt.replaceChildren();
      el.felt.dataset.seats = String(v.rules.seats);
      el.felt.classList.toggle('spectator', me < 0);
      for (let i = 0; i < v.rules.seats; i++) {
        if (i !== me) el.felt.append(seatBox(msg, v, names, i, me));
      }
      const current = v.currentTrick.cards.length ? v.currentTrick : null;
      const shown = lastTrickShown ?? current;
      const done = shown ? shown.winner !== null && shown.winner !== undefined : false;
      el.felt.append(trickBox(msg, v, names, shown, done));
      drawBubbles();      // the caller lays the trick out (place) once the page's layout is settled
    },
    place,
    /** Shows the last trick again, or the table again. */
    toggleLastTrick() {
      if (!drawn) return;
      lastTrickShown = lastTrickShown ? null : drawn.v.lastTrick;
      this.draw(drawn.msg, drawn.v, drawn.names, drawn.me);
      place();
    },
    /** Forgets the last trick shown on request (the table moved on). */
    hideLastTrick() {
      lastTrickShown = null;
    },
    /** A quick message beside a seat for a few seconds. */
    bubble(seat, text) {
      bubbles.set(seat, { text, until: Date.now() + 5000 });
      drawBubbles();
      setTimeout(drawBubbles, 5100);
    },
  };
}
