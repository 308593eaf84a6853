// The game page's shell, the same for every game: one WebSocket to the server,
// which sends this seat's view after every change; the shell offers the legal
// choices, the log, the history and the game's controls, and hands the view to
// the game's own module (/static/games/GAME.js, loaded by its name from the
// page's data-game) to draw the board and the game's panels. The shell knows
// nothing of any game's pieces (docs/architecture.md, "What a game must
// provide").

const $ = (id) => document.getElementById(id);
const token = decodeURIComponent(location.pathname.split('/').pop());
const GAME = document.body.dataset.game || 'hannibal';
const TITLE = document.body.dataset.title || GAME;
const SIDE_WORDS = { none: 'Nobody', both: 'Both sides' };
// sideName is a side's name for people: its key capitalized ("Rome").
function sideName(k) { return SIDE_WORDS[k] || (k ? k.charAt(0).toUpperCase() + k.slice(1) : ''); }

let statics = null;    // the game's static facts (/api/static/GAME)
let ui = null;         // the game module's drawing and panels (createGame)
let state = null;      // the last state message
let log = [];          // the whole log as the client holds it
let hist = null;       // a history message while stepping back, else null
let histAt = null;     // the step asked for
let ws = null;
let attempt = 0;
let reqId = 0;
let pending = false;   // an action was sent, no answer yet
let revealed = null;   // hotseat: the side whose hand the cover let through
let resignArmed = false;
let openGroup = null;  // the group of choices the player opened (a card, the CUs to take…)
const stepAt = {};     // a stepper's number, by group, while its group is open
let sentUndo = false;  // this page asked for an undo and has had no state since
let undoNote = '';     // says that the other side took back an action, until the next move

function h(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const k of kids) if (k !== null && k !== undefined) e.append(k);
  return e;
}

function sideSpan(side) { return h('span', { class: `${side}-text`, text: sideName(side) }); }

let toastTimer = 0;
function toast(text, error) {
  const t = $('toast');
  t.textContent = text;
  t.className = 'toast' + (error ? ' error' : '');
  t.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { t.hidden = true; }, error ? 7000 : 3500);
}

// ---------- connection ----------
function connect() {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  ws = new WebSocket(`${proto}//${location.host}/ws/${encodeURIComponent(token)}`);
  setConn(false, 'Connecting…');
  ws.onopen = () => { attempt = 0; setConn(true, 'Connected'); };
  ws.onmessage = (e) => onMessage(JSON.parse(e.data));
  ws.onclose = () => {
    pending = false;
    const delay = Math.min(15000, 500 * 2 ** attempt) * (0.75 + Math.random() / 2);
    attempt++;
    setConn(false, `Reconnecting in ${Math.ceil(delay / 1000)} s…`);
    setTimeout(connect, delay);
  };
}
function setConn(ok, text) {
  const c = $('conn');
  c.className = 'conn ' + (ok ? 'ok' : 'bad');
  c.textContent = text;
  render(); // the presence dots follow the connection
}
function connected() { return !!ws && ws.readyState === WebSocket.OPEN; }
function send(msg) {
  if (!ws || ws.readyState !== WebSocket.OPEN) { toast('Not connected: wait for the connection to come back.', true); return false; }
  msg.id = ++reqId;
  ws.send(JSON.stringify(msg));
  return true;
}
function act(kind, action) {
  if (pending || !state) return;
  if (send({ t: kind, action, version: state.version })) { pending = true; if (kind === 'undo') sentUndo = true; cancelAutoPass(); render(); }
}

// applyDelta turns a delta (a change to the state message numbered base) into
// the whole new state message, or asks for a full state when it does not apply
// to the one held (docs/server.md, "WebSocket messages").
function applyDelta(d) {
  if (!state || state.n !== d.base) { send({ t: 'sync' }); return null; }
  const m = Object.assign({}, state, d, { t: 'state' });
  delete m.base; delete m.items; delete m.drop;
  const view = Object.assign({}, state.view, d.view);
  for (const [k, changed] of Object.entries(d.items || {})) {
    const list = view[k].slice();
    for (const [i, item] of Object.entries(changed)) list[Number(i)] = item;
    view[k] = list;
  }
  for (const k of d.drop || []) delete view[k];
  m.view = view;
  m.log = d.log || { from: log.length, lines: [] };
  return m;
}

