// analysis.js: the analysis controller: an infinite search of the shown
// position at full strength with MultiPV lines, started and stopped by
// the person, and started again whenever the shown position changes. Its
// lines belong to the position they were computed for (the analysis
// state's key): the views show nothing computed for another.

import { words } from '../i18n.js';
import { positionKey } from '../gamedata.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Info} Info */
/** @typedef {import('./engine.js').EngineCtrl} EngineCtrl */
/** @typedef {import('./messages.js').Messages} Messages */

/** AnalysisCtrl is the analysis of the shown position. */
export class AnalysisCtrl {
  /**
   * @param {Store} store
   * @param {Pick<EngineCtrl, 'ready' | 'cancel' | 'search' | 'setOption' | 'sync'>} engine
   * @param {Messages} messages
   */
  constructor(store, engine, messages) {
    this.store = store;
    this.engine = engine;
    this.messages = messages;
  }

  get state() {
    return this.store.state.analysis;
  }

  /** toggle starts or stops the analysis. */
  toggle() {
    if (this.state.running) this.stop();
    else this.start();
  }

  start() {
    if (!this.engine.ready()) {
      this.messages.error(words('analysis.noEngine'));
      return;
    }
    this.state.running = true;
    this.engine.cancel();
    this.engine.setOption('MultiPV', this.state.multipv);
    this.restart();
  }

  stop() {
    this.state.running = false;
    this.engine.cancel('analysis');
    this.engine.setOption('MultiPV', 1);
    this.engine.sync(); // the engine plays if it is its turn
    this.store.redraw();
  }

  /**
   * setLines sets the analysis's MultiPV lines.
   * @param {number} n
   */
  setLines(n) {
    this.state.multipv = n;
    if (!this.state.running) {
      this.store.redraw();
      return;
    }
    this.engine.cancel('analysis');
    this.engine.setOption('MultiPV', n);
    this.restart();
  }

  /** onChange starts the analysis again on a new shown position. */
  onChange() {
    if (this.state.running) this.restart();
  }

  /** restart analyses the shown position from scratch. */
  restart() {
    const g = this.store.state.game;
    const a = this.state;
    this.engine.cancel();
    a.key = positionKey(g.game, g.view);
    a.side = g.position ? g.position.side : 'S';
    a.lines = [];
    a.stats = null;
    a.over = !!g.position && g.position.gameOver;
    this.store.redraw();
    if (a.over) return;
    const key = a.key;
    // At full strength (no level), until cancelled.
    this.engine.search('analysis', { infinite: true, onInfo: (info) => this.update(info, key) });
  }

  /**
   * update takes one info line of the analysis of the position key.
   * @param {Info} info
   * @param {string} key
   */
  update(info, key) {
    const a = this.state;
    if (a.key !== key) return;
    if (info.depth !== undefined) a.stats = info;
    if (info.pv && info.score) {
      const lines = a.lines.slice();
      lines[(info.multipv || 1) - 1] = info;
      lines.length = Math.min(lines.length, Math.max(a.multipv, 1));
      a.lines = lines;
    }
    this.store.redraw();
  }
}
