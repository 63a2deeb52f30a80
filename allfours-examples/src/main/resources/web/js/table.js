// A table page: the view messages the stream pushes, drawn one frame at a time at the table's pace (pace.js);
// the seat view (seatview.js), the seat's choices (choices.js) and the story of the match (story.js) drawn from
// each frame in the page's elements (table-layout.js); moves, hints, quick messages and the rematch sent from here.
// The page holds only what the server sent this seat (or a spectator): a hidden card is never in a message, so it
// can never be on the page.

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
import { tableLayout } from './table-layout.js';
import { phraseOf } from './talk.js';
import { turnSignals } from './turn.js';

/**
 * Opens a table in `root`: as a seat when this browser holds its token, else as a spectator. `bots()` gives the
 * server's bots (GET /bots), for a bot seated for a player who does not come.
 * Returns a function that closes it.
 */
export function openTable(root, options) {
  const page = new TablePage(root, options);
  page.start();
  return () => page.close();
}

/**
 * The engine's reason, addressed to a seat's player: "seat 0 must follow clubs: holds [TC]" -> "you must follow
 * clubs: you hold 10♣".
 */
function toYou(message, seat, names) {
  const second = { holds: 'hold', has: 'have', does: 'do', is: 'are', deals: 'deal', was: 'were', may: 'may',
    must: 'must' };
  return message
    .replace(new RegExp(`\\bseat ${seat}\\b( (holds|has|does|is|deals|was|may|must)\\b)?`, 'g'),
      (all, verb, word) => `you${word ? ` ${second[word]}` : ''}`)
    .replace(/([:;]) holds /g, '$1 you hold ').replace(/while holding/g, 'while you hold')
    .replace(/ its hand/g, ' your hand').replace(/a card it holds/g, 'a card you hold')
    .replace(/\[([^\]]*)\]/g, (all, list) => list.replace(/,\s*/g, ' '))
    .replace(/\b([2-9TJQKA][CDHS])\b/g, (c) => card(c).text)
    .replace(/\byou's\b/g, 'yours')
    .replace(/\bseat (\d)\b/g, (all, n) => (names ? names.full(Number(n)) : all));
}

/** One table page: what it was sent, what it shows, and what its player does. */
class TablePage {
  constructor(root, { table, catalogue, bots, speed, onLeave, go }) {
    const mine = storage.held(table);
    this.s = {
      table, token: mine?.token ?? null, seat: mine?.token ? mine.seat : -1, owner: mine?.owner ?? null, catalogue,
      latest: null, drawn: null, drawnFrame: null, history: [], closed: false, stop: null, acting: false,
      rematch: null, recordAt: -1, record: null,
    };
    this.bots = bots;
    this.go = go;
    this.drawing = false;
    performance.mark('allfours:table-open');
    Object.assign(this, tableLayout(Boolean(this.s.token), { hint: () => this.hint(), sheet: () => this.openSheet(),
      rules: () => this.openRules(), say: (m) => this.say(m), sound: () => this.signals.toggleSound() }));
    fill(root, this.page);
    this.seats = seatView(this.el, { onLastTrick: () => this.seats.toggleLastTrick() });
    this.pick = choices(this.el, { onAct: (a) => this.act(a) });
    this.told = story(() => this.namesOf(this.s.drawn ?? this.s.latest), this.el.log);
    this.told.onChange(() => this.drawStory());
    this.frames = pacer((frame, more) => this.draw(frame, more), { pace: PACES[speed] ?? PACES.normal });
    this.signals = turnSignals();
    this.people = company(this.el, this.s, { reclaim: () => this.reclaim(), seatBot: (i) => this.seatBot(i),
      rematch: () => this.rematch(), decline: () => this.decline(), sheet: () => this.openSheet(),
      leave: () => onLeave() });
    this.timer = setInterval(() => this.tick(), 1000);
    // the trick's place depends on the felt's size, which follows the window's
    this.onResize = () => {
      this.fit();
      this.seats.place();
    };
    window.addEventListener('resize', this.onResize);
  }

  close() {
    this.s.closed = true;
    this.frames.stop();
    window.removeEventListener('resize', this.onResize);
    clearInterval(this.timer);
    this.signals.close();
    if (this.s.stop) this.s.stop();
  }

  // ------------------------------------------------------------------------------------ names

  sizeOf(msg) {
    const r = msg.view.rules;
    const v = this.s.catalogue?.variants?.find((x) => x.id === r.id);
    return v?.tables.find((t) => t.players === r.seats && t.sides.length === r.sides.length);
  }