function onMessage(m) {
  if (m.t === 'delta') { m = applyDelta(m); if (!m) return; }
  switch (m.t) {
    case 'state': {
      if (m.log.from > log.length) { send({ t: 'sync' }); return; }
      log = log.slice(0, m.log.from).concat(m.log.lines);
      window.punicStats.states++;
      // The title tells a player in another tab that it is his move.
      document.title = `${m.legal.length ? '● Your move' : 'Waiting'}: turn ${m.view.turn} · punic: ${TITLE}`;
      const first = !state;
      noteUndo(state, m);
      state = m;
      pending = false;
      // The add-on panels (watch.js: odds, dice) follow every whole state.
      window.dispatchEvent(new CustomEvent('punic:state', { detail: m }));
      if (hist && histAt !== null && histAt > m.moves) { hist = null; histAt = null; }
      render();
      if (first) scrollLogEnd();
      break;
    }
    case 'error':
      pending = false;
      sentUndo = false;
      toast((m.rule ? `Rule ${m.rule}: ` : '') + m.reason, true);
      render();
      break;
    case 'history':
      if (histAt === m.at) { hist = m; render(); }
      break;
    case 'rematch':
      rememberGame(m.link, 'Rematch');
      location.href = m.link;
      break;
    default: // the add-ons' messages (chat.js: "chat")
      window.dispatchEvent(new CustomEvent('punic:message', { detail: m }));
  }
}

// ---------- rendering ----------
// stats counts the renders and their time (read by the browser tests).
window.punicStats = { renders: 0, ms: 0, states: 0, autoPasses: 0, autoPassMs: [] };

// render draws the page at the next frame; several messages in a row make one
// drawing.
let frame = 0;
function render() {
  if (!state || frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    const t0 = performance.now();
    try { draw(); } finally { window.punicStats.renders++; window.punicStats.ms += performance.now() - t0; }
  });
}

function draw() {
  document.body.dataset.version = String(state.version);
  document.body.dataset.viewer = state.viewer;
  document.body.dataset.history = hist ? String(hist.at) : '';
  const v = hist ? hist.view : state.view;
  const cards = hist ? hist.cards : state.cards;
  const choices = hist || pending ? [] : state.legal;
  renderTop(v);
  renderBanner(v);
  renderPrompt(v, choices);
  ui.render(v, cards || {}, choices, { history: !!hist, viewer: state.viewer, mode: state.mode, seat: state.seat });
  renderLog(hist ? hist.log : log, hist ? -1 : state.since);
  renderHistory();
  renderActions(v);
  renderCover();
  if (!hist) autoPass();
  if (!remembered) { remembered = true; rememberGame(location.pathname, ''); }
}

function renderTop(v) {
  $('turn').textContent = ui.topLine(v);
  const p = $('players');
  p.replaceChildren();
  for (const side of statics.sides || Object.keys(state.players)) {
    const info = state.players[side];
    let who = info.kind === 'ai' ? `AI (${info.bot})` : (info.you ? 'you' : 'friend');
    if (state.mode === 'hotseat') who = 'this screen';
    if (state.mode === 'referee') who = 'at the table';
    // While this page's own connection is down it knows nothing: grey dots.
    const known = connected();
    const on = known && info.online;
    p.append(sideSpan(side), ` ${who}`, h('span', { class: 'dot' + (on ? ' on' : '') + (known ? '' : ' unknown'), title: known ? (on ? 'online' : 'offline') : 'not known while disconnected' }), '  ');
  }
}

