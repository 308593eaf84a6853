// The Punic Wars' panels beside the board: the phase track, the Treasury
// track, the odds of an attack before it is resolved, the diplomacy roll with
// the bids (the view's lastDiplomacy), the Senate election (lastElection),
// Victory Points and region control against the scenario's Levels of
// Victory, and the end of the war. Everything shown is read from the view,
// never from the log's text.
import { sps } from './punicwars-board.js';

const SIDES = ['rome', 'carthage'];

// signed writes a die roll modifier: +2, −1, 0.
function signed(n) { return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'; }

// withRule adds a case to a text: "… attrition (11.31; 16.33)" when the text
// already ends with one, "… no effect (16.35)" else.
function withRule(t, rule) { return /\)$/.test(t) ? `${t.slice(0, -1)}; ${rule})` : `${t} (${rule})`; }

// cap writes a sentence's first letter in capitals.
function cap(t) { return t ? t[0].toUpperCase() + t.slice(1) : t; }

export class PunicPanels {
  constructor(shell, board) {
    this.shell = shell;
    this.st = shell.statics;
    this.board = board;
    this.h = shell.h;
  }

  scenario(view) { return this.st.scenarios.find((s) => s.key === view.scenario); }

  // render redraws every panel for a view.
  render(view, ctx) {
    const h = this.h;
    // What the player is asked about first: the end, an attack, the election,
    // the diplomacy phase, right under the prompt where the shell has room for
    // them (shell.urgent: on a phone, above the hint); then the tracks.
    const now = view.phase === 'diplomacy';
    const electing = this.electing(view);
    const first = [this.ending(view), this.odds(view), electing ? this.election(view) : null, now ? this.diplomacy(view) : null];
    const rest = [this.phases(view), this.treasury(view), this.victory(view), now ? null : this.diplomacy(view),
      electing ? null : this.election(view)];
    const box = (list) => h('div', { class: 'pw-panels', 'data-viewer': ctx && ctx.viewer }, ...list.filter(Boolean));
    if (this.shell.urgent) {
      this.shell.urgent.replaceChildren(...(first.some(Boolean) ? [box(first)] : []));
      this.shell.panels.replaceChildren(box(rest));
    } else {
      this.shell.panels.replaceChildren(box([...first, ...rest]));
    }
  }

  panel(key, title, ...kids) {
    return this.h('section', { class: `panel pw-panel pw-${key}`, 'data-panel': key }, this.h('h2', { text: title }), ...kids);
  }

  // phases is the Turn Sequence Track (4.2): whose Player-Turn and which phase.
  phases(view) {
    const h = this.h;
    const turn = view.turn < 1 ? 'Before Game-Turn 1' : `Game-Turn ${view.turn}, ${view.year} BC`;
    // One row per Player-Turn, Carthage's first (4.2); the Initial Deployment
    // before them while it lasts (19.0).
    const rows = [];
    for (const side of ['', 'carthage', 'rome']) {
      const list = this.st.phases.filter((p) => p.side === side);
      if (!side && view.phase !== 'deploy') continue;
      rows.push(h('div', { class: `pw-track-row ${side || 'both'}` },
        side ? this.shell.sideSpan(side) : h('span', { text: 'Set-up' }),
        h('ol', { class: 'pw-track' }, ...list.map((p) => {
          const on = p.key === view.phase && (p.side === '' || p.side === view.phasing);
          return h('li', { class: on ? 'current' : null, 'aria-current': on ? 'step' : null, 'data-phase': `${p.side}:${p.key}`,
            title: `${p.name} Phase (${p.rule})`, text: p.side ? p.name.split(' ')[0] : p.name });
        }))));
    }
    const cur = this.st.phases.find((p) => p.key === view.phase && (p.side === '' || p.side === view.phasing));
    const now = cur ? h('p', { class: 'pw-note', text: `Now: ${cur.name}${cur.side ? ' Phase' : ''} (${cur.rule}).` }) : null;
    return this.panel('phases', `The turn: ${turn}`, ...rows, now);
  }