  namesOf(msg) {
    if (!msg) return naming({ seats: 1, sides: [[0]] }, true, this.s.seat, []);
    return naming(msg.view.rules, (this.sizeOf(msg)?.direction ?? 'clockwise') === 'clockwise', this.s.seat,
      msg.names ?? []);
  }

  gameName(msg) {
    const v = this.s.catalogue?.variants?.find((x) => x.id === msg.view.rules.id);
    return v?.name ?? msg.view.rules.id;
  }

  // ------------------------------------------------------------------------------------ messages and frames

  enqueue(msg) {
    const last = this.s.latest;
    if (last && (msg.version < last.version || (msg.version === last.version
      && msg.seats.join() === last.seats.join() && (msg.names ?? []).join() === (last.names ?? []).join()
      && msg.takeoverAt === last.takeoverAt))) {
      return;      // seen already (the answer to a move and the stream both bring it)
    }
    const fresh = !last || msg.version > last.version;
    this.s.latest = msg;
    this.frames.push(fresh ? framesOf(msg, last, this.s.seat) : [{ msg, view: msg.view, kind: 'still' }]);
  }

  current(frame) {
    return frame.msg === this.s.latest && frame.kind !== 'trick' && !this.frames.busy();
  }

  /** Draws one frame: the seat view, the choices, and (for a view) the story. */
  draw(frame, more) {
    const s = this.s;
    const first = s.drawn === null;
    const msg = frame.msg;
    const v = frame.view;
    this.drawing = true;
    if (frame.kind !== 'trick') this.addToStory(msg, v);
    const played = msg.lastMove && msg.lastMove.seat === s.seat && /^(play|discard) /.test(msg.lastMove.action)
      ? msg.lastMove.action.slice(-2) : null;
    s.drawn = msg;
    s.drawnFrame = frame;
    const live = !more && this.current(frame);
    const names = this.namesOf(msg);
    Object.assign(this.page.dataset, { version: String(msg.version), hand: String(v.handNumber), phase: v.phase,
      current: String(live), frame: frame.kind });
    fill(this.el.title, this.gameName(msg), h('span', { class: 'subtitle' }, ` · ${v.rules.seats} players · to`
      + ` ${v.rules.target}${s.seat < 0 ? ' · watching' : ''}`));
    const focusWasIn = this.el.controls.contains(document.activeElement) ? document.activeElement : null;
    this.seats.draw(msg, v, names, s.seat);
    const { myTurn } = this.pick.draw(msg, v, names, { live, waiting: waitingFor(msg, names), played });
    this.keepFocus(focusWasIn);
    this.hintButton.disabled = !(live && myTurn && v.legalActions.length > 1);
    this.people.banner(msg);
    this.people.invites(msg, names);
    this.people.over(v, names, live, s.rematch, this.el.felt.parentElement);
    this.signals.turn(live && myTurn, msg.version, this.gameName(msg));
    this.tick();
    this.drawing = false;
    this.drawStory(false);
    // one layout for the whole frame: the board's height, then the trick in the room the seats leave
    this.fit();
    this.seats.place();
    if (first) {
      performance.mark('allfours:first-view');
      performance.measure('allfours:open-to-first-view', 'allfours:table-open', 'allfours:first-view');
    }
  }

  /** A view's frame follows the story: the record read before it, the message told, the history kept. */
  addToStory(msg, v) {
    const s = this.s;
    if (s.record) {
      this.told.fromRecord(s.record, v);         // the record came before the first view: the story starts here
      s.record = null;
    }
    if (s.drawn && msg.version > this.told.covered() + 1 && this.told.covered() >= 0) this.loadStory();
    this.told.message(msg, s.drawn);
    if (s.history[s.history.length - 1] !== msg) s.history.push(msg);
    if (s.history.length > 300) s.history.shift();
    if (s.drawn?.view.handNumber !== v.handNumber || s.drawn?.version !== msg.version) this.seats.hideLastTrick();
  }

  /** A keyboard player's focus stays where it was; a card or button redrawn away leaves it on the hand. */
  keepFocus(was) {
    const el = this.el;
    if (!was || el.controls.contains(document.activeElement) || document.activeElement === el.hand) return;
    const key = was.dataset.card ?? was.dataset.action;
    const again = key && [...el.controls.querySelectorAll('button')].find((b) => (b.dataset.card ?? b.dataset.action)
      === key && !b.classList.contains('playable'));
    (again ?? el.hand).focus({ preventScroll: true });
  }

