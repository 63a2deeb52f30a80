// The table's story in sentences, from the events each view message carries (the library's GameEvents as the
// seat may know them, in the JSON form of docs/json.md: another seat's discard comes without its card). The
// page never compares views to narrate.

import { inline, suit } from './cards.js';

const CALLS = {
  beg: 'begs', stand: 'stands', give: 'gives one', run: 'runs the cards', bunch: 'votes to bunch', keep: 'votes to keep',
  pass: 'passes', sell: 'sells', refuse: 'refuses', 'throw-in': 'throws in', retract: 'takes back a revoke',
  'call-revoke': 'calls a revoke', misdeal: 'claims a misdeal', count: 'counts the hand', peek: 'peeks',
};
const CALLS_YOU = {
  beg: 'beg', stand: 'stand', give: 'give one', run: 'run the cards', bunch: 'vote to bunch', keep: 'vote to keep',
  pass: 'pass', sell: 'sell', refuse: 'refuse', 'throw-in': 'throw in', retract: 'take back your revoke',
  'call-revoke': 'call a revoke', misdeal: 'claim a misdeal', count: 'count the hand', peek: 'peek',
};
const REASONS = {
  'turn-up': 'the turn-up', gift: 'the gift', high: 'High', low: 'Low', jack: 'Jack', 'hang-jack': 'hanging the Jack',
  game: 'Game', setback: 'being set back', sale: 'the sale', trick: 'trumps taken in a trick', forfeit: 'a forfeit',
  penalty: 'a called revoke', misdeal: 'a misdeal', peek: 'a peek',
};

/** A sentence built of text and card chips. */
function line(...parts) {
  const p = document.createElement('p');
  for (const part of parts) {
    p.append(part instanceof Node ? part : document.createTextNode(part));
  }
  return p;
}

function cards(codes) {
  const span = document.createElement('span');
  codes.forEach((c, i) => {
    if (i) span.append(' ');
    span.append(inline(c));
  });
  return span;
}

/**
 * Turns events into log lines.
 *
 * @param names  who is who: {seat(i) -> "North" | "You", side(i) -> "You & North", plural(name) -> bool}
 */
