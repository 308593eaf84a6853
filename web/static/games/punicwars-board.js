// The Punic Wars' board: the hex map drawn by the server (/board/punicwars.svg,
// each hex's fill marked data-hex="NNNN"), with live overlays: region control,
// controlled towns, the stacks by owner, type and posture, the leaders, the
// force moving with its Movement Points left, and the legal targets, which a
// click or a tap offers. Zoom and pan by wheel, drag, pinch and keys.
import { wirePanZoom } from '../gestures.js';
const NS = 'http://www.w3.org/2000/svg';

export const SIDE = { rome: 'Rome', carthage: 'Carthage', syracuse: 'Syracuse', none: 'Nobody' };
const TYPE = { army: 'army', fleet: 'fleet' };
const GLYPH = { army: '⚔', fleet: '⚓' };

// el makes an SVG element.
export function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs || {})) if (v !== undefined && v !== null) e.setAttribute(k, v);
  if (parent) parent.append(e);
  return e;
}

// pad4 writes a hex number as printed: 0214.
export function pad4(n) { return String(n).padStart(4, '0'); }

// sps is "1 army Strength Point", "3 fleet Strength Points".
export function sps(n, type) { return `${n} ${TYPE[type] || type} Strength Point${n === 1 ? '' : 's'}`; }

export class PunicBoard {
  constructor(shell) {
    this.shell = shell;
    this.st = shell.statics;
    this.box = shell.board;
    this.hexes = new Map(this.st.hexes.map((h) => [h.num, h]));
    this.regions = new Map(this.st.regions.map((r) => [r.key, r]));
    this.regionHexes = new Map();
    for (const h of this.st.hexes) {
      if (!h.region) continue;
      if (!this.regionHexes.has(h.region)) this.regionHexes.set(h.region, []);
      this.regionHexes.get(h.region).push(h);
    }
    this.targets = new Map(); // hex number → the choices offered there
    this.dragged = false;
    this.k = 1;
  }

  // hexLabel is "2908 Rome (Latium)", "2814 (sea)".
  hexLabel(num) {
    const h = this.hexes.get(Number(num));
    if (!h) return pad4(num);
    const r = this.regions.get(h.region);
    const where = r ? r.name : 'sea';
    return h.name ? `${pad4(num)} ${h.name} (${where})` : `${pad4(num)} (${where})`;
  }

  async load() {
    const r = await fetch(`/board/${this.shell.game}.svg`);
    if (!r.ok) throw new Error(`the board drawing: ${r.status}`);
    this.box.innerHTML = (await r.text()).replace(/^<\?xml[^>]*>\s*/, '');
    this.svg = this.box.querySelector('svg');
    this.svg.removeAttribute('width');
    this.svg.removeAttribute('height');
    this.svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    this.svg.setAttribute('role', 'img');
    this.svg.classList.add('pw-map');
    this.W = this.st.width;
    this.H = this.st.height;
    // Region control tints the land under the borders and the names.
    this.layerControl = el('g', { id: 'pw-control' });
    const hexes = this.svg.querySelector('#hexes');
    if (hexes) hexes.after(this.layerControl); else this.svg.append(this.layerControl);
    this.layerTowns = el('g', { id: 'pw-towns' }, this.svg);
    this.layerTargets = el('g', { id: 'pw-targets' }, this.svg);
    this.layerUnits = el('g', { id: 'pw-units' }, this.svg);
    this.layerMoving = el('g', { id: 'pw-moving' }, this.svg);
    this.start();
    this.wire();
    new ResizeObserver((entries) => {
      const c = entries[entries.length - 1].contentRect;
      this.size = { w: c.width, h: c.height };
      if (this.vb && this.whole) this.fit();
      else if (this.vb) this.setView(this.vb.x, this.vb.y, this.vb.w);
    }).observe(this.box);
  }