function renderBanner(v) {
  const b = $('banner');
  b.className = 'banner';
  if (hist) {
    b.hidden = false;
    b.className = 'banner';
    b.replaceChildren(`Viewing step ${hist.at} of ${hist.moves}: read only. `, h('button', { type: 'button', onclick: backToNow, text: 'Back to the game' }));
  } else if (v.over) {
    b.hidden = false;
    b.className = 'banner over';
    const why = v.winReason || v.result || '';
    b.replaceChildren(v.winner && v.winner !== 'none' ? sideSpan(v.winner) : 'Nobody', why ? ` wins: ${why}` : ' wins');
  } else if (state.notice) {
    b.hidden = false;
    b.textContent = state.notice;
  } else if (undoNote) {
    b.hidden = false;
    b.className = 'banner undo-note';
    b.textContent = undoNote;
  } else {
    b.hidden = true;
  }
}

function renderPrompt(v, choices) {
  const mine = choices.length > 0;
  $('prompt').classList.toggle('your-turn', mine);
  $('prompt').classList.toggle('read-only', !!hist);
  $('prompt-who').replaceChildren(v.decision.side && v.decision.side !== 'none' ? sideSpan(v.decision.side) : '');
  const text = $('prompt-text');
  const box = $('choices');
  box.replaceChildren();
  $('autopass-note').hidden = true;
  if (hist) { text.textContent = v.decision.prompt; return; }
  if (v.over) { text.textContent = 'The game is over.'; return; }
  if (pending) { text.textContent = 'Sending…'; return; }
  // A referee game's action waiting for the table (referee.js shows the need).
  if (!mine && state.table && state.table.need) { text.replaceChildren(h('span', { class: 'waiting', text: `The table is asked for ${state.table.need.noun}: see “From the table”.` })); return; }
  if (!mine) {
    const who = sideName(v.decision.side);
    // The engine's prompt for a side that waits may already say so.
    const what = /^waiting for/i.test(v.decision.prompt) ? '' : `: ${v.decision.prompt}`;
    text.replaceChildren(h('span', { class: 'waiting', text: state.thinking ? `The AI (${who}) is thinking…` : `Waiting for ${who}${what}` }));
    return;
  }
  text.textContent = v.decision.prompt;
  if (autoTimer) {
    $('autopass-note').hidden = false;
    $('autopass-note').replaceChildren('You cannot play anything here: passing in a moment. ',
      h('button', { type: 'button', id: 'autopass-stop', onclick: () => { cancelAutoPass(); autoSkip = state.version; render(); }, text: 'Let me answer' }));
  }
  const list = entries(choices);
  if (openGroup && !list.some((e) => e.group === openGroup)) openGroup = null;
  // A single group (the CUs to take) is open from the start.
  if (list.length === 1 && list[0].group) openGroup = list[0].group;
  list.forEach((e, i) => {
    const key = i < 9 ? h('kbd', { text: String(i + 1) }) : null;
    if (!e.group) {
      box.append(choiceButton(e.choice, key, e.choice.label));
      return;
    }
    const open = openGroup === e.group;
    box.append(h('button', { type: 'button', class: 'group' + (open ? ' open' : ''), 'data-group': e.group, 'aria-expanded': open ? 'true' : 'false',
      onclick: () => toggleGroup(e.group) }, key, h('span', { text: `${e.label} (${e.members.length})` }), h('span', { class: 'caret', text: open ? '▾' : '▸' })));
    if (open) box.append(groupBody(e));
  });
}

// choiceButton is the button of one legal action.
function choiceButton(c, key, label) {
  return h('button', { type: 'button', 'data-action': c.action, title: c.label, onclick: () => act('action', c.action) }, key, h('span', { text: label }));
}

// entries groups the legal actions into the steps the page offers (the
// adapter's group keys, hannibal/title/group.go): one entry per group, in the
// order of its first action; a group of one action is offered as that action.
function entries(choices) {
  const out = [];
  const byGroup = new Map();
  for (const c of choices) {
    if (!c.group) { out.push({ choice: c }); continue; }
    let e = byGroup.get(c.group);
    if (!e) { e = { group: c.group, label: c.groupLabel || c.group, members: [] }; byGroup.set(c.group, e); out.push(e); }
    e.members.push(c);
  }
  return out.map((e) => (e.group && e.members.length === 1 ? { choice: e.members[0] } : e));
}

