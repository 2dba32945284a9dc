// puzzles.js: the puzzles' view: the Learn tab's puzzle part (the rating
// and the count solved, the theme chosen, the Start button) and the
// puzzle's box under the board: its title and themes, its task (the
// opponent's last move, or the answer to the person's last right move,
// and the turn asked), the answer to the last move (the winning line, or
// the refutation), Next and Stop.

import { t, side as sideName, lang } from '../i18n.js';
import { byId, Memo } from '../dom.js';
import { other, variantName } from '../gamedata.js';
import { askedOf } from '../ctrl/puzzles.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../ctrl/puzzles.js').PuzzlesCtrl} PuzzlesCtrl */
/** @typedef {import('../state.js').Puzzle} Puzzle */

/**
 * themeName is a theme's name in the page's language (its own name when
 * the table has none).
 * @param {string} theme
 */
function themeName(theme) {
  const key = `theme.${theme}`;
  const s = t(key);
  return s === key ? theme : s;
}

/** PuzzlesView draws the puzzles. */
export class PuzzlesView {
  /**
   * @param {Store} store
   * @param {Pick<PuzzlesCtrl, 'next' | 'stop' | 'solver' | 'ratingOf' | 'themeCounts' | 'chooseTheme' | 'ofTheme'>} ctrl
   */
  constructor(store, ctrl) {
    this.store = store;
    this.ctrl = ctrl;
    this.progress = byId('puzzle-progress');
    this.start = byId('puzzle-start', HTMLButtonElement);
    this.theme = byId('puzzle-theme', HTMLSelectElement);
    this.box = byId('puzzle-box');
    this.title = byId('puzzle-title');
    this.themes = byId('puzzle-themes');
    this.task = byId('puzzle-task');
    this.feedback = byId('puzzle-feedback');
    this.next = byId('puzzle-next');
    this.memo = new Memo();
    this.start.addEventListener('click', () => ctrl.next());
    this.next.addEventListener('click', () => ctrl.next());
    this.theme.addEventListener('change', () => ctrl.chooseTheme(this.theme.value));
    byId('puzzle-stop').addEventListener('click', () => ctrl.stop());
  }

  render() {
    const s = this.store.state.puzzles;
    // The Learn tab's part goes over all the puzzles: it is drawn again
    // only when what it shows changes (the puzzles solved only grow), not
    // on every redraw of a game.
    if (this.memo.changed(s.list.length, s.score.solved.length, Math.round(s.score.rating), s.score.theme, lang())) this.drawLearn();
    this.drawBox();
  }

  /** drawLearn draws the Learn tab's part: the rating, the count solved, the themes and Start. */
  drawLearn() {
    const s = this.store.state.puzzles;
    const solved = new Set(s.score.solved);
    this.progress.textContent = t('puzzle.progress', { rating: Math.round(s.score.rating), n: solved.size, total: s.list.length });
    this.renderThemes();
    this.start.disabled = this.ctrl.ofTheme().every((p) => solved.has(p.id));
  }

  /** drawBox draws the puzzle's box under the board. */
  drawBox() {
    const s = this.store.state.puzzles;
    const a = s.active;
    this.box.hidden = !a;
    if (!a) {
      // Nothing of an earlier puzzle stays, shown or not.
      for (const e of [this.title, this.themes, this.task, this.feedback]) e.textContent = '';
      return;
    }
    const p = a.puzzle;
    this.box.dataset.id = String(p.id);
    this.box.dataset.turn = String(a.turn);
    const solver = this.ctrl.solver(p);
    this.title.textContent = t('puzzle.title', { id: p.id, game: variantName(p.variant), rating: Math.round(this.ctrl.ratingOf(p).rating) });
    this.themes.textContent = (p.themes || []).map(themeName).join(', ');
    this.task.textContent = this.taskText(p, a.turn, s.phase);
    const ans = s.answer;
    let feedback = '';
    if (ans && ans.verdict === 'failed') {
      feedback = ans.reply ? t('puzzle.failed', { move: ans.token, side: sideName(other(solver)), reply: ans.reply }) : t('puzzle.failedNoReply', { move: ans.token });
    } else if (ans && ans.verdict === 'right') {
      feedback = t('puzzle.right', { move: ans.token, side: sideName(other(solver)), reply: ans.reply });
    } else if (ans) {
      feedback = t('puzzle.solved', { line: p.line.join(' ') });
    }
    this.feedback.textContent = feedback;
    this.feedback.hidden = !ans;
    this.feedback.className = 'lesson-feedback ' + (ans ? (ans.verdict === 'failed' ? 'wrong' : 'right') : '');
    this.next.hidden = !ans || ans.verdict !== 'solved';
  }

  /**
   * taskText is what the puzzle asks at turn: after the opponent's last
   * move, the first winning move; later, the next one. Once solved, the
   * puzzle's question is shown again, above the answer.
   * @param {Puzzle} p
   * @param {number} turn
   * @param {string} phase
   */
  taskText(p, turn, phase) {
    const solver = this.ctrl.solver(p);
    const side = sideName(other(solver));
    if (phase === 'intro') return t('puzzle.intro', { side, move: String(p.last) });
    if (turn > 0 && turn < askedOf(p) && phase !== 'solved') return t('puzzle.taskNext', { solver: sideName(solver) });
    if (p.last) return t('puzzle.taskAfter', { side, move: p.last, solver: sideName(solver) });
    return t('puzzle.task', { side: sideName(solver) });
  }

  /** renderThemes draws the theme's choices: any, then each theme, with the puzzles of each. */
  renderThemes() {
    const s = this.store.state.puzzles;
    const options = [new Option(t('puzzle.anyTheme', { n: s.list.length }), '')];
    for (const [th, n] of this.ctrl.themeCounts()) options.push(new Option(`${themeName(th)} (${n})`, th));
    this.theme.replaceChildren(...options);
    this.theme.value = s.score.theme;
    this.theme.disabled = options.length <= 1;
  }
}
