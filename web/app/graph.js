// graph.js: the evaluation graph of the whole game. A second engine session
// of this tab (a second Engine of the client) searches every position of
// the game to a fixed depth in the background (the first one stays free
// for play and analysis); each point
// is South's win chance after that ply, from the engine's "wdl" (the
// fitted eval.WinProbability behind UCI_ShowWDL) or, for an engine without
// it, from its score. Clicking the graph goes to that move. A move that
// drops the mover's win chance, against the engine's best move before it,
// by a threshold or more is a blunder (red, "??"), by a smaller one a
// mistake (orange, "?"). The thresholds are the server's (the "marks" of
// GET /api/options, package analysis), the same as "bao analyze --each".

import { openEngine, errorText } from './connection.js';
import { t, tn, side as sideName } from './i18n.js';

const $ = (id) => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';

// Geometry of the graph in its viewBox.
const W = 800;
const H = 210;
const LEFT = 78;
const RIGHT = 12;
const TOP = 10;
const BOTTOM = 24;

/** gameKey identifies a game: variant, options, start and moves. */
export function gameKey(g) {
  const opts = Object.entries(g.options || {}).sort();
  return `${g.variant}|${g.fen || ''}|${JSON.stringify(opts)}|${(g.moves || []).join(' ')}`;
}

/** startSide is the side to move at the start of game g. */
function startSide(g) {
  const f = (g.fen || '').trim().split(/\s+/);
  return f.length > 2 && f[2] === 'N' ? 'N' : 'S';
}

/** sideAt is the side to move after ply moves (every move passes the turn). */
function sideAt(g, ply) {
  const s = startSide(g);
  return ply % 2 === 0 ? s : s === 'S' ? 'N' : 'S';
}

/** moverChance is the side to move's win chance from an engine info line. */
function moverChance(info) {
  if (info.wdl) return (info.wdl[0] + info.wdl[1] / 2) / 1000;
  if ('mate' in info.score) return info.score.mate > 0 ? 1 : 0;
  // An engine without WDL: a smooth stand-in of the same shape.
  return 1 / (1 + Math.exp(-info.score.cp / 700));
}

/**
 * markFor is '??', '?' or '' for a drop of the mover's win chance, by the
 * server's thresholds marks ({ blunder, mistake }); without them, ''.
 */
export function markFor(before, after, marks) {
  if (!marks) return '';
  const drop = before - after;
  if (drop >= marks.blunder - 1e-9) return '??';
  if (drop >= marks.mistake - 1e-9) return '?';
  return '';
}

export class GameGraph {
  constructor(app) {
    this.app = app;
    this.running = false;
    this.engine = null; // the graph's own Engine while it runs
    this.key = null; // the game the points belong to
    this.game = null;
    this.points = []; // per ply: { south, score, mark, text } or null
  }

  bind() {
    $('btn-graph').addEventListener('click', () => (this.running ? this.cancel(t('graph.stopped')) : this.run()));
    $('graph-svg').addEventListener('click', (ev) => this.onClick(ev));
    window.addEventListener('resize', () => this.draw()); // the labels' size follows the scale
    $('panel-graph').addEventListener('tabshown', () => this.draw());
  }

  depth() {
    return Math.min(Math.max(Number($('graph-depth').value) || 8, 1), 30);
  }

  /** run evaluates every position of the game, drawing points as they come. */
  async run() {
    const app = this.app;
    const game = JSON.parse(JSON.stringify(app.game));
    const n = game.moves.length;
    this.game = game;
    this.key = gameKey(game);
    this.points = new Array(n + 1).fill(null);
    this.running = true;
    this.cancelled = false;
    $('btn-graph').textContent = t('graph.stop');
    $('btn-graph').classList.add('primary');
    document.body.dataset.graph = 'running';
    this.app.review.started();
    this.progress(0, n + 1, t('graph.starting'));
    this.draw();

    // The last position's result comes from the rules, not the engine.
    let final = null;
    try {
      final = (await app.rules.legal(game, n)).state;
    } catch (e) {
      this.finish(t('graph.refused', { why: errorText(e) }));
      return;
    }
    const engine = await this.startEngine();
    if (!engine || this.cancelled) {
      if (!this.cancelled) this.cancel(t('graph.noSession'));
      return;
    }
    if (engine.option('UCI_ShowWDL')) await engine.setOption('UCI_ShowWDL', true).catch(() => {});
    await engine.newGame().catch(() => {});

    for (let ply = 0; ply <= n && !this.cancelled; ply++) {
      this.progress(ply, n + 1);
      const side = sideAt(game, ply);
      let chance;
      let info = null;
      if (ply === n && final && final.gameOver) {
        chance = (final.result === 'p1win') === (side === 'S') ? 1 : 0;
      } else {
        info = await this.evaluate(engine, { ...game, moves: game.moves.slice(0, ply) });
        if (this.cancelled) break;
        if (!info) {
          this.cancel(t('graph.noScore', { ply }));
          return;
        }
        chance = moverChance(info);
      }
      this.points[ply] = { side, chance, south: side === 'S' ? chance : 1 - chance, info };
      this.describe(ply);
      this.draw();
      this.app.renderMoves();
    }
    if (this.cancelled) return;
    const marks = this.points.filter((p) => p && p.mark);
    const blunders = marks.filter((p) => p.mark === '??').length;
    this.summary = { positions: n + 1, depth: this.depth(), blunders, mistakes: marks.length - blunders };
    this.finish(this.summaryText());
    this.app.review.fromGraph(this);
  }