function toggleGroup(g) {
  // A lone group (the CUs to take) stays open: there is nothing else to show.
  if (openGroup === g && state && entries(state.legal).length === 1) return;
  setGroup(openGroup === g ? null : g);
}

// setGroup opens a group of choices (null: none) and tells the game's module,
// whose own panels may show it (Hannibal: the card chosen in the hand).
function setGroup(g) {
  openGroup = g;
  if (ui.groupOpened) ui.groupOpened(g);
  render();
}

// groupBody shows an open group's choices: a stepper for the number the
// choices count (CUs, Strength or Treasury Points: the choice's unit), starting
// at the usual number, then the choices of that number and the others as
// buttons.
function groupBody(e) {
  const counted = e.members.filter((c) => c.count !== undefined && c.count !== null);
  const plain = e.members.filter((c) => c.count === undefined || c.count === null);
  const body = h('div', { class: 'group-body', 'data-group-body': e.group });
  if (counted.length) {
    const nums = [...new Set(counted.map((c) => c.count))].sort((a, b) => a - b);
    const prefer = counted[0].prefer === 'fewest' ? nums[0] : nums[nums.length - 1];
    let n = stepAt[e.group];
    if (!nums.includes(n)) n = prefer;
    stepAt[e.group] = n;
    const at = nums.indexOf(n);
    const go = (d) => { stepAt[e.group] = nums[Math.max(0, Math.min(nums.length - 1, at + d))]; render(); };
    body.append(h('div', { class: 'stepper' },
      h('button', { type: 'button', class: 'step-down', 'aria-label': 'Fewer', disabled: at === 0, onclick: () => go(-1) }, '−'),
      h('output', { class: 'step-value', 'data-count': n, text: countText(n, counted[0]) }),
      h('button', { type: 'button', class: 'step-up', 'aria-label': 'More', disabled: at === nums.length - 1, onclick: () => go(1) }, '+'),
      h('span', { class: 'waiting', text: `${nums[0]}–${nums[nums.length - 1]}` })));
    for (const c of counted.filter((x) => x.count === n)) body.append(choiceButton(c, null, c.sub || c.label));
  }
  for (const c of plain) body.append(choiceButton(c, null, c.sub || c.label));
  return body;
}

// countText is a stepper's number with the unit its choices count, as the game
// names it ("3 CUs", "1 TP"); a bare number when the game names none.
function countText(n, c) {
  const unit = n === 1 ? c.unit : (c.units || c.unit);
  return unit ? `${n} ${unit}` : `${n}`;
}

// ---------- passing automatically ----------
// When every legal action of a window only declines (pass, do not match), the
// page can answer by itself. It waits a delay drawn the same way whatever the
// hand (1.2–2 s, uniform), so the other side learns nothing from the timing that
// it could not learn anyway (docs/server.md, "Passing automatically").
const AUTO_KEY = 'punic-autopass';
let autoTimer = 0;
let autoFor = -1;   // the version the timer answers
let autoSkip = -1;  // the version the player chose to answer himself
function autoPassOn() { return localStorage.getItem(AUTO_KEY) !== '0'; }
function cancelAutoPass() { clearTimeout(autoTimer); autoTimer = 0; autoFor = -1; }
function autoPass() {
  const legal = state.legal;
  const only = !pending && !state.view.over && legal.length > 0 && legal.every((c) => c.pass);
  if (!only || !autoPassOn() || autoSkip === state.version) { if (autoFor !== state.version || !only) cancelAutoPass(); return; }
  if (autoFor === state.version) return;
  cancelAutoPass();
  autoFor = state.version;
  const v = state.version;
  const delay = 1200 + Math.random() * 800;
  const t0 = performance.now();
  autoTimer = setTimeout(() => {
    autoTimer = 0;
    if (state && state.version === v && !pending && !hist) {
      window.punicStats.autoPasses++;
      window.punicStats.autoPassMs.push(Math.round(performance.now() - t0));
      act('action', legal[0].action);
    }
  }, delay);
  render();
}

