// graph.js: the game graph's controller, where the game review's
// searches run. A second engine session of this tab (a second Engine of
// the client) searches in the background (the first stays free for play
// and analysis), as the review's plan says (package analysis, ReviewPlan,
// from the rules' table; reviewplan.js judges): first every position of
// the game whole to the plan's depth (the graph's points: the mover's
// chance to win at each ply) and, where the move played is not that
// search's best, the move played alone from the same position; then for
// each of the plan's checks in turn, the moves of the sides the review
// lists whose drop is near the mistake's threshold, judged again deeper.
// The status and the progress bar say which step it is at. The marks
// ("??" a blunder, "?" a mistake, by the thresholds of the rules'
// "marks") are the verdicts', the same as "bao analyze --each". The
// points and verdicts belong to the game graphed (the state's key): the
// views show them while that game is on the board.

import { openEngine, errorWords } from '../connection.js';
import { words, countWords, join } from '../i18n.js';
import { gameKey, sideAt } from '../gamedata.js';
import { judge, marked, moverChance, rejudges } from '../reviewplan.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Info} Info */
/** @typedef {import('../state.js').GameRecord} GameRecord */
/** @typedef {import('../state.js').GraphPoint} GraphPoint */
/** @typedef {import('../state.js').Verdict} Verdict */
/** @typedef {import('../state.js').Side} Side */
/** @typedef {import('../state.js').Words} Words */
/** @typedef {import('../client/engine.js').Engine} Engine */
/** @typedef {import('../client/rules.js').Rules} Rules */

/**
 * What the graph tells the review, and asks it.
 * @typedef {object} GraphListener
 * @property {() => void} started a graph began
 * @property {() => Side[]} sides the sides whose moves the review lists (the plan's checks judge only theirs)
 * @property {() => void} cancelled it stopped before its end
 * @property {(game: GameRecord, points: GraphPoint[], verdicts: (Verdict | null)[]) => void} done it judged every move (null: no plan to judge by)
 */

/**
 * markOf is the mark a verdict puts on its move's point: '??', '?' or ''.
 * @param {Verdict | null} vd
 */
