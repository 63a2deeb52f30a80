// The table server's HTTP API, as a browser client uses it: plain fetch() calls and one event stream per
// table. Everything the page knows of a game comes through here; /openapi.json describes every request and
// answer. A seat is held by its token, sent as "Authorization: Bearer TOKEN" (never in a URL).

import { EventSourceParserStream } from '../vendor/eventsource-parser/stream.js';

/** An error answer of the server: {"error": CODE, "message": TEXT} with its HTTP status. */
export class ApiError extends Error {
  constructor(status, code, message, retryAfter) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

/** The difference between the server's clock and this one, in milliseconds, from the Date headers seen. */
let clockOffset = 0;

/** Returns the server's time now (for countdowns to the server's deadlines). */
export function serverNow() {
  return Date.now() + clockOffset;
}

function noteDate(response) {
  const date = Date.parse(response.headers.get('Date') || '');
  if (!Number.isNaN(date)) {
    // the header has whole seconds: the server's clock was in [date, date + 1 s) when it answered, so the offset
    // lies in [date - now, date + 1000 - now]; the estimate moves only as far as it must to stay in that range
    const low = date - Date.now();
    clockOffset = Math.min(Math.max(clockOffset, low), low + 1000);
  }
}

function headers(token, json) {
  const h = {};
  if (token) h.Authorization = `Bearer ${token}`;
  if (json) h['Content-Type'] = 'application/json';
  return h;
}

/**
 * One request. Resolves to the JSON answer (or null for 204); rejects with an ApiError for an error answer,
 * or a TypeError when the server cannot be reached.
 */
export async function request(method, path, { token, body } = {}) {
  const response = await fetch(path, {
    method,
    headers: headers(token, body !== undefined),
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
    signal: AbortSignal.timeout(20000),       // an answer that never comes must not hold the page
  });
  noteDate(response);
  if (response.status === 204) return null;
  const text = await response.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(response.status, 'NOT_JSON', `the server answered ${response.status} without JSON`);
  }
  if (!response.ok) {
    throw new ApiError(response.status, json?.error ?? `HTTP_${response.status}`, json?.message ?? response.statusText,
      Number(response.headers.get('Retry-After')) || undefined);
  }
  return json;
}

const id = (table) => encodeURIComponent(table);

