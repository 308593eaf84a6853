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
let openGroup = null;  // the group of choices the player opened (a card, the CUs to take…)
const stepAt = {};     // a stepper's number, by group, while its group is open
let selCard = 0;       // the card of the hand the player chose first
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
      document.title = `${m.legal.length ? '● Your move' : 'Waiting'}: punic, turn ${m.view.turn}`;
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
  if (!hist) autoPass();
  if (!remembered) { remembered = true; rememberGame(location.pathname, ''); }
}

function renderTop(v) {
  $('turn').textContent = `Turn ${v.turn} of ${v.lastTurn} (${v.years}) · ${PHASE[v.phase] || v.phase}`;
  const p = $('players');
  p.replaceChildren();
  for (const side of ['rome', 'carthage']) {
    const info = state.players[side];
    let who = info.kind === 'ai' ? `AI (${info.bot})` : (info.you ? 'you' : 'friend');
    if (state.mode === 'hotseat') who = 'this screen';
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
    b.replaceChildren(v.winner && v.winner !== 'none' ? sideSpan(v.winner) : 'Nobody', ` wins: ${v.winReason}`);
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
  $('autopass-note').hidden = true;
  if (hist) { text.textContent = v.decision.prompt; return; }
  if (v.over) { text.textContent = 'The game is over.'; return; }
  if (pending) { text.textContent = 'Sending…'; return; }
  if (!mine) {
    const who = SIDE[v.decision.side] || v.decision.side;
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
  openGroup = openGroup === g ? null : g;
  if (g.startsWith('card:')) selCard = openGroup ? Number(g.slice(5)) : 0;
  render();
}

// groupBody shows an open group's choices: a stepper for the number of CUs
// (starting at the usual number), then the choices of that number and the
// others as buttons.
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
      h('output', { class: 'step-value', 'data-count': n, text: `${n} CU${n === 1 ? '' : 's'}` }),
      h('button', { type: 'button', class: 'step-up', 'aria-label': 'More', disabled: at === nums.length - 1, onclick: () => go(1) }, '+'),
      h('span', { class: 'waiting', text: `${nums[0]}–${nums[nums.length - 1]}` })));
    for (const c of counted.filter((x) => x.count === n)) body.append(choiceButton(c, null, c.sub || c.label));
  }
  for (const c of plain) body.append(choiceButton(c, null, c.sub || c.label));
  return body;
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
    const who = SIDE[other] || 'The other side';
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
    const seat = state ? SIDE[state.seat] || state.seat : '';
    const mode = state ? { ai: 'against the AI', hotseat: 'hotseat', online: 'online' }[state.mode] || state.mode : '';
    const label = [what, seat && mode ? `${seat}, ${mode}` : ''].filter(Boolean).join(': ') || 'Game';
    list.unshift({ link, label, at: Date.now() });
    localStorage.setItem('punic-games', JSON.stringify(list.slice(0, 30)));
  } catch { /* storage off: nothing to remember */ }
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

