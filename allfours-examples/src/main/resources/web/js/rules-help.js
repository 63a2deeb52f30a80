// The rules of the game being played, as a short panel, and what each call does, for the buttons' tooltips.
// Written for the table from the rule set the view carries (its options), so a house rule is described as it is
// played; the rule book is docs/rules.md.

import { h } from './dom.js';

const RANKS = { A: 'an ace', K: 'a king', Q: 'a queen', J: 'a jack', T: 'a ten', 9: 'a nine', 8: 'an eight', 7: 'a seven',
  6: 'a six', 5: 'a five', 4: 'a four', 3: 'a three', 2: 'a two' };

function pts(n) {
  return `${n} point${n === 1 ? '' : 's'}`;
}

/** What a call does, for its button's tooltip (and for a screen reader's description). */
export function tipOf(action, rules) {
  const o = rules.options;
  const gift = o.giftPoints ?? 1;
  const bid = /^bid (\d)$/.exec(action);
  if (bid) {
    return `Bid ${bid[1]}: your side promises to take at least ${pts(Number(bid[1]))} of High, Low, Jack and Game; `
      + 'the high bidder leads first and that card names trumps. Fall short and your side loses the bid.';
  }
  return {
    stand: 'Stand: keep the turned-up suit as trumps and start play.',
    beg: `Beg: ask the dealer for a new trump suit. The dealer either gives your side ${pts(gift)} and keeps these trumps,`
      + ' or runs the cards for a new turn-up.',
    give: `Give one: the begging side scores ${pts(gift)} and the turned-up suit stays trumps`
      + `${o.giftThrowsIn ? '; the cards are then thrown in without play' : ''}.`,
    run: `Run the cards: deal ${o.runPacket ?? 3} more to each player and turn up a new card; a new suit becomes trumps,`
      + ' the same suit means another round.',
    bunch: 'Bunch: vote to throw these cards in and have the same dealer deal again (every player must agree).',
    keep: 'Keep: play with the trumps just turned up.',
    pass: 'Pass: make no bid this hand.',
    sell: 'Sell: your side scores the high bid now, and the high bidder leads under that contract.',
    refuse: 'Refuse: you lead and name trumps yourself, and your side must make the high bid or lose it.',
    'throw-in': 'Throw in: lay all your remaining cards on this trick; they cannot win and count nothing, and you sit out'
      + ' the rest of the hand.',
    retract: 'Take back the card you revoked with, before the trick is complete: no penalty.',
    'call-revoke': 'Call a revoke: if an opponent failed to follow suit, your side scores the penalty.',
    misdeal: 'Claim a misdeal: your side scores a point and the same dealer deals again.',
    count: 'Count the hand: close the claims and score High, Low, Jack and Game.',
    peek: 'Peek at your hand before your partner pitches (the other sides score for it).',
  }[action] ?? null;
}

/** A sentence on how trumps are chosen. */
function trumpRules(r) {
  const o = r.options;
  const out = [];
  if (o.trumps === 'turn-up') {
    out.push(h('li', {}, 'After the deal the dealer turns up the next card: its suit is offered as trumps.'));
    if (o.turnUpPoints && Object.keys(o.turnUpPoints).length) {
      const list = Object.entries(o.turnUpPoints).sort(([a], [b]) => 'AKQJT98765432'.indexOf(a) - 'AKQJT98765432'.indexOf(b))
        .map(([rank, p]) => `${RANKS[rank] ?? rank} ${p}`).join(', ');
      const when = { 'every-turn-up': 'every card turned up scores', 'first-and-fixing':
        'the first card turned, and one that fixes trumps during a run, scores', 'final-only':
        'only the card that finally fixes trumps scores' }[o.turnUpScope] ?? 'a turned card scores';
      out.push(h('li', {}, `Turn-up points for the dealer's side: ${list}; ${when}.`));
    }
    if (o.begging) {
      out.push(h('li', {}, 'The player after the dealer (elder) stands, keeping that suit, or begs. To a beg the dealer'
        + ` gives ${pts(o.giftPoints ?? 1)}${o.giftTo === 'every-opposing-side' ? ' to every opposing side' : ' to the begging side'}`
        + ` ${o.giftThrowsIn ? 'and the cards are thrown in' : 'and the turned suit stays trumps'}, or runs the cards:`
        + ` ${o.runPacket ?? 3} more each and a new turn-up, again while the suit repeats.`));
      if (o.bunching) out.push(h('li', {}, 'After a run the players vote: keep the new trumps, or bunch (all must agree) for a new deal.'));
      if (o.discardAfterRun && o.discardAfterRun !== 'never') {
        out.push(h('li', {}, `After a run everyone discards back to six cards${o.discardAfterRun === 'twelve-or-more'
          ? ' once a hand holds twelve or more' : ''}.`));
      }
      if (o.forcedBegWithoutTrump) out.push(h('li', {}, 'Elder must beg when holding no card of the turned suit.'));
      if (o.noGiftWithoutTrump) out.push(h('li', {}, 'A dealer holding no card of the turned suit must run.'));
      if (o.runIfGiftWins) out.push(h('li', {}, 'A dealer whose gift would win the match for the beggars must run.'));
    }
  } else if (o.trumps === 'pitch') {
    out.push(h('li', {}, 'No card is turned up: the player after the dealer leads first, and the suit of that card (the'
      + ' pitch) is trumps for the hand.'));
    if (o.pitchersPartnerWaits) out.push(h('li', {}, "The pitcher's partner may not look at their cards until the pitch."));
  } else if (o.trumps === 'auction') {
    out.push(h('li', {}, o.elderSells
      ? 'The players after elder bid once each, 1 to 4, or pass; then elder sells (its side scores the high bid and the'
        + ' bidder pitches) or refuses (elder pitches and must make the bid).'
      : `Each player bids once, from elder round to the dealer: ${o.minimumBid ?? 1} to ${o.maximumBid ?? 4}, above the`
        + ` high bid, or passes.${o.allPass === 'dealer-must-bid' ? ' If everyone else passed, the dealer must bid.' : ''}`));
    out.push(h('li', {}, 'The high bidder leads first, and that card names trumps. A side that takes fewer points than'
      + ' its bid scores nothing that hand and loses the bid (scores may go below zero).'));
  } else if (o.trumps === 'stock') {
    out.push(h('li', {}, `Trumps are the suit of the last card of the pack. The rest of the pack is a ${o.stockFaceUp
      ? 'face-up' : 'face-down'} stock: after each trick the winner, then the loser, draws a card until it is gone.`));
  }
  return out;
}

