// banner.js: the banner over the board at the end of the person's game:
// who won and why, with the review's button.

import { t, say, side as sideName } from '../i18n.js';
import { byId } from '../dom.js';
import { reasonWords } from '../ctrl/game.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Side} Side */

/** BannerView draws the end-of-game banner. */
export class BannerView {
  /**
   * @param {Store} store
   * @param {{close: () => void, review: () => void}} actions
   */
  constructor(store, actions) {
    this.store = store;
    this.el = byId('banner');
    this.title = byId('banner-title');
    this.reason = byId('banner-reason');
    this.review = byId('banner-review');
    byId('banner-close').addEventListener('click', () => actions.close());
    this.review.addEventListener('click', () => actions.review());
  }

  render() {
    const g = this.store.state.game;
    const pos = g.position;
    const shown = g.banner && !!pos && pos.gameOver;
    this.el.hidden = !shown;
    this.review.hidden = g.owner !== 'game' || g.game.moves.length === 0;
    if (!pos || !pos.gameOver) {
      this.title.textContent = '';
      this.reason.textContent = '';
      return;
    }
    const winner = pos.result === 'p1win' ? 'S' : 'N';
    const human = /** @type {Side[]} */ (['S', 'N']).filter((s) => g.players[s] === 'human');
    let title = t('over.wins', { side: sideName(winner) });
    if (human.length === 1) title = human[0] === winner ? t('over.youWin') : t('over.engineWins');
    this.title.textContent = title;
    this.reason.textContent = t('over.reason', { side: sideName(winner), score: pos.score, reason: say(reasonWords(pos)) });
  }
}
