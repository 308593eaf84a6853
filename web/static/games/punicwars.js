// The Punic Wars' module for the game page's shell (docs/architecture.md, "What
// a game provides"): the hex map with its live overlays (punicwars-board.js)
// and the game's panels (punicwars-panels.js).
import { PunicBoard, SIDE } from './punicwars-board.js';
import { PunicPanels } from './punicwars-panels.js';

// createGame builds The Punic Wars' drawing and panels inside the shell.
export function createGame(shell) {
  const board = new PunicBoard(shell);
  const panels = new PunicPanels(shell, board);
  const st = shell.statics;
  const phaseName = (key) => (st.phases.find((p) => p.key === key) || { name: key }).name;
  const leaders = new Map(st.leaders.map((l) => [l.key, l]));
  const regions = new Map(st.regions.map((r) => [r.key, r]));
  return {
    load: () => board.load(),
    render(view, refs, choices, ctx) {
      board.render(view, choices || []);
      panels.render(view, ctx || {});
    },
    // topLine is the top bar's text: the year and Game-Turn, whose phase.
    topLine(view) {
      if (view.over) return `${view.title}: the war is over`;
      if (view.turn < 1) return `${view.title}: Initial Deployment (19.0)`;
      return `${view.year} BC (Game-Turn ${view.turn}): ${SIDE[view.phasing] || view.phasing}'s ${phaseName(view.phase)} Phase`;
    },
    zoom: (f) => board.zoom(f),
    fit: () => board.fit(),
    // nameOf names a hex ("2908"), a region or a leader ("rome-A") for people.
    nameOf(key) {
      if (key === undefined || key === null) return undefined;
      const k = String(key);
      if (/^\d{3,4}$/.test(k) && board.hexes.has(Number(k))) return board.hexLabel(Number(k));
      if (regions.has(k)) return regions.get(k).name;
      if (leaders.has(k)) { const l = leaders.get(k); return `${SIDE[l.side]} leader ${l.letter} (${l.value})`; }
      if (SIDE[k]) return SIDE[k];
      return undefined;
    },
  };
}