// noteUndo notes that the other side took back an action: the count of steps
// went down without this page asking for it.
function noteUndo(prev, m) {
  if (!prev) return;
  if (m.moves < prev.moves) {
    if (sentUndo) { sentUndo = false; return; }
    // The other seat of the game (online: the friend) took it back.
    const other = Object.keys(m.players || {}).find((k) => !m.players[k].you);
    const who = other ? sideName(other) : 'The other side';
    undoNote = `${who} took back ${prev.moves - m.moves === 1 ? 'an action' : `${prev.moves - m.moves} actions`} (undo).`;
    toast(undoNote);
  } else if (m.moves > prev.moves) {
    undoNote = '';
  }
}

// rememberGame keeps a game's link on this browser, for the lobby's list (a
// friend's link, a rematch): once per link.
let remembered = false;
function rememberGame(link, what) {
  try {
    const list = JSON.parse(localStorage.getItem('punic-games') || '[]');
    if (list.some((g) => g.link === link)) return;
    const seat = state ? sideName(state.seat) : '';
    const mode = state ? { ai: 'against the AI', hotseat: 'hotseat', online: 'online', referee: 'referee at the table' }[state.mode] || state.mode : '';
    const label = [what, seat && mode ? `${seat}, ${mode}` : ''].filter(Boolean).join(': ') || 'Game';
    list.unshift({ link, label, at: Date.now(), game: GAME, title: TITLE });
    localStorage.setItem('punic-games', JSON.stringify(list.slice(0, 30)));
  } catch { /* storage off: nothing to remember */ }
}

// The log as drawn: which lines, which turn heading came last, and for what.
let drawn = { lines: null, n: 0, turn: 0, since: -2, hist: false };

function logLine(l, i) {
  return h('li', { 'data-i': i }, l.rule ? h('span', { class: 'rule', title: `Rule ${l.rule}`, text: l.rule }) : null, ' ', l.text);
}

// renderLog draws the log, appending only the new lines when it can. The lines
// after the viewer's last move follow the "since" mark, which CSS highlights.
function renderLog(lines, since) {
  const ol = $('log');
  const same = drawn.lines !== null && drawn.hist === !!hist && lines.length >= drawn.n &&
    (drawn.n === 0 || drawn.lines[drawn.n - 1] === lines[drawn.n - 1]);
  if (!same) {
    ol.replaceChildren();
    drawn = { lines, n: 0, turn: 0, since: -2, hist: !!hist };
  }
  for (let i = drawn.n; i < lines.length; i++) {
    const l = lines[i];
    if (l.turn !== drawn.turn) { drawn.turn = l.turn; ol.append(h('li', { class: 'turn', text: `Turn ${l.turn}` })); }
    ol.append(logLine(l, i));
  }
  const grew = lines.length > drawn.n;
  drawn.lines = lines;
  drawn.n = lines.length;
  // The mark goes before the first line after the viewer's last move: when the
  // count changes, and again when that line arrives after the count did.
  if (since !== drawn.since || !same || (since >= 0 && since < lines.length && !document.getElementById('since-mark'))) {
    drawn.since = since;
    const old = document.getElementById('since-mark');
    if (old) old.remove();
    const first = since >= 0 ? ol.querySelector(`li[data-i="${since}"]`) : null;
    if (first) first.before(h('li', { class: 'since-mark', id: 'since-mark', text: 'Since your last move' }));
  }
  const newCount = since >= 0 ? Math.max(0, lines.length - since) : 0;
  const btn = $('since-btn');
  btn.hidden = !newCount;
  btn.textContent = `Since my last move (${newCount})`;
  if ((grew || !same) && logAtEnd) scrollLogEnd();
}
// logAtEnd tells whether the log is scrolled to its end (then it follows new lines).
let logAtEnd = true;
let scrollPending = false;
function scrollLogEnd() {
  if (scrollPending) return;
  scrollPending = true;
  requestAnimationFrame(() => { scrollPending = false; const ol = $('log'); ol.scrollTop = ol.scrollHeight; });
}

