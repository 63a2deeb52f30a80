// The table's story in sentences: from the events each view message carries (the library's GameEvents as the
// reader may know them, docs/json.md: another seat's discard comes without its card) and, for what happened
// before the page was opened, from the table's public record (PublicRecord: no deal, no hidden card). The page
// never compares views to narrate.

import { inline, suit } from './cards.js';

const CALLS = {
  beg: ['begs', 'beg'], stand: ['stands', 'stand'], give: ['gives one point', 'give one point'],
  run: ['runs the cards', 'run the cards'], bunch: ['votes to bunch', 'vote to bunch'],
  keep: ['votes to keep the trumps', 'vote to keep the trumps'], pass: ['passes', 'pass'], sell: ['sells', 'sell'],
  refuse: ['refuses', 'refuse'], 'throw-in': ['throws in', 'throw in'], retract: ['takes back a revoke', 'take back your revoke'],
  'call-revoke': ['calls a revoke', 'call a revoke'], misdeal: ['claims a misdeal', 'claim a misdeal'],
  count: ['counts the hand', 'count the hand'], peek: ['peeks', 'peek'],
};
/** What an award was for, as a sentence ends: "scores 1 point for High". */
export const REASONS = {
  'turn-up': 'the turn-up', gift: 'the gift', high: 'High', low: 'Low', jack: 'Jack', 'hang-jack': 'hanging the Jack',
  game: 'Game', setback: 'the failed bid', sale: 'the sale', trick: 'trumps taken in a trick', forfeit: 'a forfeit',
  penalty: 'a called revoke', misdeal: 'a misdeal', peek: 'a peek',
};

/** A number as a player reads it: "−3" with a real minus sign. */
export function num(n) {
  return n < 0 ? `\u2212${-n}` : String(n);
}

/** A signed number: "+2", "−3", "0". */
export function signed(n) {
  return n > 0 ? `+${n}` : num(n);
}

