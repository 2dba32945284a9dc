// graph.js: the game graph's controller. A second engine session of this
// tab (a second Engine of the client) searches every position of the game
// to a fixed depth in the background (the first stays free for play and
// analysis); each point is the mover's chance to win at that ply, from
// the engine's "wdl" (the fitted eval.WinProbability behind UCI_ShowWDL)
// or, for an engine without it, from its score. A move that drops the
// mover's chance, against the engine's best move before it, by a
// threshold or more is a blunder ("??"), by a smaller one a mistake
// ("?"). The thresholds are the rules' (the "marks" of GET /api/options,
// package analysis), the same as "bao analyze --each". The points belong
// to the game graphed (the state's key): the views show them while that
// game is on the board.

import { openEngine, errorWords } from '../connection.js';
import { words, countWords } from '../i18n.js';
import { gameKey, sideAt } from '../gamedata.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Info} Info */
/** @typedef {import('../state.js').GameRecord} GameRecord */
/** @typedef {import('../state.js').GraphPoint} GraphPoint */
/** @typedef {import('../state.js').Words} Words */
/** @typedef {import('../client/engine.js').Engine} Engine */
/** @typedef {import('../client/rules.js').Rules} Rules */

/**
 * What the graph tells the review.
 * @typedef {object} GraphListener
 * @property {() => void} started a graph began
 * @property {() => void} cancelled it stopped before its end
 * @property {(game: GameRecord, points: GraphPoint[]) => void} done it searched every position
 */

/**
 * moverChance is the side to move's win chance from an engine info line.
 * @param {Info} info
 */
function moverChance(info) {
  if (info.wdl) return (info.wdl[0] + info.wdl[1] / 2) / 1000;
  const s = info.score;
  if (s && 'mate' in s) return s.mate > 0 ? 1 : 0;
  // An engine without WDL: a smooth stand-in of the same shape.
  return 1 / (1 + Math.exp(-(s ? s.cp : 0) / 700));
}

/**
 * markFor is '??', '?' or '' for a drop of the mover's win chance, by the
 * rules' thresholds marks ({ blunder, mistake }); without them, ''.
 * @param {number} before
 * @param {number} after
 * @param {{blunder: number, mistake: number} | undefined} marks
 */
export function markFor(before, after, marks) {
  if (!marks) return '';
  const drop = before - after;
  if (drop >= marks.blunder - 1e-9) return '??';
  if (drop >= marks.mistake - 1e-9) return '?';
  return '';
}

/** GraphCtrl is the game graph. */
export class GraphCtrl {
  /**
   * @param {Store} store
   * @param {Rules} rules
   * @param {() => GameRecord} current the game on the board
   * @param {GraphListener} listener
   */
  constructor(store, rules, current, listener) {
    this.store = store;
    this.rules = rules;
    this.current = current;
    this.listener = listener;
    /** @type {Engine | null} the graph's own engine while it runs */
    this.engine = null;
    this.cancelled = false;
  }

  get state() {
    return this.store.state.graph;
  }

  depth() {
    return Math.min(Math.max(this.store.state.settings.graphDepth || 8, 1), 30);
  }

  /** @returns {boolean} the points belong to the game on the board */
  isCurrent() {
    return this.state.key !== null && this.state.key === gameKey(this.current());
  }

  /** toggle runs the graph, or stops it. */
  toggle() {
    if (this.state.running) this.cancel(words('graph.stopped'));
    else this.run();
  }

  /**
   * show redraws with status (and the progress, when given).
   * @param {Words} status
   * @param {{done: number, total: number} | null} [progress]
   */
  show(status, progress = null) {
    const g = this.state;
    g.status = status;
    g.progress = progress;
    g.rev++;
    this.store.redraw();
  }

  /** run evaluates every position of the game on the board, drawing points as they come. */
  async run() {
    const g = this.state;
    const game = this.current();
    const n = game.moves.length;
    g.game = game;
    g.key = gameKey(game);
    g.points = new Array(n + 1).fill(null);
    g.running = true;
    this.cancelled = false;
    this.listener.started();
    this.show(words('graph.starting'), { done: 0, total: n + 1 });

    // The last position's result comes from the rules, not the engine.
    let final = null;
    try {
      final = (await this.rules.legal(game, n)).state;
    } catch (e) {
      this.cancel(words('graph.refused', { why: errorWords(e) }));
      return;
    }
    const engine = await this.startEngine();
    if (!engine || this.cancelled) {
      if (!this.cancelled) this.cancel(words('graph.noSession'));
      return;
    }
    if (engine.option('UCI_ShowWDL')) await engine.setOption('UCI_ShowWDL', true).catch(() => {});
    await engine.newGame().catch(() => {});

    const depth = this.depth();
    const marks = this.store.state.info ? this.store.state.info.marks : undefined;
    for (let ply = 0; ply <= n && !this.cancelled; ply++) {
      this.show(words('graph.progress', { n: ply + 1, total: n + 1, depth }), { done: ply, total: n + 1 });
      const side = sideAt(game, ply);
      let chance;
      /** @type {Info | null} */
      let info = null;
      if (ply === n && final && final.gameOver) {
        chance = (final.result === 'p1win') === (side === 'S') ? 1 : 0;
      } else {
        info = await this.evaluate(engine, { ...game, moves: game.moves.slice(0, ply) }, depth);
        if (this.cancelled) break;
        if (!info) {
          this.cancel(words('graph.noScore', { ply }));
          return;
        }
        chance = moverChance(info);
      }
      const prev = ply > 0 ? g.points[ply - 1] : null;
      const mark = prev ? markFor(prev.chance, 1 - chance, marks) : '';
      g.points[ply] = { side, chance, south: side === 'S' ? chance : 1 - chance, info, mark };
    }
    if (this.cancelled) return;
    const points = /** @type {GraphPoint[]} */ (g.points);
    const marked = points.filter((p) => p.mark);
    const blunders = marked.filter((p) => p.mark === '??').length;
    this.finish(words('graph.done', {
      positions: n + 1, depth, blunders: countWords('graph.blunders', blunders), mistakes: countWords('graph.mistakes', marked.length - blunders),
    }));
    this.listener.done(game, points);
  }

  /**
   * startEngine opens the graph's engine session and resolves with it
   * once it is ready, or with null when it cannot start or the graph was
   * cancelled meanwhile; a session lost later cancels the graph.
   * @returns {Promise<Engine | null>}
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
          } else if (this.state.running) {
            this.cancel(words('graph.lost', { why: why || words('engine.lost.unknown') }));
          }
        }
      });
      this.engine = engine;
    });
  }

  /**
   * evaluate searches the game's last position to depth (at full
   * strength) and resolves with the search's last exact score of its
   * first line, or null.
   * @param {Engine} engine
   * @param {GameRecord} game
   * @param {number} depth
   * @returns {Promise<Info | null>}
   */
  async evaluate(engine, game, depth) {
    /** @type {Info | null} */
    let last = null;
    /** @param {Info} info */
    const onInfo = (info) => {
      if (info.score && !info.bound && (info.multipv || 1) === 1) last = info;
    };
    try {
      await engine.search(game, { depth, onInfo });
    } catch (e) {
      return null;
    }
    return last;
  }

  /**
   * cancel stops the graph before its end, saying why.
   * @param {Words} why
   */
  cancel(why) {
    this.cancelled = true;
    this.listener.cancelled();
    this.finish(why);
  }

  /**
   * finish ends the graph's run with status.
   * @param {Words} status
   */
  finish(status) {
    this.state.running = false;
    if (this.engine) this.engine.close();
    this.engine = null;
    this.show(status);
  }
}