/** The calls of the API, one function each. */
export const api = {
  /** The catalogue: {variants: [{id, name, aliases, tables: [{players, sides, target, direction}]}]}. */
  variants: () => request('GET', '/variants'),
  /**
   * The bots a seat may be given, the server's one list of them: {bots: [{name, level, sameAs, description}],
   * suggested}: the kinds, then the levels for people to play against, and the level to offer first.
   */
  bots: () => request('GET', '/bots'),
  /**
   * A page of the tables, newest first: {tables: [{table, variant, players, sides, version, finished, seats, createdAt,
   * updatedAt}], next}; `open` only those with an open seat, `after` the `next` of the page before (times are
   * milliseconds since 1970, UTC).
   */
  tables: ({ open = false, after = null, limit = 30 } = {}) => request('GET',
    `/tables?limit=${limit}${open ? '&open=true' : ''}${after ? `&after=${encodeURIComponent(after)}` : ''}`),
  /** Creates a table: {variant, players, sides, target, options, name, takeoverAlways, seats: [player|open|bot]}. */
  create: (req) => request('POST', '/tables', { body: req }),
  /** Takes an open seat, with a display name or none: {table, seat, token, seats, names}. */
  join: (table, seat, name) => request('POST', `/tables/${id(table)}/seats/${seat}`, { body: name ? { name } : {} }),
  /** The owner puts a bot in an open seat. */
  seatBot: (table, seat, owner, bot) => request('POST', `/tables/${id(table)}/seats/${seat}`, { token: owner, body: { bot } }),
  /** The seat's view message. */
  view: (table, token) => request('GET', `/tables/${id(table)}/view`, { token }),
  /** The spectators' view message. */
  spectate: (table) => request('GET', `/tables/${id(table)}/spectate`),
  /** A move, chosen at a version: answers the seat's view message after it, or rejects with the engine's reason. */
  act: (table, token, action, version) => request('POST', `/tables/${id(table)}/actions`, { token, body: { action, version } }),
  /** The hard bot's value of each legal action: {table, version, seat, actions: [{action, value}]}, best first. */
  hint: (table, token) => request('GET', `/tables/${id(table)}/hint`, { token }),
  /** Takes the seat back from the bot that took it over while its player was away. */
  reclaim: (table, token) => request('POST', `/tables/${id(table)}/reclaim`, { token }),
  /** Asks for the rematch of a finished table, or accepts it: {table, seat, token, ownerToken, seats, names, from}. */
  rematch: (table, token) => request('POST', `/tables/${id(table)}/rematch`, { token }),
  /** Declines the rematch: the seat kept at it opens. */
  declineRematch: (table, token) => request('DELETE', `/tables/${id(table)}/rematch`, { token }),
  /** Says one of the quick messages to the table. */
  say: (table, token, message) => request('POST', `/tables/${id(table)}/say`, { token, body: { message } }),
  /** The table's public record (application/x-ndjson): its lines as objects, in order. */
  record: async (table) => {
    const response = await fetch(`/tables/${id(table)}/record`, { cache: 'no-store', signal: AbortSignal.timeout(20000) });
    if (!response.ok) throw new ApiError(response.status, `HTTP_${response.status}`, response.statusText);
    const text = await response.text();
    return text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  },
  /** The owner deletes the table. */
  remove: (table, owner) => request('DELETE', `/tables/${id(table)}`, { token: owner }),
};

/**
 * Follows a table's event stream: calls onMessage with each view message, in version order, from the current
 * one on (or, given the last version seen, every version after it), onSay with each quick message and onRematch
 * with a finished table's rematch. A dropped connection is opened again with Last-Event-ID, so no version is
 * missed; onStatus hears 'open', 'retrying' and 'gone' (the table was deleted or expired). Returns a function
 * that stops it.
 *
 * EventSource cannot send an Authorization header, so the stream is read with fetch() and parsed with
 * eventsource-parser.
 */
export function follow(table, token, { onMessage, onSay = () => {}, onRematch = () => {}, onStatus = () => {},
  from = null }) {
  const path = token ? `/tables/${id(table)}/events` : `/tables/${id(table)}/spectate/events`;
  const abort = new AbortController();
  let last = from;
  let stopped = false;
  let delay = 500;

  async function once() {
    const h = headers(token, false);
    if (last !== null) h['Last-Event-ID'] = last;
    const response = await fetch(path, { headers: h, signal: abort.signal, cache: 'no-store' });
    noteDate(response);
    if (!response.ok) {
      const json = await response.json().catch(() => ({}));
      throw new ApiError(response.status, json.error ?? `HTTP_${response.status}`, json.message ?? response.statusText);
    }
    onStatus('open');
    delay = 500;
    const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
    for await (const event of events) {
      if (event.event === 'view') {
        last = event.id;
        onMessage(JSON.parse(event.data));
      } else if (event.event === 'say') {
        onSay(JSON.parse(event.data));
      } else if (event.event === 'rematch') {
        onRematch(JSON.parse(event.data));
      } else if (event.event === 'gone') {
        stopped = true;
        onStatus('gone');
        return;
      }
    }
  }

  (async () => {
    while (!stopped) {
      try {
        await once();
      } catch (e) {
        if (abort.signal.aborted) return;
        if (e instanceof ApiError && e.status >= 400 && e.status < 500) {
          stopped = true;
          onStatus(e.status === 404 ? 'gone' : 'refused', e);
          return;
        }
      }
      if (stopped || abort.signal.aborted) return;
      onStatus('retrying');
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 8000);
    }
  })();

  return () => {
    stopped = true;
    abort.abort();
  };
}
