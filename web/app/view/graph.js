// graph.js: the game graph's view: South's chance to win after every
// ply, the blunders (red, "??") and mistakes (orange, "?"), the ply shown,
// and the graph's progress and summary. A tap on the graph goes to that
// move. The points show while their game is on the board.

import { t, say, side as sideName } from '../i18n.js';
import { byId, Memo } from '../dom.js';
import { gameKey, moveNumber } from '../gamedata.js';
import { dropText } from '../reviewplan.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').GraphPoint} GraphPoint */
/** @typedef {import('../state.js').GameRecord} GameRecord */
/** @typedef {import('../state.js').Verdict} Verdict */
/** @typedef {import('../ctrl/graph.js').GraphCtrl} GraphCtrl */
/** @typedef {import('../ctrl/settings.js').SettingsCtrl} SettingsCtrl */

const SVG = 'http://www.w3.org/2000/svg';

// Geometry of the graph in its viewBox.
const W = 800;
const H = 210;
const LEFT = 78;
const RIGHT = 12;
const TOP = 10;
const BOTTOM = 24;

/**
 * pct writes a chance as a whole percentage.
 * @param {number} x
 */
const pct = (x) => `${Math.round(100 * x)}%`;

/**
 * pointText is the tooltip of the point at ply: its move, the move's size
 * (the fall of the mover's chance), South's chance, and the mover's
 * chance before and after the move as the review judged it (the chance
 * of the next position while it has not), and whether the game was
 * already decided before it.
 * @param {GameRecord} game
 * @param {(GraphPoint | null)[]} points
 * @param {(Verdict | null)[]} verdicts
 * @param {number} ply
 */
export function pointText(game, points, verdicts, ply) {
  const pt = points[ply];
  if (!pt) return '';
  const prev = ply > 0 ? points[ply - 1] : null;
  if (!prev) return t('graph.point.start', { pct: pct(pt.south) });
  const vd = verdicts[ply - 1];
  const before = vd ? vd.before : prev.chance;
  const after = vd ? vd.after : 1 - pt.chance;
  const label = `${moveNumber(game, ply)} ${game.moves[ply - 1]}${pt.mark}`;
  return t(vd && vd.decided ? 'graph.point.decided' : 'graph.point', {
    move: label, drop: dropText(Math.max(before - after, 0)), pct: pct(pt.south), side: sideName(prev.side), before: pct(before), after: pct(after),
  });
}

/** GraphView draws the graph and its status. */
export class GraphView {
  /**
   * @param {Store} store
   * @param {Pick<GraphCtrl, 'toggle'>} graph
   * @param {Pick<SettingsCtrl, 'setGraphDepth'>} settings
   * @param {(ply: number) => void} goTo
   */
  constructor(store, graph, settings, goTo) {
    this.store = store;
    this.graph = graph;
    const svg = document.getElementById('graph-svg');
    if (!(svg instanceof SVGSVGElement)) throw new Error('the page has no svg #graph-svg');
    this.svg = svg;
    this.button = byId('btn-graph', HTMLButtonElement);
    this.depth = byId('graph-depth', HTMLSelectElement);
    this.bar = byId('graph-bar', HTMLProgressElement);
    this.status = byId('graph-status');
    this.memo = new Memo();
    this.button.addEventListener('click', () => graph.toggle());
    this.depth.addEventListener('change', () => settings.setGraphDepth(Number(this.depth.value) || 0));
    this.svg.addEventListener('click', (ev) => {
      const ply = this.plyAt(ev.clientX);
      if (ply !== null) goTo(ply);
    });
    // The labels' size follows the scale: the graph's width on the
    // screen, kept as the browser reports it, so that a redraw never reads
    // the layout (a read after the status is written would force one on
    // every redraw, even while the graph's tab is hidden). 0 while hidden.
    this.width = 0;
    new ResizeObserver((entries) => {
      const w = Math.round(entries[entries.length - 1].contentRect.width);
      if (w === this.width) return;
      this.width = w;
      store.redraw();
    }).observe(this.svg);
  }

  /** @returns {boolean} the points belong to the game on the board */
  current() {
    const s = this.store.state;
    return s.graph.key !== null && s.graph.key === gameKey(s.game.game);
  }

  /**
   * plyAt is the ply under a tap at x, or null off the graph.
   * @param {number} x
   * @returns {number | null}
   */
  plyAt(x) {
    const pts = this.store.state.graph.points;
    if (!this.current() || pts.length === 0) return null;
    const box = this.svg.getBoundingClientRect();
    const vx = ((x - box.left) / box.width) * W;
    const n = pts.length - 1;
    const ply = Math.round(((vx - LEFT) / (W - LEFT - RIGHT)) * n);
    return ply < 0 || ply > n ? null : ply;
  }

