// analysis.js: infinite analysis with MultiPV lines, the evaluation bar,
// the win chance, depth, nodes and speed, all read from the engine's info
// lines. The win chance is the engine's "wdl" (UCI_ShowWDL: the logistic of
// eval.WinProbability, fitted to self-play games); an engine that does not
// report it gets the bar from its score alone.

import { t, tn } from './i18n.js';

const $ = (id) => document.getElementById(id);

/**
 * formatScore writes the score of an info line (the client's parseInfo:
 * score {cp} or {mate}, and wdl) as the Go side's score.Score.Text does, for the side
 * that sign names (1: the side to move, -1: the other): seeds with a sign
 * ("+1.25"), or a proven result from the protocol's "mate N" (moves of
 * the side to move under uci, the dialect the page speaks): "win in 3
 * moves", "loss in 1 move", and "won" or "lost" for "mate 0", the game
 * over, told apart by the line's wdl ("game over" for an engine that
 * sends none). web/app/scorejs_test.go checks it against score.Score.Text.
 */
export function formatScore(info, sign) {
  const { mate, value: v } = scoreOf(info);
  const value = sign * v;
  if (mate) {
    if (value === 0) {
      if (!info.wdl || info.wdl[0] === info.wdl[2]) return t('score.over');
      return t((info.wdl[0] > info.wdl[2]) === (sign > 0) ? 'score.won' : 'score.lost');
    }
    const n = Math.abs(value);
    return tn(value > 0 ? 'score.win' : 'score.loss', n);
  }
  const a = Math.abs(value);
  return `${value >= 0 ? '+' : '-'}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/**
 * scoreOf reads an info line's score: whether it is a proven result
 * (mate) and its value (moves, or centi-seeds), for the side to move.
 * @param {import('./client/types.js').Info} info
 * @returns {{mate: boolean, value: number}}
 */
function scoreOf(info) {
  const s = info.score;
  return s && 'mate' in s ? { mate: true, value: s.mate } : { mate: false, value: s ? s.cp : 0 };
}

function formatCount(n) {
  if (n === undefined || Number.isNaN(n)) return '–';
  if (n >= 1e9) return `${(n / 1e9).toFixed(1)}G`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  return String(n);
}

/** southWin is South's win chance from an info line's wdl, or null without one. */
function southWin(info, state) {
  if (!info.wdl) return null;
  const mover = (info.wdl[0] + info.wdl[1] / 2) / 1000;
  return state && state.side === 'N' ? 1 - mover : mover;
}

export class Analysis {
  constructor(app) {
    this.app = app;
    this.running = false;
    this.pvs = [];
  }

  bind() {
    $('btn-analyse').addEventListener('click', () => (this.running ? this.stop() : this.start()));
    $('multipv').addEventListener('change', () => {
      if (!this.running) return;
      this.app.cancelSearch();
      this.setLines(this.lines());
      this.restart();
    });
  }

  lines() {
    return Number($('multipv').value) || 1;
  }

  /**
   * setLines sets the engine's MultiPV lines (the searches after it wait for it).
   * @param {number} n
   */
  setLines(n) {
    this.app.engine.setOption('MultiPV', n).catch(() => {}); // a lost engine says so itself
  }

  start() {
    const app = this.app;
    if (!app.engineReady) {
      app.error(t('analysis.noEngine'));
      return;
    }
    this.running = true;
    app.cancelSearch();
    this.setLines(this.lines());
    this.restart();
    $('btn-analyse').textContent = t('analysis.stop');
    $('btn-analyse').classList.add('primary');
    app.renderStatus();
  }

  stop() {
    const app = this.app;
    this.running = false;
    app.cancelSearch();
    if (app.engineReady) this.setLines(1);
    $('btn-analyse').textContent = t('analysis.start');
    $('btn-analyse').classList.remove('primary');
    app.renderStatus();
    app.afterChange();
  }

  /** restart analyses the shown position from scratch. */
  restart() {
    const app = this.app;
    app.cancelSearch();
    this.clear();
    if (app.state && app.state.gameOver) {
      $('stats').textContent = t('analysis.over');
      return;
    }
    // At full strength (no level), until cancelSearch stops it.
    const state = app.state;
    app.startSearch('analysis', { infinite: true, onInfo: (/** @type {import('./client/types.js').Info} */ info) => this.update(info, state) });
  }

  /** relabel writes the panel's words anew after a change of language. */
  relabel() {
    $('btn-analyse').textContent = t(this.running ? 'analysis.stop' : 'analysis.start');
    if (!this.pvs.length) $('stats').textContent = t('analysis.stats.none');
    else this.update({}, this.app.state);
  }

  clear() {
    this.pvs = [];
    $('pv-lines').replaceChildren();
    $('stats').textContent = t('analysis.stats.none');
    $('evalbar-fill').style.width = '50%';
    $('evalbar-text').textContent = '–';
  }

  /** update shows one info line of the engine for position state. */
  update(info, state) {
    if (info.depth !== undefined) {
      $('stats').textContent = t('analysis.stats', { depth: `${info.depth}${info.seldepth ? '/' + info.seldepth : ''}`, nodes: formatCount(info.nodes), nps: formatCount(info.nps) });
    }
    if (!info.pv || !info.score) return;
    const k = (info.multipv || 1) - 1;
    this.pvs[k] = info;
    this.pvs.length = Math.min(this.pvs.length, Math.max(this.lines(), 1));
    // Scores are for the side to move; show them for South (+ = South ahead).
    const sign = state && state.side === 'N' ? -1 : 1;
    const rows = this.pvs.filter(Boolean).map((p, i) => {
      const tr = document.createElement('tr');
      tr.className = 'pv-line';
      const n = document.createElement('td');
      n.textContent = String(i + 1);
      const sc = document.createElement('td');
      sc.className = 'score';
      sc.textContent = formatScore(p, sign);
      sc.title = t('analysis.score.title', { depth: p.depth });
      const win = document.createElement('td');
      win.className = 'win';
      const sw = southWin(p, state);
      win.textContent = sw === null ? '' : `${Math.round(100 * sw)}%`;
      win.title = t('analysis.win.title');
      const pv = document.createElement('td');
      pv.className = 'pv';
      pv.textContent = `${p.pv.join(' ')}  (d${p.depth})`;
      tr.append(n, sc, win, pv);
      return tr;
    });
    $('pv-lines').replaceChildren(...rows);
    const best = this.pvs[0];
    if (!best) return;
    let frac = southWin(best, state);
    let text = t('analysis.bar', { score: formatScore(best, sign) });
    const { mate, value } = scoreOf(best);
    if (frac !== null) text += ' · ' + t('analysis.bar.win', { pct: Math.round(100 * frac) });
    else if (mate) frac = sign * value > 0 ? 1 : 0;
    else frac = 0.5 + 0.5 * Math.tanh((sign * value) / 1500);
    $('evalbar-fill').style.width = `${(frac * 100).toFixed(1)}%`;
    $('evalbar-text').textContent = text;
  }
}