  // treasury is the Treasury Point Record Track (15.1) and the Strength Points
  // lost since the last Diplomacy Phase (16.21).
  treasury(view) {
    const h = this.h;
    const max = this.st.treasury.track;
    const rows = SIDES.map((s, i) => {
      const tp = view.treasury[i];
      return h('div', { class: `pw-tp ${s}`, 'data-side': s },
        h('span', { class: 'pw-tp-name' }, this.shell.sideSpan(s)),
        h('span', { class: 'pw-bar' }, h('span', { class: `pw-fill ${s}`, style: `width:${Math.min(100, (100 * Math.max(0, tp)) / max)}%` })),
        h('b', { class: 'pw-tp-n', text: `${tp} TP` }),
        h('small', { class: 'pw-lost', text: `lost ${view.lost[i]} SP` }));
    });
    const over = view.treasury.some((t) => t > max) ? h('p', { class: 'pw-note', text: `Above ${max} the track notes 100+ beside it (15.12).` }) : null;
    return this.panel('treasury', 'Treasury (15.1)', ...rows, over,
      h('p', { class: 'pw-note', text: 'Lost: Strength Points lost since the last Diplomacy Phase, which move its roll (16.21, 16.22).' }));
  }

  // odds shows each attack the moving leader may make, or the one a
  // threatened force awaits, before it is resolved (9.0).
  odds(view) {
    const h = this.h;
    if (!view.attacks || !view.attacks.length) return null;
    const blocks = view.attacks.map((a) => {
      const mods = [h('li', { text: `Attacking leader ${a.leader}: ${signed(a.leaderValue)} (9.26)` })];
      if (a.defLeader) mods.push(h('li', { text: `Defending leader ${a.defLeader}: ${signed(-a.defLeaderValue)} (9.26)` }));
      if (a.walls) mods.push(h('li', { text: `Face-down armies inside the walls: ${signed(a.walls)} (${{ '-1': '9.22', '-2': '9.23', '-3': '9.24' }[a.walls]})` }));
      const rows = (a.outcomes || []).map((o) => h('tr', { 'data-die': o.die },
        h('td', { text: String(o.die) }), h('td', { text: String(o.roll) }),
        h('td', { text: `${o.attackerLoss} SP (${o.attackerPct}%)` }), h('td', { text: `${o.defenderLoss} SP (${o.defenderPct}%)` })));
      return h('div', { class: 'pw-attack', 'data-type': a.type, 'data-odds': a.odds },
        h('p', { class: 'pw-attack-head' },
          h('b', { text: `${a.type === 'army' ? 'Army' : 'Fleet'} attack in ${this.board.hexLabel(a.hex)}` }),
          a.threat ? h('span', { class: 'pw-threat', text: ' — threatened: the defender may go inside the walls first (9.16)' }) : null),
        h('p', { class: 'pw-attack-odds', text: `${sps(a.attacker, a.type)} against ${a.defender}: odds ${a.odds} (9.32), ${a.cost} Movement Points (9.14)` }),
        h('ul', { class: 'pw-mods' }, ...mods, h('li', { class: 'pw-net', text: `Net die roll modifier: ${signed(a.modifier)} (9.27)` })),
        h('table', { class: 'pw-outcomes' },
          h('thead', {}, h('tr', {}, h('th', { text: 'Die' }), h('th', { text: 'Roll' }), h('th', { text: 'Attacker loses' }), h('th', { text: 'Defender loses' }))),
          h('tbody', {}, ...rows)));
    });
    return this.panel('odds', 'Combat odds (9.0)', ...blocks);
  }

  // diplomacy shows the bids written (16.11), the losses that move the roll
  // (16.22) and the last roll on the Diplomacy Table with its result (16.3).
  diplomacy(view) {
    const h = this.h;
    const sc = this.scenario(view);
    if (sc && !sc.diplomacy) return null; // 19.34.3: no Diplomacy Phase
    const kids = [];
    if (view.phase === 'diplomacy') {
      const bids = new Map((view.bids || []).map((b) => [b.side, b.points]));
      kids.push(h('p', { class: 'pw-bids' }, 'Bids (16.11): ',
        ...SIDES.flatMap((s, i) => [i ? ', ' : '', this.shell.sideSpan(s), ' ',
          h('b', { 'data-bid': s, text: bids.has(s) ? `${bids.get(s)} TP` : 'not shown yet' })])));
      const lostMod = view.lost[0] - view.lost[1];
      kids.push(h('p', { class: 'pw-note', text: `The higher bid moves the roll one toward its side: Rome −1, Carthage +1 (16.12). Losses since the last Diplomacy Phase: ${signed(lostMod)} (Rome ${view.lost[0]}, Carthage ${view.lost[1]} SP, 16.22).` }));
    }
    if (view.lastDiplomacy) kids.push(this.lastRoll(view.lastDiplomacy));
    if (!kids.length) return null;
    return this.panel('diplomacy', `Diplomacy (16.0)${sc ? `: Table ${cap(sc.diplomacy)}` : ''}`, ...kids);
  }

