// Cards as the API writes them ("JH", "TD": a rank letter and a suit letter) and as the page draws them:
// HTML and CSS only, a rank and a suit symbol, red for hearts and diamonds, with a spoken name for screen readers.

export const SUITS = {
  S: { symbol: '♠', name: 'spades', red: false },
  H: { symbol: '♥', name: 'hearts', red: true },
  C: { symbol: '♣', name: 'clubs', red: false },
  D: { symbol: '♦', name: 'diamonds', red: true },
};
const SUIT_BY_NAME = { spades: 'S', hearts: 'H', clubs: 'C', diamonds: 'D' };

const RANKS = {
  A: ['A', 'ace'], K: ['K', 'king'], Q: ['Q', 'queen'], J: ['J', 'jack'], T: ['10', 'ten'], 9: ['9', 'nine'],
  8: ['8', 'eight'], 7: ['7', 'seven'], 6: ['6', 'six'], 5: ['5', 'five'], 4: ['4', 'four'], 3: ['3', 'three'],
  2: ['2', 'two'],
};
const ORDER = 'AKQJT98765432';
/** The hand's suit order: alternating colours, as the terminal game shows it. */
const SUIT_ORDER = 'SHCD';

/** {rank: "10", suit: "H", symbol: "♥", red, text: "10♥", name: "ten of hearts"} for a card's code. */
export function card(code) {
  const [rank, rankName] = RANKS[code[0]];
  const suit = SUITS[code[1]];
  return { code, rank, suit: code[1], symbol: suit.symbol, red: suit.red, text: rank + suit.symbol,
    name: `${rankName} of ${suit.name}` };
}

/** The suit symbol and name of a suit as the API writes it ("hearts"). */
export function suit(name) {
  const s = SUITS[SUIT_BY_NAME[name]];
  return { ...s, letter: SUIT_BY_NAME[name] };
}

/** A hand sorted by suit (spades, hearts, clubs, diamonds), high to low. */
export function sortHand(codes) {
  return [...codes].sort((a, b) => SUIT_ORDER.indexOf(a[1]) - SUIT_ORDER.indexOf(b[1])
    || ORDER.indexOf(a[0]) - ORDER.indexOf(b[0]));
}

/** A card's face as an element: a button when it can be chosen, else a plain box. */
export function face(code, { button = false, small = false, label } = {}) {
  const c = card(code);
  const el = document.createElement(button ? 'button' : 'span');
  if (button) el.type = 'button';
  el.className = `card${c.red ? ' red' : ''}${small ? ' small' : ''}`;
  el.dataset.card = code;
  if (!button) el.setAttribute('role', 'img');
  el.setAttribute('aria-label', label ?? c.name);
  const corner = document.createElement('span');
  corner.className = 'corner';
  corner.setAttribute('aria-hidden', 'true');
  corner.innerHTML = `<span class="rank">${c.rank}</span><span class="pip">${c.symbol}</span>`;
  const middle = document.createElement('span');
  middle.className = 'middle';
  middle.setAttribute('aria-hidden', 'true');
  middle.textContent = c.symbol;
  el.append(corner, middle);
  return el;
}

/** A card's back: a card nobody at this page may see. */
export function back({ small = false } = {}) {
  const el = document.createElement('span');
  el.className = `card back${small ? ' small' : ''}`;
  el.setAttribute('aria-hidden', 'true');
  return el;
}

/** A card's short text for sentences: "J♥" (a span, red or black). */
export function inline(code) {
  const c = card(code);
  const el = document.createElement('span');
  el.className = `inline-card${c.red ? ' red' : ''}`;
  el.textContent = c.text;
  el.title = c.name;
  return el;
}