  /** summaryText sums up the last finished graph in the page's language. */
  summaryText() {
    const s = this.summary;
    return t('graph.done', { positions: s.positions, depth: s.depth,
      blunders: tn('graph.blunders', s.blunders), mistakes: tn('graph.mistakes', s.mistakes) });
  }

  /** relabel writes the graph's words anew after a change of language. */
  relabel() {
    if (this.running) {
      $('btn-graph').textContent = t('graph.stop');
    } else {
      $('btn-graph').textContent = t('graph.run');
      if (this.summary && this.current()) $('graph-status').textContent = this.summaryText();
    }
    for (let ply = 0; ply < this.points.length; ply++) if (this.points[ply]) this.describe(ply);
    this.draw();
  }

  /** describe sets the mark and the tooltip of the point at ply. */
  describe(ply) {
    const pt = this.points[ply];
    const pct = (x) => `${Math.round(100 * x)}%`;
    if (ply === 0) {
      pt.mark = '';
      pt.text = t('graph.point.start', { pct: pct(pt.south) });
      return;
    }
    const prev = this.points[ply - 1];
    const mover = prev.side;
    const before = prev.chance;
    const after = 1 - pt.chance;
    pt.mark = markFor(before, after, this.app.ruleInfo && this.app.ruleInfo.marks);
    const n = Math.floor((ply - 1 + (startSide(this.game) === 'N' ? 1 : 0)) / 2) + 1;
    const label = `${n}${mover === 'S' ? '.' : '…'} ${this.game.moves[ply - 1]}${pt.mark}`;
    pt.text = t('graph.point', { move: label, pct: pct(pt.south), side: sideName(mover), before: pct(before), after: pct(after) });
  }

  /**
   * startEngine opens the graph's engine session and resolves with it
   * once it is ready, or with null when it cannot start or the graph was
   * cancelled meanwhile; a session lost later cancels the graph.
   */
  startEngine() {
    return new Promise((resolve) => {
      let ready = false;
      const engine = openEngine((s, why) => {
        if (s === 'ready' && !ready) {
          ready = true;
          resolve(this.cancelled ? null : engine);
        } else if (s === 'lost') {
          if (!ready) {
            engine.close();
            resolve(null);
          } else if (this.running) {
            this.cancel(t('graph.lost', { why: why || t('engine.lost.unknown') }));
          }
        }
      });
      this.engine = engine;
    });
  }

  /**
   * evaluate searches the game's last position to the graph's depth (at
   * full strength) and resolves with the search's last exact score of
   * its first line, or null.
   */
  async evaluate(engine, game) {
    let last = null;
    const onInfo = (info) => {
      if (info.score && !info.bound && (info.multipv || 1) === 1) last = info;
    };
    try {
      await engine.search(game, { depth: this.depth(), onInfo });
    } catch (e) {
      return null;
    }
    return last;
  }

  cancel(why) {
    this.cancelled = true;
    this.app.review.cancelled();
    this.finish(why);
  }

  finish(text) {
    this.running = false;
    if (this.engine) this.engine.close();
    this.engine = null;
    $('btn-graph').textContent = t('graph.run');
    $('btn-graph').classList.remove('primary');
    $('graph-bar').hidden = true;
    $('graph-status').textContent = text;
    document.body.dataset.graph = 'done';
  }

  progress(done, total, note) {
    $('graph-bar').hidden = false;
    $('graph-bar').max = total;
    $('graph-bar').value = done;
    $('graph-status').textContent = note || t('graph.progress', { n: done + 1, total, depth: this.depth() });
  }

  /** current says whether the points belong to the game on the board. */
  current() {
    return this.key !== null && this.key === gameKey(this.app.game);
  }

