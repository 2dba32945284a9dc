// review.js: the review's view: the list of the person's mistakes in the
// Review tab (each with its size, the fall of the mover's chance to win,
// the chances before and after, whether the game was already decided
// before it, the better move and its line, and the plain reason), and the
// box under the board with the mistake shown on the board, its "Play on
// from here" and Close.

import { t, tn, side as sideName } from '../i18n.js';
import { byId, h, Memo } from '../dom.js';
import { moveNumber } from '../gamedata.js';
import { whyText } from '../why.js';
import { dropText } from '../reviewplan.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').ReviewItem} ReviewItem */
/** @typedef {import('../ctrl/review.js').ReviewCtrl} ReviewCtrl */

/** LINE_SHOWN is how many moves of a line the review writes out. */
const LINE_SHOWN = 6;

/**
 * pct writes a chance as a whole percentage.
 * @param {number} x
 */
const pct = (x) => `${Math.round(100 * x)}%`;

/** ReviewView draws the review. */
export class ReviewView {
  /**
   * @param {Store} store
   * @param {Pick<ReviewCtrl, 'chosenItem' | 'onBoard' | 'show' | 'close' | 'playOn'>} ctrl
   */
  constructor(store, ctrl) {
    this.store = store;
    this.ctrl = ctrl;
    this.list = byId('review-list');
    this.head = byId('review-head');
    this.box = byId('review-box');
    this.title = byId('review-title');
    this.better = byId('review-better');
    this.why = byId('review-why');
    this.memo = new Memo();
    byId('review-play').addEventListener('click', () => ctrl.playOn());
    byId('review-close').addEventListener('click', () => ctrl.close());
  }

  /**
   * itemTitle is "12. A6L? -23% · 54% → 31%": the move, its size (the
   * fall of the mover's chance), the chances before and after, and
   * "already decided" when the game was decided before it.
   * @param {ReviewItem} it
   */
  itemTitle(it) {
    const r = this.store.state.review;
    const game = r.sitting ? r.sitting.game : { fen: '' };
    return t(it.decided ? 'review.item.decided' : 'review.item', {
      move: `${moveNumber(game, it.ply)} ${it.move}${it.mark}`, drop: dropText(it.drop), before: pct(it.before), after: pct(it.after),
    });
  }

  /**
   * betterText is the better move and the line after it.
   * @param {ReviewItem} it
   */
  betterText(it) {
    return t('review.better', { move: it.better[0], line: it.better.slice(1, LINE_SHOWN).join(' ') || '–' });
  }

  render() {
    const r = this.store.state.review;
    const onBoard = this.ctrl.onBoard();
    if (this.memo.changed(r.phase, r.items.length, r.key, r.chosen, onBoard, document.documentElement.lang)) this.draw(onBoard);
    const it = this.ctrl.chosenItem();
    this.box.hidden = !it;
    this.title.textContent = it ? this.itemTitle(it) : '';
    this.better.textContent = it ? this.betterText(it) : '';
    const why = it ? whyText(it.why) : '';
    this.why.textContent = why;
    this.why.hidden = !why;
  }

  /**
   * draw writes the head and the list.
   * @param {boolean} onBoard the reviewed game is the board's
   */
  draw(onBoard) {
    const r = this.store.state.review;
    // While the graph runs, its own status line tells the progress; once
    // the review is made, the review's head says what the list holds.
    this.head.hidden = r.phase === 'running';
    if (r.phase !== 'done') {
      this.head.textContent = t('review.about');
      this.list.replaceChildren();
      return;
    }
    const who = r.sides.length === 1 ? sideName(r.sides[0]) : t('review.bothSides');
    let head = r.items.length ? tn('review.count', r.items.length, { who }) : t('review.none', { who });
    if (r.items.length && !onBoard) head += ' ' + t('review.earlier');
    this.head.textContent = head;
    this.list.replaceChildren(...r.items.map((it) => {
      const b = h('button', {
        className: 'review-item' + (it.mark === '??' ? ' blunder' : ' mistake') + (r.chosen === it.ply ? ' current' : ''),
        data: { ply: String(it.ply), drop: String(Math.round(100 * it.drop)), decided: it.decided },
      }, [h('b', { textContent: this.itemTitle(it) }), h('span', { className: 'better', textContent: this.betterText(it) })]);
      const why = whyText(it.why);
      if (why) b.append(h('span', { className: 'why', textContent: why }));
      // The mistake goes on the board: on a phone, where the list is
      // below the board, the page goes back up to it.
      b.addEventListener('click', () => { this.ctrl.show(it).then(() => window.scrollTo(0, 0)); });
      return h('li', {}, [b]);
    }));
  }
}
