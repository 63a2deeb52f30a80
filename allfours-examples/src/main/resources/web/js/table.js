// A table: the seat's view drawn from each view message the stream pushes, the seat's choices as buttons and
// cards, the story of the match from the messages' events. The page holds only what the server sent this seat
// (or a spectator): a hidden card is never in a message, so it can never be on the page.

import { api, ApiError, follow, serverNow } from './api.js';
import { back, card, face, sortHand, suit } from './cards.js';
import { clock, fill, h } from './dom.js';
import { narrate, handResult } from './narrate.js';
import * as storage from './storage.js';

const COMPASS = ['South', 'South-west', 'West', 'North-west', 'North', 'North-east', 'East', 'South-east'];
const SHORT = ['S', 'SW', 'W', 'NW', 'N', 'NE', 'E', 'SE'];
const PHASES = {
  BID: 'the auction', SALE: 'the sale', BEG: 'stand or beg', GIVE: 'give or run', BUNCH_VOTE: 'the bunch vote',
  DISCARD: 'discarding', PLAY: 'trick play', CLAIMS: 'claims before the count', MATCH_OVER: 'the match is over',
  DEAL: 'the deal',
};
const PROMPTS = {
  BID: 'Bid or pass.', SALE: 'Sell or refuse.', BEG: 'Stand, or beg for a new trump?', GIVE: 'Give one point, or run the cards?',
  BUNCH_VOTE: 'Bunch the cards or keep them?', DISCARD: 'Discard a card.', PLAY: 'Play a card.',
  CLAIMS: 'Call any revoke, then count the hand.',
};
const LABELS = {
  beg: 'Beg', stand: 'Stand', give: 'Give one', run: 'Run the cards', bunch: 'Bunch', keep: 'Keep', pass: 'Pass',
  sell: 'Sell', refuse: 'Refuse', 'throw-in': 'Throw in', retract: 'Take back my revoke', 'call-revoke': 'Call a revoke',
  misdeal: 'Claim a misdeal', count: 'Count the hand', peek: 'Peek at my hand',
};

/** Table mode's claims: shown apart from the seat's turn, whose they are not. */
const CLAIM = /^(retract|call-revoke|misdeal|peek|(expose|call) \w\w)$/;

/** A seat opening a table at most this many moves old is sent every move from the deal, to narrate them. */
const REPLAY = 40;

/** How long each other seat's move stays on the table before the next is drawn, by the speed setting. */
const PACE = { slow: 900, normal: 500, fast: 200, instant: 0 };

/**
 * Opens a table in `root`: as a seat when this browser holds its token, else as a spectator.
 * Returns a function that closes it.
 */
