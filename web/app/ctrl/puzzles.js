// puzzles.js: the "find the winning move" puzzles (puzzles.jsonl, built
// and proven by "bao puzzles build"). A puzzle borrows the board as a
// lesson does: the person's game is set aside and comes back when the
// person leaves the puzzles. Any of the puzzle's winning moves solves it,
// and its winning line is shown; a losing move is answered with the
// opponent's reply that wins against it (its refutation) and taken back.
// The first try at a puzzle moves the person's rating (Elo-like, against
// a rating from the puzzle's difficulty): a first move, or a hint, which
// counts as the first try failed. The rating, the puzzles solved and
// those failed, and the puzzle in progress are kept in storage. The next
// puzzle offered is the unsolved one whose rating is nearest the
// person's.

import { words, sideWords } from '../i18n.js';
import { read, write, forget } from '../storage.js';
import { startSide } from '../gamedata.js';
import { Drill } from './drill.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Puzzle} Puzzle */
/** @typedef {import('../state.js').PuzzleScore} PuzzleScore */
/** @typedef {import('../state.js').State} State */
/** @typedef {import('../state.js').Words} Words */
/** @typedef {import('./drill.js').DrillBoard} DrillBoard */
/** @typedef {import('./messages.js').Messages} Messages */

/** START_RATING is a new player's puzzle rating. */
const START_RATING = 1000;

/** K is how far one puzzle moves the rating at most. */
const K = 32;

/**
 * puzzleRating is the rating of a puzzle of difficulty d (1..11).
 * @param {number} d
 */
export function puzzleRating(d) {
  return 800 + 150 * d;
}

/**
 * rated is the player's rating after a first try at a puzzle of rating
 * pr: won is whether the try solved it.
 * @param {number} rating
 * @param {number} pr
 * @param {boolean} won
 */
export function rated(rating, pr, won) {
  const expected = 1 / (1 + Math.pow(10, (pr - rating) / 400));
  return Math.round(rating + K * ((won ? 1 : 0) - expected));
}

/**
 * parseLines reads JSON Lines: one puzzle a line, blank lines skipped.
 * @param {string} text
 * @returns {Puzzle[]}
 */
function parseLines(text) {
  /** @type {Puzzle[]} */
  const out = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const p = JSON.parse(line);
      if (p && Number.isInteger(p.id) && typeof p.bfen === 'string' && Array.isArray(p.wins)) out.push(p);
    } catch (e) {
      console.error(`puzzles.jsonl: ${e instanceof Error ? e.message : e}`);
    }
  }
  return out;
}

/** PuzzlesCtrl is the puzzles and the puzzle in progress. */
export class PuzzlesCtrl extends Drill {
  /**
   * @param {Store} store
   * @param {DrillBoard} game
   * @param {Messages} messages
   */
  constructor(store, game, messages) {
    super(store, game, 'puzzle');
    this.messages = messages;
    game.own('puzzle', {
      onMove: (token) => { this.onMove(token); },
      takeBack: () => this.load(),
      onHint: () => this.count(false),
      status: (pos) => this.status(pos),
      release: () => this.release(),
    });
  }

  get state() {
    return this.store.state.puzzles;
  }

  /**
   * init reads the puzzles and the person's record, and goes on with the
   * puzzle in progress when the page was left in one (and no lesson is).
   */
  async init() {
    try {
      const resp = await fetch('puzzles.jsonl');
      if (!resp.ok) throw new Error(`HTTP ${resp.status}`);
      this.state.list = parseLines(await resp.text());
    } catch (e) {
      console.error(`puzzles.jsonl: ${e instanceof Error ? e.message : e}`);
      this.state.list = [];
    }
    this.state.score = read('puzzles') || { rating: START_RATING, solved: [], failed: [] };
    const kept = read('puzzle');
    const p = kept ? this.state.list.find((x) => x.id === kept.id) : undefined;
    if (kept && p && this.store.state.game.owner === 'game') {
      if (kept.players) this.game.setHeldPlayers(kept.players);
      await this.start(p, kept.tried);
    } else {
      forget('puzzle');
    }
  }

  /** saveScore keeps the person's record. */
  saveScore() {
    write('puzzles', this.state.score);
  }