  /** markAt is the mark of the move that led to ply, when the graph is current. */
  markAt(ply) {
    if (!this.current()) return '';
    const pt = this.points[ply];
    return (pt && pt.mark) || '';
  }

  /** onChange redraws after the game or the shown ply changed. */
  onChange() {
    if (this.key !== null && !this.current() && !this.running) {
      this.key = null;
      this.points = [];
      $('graph-status').textContent = t('graph.changed');
    }
    this.draw();
  }

  x(ply) {
    const n = Math.max(this.points.length - 1, 1);
    return LEFT + ((W - LEFT - RIGHT) * ply) / n;
  }

  y(south) {
    return TOP + (H - TOP - BOTTOM) * (1 - south);
  }

  onClick(ev) {
    if (!this.current() || this.points.length === 0) return;
    const svg = $('graph-svg');
    const box = svg.getBoundingClientRect();
    const vx = ((ev.clientX - box.left) / box.width) * W;
    const n = this.points.length - 1;
    const ply = Math.round(((vx - LEFT) / (W - LEFT - RIGHT)) * n);
    if (ply < 0 || ply > n) return;
    this.app.goTo(ply);
  }

  draw() {
    const svg = $('graph-svg');
    const el = (name, attrs, text) => {
      const e = document.createElementNS(SVG, name);
      for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
      if (text !== undefined) e.textContent = text;
      return e;
    };
    const parts = [];
    parts.push(el('rect', { x: LEFT, y: TOP, width: W - LEFT - RIGHT, height: H - TOP - BOTTOM, class: 'g-north' }));
    const pts = this.points;
    const have = pts.map((p, i) => [p, i]).filter(([p]) => p);
    if (have.length) {
      let area = `M${this.x(have[0][1])},${this.y(0)}`;
      let line = '';
      for (const [p, i] of have) {
        area += ` L${this.x(i).toFixed(1)},${this.y(p.south).toFixed(1)}`;
        line += `${line ? ' L' : 'M'}${this.x(i).toFixed(1)},${this.y(p.south).toFixed(1)}`;
      }
      area += ` L${this.x(have[have.length - 1][1]).toFixed(1)},${this.y(0)} Z`;
      parts.push(el('path', { d: area, class: 'g-south' }));
      parts.push(el('path', { d: line, class: 'g-curve' }));
    }
    for (const q of [0.25, 0.5, 0.75]) {
      parts.push(el('line', { x1: LEFT, x2: W - RIGHT, y1: this.y(q), y2: this.y(q), class: q === 0.5 ? 'g-mid' : 'g-grid' }));
    }
    // The labels are at least 12 CSS pixels tall however narrow the graph
    // is drawn (on a phone the 800-unit viewBox is about 350 pixels wide):
    // their size is in viewBox units, from the scale. When narrow, the
    // side labels are shortened to fit the left margin.
    const shown = svg.clientWidth || W;
    const size = Math.max(12, (12 * W) / shown);
    const narrow = size > 17;
    const label = (attrs, text) => el('text', { ...attrs, class: 'g-label', 'font-size': size.toFixed(1) }, text);
    parts.push(label({ x: LEFT - 6, y: this.y(1) + size / 3, 'text-anchor': 'end' }, narrow ? t('side.S.short') : t('graph.axis.S')));
    parts.push(label({ x: LEFT - 6, y: this.y(0.5) + size / 3, 'text-anchor': 'end' }, '50%'));
    parts.push(label({ x: LEFT - 6, y: this.y(0) + size / 3, 'text-anchor': 'end' }, narrow ? t('side.N.short') : t('graph.axis.N')));
    const n = pts.length - 1;
    if (n > 0) {
      const ticks = narrow ? 8 : 12;
      const step = [1, 2, 5, 10, 20, 50, 100, 200, 500].find((s) => n / s <= ticks) || 1000;
      for (let ply = 0; ply <= n; ply += step) {
        parts.push(label({ x: this.x(ply), y: H - 4, 'text-anchor': 'middle' }, String(ply)));
      }
    }
    const view = this.app.view;
    if (this.current() && view <= n) {
      parts.push(el('line', { x1: this.x(view), x2: this.x(view), y1: TOP, y2: H - BOTTOM, class: 'g-view' }));
    }
    for (const [p, i] of have) {
      const cls = p.mark === '??' ? 'g-point g-blunder' : p.mark === '?' ? 'g-point g-mistake' : 'g-point';
      const c = el('circle', { cx: this.x(i), cy: this.y(p.south), r: p.mark ? 5 : 3, class: cls, 'data-ply': i });
      c.append(el('title', {}, p.text || ''));
      parts.push(c);
    }
    svg.replaceChildren(...parts);
  }
}