  // lastRoll is the last Diplomacy Phase's roll as the view has it (16.0):
  // the bids shown and paid, the die, its modifiers, the roll, the result.
  lastRoll(d) {
    const h = this.h;
    const table = d.table ? `Table ${d.table[0].toUpperCase()}${d.table.slice(1)}` : 'the Diplomacy Table';
    const mod = d.bidModifier + d.lossModifier;
    return h('div', { class: 'pw-dip-last', 'data-turn': d.turn, 'data-die': d.die, 'data-roll': d.roll },
      h('h3', { text: `The last roll: Game-Turn ${d.turn}` }),
      h('p', { class: 'pw-dip-bids' }, 'Spent on bids (16.11): ',
        ...SIDES.flatMap((s, i) => [i ? ', ' : '', this.shell.sideSpan(s), ' ', h('b', { 'data-spent': s, text: `${d.bids[i]} TP` })])),
      h('ul', { class: 'pw-mods' },
        h('li', { text: `Higher bid: ${signed(d.bidModifier)} (16.12)` }),
        h('li', { text: `Losses, Rome ${d.lost[0]} and Carthage ${d.lost[1]} SP: ${signed(d.lossModifier)} (16.22)` })),
      h('p', { class: 'pw-dip-roll' }, 'Die ', h('b', { text: String(d.die) }), ` ${signed(mod)} = `, h('b', { text: String(d.roll) }),
        ` on ${table}: `, h('b', { class: 'pw-dip-result', text: d.result }), d.resultRule ? ` (${d.resultRule})` : ''),
      d.effect && d.effect !== d.result ? h('p', { class: 'pw-dip-effect', 'data-rule': d.effectRule, text: `${withRule(cap(d.effect), d.effectRule)}.` }) : null);
  }

  // electing is whether the Senate is at work now (8.4).
  electing(view) {
    const k = view.decision && view.decision.kind;
    return view.phase === 'election' || k === 'elect-remove';
  }

  // election shows the Roman leaders at an Election Phase (8.4): those on the
  // map, those in the cup, and what the Senate must do.
  election(view) {
    const h = this.h;
    const last = view.lastElection ? this.lastElection(view, view.lastElection) : null;
    if (!this.electing(view)) return last ? this.panel('election', 'The Senate (8.4)', last) : null;
    const rome = (view.leaders || []).filter((l) => l.side === 'rome');
    const onMap = rome.filter((l) => l.state === 'map');
    const cup = rome.filter((l) => l.state === 'off' || l.state === 'spare');
    const name = (l) => `${l.letter} (${l.value})`;
    const now = last && view.lastElection.turn === view.turn ? last : null;
    return this.panel('election', 'The Senate elects (8.4)',
      h('p', { class: 'pw-on-map', text: `On the map: ${onMap.map((l) => `${name(l)} in ${this.board.hexLabel(l.hex)}`).join(', ') || 'none'}` }),
      h('p', { class: 'pw-cup', text: `In the cup: ${cup.map(name).join(', ') || 'none'}` }),
      now,
      h('p', { class: 'pw-note', text: 'More than two Roman leaders on the map: Rome removes two of its choice (8.42); one is elected from the cup for each eliminated since the last election (8.43), placed with a Roman Strength Point (8.32).' }));
  }

  // lastElection says what the Senate did at the last election (8.4): who
  // left office or was removed, who was drawn from the cup and where placed.
  lastElection(view, e) {
    const h = this.h;
    const value = (letter) => { const l = (view.leaders || []).find((x) => x.side === 'rome' && x.letter === letter); return l ? `${letter} (${l.value})` : letter; };
    const out = [];
    if (e.removed && e.removed.length) out.push(`With ${e.onMap} on the map, Rome removed ${e.removed.map(value).join(' and ')} (8.42).`);
    else if (e.left && e.left.length) out.push(`${e.left.map(value).join(' and ')} left office (8.4).`);
    if (e.eliminated) out.push(`${e.eliminated} eliminated since the election before: one more drawn for each (8.43).`);
    const elected = (e.elected || []).map((x) => `${value(x.letter)} ${x.hex ? `placed in ${this.board.hexLabel(x.hex)}` : 'awaiting his place'}`);
    out.push(e.noPlace ? 'No hex held a Roman Strength Point: no leader could be placed (8.4).'
      : elected.length ? `Elected from the cup: ${elected.join('; ')}.` : 'Nobody was drawn from the cup (8.41).');
    return h('div', { class: 'pw-elected', 'data-turn': e.turn, 'data-elected': (e.elected || []).map((x) => x.letter).join(' ') },
      h('h3', { text: `The election of Game-Turn ${e.turn}` }), ...out.map((t) => h('p', { text: t })));
  }