export function openTable(root, { table, catalogue, speed, onLeave, onRematch }) {
  const mine = storage.held(table);
  const token = mine?.token ?? null;
  const s = {
    table, token, seat: token ? mine.seat : -1, owner: mine?.owner ?? null, catalogue,
    queue: [], shown: null, lastVersion: -1, waiting: false, busy: false, stop: null, timer: null, hand: -1,
    pace: PACE[speed] ?? PACE.normal, resultShownFor: -1, sizes: null,
  };
  let closed = false;
  performance.mark('allfours:table-open');

  const el = {
    status: h('p', { class: 'table-status', 'aria-live': 'polite' }),
    title: h('h1', { class: 'table-title' }),
    scores: h('div', { class: 'scores', 'aria-label': 'Scores' }),
    felt: h('div', { class: 'felt', 'aria-label': 'The table' }),
    prompt: h('p', { class: 'prompt', 'aria-live': 'polite' }),
    alert: h('p', { class: 'alert', role: 'alert' }),
    actions: h('div', { class: 'actions', role: 'group', 'aria-label': 'Your choices' }),
    claims: h('div', { class: 'claims', role: 'group', 'aria-label': 'Table claims' }),
    hint: h('div', { class: 'hint', 'aria-live': 'polite' }),
    hand: h('div', { class: 'hand', role: 'group', 'aria-label': 'Your hand' }),
    me: h('p', { class: 'me-status' }),
    banner: h('div', { class: 'banner' }),
    invites: h('div', { class: 'invites' }),
    log: h('div', { class: 'log', 'aria-live': 'polite', 'aria-label': 'What happened' }),
    lastResult: h('div', { class: 'last-result' }),
  };
  el.controls = h('div', { class: 'controls' }, el.prompt, el.alert, el.actions, el.claims, el.hint, el.me, el.hand);
  const hintButton = h('button', { type: 'button', class: 'secondary', onclick: () => hint(), disabled: true,
    title: "The hard bot's value of each of your choices" }, 'Hint');
  const page = h('section', { class: 'table-page' },
    h('div', { class: 'table-head' },
      el.title,
      el.scores,
      h('div', { class: 'head-buttons' },
        token ? hintButton : null,
        h('button', { type: 'button', class: 'secondary', onclick: onLeave }, 'Lobby'))),
    el.banner,
    h('div', { class: 'board' },
      h('div', { class: 'play-area' },
        el.felt,
        el.controls),
      h('aside', { class: 'side' },
        el.status,
        el.invites,
        h('h2', {}, 'Last hand'), el.lastResult,
        h('h2', {}, 'Log'), el.log)));
  fill(root, page);

  // ------------------------------------------------------------------------------------ names

  function rulesOf(msg) {
    return msg.view.rules;
  }

  function tableSize(msg) {
    const r = rulesOf(msg);
    const v = s.catalogue?.variants?.find((x) => x.id === r.id);
    return v?.tables.find((t) => t.players === r.seats && t.sides.length === r.sides.length);
  }

  /** Where each seat sits on the screen: this seat (or seat 0 for a spectator) at the bottom. */
  function angleOf(msg, seat) {
    const n = rulesOf(msg).seats;
    const base = s.seat >= 0 ? s.seat : 0;
    const r = (seat - base + n) % n;
    const clockwise = (tableSize(msg)?.direction ?? 'clockwise') === 'clockwise';
    return (((clockwise ? 1 : -1) * r * 360) / n + 360) % 360;
  }

  function compass(msg, seat) {
    return Math.round(angleOf(msg, seat) / 45) % 8;
  }

  function sideOf(msg, seat) {
    return rulesOf(msg).sides.findIndex((side) => side.includes(seat));
  }

  function names(msg) {
    const seatName = (i) => (i === s.seat ? 'You' : COMPASS[compass(msg, i)]);
    return {
      seat: seatName,
      short: (i) => (i === s.seat ? 'You' : SHORT[compass(msg, i)]),
      side: (i) => {
        const seats = rulesOf(msg).sides[i] ?? [];
        const sorted = [...seats].sort((a, b) => (a === s.seat ? -1 : b === s.seat ? 1 : a - b));
        return sorted.map(seatName).join(' & ');
      },
      plural: (name) => name === 'You' || name.startsWith('You ') || name.includes(' & '),
    };
  }

  function seatKind(msg, i) {
    const k = msg.seats[i];
    if (k === 'open') return 'open seat';
    if (k.startsWith('bot:')) return `bot · ${k.slice(4)}${i === s.seat ? ' (playing for you)' : ''}`;
    return 'player';
  }

  // ------------------------------------------------------------------------------------ messages

  function enqueue(msg) {
    if (msg.version <= s.lastVersion && !(msg.version === s.lastVersion && s.shown && s.shown.seats.join() !== msg.seats.join())) {
      return;      // seen already (the answer to a move and the stream both bring it)
    }
    s.lastVersion = msg.version;
    s.queue.push(msg);
    pump();
  }

  function pump() {
    if (s.busy || s.queue.length === 0) return;
    const msg = s.queue.shift();
    show(msg);
    const others = msg.lastMove && msg.lastMove.seat !== s.seat;
    const delay = others && s.queue.length > 0 && s.queue.length < 6 ? s.pace : 0;
    if (delay > 0) {
      s.busy = true;
      setTimeout(() => {
        s.busy = false;
        pump();
      }, delay);
    } else if (s.queue.length) {
      pump();
    }
  }

  function current() {
    return s.queue.length === 0 ? s.shown : null;
  }

  function show(msg) {
    const first = s.shown === null;
    s.shown = msg;
    log(msg);
    draw(msg);
    if (first) {
      performance.mark('allfours:first-view');
      performance.measure('allfours:open-to-first-view', 'allfours:table-open', 'allfours:first-view');
    }
  }

  // ------------------------------------------------------------------------------------ the log

  function log(msg) {
    const n = names(msg);
    for (const line of narrate(msg.events, n)) {
      let section = el.log.firstElementChild;
      const hand = line.kind === 'deal' ? line.hand : section ? Number(section.dataset.hand) : msg.view.handNumber;
      if (!section || Number(section.dataset.hand) !== hand) {
        section = h('section', { class: 'log-hand', dataset: { hand: String(hand) },
          'aria-label': `Hand ${hand + 1}` });
        el.log.prepend(section);
      }
      line.node.classList.add(`log-${line.kind}`);
      section.prepend(line.node);
      if (line.kind === 'result') {
        fill(el.lastResult, handResult(line.result, line.scores, n));
        if (msg.view.winner === null) flash(handResult(line.result, line.scores, n));
      }
    }
    // keep the log of the last 12 hands
    while (el.log.children.length > 12) el.log.lastElementChild.remove();
  }

  let flashTimer = null;
  function flash(node) {
    const old = el.felt.querySelector('.flash');
    if (old) old.remove();
    clearTimeout(flashTimer);
    const box = h('div', { class: 'flash', role: 'status' }, node,
      h('button', { type: 'button', class: 'secondary', onclick: () => box.remove() }, 'OK'));
    el.felt.append(box);
    flashTimer = setTimeout(() => box.remove(), 6000);
  }

  // ------------------------------------------------------------------------------------ drawing

  function draw(msg) {
    const v = msg.view;
    const n = names(msg);
    // for tests and tools: which version, hand and phase the page shows
    Object.assign(page.dataset, { version: String(msg.version), hand: String(v.handNumber), phase: v.phase,
      current: String(msg === current()) });
    const variant = s.catalogue?.variants?.find((x) => x.id === v.rules.id);
    fill(el.title, variant?.name ?? v.rules.id,
      h('span', { class: 'subtitle' }, ` · ${v.rules.seats} players · to ${v.rules.target}`
        + `${s.seat < 0 ? ' · watching' : ''}`));
    // a keyboard player keeps the focus in the hand and the choices while they are redrawn
    const focused = el.controls.contains(document.activeElement) ? document.activeElement : null;
    const was = focused && (focused.dataset.card ?? focused.dataset.action);
    drawScores(msg, n);
    drawFelt(msg, n);
    drawControls(msg, n);
    if (focused && !el.controls.contains(document.activeElement)) {
      const again = [...el.controls.querySelectorAll('button')].find((b) => (b.dataset.card ?? b.dataset.action) === was)
        ?? el.controls.querySelector('.actions button, .hand .card.playable, .hand .card');
      if (again) again.focus({ preventScroll: true });
    }
    drawBanner(msg, n);
    drawInvites(msg);
    tick();
  }

  function drawScores(msg, n) {
    const v = msg.view;
    fill(el.scores, v.rules.sides.map((side, i) => h('div', {
      class: `score${side.includes(s.seat) ? ' ours' : ''}${v.winner === i ? ' winner' : ''}`,
    }, h('span', { class: 'score-name' }, n.side(i)), h('span', { class: 'score-points' }, String(v.scores[i])),
    h('span', { class: 'score-target' }, `/ ${v.rules.target}`))));
  }

  function position(msg, seat, radius) {
    const a = (angleOf(msg, seat) * Math.PI) / 180;
    return { left: 50 - Math.sin(a) * radius.x, top: 50 + Math.cos(a) * radius.y };
  }

  // The trick's cards, each toward the seat that played it, in the room the seats' boxes leave: below the
  // lowest box at the top edge (on a short felt a card at a fixed share of its height would lie under it).
  function placeTrick(trickBox) {
    if (!trickBox) return;
    const cards = [...trickBox.querySelectorAll(':scope > .card')];
    if (!cards.length) return;
    const felt = el.felt.getBoundingClientRect();
    let top = 0;
    for (const box of el.felt.querySelectorAll('.seat')) {
      const r = box.getBoundingClientRect();
      if ((r.top + r.bottom) / 2 - felt.top < felt.height * 0.2) top = Math.max(top, r.bottom - felt.top);
    }
    const half = cards[0].offsetHeight / 2 + 4;
    const cy = (top + felt.height) / 2;
    const ry = Math.max(0, Math.min(felt.height * 0.18, (felt.height - top) / 2 - half));
    cards.forEach((f) => {
      const a = (Number(f.dataset.angle) * Math.PI) / 180;
      f.style.top = `${cy + Math.cos(a) * ry}px`;
    });
  }

  /** A seat's call in this hand's auction, while the auction (or the sale) is on: "passed", "bid 3", ...; else null. */
  function callOf(v, seat) {
    if (v.phase !== 'BID' && v.phase !== 'SALE') return null;
    const c = v.auction.find((a) => a.seat === seat);
    if (!c) return null;
    return { pass: 'passed', sell: 'sold', refuse: 'refused' }[c.call] ?? c.call;
  }

  function drawFelt(msg, n) {
    const v = msg.view;
    const flashBox = el.felt.querySelector('.flash');
    el.felt.replaceChildren();
    el.felt.dataset.seats = String(v.rules.seats);
    // the seats
    for (let i = 0; i < v.rules.seats; i++) {
      if (i === s.seat) continue;      // this seat's own status is with its hand, below the table
      const p = position(msg, i, { x: 48, y: 46 });
      const partner = s.seat >= 0 && i !== s.seat && sideOf(msg, i) === sideOf(msg, s.seat);
      const count = v.handSizes[i];
      const fan = h('div', { class: 'fan', 'aria-hidden': 'true' });
      if (i !== s.seat) {
        for (let k = 0; k < Math.min(count, 8); k++) fan.append(back({ small: true }));
      }
      const known = (v.knownCards[i] ?? []).filter(() => i !== s.seat);
      const box = h('div', {
        class: `seat${v.toAct === i ? ' to-act' : ''}${i === s.seat ? ' me' : ''}${v.inPlay[i] ? '' : ' out'}`,
        dataset: { seat: String(i) },
        'aria-label': `${n.seat(i)}${partner ? ', your partner' : ''}: ${seatKind(msg, i)}, ${count} card${count === 1 ? '' : 's'}`
          + `${v.dealer === i ? ', dealer' : ''}${v.toAct === i ? ', to play' : ''}`,
      },
      h('div', { class: 'seat-name' }, n.seat(i), partner ? h('span', { class: 'tag' }, 'partner') : null,
        v.dealer === i ? h('span', { class: 'dealer', title: 'Dealer' }, 'D') : null),
      h('div', { class: 'seat-kind' }, seatKind(msg, i)),
      i === s.seat ? null : fan,
      h('div', { class: 'seat-count' }, `${count} card${count === 1 ? '' : 's'}`),
      callOf(v, i) ? h('div', { class: 'seat-call' }, callOf(v, i)) : null,
      known.length ? h('div', { class: 'known', 'aria-label': `${n.seat(i)} shows` }, known.map((c) => face(c, { small: true }))) : null,
      v.toAct === i ? h('div', { class: 'countdown', dataset: { seat: String(i) } }) : null);
      box.style.left = `${p.left}%`;
      box.style.top = `${p.top}%`;
      // a box at an edge lies inside it: at the left edge its left side is on the point, at the top its top, ...
      const a = (angleOf(msg, i) * Math.PI) / 180;
      box.style.transform = `translate(${-50 + 50 * Math.sin(a)}%, ${-50 - 50 * Math.cos(a)}%)`;
      el.felt.append(box);
    }
    // the trick: each card toward the seat that played it
    const trick = v.currentTrick.cards.length ? v.currentTrick : v.lastTrick && v.lastTrick.hand === v.handNumber
      && v.tricksPlayed > 0 ? v.lastTrick : null;
    const done = trick && trick !== v.currentTrick;
    const trickBox = h('div', { class: `trick${done ? ' done' : ''}`, 'aria-label': done
      ? `Last trick, taken by ${n.seat(trick.winner)}` : 'The trick' });
    if (trick) {
      trick.cards.forEach((c, k) => {
        const seat = trick.seats[k];
        const p = position(msg, seat, { x: 15, y: 18 });
        const f = face(c, { label: `${n.seat(seat)}: ${card(c).name}` });
        f.style.left = `${p.left}%`;
        f.style.top = `${p.top}%`;
        f.dataset.angle = String(angleOf(msg, seat));
        f.style.zIndex = String(k + 1);
        if (done && seat === trick.winner) f.classList.add('winning');
        if (!done && k === trick.cards.length - 1 && msg.lastMove?.seat === seat) f.classList.add('fresh');
        trickBox.append(f);
      });
      if (trick.thrownIn.length) {
        trickBox.append(h('div', { class: 'thrown' }, trick.thrownIn.map((c) => face(c, { small: true }))));
      }
    }
    el.felt.append(trickBox);
    placeTrick(trickBox);
    // the middle: turn-up, trumps, stock, contract
    const middle = h('div', { class: 'middle-info' });
    if (v.turnUp) {
      middle.append(h('figure', { class: 'turnup' }, face(v.turnUp, { small: true, label: `Turn-up: ${card(v.turnUp).name}` }),
        h('figcaption', {}, 'turn-up')));
    }
    if (v.setAside.length) {
      middle.append(h('figure', { class: 'set-aside' }, h('div', {}, v.setAside.map((c) => face(c, { small: true }))),
        h('figcaption', {}, 'earlier turn-ups')));
    }
    if (v.stockTop || v.stockSize > 0) {
      middle.append(h('figure', { class: 'stock', 'aria-label': `Stock: ${v.stockSize} cards` },
        v.stockTop ? face(v.stockTop, { small: true, label: `Top of the stock: ${card(v.stockTop).name}` }) : back({ small: true }),
        h('figcaption', {}, `stock ${v.stockSize}`)));
    }
    const facts = h('div', { class: 'facts' });
    if (v.trump) {
      const t = suit(v.trump);
      facts.append(h('p', { class: `trumps${t.red ? ' red' : ''}` }, 'Trumps ', h('span', { class: 'big-suit' }, t.symbol),
        h('span', { class: 'sr' }, ` ${v.trump}`)));
    } else {
      facts.append(h('p', { class: 'trumps' }, 'Trumps not yet chosen'));
    }
    if (v.contract) facts.append(h('p', {}, `${n.seat(v.contract.seat)} bid ${v.contract.points}`));
    facts.append(h('p', { class: 'phase' }, `Hand ${v.handNumber + 1} · ${PHASES[v.phase] ?? v.phase}`));
    if (v.discardCount) facts.append(h('p', {}, `${v.discardCount} discarded face down`));
    middle.append(facts);
    el.felt.append(middle);
    if (flashBox && v.winner === null) el.felt.append(flashBox);
    if (v.winner !== null) drawMatchOver(msg, n);
  }

  function drawMatchOver(msg, n) {
    const v = msg.view;
    const won = v.rules.sides[v.winner].includes(s.seat);
    const who = n.side(v.winner);
    const box = h('div', { class: 'match-over', role: 'dialog', 'aria-label': 'The match is over' },
      h('p', { class: 'match-title' }, won && s.seat >= 0 ? 'You win the match!'
        : `${who} ${n.plural(who) ? 'win' : 'wins'} the match`),
      h('p', {}, v.scores.map((sc, i) => `${n.side(i)} ${sc}`).join(' — ')),
      h('div', { class: 'match-buttons' },
        s.seat >= 0 ? h('button', { type: 'button', onclick: () => onRematch(msg, s.seat) }, 'Rematch') : null,
        h('button', { type: 'button', class: 'secondary', onclick: onLeave }, 'Back to the lobby')));
    el.felt.append(box);
  }

  function legal(msg) {
    return s.seat >= 0 && msg === current() ? msg.view.legalActions : [];
  }

  function drawControls(msg, n) {
    const v = msg.view;
    const acts = legal(msg);
    const myTurn = s.seat >= 0 && v.toAct === s.seat && v.winner === null;
    hintButton.disabled = !(myTurn && acts.length > 1);
    if (!myTurn) fill(el.hint);
    // the prompt
    if (v.winner !== null) {
      fill(el.prompt, 'The match is over.');
    } else if (s.seat < 0) {
      fill(el.prompt, v.toAct >= 0 ? `${n.seat(v.toAct)} to play.` : '');
    } else if (msg.seats[s.seat].startsWith('bot:')) {
      fill(el.prompt, 'A bot is playing your seat.');
    } else if (myTurn) {
      fill(el.prompt, h('strong', {}, 'Your turn. '), PROMPTS[v.phase] ?? '');
    } else if (v.toAct >= 0) {
      fill(el.prompt, `Waiting for ${n.seat(v.toAct)}…`);
    } else {
      fill(el.prompt, '');
    }
    // calls and bids as buttons; cards are chosen in the hand
    const calls = acts.filter((a) => !/^(play|discard) /.test(a) && !CLAIM.test(a));
    fill(el.actions, calls.map((a) => h('button', { type: 'button', class: 'action', dataset: { action: a },
      onclick: () => act(a) }, LABELS[a] ?? label(a))));
    // table mode's claims, in turn or out of it
    const claims = [...acts.filter((a) => CLAIM.test(a)), ...(msg === current() ? msg.claims : [])];
    drawClaims(msg, claims);
    drawHand(msg, acts, myTurn);
  }

  function label(a) {
    const bid = /^bid (\d)$/.exec(a);
    if (bid) return `Bid ${bid[1]}`;
    return a;
  }

  function drawClaims(msg, claims) {
    const simple = claims.filter((a) => !/^(expose|call) /.test(a));
    const calls = claims.filter((a) => a.startsWith('call '));
    const exposes = claims.filter((a) => a.startsWith('expose '));
    const parts = [];
    for (const a of simple) {
      parts.push(h('button', { type: 'button', class: 'claim', dataset: { action: a }, onclick: () => act(a) }, LABELS[a] ?? a));
    }
    for (const a of calls) {
      const c = a.slice(5);
      parts.push(h('button', { type: 'button', class: 'claim', dataset: { action: a }, onclick: () => act(a),
        'aria-label': `Call the exposed ${card(c).name}` }, `Call ${card(c).text}`));
    }
    if (exposes.length) {
      const select = h('select', { 'aria-label': 'A card to expose' },
        exposes.map((a) => h('option', { value: a }, card(a.slice(7)).text)));
      parts.push(h('span', { class: 'expose' }, select,
        h('button', { type: 'button', class: 'claim secondary', onclick: () => act(select.value) }, 'Expose')));
    }
    fill(el.claims, parts.length ? [h('span', { class: 'claims-label' }, 'Table:'), ...parts] : []);
  }

  function drawHand(msg, acts, myTurn) {
    const v = msg.view;
    if (s.seat < 0) {
      fill(el.hand);
      fill(el.me);
      el.hand.hidden = true;
      return;
    }
    el.hand.hidden = false;
    drawMe(msg);
    if (v.handHidden) {
      fill(el.hand, h('p', { class: 'hidden-hand' }, 'You may not look at your hand until your partner pitches.'),
        Array.from({ length: v.handSizes[s.seat] }, () => back()));
      return;
    }
    const exposed = new Set(v.knownCards[s.seat] ?? []);
    const revokes = new Set(v.revokes);
    const cards = sortHand(v.hand).map((c) => {
      const choice = acts.find((a) => a === `play ${c}` || a === `discard ${c}`);
      const f = face(c, { button: true, label: `${card(c).name}${choice ? '' : ', not playable now'}`
        + `${exposed.has(c) ? ', exposed' : ''}` });
      if (choice) f.classList.add('playable');
      else f.setAttribute('aria-disabled', 'true');
      if (exposed.has(c)) f.classList.add('exposed');
      f.addEventListener('click', () => {
        // a card the rules refuse is still sent: the server's answer says why, in the engine's words
        act(choice ?? (v.phase === 'DISCARD' ? `discard ${c}` : `play ${c}`));
      });
      return f;
    });
    fill(el.hand, cards);
    el.hand.classList.toggle('my-turn', myTurn);
    if (revokes.size) {
      el.hand.append(h('p', { class: 'revoke-note' }, `Your uncalled revokes: ${[...revokes].map((c) => card(c).text).join(' ')}`));
    }
  }

  /** This seat's own line: dealer, partner, card count, who plays it, and its countdown. */
  function drawMe(msg) {
    const v = msg.view;
    const n = names(msg);
    const partners = v.rules.sides[sideOf(msg, s.seat)].filter((i) => i !== s.seat).map(n.seat);
    fill(el.me, h('span', { class: 'me-name' }, 'You'),
      v.dealer === s.seat ? h('span', { class: 'dealer', title: 'Dealer' }, 'D') : null,
      h('span', { class: 'seat-kind' }, seatKind(msg, s.seat)),
      partners.length ? h('span', { class: 'me-partner' }, `partner: ${partners.join(', ')}`) : null,
      callOf(v, s.seat) ? h('span', { class: 'seat-call' }, `you ${callOf(v, s.seat)}`) : null,
      v.toAct === s.seat ? h('span', { class: 'countdown', dataset: { seat: String(s.seat) } }) : null);
  }

  function drawBanner(msg, n) {
    const parts = [];
    if (msg.seedChosen) {
      parts.push(h('p', { class: 'notice' }, 'This table was created with a chosen seed: its creator can know every deal.'));
    }
    if (s.seat >= 0 && msg.seats[s.seat].startsWith('bot:')) {
      parts.push(h('p', { class: 'notice warn' }, 'You were away too long, and a bot took your seat. ',
        h('button', { type: 'button', onclick: () => reclaim() }, 'Take my seat back')));
    }
    fill(el.banner, parts);
  }

  function drawInvites(msg) {
    const open = msg.seats.map((k, i) => (k === 'open' ? i : -1)).filter((i) => i >= 0);
    const n = names(msg);
    const rows = open.map((i) => {
      const link = `${location.origin}${location.pathname}#/table/${encodeURIComponent(s.table)}/join/${i}`;
      return h('li', {},
        s.seat < 0 ? h('a', { href: `#/table/${encodeURIComponent(s.table)}/join/${i}` }, `Take ${n.seat(i)}’s seat`)
          : h('span', {}, `${n.seat(i)} is open: send this link to a friend`),
        h('input', { type: 'text', readonly: true, value: link, 'aria-label': `Link to ${n.seat(i)}’s seat`,
          onfocus: (e) => e.target.select() }),
        navigator.clipboard ? h('button', { type: 'button', class: 'secondary small-button',
          onclick: () => navigator.clipboard.writeText(link) }, 'Copy') : null,
        s.owner ? h('button', { type: 'button', class: 'secondary small-button',
          onclick: () => seatBot(i) }, 'Seat a bot') : null);
    });
    fill(el.invites, rows.length ? [h('p', { class: 'invite-title' }, 'The match starts when every seat is taken.'),
      h('ul', {}, rows)] : []);
  }

  // ------------------------------------------------------------------------------------ the countdown

  function tick() {
    const msg = s.shown;
    if (!msg) return;
    const box = page.querySelector('.countdown');
    if (!box) return;
    if (msg.takeoverAt === null || msg !== current()) {
      fill(box);
      return;
    }
    const left = msg.takeoverAt - serverNow();
    const who = Number(box.dataset.seat) === s.seat ? 'you' : 'this seat';
    fill(box, left > 0 ? `a bot plays for ${who} in ${clock(left)}` : `a bot takes over ${who} now`);
    box.classList.toggle('urgent', left < 20000);
  }
  s.timer = setInterval(tick, 1000);

  // ------------------------------------------------------------------------------------ acting

  let acting = false;

  async function act(action) {
    const msg = current();
    if (acting) return;           // one move at a time: the last one's answer is on its way
    fill(el.alert);
    if (!msg) {
      fill(el.alert, 'Wait a moment: the table is still moving.');
      return;
    }
    acting = true;
    page.classList.add('acting');
    try {
      const answer = await api.act(s.table, s.token, action, msg.version);
      enqueue(answer);
    } catch (e) {
      refused(e);
    } finally {
      acting = false;
      page.classList.remove('acting');
    }
  }

  function refused(e) {
    if (!(e instanceof ApiError)) {
      fill(el.alert, 'The server cannot be reached; trying again…');
      return;
    }
    if (e.status === 422) {
      fill(el.alert, h('strong', {}, 'Not allowed: '), toYou(e.message));
    } else if (e.code === 'STALE_VERSION') {
      fill(el.alert, 'Another move was made meanwhile: choose again.');
      api.view(s.table, s.token).then(enqueue, () => {});
    } else {
      fill(el.alert, e.message);
    }
  }

  /** The engine's reason, addressed to this seat's player: "seat 0 must follow clubs: holds [TC]" -> "you must follow clubs: you hold 10♣". */
  function toYou(message) {
    const second = { holds: 'hold', has: 'have', does: 'do', is: 'are', deals: 'deal', was: 'were', may: 'may', must: 'must' };
    return message
      .replace(new RegExp(`\\bseat ${s.seat}\\b( (holds|has|does|is|deals|was|may|must)\\b)?`, 'g'),
        (all, verb, word) => `you${word ? ` ${second[word]}` : ''}`)
      .replace(/([:;]) holds /g, '$1 you hold ').replace(/while holding/g, 'while you hold')
      .replace(/ its hand/g, ' your hand').replace(/a card it holds/g, 'a card you hold')
      .replace(/\[([^\]]*)\]/g, (all, list) => list.replace(/,\s*/g, ' '))
      .replace(/\b([2-9TJQKA][CDHS])\b/g, (c) => card(c).text)
      .replace(/\byou's\b/g, 'yours')
      .replace(/\bseat (\d)\b/g, (all, n) => (s.shown ? names(s.shown).seat(Number(n)) : all));
  }

  async function hint() {
    fill(el.hint, 'Thinking…');
    try {
      const hnt = await api.hint(s.table, s.token);
      const best = hnt.actions[0]?.value;
      fill(el.hint, h('p', { class: 'hint-title' }, 'The hard bot rates your choices (its chance of winning the match):'),
        h('ol', {}, hnt.actions.map((a) => h('li', { class: a.value === best ? 'best' : '' },
          describe(a.action), h('span', { class: 'hint-value' }, ` ${(a.value * 100).toFixed(0)}%`)))));
    } catch (e) {
      fill(el.hint, e instanceof ApiError ? e.message : 'No hint now.');
    }
  }

  function describe(action) {
    const m = /^(play|discard) (\w\w)$/.exec(action);
    if (m) return h('span', {}, `${m[1] === 'play' ? 'Play' : 'Discard'} ${card(m[2]).text}`);
    return h('span', {}, LABELS[action] ?? label(action));
  }

  async function reclaim() {
    try {
      enqueue(await api.reclaim(s.table, s.token));
      fill(el.alert);
    } catch (e) {
      refused(e);
    }
  }

  async function seatBot(seat) {
    try {
      await api.seatBot(s.table, seat, s.owner, 'medium');
    } catch (e) {
      refused(e);
    }
  }

  // ------------------------------------------------------------------------------------ the stream

  function status(what, error) {
    if (what === 'open') fill(el.status, s.seat >= 0 ? 'Connected.' : 'Connected: watching.');
    else if (what === 'retrying') fill(el.status, 'Connection lost: reconnecting…');
    else if (what === 'gone') {
      fill(el.status, 'This table is gone (deleted, or expired after the match).');
      storage.forget(s.table);
    } else if (what === 'refused') fill(el.status, `The server refused the stream: ${error?.message ?? ''}`);
  }

  async function start() {
    let from = null;
    const catalogueReady = Promise.resolve(s.catalogue).then((c) => { s.catalogue = c; }, () => {});
    if (s.token) {
      // a player back at a seat that a bot took over takes it back; for a seat still held, nothing changes
      try {
        const [msg] = await Promise.all([api.reclaim(s.table, s.token), catalogueReady]);
        if (msg.version <= REPLAY) {
          from = '-1';          // a young table: every version from the first deal, so the log tells it all
        } else {
          s.lastVersion = -1;
          enqueue(msg);
          from = String(msg.version);     // Last-Event-ID: no move made meanwhile is missed
        }
      } catch (e) {
        if (e instanceof ApiError && (e.code === 'UNKNOWN_TABLE' || e.code === 'UNKNOWN_TOKEN')) {
          storage.forget(s.table);
          fill(el.status, e.message);
          return;
        }
      }
    }
    await catalogueReady;
    if (closed) return;
    s.stop = follow(s.table, s.token, { onMessage: enqueue, onStatus: status, from });
  }
  start();
  // the trick's place depends on the felt's height, which follows the window's
  const onResize = () => placeTrick(el.felt.querySelector('.trick'));
  window.addEventListener('resize', onResize);

  return () => {
    closed = true;
    window.removeEventListener('resize', onResize);
    clearInterval(s.timer);
    if (s.stop) s.stop();
  };
}
