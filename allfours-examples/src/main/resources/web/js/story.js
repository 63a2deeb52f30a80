// The story of a match: every hand's result (the score sheet) and the log of what was said and played. What
// happened before the page was opened comes from the table's public record (GET /tables/ID/record, the
// library's PublicRecord: no deal, no legal sets, no face-down card), the rest from the events of each view
// message. Each version is told once: a message the record already covers adds nothing.

import { inline } from './cards.js';
import { h } from './dom.js';
import { actionEvents, line, narrate, num, REASONS, signed, suitChip, trickLine } from './narrate.js';

/** The log keeps this many hands. */
const LOGGED_HANDS = 12;

function suitName(card) {
  return { S: 'spades', H: 'hearts', C: 'clubs', D: 'diamonds' }[card[1]];
}

/**
 * A match's story.
 *
 * @param names a function returning who is who now (seating.js naming)
 * @param log   the element the log is drawn in
 */
export function story(names, log) {
  const hands = [];           // by hand number: {hand, dealer, trump, awards, result, totals, bids, sale, lines, known}
  let covered = -1;           // the last version the story holds
  let sides = 0;
  let seats = 0;
  let over = null;            // {side, scores} once the match is won
  let listeners = [];

  function hand(n) {
    while (hands.length <= n) {
      hands.push({ hand: hands.length, dealer: null, trump: null, awards: [], result: null, totals: null, bids: [],
        sale: null, lines: [], known: 'live' });
    }
    return hands[n];
  }

  function changed() {
    listeners.forEach((f) => f());
  }

  function addLines(n, lines) {
    const hd = hand(n);
    for (const l of lines) {
      l.node.classList.add(`log-${l.kind}`);
      hd.lines.push(l.node);
      section(n).prepend(l.node);
    }
  }

  function section(n) {
    let s = log.querySelector(`section[data-hand="${n}"]`);
    if (!s) {
      s = h('section', { class: 'log-hand', dataset: { hand: String(n) }, 'aria-label': `Hand ${n + 1}` });
      const after = [...log.children].find((c) => Number(c.dataset.hand) < n);
      log.insertBefore(s, after ?? null);
      while (log.children.length > LOGGED_HANDS) log.lastElementChild.remove();
    }
    return s;
  }

  /** Notes what events tell of the hands (contracts, awards, results) and narrates them. */
  function apply(events, startHand, view) {
    let cur = startHand;
    let pending = [];
    const flush = () => {
      if (pending.length) addLines(cur, narrate(pending, names()));
      pending = [];
    };
    for (const e of events) {
      if (e.type === 'dealt') {
        flush();
        cur = e.handNumber;
        hand(cur).dealer = e.dealer;
      }
      const hd = hand(cur);
      if (e.type === 'trumps-fixed') hd.trump = e.trump;
      if (e.type === 'bid-made') hd.bids.push({ seat: e.seat, points: e.points });
      if (e.type === 'called' && (e.call === 'sell' || e.call === 'refuse')) hd.sale = { seat: e.seat, call: e.call };
      if (e.type === 'awarded') hand(e.award.hand).awards.push(e.award);
      if (e.type === 'hand-counted') {
        const r = hand(e.result.hand);
        r.result = e.result;
        r.totals = e.scores;
        r.dealer = e.result.dealer;
        r.trump = e.result.trump ?? r.trump;
        flush();
        addLines(e.result.hand, [{ kind: 'result', node: line(resultSummary(r, names())) }]);
        continue;
      }
      if (e.type === 'match-won') over = { side: e.side, scores: e.scores };
      pending.push(e);
    }
    flush();
    if (view) hand(view.handNumber);
  }

  return {
    /** Every hand so far, by number. */
    hands: () => hands,
    over: () => over,
    covered: () => covered,
    onChange(f) {
      listeners.push(f);
    },

    /**
     * Tells the story from the table's public record, up to the version it holds, and the current hand from the
     * record's actions and the view's tricks.
     *
     * @param lines the record's lines, as objects
     * @param view  the view the page shows (its hand's tricks name each trick's winner)
     */
    fromRecord(lines, view) {
      hands.length = 0;
      log.replaceChildren();
      log.setAttribute('aria-busy', 'true');
      let n = 0;
      let version = 0;
      let first = 0;
      const current = [];          // the events of the hand not yet counted
      for (const l of lines) {
        if (l.type === 'match') {
          first = l.firstDealer;
          seats = l.seats;
          sides = l.sides.length;
        } else if (l.type === 'action') {
          version++;
          const hd = hand(n);
          hd.known = 'record';
          const ev = actionEvents(l.seat, l.action);
          if (ev[0].type === 'bid-made') hd.bids.push({ seat: l.seat, points: ev[0].points });
          if (l.action === 'sell' || l.action === 'refuse') hd.sale = { seat: l.seat, call: l.action };
          if (ev[0].type === 'played' && !hd.firstPlay) hd.firstPlay = ev[0].card;
          current.push(...ev);
        } else if (l.type === 'points') {
          const award = { hand: n, side: l.side, points: l.points, reason: l.reason, card: l.card ?? null };
          hand(n).awards.push(award);
          current.push({ type: 'awarded', award });
        } else if (l.type === 'hand') {
          const hd = hand(n);
          hd.totals = l.totals;
          hd.known = 'record';
          current.length = 0;
          n++;
        } else if (l.type === 'end') {
          over = { side: l.winner, scores: l.totals };
        }
      }
      // the view tells the last counted hand in full (who took each point, each side's count for Game)
      const last = view?.lastHandResult;
      if (last && hands[last.hand] && hands[last.hand].totals) hands[last.hand].result = last;
      for (const hd of hands) {
        if (seats) hd.dealer = (first + hd.hand) % seats;
        hd.trump = hd.trump ?? hd.result?.trump ?? trumpOf(hd, view);
      }
      covered = version;
      // the log: a line for each earlier hand, and the current hand told from its actions and tricks
      hands.slice(Math.max(0, n - LOGGED_HANDS), n).forEach((hd) => {
        const nm = names();
        addLines(hd.hand, [{ kind: 'deal', node: line(`Hand ${hd.hand + 1}: ${nm.seat(hd.dealer)} `
          + `${nm.plural(nm.seat(hd.dealer)) ? 'deal' : 'deals'}.`) },
        { kind: 'result', node: line(resultSummary(hd, nm)) }]);
      });
      if (view && view.handNumber === n) tellCurrent(n, current, view);
      log.removeAttribute('aria-busy');
      changed();
    },

    /**
     * Tells what a view message adds: nothing when the record covered its version already.
     *
     * @param msg  the message
     * @param prev the message before it, or null
     */
    message(msg, prev) {
      if (msg.version <= covered) return;
      covered = msg.version;
      if (sides === 0) {
        sides = msg.view.rules.sides.length;
        seats = msg.view.rules.seats;
      }
      apply(msg.events, prev ? prev.view.handNumber : msg.view.handNumber, msg.view);
      if (msg.view.winner !== null && msg.view.winner !== undefined && !over) {
        over = { side: msg.view.winner, scores: msg.view.scores };
      }
      changed();
    },

    /** A quick message said at the table, as a log line. */
    said(node, handNumber) {
      addLines(handNumber, [{ kind: 'say', node }]);
    },

    /** The number of sides (known once anything was told). */
    sides: () => sides,
  };

  /** The current hand from the record: its calls and plays, each completed trick with its winner (the view's). */
  function tellCurrent(n, events, view) {
    const nm = names();
    const tricks = (view.tricks ?? []).filter((t) => t.hand === n);
    const out = [{ kind: 'deal', node: line(`Hand ${n + 1}: ${nm.seat(view.dealer)} `
      + `${nm.plural(nm.seat(view.dealer)) ? 'deal' : 'deals'}.`) }];
    // the turn-ups are the view's: the earlier ones set aside by runs, in order, then the one showing
    const turned = view.turnUp ? [...view.setAside, view.turnUp] : [];
    let round = 0;
    const turn = () => {
      if (round < turned.length) out.push(...narrate([{ type: 'turned-up', card: turned[round], round: round++ }], nm));
    };
    turn();
    let k = 0;
    for (const e of events) {
      out.push(...narrate([e], nm));
      if (e.type === 'called' && e.call === 'run') turn();
      if (e.type === 'played' && tricks[k] && tricks[k].cards[tricks[k].cards.length - 1] === e.card) {
        out.push({ kind: 'trick', node: trickLine(tricks[k], nm) });
        k++;
      }
    }
    hand(n).dealer = view.dealer;
    hand(n).trump = view.trump;
    addLines(n, out);
  }

  /** A hand's trumps when the record alone tells them: the suit of its High, Low or Jack, or of its pitch. */
  function trumpOf(hd, view) {
    const a = hd.awards.find((x) => x.card && ['high', 'low', 'jack', 'hang-jack'].includes(x.reason));
    if (a) return suitName(a.card);
    const kind = view?.rules?.options?.trumps;
    if ((kind === 'pitch' || kind === 'auction') && hd.firstPlay) return suitName(hd.firstPlay);
    return null;
  }
}