  // victory shows the Victory Points (the values of the regions each side
  // controls, 18.0) against the scenario's Levels of Victory, and the regions
  // by controller.
  victory(view) {
    const h = this.h;
    const sc = this.scenario(view);
    const lead = view.vp[0] === view.vp[1] ? null : view.vp[0] > view.vp[1] ? 0 : 1;
    const levels = (sc && sc.levels) || [];
    const top = levels.length ? levels[levels.length - 1].min : Math.max(...view.vp, 1);
    const bars = SIDES.map((s, i) => h('div', { class: `pw-vp ${s}`, 'data-side': s },
      h('span', { class: 'pw-tp-name' }, this.shell.sideSpan(s)),
      h('span', { class: 'pw-bar' }, h('span', { class: `pw-fill ${s}`, style: `width:${Math.min(100, (100 * view.vp[i]) / top)}%` }),
        ...levels.slice(1).map((l) => h('i', { class: 'pw-tick', style: `left:${(100 * l.min) / top}%`, title: `${l.name}: ${l.min}` }))),
      h('b', { class: 'pw-vp-n', text: `${view.vp[i]} VP` })));
    let standing = null;
    if (levels.length) {
      const best = lead === null ? null : [...levels].reverse().find((l) => view.vp[lead] >= l.min);
      const when = view.over ? 'at the end' : 'if the war ended now (18.1)';
      standing = lead === null ? h('p', { class: 'pw-standing', text: `Level with each other: a draw ${when}.` })
        : h('p', { class: 'pw-standing' }, this.shell.sideSpan(SIDES[lead]), ` leads: ${best ? best.name : levels[0].name} ${when}.`);
    } else if (sc && sc.carthageOnlyLoses) {
      standing = h('p', { class: 'pw-standing', text: 'Only the capture of Carthage ends this war (19.34.4).' });
    }
    const table = levels.length ? h('ul', { class: 'pw-levels' }, ...levels.map((l, i) => {
      const next = levels[i + 1];
      const range = next ? `${l.min}–${next.min - 1}` : `${l.min} or more`;
      const on = lead !== null && view.vp[lead] >= l.min && (!next || view.vp[lead] < next.min);
      return h('li', { class: on ? 'current' : null, text: `${i === 0 && l.min === 0 ? `${next ? next.min - 1 : 0} or less` : range}: ${l.name}${i === levels.length - 1 ? ' (18.21)' : ''}` });
    })) : null;
    const byCtl = { rome: [], carthage: [], none: [] };
    for (const r of view.regions || []) (byCtl[r.control] || byCtl.none).push(r);
    const regionList = (side) => h('p', { class: 'pw-regions', 'data-control': side },
      side === 'none' ? 'Uncontrolled' : this.shell.sideSpan(side), `: ${byCtl[side].map((r) => `${r.name} ${r.value}`).join(', ') || 'none'}`);
    const regions = h('details', { class: 'pw-region-list' }, h('summary', { text: `Regions by control (14.0): Rome ${byCtl.rome.length}, Carthage ${byCtl.carthage.length}, uncontrolled ${byCtl.none.length}` }),
      regionList('rome'), regionList('carthage'), regionList('none'));
    const auto = levels.length ? h('p', { class: 'pw-note', text: `Automatic Victory: regions worth ${top} or more in your own Revenue Phase (18.21), or an army inside the enemy's capital (18.22, 18.23).` }) : null;
    return this.panel('victory', 'Victory Points (18.0)', ...bars, standing, table, auto, regions);
  }

  // ending shows the end of the war: over, or an offer to end it by
  // agreement awaiting its answer (18.1).
  ending(view) {
    const h = this.h;
    const k = view.decision && view.decision.kind;
    if (view.over) {
      const won = view.winner && view.winner !== 'none';
      return this.panel('end', 'The war is over', h('p', { class: 'pw-result' },
        won ? this.shell.sideSpan(view.winner) : null, won ? ' wins. ' : 'No winner. ', view.result || ''));
    }
    if (k === 'offer') {
      const from = view.decision.side === 'rome' ? 'carthage' : 'rome';
      return this.panel('end', 'An offer to end the war (18.1)', h('p', {}, this.shell.sideSpan(from),
        ` offers to end the war now, at Rome ${view.vp[0]} and Carthage ${view.vp[1]} Victory Points; `, this.shell.sideSpan(view.decision.side), ' accepts or declines.'));
    }
    return null;
  }
}
