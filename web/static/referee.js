// referee.js: the "From the table" panel of a referee game (docs/server.md,
// "Referee games"). Two people play on a real board; when the rules need the
// table's dice, the cards drawn or a random pick, the server keeps the action
// waiting and the state message's "table" says what is asked. This panel
// shows it and sends the answer: dice as big buttons 1–6, the values the game
// lists (cards, leaders in the cup) as buttons, a free-text field as in the
// terminal's table prompt (the game's own usage as its hint), and Cancel to
// withdraw the action. Dice may also be given ahead, for the next rolls. It
// knows no game: the need's kind, options and usage come from the server.
import { onState, token, el, panel, style } from './watch.js';

style('referee-style', `
#referee { border: 2px solid var(--gold); scroll-margin-top: 7.5rem; /* clear of the sticky undo and history bars */ }
#referee .ref-prompt { font-weight: 600; margin: .2rem 0 .3rem; }
#referee .ref-note, #referee .ref-said { font-size: .85rem; color: var(--muted); margin: .2rem 0; }
#referee .ref-faces, #referee .ref-options { display: flex; flex-wrap: wrap; gap: .4rem; margin: .4rem 0; }
#referee .ref-faces button { min-width: 3.2rem; min-height: 3.2rem; font-size: 1.5rem; font-weight: 700; }
#referee .ref-options button { min-width: 3rem; min-height: 2.9rem; }
#referee .ref-options button[aria-pressed="true"] { background: var(--ink); color: #fff; }
#referee .ref-chosen { display: flex; align-items: center; flex-wrap: wrap; gap: .3rem; min-height: 2.4rem; margin: .3rem 0; }
#referee .ref-chosen .die { display: inline-flex; align-items: center; justify-content: center; width: 2.2rem; height: 2.2rem;
  border: 2px solid var(--ink); border-radius: 6px; background: #fff; font-weight: 700; font-size: 1.15rem; }
#referee .ref-chosen .empty { color: var(--muted); font-size: .85rem; }
#referee .ref-row { display: flex; flex-wrap: wrap; gap: .4rem; margin: .3rem 0; }
#referee .ref-row button { min-height: 2.9rem; }
#referee form { display: flex; gap: .4rem; margin: .4rem 0 .2rem; }
#referee form input { flex: 1; min-width: 0; min-height: 2.6rem; padding: 0 .5rem; }
#referee .ref-error { color: var(--rome); font-size: .9rem; margin: .3rem 0; }
#referee details { margin-top: .4rem; font-size: .9rem; }
#referee details summary { cursor: pointer; padding: .45rem 0; }
`);

const { sec, body, note } = panel('referee', 'From the table', 'prompt');
let state = null;    // the last state message
let chosen = [];     // the values picked for the need, in order
let chosenFor = '';  // the need they are for (kind, prompt, count, action)
let error = '';
let busy = false;

// needKey names a need, to forget the values picked when it changes.
function needKey(n) { return n ? `${n.kind}/${n.count}/${n.prompt}/${n.action}` : ''; }

onState((m) => {
  state = m;
  const t = m.table;
  if (!t) { sec.hidden = true; return; }
  const key = needKey(t.need);
  const fresh = key !== chosenFor;
  if (fresh) { chosen = []; chosenFor = key; error = ''; }
  draw();
  // A new need is brought into sight (on a phone the panel is below the board).
  if (fresh && t.need) requestAnimationFrame(() => sec.scrollIntoView({ block: 'nearest' }));
});

