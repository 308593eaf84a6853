// Pan and zoom of a board by the wheel, a drag and a two-finger pinch: the one
// set of gestures every game's board uses (games/*-board.js).
//
// wirePanZoom listens on board.box and drives the board through what each
// board has: vb (its view box {x, y, w, h}), setView(x, y, w), zoom(f, cx, cy),
// toBoard(px, py) (screen to board coordinates) and scale() (board units per
// screen pixel). It sets board.dragged while a drag or a pinch moves the view,
// so that the board's click handler can tell a drag from a click.
export function wirePanZoom(board) {
  const box = board.box;
  const pointers = new Map();
  let start = null, pinch = null;
  box.addEventListener('wheel', (e) => {
    e.preventDefault();
    const p = board.toBoard(e.clientX, e.clientY);
    board.zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2, p.x, p.y);
  }, { passive: false });
  box.addEventListener('pointerdown', (e) => {
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    board.dragged = false;
    start = { x: e.clientX, y: e.clientY, vb: { ...board.vb } };
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { d: Math.hypot(a.x - b.x, a.y - b.y), vb: { ...board.vb }, c: board.toBoard((a.x + b.x) / 2, (a.y + b.y) / 2) };
    }
  });
  box.addEventListener('pointermove', (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 2 && pinch) {
      const [a, b] = [...pointers.values()];
      const f = Math.hypot(a.x - b.x, a.y - b.y) / pinch.d;
      board.setView(pinch.c.x - (pinch.c.x - pinch.vb.x) / f, pinch.c.y - (pinch.c.y - pinch.vb.y) / f, pinch.vb.w / f);
      board.dragged = true;
      return;
    }
    if (!start) return;
    const dx = e.clientX - start.x, dy = e.clientY - start.y;
    if (!board.dragged && Math.hypot(dx, dy) < 6) return;
    if (!board.dragged) { board.dragged = true; box.setPointerCapture(e.pointerId); box.classList.add('panning'); }
    const s = board.scale();
    board.setView(start.vb.x - dx * s, start.vb.y - dy * s, start.vb.w);
  });
  const up = (e) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (pointers.size === 0) { start = null; box.classList.remove('panning'); }
  };
  box.addEventListener('pointerup', up);
  box.addEventListener('pointercancel', up);
}
