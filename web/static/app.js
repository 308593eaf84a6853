// The game page: one WebSocket to the server, which sends this seat's view after
// every change; the page draws it and sends back the chosen actions.
import { Board } from './board.js';

const $ = (id) => document.getElementById(id);
const token = decodeURIComponent(location.pathname.split('/').pop());
const SIDE = { rome: 'Rome', carthage: 'Carthage', none: 'Nobody', both: 'Both sides' };
const PHASE = { setup: 'Set-up', reinforcement: 'Reinforcements', deal: 'Deal', strategy: 'Strategy phase', winter: 'Winter', isolation: 'Isolation', victory: 'Victory check', over: 'Game over' };

let statics = null;
let board = null;
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

function sideSpan(side) { return h('span', { class: `${side}-text`, text: SIDE[side] || side }); }

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
}
function send(msg) {
  if (!ws || ws.readyState !== WebSocket.OPEN) { toast('Not connected: wait for the connection to come back.', true); return false; }
  msg.id = ++reqId;
  ws.send(JSON.stringify(msg));
  return true;
}
function act(kind, action) {
  if (pending || !state) return;
  if (send({ t: kind, action, version: state.version })) { pending = true; render(); }
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
      document.title = `${m.legal.length ? '● Your move' : 'Waiting'}: punic, turn ${m.view.turn}`;
      const first = !state;
      state = m;
      pending = false;
      if (hist && histAt !== null && histAt > m.moves) { hist = null; histAt = null; }
      render();
      if (first) scrollLogEnd();
      break;
    }
    case 'error':
      pending = false;
      toast((m.rule ? `Rule ${m.rule}: ` : '') + m.reason, true);
      render();
      break;
    case 'history':
      if (histAt === m.at) { hist = m; render(); }
      break;
    case 'rematch':
      location.href = m.link;
      break;
  }
}

// ---------- rendering ----------
// stats counts the renders and their time (read by the browser tests).
window.punicStats = { renders: 0, ms: 0, states: 0 };

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
  renderLesson(v);
  renderPrompt(v, choices);
  renderBattle(v, choices);
  renderHand(v, cards, choices);
  renderFacts(v, cards);
  renderLog(hist ? hist.log : log, hist ? -1 : state.since);
  renderHistory();
  renderActions(v);
  renderCover();
  if (board) board.render(v, choices);
}

function renderTop(v) {
  $('turn').textContent = `Turn ${v.turn} of ${v.lastTurn} (${v.years}) · ${PHASE[v.phase] || v.phase}`;
  const p = $('players');
  p.replaceChildren();
  for (const side of ['rome', 'carthage']) {
    const info = state.players[side];
    let who = info.kind === 'ai' ? `AI (${info.bot})` : (info.you ? 'you' : 'friend');
    if (state.mode === 'hotseat') who = 'this screen';
    p.append(sideSpan(side), ` ${who}`, h('span', { class: 'dot' + (info.online ? ' on' : ''), title: info.online ? 'online' : 'offline' }), '  ');
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
    b.replaceChildren(v.winner && v.winner !== 'none' ? sideSpan(v.winner) : 'Nobody', ` wins: ${v.winReason}`);
  } else if (state.notice) {
    b.hidden = false;
    b.textContent = state.notice;
  } else {
    b.hidden = true;
  }
}

