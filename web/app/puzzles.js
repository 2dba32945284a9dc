// puzzles.js: the "find the winning move" puzzles (puzzles.jsonl, built
// and proven by "bao puzzles build") in the Learn tab. A puzzle puts its
// position on the board with both sides played by the person (the engine
// does not reply), as a lesson does. Any of the puzzle's winning moves
// solves it, and its winning line is shown; a losing move is answered
// with the opponent's reply that wins against it (its refutation) and
// taken back. The first move tried in a puzzle moves the person's rating
// (Elo-like, against a rating from the puzzle's difficulty); the rating,
// the puzzles solved and those failed, and the puzzle in progress are
// kept in localStorage. The next puzzle offered is the unsolved one whose
// rating is nearest the person's.

import { t, side as sideName } from './i18n.js';
import { variantName } from './controls.js';
import { Drill } from './drill.js';

const $ = (id) => document.getElementById(id);

/** SCORE_KEY names {rating, solved: [ids], failed: [ids]} in localStorage. */
const SCORE_KEY = 'bao-puzzles';

/** ACTIVE_KEY names the puzzle in progress: {id, players, tried}. */
const ACTIVE_KEY = 'bao-puzzle';

/** LEARN_KEY names the Learn tab's part shown: 'lessons' or 'puzzles'. */
const LEARN_KEY = 'bao-learn';

/** START_RATING is a new player's puzzle rating. */
const START_RATING = 1000;

/** K is how far one puzzle moves the rating at most. */
const K = 32;

/** puzzleRating is the rating of a puzzle of difficulty d (1..11). */
export function puzzleRating(d) {
  return 800 + 150 * d;
}

/**
 * rated is the player's rating after a first try at a puzzle of rating pr:
 * won is whether the try solved it.
 */
export function rated(rating, pr, won) {
  const expected = 1 / (1 + Math.pow(10, (pr - rating) / 400));
  return Math.round(rating + K * ((won ? 1 : 0) - expected));
}

/** parseLines reads JSON Lines: one puzzle a line, blank lines skipped. */
function parseLines(text) {
  const out = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const p = JSON.parse(line);
      if (p && Number.isInteger(p.id) && typeof p.bfen === 'string' && Array.isArray(p.wins)) out.push(p);
    } catch (e) {
      console.error(`puzzles.jsonl: ${e.message}`);
    }
  }
  return out;
}

/** Puzzles is the puzzles' part of the Learn tab and the puzzle in progress. */
export class Puzzles extends Drill {
  constructor(app) {
    super(app, ACTIVE_KEY);
    this.puzzles = [];
    // active: {puzzle, players, tried, answered}; answer: {verdict: 'solved' or 'failed', token, reply}
  }

  /**
   * bind reads the puzzles, draws the Learn tab's puzzle part and goes on
   * with the puzzle in progress when the page was left in one.
   */
  async bind() {
    try {
      const resp = await fetch('puzzles.jsonl');
      if (!resp.ok) throw new Error(`HTTP ${resp.status}`);
      this.puzzles = parseLines(await resp.text());
    } catch (e) {
      console.error(`puzzles.jsonl: ${e.message}`);
      this.puzzles = [];
    }
    $('puzzle-start').addEventListener('click', () => this.next());
    $('puzzle-next').addEventListener('click', () => this.next());
    $('puzzle-stop').addEventListener('click', () => this.stop());
    for (const b of document.querySelectorAll('[data-learn]')) {
      b.addEventListener('click', () => this.showPart(b.dataset.learn));
    }
    let part = 'lessons';
    try { part = localStorage.getItem(LEARN_KEY) || part; } catch (e) { /* no storage */ }
    this.showPart(part);
    this.renderPanel();
    const kept = this.readJSON(ACTIVE_KEY);
    const p = kept ? this.puzzles.find((x) => x.id === kept.id) : null;
    if (p && !this.app.lesson) await this.start(p, this.checkedPlayers(kept.players), kept.tried === true);
    else this.forget(ACTIVE_KEY);
  }

  // ---- storage ----------------------------------------------------------

  /** score is the player's record: {rating, solved: Set, failed: Set}. */
  score() {
    const s = this.readJSON(SCORE_KEY) || {};
    const ids = (a) => new Set(Array.isArray(a) ? a.filter((x) => Number.isInteger(x)) : []);
    const rating = Number.isFinite(s.rating) ? Math.round(s.rating) : START_RATING;
    return { rating, solved: ids(s.solved), failed: ids(s.failed) };
  }

  saveScore(s) {
    this.writeJSON(SCORE_KEY, { rating: s.rating, solved: [...s.solved], failed: [...s.failed] });
  }

  // ---- the puzzle -------------------------------------------------------

  /**
   * pick is the puzzle to offer next: not solved, not the one on the
   * board, not failed before if any other is left, its rating nearest the
   * player's (the first in the file on a tie).
   */
  pick() {
    const s = this.score();
    const current = this.active ? this.active.puzzle.id : null;
    const open = this.puzzles.filter((p) => !s.solved.has(p.id) && p.id !== current);
    const fresh = open.filter((p) => !s.failed.has(p.id));
    const pool = fresh.length ? fresh : open;
    let best = null;
    for (const p of pool) {
      if (!best || Math.abs(puzzleRating(p.difficulty) - s.rating) < Math.abs(puzzleRating(best.difficulty) - s.rating)) best = p;
    }
    return best;
  }

  /**
   * next opens the next puzzle at the player's level; the last one not
   * solved comes again; when every puzzle is solved the puzzles end and
   * the page says so.
   */
  async next() {
    const p = this.pick();
    if (p) {
      await this.start(p);
    } else if (this.active && !this.score().solved.has(this.active.puzzle.id)) {
      await this.load();
    } else {
      this.stop();
      this.app.info(t('puzzle.allSolved', { total: this.puzzles.length }));
    }
  }

