// The seat's choices: the prompt that says what the move does, the calls and bids as buttons (each with what it
// does as its tooltip), table mode's claims, and the hand, whose playable cards are the card choices. One gesture
// makes one move: input is taken only once the table has stood still for a moment (SETTLE ms after it changed)
// and never while a move is on its way; a card played leaves its place empty until then, so no other card slides
// under the pointer; after a move made with the keyboard the focus rests on the hand, not on a card.

import { back, card, face, sortHand } from './cards.js';
import { fill, h } from './dom.js';
import { tipOf } from './rules-help.js';
import { callOf, seatKind } from './seatview.js';

/** How long input is ignored after the table changes, in milliseconds. */
export const SETTLE = 400;

const LABELS = {
  beg: 'Beg', stand: 'Stand', give: 'Give one', run: 'Run the cards', bunch: 'Bunch', keep: 'Keep', pass: 'Pass',
  sell: 'Sell', refuse: 'Refuse', 'throw-in': 'Throw in', retract: 'Take back my revoke', 'call-revoke': 'Call a revoke',
  misdeal: 'Claim a misdeal', count: 'Count the hand', peek: 'Peek at my hand',
};
/** Table mode's claims: shown apart from the seat's turn, whose they are not. */
const CLAIM = /^(retract|call-revoke|misdeal|peek|(expose|call) \w\w)$/;
const SUIT_NAMES = { S: 'spades', H: 'hearts', C: 'clubs', D: 'diamonds' };

export function labelOf(a) {
  const bid = /^bid (\d)$/.exec(a);
  if (bid) return `Bid ${bid[1]}`;
  const m = /^(play|discard) (\w\w)$/.exec(a);
  if (m) return `${m[1] === 'play' ? 'Play' : 'Discard'} ${card(m[2]).text}`;
  return LABELS[a] ?? a;
}

/** What the seat's move does, in a sentence: the prompt of its turn. */
export function promptOf(v, names, acts) {
  const r = v.rules;
  const trick = v.currentTrick;
  switch (v.phase) {
    case 'BEG': return `Stand to keep ${v.turnUp ? SUIT_NAMES[v.turnUp[1]] : 'the turned suit'} as trumps, or beg for a new suit.`;
    case 'GIVE': return `${names.full((v.dealer + 1) % r.seats)} begged: give one point, or run the cards for new trumps.`;
    case 'BUNCH_VOTE': return 'Keep these trumps, or vote to bunch the cards and deal again.';
    case 'SALE': return `${names.seat(v.contract?.seat ?? 0)} bid ${v.contract?.points ?? ''}: sell (your side scores it now)`
      + ' or refuse (you lead and must make it).';
    case 'CLAIMS': return 'Call a revoke if you saw one, then count the hand.';
    case 'DISCARD': {
      const keep = r.packets.reduce((a, b) => a + b, 0);
      const n = v.hand.length - keep;
      return `Discard ${n} card${n === 1 ? '' : 's'}, one at a time, to keep ${keep}.`;
    }
    case 'BID': {
      const bids = acts.filter((a) => a.startsWith('bid '));
      if (!bids.length) return 'Pass: no higher bid is possible.';
      if (!acts.includes('pass')) return `Bid: everyone else passed, so you must bid (${bids.map(labelOf).join(', ')}).`;
      return v.contract ? `Bid more than ${v.contract.points}, or pass.` : 'Bid, or pass.';
    }
    case 'PLAY': {
      if (!trick.cards.length) {
        return v.trump ? 'Your lead: play any card.' : 'Your lead names trumps: the suit of the card you lead is trumps this hand.';
      }
      const led = trick.cards[0][1];
      const ledName = SUIT_NAMES[led];
      const trumps = v.trump ? { spades: 'S', hearts: 'H', clubs: 'C', diamonds: 'D' }[v.trump] : null;
      const holds = v.hand.some((c) => c[1] === led);
      const trumpsHeld = v.hand.some((c) => c[1] === trumps);
      if (led === trumps) return holds ? 'Trumps were led: play a trump.' : 'Trumps were led and you have none: play any card.';
      if (!holds) return `You have no ${ledName}: play any card.`;
      return trumpsHeld && acts.some((a) => a.endsWith(trumps)) ? `Follow ${ledName}, or play a trump.` : `Follow ${ledName}.`;
    }
    default: return 'Your move.';
  }
}

/**
 * The choices of a table page.
 *
 * @param el   {controls, prompt, actions, claims, hand, me}: the elements it draws in
 * @param onAct called with an action's text when the player chooses it
 */