// renderLesson shows a tutorial's lesson (view.lesson, docs/tutorials.md): the step's
// words, the spaces and generals it points at (ringed on the map by board.js), the
// special rules, and the result once the game is over.
function renderLesson(v) {
  const sec = $('lesson');
  const l = v.lesson;
  sec.hidden = !l;
  if (!l) return;
  $('lesson-title').textContent = `Tutorial ${l.tutorial}: ${l.title}`;
  $('lesson-step').textContent = `step ${l.step} of ${l.steps}`;
  sec.dataset.step = String(l.step);
  const who = l.player ? `You play ${SIDE[l.player]}. ` : '';
  $('lesson-goal').replaceChildren(h('b', { text: 'Goal: ' }), who + l.victory + '.');
  $('lesson-text').textContent = l.text;
  const names = [];
  for (const k of l.spaces || []) { const s = board ? board.spaces.get(k) : null; names.push(s ? s.name : k); }
  for (const k of l.generals || []) { const g = statics.generals.find((x) => x.key === k); names.push(g ? g.name : k); }
  const where = $('lesson-where');
  where.hidden = !names.length;
  where.replaceChildren(h('span', { class: 'waiting', text: 'Ringed on the map: ' }), h('span', { class: 'chips' }, ...names.map((n) => h('span', { class: 'chip lesson-chip', text: n }))));
  const rules = $('lesson-rules');
  rules.replaceChildren(...(l.rules || []).map((r) => h('li', { text: r })));
  rules.hidden = !(l.rules && l.rules.length);
  const res = $('lesson-result');
  res.hidden = !l.result;
  res.textContent = l.result || '';
}

function renderPrompt(v, choices) {
  const mine = choices.length > 0;
  $('prompt').classList.toggle('your-turn', mine);
  $('prompt').classList.toggle('read-only', !!hist);
  $('prompt-who').replaceChildren(v.decision.side && v.decision.side !== 'none' ? sideSpan(v.decision.side) : '');
  const text = $('prompt-text');
  const box = $('choices');
  box.replaceChildren();
  if (hist) { text.textContent = v.decision.prompt; return; }
  if (v.over) { text.textContent = 'The game is over.'; return; }
  if (pending) { text.textContent = 'Sending…'; return; }
  if (!mine) {
    const who = SIDE[v.decision.side] || v.decision.side;
    text.replaceChildren(h('span', { class: 'waiting', text: state.thinking ? `The AI (${who}) is thinking…` : `Waiting for ${who}: ${v.decision.prompt}` }));
    return;
  }
  text.textContent = v.decision.prompt;
  choices.forEach((c, i) => {
    box.append(h('button', { type: 'button', 'data-action': c.action, title: c.action, onclick: () => act('action', c.action) },
      i < 9 ? h('kbd', { text: String(i + 1) }) : null, h('span', { text: c.label })));
  });
}

function bcName(i) { return statics.battleCards[i] ? statics.battleCards[i].name : `type ${i}`; }
function bcByKey(k) { const c = statics.battleCards.find((b) => b.key === k); return c ? c.name : k; }

function renderBattle(v, choices) {
  const sec = $('battle');
  const b = v.battle;
  sec.hidden = !b;
  if (!b) return;
  const sp = board ? board.spaces.get(b.space) : null;
  $('battle-where').textContent = `in ${sp ? sp.name : b.space}, round ${b.rounds + (b.current ? 0 : 1)}`;
  const body = $('battle-body');
  body.replaceChildren();
  const defender = b.attacker === 'rome' ? 'carthage' : 'rome';
  const cmd = (s) => (b.commanders[s] ? ` (${statics.generals.find((g) => g.key === b.commanders[s])?.name || b.commanders[s]})` : '');
  body.append(h('p', {}, 'Attacking: ', sideSpan(b.attacker), cmd(b.attacker), ' · defending: ', sideSpan(defender), cmd(defender)));
  body.append(h('p', {}, 'Battle cards held: ', sideSpan('rome'), ` ${b.cards.rome} · `, sideSpan('carthage'), ` ${b.cards.carthage}`));
  if (b.current) body.append(h('p', { text: `This round's card counts as: ${bcByKey(b.current)}` }));
  if (v.side !== 'none') {
    const mine = h('div', { class: 'bc-hand' });
    (b.myCards || []).forEach((n, i) => { if (n > 0) mine.append(h('span', { class: 'bc' }, h('b', { text: String(n) }), ` × ${bcName(i)}`)); });
    body.append(h('div', { text: 'Your battle cards:' }), mine.childElementCount ? mine : h('p', { class: 'waiting', text: 'none' }));
  }
  if (b.faceUp) {
    for (const [side, list] of Object.entries(b.faceUp)) {
      const shown = list.map((n, i) => (n ? `${n} × ${bcName(i)}` : '')).filter(Boolean).join(', ');
      body.append(h('p', {}, sideSpan(side), ` cards shown (Spy in Enemy Camp): ${shown}`));
    }
  }
  if (b.history.length) {
    const rows = b.history.map((r, i) => h('tr', {},
      h('td', { text: String(i + 1) }), h('td', {}, sideSpan(r.attacker)),
      h('td', { text: bcByKey(r.card) + (r.as && r.as !== r.card ? ` as ${bcByKey(r.as)}` : '') }),
      h('td', { text: r.matched ? `matched (${bcByKey(r.matched)})` : (i === b.history.length - 1 && b.current ? 'to answer' : 'not matched') })));
    body.append(h('table', {}, h('thead', {}, h('tr', {}, h('th', { text: '#' }), h('th', { text: 'Attacker' }), h('th', { text: 'Card' }), h('th', { text: 'Defender' }))), h('tbody', {}, ...rows)));
  }
  body.append(h('p', { class: 'waiting', text: 'The dice of the battle are in the log.' }));
}