  /**
   * pick is the puzzle to offer next: not solved, not the one on the
   * board, not failed before if any other is left, its rating nearest the
   * player's (the first in the file on a tie).
   * @returns {Puzzle | null}
   */
  pick() {
    const s = this.state.score;
    const current = this.state.active ? this.state.active.puzzle.id : null;
    const open = this.state.list.filter((p) => !s.solved.includes(p.id) && p.id !== current);
    const fresh = open.filter((p) => !s.failed.includes(p.id));
    const pool = fresh.length ? fresh : open;
    /** @type {Puzzle | null} */
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
    const a = this.state.active;
    if (p) {
      await this.start(p);
    } else if (a && !this.state.score.solved.includes(a.puzzle.id)) {
      await this.load();
    } else {
      await this.stop();
      this.messages.info(words('puzzle.allSolved', { total: this.state.list.length }));
    }
  }

  /**
   * start opens puzzle p on the board; tried says the rating has already
   * counted it.
   * @param {Puzzle} p
   * @param {boolean} [tried]
   */
  async start(p, tried = false) {
    this.state.active = { puzzle: p, tried, answered: false };
    this.state.answer = null;
    this.keep();
    await this.load();
  }

  keep() {
    const a = this.state.active;
    if (a) write('puzzle', { id: a.puzzle.id, tried: a.tried });
  }

  /** load puts the puzzle's position on the board, ready for a move. */
  async load() {
    const a = this.state.active;
    if (!a) return;
    const p = a.puzzle;
    this.state.phase = 'task';
    if (!(await this.open({ variant: p.variant, options: p.rules || {}, fen: p.bfen }))) {
      await this.stop();
      return;
    }
    a.answered = false;
    this.store.redraw();
  }

  /** stop leaves the puzzles: the person's game comes back. */
  async stop() {
    if (!this.state.active) return;
    await this.leave();
    this.release();
    this.store.redraw();
  }

  /** release forgets the puzzle in progress (it lost the board, or stopped). */
  release() {
    this.state.active = null;
    this.state.answer = null;
    this.state.phase = 'off';
    forget('puzzle');
  }

  /**
   * count moves the rating by the first try at the puzzle on the board:
   * a move (won: whether it solved it) or a hint (a try failed).
   * @param {boolean} won
   */
  count(won) {
    const a = this.state.active;
    if (!a || a.tried) return;
    const p = a.puzzle;
    const s = this.state.score;
    s.rating = rated(s.rating, puzzleRating(p.difficulty), won);
    if (!won && !s.failed.includes(p.id)) s.failed.push(p.id);
    this.saveScore();
    a.tried = true;
    this.keep();
    this.store.redraw();
  }

  /**
   * onMove answers a move the person played (token as the rules wrote
   * it): any winning move solves the puzzle; a losing one is answered with
   * its refutation and taken back.
   * @param {string} token
   */
  async onMove(token) {
    const a = this.state.active;
    if (!a || a.answered) return;
    const p = a.puzzle;
    a.answered = true;
    if (p.wins.includes(token)) {
      this.count(true);
      const s = this.state.score;
      if (!s.solved.includes(p.id)) s.solved.push(p.id);
      this.saveScore();
      this.state.answer = { verdict: 'solved', token, reply: '' };
      this.state.phase = 'solved';
      this.store.redraw();
      return;
    }
    this.count(false);
    this.state.answer = { verdict: 'failed', token, reply: (p.refute || {})[token] || '' };
    this.state.phase = 'failed';
    this.store.redraw();
    // The move's end stays in view a moment, then the puzzle starts again
    // (the refutation stays in view while the person tries again).
    await this.retry(() => !!this.state.active && this.state.active.puzzle === p, () => this.load());
  }

  /**
   * solver is the side to move in the puzzle's position.
   * @param {Puzzle} p
   */
  solver(p) {
    return startSide({ fen: p.bfen });
  }

  /**
   * status is the status line while a puzzle is on.
   * @param {State} pos
   * @returns {Words}
   */
  status(pos) {
    const a = this.state.active;
    if (!a) return words('status.loading');
    return words('puzzle.status', { id: a.puzzle.id, side: sideWords(pos.side) });
  }
}
