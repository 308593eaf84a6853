// The lobby: choose a game (GET /api/catalog lists the server's games), then
// its scenario, rules, mode, side and bot; create the game and keep its links
// on this browser.
const form = document.getElementById('new-game');
const errorBox = document.getElementById('lobby-error');
const SIDE_WORDS = { both: 'Both sides (hotseat)' };
// sideName is a side's name for people: its key capitalized ("Rome").
function sideName(k) { return SIDE_WORDS[k] || (k ? k.charAt(0).toUpperCase() + k.slice(1) : ''); }

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
    // Which game it is: kept with the link, then as the server says.
    const name = document.createElement('b');
    name.className = 'game-name';
    name.textContent = g.title || '';
    const a = document.createElement('a');
    a.href = g.link;
    a.textContent = `${g.label} (${new Date(g.at).toLocaleString()})`;
    li.append(name, name.textContent ? ': ' : '', a);
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
    const name = li.querySelector('.game-name');
    if (st.title && name && !name.textContent) name.after(st.title, ': ');
    const side = (k) => sideName(k).replace(' (hotseat)', '');
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
  document.getElementById('side-choice').hidden = mode === 'hotseat' || mode === 'referee';
  document.getElementById('clock-choice').hidden = mode !== 'online'; // clocks are for online games
}

// catalog is /api/catalog: the games the server plays, the default marked.
let catalog = [];
// current is the catalog entry of the game chosen.
let current = null;

async function loadCatalog() {
  const r = await fetch('/api/catalog');
  catalog = await r.json();
  const sel = document.getElementById('game');
  sel.replaceChildren(...catalog.map((g) => new Option(g.title, g.name, g.default, g.default)));
  document.getElementById('game-choice').hidden = catalog.length < 2;
  const names = document.getElementById('game-names');
  names.replaceChildren();
  catalog.forEach((g, i) => {
    if (i) names.append(i === catalog.length - 1 ? ' and ' : ', ');
    const em = document.createElement('em');
    em.textContent = g.title;
    names.append(em);
  });
  sel.onchange = () => chooseGame(sel.value);
  chooseGame(sel.value);
}

// chooseGame fills the form with the game's scenarios, rules, sides, bots and
// tutorials.
function chooseGame(name) {
  current = catalog.find((g) => g.name === name) || catalog[0];
  const fill = (id, list) => document.getElementById(id).replaceChildren(...list);
  fill('scenario', current.scenarios.map((s) => new Option(s.name, s.key, s.default, s.default)));
  fill('side', current.sides.map((k) => new Option(sideName(k), k)));
  fill('bot', current.bots.map((b) => new Option(b.label, b.name)));
  // The rules variants the game offers (the default first); none: no choice.
  variants = current.rules || [];
  fill('rules', variants.map((v) => new Option(v.label, v.key)));
  document.getElementById('rules-choice').hidden = variants.length < 2;
  const tutorials = current.tutorials || [];
  showTutorials(tutorials, current.bots);
  // A game without tutorials has no "Learn to play" list.
  document.getElementById('learn').hidden = !tutorials.length;
  document.getElementById('learn-note').hidden = !tutorials.length;
  // Referee mode (a real board at the table) for the games that take the
  // table's dice and draws.
  document.getElementById('referee-choice').hidden = !current.referee;
  document.getElementById('referee-chance').textContent = current.chance || 'the dice and draws';
  if (!current.referee && form.elements.mode.value === 'referee') form.elements.mode.value = 'ai';
  syncOptions();
}

// variants are the chosen game's rules variants, the default first.
let variants = [];

function linkRow(seat, path, mine) {
  const url = new URL(path, location.href).href;
  const div = document.createElement('div');
  div.className = 'row';
  const label = document.createElement('label');
  label.textContent = `${sideName(seat)}${mine ? ' (you)' : ' (send this to your friend)'}`;
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
  open.textContent = `Play ${sideName(seat)} here`;
  open.id = 'open-' + seat;
  div.append(copy, open);
  return div;
}

// createGame asks the server for a game and opens it (online: shows both links).
async function createGame(body, what, mine) {
  errorBox.textContent = '';
  body = { game: current.name, ...body };
  const title = current.title;
  const mode = body.mode;
  const r = await fetch('/api/games', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const resp = await r.json();
  if (!r.ok) { errorBox.textContent = resp.error ? resp.error.reason : 'The game could not be created.'; return; }
  const seats = Object.keys(resp.links);
  const now = Date.now();
  const prefix = what ? `${what}: ` : '';
  if (mode !== 'online') {
    const seat = seats[0];
    const label = { ai: `${sideName(seat)} against the AI`, referee: 'Referee game (real board)' }[mode] || 'Hotseat game';
    remember({ link: resp.links[seat], label: prefix + label, at: now, game: body.game, title });
    location.href = resp.links[seat];
    return;
  }
  // The creator plays the side he chose (Rome unless he said otherwise); the
  // other link is his friend's.
  const own = resp.links[mine] ? mine : current.sides.find((k) => resp.links[k]) || seats[0];
  const other = seats.find((x) => x !== own);
  const list = document.getElementById('link-list');
  list.replaceChildren(linkRow(own, resp.links[own], true), linkRow(other, resp.links[other], false));
  remember({ link: resp.links[other], label: prefix + `Online game, ${sideName(other)} (friend's link)`, at: now, game: body.game, title });
  remember({ link: resp.links[own], label: prefix + `Online game, ${sideName(own)}`, at: now, game: body.game, title });
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
  const bot = bots && bots.length ? bots[0].name : undefined;
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
    tag.textContent = t.player ? `Solitaire: you play ${sideName(t.player)}` : 'Two players';
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
        ...current.sides.slice().reverse().map((k) => tutorialButton(`tut-${t.number}-${k}`, `${sideName(k)} vs AI`, { mode: 'ai', side: k, bot, scenario: t.key }, what)),
        tutorialButton(`tut-${t.number}-online`, 'Online', { mode: 'online', scenario: t.key }, what));
    }
    li.append(head, goal, row);
    ol.append(li);
  }
}

syncOptions();
showMine();
loadCatalog().catch((err) => { errorBox.textContent = 'The server does not answer: ' + err; });
