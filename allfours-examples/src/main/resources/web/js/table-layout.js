// The table page's elements, made once: the head with its buttons, the scores, the felt and the controls where the
// seat view (seatview.js) and the choices (choices.js) are drawn, the story's side panel (story.js), the company's
// banners (company.js) and the dialogs of the score sheet and the rules. The page fills them frame by frame
// (table.js).

import { h } from './dom.js';
import * as storage from './storage.js';
import { talk } from './talk.js';

const button = (text, attrs) => h('button', { type: 'button', class: 'secondary small-button', ...attrs }, text);

/** The elements the seat view, the choices, the story and the company draw in. */
function areas() {
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
  return el;
}

/**
 * The page's elements. `seated`: whether this browser holds a seat there (the hint, quick messages and sound are a
 * seat's); `on`: what the head's buttons do, {hint(), sheet(), rules(), say(word), sound()}, where sound() turns
 * the turn's tone on or off and returns whether it is on.
 * Returns {el, page, board, sheetDialog, rulesDialog, hintButton}.
 */
export function tableLayout(seated, on) {
  const el = areas();
  const sheetDialog = h('dialog', { class: 'sheet-dialog', 'aria-label': 'Score sheet' });
  const rulesDialog = h('dialog', { class: 'rules-dialog', 'aria-label': 'Rules' });
  const hintButton = button('Hint', { onclick: () => on.hint(), disabled: true,
    title: "The hard bot's chance of winning after each of your choices, shown on them" });
  const sheetButton = button('Scores', { onclick: () => on.sheet(),
    title: 'Every hand of the match and who scored what' });
  const quick = talk({ onSay: (m) => on.say(m) });
  const soundButton = button('Sound', { 'aria-pressed': storage.prefs().sound ? 'true' : 'false',
    onclick: () => soundButton.setAttribute('aria-pressed', on.sound() ? 'true' : 'false'),
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
        button('Rules', { onclick: () => on.rules(), title: 'The rules of this game' }), sheetButton,
        seated ? hintButton : null, seated ? quick.button : null, seated ? soundButton : null)),
    h('div', { class: 'standing' }, el.scores, el.handLine),
    el.banner,
    board,
    sheetDialog, rulesDialog, quick.menu);
  return { el, page, board, sheetDialog, rulesDialog, hintButton };
}