const CARD_VERB = { move: 'OPs: move', pc: 'OPs: place PCs', raise: 'OPs: raise', 'move+event': 'OPs: move + event' };
function shortLabel(c) {
  const f = c.action.split(' ');
  if (f[0] === 'ops') return CARD_VERB[f[2]] || c.label;
  if (f[0] === 'event') return 'Event';
  if (f[0] === 'discard') return 'Discard';
  if (f[0] === 'card') return 'Choose';
  return c.label;
}

function cardView(info, choices) {
  const own = choices.filter((c) => c.card === info.n);
  const meta = [`Event: ${SIDE[info.event] || info.event}`];
  if (info.counter) meta.push('counter event');
  if (info.ship) meta.push('sea move');
  if (info.removal !== 'never') meta.push('removed after its event');
  return h('article', { class: `card ev-${info.event}${own.length ? ' playable' : ''}`, 'data-card': info.n },
    h('div', { class: 'head' }, h('span', { text: `#${info.n}` }), h('span', { text: `${info.ops} OP${info.ops > 1 ? 's' : ''}` })),
    h('h3', { text: info.title }),
    h('div', { class: 'meta', text: meta.join(' · ') }),
    h('p', { class: 'effect', text: info.effect }),
    own.length ? h('div', { class: 'card-choices' }, ...own.map((c) => h('button', { type: 'button', 'data-action': c.action, title: c.label, onclick: () => act('action', c.action), text: shortLabel(c) }))) : null);
}

function renderHand(v, cards, choices) {
  const who = state.mode === 'hotseat' ? `${SIDE[v.side] || ''}'s hand` : 'Your hand';
  $('hand-title').textContent = v.side === 'none' ? 'Hands' : who;
  const hand = $('hand');
  hand.replaceChildren();
  $('hand-count').textContent = v.side === 'none' ? '' : `${v.hand.length} card${v.hand.length === 1 ? '' : 's'}`;
  if (v.side === 'none') hand.append(h('p', { class: 'waiting', text: hist ? 'Hands stay hidden when a hotseat game steps back through its history.' : 'Hidden.' }));
  else if (!v.hand.length) hand.append(h('p', { class: 'waiting', text: 'No cards in hand.' }));
  for (const n of v.hand) if (cards[n]) hand.append(cardView(cards[n], choices));
}

function cardChips(list, cards) {
  if (!list || !list.length) return h('span', { class: 'waiting', text: 'none' });
  return h('span', { class: 'chips' }, ...list.map((n) => h('span', { class: 'chip', title: cards[n] ? cards[n].effect : '', text: cards[n] ? `#${n} ${cards[n].title}` : `#${n}` })));
}