export function narrate(events, names) {
  const out = [];
  const verb = (who, one, many) => (names.plural(who) ? many : one);
  for (const e of events) {
    switch (e.type) {
      case 'dealt':
        out.push({ kind: 'deal', hand: e.handNumber, node: line(`Hand ${e.handNumber + 1}: ${names.seat(e.dealer)} `,
          verb(names.seat(e.dealer), 'deals.', 'deal.')) });
        break;
      case 'redealt':
        out.push({ kind: 'note', node: line({ BUNCHED: 'The cards are bunched', MISDEAL: 'A misdeal' }[e.cause] ?? 'The pack ran out',
          `: ${names.seat(e.dealer)} ${verb(names.seat(e.dealer), 'deals', 'deal')} again.`) });
        break;
      case 'turned-up':
        out.push({ kind: 'note', node: line(e.round === 0 ? 'Turned up: ' : 'A new turn-up: ', inline(e.card), '.') });
        break;
      case 'called': {
        const who = names.seat(e.seat);
        const text = who === 'You' ? CALLS_YOU[e.call] ?? e.call : CALLS[e.call] ?? e.call;
        out.push({ kind: 'call', node: line(`${who} ${text}.`) });
        break;
      }
      case 'bid-made':
        out.push({ kind: 'call', node: line(`${names.seat(e.seat)} ${verb(names.seat(e.seat), 'bids', 'bid')} ${e.points}.`) });
        break;
      case 'trumps-fixed': {
        const s = suit(e.trump);
        const chip = document.createElement('span');
        chip.className = `inline-card${s.red ? ' red' : ''}`;
        chip.textContent = `${s.symbol} ${e.trump}`;
        out.push({ kind: 'note', node: line('Trumps are ', chip, '.') });
        break;
      }
      case 'drew':
        out.push({ kind: 'play', node: e.card
          ? line(`${names.seat(e.seat)} ${verb(names.seat(e.seat), 'draws', 'draw')} `, inline(e.card), '.')
          : line(`${names.seat(e.seat)} ${verb(names.seat(e.seat), 'draws', 'draw')} a card.`) });
        break;
      case 'discarded':
        out.push({ kind: 'play', node: e.card
          ? line(`${names.seat(e.seat)} ${verb(names.seat(e.seat), 'discards', 'discard')} `, inline(e.card), '.')
          : line(`${names.seat(e.seat)} ${verb(names.seat(e.seat), 'discards', 'discard')} a card face down.`) });
        break;
      case 'threw-in':
        out.push({ kind: 'play', node: line(`${names.seat(e.seat)} ${verb(names.seat(e.seat), 'throws', 'throw')} in `,
          cards(e.cards), '.') });
        break;
      case 'exposed':
        out.push({ kind: 'call', node: line(`${names.seat(e.seat)} ${verb(names.seat(e.seat), 'exposes', 'expose')} `,
          inline(e.card), '.') });
        break;
      case 'card-called':
        out.push({ kind: 'call', node: line(`${names.seat(e.seat)} ${verb(names.seat(e.seat), 'calls', 'call')} `,
          inline(e.card), '.') });
        break;
      case 'played':
        break;      // the table shows each card as it falls; the trick's line tells the whole trick
      case 'taken-back':
        out.push({ kind: 'play', node: line(`${names.seat(e.seat)} ${verb(names.seat(e.seat), 'takes', 'take')} back `,
          cards(e.cards), '.') });
        break;
      case 'call-lapsed': {
        const who = names.seat(e.seat);
        out.push({ kind: 'call', node: line('The call of ', inline(e.card), ` by ${who === 'You' ? 'you' : who} lapses: `
          + 'the revoke was corrected before the trick was complete, so it costs nothing.') });
        break;
      }
      case 'trick-taken': {
        const t = e.trick;
        const w = t.winner;
        const won = t.cards[t.seats.indexOf(w)];
        const who = names.seat(w);
        const node = line(`${who} ${verb(who, 'takes', 'take')} the trick with `, inline(won), ' (');
        t.cards.forEach((c, i) => {
          if (i) node.append(', ');
          node.append(`${names.short(t.seats[i])} `, inline(c));
        });
        node.append(').');
        out.push({ kind: 'trick', node });
        break;
      }
      case 'awarded': {
        const a = e.award;
        const who = names.side(a.side);
        const n = Math.abs(a.points);
        const pts = `${n} point${n === 1 ? '' : 's'}`;
        const node = a.points < 0
          ? line(`${who} ${verb(who, 'loses', 'lose')} ${pts} for ${REASONS[a.reason] ?? a.reason}`)
          : line(`${who} ${verb(who, 'scores', 'score')} ${pts} for ${REASONS[a.reason] ?? a.reason}`);
        if (a.card) node.append(' (', inline(a.card), ')');
        node.append('.');
        out.push({ kind: 'award', node });
        break;
      }
      case 'hand-counted':
        out.push({ kind: 'result', result: e.result, scores: e.scores, node: handResult(e.result, e.scores, names) });
        break;
      case 'match-won': {
        const who = names.side(e.side);
        out.push({ kind: 'won', side: e.side, scores: e.scores,
          node: line(`${who} ${verb(who, 'wins', 'win')} the match, ${e.scores.join('–')}.`) });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** A hand's result: who took High, Low, Jack and Game, and the scores after it. */
export function handResult(r, scores, names) {
  const box = document.createElement('div');
  box.className = 'hand-result';
  const title = document.createElement('p');
  title.className = 'result-title';
  title.textContent = r.thrownIn ? `Hand ${r.hand + 1}: thrown in after the gift` : `Hand ${r.hand + 1} result`;
  box.append(title);
  if (!r.thrownIn) {
    const dl = document.createElement('dl');
    const row = (term, ...desc) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      desc.forEach((d) => dd.append(d instanceof Node ? d : document.createTextNode(d)));
      dl.append(dt, dd);
    };
    // who took each point; a point taken after the match was won was never scored, and says so
    const to = (side, scored) => (side < 0 ? 'nobody' : `${names.side(side)}${scored === false ? ' (not scored: the match was won)' : ''}`);
    row('High', ...(r.high ? [inline(r.high), ` — ${to(r.highSide, r.highScored)}`] : ['no trump in play']));
    row('Low', ...(r.low ? [inline(r.low), ` — ${to(r.lowSide, r.lowScored)}`] : ['no trump in play']));
    row('Jack', ...(r.jack ? [inline(r.jack), ` — ${to(r.jackSide, r.jackScored)}${r.hangJack ? ' (hang jack)' : ''}`]
      : ['not in play']));
    row('Game', `${r.gameValues.join('–')} — ${to(r.gameSide, r.gameScored)}`);
    box.append(dl);
  }
  const total = document.createElement('p');
  total.className = 'result-score';
  total.textContent = `Score: ${scores.map((s, i) => `${names.side(i)} ${s}`).join(', ')}`;
  box.append(total);
  return box;
}
