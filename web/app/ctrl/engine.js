// engine.js: the engine controller. It keeps this tab's engine session
// (the client's Engine, over the transport connection.js picks), its
// state for the views, and the queue of searches on it: the engine's own
// move, a hint, the analysis. The engine's move is played at the
// strength of the settings: a level for people with the game's Level
// Seed, or full strength for a time or to a depth.

import { openEngine, errorWords } from '../connection.js';
import { words } from '../i18n.js';
import { positionKey } from '../gamedata.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Words} Words */
/** @typedef {import('../client/engine.js').Engine} Engine */
/** @typedef {import('../client/types.js').SearchLimits} SearchLimits */
/** @typedef {import('../client/types.js').SearchResult} SearchResult */
/** @typedef {import('../client/types.js').EngineState} ClientState */
/** @typedef {import('./game.js').GameCtrl} GameCtrl */
/** @typedef {import('./messages.js').Messages} Messages */

/** @typedef {'move' | 'hint' | 'analysis'} Purpose */

/**
 * @typedef {object} Job a search running or queued
 * @property {Purpose} purpose
 * @property {AbortController} controller
 * @property {string} key the position searched
 */

/** The page's bounds of a search's time (ms) and depth (web/commands.go's). */
const MOVETIME = { min: 10, max: 600000, fallback: 1000 };
const DEPTH = { min: 1, max: 64, fallback: 1 };

/** EngineCtrl is this tab's engine. */
export class EngineCtrl {
  /**
   * @param {Store} store
   * @param {Pick<GameCtrl, 'upTo' | 'atEnd' | 'play'>} game
   * @param {Messages} messages
   */
  constructor(store, game, messages) {
    this.store = store;
    this.game = game;
    this.messages = messages;
    /** @type {Engine | null} */
    this.engine = null;
    /** @type {Job[]} */
    this.jobs = [];
    /** @type {(() => void)[]} called when a session is ready */
    this.readyListeners = [];
  }

  /** @param {() => void} fn */
  onReady(fn) {
    this.readyListeners.push(fn);
  }

  /**
   * start starts this tab's engine session, which starts anew by itself
   * when it is lost.
   */
  start() {
    this.engine = openEngine((s, why) => this.onState(s, why));
  }

  /** @returns {boolean} the engine is ready for searches */
  ready() {
    return this.store.state.engine.status === 'ready';
  }

  /**
   * onState follows the session: 'ready' (the first time and after a new
   * session: the engine's name and options are known, and the game goes
   * on), 'connecting', or 'lost' (why).
   * @param {ClientState} s
   * @param {Words} [why]
   */
  onState(s, why) {
    const st = this.store.state.engine;
    const e = this.engine;
    if (s === 'ready' && e) {
      st.status = 'ready';
      st.why = null;
      st.name = e.name;
      st.external = !!e.transport.external;
      st.options = e.options.map((o) => o.name.toLowerCase());
      st.optionsKnown = true;
      if (e.option('UCI_ShowWDL')) e.setOption('UCI_ShowWDL', true).catch(() => {});
      for (const fn of this.readyListeners) fn();
      this.sync();
    } else if (s === 'connecting') {
      st.status = 'connecting';
    } else if (s === 'lost') {
      st.status = 'lost';
      st.why = why || words('engine.lost.unknown');
      this.cancel();
    }
    this.store.redraw();
  }

  /**
   * declares says whether the engine declared the option (any case).
   * @param {string} name
   */
  declares(name) {
    return this.store.state.engine.options.includes(name.toLowerCase());
  }

  /**
   * levelsUsable says whether the engine can play the levels: the rules
   * have them and the engine, once it has listed its options after uci,
   * declared UCI_LimitStrength and UCI_Elo. An external engine without
   * them would play at full strength under a level's name.
   */
  levelsUsable() {
    const s = this.store.state;
    const levels = (s.info && s.info.levels) || [];
    const declared = !s.engine.optionsKnown || (this.declares('UCI_LimitStrength') && this.declares('UCI_Elo'));
    return levels.length > 0 && declared;
  }

