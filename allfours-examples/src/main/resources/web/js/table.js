// A table page: the view messages the stream pushes, drawn one frame at a time at the table's pace (pace.js);
// the seat view (seatview.js), the seat's choices (choices.js) and the story of the match (story.js) drawn from
// each frame; moves, hints, quick messages and the rematch sent from here. The page holds only what the server
// sent this seat (or a spectator): a hidden card is never in a message, so it can never be on the page.

import { api, ApiError, follow } from './api.js';
import { card } from './cards.js';
import { choices, labelOf } from './choices.js';
import { company, waitingFor } from './company.js';
import { fill, h } from './dom.js';
import { framesOf, PACES, pacer } from './pace.js';
import { rulesPanel } from './rules-help.js';
import { naming } from './seating.js';
import { seatView } from './seatview.js';
import * as storage from './storage.js';
import { handDetail, resultSummary, scoreSheet, story } from './story.js';
import { phraseOf, talk } from './talk.js';
import { turnSignals } from './turn.js';

/**
 * Opens a table in `root`: as a seat when this browser holds its token, else as a spectator.
 * Returns a function that closes it.
 */
export function openTable(root, { table, catalogue, bots, speed, onLeave, go }) {
  const mine = storage.held(table);
  const s = {
    table, token: mine?.token ?? null, seat: mine?.token ? mine.seat : -1, owner: mine?.owner ?? null, catalogue,
    latest: null, drawn: null, drawnFrame: null, history: [], closed: false, stop: null, acting: false,
    rematch: null, recordAt: -1, record: null,
  };
  const pace = PACES[speed] ?? PACES.normal;
  performance.mark('allfours:table-open');

  const el = {
    status: h('p', { class: 'table-status', role: 'status' }),
    title: h('h1', { class: 'table-title' }),
    scores: h('div', { class: 'scores', role: 'group', 'aria-label': 'Scores' }),
    handLine: h('p', { class: 'hand-line', 'aria-live': 'polite' }),
    info: h('div', { class: 'info-bar', role: 'group', 'aria-label': 'This hand' }),
    felt: h('div', { class: 'felt', role: 'region', 'aria-label': 'The table' }),
    prompt: h('p', { class: 'prompt', 'aria-live': 'polite' }),
    alert: h('p', { class: 'alert', role: 'alert' }),
    actions: h('div', { class: 'actions', role: 'group', 'aria-label': 'Your choices' }),
    claims: h('div', { class: 'claims', role: 'group', 'aria-label': 'Table claims' }),
    hand: h('div', { class: 'hand', role: 'group', 'aria-label': 'Your hand', tabindex: '-1' }),
    me: h('p', { class: 'me-status' }),
    banner: h('div', { class: 'banner' }),
    invites: h('div', { class: 'invites' }),
    log: h('div', { class: 'log', 'aria-live': 'polite', 'aria-label': 'What happened' }),
    lastResult: h('div', { class: 'last-result' }),
    over: h('div', { class: 'match-over', role: 'dialog', 'aria-label': 'The match is over' }),
  };
  el.controls = h('div', { class: 'controls', dataset: { ready: 'false' } }, el.prompt, el.alert, el.actions, el.claims,
    el.me, el.hand);
  const sheetDialog = h('dialog', { class: 'sheet-dialog', 'aria-label': 'Score sheet' });
  const rulesDialog = h('dialog', { class: 'rules-dialog', 'aria-label': 'Rules' });
  const button = (text, attrs) => h('button', { type: 'button', class: 'secondary small-button', ...attrs }, text);
  const hintButton = button('Hint', { onclick: () => hint(), disabled: true, title: "The hard bot's chance of winning after"
    + ' each of your choices, shown on them' });
  const sheetButton = button('Scores', { onclick: () => openSheet(), title: 'Every hand of the match and who scored what' });
  const quick = talk({ onSay: (m) => say(m) });
  const soundButton = button('Sound', { 'aria-pressed': storage.prefs().sound ? 'true' : 'false',
    onclick: () => soundButton.setAttribute('aria-pressed', signals.toggleSound() ? 'true' : 'false'),
    title: 'A short tone when it becomes your turn' });
  const board = h('div', { class: 'board' },
    h('div', { class: 'play-area' }, el.info, h('div', { class: 'felt-wrap' }, el.felt), el.controls),
    h('aside', { class: 'side', 'aria-label': 'The story of the match' },
      el.status, el.invites,
      h('h2', {}, 'Last hand'), el.lastResult,
      h('h2', {}, 'Log'), el.log));
  const page = h('section', { class: 'table-page' },
    h('div', { class: 'table-head' },
      el.title,
      h('div', { class: 'head-buttons' },
        button('Rules', { onclick: () => openRules(), title: 'The rules of this game' }), sheetButton,
        s.token ? hintButton : null, s.token ? quick.button : null, s.token ? soundButton : null)),
    h('div', { class: 'standing' }, el.scores, el.handLine),
    el.banner,
    board,
    sheetDialog, rulesDialog, quick.menu);
  fill(root, page);

  const seats = seatView(el, { onLastTrick: () => seats.toggleLastTrick() });
  const pick = choices(el, { onAct: (a) => act(a) });
  const told = story(() => namesOf(s.drawn ?? s.latest), el.log);
  told.onChange(() => drawStory());
  const frames = pacer(draw, { pace });
  const signals = turnSignals();
  const people = company(el, s, { reclaim: () => reclaim(), seatBot: (i) => seatBot(i), rematch: () => rematch(),
    decline: () => decline(), sheet: () => openSheet(), leave: () => onLeave() });

  // ------------------------------------------------------------------------------------ names

  function sizeOf(msg) {
    const r = msg.view.rules;
    const v = s.catalogue?.variants?.find((x) => x.id === r.id);
    return v?.tables.find((t) => t.players === r.seats && t.sides.length === r.sides.length);
  }

  function namesOf(msg) {
    if (!msg) return naming({ seats: 1, sides: [[0]] }, true, s.seat, []);
    return naming(msg.view.rules, (sizeOf(msg)?.direction ?? 'clockwise') === 'clockwise', s.seat, msg.names ?? []);
  }

  function gameName(msg) {
    const v = s.catalogue?.variants?.find((x) => x.id === msg.view.rules.id);
    return v?.name ?? msg.view.rules.id;
  }

  // ------------------------------------------------------------------------------------ messages and frames

  function enqueue(msg) {
    const last = s.latest;
    if (last && (msg.version < last.version || (msg.version === last.version
      && msg.seats.join() === last.seats.join() && (msg.names ?? []).join() === (last.names ?? []).join()
      && msg.takeoverAt === last.takeoverAt))) {
      return;      // seen already (the answer to a move and the stream both bring it)
    }
    const fresh = !last || msg.version > last.version;
    s.latest = msg;
    frames.push(fresh ? framesOf(msg, last, s.seat) : [{ msg, view: msg.view, kind: 'still' }]);
  }

  function current(frame) {
    return frame.msg === s.latest && frame.kind !== 'trick' && !frames.busy();
  }

  let drawing = false;

  /** Draws one frame: the seat view, the choices, and (for a view) the story. */
  function draw(frame, more) {
    const first = s.drawn === null;
    const msg = frame.msg;
    const v = frame.view;
    drawing = true;
    if (frame.kind !== 'trick') {
      if (s.record) {
        told.fromRecord(s.record, v);         // the record came before the first view: the story starts here
        s.record = null;
      }
      if (s.drawn && msg.version > told.covered() + 1 && told.covered() >= 0) loadStory();
      told.message(msg, s.drawn);
      if (s.history[s.history.length - 1] !== msg) s.history.push(msg);
      if (s.history.length > 300) s.history.shift();
      if (s.drawn?.view.handNumber !== v.handNumber || s.drawn?.version !== msg.version) seats.hideLastTrick();
    }
    const played = msg.lastMove && msg.lastMove.seat === s.seat && /^(play|discard) /.test(msg.lastMove.action)
      ? msg.lastMove.action.slice(-2) : null;
    s.drawn = msg;
    s.drawnFrame = frame;
    const live = !more && current(frame);
    const names = namesOf(msg);
    Object.assign(page.dataset, { version: String(msg.version), hand: String(v.handNumber), phase: v.phase,
      current: String(live), frame: frame.kind });
    fill(el.title, gameName(msg), h('span', { class: 'subtitle' }, ` · ${v.rules.seats} players · to ${v.rules.target}`
      + `${s.seat < 0 ? ' · watching' : ''}`));
    const focusWasIn = el.controls.contains(document.activeElement) ? document.activeElement : null;
    seats.draw(msg, v, names, s.seat);
    const { myTurn } = pick.draw(msg, v, names, { live, waiting: waitingFor(msg, names), played });
    keepFocus(focusWasIn);
    hintButton.disabled = !(live && myTurn && v.legalActions.length > 1);
    people.banner(msg);
    people.invites(msg, names);
    people.over(v, names, live, s.rematch, el.felt.parentElement);
    signals.turn(live && myTurn, msg.version, gameName(msg));
    tick();
    drawing = false;
    drawStory(false);
    // one layout for the whole frame: the board's height, then the trick in the room the seats leave
    fit();
    seats.place();
    if (first) {
      performance.mark('allfours:first-view');
      performance.measure('allfours:open-to-first-view', 'allfours:table-open', 'allfours:first-view');
    }
  }

  /** A keyboard player's focus stays where it was; a card or button redrawn away leaves it on the hand. */
  function keepFocus(was) {
    if (!was || el.controls.contains(document.activeElement) || document.activeElement === el.hand) return;
    const key = was.dataset.card ?? was.dataset.action;
    const again = key && [...el.controls.querySelectorAll('button')].find((b) => (b.dataset.card ?? b.dataset.action) === key
      && !b.classList.contains('playable'));
    (again ?? el.hand).focus({ preventScroll: true });
  }

  // ------------------------------------------------------------------------------------ the story

  async function loadStory() {
    const at = s.latest?.version ?? 0;
    if (s.recordAt >= at) return;
    s.recordAt = at;
    try {
      const lines = await api.record(s.table);
      if (s.closed) return;
      if (!s.drawn) {
        s.record = lines;
        return;
      }
      told.fromRecord(lines, s.drawn.view);
      s.history.forEach((m, i) => told.message(m, s.history[i - 1] ?? null));   // what was drawn after the record
      drawStory();
    } catch {
      // the story then starts from the messages the page receives
    }
  }

  function drawStory(layout = true) {
    const msg = s.drawn;
    if (!msg || drawing) return;          // a frame being drawn draws its story last
    const names = namesOf(msg);
    const counted = told.hands().filter((hd) => hd.totals || hd.result);
    const last = counted[counted.length - 1];
    if (last) {
      fill(el.handLine, resultSummary(last, names), ' ', h('button', { type: 'button', class: 'link-button',
        onclick: () => openSheet() }, 'Score sheet'));
      fill(el.lastResult, handDetail(last, names));
    } else {
      fill(el.handLine, msg.view.handNumber === 0 ? 'First hand.' : '');
      fill(el.lastResult);
    }
    if (sheetDialog.open) fillSheet();
    if (layout) {
      fit();
      seats.place();
    }
  }

  function fillSheet() {
    const msg = s.drawn;
    fill(sheetDialog, h('div', { class: 'dialog-head' }, h('h2', {}, 'Score sheet'),
      h('form', { method: 'dialog' }, h('button', { type: 'submit', class: 'secondary small-button' }, 'Close'))),
    scoreSheet(told, namesOf(msg), msg.view.scores));
  }

  function openSheet() {
    if (!s.drawn) return;
    fillSheet();
    if (!sheetDialog.open) sheetDialog.showModal();
  }

  function openRules() {
    const msg = s.drawn;
    if (!msg) return;
    fill(rulesDialog, h('div', { class: 'dialog-head' }, h('h2', {}, `Rules: ${gameName(msg)}`),
      h('form', { method: 'dialog' }, h('button', { type: 'submit', class: 'secondary small-button' }, 'Close'))),
    rulesPanel(msg.view.rules, gameName(msg)));
    if (!rulesDialog.open) rulesDialog.showModal();
  }

  /** The countdown of the seat to act, where the server set one, on the message the page shows. */
  function tick() {
    const box = page.querySelector('.countdown');
    const msg = s.latest;
    signals.tick(box, msg && msg === s.drawn ? msg.takeoverAt : null, Number(box?.dataset.seat) === s.seat);
  }
  const timer = setInterval(tick, 1000);

  // ------------------------------------------------------------------------------------ acting

  async function act(action) {
    const frame = s.drawnFrame;
    if (s.acting || !frame || !current(frame)) return;
    fill(el.alert);
    s.acting = true;
    pick.setBusy(true);
    try {
      enqueue(await api.act(s.table, s.token, action, frame.msg.version));
    } catch (e) {
      refused(e);
    } finally {
      s.acting = false;
      pick.setBusy(false);
    }
  }

  function refused(e) {
    if (!(e instanceof ApiError)) {
      fill(el.alert, 'The server cannot be reached; trying again\u2026');
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
    const names = s.drawn ? namesOf(s.drawn) : null;
    return message
      .replace(new RegExp(`\\bseat ${s.seat}\\b( (holds|has|does|is|deals|was|may|must)\\b)?`, 'g'),
        (all, verb, word) => `you${word ? ` ${second[word]}` : ''}`)
      .replace(/([:;]) holds /g, '$1 you hold ').replace(/while holding/g, 'while you hold')
      .replace(/ its hand/g, ' your hand').replace(/a card it holds/g, 'a card you hold')
      .replace(/\[([^\]]*)\]/g, (all, list) => list.replace(/,\s*/g, ' '))
      .replace(/\b([2-9TJQKA][CDHS])\b/g, (c) => card(c).text)
      .replace(/\byou's\b/g, 'yours')
      .replace(/\bseat (\d)\b/g, (all, n) => (names ? names.full(Number(n)) : all));
  }

  async function hint() {
    const msg = s.drawn;
    hintButton.disabled = true;
    try {
      const hnt = await api.hint(s.table, s.token);
      pick.setHints({ version: hnt.version, values: new Map(hnt.actions.map((a) => [a.action, a.value])) });
      const best = hnt.actions[0];
      fill(el.alert);
      if (s.drawn === msg && s.drawnFrame) {
        pick.draw(msg, s.drawnFrame.view, namesOf(msg), { live: current(s.drawnFrame), waiting: waitingFor(msg, namesOf(msg)),
          played: null, keepSettled: true });
        el.prompt.append(h('span', { class: 'hint-line' }, ` Hint: ${labelOf(best.action)} is the hard bot\u2019s choice`
          + ` (${Math.round(best.value * 100)}% to win the match).`));
      }
    } catch (e) {
      fill(el.alert, e instanceof ApiError ? e.message : 'No hint now.');
    }
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
      await api.seatBot(s.table, seat, s.owner, (await bots()).suggested);
    } catch (e) {
      refused(e);
    }
  }

  async function say(message) {
    try {
      await api.say(s.table, s.token, message);
    } catch (e) {
      fill(el.alert, e instanceof ApiError ? e.message : 'The server cannot be reached.');
    }
  }

  function heard(m) {
    const msg = s.drawn ?? s.latest;
    if (!msg) return;
    const names = namesOf(msg);
    const text = phraseOf(m.message);
    if (!text) return;
    seats.bubble(m.seat, text);
    told.said(h('p', { class: 'log-say' }, `${names.seat(m.seat)}: \u201c${text}\u201d`), msg.view.handNumber);
  }

  // ------------------------------------------------------------------------------------ the rematch

  async function rematch() {
    try {
      const r = await api.rematch(s.table, s.token);
      storage.remember(r.table, { seat: r.seat, token: r.token, ...(r.ownerToken ? { owner: r.ownerToken } : {}),
        request: storage.held(s.table)?.request });
      go(`/table/${encodeURIComponent(r.table)}`);
    } catch (e) {
      fill(el.alert, e instanceof ApiError ? e.message : 'The server cannot be reached.');
    }
  }

  async function decline() {
    try {
      await api.declineRematch(s.table, s.token);
      s.rematch = null;
      fill(el.alert, 'You declined the rematch.');
      if (s.drawnFrame) draw(s.drawnFrame, frames.busy());
    } catch (e) {
      fill(el.alert, e instanceof ApiError ? e.message : 'The server cannot be reached.');
    }
  }

  /** The stream's news of a rematch (the seat's token there is kept once the player accepts: rematch()). */
  function offered(notice) {
    s.rematch = notice;
    if (s.drawnFrame) draw(s.drawnFrame, frames.busy());
  }

  // ------------------------------------------------------------------------------------ the stream

  function status(what, error) {
    if (what === 'open') fill(el.status, s.seat >= 0 ? 'Connected.' : 'Connected: watching.');
    else if (what === 'retrying') fill(el.status, 'Connection lost: reconnecting\u2026');
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
        enqueue(msg);
        from = String(msg.version);     // Last-Event-ID: no move made meanwhile is missed
      } catch (e) {
        if (e instanceof ApiError && (e.code === 'UNKNOWN_TABLE' || e.code === 'UNKNOWN_TOKEN')) {
          storage.forget(s.table);
          fill(el.status, e.message);
          return;
        }
      }
    }
    await catalogueReady;
    if (s.closed) return;
    s.stop = follow(s.table, s.token, { onMessage: enqueue, onStatus: status, from, onSay: heard, onRematch: offered });
    loadStory();
  }
  start();
  /** The table fills the window below the page's head: the felt takes what the choices and the hand leave. */
  function fit() {
    const top = board.getBoundingClientRect().top + window.scrollY;
    const height = Math.max(window.innerWidth <= 520 ? 440 : 400, window.innerHeight - top - 8);
    page.style.setProperty('--board-h', `${Math.floor(height)}px`);
  }
  // the trick's place depends on the felt's size, which follows the window's
  const onResize = () => {
    fit();
    seats.place();
  };
  window.addEventListener('resize', onResize);

  return () => {
    s.closed = true;
    frames.stop();
    window.removeEventListener('resize', onResize);
    clearInterval(timer);
    signals.close();
    if (s.stop) s.stop();
  };
}
