// watch.js: lets the page's add-on panels (odds.js, dice.js) follow the game
// without reaching into app.js: app.js applies each state or delta message and
// then dispatches the whole state as a "punic:state" event on window, which is
// handed to the panels; they draw themselves in the side column after the
// prompt.

const listeners = [];
let last = null;

window.addEventListener('punic:state', (e) => {
  last = e.detail;
  for (const fn of listeners) {
    try { fn(last); } catch (err) { console.error(err); }
  }
});

// onState calls fn with every state message, the latest one first if any.
export function onState(fn) {
  listeners.push(fn);
  if (last) fn(last);
}

// token is the seat's secret token, from the page's address (/play/TOKEN).
export function token() {
  return decodeURIComponent(location.pathname.split('/').pop());
}

// el makes an element with attributes, text and children.
export function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') e.textContent = v;
    else if (k === 'style') e.style.cssText = v;
    else e.setAttribute(k, v);
  }
  for (const k of kids) if (k != null) e.append(k);
  return e;
}

// panel makes a hidden side panel with a heading, placed after the element
// with the id after (the prompt by default), and returns its parts.
export function panel(id, title, after = 'prompt') {
  const body = el('div', { id: `${id}-body` });
  const sec = el('section', { id, class: 'panel addon', hidden: '' }, el('h2', {}, el('span', { text: title }), el('small', { id: `${id}-note` })), body);
  const place = () => {
    // After the prompt means after the game's panels about the decision at
    // hand (#game-urgent), which the player reads first.
    const prev = (after === 'prompt' && document.getElementById('game-urgent')) || document.getElementById(after) || document.getElementById('prompt');
    if (prev) prev.after(sec);
    else (document.querySelector('aside.side') || document.body).append(sec);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', place);
  else place();
  return { sec, body, note: () => document.getElementById(`${id}-note`) };
}

// style adds a style sheet once.
export function style(id, text) {
  if (document.getElementById(id)) return;
  const s = el('style', { id });
  s.textContent = text;
  document.head.append(s);
}
