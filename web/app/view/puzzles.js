// puzzles.js: the puzzles' view: the Learn tab's puzzle part (the rating
// and the count solved, the Start button) and the puzzle's box under the
// board: its title, its task, the answer to the last move (the winning
// line, or the refutation), Next and Stop.

import { t, side as sideName } from '../i18n.js';
import { byId } from '../dom.js';
import { other, variantName } from '../gamedata.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../ctrl/puzzles.js').PuzzlesCtrl} PuzzlesCtrl */

/** PuzzlesView draws the puzzles. */
export class PuzzlesView {
  /**
   * @param {Store} store
   * @param {Pick<PuzzlesCtrl, 'next' | 'stop' | 'solver'>} ctrl
   */
  constructor(store, ctrl) {
    this.store = store;
    this.ctrl = ctrl;
    this.progress = byId('puzzle-progress');
    this.start = byId('puzzle-start', HTMLButtonElement);
    this.box = byId('puzzle-box');
    this.title = byId('puzzle-title');
    this.task = byId('puzzle-task');
    this.feedback = byId('puzzle-feedback');
    this.next = byId('puzzle-next');
    this.start.addEventListener('click', () => ctrl.next());
    this.next.addEventListener('click', () => ctrl.next());
    byId('puzzle-stop').addEventListener('click', () => ctrl.stop());
  }

  render() {
    const s = this.store.state.puzzles;
    const solved = new Set(s.score.solved);
    this.progress.textContent = t('puzzle.progress', { rating: s.score.rating, n: solved.size, total: s.list.length });
    this.start.disabled = !s.list.length || s.list.every((p) => solved.has(p.id));
    const a = s.active;
    this.box.hidden = !a;
    if (!a) {
      // Nothing of an earlier puzzle stays, shown or not.
      for (const e of [this.title, this.task, this.feedback]) e.textContent = '';
      return;
    }
    const p = a.puzzle;
    this.box.dataset.id = String(p.id);
    const solver = this.ctrl.solver(p);
    this.title.textContent = t('puzzle.title', { id: p.id, difficulty: p.difficulty, game: variantName(p.variant) });
    this.task.textContent = t('puzzle.task', { side: sideName(solver) });
    const ans = s.answer;
    let feedback = '';
    if (ans && ans.verdict === 'failed') {
      feedback = ans.reply ? t('puzzle.failed', { move: ans.token, side: sideName(other(solver)), reply: ans.reply }) : t('puzzle.failedNoReply', { move: ans.token });
    } else if (ans) {
      // The line is the proof's: it may start with another winning move.
      feedback = p.line[0] === ans.token ? t('puzzle.solved', { line: p.line.join(' ') })
        : t('puzzle.solvedOther', { move: ans.token, first: p.line[0], line: p.line.join(' ') });
    }
    this.feedback.textContent = feedback;
    this.feedback.hidden = !ans;
    this.feedback.className = 'lesson-feedback ' + (ans ? (ans.verdict === 'solved' ? 'right' : 'wrong') : '');
    this.next.hidden = !ans || ans.verdict !== 'solved';
  }
}