// post sends a table request (path "table" or "cancel"); the new state comes
// over the game's WebSocket.
async function post(path, req) {
  if (busy || !state) return;
  busy = true;
  error = '';
  draw();
  try {
    const r = await fetch(`/api/play/${encodeURIComponent(token())}/${path}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...req, version: state.version }),
    });
    const j = await r.json();
    if (!r.ok) error = j.error ? j.error.reason : `The server refused it (${r.status}).`;
    else chosen = [];
  } catch (err) {
    error = `Not sent: ${err && err.message ? err.message : err}`;
  } finally {
    busy = false;
    draw();
  }
}

function sendChosen() { if (chosen.length) post('table', { text: chosen.join(' ') }); }

function pick(v, max) {
  error = '';
  const at = chosen.indexOf(v);
  // A listed value is drawn once: a second click takes it back. Dice repeat.
  if (max && at >= 0 && state.table.need.kind !== 'dice') chosen.splice(at, 1);
  else if (!max || chosen.length < max) chosen.push(v);
  draw();
}

function faces(onFace, label) {
  return el('div', { class: 'ref-faces', role: 'group', 'aria-label': label },
    ...[1, 2, 3, 4, 5, 6].map((d) => {
      const b = el('button', { type: 'button', 'data-die': String(d), 'aria-label': `Die ${d}`, text: String(d) });
      b.onclick = () => onFace(d);
      if (busy) b.disabled = true;
      return b;
    }));
}

function chosenRow(n) {
  const row = el('div', { class: 'ref-chosen', id: 'ref-chosen', 'aria-live': 'polite' });
  if (!chosen.length) row.append(el('span', { class: 'empty', text: n.count > 1 ? `None chosen yet: ${n.count} asked for.` : 'None chosen yet.' }));
  for (const v of chosen) row.append(el('span', { class: 'die', text: n.kind === 'dice' ? String(v) : optionWords(n, String(v)) }));
  return row;
}

// optionWords names an option as the game words it (the need's labels), or
// as itself when the game gives no words.
function optionWords(n, o) {
  const i = n.options ? n.options.indexOf(o) : -1;
  return i >= 0 && n.labels && n.labels[i] ? n.labels[i] : o;
}

function button(id, text, onclick, cls) {
  const b = el('button', { type: 'button', id, text });
  if (cls) b.className = cls;
  b.onclick = onclick;
  if (busy) b.disabled = true;
  return b;
}

// textForm is the free-text answer, as typed at the terminal's table prompt.
function textForm(n) {
  const input = el('input', { type: 'text', id: 'ref-text', autocomplete: 'off', 'aria-label': `Type ${n.noun}`, placeholder: n.usage || 'As typed at the table' });
  input.title = n.usage || '';
  const go = el('button', { type: 'submit', id: 'ref-text-send', text: 'Send text' });
  const f = el('form', {}, input, go);
  f.onsubmit = (e) => { e.preventDefault(); if (input.value.trim()) post('table', { text: input.value.trim() }); };
  return f;
}

// ahead offers the kinds given before they are asked for (dice): as buttons,
// each sent at once.
function ahead(t) {
  const kinds = (t.ahead || []).filter((k) => k.kind === 'dice');
  if (!kinds.length) return null;
  const k = kinds[0];
  const d = el('details', { id: 'ref-ahead' }, el('summary', { text: `Give ${k.noun} ahead, for the next rolls${t.pending ? ` (${t.pending} waiting)` : ''}` }),
    faces((v) => post('table', { kind: k.kind, args: { [k.arg]: [v] } }), `${k.noun} ahead`));
  if (aheadOpen) d.open = true;
  d.ontoggle = () => { aheadOpen = d.open; };
  return d;
}
let aheadOpen = false;

function draw() {
  const t = state && state.table;
  if (!t) return;
  const n = t.need;
  sec.hidden = false;
  sec.dataset.need = n ? n.kind : '';
  body.replaceChildren();
  const small = note();
  if (small) small.textContent = n ? (n.action ? ` for ${side(n.by)}'s “${n.action}”` : ' to start the game') : '';
  if (!n) {
    body.append(el('p', { class: 'ref-note', text: 'Nothing is asked of the table now. Play on the board and enter each move here; punic asks for the dice and draws when the rules need them.' }));
    if (t.said) body.append(el('p', { class: 'ref-said', id: 'ref-said', text: t.said }));
    const a = ahead(t);
    if (a) body.append(a);
    if (error) body.append(el('p', { class: 'ref-error', id: 'ref-error', role: 'alert', text: error }));
    return;
  }
  body.append(el('p', { class: 'ref-prompt', id: 'ref-prompt', text: n.prompt }));
  if (n.note) body.append(el('p', { class: 'ref-note', text: n.note }));
  if (n.kind === 'dice') {
    body.append(faces((d) => pick(d, n.count), 'Die faces'));
  } else if (n.options && n.options.length) {
    const opts = el('div', { class: 'ref-options', role: 'group', 'aria-label': `Choose ${n.noun}` });
    for (const o of n.options) {
      // A numbered option (a strategy card) keeps its number on the button,
      // its words in the tooltip; other options show their words.
      const words = optionWords(n, o);
      const b = el('button', { type: 'button', 'data-option': o, 'aria-pressed': chosen.includes(o) ? 'true' : 'false',
        text: /^\d+$/.test(o) ? o : words, title: words, 'aria-label': words });
      b.onclick = () => pick(o, n.count);
      if (busy) b.disabled = true;
      opts.append(b);
    }
    body.append(opts);
  }
  if (n.kind === 'dice' || (n.options && n.options.length)) {
    body.append(chosenRow(n));
    const send = button('ref-send', chosen.length && chosen.length < n.count ? `Send ${chosen.length} of ${n.count}` : 'Send', sendChosen, 'primary');
    if (!chosen.length) send.disabled = true;
    body.append(el('div', { class: 'ref-row' }, send, button('ref-clear', 'Clear', () => { chosen = []; error = ''; draw(); })));
  }
  body.append(textForm(n));
  if (error) body.append(el('p', { class: 'ref-error', id: 'ref-error', role: 'alert', text: error }));
  if (t.said) body.append(el('p', { class: 'ref-said', id: 'ref-said', text: t.said }));
  if (n.cancel) body.append(el('div', { class: 'ref-row' }, button('ref-cancel', 'Cancel the action', () => post('cancel', {}), 'danger')));
}

function side(k) { return k ? k.charAt(0).toUpperCase() + k.slice(1) : ''; }

// Keys, while dice are asked for and no field has the focus: 1–6 choose a
// die, Enter sends, Backspace takes the last back.
document.addEventListener('keydown', (e) => {
  const n = state && state.table && state.table.need;
  if (!n || n.kind !== 'dice' || sec.hidden) return;
  if (e.target.closest && e.target.closest('input, select, textarea')) return;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const onButton = !!(e.target.closest && e.target.closest('button, summary'));
  const cover = document.getElementById('cover');
  if (cover && !cover.hidden) return;
  if (/^[1-6]$/.test(e.key)) { e.preventDefault(); pick(Number(e.key), n.count); }
  else if (e.key === 'Enter' && !onButton) { e.preventDefault(); sendChosen(); }
  else if (e.key === 'Backspace') { e.preventDefault(); chosen.pop(); draw(); }
});