/** Each side's points in a hand, from its awards. */
export function pointsOf(hd, sides) {
  const pts = new Array(sides).fill(0);
  for (const a of hd.awards) pts[a.side] += a.points;
  return pts;
}

/** "Hand 3: You & North +2, West & East +1." */
export function resultSummary(hd, names) {
  const sides = names.sides();
  const pts = pointsOf(hd, sides);
  const parts = pts.map((p, i) => (p !== 0 ? `${names.side(i)} ${signed(p)}` : null)).filter(Boolean);
  return `Hand ${hd.hand + 1}: ${parts.length ? parts.join(', ') : 'no points'}.`;
}

/** The contract of a hand: {seat, points} of its high bid, or null. */
export function contractOf(hd) {
  return hd.bids.reduce((best, b) => (!best || b.points > best.points ? b : best), null);
}

/**
 * What a hand decided, as rows of a definition list: trumps, the contract, the gift and turn-up points, High,
 * Low, Jack and Game (with each side's count, when the page saw the hand counted), and each side's points.
 */
export function handDetail(hd, names) {
  const dl = h('dl', { class: 'hand-detail' });
  const row = (term, ...desc) => dl.append(h('dt', {}, term), h('dd', {}, ...desc));
  const sides = names.sides();
  const r = hd.result;
  const setBack = hd.awards.find((a) => a.reason === 'setback');
  const why = (side) => (setBack && setBack.side === side ? 'the bid failed'
    : r?.countStopped ? 'the match was already won' : 'not scored');
  if (hd.dealer !== null && hd.dealer !== undefined) row('Dealer', names.seat(hd.dealer));
  if (hd.trump) row('Trumps', suitChip(hd.trump));
  const contract = contractOf(hd);
  if (contract) {
    const side = names.sideOf(contract.seat);
    const sale = hd.awards.find((a) => a.reason === 'sale');
    const unscored = r?.countStopped && !hd.awards.some((a) => a.side === side && a.points > 0);
    const made = setBack ? `set back: ${num(setBack.points)}` : unscored ? 'not settled: the match was won first'
      : (hd.totals || r) ? 'made' : 'in play';
    row('Contract', `${names.seat(contract.seat)} bid ${contract.points}`,
      sale ? ` (sold: ${names.side(sale.side)} ${signed(sale.points)})` : '',
      hd.sale?.call === 'refuse' ? ` (refused: ${names.side(names.sideOf(hd.sale.seat))} plays it)` : '',
      ` — ${setBack && side !== setBack.side ? `${names.side(setBack.side)} set back: ${num(setBack.points)}` : made}`);
  }
  for (const a of hd.awards.filter((x) => ['turn-up', 'gift', 'trick', 'penalty', 'forfeit', 'misdeal', 'peek']
    .includes(x.reason))) {
    row(a.reason === 'turn-up' ? 'Turn-up' : a.reason === 'gift' ? 'Gift' : REASONS[a.reason],
      `${names.side(a.side)} ${signed(a.points)}`, a.card ? ' (' : '', a.card ? inline(a.card) : '', a.card ? ')' : '');
  }
  const award = (reason) => hd.awards.find((a) => a.reason === reason);
  if (r && !r.thrownIn) {
    const to = (side, scored) => (side < 0 ? 'nobody' : `${names.side(side)}${scored ? '' : ` (not scored: ${why(side)})`}`);
    row('High', ...(r.high ? [inline(r.high), ` ${to(r.highSide, r.highScored)}`] : ['no trump in play']));
    row('Low', ...(r.low ? [inline(r.low), ` ${to(r.lowSide, r.lowScored)}`] : ['no trump in play']));
    row('Jack', ...(r.jack ? [inline(r.jack), ` ${to(r.jackSide, r.jackScored)}`,
      r.hangJack ? ' (hanged: captured from its holder\u2019s side)' : ''] : ['not in play']));
    const counts = r.gameValues.map((g, i) => `${names.side(i)} ${g}`).join(', ');
    row('Game', `${to(r.gameSide, r.gameScored)} — cards counted: ${counts}`);
  } else if (r?.thrownIn) {
    row('Play', 'thrown in after the gift: no count');
  } else {
    for (const [reason, term] of [['high', 'High'], ['low', 'Low'], ['jack', 'Jack'], ['hang-jack', 'Jack'], ['game', 'Game']]) {
      const a = award(reason);
      if (a) row(term, ...(a.card ? [inline(a.card), ' '] : []), `${names.side(a.side)} ${signed(a.points)}`);
    }
  }
  const pts = pointsOf(hd, sides);
  row('Points', pts.map((p, i) => `${names.side(i)} ${signed(p)}`).join(', '));
  return dl;
}