  // ---------- zoom and pan ----------
  paneSize() {
    if (!this.size) this.size = { w: this.box.clientWidth, h: this.box.clientHeight };
    return this.size;
  }
  aspect() {
    const r = this.paneSize();
    return r.w > 0 && r.h > 0 ? r.h / r.w : this.H / this.W;
  }
  // pxPerUnit is how many screen pixels one board unit takes.
  pxPerUnit() {
    const r = this.paneSize();
    return r.w && this.vb ? r.w / this.vb.w : 1;
  }
  setView(x, y, w) {
    this.whole = false;
    const a = this.aspect();
    const maxW = Math.max(this.W, this.H / a) * 1.1;
    w = Math.min(Math.max(w, 120), maxW);
    const h = w * a;
    x = Math.min(Math.max(x, -w * 0.5), this.W - w * 0.5);
    y = Math.min(Math.max(y, -h * 0.5), this.H - h * 0.5);
    this.vb = { x, y, w, h };
    this.svg.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
    // Hex numbers show once they are big enough to read.
    this.box.classList.toggle('pw-zoomed', this.pxPerUnit() >= 1.7);
    if (this.last && Math.abs(this.counterScale() / this.k - 1) > 0.15) {
      clearTimeout(this.redraw);
      this.redraw = setTimeout(() => this.render(this.last.view, this.last.choices), 100);
    }
  }
  // counterScale makes the counters' text at least about 9 screen pixels (at
  // most 2.2 times their size at full zoom).
  counterScale() {
    return Math.min(2.2, Math.max(1, 9 / (7 * this.pxPerUnit())));
  }
  fit() {
    const a = this.aspect();
    const w = Math.max(this.W, this.H / a);
    this.setView((this.W - w) / 2, (this.H - w * a) / 2, w);
    this.whole = true;
  }
  zoom(f, cx, cy) {
    if (!this.vb) return;
    const { x, y, w, h } = this.vb;
    if (cx === undefined) { cx = x + w / 2; cy = y + h / 2; }
    const nw = w / f;
    this.setView(cx - (cx - x) / f, cy - (cy - y) * (nw / w), nw);
  }
  pan(dx, dy) { this.setView(this.vb.x + dx, this.vb.y + dy, this.vb.w); }
  // centreOn shows hex num at width w.
  centreOn(num, w) {
    const h = this.hexes.get(num);
    if (!h) return;
    this.setView(h.x - w / 2, h.y - (w * this.aspect()) / 2, w);
  }
  // start is the first view: the whole map on a wide pane; on a phone, Italy
  // at a readable size (then startOn centres it on the decision).
  start() {
    const r = this.paneSize();
    if (!r.w || r.w >= 700) { this.fit(); return; }
    this.centreOn(2908, 300);
  }
  startOn(view, choices) {
    const r = this.paneSize();
    if (!r.w || r.w >= 700) return;
    const first = [...this.targets.keys()][0];
    const active = (view.leaders || []).find((l) => l.active && l.hex);
    const num = active ? active.hex : first;
    if (num) this.centreOn(num, 300);
  }
  // follow brings the decision into view when none of its targets is wholly
  // in the part of the map shown (a zoomed-in view, a phone): centred on the
  // moving leader or the first target, at the same zoom. A target cut by the
  // pane's edge does not count: a finger cannot be sure to land on it.
  follow(view) {
    if (!this.vb || this.whole || !this.targets.size) return;
    const { x, y, w, h } = this.vb;
    const m = this.st.hexSize;
    const inside = (num, k) => { const c = this.hexes.get(num); return c && c.x >= x + k * m && c.x <= x + w - k * m && c.y >= y + k * m && c.y <= y + h - k * m; };
    // The moving force with its neighbours and its Movement Points (5.12),
    // or else any target.
    const active = this.activeLeader(view);
    if (active && this.targets.has(active.hex)) {
      if (!inside(active.hex, 2)) this.centreOn(active.hex, w);
      return;
    }
    if ([...this.targets.keys()].some((n) => inside(n, 1))) return;
    this.centreOn([...this.targets.keys()][0], w);
  }
  // closeOnAttack zooms a narrow pane in on a new attack's hex (9.0), once
  // per attack: the forces of both sides and their leaders share that hex,
  // and at the phone's usual zoom their counters overlap too small to read.
  closeOnAttack(view) {
    const a = (view.attacks || [])[0];
    const hex = a ? a.hex : null;
    if (hex === this.attackHex) return;
    this.attackHex = hex;
    const r = this.paneSize();
    if (!hex || !r.w || r.w >= 700 || this.pxPerUnit() >= 2) return;
    this.centreOn(hex, r.w / 2);
  }
  // scale is how many board units one screen pixel is (wirePanZoom's drag).
  scale() { return this.vb.w / this.box.getBoundingClientRect().width; }
  toBoard(px, py) {
    const b = this.box.getBoundingClientRect();
    const s = this.vb.w / b.width;
    // The view box keeps the pane's shape, so one scale serves both axes.
    return { x: this.vb.x + (px - b.left) * s, y: this.vb.y + (py - b.top) * s };
  }