  render() {
    const s = this.store.state;
    const gr = s.graph;
    const current = this.current();
    this.button.textContent = t(gr.running ? 'graph.stop' : 'graph.run');
    this.button.classList.toggle('primary', gr.running);
    this.showDepth(s.settings.graphDepth || (s.info && s.info.review ? s.info.review.depth : 0));
    this.bar.hidden = !gr.running || !gr.progress;
    if (gr.progress) {
      this.bar.max = gr.progress.total;
      this.bar.value = gr.progress.done;
    }
    // The thresholds are the rules service's (analysis.BlunderDrop and
    // MistakeDrop), as the marks are.
    const marks = s.info ? s.info.marks : null;
    let status = marks ? t('graph.about', { blunder: Math.round(100 * marks.blunder), mistake: Math.round(100 * marks.mistake) }) : '';
    if (gr.running && gr.status) status = say(gr.status);
    else if (gr.key !== null && !current) status = t('graph.changed');
    else if (gr.status) status = say(gr.status);
    if (this.status.textContent !== status) this.status.textContent = status;
    this.status.hidden = s.review.phase === 'done';
    const width = this.width || W;
    if (!this.memo.changed(gr.rev, current, s.game.view, width, document.documentElement.lang)) return;
    this.draw(current ? gr.points : [], current ? gr.verdicts : [], current && gr.game ? gr.game : null, s.game.view, width);
  }

  /**
   * showDepth shows depth d as chosen (the plan's depth by default), with
   * an option of its own when the list has none.
   * @param {number} d
   */
  showDepth(d) {
    const v = String(d);
    if (d > 0 && ![...this.depth.options].some((o) => o.value === v)) {
      const o = document.createElement('option');
      o.textContent = v;
      const after = [...this.depth.options].find((x) => Number(x.value) > d);
      this.depth.insertBefore(o, after || null);
    }
    if (this.depth.value !== v) this.depth.value = v;
  }

  /**
   * draw draws the points of game, the shown ply marked.
   * @param {(GraphPoint | null)[]} pts
   * @param {(Verdict | null)[]} verdicts
   * @param {GameRecord | null} game
   * @param {number} view
   * @param {number} shown the graph's width on the screen
   */
  draw(pts, verdicts, game, view, shown) {
    /**
     * @param {string} name
     * @param {Record<string, string | number>} attrs
     * @param {string} [text]
     */
    const el = (name, attrs, text) => {
      const e = document.createElementNS(SVG, name);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
      if (text !== undefined) e.textContent = text;
      return e;
    };
    const n = pts.length - 1;
    const x = (/** @type {number} */ ply) => LEFT + ((W - LEFT - RIGHT) * ply) / Math.max(n, 1);
    const y = (/** @type {number} */ south) => TOP + (H - TOP - BOTTOM) * (1 - south);
    const parts = [el('rect', { x: LEFT, y: TOP, width: W - LEFT - RIGHT, height: H - TOP - BOTTOM, class: 'g-north' })];
    /** @type {[GraphPoint, number][]} */
    const have = [];
    pts.forEach((p, i) => { if (p) have.push([p, i]); });
    if (have.length) {
      let area = `M${x(have[0][1])},${y(0)}`;
      let line = '';
      for (const [p, i] of have) {
        area += ` L${x(i).toFixed(1)},${y(p.south).toFixed(1)}`;
        line += `${line ? ' L' : 'M'}${x(i).toFixed(1)},${y(p.south).toFixed(1)}`;
      }
      area += ` L${x(have[have.length - 1][1]).toFixed(1)},${y(0)} Z`;
      parts.push(el('path', { d: area, class: 'g-south' }), el('path', { d: line, class: 'g-curve' }));
    }
    for (const q of [0.25, 0.5, 0.75]) {
      parts.push(el('line', { x1: LEFT, x2: W - RIGHT, y1: y(q), y2: y(q), class: q === 0.5 ? 'g-mid' : 'g-grid' }));
    }
    // The labels are at least 12 CSS pixels tall however narrow the graph
    // is drawn (on a phone the 800-unit viewBox is about 350 pixels wide):
    // their size is in viewBox units, from the scale. When narrow, the
    // side labels are shortened to fit the left margin.
    const size = Math.max(12, (12 * W) / shown);
    const narrow = size > 17;
    const label = (/** @type {Record<string, string | number>} */ attrs, /** @type {string} */ text) =>
      el('text', { ...attrs, class: 'g-label', 'font-size': size.toFixed(1) }, text);
    parts.push(label({ x: LEFT - 6, y: y(1) + size / 3, 'text-anchor': 'end' }, narrow ? t('side.S.short') : t('graph.axis.S')));
    parts.push(label({ x: LEFT - 6, y: y(0.5) + size / 3, 'text-anchor': 'end' }, '50%'));
    parts.push(label({ x: LEFT - 6, y: y(0) + size / 3, 'text-anchor': 'end' }, narrow ? t('side.N.short') : t('graph.axis.N')));
    if (n > 0) {
      const ticks = narrow ? 8 : 12;
      const step = [1, 2, 5, 10, 20, 50, 100, 200, 500].find((s) => n / s <= ticks) || 1000;
      for (let ply = 0; ply <= n; ply += step) parts.push(label({ x: x(ply), y: H - 4, 'text-anchor': 'middle' }, String(ply)));
    }
    if (game && view <= n) parts.push(el('line', { x1: x(view), x2: x(view), y1: TOP, y2: H - BOTTOM, class: 'g-view' }));
    for (const [p, i] of have) {
      const cls = p.mark === '??' ? 'g-point g-blunder' : p.mark === '?' ? 'g-point g-mistake' : 'g-point';
      const c = el('circle', { cx: x(i), cy: y(p.south), r: p.mark ? 5 : 3, class: cls, 'data-ply': i });
      c.append(el('title', {}, game ? pointText(game, pts, verdicts, i) : ''));
      parts.push(c);
    }
    this.svg.replaceChildren(...parts);
  }
}
