// hint.js: the Hint button. It asks the engine, at full strength and for
// a short time, for the best move of the position on the board, and marks
// that move's hole and arrow; every hint is counted in the game record
// (the Hints tag).

import { t } from './i18n.js';

const $ = (id) => document.getElementById(id);

/** HINT_MS is the hint's search time: under a second even on a phone. */
const HINT_MS = 600;

export class Hint {
  constructor(app) {
    this.app = app;
    this.shown = null; // { hole, letter, ply } of the marked move
  }

  bind() {
    $('btn-hint').addEventListener('click', () => this.ask());
  }

  /** ask starts the hint's search, or takes the running analysis's best move. */
  ask() {
    const app = this.app;
    if (!app.humanToMove() || !app.atEnd()) {
      app.info(t('hint.notNow'));
      return;
    }
    if (!app.engineReady) {
      app.error(t('hint.noEngine'));
      return;
    }
    if (app.searching('hint')) return;
    const best = app.analysis.running && app.analysis.pvs[0] && app.analysis.pvs[0].pv;
    if (best && best.length) {
      this.found(best[0]);
      return;
    }
    document.body.dataset.hint = 'searching';
    app.info(t('hint.searching'));
    // At full strength: no level.
    app.startSearch('hint', { movetime: HINT_MS }).then((/** @type {import('./client/types.js').SearchResult | null} */ r) => {
      if (r) this.found(r.bestmove);
    });
  }

  /** found marks move (a token such as A6L, or null for none) on the board as the hint. */
  found(move) {
    const app = this.app;
    document.body.dataset.hint = 'shown';
    if (!move || !app.state || app.state.gameOver) {
      app.hideMessage();
      return;
    }
    const ply = app.view;
    const at = this.legalAt(move);
    if (!at || !app.humanToMove()) return;
    this.shown = { ...at, ply };
    if (!app.hints.includes(ply)) app.hints.push(ply);
    app.selected = at.hole;
    app.info(t('hint.shown', { move: `${at.hole}${at.letter}` }));
    app.render();
  }

  /**
   * mark marks move on the board at ply, the shown position, without
   * counting it as a hint: the review's better move, after the game.
   */
  mark(move, ply) {
    const app = this.app;
    const at = app.view === ply ? this.legalAt(move) : null;
    if (!at) return;
    this.shown = { ...at, ply };
    app.render();
  }

  /** legalAt is the hole and arrow of move when it is legal on the board, else null. */
  legalAt(move) {
    const st = this.app.state;
    if (!move || !st || st.gameOver) return null;
    const hole = move.slice(0, 2);
    const letter = move[2];
    return st.legal.some((m) => m.hole === hole && m.letter === letter) ? { hole, letter } : null;
  }

  /** at returns the marked move when it belongs to the shown position. */
  at(ply) {
    return this.shown && this.shown.ply === ply ? this.shown : null;
  }

  clear() {
    this.shown = null;
    delete document.body.dataset.hint;
  }
}
