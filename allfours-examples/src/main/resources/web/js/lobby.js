// The lobby: a form to open a table (every game of the catalogue, every table size it documents, each seat
// you, open or a bot) and the server's tables, told apart by their game, age, score or winner, to resume, join or
// watch; and the page a link to an open seat opens. Seats are named as the table names them (seating.js).

import { api, ApiError } from './api.js';
import { fill, h } from './dom.js';
import { num } from './narrate.js';
import { seatNames } from './seating.js';
import * as storage from './storage.js';

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
function age(ms) {
  const min = Math.floor((Date.now() - ms) / 60000);
  if (min < 1) return 'just now';
  if (min < 60) return `${min} min ago`;
  const hours = Math.floor(min / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.floor(hours / 24)} days ago`;
}

/** The catalogue's table of a listed table: its sides, as seats, and its direction. */
function sizeOf(catalogue, t) {
  const v = catalogue.variants.find((x) => x.id === t.variant);
  return v?.tables.find((x) => x.players === t.players && x.sides.length === t.sides);
}

/** The sides of a listed table, named by their seats: "South & North". */
function sideNames(size, names) {
  const points = seatNames(size);
  return size.sides.map((side) => side.map((i) => names?.[i] || points[i]).join(' & '));
}

/** What a seat of the form may be: you, open, or a bot of each level the server offers (GET /bots). */
function seatKinds(bots) {
  return [['player', 'You'], ['open', 'Open: a friend joins'],
    ...bots.bots.filter((b) => b.level).map((b) => [b.name, `Bot: ${b.name}`])];
}

function tableLabel(t) {
  const n = t.players;
  if (t.sides.length === n) return `${n} players`;
  return `${n} players, ${t.sides.length} partnerships`;
}

/** Draws the lobby in `root`; `bots` is the server's list of them; `go(path)` moves to another page of the client. */
export async function openLobby(root, { catalogue, bots, go }) {
  const kinds = seatKinds(bots);
  const prefs = storage.prefs();
  const variant = h('select', { id: 'variant', name: 'variant' },
    catalogue.variants.map((v) => h('option', { value: v.id }, v.name)));
  const size = h('select', { id: 'size', name: 'size' });
  const target = h('input', { id: 'target', name: 'target', type: 'number', min: 1, max: 10000, inputmode: 'numeric' });
  const tableMode = h('input', { id: 'table-mode', name: 'tableMode', type: 'checkbox' });
  const takeover = h('input', { id: 'takeover-always', name: 'takeoverAlways', type: 'checkbox' });
  const yourName = h('input', { id: 'your-name', name: 'name', type: 'text', maxlength: 24, autocomplete: 'nickname',
    placeholder: 'optional', value: prefs.name ?? '' });
  const seats = h('fieldset', { class: 'seats' });
  const error = h('p', { class: 'alert', role: 'alert' });
  const speed = h('select', { id: 'speed', name: 'speed' },
    [['slow', 'Slow'], ['normal', 'Normal'], ['fast', 'Fast'], ['instant', 'Instant']]
      .map(([v, t]) => h('option', { value: v }, t)));
  speed.value = prefs.speed ?? 'normal';
  speed.addEventListener('change', () => storage.setPrefs({ speed: speed.value }));

  const current = () => catalogue.variants.find((v) => v.id === variant.value);
  const currentSize = () => current().tables[Number(size.value)];

  function drawSizes() {
    fill(size, current().tables.map((t, i) => h('option', { value: String(i) }, tableLabel(t))));
    drawSeats();
  }

  function drawSeats() {
    const t = currentSize();
    target.value = String(t.target);
    const old = [...seats.querySelectorAll('select')].map((s) => s.value);
    const names = seatNames(t);
    const rows = [];
    for (let i = 0; i < t.players; i++) {
      const partner = t.sides.find((side) => side.includes(0)).includes(i) && i !== 0 && t.sides.length < t.players;
      const select = h('select', { id: `seat-${i}`, name: `seat-${i}` },
        kinds.map(([v, text]) => h('option', { value: v }, text)));
      select.value = old[i] ?? (i === 0 ? 'player' : bots.suggested);
      const note = i === 0 ? 'deals first' : partner ? `partner of ${names[0]}` : '';
      rows.push(h('label', { class: 'seat-row', for: `seat-${i}` },
        h('span', {}, names[i], note ? h('small', {}, note) : null), select));
    }
    fill(seats, h('legend', {}, 'Seats'), rows);
  }

  variant.addEventListener('change', drawSizes);
  size.addEventListener('change', drawSeats);
  if (prefs.variant && catalogue.variants.some((v) => v.id === prefs.variant)) variant.value = prefs.variant;
  drawSizes();

  async function create(event) {
    event.preventDefault();
    fill(error);
    const t = currentSize();
    const kinds = [...seats.querySelectorAll('select')].map((s) => s.value);
    const req = { variant: variant.value, players: t.players, sides: t.sides.length, seats: kinds };
    const points = Number(target.value);
    if (points !== t.target) req.target = points;
    if (tableMode.checked) req.options = { tableMode: true };
    if (takeover.checked) req.takeoverAlways = true;
    if (yourName.value.trim()) req.name = yourName.value.trim();
    storage.setPrefs({ name: yourName.value.trim() });
    try {
      const made = await api.create(req);
      storage.setPrefs({ variant: variant.value });
      const mySeat = kinds.indexOf('player');
      storage.remember(made.table, { owner: made.ownerToken, request: req,
        ...(mySeat >= 0 ? { seat: mySeat, token: made.tokens[mySeat] } : {}) });
      go(`/table/${encodeURIComponent(made.table)}`);
    } catch (e) {
      fill(error, e instanceof ApiError ? e.message : 'The server cannot be reached.');
    }
  }

  const form = h('form', { class: 'create', onsubmit: create, 'aria-labelledby': 'create-title' },
    h('h2', { id: 'create-title' }, 'Open a table'),
    h('label', { for: 'your-name' }, 'Your name', yourName),
    h('label', { for: 'variant' }, 'Game', variant),
    h('label', { for: 'size' }, 'Table', size),
    seats,
    h('div', { class: 'row two' },
      h('label', { for: 'target' }, 'Play to (points)', target),
      h('label', { for: 'speed' }, 'Other seats’ moves', speed)),
    h('label', { for: 'table-mode', class: 'check' }, tableMode,
      h('span', {}, 'Table mode', h('small', { class: 'help' }, 'Revokes are accepted, and may be called by an opponent.'))),
    h('label', { for: 'takeover-always', class: 'check' }, takeover,
      h('span', {}, 'Time limit even against bots', h('small', { class: 'help' }, 'A bot plays for a player silent on'
        + ' their turn for two minutes. Without this, only when another person waits.'))),
    error,
    h('button', { type: 'submit', class: 'primary' }, 'Open the table'));

  const list = h('div', { class: 'table-list', 'aria-live': 'polite' }, h('p', {}, 'Loading the tables…'));
  const openOnly = h('input', { id: 'open-only', name: 'openOnly', type: 'checkbox' });
  const older = h('button', { type: 'button', class: 'secondary', hidden: true }, 'Older tables');
  let pages = 1;        // how many pages of tables are shown: the refresh reads as many again
  fill(root, h('section', { class: 'lobby' },
    h('div', { class: 'intro' },
      h('h1', {}, 'All Fours and its family'),
      h('p', {}, 'Trinidad All Fours, Seven Up, Pitch, Auction Pitch, California Jack and more, played by the rules of ',
        h('a', { href: 'https://www.pagat.com/allfours/' }, 'pagat.com'), '. Open a table against bots or friends, or watch one.')),
    form,
    h('section', { class: 'tables', 'aria-labelledby': 'tables-title' },
      h('h2', { id: 'tables-title' }, 'Tables on this server'),
      h('label', { class: 'check', for: 'open-only' }, openOnly, h('span', {}, 'Only tables with an open seat')),
      list, older)));

  async function drawTables() {
    const tables = [];
    let next = null;
    try {
      for (let page = 0; page < pages; page++) {
        const answer = await api.tables({ open: openOnly.checked, after: next });
        tables.push(...answer.tables);
        next = answer.next;
        if (!next) break;
      }
    } catch {
      fill(list, h('p', {}, 'The server cannot be reached.'));
      return;
    }
    older.hidden = !next;
    if (tables.length === 0) {
      fill(list, h('p', {}, openOnly.checked ? 'No table has an open seat: open one.' : 'No tables yet: open one.'));
      return;
    }
    const name = (id) => catalogue.variants.find((v) => v.id === id)?.name ?? id;
    fill(list, h('ul', {}, tables.map((t) => row(t, name))));
  }

  /** One table: its game and size, its seats by the table's names, its age, and its score or its winner. */
  function row(t, name) {
    const mine = storage.held(t.table);
    const size = sizeOf(catalogue, t);
    const points = size ? seatNames(size) : t.seats.map((_, i) => `Seat ${i + 1}`);
    const open = t.seats.map((k, i) => (k === 'open' ? i : -1)).filter((i) => i >= 0);
    const sides = size ? sideNames(size, t.names) : null;
    let state;
    if (t.finished && t.winner !== null && sides) {
      const others = t.scores ? t.scores.filter((_, i) => i !== t.winner).map(num).join(' and ') : null;
      state = `won by ${sides[t.winner]}${t.scores ? `, ${num(t.scores[t.winner])} to ${others}` : ''}`;
    } else if (t.finished) {
      state = 'finished';
    } else if (open.length) {
      state = `waiting for ${open.length} player${open.length > 1 ? 's' : ''}`;
    } else if (t.scores && sides) {
      state = t.scores.map((p, i) => `${sides[i]} ${num(p)}`).join(' \u00b7 ');
    } else {
      state = t.version === 0 ? 'starting' : `${t.version} move${t.version === 1 ? '' : 's'}`;
    }
    const who = t.seats.map((k, i) => `${points[i]}: ${t.names?.[i] ? t.names[i]
      : k.startsWith('bot:') ? `bot ${k.slice(4)}` : k === 'invited' ? 'asked to the rematch' : k}`).join(', ');
    const href = `#/table/${encodeURIComponent(t.table)}`;
    return h('li', { class: `table-row${t.finished ? ' finished' : ''}` },
      h('div', { class: 'table-info' },
        h('strong', {}, name(t.variant)), ` \u00b7 ${t.players} seats${t.sides < t.players ? ` in ${t.sides} sides` : ''}`,
        h('div', { class: 'table-state' }, state, h('span', { class: 'table-age' }, ` \u00b7 ${t.finished ? 'ended'
          : t.version ? 'last move' : 'opened'} ${age(t.updatedAt)}`)),
        h('div', { class: 'table-seats' }, who)),
      h('div', { class: 'table-buttons' },
        mine?.token && !t.finished ? h('a', { class: 'button primary', href }, 'Resume') : null,
        mine?.token && t.finished ? h('a', { class: 'button', href }, 'See the end') : null,
        !mine?.token && !t.finished ? open.map((i) => h('a', { class: 'button',
          href: `#/table/${encodeURIComponent(t.table)}/join/${i}` }, `Take ${points[i]}`)) : null,
        !mine?.token ? h('a', { class: 'button secondary', href }, 'Watch') : null));
  }

  openOnly.addEventListener('change', () => {
    pages = 1;
    drawTables();
  });
  older.addEventListener('click', () => {
    pages += 1;
    drawTables();
  });
  drawTables();
  const timer = setInterval(drawTables, 5000);
  return () => clearInterval(timer);
}

