// Hannibal's module for the page's shell (app.js; docs/architecture.md, "What
// a game must provide"): its board (hannibal-board.js) and its panels — the
// tutorial's lesson, the battle, the hand of strategy cards, the game's facts,
// and a card shown whole.
import { Board } from './hannibal-board.js';

const PHASE = { setup: 'Set-up', reinforcement: 'Reinforcements', deal: 'Deal', strategy: 'Strategy phase', winter: 'Winter', isolation: 'Isolation', victory: 'Victory check', over: 'Game over' };
const SIDE = { rome: 'Rome', carthage: 'Carthage', both: 'Both sides', none: 'Nobody' };

// createGame builds Hannibal's board and panels inside the shell.
export function createGame(shell) {
  const { h, sideSpan, statics } = shell;
  const $ = (id) => document.getElementById(id);

  // The panels, in the side column between "To do" and the log.
  shell.panels.append(
    h('section', { id: 'lesson', class: 'panel lesson', hidden: true, 'aria-live': 'polite' },
      h('h2', {}, h('span', { id: 'lesson-title', text: 'Lesson' }), ' ', h('small', { id: 'lesson-step' })),
      h('p', { class: 'lesson-goal', id: 'lesson-goal' }), h('p', { class: 'lesson-text', id: 'lesson-text' }),
      h('p', { class: 'lesson-where', id: 'lesson-where' }), h('ul', { class: 'lesson-rules', id: 'lesson-rules' }),
      h('p', { class: 'lesson-result', id: 'lesson-result', hidden: true })),
    h('section', { id: 'battle', class: 'panel', hidden: true },
      h('h2', {}, 'Battle ', h('small', { id: 'battle-where' })), h('div', { id: 'battle-body' })),
    h('section', { class: 'panel', id: 'hand-panel' },
      h('h2', {}, h('span', { id: 'hand-title', text: 'Your hand' }), ' ', h('small', { id: 'hand-count' })), h('div', { class: 'hand', id: 'hand' })),
    h('section', { class: 'panel', id: 'info' }, h('h2', { text: 'The game' }), h('dl', { class: 'facts', id: 'facts' })));
  document.body.append(h('div', { id: 'cardpop', class: 'cardpop', role: 'dialog', 'aria-label': 'Card', hidden: true }));

  const board = new Board(shell.board, statics, shell.showMenu);
  let refs = {};        // the cards the view names, by number (game.Web.Refs)
  let selCard = 0;      // the card of the hand the player chose first
  const generalName = (k) => { const g = statics.generals.find((x) => x.key === k); return g ? g.name : k; };
  const spaceName = (k) => { const s = board.spaces.get(k); return s ? s.name : k; };

  // ---------- the lesson ----------
  // renderLesson shows a tutorial's lesson (view.lesson, docs/tutorials.md): the step's
  // words, the spaces and generals it points at (ringed on the map by the board), the
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
    const names = [...(l.spaces || []).map(spaceName), ...(l.generals || []).map(generalName)];
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

  // ---------- the battle ----------
  function bcName(i) { return statics.battleCards[i] ? statics.battleCards[i].name : `type ${i}`; }
  function bcByKey(k) { const c = statics.battleCards.find((b) => b.key === k); return c ? c.name : k; }

  function renderBattle(v) {
    const sec = $('battle');
    const b = v.battle;
    sec.hidden = !b;
    if (!b) return;
    $('battle-where').textContent = `in ${spaceName(b.space)}, round ${b.rounds + (b.current ? 0 : 1)}`;
    const body = $('battle-body');
    body.replaceChildren();
    const defender = b.attacker === 'rome' ? 'carthage' : 'rome';
    const cmd = (s) => (b.commanders[s] ? ` (${generalName(b.commanders[s])})` : '');
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

  // ---------- the hand ----------
  function cardView(info, choices) {
    const own = choices.filter((c) => c.card === info.n);
    const chosen = own.length > 0 && selCard === info.n;
    const meta = [`Event: ${SIDE[info.event] || info.event}`];
    if (info.counter) meta.push('counter event');
    if (info.ship) meta.push('sea move');
    if (info.removal !== 'never') meta.push('removed after its event');
    // A playable card is chosen first (a click on it), then what to do with it on
    // the card itself; the prompt's group of the card opens with it.
    const pick = own.length ? () => { selCard = chosen ? 0 : info.n; shell.openGroup(selCard ? `card:${info.n}` : null); } : null;
    return h('article', { class: `card ev-${info.event}${own.length ? ' playable' : ''}${chosen ? ' chosen' : ''}`, 'data-card': info.n,
      tabindex: own.length ? 0 : null, role: own.length ? 'button' : null, 'aria-expanded': own.length ? String(chosen) : null,
      onclick: pick ? (e) => { if (!e.target.closest('button')) pick(); } : null,
      onkeydown: pick ? (e) => { if ((e.key === 'Enter' || e.key === ' ') && e.target === e.currentTarget) { e.preventDefault(); pick(); } } : null },
      h('div', { class: 'head' }, h('span', { text: `#${info.n}` }), h('span', { text: `${info.ops} OP${info.ops > 1 ? 's' : ''}` })),
      h('h3', { text: info.title }),
      h('div', { class: 'meta', text: meta.join(' · ') }),
      h('p', { class: 'effect', text: info.effect }),
      chosen ? h('div', { class: 'card-choices' }, ...own.map((c) => h('button', { type: 'button', 'data-action': c.action, title: c.label, onclick: () => shell.act(c.action), text: c.sub || c.label }))) : null,
      own.length && !chosen ? h('div', { class: 'card-hint', text: `${own.length} way${own.length > 1 ? 's' : ''} to play: choose the card` }) : null);
  }

  function renderHand(v, cards, choices, ctx) {
    const who = ctx.mode === 'hotseat' ? `${SIDE[v.side] || ''}'s hand` : 'Your hand';
    $('hand-title').textContent = v.side === 'none' ? 'Hands' : who;
    const hand = $('hand');
    hand.replaceChildren();
    $('hand-count').textContent = v.side === 'none' ? '' : `${v.hand.length} card${v.hand.length === 1 ? '' : 's'}`;
    if (v.side === 'none') hand.append(h('p', { class: 'waiting', text: ctx.history ? 'Hands stay hidden when a hotseat game steps back through its history.' : 'Hidden.' }));
    else if (!v.hand.length) hand.append(h('p', { class: 'waiting', text: 'No cards in hand.' }));
    for (const n of v.hand) if (cards[n]) hand.append(cardView(cards[n], choices));
  }

  // ---------- the game's facts ----------
  function cardChips(list, cards) {
    if (!list || !list.length) return h('span', { class: 'waiting', text: 'none' });
    return h('span', { class: 'chips' }, ...list.map((n) => h('button', { type: 'button', class: 'chip card-chip', 'data-card': n, text: cards[n] ? `#${n} ${cards[n].title}` : `#${n}` })));
  }

  // effectName names a lasting effect for people: its card's title (a siege train
  // says where it is).
  function effectName(key) {
    const [k, where] = key.split(':');
    const name = (statics.effects && statics.effects[k]) || k;
    return where ? `${name} (${spaceName(where)})` : name;
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
    if (v.moving) row('Moving', `${generalName(v.moving.general)} in ${spaceName(v.moving.at)}, ${v.moving.cus} CUs, ${v.moving.mp}/${v.moving.mpMax} MP`);
    if (v.effects.length) row('In force', v.effects.map(effectName).join(', '));
    const provs = v.provinces.filter((p) => p.control !== 'none');
    const names = new Map(statics.provinces.map((p) => [p.key, p.name]));
    row('Provinces', provs.length ? h('span', { class: 'chips' }, ...provs.map((p) => h('span', { class: `chip ${p.control}`, text: names.get(p.key) || p.key }))) : h('span', { class: 'waiting', text: 'none controlled' }));
    row('Discard pile', cardChips(v.discard, cards));
    if (v.removed.length) row('Removed', cardChips(v.removed, cards));
    if (v.byMap.length) row('On the map', cardChips(v.byMap, cards));
  }

  // ---------- a card shown whole ----------
  // Hovering a card (in the hand, the discard pile…) or tapping a card chip shows
  // the whole card, in our own words.
  function showCardPop(n, anchor) {
    const info = refs[n];
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

  return {
    load: () => board.load(),
    render(v, cards, choices, ctx) {
      refs = cards || {};
      renderLesson(v);
      renderBattle(v);
      renderHand(v, refs, choices, ctx);
      renderFacts(v, refs);
      board.render(v, choices);
    },
    topLine: (v) => `Turn ${v.turn} of ${v.lastTurn} (${v.years}) · ${PHASE[v.phase] || v.phase}`,
    zoom: (f) => board.zoom(f),
    fit: () => board.fit(),
    nameOf(key) {
      const s = board.spaces.get(key);
      if (s) return s.name;
      const g = board.generals.get(key);
      return g ? g.name : undefined;
    },
    // The prompt's group of a card opens and closes with the card in the hand.
    groupOpened(key) { if (!key || key.startsWith('card:')) selCard = key ? Number(key.slice(5)) : 0; },
    // Escape closes the card shown whole first.
    escape() {
      if ($('cardpop').hidden) return false;
      hideCardPop();
      return true;
    },
  };
}
