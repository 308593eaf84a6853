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
  for (const s of st.scenarios) if (!s.key.startsWith('tutorial-')) sc.append(new Option(s.name, s.key));
  showTutorials(st.tutorials && st.tutorials.length ? st.tutorials : TUTORIALS, st.bots);
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

// createGame asks the server for a game and opens it (online: shows both links).
async function createGame(body, what) {
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
  const list = document.getElementById('link-list');
  list.replaceChildren(linkRow('rome', resp.links.rome, true), linkRow('carthage', resp.links.carthage, false));
  remember({ link: resp.links.rome, label: prefix + 'Online game, Rome', at: now });
  remember({ link: resp.links.carthage, label: prefix + 'Online game, Carthage (friend\'s link)', at: now });
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
  await createGame(body, '');
});

// The six tutorials (scenarios tutorial-1 … tutorial-6, docs/tutorials.md). A
// server that lists them in /api/static ("tutorials") is preferred; this copy
// keeps the page working with a server that does not.
const TUTORIALS = [
  { key: 'tutorial-1', number: 1, title: 'Winning provinces with cards', goal: 'As Rome, end the turn holding more Spanish provinces than Carthage.', player: 'rome' },
  { key: 'tutorial-2', number: 2, title: 'Manoeuvring in Celtiberia', goal: 'As Carthage, end the turn holding Celtiberia with armies in Saguntum and Arsa.', player: 'carthage' },
  { key: 'tutorial-3', number: 3, title: 'By sea and over the Alps', goal: 'As Carthage, end the turn holding Gallia Cisalpinia with an army in Nice.', player: 'carthage' },
  { key: 'tutorial-4', number: 4, title: 'Hasdrubal marches south', goal: 'Carthage: bring Hasdrubal into Lucania. Rome: stop him for one turn.', player: '' },
  { key: 'tutorial-5', number: 5, title: 'Hannibal and the Alps', goal: 'Carthage: bring Hannibal with an elephant into Gallia Cisalpinia. Rome: slow him down.', player: '' },
  { key: 'tutorial-6', number: 6, title: 'The siege of Syracuse', goal: 'Hold more of Sicilia and Syracuse than the enemy at the end; on a tie, more CUs.', player: '' },
];

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
showTutorials(TUTORIALS, null);
showMine();
loadStatic().catch((err) => { errorBox.textContent = 'The server does not answer: ' + err; });
