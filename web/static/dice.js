// dice.js: verifiable dice on the page. The server commits to the game's seed
// when it creates the game (SHA-256 over "punic-dice-v1", a zero byte, the
// seed as 8 bytes big-endian and a 32-byte salt; docs/server.md); this panel
// shows the commitment and keeps the first one it saw on this browser. When
// the game is over the server reveals the seed and the salt: the page hashes
// them itself (Web Crypto) and compares with the commitment kept, and shows the
// server's replay of the record under that seed.
import { onState, el, panel, style } from './watch.js';

style('dice-style', `
#dice p { font-size: .85rem; margin: .2rem 0; }
#dice code { font-size: .75rem; word-break: break-all; }
#dice .ok { color: #1d7a36; font-weight: 600; }
#dice .bad { color: var(--rome); font-weight: 600; }
`);

const { sec, body } = panel('dice', 'Dice', 'game-panels');
let shown = '';

// check tells whether seed (decimal string) and salt (hex) give commitment.
export async function check(seed, salt, commitment) {
  if (!/^[0-9a-f]{64}$/.test(salt) || !/^[0-9]+$/.test(seed)) return false;
  const scheme = new TextEncoder().encode('punic-dice-v1');
  const bytes = new Uint8Array(scheme.length + 1 + 8 + 32);
  bytes.set(scheme, 0);
  const view = new DataView(bytes.buffer);
  view.setBigUint64(scheme.length + 1, BigInt(seed));
  for (let i = 0; i < 32; i++) bytes[scheme.length + 9 + i] = parseInt(salt.slice(2 * i, 2 * i + 2), 16);
  const sum = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(sum, (b) => b.toString(16).padStart(2, '0')).join('') === commitment;
}
window.punicDiceCheck = check;

onState(async (m) => {
  const d = m.dice;
  if (!d) { sec.hidden = true; return; }
  const key = `punic-dice-${m.game}`;
  let kept = null;
  try {
    kept = localStorage.getItem(key);
    if (!kept) localStorage.setItem(key, d.commitment);
  } catch { /* storage off: compare with the message's */ }
  kept = kept || d.commitment;
  const sig = `${d.commitment}/${d.seed || ''}/${d.replay || ''}`;
  if (sig === shown) return;
  shown = sig;
  const lines = [el('p', {}, 'The seed of this game’s dice and cards is committed to: ', el('code', { text: d.commitment }))];
  let status = 'committed';
  if (kept !== d.commitment) {
    status = 'changed';
    lines.push(el('p', { class: 'bad', text: `The commitment changed: this browser saw ${kept} first.` }));
  } else if (!d.seed) {
    lines.push(el('p', { text: 'The seed and salt are revealed when the game is over; the page then checks them.' }));
  } else if (!(window.crypto && crypto.subtle)) {
    status = 'unchecked';
    lines.push(el('p', { text: `Seed ${d.seed} revealed; this browser cannot hash it here (Web Crypto needs HTTPS): run punic verify on the record.` }));
  } else if (await check(d.seed, d.salt, kept)) {
    status = d.replay === 'verified' ? 'verified' : 'hash-only';
    lines.push(el('p', { class: 'ok', text: `Dice verified: seed ${d.seed} and the salt give the commitment published at the start (checked in this browser).` }));
    lines.push(el('p', { class: d.replay === 'verified' ? 'ok' : 'bad',
      text: d.replay === 'verified' ? 'The server replayed the record under that seed: every die and draw was the seeded one.' : `The server’s replay failed: ${d.replay}` }));
  } else {
    status = 'failed';
    lines.push(el('p', { class: 'bad', text: `Dice NOT verified: seed ${d.seed} and the salt do not give the commitment published at the start.` }));
  }
  sec.dataset.status = status;
  body.replaceChildren(...lines);
  sec.hidden = false;
});
