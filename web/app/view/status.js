// status.js: the status line above the board: whose turn it is and what
// to do, in one or two short lines (a longer text would push the board
// down); a lesson's or a puzzle's own line while one holds the board. It
// also marks the body with the turn, the game's length and the ply shown
// (data-turn, data-ply, data-view), which the tests read.

import { t, tn, say, side as sideName } from '../i18n.js';
import { byId } from '../dom.js';
import { sideOf } from '../gamedata.js';
import { reasonWords } from '../ctrl/game.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../ctrl/game.js').GameCtrl} GameCtrl */

/** StatusView draws the status line. */
export class StatusView {
  /**
   * @param {Store} store
   * @param {Pick<GameCtrl, 'holder'>} game
   */
  constructor(store, game) {
    this.store = store;
    this.game = game;
    this.el = byId('status');
    this.html = '';
  }

  render() {
    const s = this.store.state;
    const g = s.game;
    const pos = g.position;
    if (!pos) return;
    const who = sideName(pos.side);
    const total = g.game.moves.length;
    const atEnd = g.view === total;
    let text;
    let turn = 'human';
    const stage = pos.stage === 'namua' ? tn('status.namua', pos.hands[pos.side]) : t('status.mtaji');
    if (pos.gameOver) {
      const winner = pos.result === 'p1win' ? 'S' : 'N';
      text = t('status.over', { side: sideName(winner), score: pos.score, reason: reasonWords(pos) });
      turn = 'over';
    } else if (g.busy) {
      text = t('status.sowing', { side: who });
      turn = 'busy';
    } else if (g.players[pos.side] === 'engine') {
      turn = 'engine';
      if (!atEnd) text = t('status.engineViewing', { side: who, view: g.view, total });
      else if (s.analysis.running) text = t('status.engineAnalysing', { side: who });
      else if (s.engine.status !== 'ready') text = t('status.engineWaiting', { side: who });
      else text = t('status.engineThinking', { side: who, stage });
    } else {
      let extra = '';
      if (pos.legal.length && pos.legal[0].capture) extra += ' ' + t('status.mustCapture');
      if (pos.takasia && sideOf(pos.takasia) === pos.side) extra += ' ' + t('status.takasia', { hole: pos.takasia });
      if (!atEnd) extra += ' ' + t('status.viewing', { view: g.view, total });
      text = t('status.toMove', { side: who, stage }) + extra;
    }
    const owner = this.game.holder();
    if (owner && owner.status && !pos.gameOver) text = say(owner.status(pos));
    this.el.classList.toggle('over', pos.gameOver);
    // The language is part of the key: a switch writes the fixed words
    // (the HTML's "Loading…") over the line.
    const key = `${document.documentElement.lang}|${text}`;
    if (key !== this.html) {
      this.html = key;
      this.el.innerHTML = text;
    }
    const body = document.body.dataset;
    body.turn = turn;
    body.ply = String(total);
    body.view = String(g.view);
  }
}
