// Hannibal's board: our own SVG map from /board/hannibal.svg, with live overlays (control, armies,
// sieges, battles, legal targets), zoom and pan, and clicks on spaces and armies.
import { wirePanZoom } from '../gestures.js';
const NS = 'http://www.w3.org/2000/svg';

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.append(e);
  return e;
}

// overlap is the area two boxes share.
function overlap(a, b) {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

// shortName is a general's name as a counter shows it.
function shortName(name) {
  const parts = name.split(' ');
  const last = parts[parts.length - 1];
  return last.length > 9 ? last.slice(0, 8) + '.' : last;
}

export class Board {
  // container: the element holding the svg; statics: /api/static/hannibal; onPick(choices, x, y, title)
  constructor(container, statics, onPick) {
    this.box = container;
    this.st = statics;
    this.onPick = onPick;
    this.spaces = new Map(statics.spaces.map((s) => [s.key, s]));
    this.generals = new Map(statics.generals.map((g) => [g.key, g]));
    this.choices = [];
    this.dragged = false;
  }

  async load() {
    const r = await fetch('/board/hannibal.svg');
    const text = await r.text();
    this.box.innerHTML = text.replace(/^<\?xml[^>]*>\s*/, '');
    this.svg = this.box.querySelector('svg');
    this.svg.setAttribute('role', 'img');
    this.svg.removeAttribute('preserveAspectRatio');
    this.svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    this.W = this.st.width;
    this.H = this.st.height;
    this.layerRings = el('g', { id: 'ov-rings' }, this.svg);
    // The targets lie under the counters: a tap on a counter is the counter's,
    // never the ring of the space underneath.
    this.layerTargets = el('g', { id: 'ov-targets' }, this.svg);
    // The counters' hit areas lie under every counter: a big invisible area never
    // takes a tap from a neighbouring counter.
    this.layerHits = el('g', { id: 'ov-hits' }, this.svg);
    this.layerUnits = el('g', { id: 'ov-units' }, this.svg);
    this.groups = new Map();
    for (const g of this.svg.querySelectorAll('g.space[data-space]')) this.groups.set(g.dataset.space, g);
    this.obstacles = this.mapObstacles();
    this.start();
    this.wire();
    // The pane's size is kept as it changes, so that drawing never has to ask the
    // browser for a layout.
    new ResizeObserver((entries) => {
      const c = entries[entries.length - 1].contentRect;
      this.size = { w: c.width, h: c.height };
      // A whole-board view stays whole; another keeps its place and width.
      if (this.vb && this.whole) this.fit();
      else if (this.vb) this.setView(this.vb.x, this.vb.y, this.vb.w);
      // The counters' size and places follow the new size.
      if (this.last) {
        clearTimeout(this.redraw);
        this.redraw = setTimeout(() => this.render(this.last.view, this.last.choices), 120);
      }
    }).observe(this.box);
  }

  // ---------- zoom and pan ----------
  // aspect is the pane's height over its width: the view box takes its shape.
  aspect() {
    const r = this.paneSize();
    return r.w > 0 && r.h > 0 ? r.h / r.w : this.H / this.W;
  }
  // paneSize is the board pane's size in screen pixels (measured once, then kept
  // by the resize observer).
  paneSize() {
    if (!this.size) this.size = { w: this.box.clientWidth, h: this.box.clientHeight };
    return this.size;
  }
  setView(x, y, w) {
    this.whole = false;
    const a = this.aspect();
    const maxW = Math.max(this.W, this.H / a) * 1.1;
    w = Math.min(Math.max(w, 220), maxW);
    const h = w * a;
    x = Math.min(Math.max(x, -w * 0.5), this.W - w * 0.5);
    y = Math.min(Math.max(y, -h * 0.5), this.H - h * 0.5);
    this.vb = { x, y, w, h };
    this.svg.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
    // Counters keep a readable size on the screen: zooming far enough redraws them.
    if (this.last && Math.abs(this.counterScale() / this.k - 1) > 0.15) {
      clearTimeout(this.redraw);
      this.redraw = setTimeout(() => this.render(this.last.view, this.last.choices), 120);
    }
  }
  // counterScale is how much the counters grow so that their text is at least
  // about 10 px on the screen (at most 1.8 times their size at full zoom), and
  // their hit areas at least 44 px on a touch screen.
  counterScale() {
    const r = this.paneSize();
    if (!r.w || !this.vb) return 1;
    const px = r.w / this.vb.w; // screen pixels per board unit
    return Math.min(1.8, Math.max(1, 10 / (15 * px)));
  }
  // fit shows the whole board.
  fit() {
    const a = this.aspect();
    const w = Math.max(this.W, this.H / a);
    this.setView((this.W - w) / 2, (this.H - w * a) / 2, w);
    this.whole = true;
  }
  // start is the first view: the whole board, or on a tall narrow screen the
  // board's full height around Italy.
  start() {
    const a = this.aspect();
    const r = this.paneSize();
    if (r.w >= 700 || !r.w) { this.fit(); return; }
    // A phone: Italy at a readable size (names about 10 px); startOn then
    // centres the view on what the player is asked about.
    const w = Math.min(this.W, 650);
    const rome = this.spaces.get('rome');
    const cx = rome ? rome.x : this.W / 2;
    this.setView(cx - w / 2, (this.H - w * a) / 2, w);
  }
  // startOn is the first view of a game on a phone: centred on what the player
  // is asked about (the first space or general a choice names), else on his
  // biggest army. A wide window keeps the whole board.
  startOn(view, choices) {
    const r = this.paneSize();
    if (!r.w || r.w >= 700) return;
    let key = '';
    for (const c of choices) {
      if (c.space) { key = c.space; break; }
      const g = c.general && view.generals.find((x) => x.key === c.general);
      if (g && g.where) { key = g.where; break; }
    }
    if (!key && view.side && view.side !== 'none') {
      let most = -1;
      for (const s of view.spaces) {
        const n = view.side === 'rome' ? s.romeCUs || 0 : s.carthageCUs || 0;
        if (n > most) { most = n; key = s.key; }
      }
    }
    const s = this.spaces.get(key);
    if (s) this.setView(s.x - this.vb.w / 2, s.y - (this.vb.w * this.aspect()) / 2, this.vb.w);
  }

  // scale converts screen pixels to board units.
  scale() {
    const r = this.svg.getBoundingClientRect();
    return Math.max(this.vb.w / r.width, this.vb.h / r.height);
  }
  toBoard(clientX, clientY) {
    const r = this.svg.getBoundingClientRect();
    const s = this.scale();
    const ox = (r.width - this.vb.w / s) / 2, oy = (r.height - this.vb.h / s) / 2;
    return { x: this.vb.x + (clientX - r.left - ox) * s, y: this.vb.y + (clientY - r.top - oy) * s };
  }
  zoom(f, cx, cy) {
    const { x, y, w, h } = this.vb;
    if (cx === undefined) { cx = x + w / 2; cy = y + h / 2; }
    const nw = w / f, nh = h / f;
    this.setView(cx - (cx - x) * (nw / w), cy - (cy - y) * (nh / h), nw);
  }
  pan(dx, dy) { this.setView(this.vb.x + dx, this.vb.y + dy, this.vb.w); }
  // centre shows a space in the middle of the window, zoomed in a little.
  centre(key) {
    const s = this.spaces.get(key);
    if (!s) return;
    const w = Math.min(this.vb.w, this.W / 2);
    this.setView(s.x - w / 2, s.y - (w * this.aspect()) / 2, w);
  }

  wire() {
    wirePanZoom(this);
    this.box.addEventListener('click', (e) => {
      if (this.dragged) { this.dragged = false; return; }
      const t = e.target.closest('[data-space]');
      if (t) this.activate(t, e.clientX, e.clientY);
    });
    this.box.addEventListener('keydown', (e) => {
      const step = this.vb.w / 8;
      const keys = {
        ArrowLeft: () => this.pan(-step, 0), ArrowRight: () => this.pan(step, 0),
        ArrowUp: () => this.pan(0, -step), ArrowDown: () => this.pan(0, step),
        '+': () => this.zoom(1.25), '=': () => this.zoom(1.25), '-': () => this.zoom(0.8), '0': () => this.fit(),
      };
      if ((e.key === 'Enter' || e.key === ' ') && e.target.closest && e.target.closest('[data-space]')) {
        e.preventDefault();
        const t = e.target.closest('[data-space]');
        const r = t.getBoundingClientRect();
        this.activate(t, r.left + r.width / 2, r.top + r.height / 2);
        return;
      }
      if (keys[e.key] && e.target === this.box) { e.preventDefault(); keys[e.key](); }
    });
  }

  // activate offers the choices of a clicked space or army.
  activate(t, x, y) {
    const key = t.dataset.space;
    const gens = (t.dataset.generals || '').split(' ').filter(Boolean);
    let list = this.choices.filter((c) => c.space === key);
    if (gens.length) {
      const byGen = this.choices.filter((c) => c.general && gens.includes(c.general));
      list = [...new Set([...byGen, ...list])];
    }
    const s = this.spaces.get(key);
    this.onPick(list, x, y, s ? s.name : key);
  }

  // render draws a view's live state; choices are the legal actions (none when
  // the board is read-only).
  render(view, choices) {
    if (!this.svg) return;
    this.last = { view, choices };
    this.k = this.counterScale();
    this.choices = choices || [];
    const spaces = new Map(view.spaces.map((s) => [s.key, s]));
    for (const [key, g] of this.groups) {
      const sv = spaces.get(key);
      if (!sv) continue;
      g.setAttribute('data-control', sv.control);
      const st = this.spaces.get(key);
      g.classList.toggle('tribe-gone', st.kind === 'tribe' && !sv.tribe);
    }
    this.layerRings.replaceChildren();
    this.layerUnits.replaceChildren();
    this.layerHits.replaceChildren();
    this.layerTargets.replaceChildren();
    if (!this.started) { this.started = true; this.startOn(view, this.choices); }
    // A touch screen's hit areas: at least 44 screen pixels, in board units.
    const r = this.paneSize();
    const coarse = (window.matchMedia && window.matchMedia('(pointer: coarse)').matches) || navigator.maxTouchPoints > 0;
    this.minHit = coarse && r.w ? 44 * (this.vb.w / r.w) : 0;
    if (view.battle) {
      const s = this.spaces.get(view.battle.space);
      if (s) el('circle', { class: 'battle-ring', cx: s.x, cy: s.y, r: 34 }, this.layerRings);
    }
    this.drawLesson(view);
    this.drawTargets();
    this.drawUnits(view);
  }

  // mapObstacles are the boxes counters should not cover: every space's symbol
  // and name.
  mapObstacles() {
    const out = [];
    for (const [key, g] of this.groups) {
      const s = this.spaces.get(key);
      if (s) out.push({ x: s.x - 19, y: s.y - 19, w: 38, h: 38 });
      const t = g.querySelector('text.name') || g.querySelector('text');
      if (t) {
        try { const b = t.getBBox(); if (b.width) out.push({ x: b.x - 2, y: b.y, w: b.width + 4, h: b.height }); } catch { /* not rendered */ }
      }
    }
    return out;
  }

  // drawLesson rings the spaces a tutorial's lesson step points at, and the spaces
  // of the generals it names.
  drawLesson(view) {
    const l = view.lesson;
    if (!l) return;
    const keys = new Set(l.spaces || []);
    for (const gk of l.generals || []) {
      const g = view.generals.find((x) => x.key === gk);
      if (g && g.where) keys.add(g.where);
    }
    for (const k of keys) {
      const s = this.spaces.get(k);
      if (s) el('circle', { class: 'lesson-ring', cx: s.x, cy: s.y, r: 31, 'data-lesson': k }, this.layerRings);
    }
  }

  drawUnits(view) {
    const at = new Map();
    const stack = (key, side, inside) => {
      const id = `${key}|${side}|${inside ? 'in' : 'out'}`;
      if (!at.has(id)) at.set(id, { key, side, inside, generals: [], cus: 0, ele: 0 });
      return at.get(id);
    };
    for (const s of view.spaces) {
      if (s.romeCUs) stack(s.key, 'rome', false).cus = s.romeCUs;
      if (s.carthageCUs) { const k = stack(s.key, 'carthage', false); k.cus = s.carthageCUs; k.ele = s.elephants || 0; }
      if (s.inside) { const k = stack(s.key, s.control === 'none' ? 'rome' : s.control, true); k.cus = s.inside; k.ele = s.insideElephants || 0; }
      if (s.siege) this.siegeBadge(s);
    }
    for (const g of view.generals) {
      if (g.status !== 'map' || !g.where) continue;
      const k = stack(g.where, g.side, !!g.inside);
      if (g.command) k.generals.unshift(g.key); else k.generals.push(g.key);
    }
    const moving = view.moving ? view.moving.general : '';
    const lesson = new Set((view.lesson && view.lesson.generals) || []);
    this.placed = [];
    // The biggest stacks are placed first, nearest their spaces.
    const list = [...at.values()].sort((a, b) => (b.generals.length - a.generals.length) || (b.cus - a.cus));
    // The same stacks at the same size keep their places: most drawings change
    // no army, and the search for places is the drawing's costliest part.
    const sig = `${this.k.toFixed(3)}:` + list.map((k) => `${k.key}|${k.side}|${k.inside}|${k.generals.join(',')}|${k.cus}|${k.ele}`).join(';');
    this.reuse = sig === this.layoutSig ? this.layoutBoxes : null;
    this.layoutSig = sig;
    for (const k of list) this.counter(k, moving, lesson);
    this.layoutBoxes = this.placed;
  }

  // spot finds where a counter of size w×h goes near space s: the first of the
  // candidate places around the space (Rome's to the left, Carthage's to the
  // right, armies inside the walls below) that covers no space, no name and no
  // counter already placed, else the one that covers least.
  spot(s, w, h, k) {
    if (this.reuse && this.reuse[this.placed.length]) {
      const box = this.reuse[this.placed.length];
      this.placed.push(box);
      return box;
    }
    const g = 8 * this.k;
    const left = { x: -w - g, y: -h / 2 }, right = { x: g + 4, y: -h / 2 };
    const cands = k.inside
      ? [{ x: -w / 2, y: 20 }, { x: -w / 2, y: -h - 20 }, right, left]
      : (k.side === 'rome'
        ? [{ x: -w - g, y: -h - g }, left, { x: -w - g, y: g }, { x: -w / 2, y: -h - 22 }, { x: g, y: -h - g }, right, { x: -w / 2, y: 22 }]
        : [{ x: g, y: -h - g }, right, { x: g, y: g }, { x: -w / 2, y: -h - 22 }, { x: -w - g, y: -h - g }, left, { x: -w / 2, y: 22 }]);
    const far = [1.35, 1.7, 2.1, 2.5, 2.9].flatMap((f) => cands.map((c) => ({ x: c.x * f, y: c.y * f, f })));
    let best = null, bestCost = Infinity;
    // Only what lies within reach of the farthest place can be covered.
    const reach = 3 * (w + h) + 40;
    const near = this.obstacles.filter((o) => Math.abs(o.x - s.x) < reach + o.w && Math.abs(o.y - s.y) < reach + o.h);
    for (const c of [...cands, ...far]) {
      const box = { x: s.x + c.x, y: s.y + c.y, w, h };
      let cost = 0;
      for (const o of near) cost += overlap(box, o);
      for (const o of this.placed) cost += 3 * overlap(box, o);
      // Distance counts against a place too, so that a counter does not
      // wander off to a far corner of its region to cover a little less: a
      // counter far from its space misleads more than a name partly covered.
      // The first place next to the space that covers nothing wins.
      cost += 0.5 * w * h * Math.max(0, (c.f || 1) - 2.1);
      if (cost < bestCost) { best = box; bestCost = cost; }
      if (cost === 0) break;
    }
    this.placed.push(best);
    return best;
  }

  counter(k, moving, lesson) {
    const s = this.spaces.get(k.key);
    if (!s) return;
    const z = this.k;
    const names = k.generals.map((g) => shortName(this.generals.get(g)?.name || g));
    let line1 = names[0] || '';
    if (names.length > 1) line1 += ` +${names.length - 1}`;
    let line2 = k.cus ? `${k.cus} CU` : '';
    if (k.ele) line2 += ` E${k.ele}`;
    if (k.inside) line2 = (line2 ? line2 + ' ' : '') + '▣';
    const fs = 15 * z;
    // The box is as wide as its longest line (about 0.6 em a letter in bold).
    const w = Math.max(44 * z, 0.62 * fs * Math.max(line1.length, line2.length) + 12 * z);
    const h = (line1 ? 40 : 24) * z;
    const box = this.spot(s, w, h, k);
    const cls = ['stack', k.side];
    if (k.inside) cls.push('inside');
    if (moving && k.generals.includes(moving)) cls.push('moving');
    const named = this.choices.some((c) => c.general && k.generals.includes(c.general));
    const pickable = named || this.choices.some((c) => c.space === k.key);
    if (pickable) cls.push('pickable');
    // A leader line ties a counter pushed away from its space back to it.
    const cx = box.x + w / 2, cy = box.y + h / 2;
    if (Math.hypot(cx - s.x, cy - s.y) > w / 2 + h / 2 + 14 * z) {
      el('line', { class: 'leader', x1: s.x, y1: s.y, x2: cx, y2: cy }, this.layerUnits);
      el('circle', { class: 'leader-end', cx: s.x, cy: s.y, r: 5 * z }, this.layerUnits);
    }
    const g = el('g', {
      class: cls.join(' '), 'data-space': k.key, 'data-side': k.side, 'data-inside': k.inside ? '1' : '0',
      'data-generals': k.generals.join(' '), 'data-cus': k.cus, transform: `translate(${box.x} ${box.y})`,
    }, this.layerUnits);
    const who = k.side === 'rome' ? 'Roman' : 'Carthaginian';
    const full = k.generals.map((x) => this.generals.get(x)?.name || x).join(', ');
    el('title', {}, g).textContent = `${who} army${k.inside ? ' inside the walls' : ''} in ${s.name}: ${full || 'no general'}${k.cus ? `, ${k.cus} CUs` : ''}${k.ele ? ` (${k.ele} elephants)` : ''}`;
    // The hit area: at least 44 screen pixels each way on a touch screen.
    const hw = Math.max(w, this.minHit), hh = Math.max(h, this.minHit);
    const n = String(this.placed.length);
    g.setAttribute('data-n', n);
    el('rect', { class: 'hit', 'data-n': n, 'data-space': k.key, 'data-generals': k.generals.join(' '),
      x: box.x + (w - hw) / 2, y: box.y + (h - hh) / 2, width: hw, height: hh, fill: 'transparent' }, this.layerHits);
    if (named || (lesson && k.generals.some((x) => lesson.has(x)))) {
      el('rect', { class: named ? 'legal-ring general-ring' : 'lesson-ring', x: -6 * z, y: -6 * z, width: w + 12 * z, height: h + 12 * z, rx: 9 * z }, g);
    }
    el('rect', { class: 'box', width: w, height: h, rx: 6 * z, fill: k.side === 'rome' ? '#c0362c' : '#2456a6' }, g);
    if (line1) {
      el('text', { x: w / 2, y: 16 * z, 'font-size': fs, 'text-anchor': 'middle' }, g).textContent = line1;
      el('text', { x: w / 2, y: 34 * z, 'font-size': fs, 'text-anchor': 'middle' }, g).textContent = line2;
    } else {
      el('text', { x: w / 2, y: 17 * z, 'font-size': fs, 'text-anchor': 'middle' }, g).textContent = line2;
    }
  }

  siegeBadge(sv) {
    const s = this.spaces.get(sv.key);
    if (!s) return;
    const g = el('g', { class: 'siege-badge', 'data-space': sv.key, transform: `translate(${s.x + 24} ${s.y + 20})` }, this.layerUnits);
    el('title', {}, g).textContent = `${s.name}: ${sv.siege} siege point${sv.siege > 1 ? 's' : ''} (${sv.siegeBy})`;
    el('circle', { r: 13 }, g);
    el('text', { y: 5, 'font-size': 14, 'text-anchor': 'middle' }, g).textContent = `S${sv.siege}`;
  }

  // drawTargets rings every space a legal action names; they take focus and clicks.
  drawTargets() {
    for (const g of this.groups.values()) {
      g.classList.remove('legal');
      g.removeAttribute('tabindex');
    }
    const named = new Map();
    for (const c of this.choices) {
      if (!c.space) continue;
      if (!named.has(c.space)) named.set(c.space, []);
      named.get(c.space).push(c);
    }
    for (const [key, list] of named) {
      const s = this.spaces.get(key);
      const grp = this.groups.get(key);
      if (!s) continue;
      if (grp) grp.classList.add('legal');
      const t = el('g', { class: 'legal-target', 'data-space': key, tabindex: 0, role: 'button',
        'aria-label': `${s.name}: ${list.map((c) => c.label).join('; ')}` }, this.layerTargets);
      el('title', {}, t).textContent = `${s.name}: ${list.map((c) => c.label).join('; ')}`;
      if (this.minHit / 2 > 27) el('circle', { class: 'hit', cx: s.x, cy: s.y, r: this.minHit / 2, fill: 'transparent' }, t);
      el('circle', { class: 'legal-ring', cx: s.x, cy: s.y, r: 27 }, t);
    }
  }
}
