// hint.js: the bot's hint (docs/server.md, "Hints"; docs/ai.md). In a game
// against the AI or a hotseat game, at the player's own decision, a button
// asks the server (GET /api/play/TOKEN/hint) for the three choices the search
// bot prefers, computed from this seat's view only, and shows them with their
// estimated chances of winning; the matching buttons of the prompt (or the
// group or card holding them) get a gold ring and their rank.
import { onState, token, el, panel, style } from './watch.js';

style('hint-style', `
#hint ol { margin: .3rem 0; padding-left: 1.3rem; font-size: .85rem; }
#hint li { margin: .2rem 0; }
#hint .hint-win { display: inline-block; margin-left: .4rem; padding: 0 .3rem; border-radius: 3px; background: var(--gold); color: #000; font-size: .75rem; }
#hint .hint-note { font-size: .8rem; color: #6b5d49; margin: .2rem 0; }
.hinted { outline: 3px solid var(--gold) !important; outline-offset: 1px; position: relative; }
.hinted::after { content: attr(data-hint-rank); position: absolute; top: .2rem; right: .25rem; background: var(--gold); color: #000; border-radius: 50%; font-size: .65rem; line-height: 1rem; width: 1rem; text-align: center; }
`);

const { sec, body, note } = panel('hint', 'Hint');
const button = el('button', { type: 'button', id: 'hint-btn', text: 'What would the bot play?' });
const out = el('div', { id: 'hint-out' });
body.append(button, out);
let state = null;
let hints = null; // the last answer, for state.version
let busy = false;

onState((m) => {
  const offered = m.mode === 'ai' || m.mode === 'hotseat';
  const mine = offered && m.legal && m.legal.length > 0 && !(m.view && m.view.over);
  if (!state || m.version !== state.version) { hints = null; out.replaceChildren(); }
  state = m;
  sec.hidden = !offered || !!(m.view && m.view.over); // nothing to hint once the game is over
  button.disabled = busy || !mine;
  note().textContent = mine ? 'from what you can see' : 'at your own decision';
  mark();
});

button.addEventListener('click', async () => {
  if (!state) return;
  const v = state.version;
  busy = true;
  button.disabled = true;
  out.replaceChildren(el('p', { class: 'hint-note', text: 'The bot is thinking…' }));
  let r, j;
  try {
    r = await fetch(`/api/play/${encodeURIComponent(token())}/hint`, { cache: 'no-store' });
    j = await r.json();
  } catch { j = null; }
  busy = false;
  button.disabled = !(state.legal && state.legal.length);
  if (state.version !== v) return; // the game moved on meanwhile
  if (!r || !r.ok || !j) {
    out.replaceChildren(el('p', { class: 'hint-note', role: 'alert', text: j && j.error ? j.error.reason : 'No hint: the server does not answer.' }));
    return;
  }
  hints = j;
  draw();
});

function draw() {
  const ol = el('ol', { id: 'hint-list' });
  for (const h of hints.hints) {
    ol.append(el('li', { 'data-action': h.action }, el('span', { text: h.label }),
      el('span', { class: 'hint-win', title: 'the estimated chance of winning after this choice', text: `${Math.round(100 * h.win)}% win` })));
  }
  out.replaceChildren(ol, el('p', { class: 'hint-note', text: 'The search bot’s favourites, best first, with its estimate of your chance to win after each.' }));
  mark();
}

// mark rings the page's controls for the hinted choices: the choice's own
// button, else the group that holds it, else its card in the hand.
function mark() {
  for (const e of document.querySelectorAll('.hinted')) { e.classList.remove('hinted'); delete e.dataset.hintRank; }
  if (!hints || !state || hints.version !== state.version) return;
  hints.hints.forEach((h, i) => {
    const c = (state.legal || []).find((x) => x.action === h.action) || {};
    const targets = [...document.querySelectorAll(`#choices button[data-action="${CSS.escape(h.action)}"], #hand button[data-action="${CSS.escape(h.action)}"]`)];
    if (!targets.length && c.group) targets.push(...document.querySelectorAll(`#choices button[data-group="${CSS.escape(c.group)}"]`));
    if (!targets.length && c.card) targets.push(...document.querySelectorAll(`#hand .card[data-card="${c.card}"]`));
    for (const t of targets) {
      if (t.dataset.hintRank) continue;
      t.classList.add('hinted');
      t.dataset.hintRank = String(i + 1);
    }
  });
}

// The prompt and the hand are drawn again at each render: ring them again.
let queued = false;
const again = () => { if (!queued) { queued = true; requestAnimationFrame(() => { queued = false; mark(); }); } };
function watch() {
  for (const id of ['choices', 'hand']) {
    const e = document.getElementById(id);
    if (e) new MutationObserver(again).observe(e, { childList: true, subtree: true });
  }
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch);
else watch();
