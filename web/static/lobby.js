// The lobby: create a game and keep its links on this browser.
const form = document.getElementById('new-game');
const errorBox = document.getElementById('lobby-error');
const sideNames = { rome: 'Rome', carthage: 'Carthage', both: 'Both sides (hotseat)' };

function remember(entry) {
  const list = JSON.parse(localStorage.getItem('punic-games') || '[]');
  list.unshift(entry);
  localStorage.setItem('punic-games', JSON.stringify(list.slice(0, 30)));
}

function showMine() {
  const list = JSON.parse(localStorage.getItem('punic-games') || '[]');
  if (!list.length) return;
  document.getElementById('mine').hidden = false;
  const ul = document.getElementById('my-games');
  ul.replaceChildren();
  for (const g of list) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = g.link;
    a.textContent = `${g.label} (${new Date(g.at).toLocaleString()})`;
    li.append(a);
    ul.append(li);
  }
}

function syncOptions() {
  const mode = form.elements.mode.value;
  document.getElementById('ai-options').hidden = mode !== 'ai';
}

async function loadStatic() {
  const r = await fetch('/api/static');
  const st = await r.json();
  const bot = document.getElementById('bot');
  for (const b of st.bots) bot.append(new Option(b.label, b.key));
  const sc = document.getElementById('scenario');
  for (const s of st.scenarios) sc.append(new Option(s.name, s.key));
}

function linkRow(seat, path, mine) {
  const url = new URL(path, location.href).href;
  const div = document.createElement('div');
  div.className = 'row';
  const label = document.createElement('label');
  label.textContent = `${sideNames[seat]}${mine ? ' (you)' : ' (send this to your friend)'}`;
  const input = document.createElement('input');
  input.readOnly = true;
  input.value = url;
  input.id = 'link-' + seat;
  label.append(input);
  div.append(label);
  const copy = document.createElement('button');
  copy.type = 'button';
  copy.textContent = 'Copy';
  copy.onclick = async () => {
    input.select();
    try { await navigator.clipboard.writeText(url); copy.textContent = 'Copied'; } catch { document.execCommand('copy'); }
  };
  const open = document.createElement('a');
  open.href = path;
  open.textContent = `Play ${sideNames[seat]} here`;
  open.id = 'open-' + seat;
  div.append(copy, open);
  return div;
}

form.addEventListener('change', syncOptions);
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  errorBox.textContent = '';
  const mode = form.elements.mode.value;
  const body = { mode, scenario: form.elements.scenario.value };
  if (mode === 'ai') { body.side = form.elements.side.value; body.bot = form.elements.bot.value; }
  const r = await fetch('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const resp = await r.json();
  if (!r.ok) { errorBox.textContent = resp.error ? resp.error.reason : 'The game could not be created.'; return; }
  const seats = Object.keys(resp.links);
  const now = Date.now();
  if (mode !== 'online') {
    const seat = seats[0];
    remember({ link: resp.links[seat], label: mode === 'ai' ? `${sideNames[seat]} against the AI` : 'Hotseat game', at: now });
    location.href = resp.links[seat];
    return;
  }
  const list = document.getElementById('link-list');
  list.replaceChildren(linkRow('rome', resp.links.rome, true), linkRow('carthage', resp.links.carthage, false));
  remember({ link: resp.links.rome, label: 'Online game, Rome', at: now });
  remember({ link: resp.links.carthage, label: 'Online game, Carthage (friend\'s link)', at: now });
  document.getElementById('created').hidden = false;
  showMine();
});

syncOptions();
showMine();
loadStatic().catch((err) => { errorBox.textContent = 'The server does not answer: ' + err; });