export function choices(el, { onAct }) {
  let readyAt = 0;
  let readyTimer = null;
  let busy = false;
  let drawnHand = [];           // the card codes in the hand, in order, as last drawn (gaps included)
  let gapTimer = null;
  let gap = null;               // {card, version, until}: the card this seat played, its place empty a moment
  let hints = null;             // {version, values: Map(action -> value)}

  function ready() {
    return !busy && performance.now() >= readyAt;
  }

  function settle() {
    readyAt = performance.now() + SETTLE;
    el.controls.dataset.ready = 'false';
    clearTimeout(readyTimer);
    readyTimer = setTimeout(() => {
      el.controls.dataset.ready = busy ? 'false' : 'true';
    }, SETTLE);
  }

  /** One gesture, one move: the choice is taken only when the table is settled and no move is on its way. */
  function choose(action, viaKeyboard) {
    if (!ready()) return;
    if (viaKeyboard) el.hand.focus({ preventScroll: true });
    onAct(action);
  }

  function button(a, rules, cls) {
    const tip = tipOf(a, rules);
    let viaKeyboard = false;
    return h('button', {
      type: 'button', class: cls, dataset: { action: a }, title: tip ?? undefined,
      onkeydown: (e) => {
        viaKeyboard = e.key === 'Enter' || e.key === ' ';
      },
      onclick: (e) => {
        choose(a, viaKeyboard || e.detail === 0);
        viaKeyboard = false;
      },
    }, labelOf(a), hintBadge(a));
  }

  function hintBadge(a) {
    const value = hints?.values.get(a);
    if (value === undefined) return null;
    const best = Math.max(...hints.values.values());
    return h('span', { class: `hint-badge${value === best ? ' best' : ''}`, title: 'The hard bot\u2019s chance of winning the'
      + ' match after this choice' }, `${Math.round(value * 100)}%`);
  }

  function drawHand(msg, v, acts, myTurn, played) {
    if (v.handHidden) {
      drawnHand = [];
      fill(el.hand, h('p', { class: 'hidden-hand' }, 'You may not look at your cards until your partner pitches.'),
        Array.from({ length: v.handSizes[v.seat] }, () => back()));
      return;
    }
    const exposed = new Set(v.knownCards[v.seat] ?? []);
    const sorted = sortHand(v.hand);
    // a card just played leaves a gap for a moment, where it was, however many frames follow, so that the next
    // click does not land on another card
    if (played && gap?.version !== msg.version) gap = { card: played, version: msg.version, until: performance.now() + SETTLE };
    const keep = gap && performance.now() < gap.until && drawnHand.includes(gap.card) && !sorted.includes(gap.card)
      && sorted.every((c) => drawnHand.includes(c));
    const order = keep ? drawnHand.filter((c) => c === gap.card || sorted.includes(c)) : sorted;
    drawnHand = order;
    const cardTurn = myTurn && (v.phase === 'PLAY' || v.phase === 'DISCARD');
    const cards = order.map((c, k) => {
      if (!sorted.includes(c)) {
        return h('span', { class: 'card gap', 'aria-hidden': 'true' });
      }
      const choice = acts.find((a) => a === `play ${c}` || a === `discard ${c}`);
      const f = face(c, { button: true, label: `${card(c).name}${cardTurn && !choice ? ', not playable now' : ''}`
        + `${exposed.has(c) ? ', exposed' : ''}` });
      f.tabIndex = -1;
      if (choice) f.classList.add('playable');
      else if (cardTurn) f.setAttribute('aria-disabled', 'true');
      if (exposed.has(c)) f.classList.add('exposed');
      if (choice && hints) f.append(hintBadge(choice) ?? '');
      let viaKeyboard = false;
      f.addEventListener('keydown', (e) => {
        viaKeyboard = e.key === 'Enter' || e.key === ' ';
        roam(e, k);
      });
      f.addEventListener('click', (e) => {
        // a card the rules refuse is still sent: the server's answer says why, in the engine's words
        if (cardTurn) choose(choice ?? (v.phase === 'DISCARD' ? `discard ${c}` : `play ${c}`), viaKeyboard || e.detail === 0);
        viaKeyboard = false;
      });
      return f;
    });
    fill(el.hand, cards);
    const first = el.hand.querySelector('.card.playable') ?? el.hand.querySelector('button.card');
    if (first) first.tabIndex = 0;
    el.hand.classList.toggle('my-turn', cardTurn);
    el.hand.classList.toggle('auction', !cardTurn);
    if (v.revokes.length) {
      el.hand.append(h('p', { class: 'revoke-note' }, `Your uncalled revokes: ${v.revokes.map((c) => card(c).text).join(' ')}`));
    }
    clearTimeout(gapTimer);
    if (keep) {
      gapTimer = setTimeout(() => {
        el.hand.querySelectorAll('.card.gap').forEach((g) => g.remove());
        drawnHand = sorted;
      }, gap.until - performance.now());
    }
  }

  /** Arrow keys move across the hand (one card is in the Tab order at a time). */
  function roam(e, k) {
    const keys = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: -99, End: 99 };
    if (!(e.key in keys)) return;
    e.preventDefault();
    const all = [...el.hand.querySelectorAll('button.card')];
    const at = all.indexOf(e.currentTarget);
    const to = Math.max(0, Math.min(all.length - 1, keys[e.key] === -99 ? 0 : keys[e.key] === 99 ? all.length - 1
      : at + keys[e.key]));
    all.forEach((b, i) => {
      b.tabIndex = i === to ? 0 : -1;
    });
    all[to].focus();
  }

  function drawClaims(claims, rules) {
    const simple = claims.filter((a) => !/^(expose|call) /.test(a));
    const calls = claims.filter((a) => a.startsWith('call '));
    const exposes = claims.filter((a) => a.startsWith('expose '));
    const parts = simple.map((a) => button(a, rules, 'claim'));
    for (const a of calls) {
      const b = button(a, rules, 'claim');
      b.setAttribute('aria-label', `Call the exposed ${card(a.slice(5)).name}`);
      fill(b, `Call ${card(a.slice(5)).text}`);
      parts.push(b);
    }
    if (exposes.length) {
      const select = h('select', { 'aria-label': 'A card to expose' },
        exposes.map((a) => h('option', { value: a }, card(a.slice(7)).text)));
      parts.push(h('span', { class: 'expose' }, select,
        h('button', { type: 'button', class: 'claim secondary', onclick: () => choose(select.value, false) }, 'Expose')));
    }
    fill(el.claims, parts.length ? [h('span', { class: 'claims-label' }, 'Table:'), ...parts] : []);
  }

  function drawMe(msg, v, names, myTurn) {
    const me = v.seat;
    const partners = v.rules.sides[names.sideOf(me)].filter((i) => i !== me).map(names.seat);
    const call = callOf(v, me);
    el.me.dataset.seat = String(me);
    fill(el.me, h('span', { class: 'me-name' }, msg.names?.[me] ? `You (${msg.names[me]}, ${names.point(me)})`
      : `You (${names.point(me)})`),
    v.dealer === me ? h('span', { class: 'dealer', title: 'Dealer' }, 'D') : null,
    h('span', { class: 'seat-kind' }, seatKind(msg.seats[me], true)),
    partners.length ? h('span', { class: 'me-partner' }, `partner: ${partners.join(', ')}`) : null,
    call ? h('span', { class: 'seat-call' }, `you ${call}`) : null,
    myTurn ? h('span', { class: 'countdown', dataset: { seat: String(me) } }) : null,
    h('span', { class: 'bubble', 'aria-hidden': 'true' }));
  }

  return {
    ready,
    /** Whether a move is on its way: input waits for its answer. */
    setBusy(b) {
      busy = b;
      el.controls.classList.toggle('acting', b);
      if (b) el.controls.dataset.ready = 'false';
      else settle();
    },
    /** The hard bot's values of this version's choices, shown on them; null to clear. */
    setHints(x) {
      hints = x;
    },
    hints: () => hints,

    /**
     * Draws the choices of a frame.
     *
     * @param live    whether this frame is the table as it stands (else its choices are shown but not offered)
     * @param waiting a sentence saying who the table waits for before its match can start, or null
     * @param played  the card this seat just played, if any (its place stays empty a moment)
     */
    draw(msg, v, names, { live, waiting, played, keepSettled = false }) {
      const me = v.seat;
      const acts = live && !waiting && me >= 0 ? v.legalActions : [];
      const myTurn = me >= 0 && v.toAct === me && v.winner === null && !waiting;
      const botPlays = me >= 0 && msg.seats[me].startsWith('bot:');
      if (hints && hints.version !== msg.version) hints = null;
      if (v.winner !== null) fill(el.prompt, 'The match is over.');
      else if (waiting) fill(el.prompt, waiting);
      else if (me < 0) fill(el.prompt, v.toAct >= 0 ? `${names.full(v.toAct)} to play.` : '');
      else if (botPlays) fill(el.prompt, 'A bot is playing your seat.');
      else if (myTurn && acts.length) fill(el.prompt, h('strong', {}, 'Your turn. '), promptOf(v, names, acts));
      else if (myTurn) fill(el.prompt, h('strong', {}, 'Your turn.'));
      else if (v.toAct >= 0) fill(el.prompt, `Waiting for ${names.full(v.toAct)}\u2026`);
      else fill(el.prompt, '');
      const calls = acts.filter((a) => !/^(play|discard) /.test(a) && !CLAIM.test(a));
      fill(el.actions, calls.map((a) => button(a, v.rules, 'action')));
      drawClaims(live && !waiting ? [...acts.filter((a) => CLAIM.test(a)), ...msg.claims] : [], v.rules);
      if (me < 0) {
        fill(el.hand);
        fill(el.me);
        el.hand.hidden = true;
      } else {
        el.hand.hidden = false;
        drawMe(msg, v, names, myTurn);
        drawHand(msg, v, acts, myTurn && acts.length > 0, played);
      }
      if (!keepSettled) settle();
      return { myTurn: myTurn && acts.length > 0 };
    },
  };
}