function renderHistory() {
  const n = state.moves;
  const at = hist ? hist.at : n;
  const r = $('hist-range');
  r.max = String(n);
  r.value = String(histAt !== null ? histAt : at);
  $('hist-label').textContent = hist ? `step ${at} of ${n}` : (n === 1 ? '1 step' : `${n} steps`);
  $('hist-prev').disabled = (histAt ?? n) <= 0;
  $('hist-first').disabled = (histAt ?? n) <= 0;
  $('hist-next').disabled = histAt === null;
  $('hist-now').disabled = histAt === null;
}

function renderActions(v) {
  $('undo').disabled = !!hist || pending || !state.canUndo;
  const res = $('resign');
  res.hidden = v.over;
  res.disabled = !!hist || pending;
  res.textContent = resignArmed ? `Really resign${state.mode === 'hotseat' || state.mode === 'referee' ? ` for ${sideName(v.decision.side)}` : ''}? Click again` : 'Resign';
  const rm = $('rematch');
  rm.hidden = !v.over;
  rm.textContent = state.rematch ? 'Go to the rematch' : 'Rematch, sides swapped';
  const rec = $('record');
  rec.hidden = !v.over;
  rec.href = `/api/play/${encodeURIComponent(token)}/record`;
}

function renderCover() {
  const cover = $('cover');
  if ((state.mode !== 'hotseat' && state.mode !== 'referee') || hist || state.view.over || state.viewer === 'none') { cover.hidden = true; return; }
  if (revealed === state.viewer) { cover.hidden = true; return; }
  cover.hidden = false;
  const who = sideName(state.viewer);
  $('cover-title').textContent = `Pass the screen to ${who}`;
  $('cover-text').textContent = `${who} decides now. The other player should look away.`;
  $('cover-btn').textContent = `I am ${who}: show my side`;
  $('cover-btn').focus();
}

// ---------- history ----------
function askHistory(at) {
  if (!state) return;
  at = Math.max(0, Math.min(at, state.moves));
  if (at === state.moves) { backToNow(); return; }
  histAt = at;
  send({ t: 'history', at });
  renderHistory();
}
function backToNow() { hist = null; histAt = null; render(); }

// ---------- the map's choices ----------
function showMenu(list, x, y, title) {
  const menu = $('menu');
  if (!list.length) { menu.hidden = true; return; }
  if (list.length === 1) { menu.hidden = true; act('action', list[0].action); return; }
  const pane = menu.parentElement.getBoundingClientRect();
  menu.replaceChildren(h('div', { class: 'menu-title', text: title }),
    ...list.map((c) => h('button', { type: 'button', role: 'menuitem', 'data-action': c.action, onclick: () => { menu.hidden = true; act('action', c.action); }, text: c.label })),
    h('button', { type: 'button', onclick: () => { menu.hidden = true; }, text: 'Cancel' }));
  menu.style.left = `${Math.max(0, Math.min(x - pane.left, pane.width - 260))}px`;
  menu.style.top = `${Math.max(0, Math.min(y - pane.top, pane.height - 40 * (list.length + 2)))}px`;
  menu.hidden = false;
  menu.querySelector('button').focus();
}

