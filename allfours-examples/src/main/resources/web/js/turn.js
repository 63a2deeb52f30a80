// What tells a player it is their turn besides the table itself: "▶ Your turn" in the tab's title, a short
// tone if they turned Sound on, and the countdown to a bot's takeover where the server set one (it starts at
// its limit and counts down).

import { serverNow } from './api.js';
import { clock, fill } from './dom.js';
import * as storage from './storage.js';

export function turnSignals() {
  let since = null;             // the version at which the seat's turn began
  let audio = null;
  const limits = new Map();     // takeoverAt -> the whole seconds left when it was first seen

  function tone() {
    try {
      audio = audio ?? new AudioContext();
      const o = audio.createOscillator();
      const g = audio.createGain();
      o.frequency.value = 660;
      g.gain.setValueAtTime(0.08, audio.currentTime);
      g.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
      o.connect(g).connect(audio.destination);
      o.start();
      o.stop(audio.currentTime + 0.25);
    } catch {
      // no sound on this browser
    }
  }

  return {
    /** The tab's title, and the tone when the seat's turn begins. */
    turn(mine, version, name) {
      document.title = mine ? `\u25B6 Your turn \u00b7 ${name}` : `${name} \u00b7 allfours`;
      if (mine && since !== version) {
        since = version;
        if (storage.prefs().sound) tone();
      } else if (!mine) {
        since = null;
      }
    },

    /** Turns the tone on or off (kept in the browser); returns whether it is on. */
    toggleSound() {
      const on = !storage.prefs().sound;
      storage.setPrefs({ sound: on });
      if (on) tone();
      return on;
    },

    /**
     * Draws the countdown in `box` (the seat to act's), for a message that set a deadline, or empties it.
     *
     * @param box      the countdown's element, or null
     * @param deadline the message's takeoverAt, or null
     * @param mine     whether the seat to act is the viewer's
     */
    tick(box, deadline, mine) {
      if (!box) return;
      if (deadline === null || deadline === undefined) {
        fill(box);
        return;
      }
      const left = deadline - serverNow();
      if (!limits.has(deadline)) limits.set(deadline, Math.round(left / 1000));
      const shown = Math.min(Math.ceil(left / 1000), limits.get(deadline));
      box.title = 'A bot plays this seat if its player stays silent this long';
      fill(box, left > 0 ? `${mine ? 'a bot plays for you in' : 'bot in'} ${clock(shown * 1000)}`
        : `a bot takes over ${mine ? 'you' : ''} now`);
      box.classList.toggle('urgent', left < 20000);
    },

    close() {
      document.title = 'allfours';
    },
  };
}