/** The page that a link to an open seat opens: take the seat (with a name, if you like), or just watch. */
export async function openJoin(root, { table, seat, catalogue, go }) {
  const error = h('p', { class: 'alert', role: 'alert' });
  let msg;
  try {
    msg = await api.spectate(table);
  } catch (e) {
    fill(root, h('section', { class: 'join' }, h('h1', {}, 'No such table'),
      h('p', {}, e instanceof ApiError ? e.message : 'The server cannot be reached.'),
      h('a', { class: 'button', href: '#/' }, 'To the lobby')));
    return () => {};
  }
  const r = msg.view.rules;
  const variant = catalogue.variants.find((v) => v.id === r.id);
  const size = variant?.tables.find((t) => t.players === r.seats && t.sides.length === r.sides.length)
    ?? { players: r.seats, sides: r.sides, direction: r.options.direction };
  const points = seatNames(size);
  const open = msg.seats[seat] === 'open';
  const partners = (r.sides.find((side) => side.includes(seat)) ?? []).filter((i) => i !== seat);
  const yourName = h('input', { id: 'join-name', type: 'text', maxlength: 24, autocomplete: 'nickname',
    placeholder: 'optional', value: storage.prefs().name ?? '' });
  async function take() {
    try {
      const joined = await api.join(table, seat, yourName.value.trim() || null);
      storage.setPrefs({ name: yourName.value.trim() });
      storage.remember(table, { seat, token: joined.token });
      go(`/table/${encodeURIComponent(table)}`);
    } catch (e) {
      fill(error, e instanceof ApiError ? e.message : 'The server cannot be reached.');
    }
  }
  const who = (k, i) => (msg.names?.[i] ? msg.names[i] : k.startsWith('bot:') ? `a bot (${k.slice(4)})`
    : k === 'open' ? 'open' : k === 'invited' ? 'kept for a player asked to the rematch' : 'a player');
  fill(root, h('section', { class: 'join' },
    h('h1', {}, `${variant?.name ?? r.id}: ${points[seat] ?? `seat ${seat + 1}`}\u2019s seat`),
    h('p', {}, `A table of ${r.seats} players${r.sides.length < r.seats ? ` in ${r.sides.length} partnerships` : ''}, to`
      + ` ${r.target} points${msg.version ? `, ${msg.version} moves in` : ''}.`
      + `${partners.length ? ` Your partner: ${partners.map((i) => points[i]).join(' and ')}.` : ''}`),
    h('ul', { class: 'join-seats' }, msg.seats.map((k, i) => h('li', {}, h('strong', {}, points[i]), ': ', who(k, i),
      i === seat ? ' (this link\u2019s seat)' : ''))),
    msg.seedChosen ? h('p', { class: 'notice' }, 'This table was created with a chosen seed: its creator can know every deal.')
      : null,
    open ? h('label', { for: 'join-name', class: 'join-name' }, 'Your name', yourName) : null,
    open ? h('p', {}, 'This seat is open. Take it to play.') : h('p', {}, 'This seat is taken.'),
    error,
    h('div', { class: 'row' },
      open ? h('button', { type: 'button', class: 'primary', onclick: take }, 'Take this seat') : null,
      h('a', { class: 'button secondary', href: `#/table/${encodeURIComponent(table)}` }, 'Just watch'))));
  return () => {};
}