/**
 * The whole match's score sheet: a row per hand (each side's points in it, and the running totals), its
 * details, and the totals, which are the scores the table shows.
 */
export function scoreSheet(st, names, scores) {
  const sides = names.sides();
  const table = h('table', { class: 'sheet' },
    h('caption', {}, 'Each hand: the points each side scored in it, and its total after it'),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Hand'),
      Array.from({ length: sides }, (_, i) => h('th', { scope: 'col' }, names.side(i))))));
  const body = h('tbody');
  const totals = new Array(sides).fill(0);
  for (const hd of st.hands()) {
    const pts = pointsOf(hd, sides);
    pts.forEach((p, i) => {
      totals[i] += p;
    });
    const open = !hd.totals && !hd.result;
    body.append(h('tr', { class: open ? 'open-hand' : '' },
      h('th', { scope: 'row' }, `${hd.hand + 1}${open ? ' (in play)' : ''}`),
      pts.map((p, i) => h('td', {}, h('span', { class: 'hand-points' }, signed(p)),
        h('span', { class: 'running' }, ` ${num(totals[i])}`)))));
    body.append(h('tr', { class: 'detail-row' }, h('td', { colspan: String(sides + 1) }, handDetail(hd, names))));
  }
  table.append(body, h('tfoot', {}, h('tr', {}, h('th', { scope: 'row' }, 'Total'),
    (scores ?? totals).map((s) => h('td', {}, num(s))))));
  return table;
}
