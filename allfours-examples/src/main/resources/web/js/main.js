// The client's pages, chosen by the address's fragment: #/ the lobby, #/table/ID a table (played from this
// browser's seat, or watched), #/table/ID/join/N the link to an open seat.

import { api, ApiError } from './api.js';
import { fill, h } from './dom.js';
import * as storage from './storage.js';
import { openTable } from './table.js';

/** The lobby's module, loaded only when a lobby or join page is shown: a table's page does without it. */
const lobby = () => import('./lobby.js');

const root = document.getElementById('app');
// the catalogue (game names, table sizes, directions) is asked for at once, alongside a table's first view
const catalogueReady = api.variants();
let catalogue = null;
/** The bots a seat may be given (GET /bots), asked for once when first needed: the lobby, or seating a bot. */
let botsReady = null;
const bots = () => (botsReady ??= api.bots().catch((e) => {
  botsReady = null;
  throw e;
}));
let close = () => {};

function go(path) {
  location.hash = `#${path}`;
}

async function route() {
  close();
  close = () => {};
  const path = location.hash.replace(/^#/, '') || '/';
  let m;
  if ((m = /^\/table\/([^/]+)$/.exec(path))) {
    const table = decodeURIComponent(m[1]);
    close = openTable(root, {
      table, catalogue: catalogue ?? catalogueReady, bots, speed: storage.prefs().speed,
      onLeave: () => go('/'), go,
    });
    root.focus({ preventScroll: true });
    return;
  }
  if (!catalogue) {
    try {
      catalogue = await catalogueReady;
    } catch (e) {
      fill(root, h('p', { class: 'alert' }, 'The table server cannot be reached: ',
        e instanceof ApiError ? e.message : 'is it running?'));
      return;
    }
  }
  if ((m = /^\/table\/([^/]+)\/join\/(\d+)$/.exec(path))) {
    const table = decodeURIComponent(m[1]);
    if (storage.held(table)?.token) {
      go(`/table/${m[1]}`);       // this browser plays at that table already
      return;
    }
    close = await (await lobby()).openJoin(root, { table, seat: Number(m[2]), catalogue, go });
  } else {
    let offered;
    try {
      offered = await bots();
    } catch (e) {
      fill(root, h('p', { class: 'alert' }, 'The table server cannot be reached: ',
        e instanceof ApiError ? e.message : 'is it running?'));
      return;
    }
    close = await (await lobby()).openLobby(root, { catalogue, bots: offered, go });
  }
  root.focus({ preventScroll: true });
}

catalogueReady.then((c) => { catalogue = c; }, () => {});
window.addEventListener('hashchange', route);
// a page left for another keeps no stream open (the browser may keep it, frozen, to come back to)
window.addEventListener('pagehide', () => {
  close();
  close = () => {};
});
window.addEventListener('pageshow', (e) => {
  if (e.persisted) route();
});
route();
