// What the browser keeps between visits: the seat tokens and owner tokens of this browser's tables (so a
// reload, or coming back later, resumes the seat), and the last table form and speed.
// Tokens stay in this browser's localStorage and travel only in Authorization headers.

const KEY = 'allfours.tables';

function all() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || '{}');
  } catch {
    return {};
  }
}

function save(tables) {
  localStorage.setItem(KEY, JSON.stringify(tables));
}

/** What this browser holds of a table: {seat, token, owner, created}, or undefined. */
export function held(table) {
  return all()[table];
}

/** Remembers a seat (and, for its creator, the owner's token). */
export function remember(table, entry) {
  const tables = all();
  tables[table] = { ...tables[table], ...entry, created: tables[table]?.created ?? Date.now() };
  // keep the 50 newest tables
  const ids = Object.keys(tables).sort((a, b) => tables[b].created - tables[a].created);
  for (const old of ids.slice(50)) delete tables[old];
  save(tables);
}

/** Forgets a table (deleted or expired). */
export function forget(table) {
  const tables = all();
  delete tables[table];
  save(tables);
}

/** The last table form, and the page's settings. */
export function prefs() {
  try {
    return JSON.parse(localStorage.getItem('allfours.prefs') || '{}');
  } catch {
    return {};
  }
}

export function setPrefs(p) {
  localStorage.setItem('allfours.prefs', JSON.stringify({ ...prefs(), ...p }));
}