  /**
   * moveLimits are the limits of the engine's own move: the chosen level
   * (with the game's Level Seed), for an engine that declared the
   * options, or the time or depth of the settings, within the page's
   * bounds.
   * @returns {SearchLimits}
   */
  moveLimits() {
    const s = this.store.state;
    const str = s.settings.strength;
    if (str.mode === 'level') {
      /** @type {SearchLimits} */
      const limits = { movetime: 1000 };
      const level = ((s.info && s.info.levels) || []).find((l) => l.number === str.level);
      if (level && this.declares('UCI_LimitStrength') && this.declares('UCI_Elo')) {
        limits.level = level.number;
        if (this.declares('Level Seed')) limits.levelSeed = s.game.levelSeed;
      }
      return limits;
    }
    const v = Math.round(str.value);
    if (str.mode === 'depth') return { depth: Math.min(Math.max(v || DEPTH.fallback, DEPTH.min), DEPTH.max) };
    return { movetime: Math.min(Math.max(v || MOVETIME.fallback, MOVETIME.min), MOVETIME.max) };
  }

  /**
   * searching says whether a search for purpose is running or queued.
   * @param {Purpose} purpose
   */
  searching(purpose) {
    return this.jobs.some((j) => j.purpose === purpose);
  }

  /**
   * search searches the shown position for purpose with limits; it
   * resolves with the search's result, or with null when the search was
   * cancelled or failed (the failure shown, unless the engine was lost,
   * which its state says).
   * @param {Purpose} purpose
   * @param {SearchLimits} limits
   * @returns {Promise<SearchResult | null>}
   */
  search(purpose, limits) {
    const e = this.engine;
    if (!e || !this.ready()) return Promise.resolve(null);
    const g = this.store.state.game;
    const controller = new AbortController();
    /** @type {Job} */
    const job = { purpose, controller, key: positionKey(g.game, g.view) };
    this.jobs.push(job);
    const onInfo = limits.onInfo;
    const search = e.search(this.game.upTo(g.view), {
      ...limits,
      signal: controller.signal,
      onInfo: onInfo && ((info, line) => {
        if (!controller.signal.aborted) onInfo(info, line);
      }),
    });
    const forget = () => { this.jobs = this.jobs.filter((j) => j !== job); };
    return search.then((r) => {
      forget();
      return controller.signal.aborted ? null : r;
    }, (err) => {
      forget();
      if (!controller.signal.aborted && this.ready()) this.messages.error(words('engine.error', { why: errorWords(err) }));
      return null;
    });
  }

  /**
   * cancel stops the searches for purpose (all without one); their
   * answers are ignored.
   * @param {Purpose} [purpose]
   */
  cancel(purpose) {
    const drop = this.jobs.filter((j) => !purpose || j.purpose === purpose);
    this.jobs = this.jobs.filter((j) => !drop.includes(j));
    for (const j of drop) j.controller.abort();
  }

  /**
   * engineToMove says whether the engine is to play the shown position:
   * the person's game, at its end, not over, the engine's side to move,
   * no move being played and no analysis running.
   */
  engineToMove() {
    const s = this.store.state;
    const g = s.game;
    const pos = g.position;
    return !!pos && g.owner === 'game' && !g.busy && !s.analysis.running && !pos.gameOver &&
      this.game.atEnd() && g.players[pos.side] === 'engine';
  }

  /**
   * sync starts the engine's move when it is the engine's turn, and
   * cancels a move search for a position no longer to be played.
   */
  sync() {
    const g = this.store.state.game;
    const key = positionKey(g.game, g.view);
    const want = this.engineToMove();
    for (const j of this.jobs) {
      if (j.purpose === 'move' && (!want || j.key !== key)) this.cancel('move');
    }
    if (!want || !this.ready() || this.searching('move')) return;
    this.search('move', this.moveLimits()).then((r) => {
      if (r && r.bestmove) this.game.play(r.bestmove, true);
      else this.store.redraw();
    });
    this.store.redraw();
  }

  /** newGame tells the engine a new game starts (ucinewgame). */
  newGame() {
    if (this.engine && this.ready()) this.engine.newGame().catch(() => {}); // a lost engine says so itself
  }

  /**
   * setOption sets an engine option (the searches after it wait for it).
   * @param {string} name
   * @param {string | number | boolean} value
   */
  setOption(name, value) {
    if (this.engine && this.ready()) this.engine.setOption(name, value).catch(() => {}); // a lost engine says so itself
  }

  /**
   * pageHidden ends the session when the page goes away (closed, or put
   * in the browser's back/forward cache): its search is lost.
   */
  pageHidden() {
    if (this.engine) this.engine.close();
    this.store.state.engine.status = 'connecting';
    this.cancel();
  }

  /**
   * pageShown starts a new session when the page comes back from the
   * back/forward cache, and the game goes on where it was.
   */
  pageShown() {
    if (this.engine && !this.engine.closed) return;
    this.start();
  }
}
