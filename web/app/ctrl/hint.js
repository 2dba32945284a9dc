// hint.js: the hint controller. A hint asks the engine, at full strength
// and for a short time, for the best move of the position on the board
// (or takes the running analysis's best line), and marks that move's hole
// and arrow; every hint is counted in the game record (the Hints tag),
// and the board's owner hears of it (a puzzle counts it as its first try
// failed). The review marks its better move the same way, uncounted.

import { words } from '../i18n.js';
import { positionKey } from '../gamedata.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('./game.js').GameCtrl} GameCtrl */
/** @typedef {import('./engine.js').EngineCtrl} EngineCtrl */
/** @typedef {import('./messages.js').Messages} Messages */

/** HINT_MS is the hint's search time: under a second even on a phone. */
const HINT_MS = 600;

/** HintCtrl is the Hint button's work. */
export class HintCtrl {
  /**
   * @param {Store} store
   * @param {Pick<GameCtrl, 'onPlay' | 'onNewGame' | 'onChange' | 'humanToMove' | 'atEnd' | 'hinted' | 'holder'>} game
   * @param {Pick<EngineCtrl, 'ready' | 'cancel' | 'search' | 'searching'>} engine
   * @param {Messages} messages
   */
  constructor(store, game, engine, messages) {
    this.store = store;
    this.game = game;
    this.engine = engine;
    this.messages = messages;
    game.onPlay(() => {
      // A hint still being searched is for the position the move leaves.
      this.engine.cancel('hint');
      this.state.searching = false;
    });
    game.onNewGame(() => this.clear());
    game.onChange(() => {
      const shown = this.state.shown;
      if (shown && shown.ply !== this.store.state.game.view) this.clear();
    });
  }

  get state() {
    return this.store.state.hint;
  }

  /** ask starts the hint's search, or takes the running analysis's best move. */
  ask() {
    const s = this.store.state;
    if (!this.game.humanToMove() || !this.game.atEnd()) {
      this.messages.info(words('hint.notNow'));
      return;
    }
    if (!this.engine.ready()) {
      this.messages.error(words('hint.noEngine'));
      return;
    }
    if (this.engine.searching('hint')) return;
    const a = s.analysis;
    const best = a.running && a.key === positionKey(s.game.game, s.game.view) && a.lines[0] && a.lines[0].pv;
    if (best && best.length) {
      this.found(best[0]);
      return;
    }
    this.state.searching = true;
    this.messages.info(words('hint.searching'));
    // At full strength: no level.
    this.engine.search('hint', { movetime: HINT_MS }).then((r) => {
      this.state.searching = false;
      if (r) this.found(r.bestmove);
      else this.store.redraw();
    });
  }

  /**
   * found marks move (a token such as A6L, or null for none) on the board
   * as the hint, counted.
   * @param {string | null} move
   */
  found(move) {
    const g = this.store.state.game;
    this.state.searching = false;
    const at = move ? this.legalAt(move) : null;
    if (!at || !this.game.humanToMove()) {
      this.state.shown = null;
      this.messages.hide();
      return;
    }
    const ply = g.view;
    this.state.shown = { ...at, ply, counted: true };
    this.game.hinted(ply, at.hole);
    const owner = this.game.holder();
    if (owner && owner.onHint) owner.onHint();
    this.messages.info(words('hint.shown', { move: `${at.hole}${at.letter}` }));
  }

  /**
   * mark marks move on the board at ply, the shown position, without
   * counting it as a hint: the review's better move.
   * @param {string} move
   * @param {number} ply
   */
  mark(move, ply) {
    const at = this.store.state.game.view === ply ? this.legalAt(move) : null;
    if (!at) return;
    this.state.shown = { ...at, ply, counted: false };
    this.store.redraw();
  }

  /**
   * legalAt is the hole and arrow of move when it is legal on the board,
   * else null.
   * @param {string} move
   * @returns {{hole: string, letter: string} | null}
   */
  legalAt(move) {
    const pos = this.store.state.game.position;
    if (!move || !pos || pos.gameOver) return null;
    const hole = move.slice(0, 2);
    const letter = move[2];
    return pos.legal.some((m) => m.hole === hole && m.letter === letter) ? { hole, letter } : null;
  }

  clear() {
    this.state.shown = null;
    this.state.searching = false;
  }
}