  wire() {
    wirePanZoom(this);
    this.box.addEventListener('click', (e) => {
      if (this.dragged) { this.dragged = false; return; }
      const t = e.target.closest && e.target.closest('[data-hex]');
      if (t) this.activate(Number(t.dataset.hex), e.clientX, e.clientY);
    });
    this.box.addEventListener('keydown', (e) => {
      const t = e.target.closest && e.target.closest('.pw-target[data-hex]');
      if (t && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        const r = t.getBoundingClientRect();
        this.activate(Number(t.dataset.hex), r.left + r.width / 2, r.top + r.height / 2);
        return;
      }
      const step = this.vb.w / 8;
      const keys = {
        ArrowLeft: () => this.pan(-step, 0), ArrowRight: () => this.pan(step, 0),
        ArrowUp: () => this.pan(0, -step), ArrowDown: () => this.pan(0, step),
      };
      if (keys[e.key]) { e.preventDefault(); keys[e.key](); }
    });
  }

  // activate offers the choices of a hex: the one at once, several in the
  // shell's menu.
  activate(num, x, y) {
    const list = this.targets.get(num);
    if (!list || !list.length) return;
    if (list.length === 1) { this.shell.act(list[0].action); return; }
    this.shell.showMenu(list, x, y, this.hexLabel(num));
  }

  // ---------- drawing ----------
  // render draws a view; choices are the legal actions (none while waiting or
  // in the history).
  render(view, choices) {
    if (!this.svg) return;
    this.last = { view, choices };
    this.k = this.counterScale();
    this.placeTargets(view, choices || []);
    if (!this.started) { this.started = true; this.startOn(view, choices); } else this.follow(view);
    this.closeOnAttack(view);
    this.drawControl(view);
    this.drawTowns(view);
    this.drawTargets();
    this.drawUnits(view);
    this.drawMoving(view);
  }

  // activeLeader is the leader moving now (or whose force is threatened), if any.
  activeLeader(view) { return (view.leaders || []).find((l) => l.active && l.hex); }

  // placeTargets finds where each choice is offered: the hex it names, the
  // moving force's hex for the force's own actions, a leader's hex for a
  // choice of that leader. Choices with no place stay in the prompt only.
  placeTargets(view, choices) {
    this.targets = new Map();
    const add = (num, c) => {
      if (!this.hexes.has(num)) return;
      if (!this.targets.has(num)) this.targets.set(num, []);
      this.targets.get(num).push(c);
    };
    const active = this.activeLeader(view);
    const who = view.decision && view.decision.side;
    for (const c of choices) {
      if (c.hex) add(c.hex, c);
      else if (c.force && active) add(active.hex, c);
      else if (c.leader) {
        const l = (view.leaders || []).find((x) => x.letter === c.leader && x.side === who && x.hex);
        if (l) add(l.hex, c);
      }
    }
  }

