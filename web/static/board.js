// The board: our own SVG map from /board.svg, with live overlays (control, armies,
// sieges, battles, legal targets), zoom and pan, and clicks on spaces and armies.
const NS = 'http://www.w3.org/2000/svg';

function el(name, attrs, parent) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.append(e);
  return e;
}

// shortName is a general's name as a counter shows it.
function shortName(name) {
  const parts = name.split(' ');
  const last = parts[parts.length - 1];
  return last.length > 9 ? last.slice(0, 8) + '.' : last;
}

export class Board {
  // container: the element holding the svg; statics: /api/static; onPick(choices, x, y, title)
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
    const r = await fetch('/board.svg');
    const text = await r.text();
    this.box.innerHTML = text.replace(/^<\?xml[^>]*>\s*/, '');
    this.svg = this.box.querySelector('svg');
    this.svg.setAttribute('role', 'img');
    this.svg.removeAttribute('preserveAspectRatio');
    this.svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    this.W = this.st.width;
    this.H = this.st.height;
    this.layerRings = el('g', { id: 'ov-rings' }, this.svg);
    this.layerUnits = el('g', { id: 'ov-units' }, this.svg);
    this.layerTargets = el('g', { id: 'ov-targets' }, this.svg);
    this.groups = new Map();
    for (const g of this.svg.querySelectorAll('g.space[data-space]')) this.groups.set(g.dataset.space, g);
    this.start();
    this.wire();
    new ResizeObserver(() => { if (this.vb) this.setView(this.vb.x, this.vb.y, this.vb.w); }).observe(this.box);
  }

  // ---------- zoom and pan ----------
  // aspect is the pane's height over its width: the view box takes its shape.
  aspect() {
    const r = this.box.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? r.height / r.width : this.H / this.W;
  }
  setView(x, y, w) {
    const a = this.aspect();
    const maxW = Math.max(this.W, this.H / a) * 1.1;
    w = Math.min(Math.max(w, 220), maxW);
    const h = w * a;
    x = Math.min(Math.max(x, -w * 0.5), this.W - w * 0.5);
    y = Math.min(Math.max(y, -h * 0.5), this.H - h * 0.5);
    this.vb = { x, y, w, h };
    this.svg.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
  }
  // fit shows the whole board.
  fit() {
    const a = this.aspect();
    const w = Math.max(this.W, this.H / a);
    this.setView((this.W - w) / 2, (this.H - w * a) / 2, w);
  }
  // start is the first view: the whole board, or on a tall narrow screen the
  // board's full height around Italy.
  start() {
    const a = this.aspect();
    if (this.H / a >= this.W * 0.8) { this.fit(); return; }
    const w = this.H / a;
    const rome = this.spaces.get('rome');
    const cx = rome ? rome.x : this.W / 2;
    this.setView(cx - w / 2, 0, w);
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
    const pointers = new Map();
    let start = null, pinch = null;
    this.box.addEventListener('wheel', (e) => {
      e.preventDefault();
      const p = this.toBoard(e.clientX, e.clientY);
      this.zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2, p.x, p.y);
    }, { passive: false });
    this.box.addEventListener('pointerdown', (e) => {
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      this.dragged = false;
      start = { x: e.clientX, y: e.clientY, vb: { ...this.vb } };
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        pinch = { d: Math.hypot(a.x - b.x, a.y - b.y), vb: { ...this.vb }, c: this.toBoard((a.x + b.x) / 2, (a.y + b.y) / 2) };
      }
    });
    this.box.addEventListener('pointermove', (e) => {
      if (!pointers.has(e.pointerId)) return;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 2 && pinch) {
        const [a, b] = [...pointers.values()];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        const f = d / pinch.d;
        const w = pinch.vb.w / f;
        this.setView(pinch.c.x - (pinch.c.x - pinch.vb.x) / f, pinch.c.y - (pinch.c.y - pinch.vb.y) / f, w);
        this.dragged = true;
        return;
      }
      if (!start) return;
      const dx = e.clientX - start.x, dy = e.clientY - start.y;
      if (!this.dragged && Math.hypot(dx, dy) < 6) return;
      if (!this.dragged) { this.dragged = true; this.box.setPointerCapture(e.pointerId); this.box.classList.add('panning'); }
      const s = this.scale();
      this.setView(start.vb.x - dx * s, start.vb.y - dy * s, start.vb.w);
    });
    const up = (e) => {
      pointers.delete(e.pointerId);
      if (pointers.size < 2) pinch = null;
      if (pointers.size === 0) { start = null; this.box.classList.remove('panning'); }
    };
    this.box.addEventListener('pointerup', up);
    this.box.addEventListener('pointercancel', up);
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
    this.layerTargets.replaceChildren();
    if (view.battle) {
      const s = this.spaces.get(view.battle.space);
      if (s) el('circle', { class: 'battle-ring', cx: s.x, cy: s.y, r: 34 }, this.layerRings);
    }
    this.drawLesson(view);
    this.drawUnits(view);
    this.drawTargets();
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
    for (const k of at.values()) this.counter(k, moving);
  }

  counter(k, moving) {
    const s = this.spaces.get(k.key);
    if (!s) return;
    const w = 72, h = 46;
    const dx = k.inside ? -w / 2 : (k.side === 'rome' ? -w - 8 : 8);
    const dy = k.inside ? 24 : -h - 22;
    const names = k.generals.map((g) => shortName(this.generals.get(g)?.name || g));
    let line1 = names[0] || '';
    if (names.length > 1) line1 += ` +${names.length - 1}`;
    let line2 = k.cus ? `${k.cus} CU` : '';
    if (k.ele) line2 += ` E${k.ele}`;
    if (k.inside) line2 = (line2 ? line2 + ' ' : '') + '▣';
    const cls = ['stack', k.side];
    if (k.inside) cls.push('inside');
    if (moving && k.generals.includes(moving)) cls.push('moving');
    const pickable = this.choices.some((c) => (c.general && k.generals.includes(c.general)) || c.space === k.key);
    if (pickable) cls.push('pickable');
    const g = el('g', {
      class: cls.join(' '), 'data-space': k.key, 'data-side': k.side, 'data-inside': k.inside ? '1' : '0',
      'data-generals': k.generals.join(' '), 'data-cus': k.cus, transform: `translate(${s.x + dx} ${s.y + dy})`,
    }, this.layerUnits);
    const who = k.side === 'rome' ? 'Roman' : 'Carthaginian';
    const full = k.generals.map((x) => this.generals.get(x)?.name || x).join(', ');
    el('title', {}, g).textContent = `${who} army${k.inside ? ' inside the walls' : ''} in ${s.name}: ${full || 'no general'}${k.cus ? `, ${k.cus} CUs` : ''}${k.ele ? ` (${k.ele} elephants)` : ''}`;
    const hh = line1 ? h : 28;
    el('rect', { class: 'box', width: w, height: hh, rx: 6, fill: k.side === 'rome' ? '#c0362c' : '#2456a6' }, g);
    if (line1) {
      el('text', { x: w / 2, y: 19, 'font-size': 16, 'text-anchor': 'middle' }, g).textContent = line1;
      el('text', { x: w / 2, y: 39, 'font-size': 17, 'text-anchor': 'middle' }, g).textContent = line2;
    } else {
      el('text', { x: w / 2, y: 20, 'font-size': 17, 'text-anchor': 'middle' }, g).textContent = line2;
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
      el('circle', { class: 'legal-ring', cx: s.x, cy: s.y, r: 27 }, t);
    }
  }
}
