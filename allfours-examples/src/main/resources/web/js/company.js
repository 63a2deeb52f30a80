// The people at a table, apart from the game: who the table waits for (links to its open seats, seats kept for
// a rematch's players), the notices of a chosen seed and of a bot playing the viewer's seat, and the match's end
// with its rematch: the viewer asks for it, or is asked and joins or declines.

import { fill, h } from './dom.js';
import { num } from './narrate.js';

const button = (text, attrs) => h('button', { type: 'button', class: 'secondary small-button', ...attrs }, text);

/** Who the table waits for before its match can start, in its own seat names; null once it has started. */
export function waitingFor(msg, names) {
  const parts = msg.seats.map((k, i) => (k === 'open' ? `${names.full(i)} (open seat)` : k === 'invited'
    ? `${names.full(i)}, asked to the rematch,` : null)).filter(Boolean);
  if (!parts.length) return null;
  return `The match starts when every seat is taken. Waiting for ${parts.join(' and ')}.`.replace(',.', '.');
}

/**
 * The table's company.
 *
 * @param el      {banner, invites, over}: the elements it draws in (over is placed beside the felt when shown)
 * @param actions {reclaim(), seatBot(seat), rematch(), decline(), sheet(), leave()}
 */
export function company(el, { table, seat, owner }, actions) {
  return {
    banner(msg) {
      const parts = [];
      if (msg.seedChosen) {
        parts.push(h('p', { class: 'notice' }, 'This table was created with a chosen seed: its creator can know every deal.'));
      }
      if (seat >= 0 && msg.seats[seat].startsWith('bot:')) {
        parts.push(h('p', { class: 'notice warn' }, 'You were away too long, and a bot took your seat. ',
          h('button', { type: 'button', onclick: () => actions.reclaim() }, 'Take my seat back')));
      }
      fill(el.banner, parts);
    },

    invites(msg, names) {
      const id = encodeURIComponent(table);
      const rows = msg.seats.map((k, i) => {
        if (k === 'invited') {
          return h('li', {}, h('span', {}, `${names.full(i)} is asked to the rematch.`),
            owner ? button('Seat a bot instead', { onclick: () => actions.seatBot(i) }) : null);
        }
        if (k !== 'open') return null;
        const link = `${location.origin}${location.pathname}#/table/${id}/join/${i}`;
        return h('li', {},
          seat < 0 ? h('a', { href: `#/table/${id}/join/${i}` }, `Take ${names.point(i)}\u2019s seat`)
            : h('span', {}, `${names.point(i)} is open: send this link to a friend`),
          h('input', { type: 'text', readonly: true, value: link, 'aria-label': `Link to ${names.point(i)}\u2019s seat`,
            onfocus: (e) => e.target.select() }),
          navigator.clipboard ? button('Copy', { onclick: () => navigator.clipboard.writeText(link) }) : null,
          owner ? button('Seat a bot', { onclick: () => actions.seatBot(i) }) : null);
      }).filter(Boolean);
      fill(el.invites, rows.length ? [h('p', { class: 'invite-title' }, 'The match starts when every seat is taken.'),
        h('ul', {}, rows)] : []);
    },

    /**
     * The end of the match, over the felt, while the finished table is what the page shows: who won, the scores, and
     * the rematch (asked for by another player: join it or decline; as a spectator: watch it).
     */
    over(v, names, live, rematch, place) {
      if (v.winner === null || !live) {
        el.over.remove();
        return;
      }
      const wasHidden = !el.over.isConnected;
      const won = seat >= 0 && v.rules.sides[v.winner].includes(seat);
      const who = names.side(v.winner);
      const r = rematch;
      const offer = r && seat >= 0 && r.by !== seat && r.seat === seat
        ? [h('p', { class: 'rematch-offer' }, `${names.full(r.by)} ${names.plural(names.full(r.by)) ? 'ask' : 'asks'} for a`
          + ' rematch.'),
        h('div', { class: 'match-buttons' }, h('button', { type: 'button', onclick: () => actions.rematch() }, 'Join the rematch'),
          h('button', { type: 'button', class: 'secondary', onclick: () => actions.decline() }, 'No thanks'))]
        : r && seat < 0 ? [h('p', {}, h('a', { href: `#/table/${encodeURIComponent(r.table)}` }, 'Watch the rematch'))] : null;
      fill(el.over,
        h('p', { class: 'match-title' }, won ? 'You win the match!' : `${who} ${names.plural(who) ? 'win' : 'wins'} the match`),
        h('p', {}, v.scores.map((sc, i) => `${names.side(i)} ${num(sc)}`).join(' \u2014 ')),
        offer,
        h('div', { class: 'match-buttons' },
          seat >= 0 && !offer ? h('button', { type: 'button', class: 'rematch', onclick: () => actions.rematch() }, 'Rematch')
            : null,
          h('button', { type: 'button', class: 'secondary', onclick: () => actions.sheet() }, 'Score sheet'),
          h('button', { type: 'button', class: 'secondary', onclick: () => actions.leave() }, 'Back to the lobby')));
      if (wasHidden) {
        place.append(el.over);
        el.over.querySelector('button')?.focus({ preventScroll: true });
      }
    },
  };
}
