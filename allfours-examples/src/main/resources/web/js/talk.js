// Quick messages: a fixed set of phrases a seat may say to the table (POST /tables/ID/say), no free text. The
// server knows them by word; the page words them.

import { h } from './dom.js';

const PHRASES = {
  hello: 'Hello!', 'good-luck': 'Good luck!', 'well-played': 'Well played!', thanks: 'Thanks!', sorry: 'Sorry!',
  oops: 'Oops!', 'one-moment': 'One moment, please.', 'good-game': 'Good game!', 'another-match': 'Another match?',
  bye: 'Bye!',
};

/** The phrase of a message's word, or null for a word this page does not know. */
export function phraseOf(word) {
  return PHRASES[word] ?? null;
}

/** The "Say" button and its menu of phrases; onSay gets the chosen word. */
export function talk({ onSay }) {
  const menu = h('div', { class: 'say-menu', role: 'menu', 'aria-label': 'Quick messages', hidden: true });
  const button = h('button', { type: 'button', class: 'secondary small-button', 'aria-haspopup': 'menu',
    'aria-expanded': 'false', title: 'Say one of a few set phrases to the table', onclick: () => toggle() }, 'Say\u2026');

  function close() {
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
  }

  function toggle() {
    if (!menu.hidden) {
      close();
      return;
    }
    const r = button.getBoundingClientRect();
    menu.style.top = `${r.bottom + window.scrollY + 4}px`;
    menu.style.left = `${Math.max(8, Math.min(r.left + window.scrollX, document.documentElement.clientWidth - 220))}px`;
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    menu.querySelector('button')?.focus();
  }

  for (const [word, text] of Object.entries(PHRASES)) {
    menu.append(h('button', { type: 'button', role: 'menuitem', dataset: { say: word }, onclick: () => {
      close();
      button.focus();
      onSay(word);
    } }, text));
  }
  menu.addEventListener('keydown', (e) => {
    const items = [...menu.querySelectorAll('button')];
    const at = items.indexOf(document.activeElement);
    if (e.key === 'Escape') {
      close();
      button.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length].focus();
    }
  });
  return { button, menu };
}