  /**
   * start opens puzzle p on the board. players are those to give back
   * when the puzzles end (by default the page's own now); tried says the
   * rating has already counted this puzzle.
   */
  async start(p, players = null, tried = false) {
    const back = this.take(players); // a lesson in progress ends
    this.active = { puzzle: p, players: back, tried, answered: false };
    this.answer = null;
    this.keep();
    await this.load();
  }

  keep() {
    this.writeJSON(ACTIVE_KEY, { id: this.active.puzzle.id, players: this.active.players, tried: this.active.tried });
  }

  /** load puts the puzzle's position on the board, ready for a move. */
  async load() {
    const p = this.active.puzzle;
    if (!(await this.open({ variant: p.variant, options: p.rules || {}, fen: p.bfen }))) return;
    this.render();
    this.renderPanel();
    document.body.dataset.puzzle = 'task';
  }

  /**
   * stop ends the puzzles: the players come back as they were (the
   * position stays on the board). redraw false leaves the page to the
   * caller (app.newGame, which loads another game at once).
   */
  stop(redraw = true) {
    if (!this.active) return;
    this.release();
    this.render();
    this.renderPanel();
    document.body.dataset.puzzle = 'off';
    this.redraw(redraw);
  }

  /** count moves the rating by the first try at the puzzle on the board. */
  count(won) {
    if (this.active.tried) return;
    const p = this.active.puzzle;
    const s = this.score();
    s.rating = rated(s.rating, puzzleRating(p.difficulty), won);
    if (!won) s.failed.add(p.id);
    this.saveScore(s);
    this.active.tried = true;
    this.keep();
  }

  /**
   * onMove answers a move the person played (token as the rules wrote
   * it): any winning move solves the puzzle; a losing one is answered with
   * its refutation and taken back.
   */
  async onMove(token) {
    if (!this.active || this.active.answered) return;
    const p = this.active.puzzle;
    this.active.answered = true;
    if (p.wins.includes(token)) {
      this.count(true);
      const s = this.score();
      s.solved.add(p.id);
      this.saveScore(s);
      this.answer = { verdict: 'solved', token };
      this.render();
      this.renderPanel();
      document.body.dataset.puzzle = 'solved';
      return;
    }
    this.count(false);
    this.answer = { verdict: 'failed', token, reply: (p.refute || {})[token] || '' };
    this.render();
    this.renderPanel();
    document.body.dataset.puzzle = 'failed';
    // The move's end stays in view a moment, then the puzzle starts again
    // (the refutation stays in view while the person tries again).
    await this.retry(() => this.active.puzzle === p);
  }

  /** solver is the side to move in the puzzle's position ('S' or 'N'). */
  solver() {
    const f = this.active.puzzle.bfen.split(' ');
    return f[2] === 'N' ? 'N' : 'S';
  }

  /** statusText is the status line while a puzzle is on. */
  statusText(st) {
    if (!this.active) return '';
    return t('puzzle.status', { id: this.active.puzzle.id, side: sideName(st.side) });
  }

  // ---- drawing ----------------------------------------------------------

  /** showPart shows the lessons or the puzzles in the Learn tab. */
  showPart(part) {
    if (part !== 'puzzles') part = 'lessons';
    for (const b of document.querySelectorAll('[data-learn]')) b.setAttribute('aria-pressed', String(b.dataset.learn === part));
    $('learn-lessons').hidden = part !== 'lessons';
    $('learn-puzzles').hidden = part !== 'puzzles';
    try { localStorage.setItem(LEARN_KEY, part); } catch (e) { /* no storage */ }
  }

  /** relabel writes the puzzles' words anew in the page's language. */
  relabel() {
    this.renderPanel();
    this.render();
  }

  /** feedbackText answers the last move: the winning line, or the refutation. */
  feedbackText() {
    const a = this.answer;
    if (!a) return '';
    const other = sideName(this.solver() === 'S' ? 'N' : 'S');
    if (a.verdict === 'failed') {
      return a.reply ? t('puzzle.failed', { move: a.token, side: other, reply: a.reply }) : t('puzzle.failedNoReply', { move: a.token });
    }
    // The line is the proof's: it may start with another winning move.
    const line = this.active.puzzle.line;
    if (line[0] === a.token) return t('puzzle.solved', { line: line.join(' ') });
    return t('puzzle.solvedOther', { move: a.token, first: line[0], line: line.join(' ') });
  }

  /** render draws the puzzle box under the board. */
  render() {
    const box = $('puzzle-box');
    box.hidden = !this.active;
    if (!this.active) return;
    const p = this.active.puzzle;
    box.dataset.id = String(p.id);
    $('puzzle-title').textContent = t('puzzle.title', { id: p.id, difficulty: p.difficulty, game: variantName(p.variant) });
    $('puzzle-task').textContent = t('puzzle.task', { side: sideName(this.solver()) });
    const fb = $('puzzle-feedback');
    fb.textContent = this.feedbackText();
    fb.hidden = !this.answer;
    fb.className = 'lesson-feedback ' + (this.answer ? (this.answer.verdict === 'solved' ? 'right' : 'wrong') : '');
    $('puzzle-next').hidden = !this.answer || this.answer.verdict !== 'solved';
  }

  /** renderPanel draws the puzzles' part of the Learn tab: the rating and the count solved. */
  renderPanel() {
    const s = this.score();
    $('puzzle-progress').textContent = t('puzzle.progress', { rating: s.rating, n: s.solved.size, total: this.puzzles.length });
    $('puzzle-start').disabled = !this.puzzles.length || this.puzzles.every((p) => s.solved.has(p.id));
  }
}
