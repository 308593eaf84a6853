// notify.js: "Notify me when it is my turn" on the game page. A game runs
// over days: this panel subscribes the browser to the seat's turn
// notifications by Web Push (a service worker, sw.js, shows them) and sets a
// webhook for the seat (a chat channel's incoming webhook, say). It follows
// the game through the punic:state event (watch.js) and talks to the server's
// /api/push/key and /api/play/TOKEN/{notify,push,webhook} (docs/server.md,
// "Notifications"). Hotseat games have no notifications.
import { onState, token, el, panel, style } from './watch.js';

style('notify-style', `
#notify label { display: flex; gap: .4rem; align-items: center; font-size: .9rem; }
#notify details { margin-top: .4rem; font-size: .85rem; }
#notify .hook { display: flex; gap: .3rem; margin-top: .3rem; }
#notify .hook input { flex: 1; min-width: 0; }
#notify .msg { font-size: .8rem; margin: .3rem 0 0; }
`);

const { sec, body, note } = panel('notify', 'Notifications', 'info');
const api = `/api/play/${encodeURIComponent(token())}`;
const box = el('input', { type: 'checkbox', id: 'notify-push' });
const msg = el('p', { class: 'msg', id: 'notify-msg', role: 'status' });
const hookInput = el('input', { type: 'url', id: 'notify-hook', placeholder: 'https://hooks.example.com/…', maxlength: '512' });
const hookSave = el('button', { type: 'button', id: 'notify-hook-save', text: 'Save' });
const hookDrop = el('button', { type: 'button', id: 'notify-hook-remove', text: 'Remove' });
body.append(
  el('label', {}, box, el('span', { text: 'Notify me when it is my turn' })),
  el('details', {}, el('summary', { text: 'Webhook (a chat channel)…' }),
    el('div', { class: 'hook' }, hookInput, hookSave, hookDrop)),
  msg);

let key = null;     // the server's VAPID public key
let started = false;
let game = '';
let off = false;    // a hotseat or finished game: no panel

const say = (text) => { msg.textContent = text; };

// call sends a request to the seat's API and returns its JSON, or throws its reason.
async function call(method, path, data) {
  const r = await fetch(api + path, {
    method, headers: { 'Content-Type': 'application/json' }, body: data === undefined ? undefined : JSON.stringify(data),
  });
  const j = await r.json().catch(() => ({}));
  if (!r.ok) throw new Error((j.error && j.error.reason) || `${r.status}`);
  return j;
}

// keyBytes turns the base64url key into the bytes PushManager wants.
function keyBytes(b64) {
  const s = atob(b64.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

const pushable = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

// registration registers sw.js and waits until it is active (a push
// subscription needs an active worker), for 30 seconds at most, however slowly
// a busy machine starts it. (serviceWorker.ready would never settle here: the
// worker's scope, /static/, does not hold the game's page.)
async function registration() {
  const reg = await navigator.serviceWorker.register('/static/sw.js');
  for (let i = 0; !reg.active && i < 600; i++) await new Promise((r) => setTimeout(r, 50));
  if (!reg.active) throw new Error('the service worker did not start');
  return reg;
}

async function enable() {
  if (await Notification.requestPermission() !== 'granted') {
    box.checked = false;
    say('Notifications are blocked for this site: allow them in the browser to be told of your turn.');
    return;
  }
  const reg = await registration();
  const sub = await reg.pushManager.getSubscription() ||
    await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  await call('POST', '/push', sub.toJSON());
  reg.active.postMessage({ t: 'link', game, link: location.pathname });
  say('This browser will be notified when it is your move.');
}

async function disable() {
  const reg = await navigator.serviceWorker.getRegistration('/static/sw.js');
  const sub = reg && await reg.pushManager.getSubscription();
  if (sub) await call('DELETE', '/push', { endpoint: sub.endpoint }).catch(() => {});
  say('This browser will not be notified for this game.');
}

box.addEventListener('change', async () => {
  box.disabled = true;
  try {
    if (box.checked) await enable();
    else await disable();
  } catch (err) {
    box.checked = !box.checked;
    say(`Could not change the notifications: ${err.message}`);
  } finally {
    box.disabled = false;
  }
});

hookSave.addEventListener('click', async () => {
  try {
    await call('PUT', '/webhook', { url: hookInput.value.trim() });
    say('Your turns will be posted to the webhook.');
  } catch (err) {
    say(`Webhook refused: ${err.message}`);
  }
});

hookDrop.addEventListener('click', async () => {
  try {
    await call('DELETE', '/webhook');
    hookInput.value = '';
    say('The webhook is removed.');
  } catch (err) {
    say(`Could not remove the webhook: ${err.message}`);
  }
});

// start shows the panel once the server offers notifications for this seat,
// with what the seat has registered.
async function start() {
  const k = await fetch('/api/push/key').then((r) => (r.ok ? r.json() : null)).catch(() => null);
  if (!k) return; // notifications are off on this server
  key = k.key;
  const st = await call('GET', '/notify').catch(() => null);
  if (!st) return;
  hookInput.value = st.webhook || '';
  if (pushable()) {
    const reg = await navigator.serviceWorker.getRegistration('/static/sw.js');
    const sub = reg && await reg.pushManager.getSubscription();
    box.checked = !!(sub && st.push.includes(sub.endpoint));
  } else {
    box.disabled = true;
    say('This browser has no Web Push; a webhook can still tell you.');
  }
  sec.hidden = off;
}

onState((m) => {
  game = m.game;
  off = m.mode === 'hotseat' || m.mode === 'referee' || m.over; // one screen for both sides: nobody to notify
  if (off) {
    sec.hidden = true;
    return;
  }
  if (note()) note().textContent = '';
  if (!started) {
    started = true;
    start();
  }
});