  // drawControl tints the regions each side controls (14.0); it is redrawn
  // only when control changes.
  drawControl(view) {
    const sig = (view.regions || []).map((r) => r.control[0]).join('');
    if (sig === this.controlSig) return;
    this.controlSig = sig;
    this.layerControl.replaceChildren();
    const R = this.st.hexSize;
    for (const r of view.regions || []) {
      if (r.control !== 'rome' && r.control !== 'carthage') continue;
      const g = el('g', { class: `pw-region ${r.control}`, 'data-region': r.key, 'data-control': r.control }, this.layerControl);
      for (const h of this.regionHexes.get(r.key) || []) el('path', { d: hexPath(h.x, h.y, R) }, g);
    }
  }

  // drawTowns rings every town and city a side controls (10.1).
  drawTowns(view) {
    this.layerTowns.replaceChildren();
    const R = this.st.hexSize;
    for (const t of view.towns || []) {
      if (t.control !== 'rome' && t.control !== 'carthage') continue;
      const h = this.hexes.get(t.hex);
      if (!h) continue;
      const c = el('circle', { class: `pw-town ${t.control}`, cx: h.x, cy: h.y, r: R * 0.3, 'data-town': pad4(t.hex), 'data-control': t.control }, this.layerTowns);
      el('title', {}, c).textContent = `${h.name || pad4(t.hex)}: controlled by ${SIDE[t.control]} (10.1)`;
    }
  }

  // drawTargets outlines every hex where a choice is offered.
  drawTargets() {
    this.layerTargets.replaceChildren();
    const R = this.st.hexSize;
    // A touch screen's targets take at least 44 screen pixels.
    const coarse = (window.matchMedia && window.matchMedia('(pointer: coarse)').matches) || navigator.maxTouchPoints > 0;
    const minR = coarse ? 22 / this.pxPerUnit() : 0;
    for (const [num, list] of this.targets) {
      const h = this.hexes.get(num);
      const g = el('g', { class: 'pw-target', 'data-hex': pad4(num), tabindex: 0, role: 'button',
        'aria-label': `${this.hexLabel(num)}: ${list.length === 1 ? list[0].label : list.length + ' choices'}` }, this.layerTargets);
      el('circle', { class: 'pw-hit', cx: h.x, cy: h.y, r: Math.min(Math.max(R * 0.95, minR), R * 1.8) }, g);
      el('path', { class: 'pw-ring', d: hexPath(h.x, h.y, R * 0.92) }, g);
      el('title', {}, g).textContent = list.map((c) => c.label).join('\n');
    }
  }

  // drawUnits draws each hex's Strength Points (one counter per owner, type,
  // posture and commitment, as the view lists them) and its leaders.
  drawUnits(view) {
    this.layerUnits.replaceChildren();
    const k = this.k;
    const leadersAt = new Map();
    for (const l of view.leaders || []) {
      if (l.state !== 'map' || !l.hex) continue;
      if (!leadersAt.has(l.hex)) leadersAt.set(l.hex, []);
      leadersAt.get(l.hex).push(l);
    }
    const nums = new Set([...(view.hexes || []).map((x) => x.hex), ...leadersAt.keys()]);
    const byHex = new Map((view.hexes || []).map((x) => [x.hex, x]));
    for (const num of nums) {
      const h = this.hexes.get(num);
      if (!h) continue;
      const units = (byHex.get(num) || {}).units || [];
      const g = el('g', { class: 'pw-stack', 'data-hex': pad4(num), transform: `translate(${h.x} ${h.y}) scale(${k})` }, this.layerUnits);
      const cw = 15, ch = 10, gap = 1;
      const cols = Math.min(2, Math.max(1, units.length));
      units.forEach((u, i) => {
        const col = i % cols, row = Math.floor(i / cols);
        const x = (col - cols / 2) * (cw + gap) + gap / 2;
        const y = -2 + row * (ch + gap);
        this.counter(g, u, x, y, cw, ch);
      });
      const ls = leadersAt.get(num) || [];
      ls.forEach((l, i) => this.leaderChip(g, l, (i - (ls.length - 1) / 2) * 11, -9));
    }
  }

