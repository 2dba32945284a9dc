// actions.js: the buttons under the board: Take back, Hint and Flip (New
// game is the new-game dialog's), on only when they can act.

import { byId } from '../dom.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../ctrl/game.js').GameCtrl} GameCtrl */
/** @typedef {import('../ctrl/hint.js').HintCtrl} HintCtrl */
/** @typedef {import('../ctrl/engine.js').EngineCtrl} EngineCtrl */

/** ActionsView draws the game's buttons. */
export class ActionsView {
  /**
   * @param {Store} store
   * @param {Pick<GameCtrl, 'takeBack' | 'flip' | 'humanToMove' | 'atEnd'>} game
   * @param {Pick<HintCtrl, 'ask'>} hint
   * @param {Pick<EngineCtrl, 'ready'>} engine
   */
  constructor(store, game, hint, engine) {
    this.store = store;
    this.game = game;
    this.engine = engine;
    this.takeBack = byId('btn-takeback', HTMLButtonElement);
    this.hint = byId('btn-hint', HTMLButtonElement);
    this.takeBack.addEventListener('click', () => game.takeBack());
    this.hint.addEventListener('click', () => hint.ask());
    byId('btn-flip').addEventListener('click', () => game.flip());
  }

  render() {
    const g = this.store.state.game;
    this.takeBack.disabled = g.game.moves.length === 0 || g.owner === 'review';
    this.hint.disabled = !this.game.humanToMove() || !this.engine.ready() || !this.game.atEnd();
  }
}
