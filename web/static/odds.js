// odds.js: the battle-odds panel. Before a decision that may lead to a battle
// (moving into an enemy army, intercepting, fighting instead of avoiding, and
// during a battle) it asks the server for the odds of each such battle, as the
// engine estimates them from this seat's knowledge only (GET
// /api/play/TOKEN/odds, docs/server.md), and shows each side's chance of
// winning, the chance of no battle, the expected losses and their spread.
// Only a game that estimates battles has the panel: the server marks its page
// with data-odds (game.OddsTeller).
import { onState, token, el, panel, style } from './watch.js';

style('odds-style', `
#odds .odds-battle { margin: .3rem 0 .6rem; }
#odds .odds-title { font-size: .9rem; margin: 0 0 .25rem; }
#odds .odds-bar { display: flex; height: 1.4rem; border-radius: 4px; overflow: hidden; border: 1px solid #8a7a63; font-size: .75rem; color: #fff; }
#odds .odds-bar span { display: flex; align-items: center; justify-content: center; white-space: nowrap; overflow: hidden; }
#odds .odds-bar .rome { background: var(--rome); }
#odds .odds-bar .carthage { background: var(--carthage); }
#odds .odds-bar .none { background: var(--neutral); color: var(--ink); }
#odds .odds-losses { display: grid; grid-template-columns: auto 1fr; gap: .15rem .5rem; align-items: end; font-size: .8rem; margin-top: .3rem; }
#odds .odds-hist { display: flex; align-items: flex-end; gap: 1px; height: 2rem; }
#odds .odds-hist i { display: block; width: .45rem; min-height: 1px; }
#odds .odds-hist.rome i { background: var(--rome); }
#odds .odds-hist.carthage i { background: var(--carthage); }
`);

const NAMES = { rome: 'Rome', carthage: 'Carthage' };
const { sec, body, note } = panel('odds', 'Battle odds');
let version = -1;

// mayBattle tells whether a state may have a battle to weigh: one is being
// fought, or the seat decides and an action of it may lead to one.
function mayBattle(m) {
  if (!m.view || m.view.over) return false;
  if (m.view.battle) return true;
  return (m.legal || []).some((c) => /^(move|sail|intercept|fight|attack|pass)\b/.test(c.action));
}

onState((m) => {
  if (document.body.dataset.odds !== '1') return;
  if (m.version === version) return;
  version = m.version;
  if (!mayBattle(m)) { sec.hidden = true; return; }
  load(m.version);
});

async function load(v) {
  let j;
  try {
    const r = await fetch(`/api/play/${encodeURIComponent(token())}/odds`, { cache: 'no-store' });
    j = await r.json();
    if (!r.ok) j = null;
  } catch { j = null; }
  if (v !== version) return; // the game moved on meanwhile
  if (!j || !j.battles.length) { sec.hidden = true; return; }
  draw(j);
}

const pct = (p) => `${Math.round(100 * p)}%`;

function draw(j) {
  body.replaceChildren();
  note().textContent = `from what ${NAMES[j.side] || j.side} knows`;
  sec.dataset.version = j.version;
  for (const r of j.battles) {
    const win = Object.fromEntries(r.sides.map((s) => [s.side, s]));
    const mine = win[j.side];
    const box = el('div', { class: 'odds-battle', 'data-space': r.space, 'data-action': r.action || '' });
    box.append(el('p', { class: 'odds-title', text: `${capital(r.battle)}: you win ${pct(mine.win)}` }));
    const bar = el('div', { class: 'odds-bar', role: 'img',
      'aria-label': r.sides.map((s) => `${NAMES[s.side]} wins ${pct(s.win)}`).join(', ') + `, no battle ${pct(r.noBattle)}` });
    for (const s of r.sides) {
      bar.append(el('span', { class: s.side, style: `width:${100 * s.win}%`, title: `${NAMES[s.side]} wins ${pct(s.win)}`,
        text: s.win >= 0.12 ? `${NAMES[s.side]} ${pct(s.win)}` : '' }));
    }
    bar.append(el('span', { class: 'none', style: `width:${100 * r.noBattle}%`, title: `no battle ${pct(r.noBattle)}`,
      text: r.noBattle >= 0.12 ? `none ${pct(r.noBattle)}` : '' }));
    box.append(bar);
    if (r.fought > 0) {
      const grid = el('div', { class: 'odds-losses' });
      for (const s of r.sides) {
        const top = Math.max(1, ...s.hist);
        const hist = el('div', { class: `odds-hist ${s.side}`, title: 'battles by CUs lost: 0, 1, 2…' });
        s.hist.forEach((n, k) => hist.append(el('i', { style: `height:${(100 * n) / top}%`, title: `${k} CUs lost: ${pct(n / r.fought)}` })));
        grid.append(el('span', { class: `${s.side}-text`, text: `${NAMES[s.side]} loses ${s.losses.toFixed(1)} CUs` }), hist);
      }
      box.append(grid);
    }
    body.append(box);
  }
  const r = j.battles[0];
  body.append(el('small', { text: `Each: ${r.samples} simulated battles, the enemy's hidden cards drawn at random. `
    + 'The small bars count the battles by CUs lost: none at the left, then 1, 2…' }));
  sec.hidden = false;
}

function capital(s) { return s.charAt(0).toUpperCase() + s.slice(1); }