function renderFacts(v, cards) {
  const dl = $('facts');
  dl.replaceChildren();
  const row = (k, ...val) => dl.append(h('dt', { text: k }), h('dd', {}, ...val));
  row('Playing', sideSpan(v.active));
  row('Political points', sideSpan('rome'), ` ${v.points.rome} · `, sideSpan('carthage'), ` ${v.points.carthage}`);
  row('Cards in hand', sideSpan('rome'), ` ${v.handSize.rome} · `, sideSpan('carthage'), ` ${v.handSize.carthage}`);
  row('Deck', `${v.deckSize} cards`);
  if (v.rules) {
    const rv = (statics.rules || []).find((x) => x.key === v.rules);
    row('Rules', h('span', { id: 'rules-fact', text: rv ? rv.label : v.rules }));
  }
  if (v.moving) {
    const g = statics.generals.find((x) => x.key === v.moving.general);
    const sp = board ? board.spaces.get(v.moving.at) : null;
    row('Moving', `${g ? g.name : v.moving.general} in ${sp ? sp.name : v.moving.at}, ${v.moving.cus} CUs, ${v.moving.mp}/${v.moving.mpMax} MP`);
  }
  if (v.effects.length) row('In force', v.effects.join(', '));
  const provs = v.provinces.filter((p) => p.control !== 'none');
  const names = new Map(statics.provinces.map((p) => [p.key, p.name]));
  row('Provinces', provs.length ? h('span', { class: 'chips' }, ...provs.map((p) => h('span', { class: `chip ${p.control}`, text: names.get(p.key) || p.key }))) : h('span', { class: 'waiting', text: 'none controlled' }));
  row('Discard pile', cardChips(v.discard, cards));
  if (v.removed.length) row('Removed', cardChips(v.removed, cards));
  if (v.byMap.length) row('On the map', cardChips(v.byMap, cards));
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
  if (since !== drawn.since || !same) {
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
  $('hist-label').textContent = hist ? `step ${at} of ${n}` : `${n} steps`;
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
  res.textContent = resignArmed ? `Really resign${state.mode === 'hotseat' ? ` for ${SIDE[v.decision.side]}` : ''}? Click again` : 'Resign';
  const rm = $('rematch');
  rm.hidden = !v.over;
  rm.textContent = state.rematch ? 'Go to the rematch' : 'Rematch, sides swapped';
  const rec = $('record');
  rec.hidden = !v.over;
  rec.href = `/api/play/${encodeURIComponent(token)}/record`;
}

function renderCover() {
  const cover = $('cover');
  if (state.mode !== 'hotseat' || hist || state.view.over || state.viewer === 'none') { cover.hidden = true; return; }
  if (revealed === state.viewer) { cover.hidden = true; return; }
  cover.hidden = false;
  $('cover-title').textContent = `Pass the screen to ${SIDE[state.viewer]}`;
  $('cover-text').textContent = `${SIDE[state.viewer]} decides now. The other player should look away.`;
  $('cover-btn').textContent = `I am ${SIDE[state.viewer]}: show my hand`;
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
  $('zoom-in').onclick = () => board.zoom(1.3);
  $('zoom-out').onclick = () => board.zoom(1 / 1.3);
  $('zoom-fit').onclick = () => board.fit();
  $('undo').onclick = () => act('undo');
  $('resign').onclick = () => {
    if (!resignArmed) { resignArmed = true; render(); setTimeout(() => { resignArmed = false; render(); }, 5000); return; }
    resignArmed = false;
    act('resign');
  };
  $('rematch').onclick = () => send({ t: 'rematch' });
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
    if (e.key === 'Escape') { if (!menu.hidden) menu.hidden = true; else if (hist || histAt !== null) backToNow(); return; }
    if (!$('cover').hidden) return;
    if (/^[1-9]$/.test(e.key) && !hist && state && !pending) {
      const c = state.legal[Number(e.key) - 1];
      if (c) { e.preventDefault(); act('action', c.action); }
    } else if (e.key === 'u' && state && state.canUndo && !hist) {
      act('undo');
    } else if (e.key === '[' && state) {
      askHistory((histAt ?? state.moves) - 1);
    } else if (e.key === ']' && state && histAt !== null) {
      askHistory(histAt + 1);
    }
  });
}

async function main() {
  wire();
  statics = await (await fetch('/api/static')).json();
  board = new Board($('board'), statics, showMenu);
  try {
    await board.load();
  } catch (err) {
    toast('The board could not be drawn: ' + err, true);
  }
  connect();
}

main();