function cardView(info, choices) {
  const own = choices.filter((c) => c.card === info.n);
  const chosen = own.length > 0 && selCard === info.n;
  const meta = [`Event: ${SIDE[info.event] || info.event}`];
  if (info.counter) meta.push('counter event');
  if (info.ship) meta.push('sea move');
  if (info.removal !== 'never') meta.push('removed after its event');
  // A playable card is chosen first (a click on it), then what to do with it on
  // the card itself.
  const pick = own.length ? () => { selCard = chosen ? 0 : info.n; openGroup = selCard ? `card:${info.n}` : null; render(); } : null;
  return h('article', { class: `card ev-${info.event}${own.length ? ' playable' : ''}${chosen ? ' chosen' : ''}`, 'data-card': info.n,
    tabindex: own.length ? 0 : null, role: own.length ? 'button' : null, 'aria-expanded': own.length ? String(chosen) : null,
    onclick: pick ? (e) => { if (!e.target.closest('button')) pick(); } : null,
    onkeydown: pick ? (e) => { if ((e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) { e.preventDefault(); pick(); } } : null },
    h('div', { class: 'head' }, h('span', { text: `#${info.n}` }), h('span', { text: `${info.ops} OP${info.ops > 1 ? 's' : ''}` })),
    h('h3', { text: info.title }),
    h('div', { class: 'meta', text: meta.join(' · ') }),
    h('p', { class: 'effect', text: info.effect }),
    chosen ? h('div', { class: 'card-choices' }, ...own.map((c) => h('button', { type: 'button', 'data-action': c.action, title: c.label, onclick: () => act('action', c.action), text: c.sub || c.label }))) : null,
    own.length && !chosen ? h('div', { class: 'card-hint', text: `${own.length} way${own.length > 1 ? 's' : ''} to play: choose the card` }) : null);
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
  return h('span', { class: 'chips' }, ...list.map((n) => h('button', { type: 'button', class: 'chip card-chip', 'data-card': n, text: cards[n] ? `#${n} ${cards[n].title}` : `#${n}` })));
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
  if (v.effects.length) row('In force', v.effects.map(effectName).join(', '));
  const provs = v.provinces.filter((p) => p.control !== 'none');
  const names = new Map(statics.provinces.map((p) => [p.key, p.name]));
  row('Provinces', provs.length ? h('span', { class: 'chips' }, ...provs.map((p) => h('span', { class: `chip ${p.control}`, text: names.get(p.key) || p.key }))) : h('span', { class: 'waiting', text: 'none controlled' }));
  row('Discard pile', cardChips(v.discard, cards));
  if (v.removed.length) row('Removed', cardChips(v.removed, cards));
  if (v.byMap.length) row('On the map', cardChips(v.byMap, cards));
}

// effectName names a lasting effect for people: its card's title (a siege train
// says where it is).
function effectName(key) {
  const [k, where] = key.split(':');
  const name = (statics.effects && statics.effects[k]) || k;
  if (!where) return name;
  const sp = board ? board.spaces.get(where) : null;
  return `${name} (${sp ? sp.name : where})`;
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
  const ap = $('autopass');
  ap.checked = autoPassOn();
  ap.onchange = () => { localStorage.setItem(AUTO_KEY, ap.checked ? '1' : '0'); autoSkip = -1; if (!ap.checked) cancelAutoPass(); render(); };
  wireCardPop();
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
      if (!$('cardpop').hidden) hideCardPop();
      else if (!menu.hidden) menu.hidden = true;
      else if (openGroup) { openGroup = null; selCard = 0; render(); }
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

// ---------- a card shown whole ----------
// Hovering a card (in the hand, the discard pile…) or tapping a card chip shows
// the whole card, in our own words.
function showCardPop(n, anchor) {
  const info = state && state.cards[n];
  if (!info) return;
  const pop = $('cardpop');
  const meta = [`${info.ops} OP${info.ops > 1 ? 's' : ''}`, `Event: ${SIDE[info.event] || info.event}`];
  if (info.counter) meta.push('counter event');
  if (info.ship) meta.push('sea move');
  if (info.removal !== 'never') meta.push('removed after its event');
  pop.className = `cardpop card ev-${info.event}`;
  pop.dataset.card = String(n);
  pop.replaceChildren(h('div', { class: 'head' }, h('span', { text: `#${info.n}` }), h('button', { type: 'button', class: 'close', 'aria-label': 'Close', onclick: hideCardPop, text: '×' })),
    h('h3', { text: info.title }), h('div', { class: 'meta', text: meta.join(' · ') }), h('p', { class: 'whole', text: info.effect }));
  pop.hidden = false;
  const r = anchor.getBoundingClientRect();
  const pw = Math.min(340, window.innerWidth - 16);
  pop.style.width = `${pw}px`;
  const left = Math.max(8, Math.min(r.left, window.innerWidth - pw - 8));
  const ph = pop.offsetHeight;
  const top = r.bottom + 6 + ph < window.innerHeight ? r.bottom + 6 : Math.max(8, r.top - ph - 6);
  pop.style.left = `${left}px`;
  pop.style.top = `${top}px`;
}
function hideCardPop() { $('cardpop').hidden = true; }
function wireCardPop() {
  let overTimer = 0;
  document.addEventListener('pointerover', (e) => {
    if (e.pointerType !== 'mouse') return;
    const t = e.target.closest && e.target.closest('#hand .card[data-card] .effect, #hand .card[data-card] h3, .card-chip');
    clearTimeout(overTimer);
    if (t) { const c = t.closest('[data-card]'); overTimer = setTimeout(() => showCardPop(Number(c.dataset.card), c), 250); } else if (!e.target.closest('#cardpop')) hideCardPop();
  });
  document.addEventListener('click', (e) => {
    const chip = e.target.closest && e.target.closest('.card-chip');
    if (chip) { showCardPop(Number(chip.dataset.card), chip); return; }
    const eff = e.target.closest && e.target.closest('#hand .card:not(.playable) .effect');
    if (eff) { const c = eff.closest('[data-card]'); showCardPop(Number(c.dataset.card), c); return; }
    if (!e.target.closest('#cardpop')) hideCardPop();
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