/** A sentence built of text and card chips. */
export function line(...parts) {
  const p = document.createElement('p');
  for (const part of parts) {
    if (part !== null && part !== undefined) p.append(part instanceof Node ? part : document.createTextNode(part));
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

export function suitChip(name) {
  const s = suit(name);
  const chip = document.createElement('span');
  chip.className = `inline-card${s.red ? ' red' : ''}`;
  chip.textContent = `${s.symbol}\u00a0${name}`;
  return chip;
}

/**
 * Turns events into log lines: [{kind, node, ...}].
 *
 * @param names who is who (seating.js naming)
 */
export function narrate(events, names) {
  const out = [];
  const who = (seat) => names.seat(seat);
  const verb = (name, one, many) => (names.plural(name) ? many : one);
  const says = (seat, one, many, ...rest) => {
    const w = who(seat);
    return line(`${w} ${verb(w, one, many)}`, ...rest);
  };
  for (const e of events) {
    switch (e.type) {
      case 'dealt':
        out.push({ kind: 'deal', hand: e.handNumber, node: line(`Hand ${e.handNumber + 1}: ${who(e.dealer)} `
          + `${verb(who(e.dealer), 'deals', 'deal')}.`) });
        break;
      case 'redealt':
        out.push({ kind: 'note', node: line({ BUNCHED: 'The cards are bunched', MISDEAL: 'A misdeal' }[e.cause]
          ?? 'The pack ran out', `: ${who(e.dealer)} ${verb(who(e.dealer), 'deals', 'deal')} again.`) });
        break;
      case 'turned-up':
        out.push({ kind: 'note', node: line(e.round === 0 ? 'Turned up: ' : 'A new turn-up: ', inline(e.card), '.') });
        break;
      case 'called': {
        const [one, many] = CALLS[e.call] ?? [e.call, e.call];
        out.push({ kind: 'call', node: says(e.seat, one, many, '.') });
        break;
      }
      case 'bid-made':
        out.push({ kind: 'call', node: says(e.seat, 'bids', 'bid', ` ${e.points}.`) });
        break;
      case 'trumps-fixed':
        out.push({ kind: 'note', node: line('Trumps are ', suitChip(e.trump), '.') });
        break;
      case 'drew':
        out.push({ kind: 'play', node: e.card ? says(e.seat, 'draws', 'draw', ' ', inline(e.card), '.')
          : says(e.seat, 'draws', 'draw', ' a card.') });
        break;
      case 'discarded':
        out.push({ kind: 'play', node: e.card ? says(e.seat, 'discards', 'discard', ' ', inline(e.card), '.')
          : says(e.seat, 'discards', 'discard', ' a card face down.') });
        break;
      case 'threw-in':
        out.push({ kind: 'play', node: says(e.seat, 'throws', 'throw', ' in ', cards(e.cards), '.') });
        break;
      case 'exposed':
        out.push({ kind: 'call', node: says(e.seat, 'exposes', 'expose', ' ', inline(e.card), '.') });
        break;
      case 'card-called':
        out.push({ kind: 'call', node: says(e.seat, 'calls', 'call', ' ', inline(e.card), '.') });
        break;
      case 'played':
        break;      // the table shows each card as it falls; the trick's line tells the whole trick
      case 'taken-back':
        out.push({ kind: 'play', node: says(e.seat, 'takes', 'take', ' back ', cards(e.cards), '.') });
        break;
      case 'call-lapsed': {
        const who = names.seat(e.seat);
        out.push({ kind: 'call', node: line('The call of ', inline(e.card), ` by ${who === 'You' ? 'you' : who} lapses: `
          + 'the revoke was corrected before the trick was complete, so it costs nothing.') });
        break;
      }
      case 'trick-taken':
        out.push({ kind: 'trick', node: trickLine(e.trick, names) });
        break;
      case 'awarded':
        out.push({ kind: 'award', node: awardLine(e.award, names) });
        break;
      case 'match-won': {
        const w = names.side(e.side);
        out.push({ kind: 'won', node: line(`${w} ${verb(w, 'wins', 'win')} the match, ${e.scores.map(num).join(' to ')}.`) });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** "North takes the trick with J♥ (West 7♥, North J♥, ...)." */
export function trickLine(t, names) {
  const w = names.seat(t.winner);
  const node = line(`${w} ${names.plural(w) ? 'take' : 'takes'} the trick with `, inline(t.cards[t.seats.indexOf(t.winner)]), ' (');
  t.cards.forEach((c, i) => {
    if (i) node.append(', ');
    node.append(`${names.seat(t.seats[i])} `, inline(c));
  });
  node.append(').');
  return node;
}

/** "You & North score 1 point for High (A♥)." */
export function awardLine(a, names) {
  const w = names.side(a.side);
  const n = Math.abs(a.points);
  const pts = `${n} point${n === 1 ? '' : 's'}`;
  const node = a.points < 0
    ? line(`${w} ${names.plural(w) ? 'lose' : 'loses'} ${pts} for ${REASONS[a.reason] ?? a.reason}`)
    : line(`${w} ${names.plural(w) ? 'score' : 'scores'} ${pts} for ${REASONS[a.reason] ?? a.reason}`);
  if (a.card) node.append(' (', inline(a.card), ')');
  node.append('.');
  return node;
}

/**
 * The events an action line of the public record stands for, as far as the record tells them (a card thrown in
 * is named by the view's tricks, not by the record).
 */
export function actionEvents(seat, action) {
  const [word, arg] = action.split(' ');
  switch (word) {
    case 'play': return [{ type: 'played', seat, card: arg }];
    case 'discard': return [{ type: 'discarded', seat, card: arg ?? null }];
    case 'bid': return [{ type: 'bid-made', seat, points: Number(arg) }];
    case 'expose': return [{ type: 'exposed', seat, card: arg }];
    case 'call': return [{ type: 'card-called', seat, card: arg }];
    default: return [{ type: 'called', seat, call: action }];
  }
}
