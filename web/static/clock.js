// clock.js: the move clock of an online game (docs/server.md, "Clock"). It asks
// the server for the clock (GET /api/play/TOKEN/clock) whenever the game moves
// on, counts the time left down on the page, says whose time it is in words,
// and offers the waiting player "Claim the game" once the other's time is up.
import { onState, token, el, panel, style } from './watch.js';

style('clock-style', `
#clock .clock-text { margin: .2rem 0; font-weight: 600; }
#clock .clock-text.mine { color: var(--rome); }
#clock .clock-text.up { color: var(--rome); }
#clock .clock-rule { margin: .2rem 0 .4rem; font-size: .8rem; color: #6b5d49; }
`);

const NAMES = { rome: 'Rome', carthage: 'Carthage' };
const { sec, body, note } = panel('clock', 'Clock', 'banner');
let version = -1;
let clock = null; // the last answer, with the page's offset to the server's time
let offset = 0;
let none = false; // the game has no clock: stop asking
let seatVersion = 0;

onState((m) => {
  seatVersion = m.version;
  if (m.mode !== 'online') none = true; // only online games have a clock
  if (none || m.version === version) return;
  version = m.version;
  load(m.version);
});

async function load(v) {
  let r, j;
  try {
    r = await fetch(`/api/play/${encodeURIComponent(token())}/clock`, { cache: 'no-store' });
    j = await r.json();
  } catch { return; }
  if (r.status === 404) { none = true; sec.hidden = true; return; }
  if (!r.ok || v !== version) return;
  clock = j;
  offset = j.now - Date.now();
  draw();
}

// words says a time left as the server does: days and hours, hours and
// minutes, or minutes.
export function words(ms) {
  const mins = Math.round(ms / 60000);
  const d = Math.floor(mins / 1440), h = Math.floor((mins % 1440) / 60), mi = mins % 60;
  const n = (k, one) => `${k} ${one}${k === 1 ? '' : 's'}`;
  if (d > 0) return h > 0 ? `${n(d, 'day')} ${n(h, 'hour')}` : n(d, 'day');
  if (h > 0) return mi > 0 ? `${n(h, 'hour')} ${n(mi, 'minute')}` : n(h, 'hour');
  return n(mi, 'minute');
}

function draw() {
  const c = clock;
  if (!c) return;
  body.replaceChildren();
  sec.hidden = false;
  note().textContent = `${c.days} day${c.days === 1 ? '' : 's'} per decision`;
  const p = el('p', { class: 'clock-text', id: 'clock-text' });
  let claim = false;
  if (c.timedOut) {
    p.textContent = `${NAMES[c.timedOut] || c.timedOut} ran out of time`;
  } else if (!c.side) {
    p.textContent = 'The clock is stopped: the game is over.';
  } else {
    const left = c.deadline - (Date.now() + offset);
    const who = c.yours ? `You (${NAMES[c.side]})` : NAMES[c.side] || c.side;
    if (left > 0) {
      p.textContent = `${who}: ${words(left)} left to decide`;
      p.classList.toggle('mine', c.yours);
    } else {
      p.textContent = c.yours ? 'Your time is up: decide now, before the other side claims the game' : `${NAMES[c.side]}'s time is up`;
      p.classList.add('up');
      claim = !c.yours && (c.canClaim || left <= 0);
    }
  }
  body.append(p);
  if (claim) {
    body.append(el('p', { class: 'clock-rule', text: `You may wait for ${NAMES[c.side]}, or claim the game: ${NAMES[c.side]} then loses on time.` }));
    const b = el('button', { type: 'button', id: 'clock-claim', class: 'danger', text: 'Claim the game' });
    b.onclick = async () => {
      b.disabled = true;
      const r = await fetch(`/api/play/${encodeURIComponent(token())}/claim`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ version: seatVersion }) });
      if (!r.ok) {
        const j = await r.json().catch(() => ({}));
        body.append(el('p', { class: 'clock-rule', role: 'alert', text: j.error ? j.error.reason : 'The claim was refused.' }));
        b.disabled = false;
      }
    };
    body.append(b);
  }
}

// The time left goes down on the page between the server's answers.
setInterval(() => { if (clock && clock.side && !sec.hidden) draw(); }, 20000);
