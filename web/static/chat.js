// chat.js: the chat of an online game (docs/server.md, "Chat"). The last
// messages come with the page (GET /api/play/TOKEN/chat), new ones over the
// game's WebSocket (app.js hands every message that is not a state to
// "punic:message"); a message is sent with POST …/chat. Messages are plain
// text, shown with textContent: never read as HTML. Not in AI or hotseat
// games, and never in the game's log.
import { onState, token, el, panel, style } from './watch.js';

style('chat-style', `
#chat .chat-list { list-style: none; margin: 0 0 .4rem; padding: 0; max-height: 12rem; overflow-y: auto; font-size: .85rem; }
#chat .chat-list li { margin: .15rem 0; overflow-wrap: anywhere; }
#chat .chat-list li.mine { color: #4a3f31; }
#chat .chat-list .who { font-weight: 600; margin-right: .3rem; }
#chat .chat-list .at { color: #8a7a63; font-size: .75rem; margin-left: .3rem; }
#chat form { display: flex; gap: .3rem; }
#chat input { flex: 1; min-width: 0; }
#chat .chat-error { color: var(--rome); font-size: .8rem; margin: .2rem 0 0; }
`);

const NAMES = { rome: 'Rome', carthage: 'Carthage' };
const MAX = 500; // characters, as the server allows
const { sec, body, note } = panel('chat', 'Chat', 'log-panel');
const list = el('ol', { class: 'chat-list', id: 'chat-list', 'aria-live': 'polite', 'aria-label': 'Chat messages' });
const input = el('input', { type: 'text', id: 'chat-input', maxlength: String(MAX), placeholder: 'A message to the other player', 'aria-label': 'Chat message', autocomplete: 'off' });
const send = el('button', { type: 'submit', id: 'chat-send', text: 'Send' });
const form = el('form', { id: 'chat-form' }, input, send);
const err = el('p', { class: 'chat-error', id: 'chat-error', role: 'alert', hidden: '' });
body.append(list, form, err);
let seat = '';
let shown = new Set(); // message numbers on the page

// The panel sits before the log; placing it there needs the page.
function place() {
  const log = document.getElementById('log-panel');
  if (log) log.before(sec);
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', place);
else place();

onState((m) => {
  if (m.mode !== 'online') return;
  seat = m.seat;
  // A whole state from the start of the log is a new connection: the chat
  // is read again, since messages may have been missed meanwhile.
  if (m.log && m.log.from === 0) load();
});

window.addEventListener('punic:message', (e) => {
  if (e.detail && e.detail.t === 'chat' && seat) add(e.detail.messages || []);
});

async function load() {
  try {
    const r = await fetch(`/api/play/${encodeURIComponent(token())}/chat`, { cache: 'no-store' });
    if (!r.ok) return;
    const j = await r.json();
    sec.hidden = false;
    add(j.messages || []);
  } catch { /* offline: the next connection reads it again */ }
}

function add(messages) {
  const end = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  for (const m of messages) {
    if (shown.has(m.n)) continue;
    shown.add(m.n);
    const t = new Date(m.at);
    const li = el('li', { class: m.seat === seat ? 'mine' : '', 'data-n': String(m.n) },
      el('span', { class: `who ${m.seat}-text`, text: m.seat === seat ? 'You' : NAMES[m.seat] || m.seat }),
      el('span', { class: 'text', text: m.text }),
      el('span', { class: 'at', text: t.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }), title: t.toLocaleString() }));
    // Keep the list in the server's order even if a pushed message overtook the list.
    const after = [...list.children].find((x) => Number(x.dataset.n) > m.n);
    list.insertBefore(li, after || null);
  }
  note().textContent = shown.size ? `${shown.size} message${shown.size === 1 ? '' : 's'}` : 'no messages yet';
  if (end) list.scrollTop = list.scrollHeight;
}

form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const text = input.value.trim();
  if (!text) return;
  send.disabled = true;
  err.hidden = true;
  try {
    const r = await fetch(`/api/play/${encodeURIComponent(token())}/chat`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text }) });
    const j = await r.json();
    if (!r.ok) { err.textContent = j.error ? j.error.reason : 'The message was not sent.'; err.hidden = false; return; }
    input.value = '';
    add(j.messages || []);
  } catch {
    err.textContent = 'Not sent: the server does not answer.';
    err.hidden = false;
  } finally {
    send.disabled = false;
  }
});