// ---------- keys and buttons ----------
function wire() {
  $('zoom-in').onclick = () => ui.zoom(1.3);
  $('zoom-out').onclick = () => ui.zoom(1 / 1.3);
  $('zoom-fit').onclick = () => ui.fit();
  $('undo').onclick = () => act('undo');
  $('resign').onclick = () => {
    if (!resignArmed) { resignArmed = true; render(); setTimeout(() => { resignArmed = false; render(); }, 5000); return; }
    resignArmed = false;
    act('resign');
  };
  $('rematch').onclick = () => send({ t: 'rematch' });
  const ap = $('autopass');
  ap.checked = autoPassOn();
  ap.onchange = () => { localStorage.setItem(AUTO_KEY, ap.checked ? '1' : '0'); autoSkip = -1; if (!ap.checked) cancelAutoPass(); render(); };
  $('cover-btn').onclick = () => { revealed = state.viewer; render(); };
  $('hist-first').onclick = () => askHistory(0);
  $('hist-prev').onclick = () => askHistory((histAt ?? state.moves) - 1);
  $('hist-next').onclick = () => askHistory((histAt ?? state.moves) + 1);
  $('hist-now').onclick = backToNow;
  $('hist-range').oninput = (e) => askHistory(Number(e.target.value));
  $('since-btn').onclick = () => { const m = $('since-mark'); if (m) m.scrollIntoView({ block: 'start' }); };
  $('log').addEventListener('scroll', (e) => { const ol = e.target; logAtEnd = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 30; }, { passive: true });
  document.addEventListener('keydown', (e) => {
    if (e.target.closest && e.target.closest('input, select, textarea')) return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const menu = $('menu');
    if (e.key === 'Escape') {
      if (ui && ui.escape && ui.escape()) return;
      if (!menu.hidden) menu.hidden = true;
      else if (openGroup) setGroup(null);
      else if (hist || histAt !== null) backToNow();
      return;
    }
    if (!$('cover').hidden) return;
    if (/^[1-9]$/.test(e.key) && !hist && state && !pending) {
      const i = Number(e.key) - 1;
      const body = openGroup ? document.querySelector('#choices .group-body') : null;
      if (body) {
        // Inside an open group the keys pick its choices.
        const b = body.querySelectorAll('button[data-action]')[i];
        if (b) { e.preventDefault(); b.click(); }
        return;
      }
      const en = entries(state.legal)[i];
      if (en) { e.preventDefault(); if (en.group) toggleGroup(en.group); else act('action', en.choice.action); }
    } else if (e.key === 'u' && state && state.canUndo && !hist) {
      act('undo');
    } else if (e.key === '[' && state) {
      askHistory((histAt ?? state.moves) - 1);
    } else if (e.key === ']' && state && histAt !== null) {
      askHistory(histAt + 1);
    }
  });
}

// ---------- the game's module ----------
// The shell as a game's module sees it (docs/architecture.md, "What a game must
// provide").
function shellFor() {
  return {
    game: GAME, statics, board: $('board'), panels: $('game-panels'), urgent: $('game-urgent'), h, sideSpan, showMenu,
    act: (action) => act('action', action), toast,
    openGroup: (g) => setGroup(g || null),
  };
}

// plainUI stands in for a game's module that could not be loaded: no board, no
// panels, but the prompt, the choices and the log still play the game.
function plainUI() {
  return {
    load: async () => {}, render() {}, zoom() {}, fit() {}, nameOf() { return undefined; },
    topLine: (v) => `Turn ${v.turn}${v.phase ? ` · ${v.phase}` : ''}`,
  };
}

// loadGame loads the game's style sheet (if it has one) and module, and builds
// its drawing; a module that fails is reported and replaced by plainUI.
async function loadGame() {
  const css = `/static/games/${GAME}.css`;
  fetch(css, { method: 'HEAD' }).then((r) => {
    if (r.ok) document.head.append(h('link', { rel: 'stylesheet', href: css }));
  }).catch(() => {});
  try {
    const mod = await import(`/static/games/${GAME}.js`);
    ui = mod.createGame(shellFor());
  } catch (err) {
    ui = plainUI();
    toast(`This game's board could not be loaded (${err && err.message ? err.message : err}): play with the choices beside it.`, true);
    document.body.dataset.module = 'missing';
    return;
  }
  try {
    await ui.load();
  } catch (err) {
    toast('The board could not be drawn: ' + err, true);
  }
}

async function main() {
  document.title = `punic: ${TITLE}`;
  statics = await (await fetch(`/api/static/${encodeURIComponent(GAME)}`)).json();
  await loadGame();
  wire();
  connect();
}

main();
