// sw.js: punic's service worker, for turn notifications (Web Push). The server
// pushes {"game","title","side","sideName","turn","years","text"} when the
// decision of a game passes to this browser's seat (docs/server.md,
// "Notifications"); the worker shows it, and a click focuses the game's tab
// or opens it. The game's link (its secret key) never goes through the push
// service: notify.js tells the worker the link of each game it subscribed,
// and the worker keeps it in this browser's Cache Storage.

const LINKS = 'punic-links';

// linkKey is where the link of a game is kept.
const linkKey = (game) => new Request(`/_punic/link/${encodeURIComponent(game)}`);

async function saveLink(game, link) {
  if (!game || typeof link !== 'string' || !link.startsWith('/play/')) return;
  const c = await caches.open(LINKS);
  await c.put(linkKey(game), new Response(link));
}

async function linkOf(game) {
  if (!game) return '/';
  const c = await caches.open(LINKS);
  const r = await c.match(linkKey(game));
  return r ? r.text() : '/';
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

self.addEventListener('message', (e) => {
  const m = e.data || {};
  if (m.t === 'link') e.waitUntil(saveLink(m.game, m.link));
});

self.addEventListener('push', (e) => {
  let n = {};
  try { n = e.data ? e.data.json() : {}; } catch { n = {}; }
  e.waitUntil((async () => {
    const link = await linkOf(n.game);
    // The player is looking at this game: its page already shows that it is
    // his move, so no notification covers it (browsers ask for none while a
    // page of the site is focused).
    const url = new URL(link, self.location.origin).href;
    const wins = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    if (link !== '/' && wins.some((w) => w.url === url && w.focused && w.visibilityState === 'visible')) return;
    const title = n.title ? `Your move: ${n.title}` : 'punic: your move';
    const body = n.text || 'It is your move.';
    await self.registration.showNotification(title, {
      body, tag: `punic-${n.game || 'game'}`, renotify: true, data: { game: n.game || '', link },
    });
  })());
});

self.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const link = (e.notification.data && e.notification.data.link) || '/';
  const url = new URL(link, self.location.origin).href;
  e.waitUntil((async () => {
    const wins = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const w of wins) {
      if (w.url === url && 'focus' in w) return w.focus();
    }
    return self.clients.openWindow(url);
  })());
});
