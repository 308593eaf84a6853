// The lobby: create a game and keep its links on this browser.
const form = document.getElementById('new-game');
const errorBox = document.getElementById('lobby-error');
const sideNames = { rome: 'Rome', carthage: 'Carthage', both: 'Both sides (hotseat)' };

function remember(entry) {
  const list = JSON.parse(localStorage.getItem('punic-games') || '[]').filter((g) => g.link !== entry.link);
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
    showStatus(li, g.link);
  }
}

// showStatus adds whose move it is to a listed game (GET …/status): the seat's
// own move stands out; a game gone from the server (expired) says so.
async function showStatus(li, link) {
  const token = link.split('/').pop();
  const span = document.createElement('span');
  span.className = 'game-status';
  li.append(' ', span);
  try {
    const r = await fetch(`/api/play/${encodeURIComponent(token)}/status`, { cache: 'no-store' });
    if (r.status === 404) { span.textContent = '— no longer on this server'; return; }
    const st = await r.json();
    if (!r.ok) return;
    const side = (k) => sideNames[k] ? sideNames[k].replace(' (hotseat)', '') : k;
    if (st.over) span.textContent = `— over${st.result ? ': ' + st.result : ''}`;
    else if (st.yourMove) { span.textContent = `— your move (turn ${st.turn}, ${st.years})`; span.dataset.yourMove = '1'; }
    else span.textContent = `— waiting for ${side(st.toMove)} (turn ${st.turn}, ${st.years})`;
    // The move clock (clock.js), in the server's words: "Rome: 2 days 3 hours left".
    if (st.clock) { const c = document.createElement('span'); c.className = 'game-clock'; c.textContent = ` · clock: ${st.clock.text}`; span.after(c); }
  } catch { /* offline: the link alone */ }
}

function syncOptions() {
  const mode = form.elements.mode.value;
  document.getElementById('ai-options').hidden = mode !== 'ai';
  // Against the AI and online, the player chooses his side; hotseat has both.
  document.getElementById('side-choice').hidden = mode === 'hotseat';
  document.getElementById('clock-choice').hidden = mode !== 'online'; // clocks are for online games
}

async function loadStatic() {
  const r = await fetch('/api/static');
  const st = await r.json();
  const bot = document.getElementById('bot');
  for (const b of st.bots) bot.append(new Option(b.label, b.key));
  const sc = document.getElementById('scenario');
  for (const s of st.scenarios) if (!s.key.startsWith('tutorial-')) sc.append(new Option(s.name, s.key));
  // The rules variants the game offers (the default first); none: no choice.
  const rules = document.getElementById('rules');
  variants = st.rules || [];
  for (const v of variants) rules.append(new Option(v.label, v.key));
  document.getElementById('rules-choice').hidden = variants.length < 2;
  showTutorials(st.tutorials || [], st.bots);
  // A game without tutorials has no "Learn to play" list.
  document.getElementById('learn').hidden = !(st.tutorials && st.tutorials.length);
}

// variants are the rules variants of /api/static ("rules"), the default first.
let variants = [];

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

// createGame asks the server for a game and opens it (online: shows both links).
async function createGame(body, what, mine) {
  errorBox.textContent = '';
  const mode = body.mode;
  const r = await fetch('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const resp = await r.json();
  if (!r.ok) { errorBox.textContent = resp.error ? resp.error.reason : 'The game could not be created.'; return; }
  const seats = Object.keys(resp.links);
  const now = Date.now();
  const prefix = what ? `${what}: ` : '';
  if (mode !== 'online') {
    const seat = seats[0];
    remember({ link: resp.links[seat], label: prefix + (mode === 'ai' ? `${sideNames[seat]} against the AI` : 'Hotseat game'), at: now });
    location.href = resp.links[seat];
    return;
  }
  // The creator plays the side he chose (Rome unless he said otherwise); the
  // other link is his friend's.
  const own = resp.links[mine] ? mine : seats.includes('rome') ? 'rome' : seats[0];
  const other = seats.find((x) => x !== own);
  const list = document.getElementById('link-list');
  list.replaceChildren(linkRow(own, resp.links[own], true), linkRow(other, resp.links[other], false));
  remember({ link: resp.links[other], label: prefix + `Online game, ${sideNames[other]} (friend's link)`, at: now });
  remember({ link: resp.links[own], label: prefix + `Online game, ${sideNames[own]}`, at: now });
  document.getElementById('created').hidden = false;
  document.getElementById('created').scrollIntoView({ block: 'nearest' });
  showMine();
}

form.addEventListener('change', syncOptions);
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const mode = form.elements.mode.value;
  const body = { mode, scenario: form.elements.scenario.value };
  if (mode === 'ai') { body.side = form.elements.side.value; body.bot = form.elements.bot.value; }
  if (mode === 'online' && Number(form.elements.clock.value) > 0) body.clockDays = Number(form.elements.clock.value);
  let what = '';
  const rules = form.elements.rules.value;
  if (variants.length && rules && rules !== variants[0].key) {
    body.rules = rules;
    what = variants.find((v) => v.key === rules).label;
  }
  await createGame(body, what, form.elements.side.value);
});


function tutorialButton(id, text, body, what, primary) {
  const b = document.createElement('button');
  b.type = 'button';
  b.id = id;
  b.textContent = text;
  if (primary) b.className = 'primary';
  b.onclick = () => createGame(body, what);
  return b;
}

function showTutorials(list, bots) {
  const ol = document.getElementById('tutorials');
  ol.replaceChildren();
  const bot = bots && bots.length ? bots[0].key : undefined;
  for (const t of list) {
    const li = document.createElement('li');
    li.className = 'tutorial';
    li.dataset.tutorial = t.key;
    const head = document.createElement('div');
    head.className = 'tut-head';
    const title = document.createElement('strong');
    title.textContent = `${t.number}. ${t.title}`;
    const tag = document.createElement('span');
    tag.className = 'tag';
    tag.textContent = t.player ? `Solitaire: you play ${sideNames[t.player]}` : 'Two players';
    head.append(title, ' ', tag);
    const goal = document.createElement('p');
    goal.textContent = t.goal;
    const row = document.createElement('div');
    row.className = 'row';
    const what = `Tutorial ${t.number}`;
    if (t.player) {
      row.append(tutorialButton(`tut-${t.number}-start`, 'Start', { mode: 'ai', side: t.player, bot, scenario: t.key }, what, true));
    } else {
      row.append(
        tutorialButton(`tut-${t.number}-hotseat`, 'Hotseat', { mode: 'hotseat', scenario: t.key }, what, true),
        tutorialButton(`tut-${t.number}-carthage`, 'Carthage vs AI', { mode: 'ai', side: 'carthage', bot, scenario: t.key }, what),
        tutorialButton(`tut-${t.number}-rome`, 'Rome vs AI', { mode: 'ai', side: 'rome', bot, scenario: t.key }, what),
        tutorialButton(`tut-${t.number}-online`, 'Online', { mode: 'online', scenario: t.key }, what));
    }
    li.append(head, goal, row);
    ol.append(li);
  }
}

syncOptions();
showMine();
loadStatic().catch((err) => { errorBox.textContent = 'The server does not answer: ' + err; });