function playRules(r) {
  const o = r.options;
  const out = [h('li', {}, 'To a trump lead you must play a trump if you have one. To a plain-suit lead you must follow'
    + ` suit${o.noTrumpingIn ? ' if you can (you may trump only when void)' : ' or trump'}; void in the suit, play anything.`
    + ' The highest trump wins the trick, else the highest card of the suit led; the winner leads next.')];
  if (o.noUndertrumping) out.push(h('li', {}, 'Once a plain lead is trumped, play a lower trump only if you must.'));
  if (o.trumpAndFollow) out.push(h('li', {}, 'If you trumped while holding the suit led and won, lead that suit or a trump next.'));
  if (o.throwIn) {
    out.push(h('li', {}, 'Holding no trump, nothing above a nine and nothing that beats the trick, you may throw in your'
      + ' cards and sit out the hand.'));
  }
  return out;
}

function countRules(r) {
  const o = r.options;
  const jack = o.jackScoring === 'hang-jack'
    ? `the side that holds the jack of trumps scores 1 if it keeps it; an opponent who captures it scores ${o.hangJackPoints ?? 3}`
    : 'the side that wins the jack of trumps scores 1';
  const tie = { none: 'a tie gives Game to nobody', 'non-dealer': "a tie goes to the non-dealer's side", elder:
    "a tie goes to elder's side" }[o.gameTie] ?? 'a tie gives Game to nobody';
  const out = [
    h('li', {}, `High: 1 to the side that held the highest trump in play. Low: 1 to the side that ${o.lowTakenBy === 'captor'
      ? 'wins' : 'held'} the lowest. Jack: ${jack}.`),
    h('li', {}, `Game: ${pts(o.gamePoints ?? 1)} to the side whose tricks hold the most: each ten 10, ace 4, king 3, queen 2,`
      + ` jack 1${o.trumpFiveValue ? `, the five of trumps ${o.trumpFiveValue}` : ''}; ${tie}.`),
  ];
  if (o.trickPoints) out.push(h('li', {}, 'Each trick scores at once, for its winner, the values of the trumps in it.'));
  out.push(h('li', {}, `The points are counted in the order High, Low, Jack, Game, and the first side to reach ${r.target}`
    + ' wins at that moment, even in the middle of a hand.'));
  return out;
}

/** The rules panel of a game: its table, trumps, play and count. */
export function rulesPanel(r, name) {
  const sides = r.sides.length;
  const table = sides === r.seats ? `${r.seats} players, each for themselves`
    : `${r.seats} players in ${sides} partnerships (partners sit opposite)`;
  const cards = r.packets.reduce((a, b) => a + b, 0);
  return h('div', { class: 'rules-panel' },
    h('p', {}, `${name}: ${table}, ${cards} cards each, to ${r.target} points. Play goes ${r.options.direction ?? 'clockwise'}.`),
    h('h3', {}, 'Trumps'), h('ul', {}, trumpRules(r)),
    h('h3', {}, 'Play'), h('ul', {}, playRules(r)),
    h('h3', {}, 'Scoring'), h('ul', {}, countRules(r)),
    r.options.tableMode ? h('p', {}, 'Table mode: a revoke is not refused; an opponent may call it for a penalty.') : null,
    h('p', { class: 'rules-source' }, 'The full rules, with their sources, are in the project\u2019s docs/rules.md.'));
}