  // counter draws one unit entry: the owner's colour, the type's mark, the
  // strength ("?" when hidden from the viewer, 9.12), face-down drawn as a
  // counter's back with a wall mark (10.0).
  counter(g, u, x, y, w, hgt) {
    const owner = u.owner === 'syracuse' && u.side !== 'none' ? `syracuse ally-${u.side}` : u.owner;
    const c = el('g', { class: `pw-unit ${owner} ${u.type}${u.faceDown ? ' down' : ''}${u.hidden ? ' hidden' : ''}`,
      'data-owner': u.owner, 'data-type': u.type, 'data-facedown': u.faceDown ? 'true' : 'false',
      'data-strength': u.hidden ? '?' : String(u.strength) }, g);
    el('rect', { x, y, width: w, height: hgt, rx: 1.5 }, c);
    const mark = el('text', { class: 'pw-glyph', x: x + 4, y: y + hgt * 0.72 }, c);
    mark.textContent = GLYPH[u.type] || '';
    const n = el('text', { class: 'pw-strength', x: x + w - 4.2, y: y + hgt * 0.75 }, c);
    n.textContent = u.hidden ? '?' : String(u.strength);
    const who = u.owner === 'syracuse' ? `Syracuse${u.side && u.side !== 'none' ? ` (allied with ${SIDE[u.side]})` : ' (neutral)'}` : SIDE[u.owner];
    const what = u.hidden ? `${TYPE[u.type]} Strength Points, strength unknown` : sps(u.strength, u.type);
    const posture = u.faceDown ? 'face-down inside the walls' : 'face-up';
    const lead = u.leader ? `, ${u.attached ? 'attached to' : 'under'} leader ${u.leader}` : '';
    el('title', {}, c).textContent = `${who}: ${what}, ${posture}${lead}`;
  }

  // leaderChip draws a leader: his letter and Leadership Value.
  leaderChip(g, l, x, y) {
    const c = el('g', { class: `pw-leader ${l.side}${l.active ? ' active' : ''}${l.moved ? ' moved' : ''}`, 'data-leader': `${l.side}-${l.letter}` }, g);
    el('circle', { cx: x, cy: y, r: 5 }, c);
    const t = el('text', { x, y: y + 2.1 }, c);
    t.textContent = `${l.letter}${l.value}`;
    const mp = this.st.movementAllowance;
    const state = l.active ? `, moving: ${mp - l.mp} of ${mp} Movement Points left` : l.moved ? ', has moved' : '';
    el('title', {}, c).textContent = `${SIDE[l.side]} leader ${l.letter} (Leadership Value ${l.value})${state}`;
  }

  // drawMoving marks the moving leader's hex and his Movement Points left (5.12).
  drawMoving(view) {
    this.layerMoving.replaceChildren();
    const l = this.activeLeader(view);
    if (!l) return;
    const h = this.hexes.get(l.hex);
    if (!h) return;
    const R = this.st.hexSize;
    el('path', { class: 'pw-moving-ring', d: hexPath(h.x, h.y, R) }, this.layerMoving);
    const left = this.st.movementAllowance - l.mp;
    // Above the hex, clear of the leader's disc.
    const g = el('g', { class: 'pw-mp', 'data-hex': pad4(l.hex), 'data-mp-left': String(left), transform: `translate(${h.x} ${h.y - R * 0.87 - 4 * this.k}) scale(${this.k})` }, this.layerMoving);
    el('rect', { x: -17, y: -5.5, width: 34, height: 8, rx: 2 }, g);
    const t = el('text', { x: 0, y: 0.6 }, g);
    t.textContent = `${left} MP left`;
  }
}

// hexPath is a flat-topped hex's outline around (x, y) with corner radius r,
// as the drawing's hexes (corner 0 east).
export function hexPath(x, y, r) {
  let d = '';
  for (let k = 0; k < 6; k++) {
    const a = (k * Math.PI) / 3;
    d += `${k ? 'L' : 'M'}${(x + r * Math.cos(a)).toFixed(1)} ${(y + r * Math.sin(a)).toFixed(1)}`;
  }
  return d + 'Z';
}