const markOf = (vd) => (vd && marked(vd) ? vd.mark : '');

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

  /** @returns {import('../state.js').ReviewPlan | null} the review's plan, from the rules' table */
  plan() {
    const info = this.store.state.info;
    return (info && info.review) || null;
  }

  /** @returns {number} the depth of the first pass: the person's choice, else the plan's */
  depth() {
    const plan = this.plan();
    return Math.min(Math.max(this.store.state.settings.graphDepth || (plan ? plan.depth : 1), 1), 30);
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

  /**
   * run reviews the game on the board: every position searched and every
   * move judged, the points drawn as they come, then the plan's checks.
   */
  async run() {
    const g = this.state;
    const game = this.current();
    const n = game.moves.length;
    g.game = game;
    g.key = gameKey(game);
    g.points = new Array(n + 1).fill(null);
    g.verdicts = new Array(n).fill(null);
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
    const plan = this.plan();
    // The switches the plan's numbers were measured with (a depth then
    // means what it meant there).
    for (const [name, value] of Object.entries((plan && plan.switches) || {})) {
      if (engine.option(name)) await engine.setOption(name, value).catch(() => {});
    }
    await engine.newGame().catch(() => {});

    const depth = this.depth();
    const marks = this.store.state.info ? this.store.state.info.marks : undefined;
    // The first pass: every position whole, and the move played alone.
    for (let ply = 0; ply <= n && !this.cancelled; ply++) {
      this.show(words('graph.progress', { n: ply + 1, total: n + 1, depth }), { done: ply, total: n + 1 });
      const side = sideAt(game, ply);
      let chance;
      /** @type {Info | null} */
      let info = null;
      if (ply === n && final && final.gameOver) {
        chance = (final.result === 'p1win') === (side === 'S') ? 1 : 0;
      } else {
        info = await this.evaluate(engine, game, ply, depth);
        if (this.cancelled) break;
        if (!info) {
          this.cancel(words('graph.noScore', { ply }));
          return;
        }
        chance = moverChance(info);
      }
      g.points[ply] = { side, chance, south: side === 'S' ? chance : 1 - chance, info, mark: ply > 0 ? markOf(g.verdicts[ply - 1]) : '' };
      if (ply < n && info && plan) {
        const vd = await this.judgeMove(engine, game, ply, info, depth);
        if (this.cancelled) break;
        if (!vd) {
          this.cancel(words('graph.noScore', { ply }));
          return;
        }
        g.verdicts[ply] = vd;
      }
    }
    // The checks: the moves of the sides the review lists that each check
    // rejudges (near the threshold, or an unsure mark), judged again
    // deeper; their marks follow.
    const sides = this.listener.sides();
    const checked = new Set(); // the moves judged again, by any check
    let deepest = depth; // the deepest check that judged a move again
    for (const c of plan ? plan.checks : []) {
      if (this.cancelled) break;
      const todo = [];
      for (let i = 0; i < n; i++) {
        const vd = g.verdicts[i];
        const info = g.points[i] ? /** @type {GraphPoint} */ (g.points[i]).info : null;
        const first = info && info.pv ? info.pv[0] || '' : '';
        if (vd && sides.includes(sideAt(game, i)) && rejudges(c, marks, vd, first)) todo.push(i);
      }
      for (let j = 0; j < todo.length && !this.cancelled; j++) {
        this.show(words('graph.checking', { n: j + 1, total: todo.length, depth: c.depth }), { done: j, total: todo.length });
        const i = todo[j];
        const whole = await this.evaluate(engine, game, i, c.depth);
        const vd = whole && !this.cancelled ? await this.judgeMove(engine, game, i, whole, c.depth) : null;
        if (this.cancelled) break;
        if (!vd) {
          this.cancel(words('graph.noScore', { ply: i }));
          return;
        }
        g.verdicts[i] = vd;
        /** @type {GraphPoint} */ (g.points[i + 1]).mark = markOf(vd);
      }
      for (const i of todo) checked.add(i);
      if (todo.length) deepest = Math.max(deepest, c.depth);
    }
    if (this.cancelled) return;
    const points = /** @type {GraphPoint[]} */ (g.points);
    const verdicts = g.verdicts;
    const blunders = verdicts.filter((vd) => vd && vd.mark === '??').length;
    const mistakes = verdicts.filter(marked).length - blunders;
    const done = words('graph.done', {
      positions: n + 1, depth, blunders: countWords('graph.blunders', blunders), mistakes: countWords('graph.mistakes', mistakes),
    });
    this.finish(checked.size ? join(done, ' ', countWords('graph.checked', checked.size, { depth: deepest })) : done);
    this.listener.done(game, points, verdicts);
  }

  /**
   * judgeMove is the plan's verdict on move i of game from whole, the
   * search of the position before it to depth, and a search of the move
   * played alone from there to depth when whole prefers another; null
   * when that search gave no score.
   * @param {Engine} engine
   * @param {GameRecord} game
   * @param {number} i
   * @param {Info} whole
   * @param {number} depth
   * @returns {Promise<Verdict | null>}
   */
  async judgeMove(engine, game, i, whole, depth) {
    const plan = this.plan();
    const marks = this.store.state.info ? this.store.state.info.marks : undefined;
    const played = game.moves[i];
    if (!plan) return null;
    const best = whole.pv && whole.pv[0];
    let alone = null;
    if (best !== played) {
      alone = await this.evaluate(engine, game, i, depth, [played]);
      if (!alone) return null;
    }
    return judge(plan, marks, played, whole, alone, depth);
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
   * evaluate searches the position before move ply of game to depth (at
   * full strength), restricted to searchmoves when given, and resolves
   * with the search's last exact score of its first line, or null.
   * @param {Engine} engine
   * @param {GameRecord} game
   * @param {number} ply
   * @param {number} depth
   * @param {string[]} [searchmoves]
   * @returns {Promise<Info | null>}
   */
  async evaluate(engine, game, ply, depth, searchmoves) {
    /** @type {Info | null} */
    let last = null;
    /** @param {Info} info */
    const onInfo = (info) => {
      if (info.score && !info.bound && (info.multipv || 1) === 1) last = info;
    };
    try {
      await engine.search({ ...game, moves: game.moves.slice(0, ply) }, searchmoves ? { depth, searchmoves, onInfo } : { depth, onInfo });
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