  // ------------------------------------------------------------------------------------ the story

  async loadStory() {
    const s = this.s;
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
      this.told.fromRecord(lines, s.drawn.view);
      s.history.forEach((m, i) => this.told.message(m, s.history[i - 1] ?? null));   // what was drawn after the record
      this.drawStory();
    } catch {
      // the story then starts from the messages the page receives
    }
  }

  drawStory(layout = true) {
    const msg = this.s.drawn;
    if (!msg || this.drawing) return;          // a frame being drawn draws its story last
    const names = this.namesOf(msg);
    const counted = this.told.hands().filter((hd) => hd.totals || hd.result);
    const last = counted[counted.length - 1];
    if (last) {
      fill(this.el.handLine, resultSummary(last, names), ' ', h('button', { type: 'button', class: 'link-button',
        onclick: () => this.openSheet() }, 'Score sheet'));
      fill(this.el.lastResult, handDetail(last, names));
    } else {
      fill(this.el.handLine, msg.view.handNumber === 0 ? 'First hand.' : '');
      fill(this.el.lastResult);
    }
    if (this.sheetDialog.open) this.fillSheet();
    if (layout) {
      this.fit();
      this.seats.place();
    }
  }

  fillSheet() {
    const msg = this.s.drawn;
    fill(this.sheetDialog, h('div', { class: 'dialog-head' }, h('h2', {}, 'Score sheet'),
      h('form', { method: 'dialog' }, h('button', { type: 'submit', class: 'secondary small-button' }, 'Close'))),
    scoreSheet(this.told, this.namesOf(msg), msg.view.scores));
  }

  openSheet() {
    if (!this.s.drawn) return;
    this.fillSheet();
    if (!this.sheetDialog.open) this.sheetDialog.showModal();
  }

  openRules() {
    const msg = this.s.drawn;
    if (!msg) return;
    fill(this.rulesDialog, h('div', { class: 'dialog-head' }, h('h2', {}, `Rules: ${this.gameName(msg)}`),
      h('form', { method: 'dialog' }, h('button', { type: 'submit', class: 'secondary small-button' }, 'Close'))),
    rulesPanel(msg.view.rules, this.gameName(msg)));
    if (!this.rulesDialog.open) this.rulesDialog.showModal();
  }

  /** The countdown of the seat to act, where the server set one, on the message the page shows. */
  tick() {
    const box = this.page.querySelector('.countdown');
    const msg = this.s.latest;
    this.signals.tick(box, msg && msg === this.s.drawn ? msg.takeoverAt : null,
      Number(box?.dataset.seat) === this.s.seat);
  }

  // ------------------------------------------------------------------------------------ acting

  async act(action) {
    const s = this.s;
    const frame = s.drawnFrame;
    if (s.acting || !frame || !this.current(frame)) return;
    fill(this.el.alert);
    s.acting = true;
    this.pick.setBusy(true);
    try {
      this.enqueue(await api.act(s.table, s.token, action, frame.msg.version));
    } catch (e) {
      this.refused(e);
    } finally {
      s.acting = false;
      this.pick.setBusy(false);
    }
  }

  refused(e) {
    const alert = this.el.alert;
    if (!(e instanceof ApiError)) {
      fill(alert, 'The server cannot be reached; trying again\u2026');
      return;
    }
    if (e.status === 422) {
      const names = this.s.drawn ? this.namesOf(this.s.drawn) : null;
      fill(alert, h('strong', {}, 'Not allowed: '), toYou(e.message, this.s.seat, names));
    } else if (e.code === 'STALE_VERSION') {
      fill(alert, 'Another move was made meanwhile: choose again.');
      api.view(this.s.table, this.s.token).then((msg) => this.enqueue(msg), () => {});
    } else {
      fill(alert, e.message);
    }
  }

  async hint() {
    const s = this.s;
    const msg = s.drawn;
    this.hintButton.disabled = true;
    try {
      const hnt = await api.hint(s.table, s.token);
      this.pick.setHints({ version: hnt.version, values: new Map(hnt.actions.map((a) => [a.action, a.value])) });
      const best = hnt.actions[0];
      fill(this.el.alert);
      if (s.drawn === msg && s.drawnFrame) {
        const names = this.namesOf(msg);
        this.pick.draw(msg, s.drawnFrame.view, names, { live: this.current(s.drawnFrame),
          waiting: waitingFor(msg, names), played: null, keepSettled: true });
        this.el.prompt.append(h('span', { class: 'hint-line' }, ` Hint: ${labelOf(best.action)} is the hard bot\u2019s`
          + ` choice (${Math.round(best.value * 100)}% to win the match).`));
      }
    } catch (e) {
      fill(this.el.alert, e instanceof ApiError ? e.message : 'No hint now.');
    }
  }

  async reclaim() {
    try {
      this.enqueue(await api.reclaim(this.s.table, this.s.token));
      fill(this.el.alert);
    } catch (e) {
      this.refused(e);
    }
  }

  async seatBot(seat) {
    try {
      await api.seatBot(this.s.table, seat, this.s.owner, (await this.bots()).suggested);
    } catch (e) {
      this.refused(e);
    }
  }

  async say(message) {
    try {
      await api.say(this.s.table, this.s.token, message);
    } catch (e) {
      fill(this.el.alert, e instanceof ApiError ? e.message : 'The server cannot be reached.');
    }
  }

  heard(m) {
    const msg = this.s.drawn ?? this.s.latest;
    if (!msg) return;
    const names = this.namesOf(msg);
    const text = phraseOf(m.message);
    if (!text) return;
    this.seats.bubble(m.seat, text);
    this.told.said(h('p', { class: 'log-say' }, `${names.seat(m.seat)}: \u201c${text}\u201d`), msg.view.handNumber);
  }

  // ------------------------------------------------------------------------------------ the rematch

  async rematch() {
    const s = this.s;
    try {
      const r = await api.rematch(s.table, s.token);
      storage.remember(r.table, { seat: r.seat, token: r.token, ...(r.ownerToken ? { owner: r.ownerToken } : {}),
        request: storage.held(s.table)?.request });
      this.go(`/table/${encodeURIComponent(r.table)}`);
    } catch (e) {
      fill(this.el.alert, e instanceof ApiError ? e.message : 'The server cannot be reached.');
    }
  }

  async decline() {
    try {
      await api.declineRematch(this.s.table, this.s.token);
      this.s.rematch = null;
      fill(this.el.alert, 'You declined the rematch.');
      if (this.s.drawnFrame) this.draw(this.s.drawnFrame, this.frames.busy());
    } catch (e) {
      fill(this.el.alert, e instanceof ApiError ? e.message : 'The server cannot be reached.');
    }
  }

  /** The stream's news of a rematch (the seat's token there is kept once the player accepts: rematch()). */
  offered(notice) {
    this.s.rematch = notice;
    if (this.s.drawnFrame) this.draw(this.s.drawnFrame, this.frames.busy());
  }

  // ------------------------------------------------------------------------------------ the stream

  status(what, error) {
    const s = this.s;
    if (what === 'open') fill(this.el.status, s.seat >= 0 ? 'Connected.' : 'Connected: watching.');
    else if (what === 'retrying') fill(this.el.status, 'Connection lost: reconnecting\u2026');
    else if (what === 'gone') {
      fill(this.el.status, 'This table is gone (deleted, or expired after the match).');
      storage.forget(s.table);
    } else if (what === 'refused') fill(this.el.status, `The server refused the stream: ${error?.message ?? ''}`);
  }

  async start() {
    const s = this.s;
    let from = null;
    const catalogueReady = Promise.resolve(s.catalogue).then((c) => { s.catalogue = c; }, () => {});
    if (s.token) {
      // a player back at a seat that a bot took over takes it back; for a seat still held, nothing changes
      try {
        const [msg] = await Promise.all([api.reclaim(s.table, s.token), catalogueReady]);
        this.enqueue(msg);
        from = String(msg.version);     // Last-Event-ID: no move made meanwhile is missed
      } catch (e) {
        if (e instanceof ApiError && (e.code === 'UNKNOWN_TABLE' || e.code === 'UNKNOWN_TOKEN')) {
          storage.forget(s.table);
          fill(this.el.status, e.message);
          return;
        }
      }
    }
    await catalogueReady;
    if (s.closed) return;
    s.stop = follow(s.table, s.token, {
      onMessage: (msg) => this.enqueue(msg), onStatus: (what, e) => this.status(what, e), from,
      onSay: (m) => this.heard(m), onRematch: (n) => this.offered(n),
    });
    this.loadStory();
  }

  /** The table fills the window below the page's head: the felt takes what the choices and the hand leave. */
  fit() {
    const top = this.board.getBoundingClientRect().top + window.scrollY;
    const height = Math.max(window.innerWidth <= 520 ? 440 : 400, window.innerHeight - top - 8);
    this.page.style.setProperty('--board-h', `${Math.floor(height)}px`);
  }
}
