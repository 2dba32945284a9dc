// puzzles.js: the "find the winning move" puzzles (puzzles.jsonl, built
// and proven by "bao puzzles build"; the format is in puzzles/doc.go). A
// puzzle borrows the board as a lesson does: the person's game is set
// aside and comes back when the person leaves the puzzles.
//
// A puzzle starts from the position before the opponent's last move and
// plays that move on the board, as lichess does; then it asks the
// person's moves of its proven line, each the only winning move of its
// position, playing the opponent's answers between them, and once the
// turns asked are played it is solved and the rest of the line is shown.
// A losing move is answered with the opponent's reply that wins against
// it (its refutation) and taken back, and the person tries that turn
// again.
//
// The first try at a puzzle (the first wrong move, a hint, or the puzzle
// solved without either) is one rated game between the person and the
// puzzle (Glicko-2, glicko.js): both ratings move, the puzzle's starting
// at the rating the file gives it from its difficulty and then learned on
// this device. The ratings, the puzzles solved and failed, the theme
// chosen and the puzzle in progress are kept in storage. The next puzzle
// offered is an unsolved one of the chosen theme whose rating is nearest
// the person's.

import { words, sideWords } from '../i18n.js';
import { read, write, forget } from '../storage.js';
import { startSide } from '../gamedata.js';
import { clampRD, duel, MAX_RD, START_RATING, START_VOL } from '../glicko.js';
import { Drill } from './drill.js';
import { sleep } from '../wait.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Puzzle} Puzzle */
/** @typedef {import('../state.js').Glicko} Glicko */
/** @typedef {import('../state.js').State} State */
/** @typedef {import('../state.js').Words} Words */
/** @typedef {import('./drill.js').DrillBoard} DrillBoard */
/** @typedef {import('./messages.js').Messages} Messages */

/** PUZZLE_RD is a puzzle's starting deviation when its file gives none. */
const PUZZLE_RD = 200;

/**
 * startRating is the rating a puzzle starts with: the file's, or, in a
 * file without one, one from its difficulty (1..5) as the builder gives
 * it (puzzles/doc.go: 900 + 200 x difficulty).
 * @param {Puzzle} p
 * @returns {Glicko}
 */
export function startRating(p) {
  const rating = Number.isFinite(p.rating) ? Number(p.rating) : 900 + 200 * p.difficulty;
  const rd = Number.isFinite(p.rd) ? Number(p.rd) : PUZZLE_RD;
  return { rating, rd, vol: START_VOL };
}

/**
 * asked is the number of the person's moves the puzzle asks (1 in a file
 * that does not say).
 * @param {Puzzle} p
 */
export function askedOf(p) {
  const n = Number(p.asked);
  return Number.isInteger(n) && n >= 1 && 2 * n - 1 <= p.line.length ? n : 1;
}

/**
 * PARSE_SLICE is how many lines parseLines reads between two pauses: the
 * 1,000 puzzles take about 20 ms to read on a laptop and four times that
 * on a slow phone, which in one piece held the page's start for as long.
 */
const PARSE_SLICE = 200;

/**
 * parseLines reads JSON Lines: one puzzle a line, blank lines skipped; a
 * line that is no puzzle is reported and left out. It pauses every
 * PARSE_SLICE lines, so that the page draws and answers in between.
 * @param {string} text
 * @returns {Promise<Puzzle[]>}
 */
async function parseLines(text) {
  /** @type {Puzzle[]} */
  const out = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (i > 0 && i % PARSE_SLICE === 0) await sleep(0);
    const line = lines[i];
    if (!line.trim()) continue;
    try {
      const p = JSON.parse(line);
      if (p && Number.isInteger(p.id) && typeof p.bfen === 'string' && Array.isArray(p.wins) && Array.isArray(p.line) && p.line.length > 0) out.push(p);
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
    const text = await this.fetchFile('puzzles.jsonl');
    this.state.list = text === null ? [] : await parseLines(text);
    const kept = read('puzzles');
    if (kept) {
      // A rating kept without its deviation (the page before's) is as
      // unsure as a new one.
      const sure = kept.rd !== undefined && kept.vol !== undefined;
      this.state.score = {
        ...kept,
        rating: kept.rating ?? START_RATING, rd: sure ? clampRD(Number(kept.rd)) : MAX_RD, vol: sure ? Number(kept.vol) : START_VOL,
      };
    }
    this.state.ratings = read('puzzleRatings') || {};
    const inProgress = read('puzzle');
    const p = inProgress ? this.state.list.find((x) => x.id === inProgress.id) : undefined;
    if (inProgress && p && this.store.state.game.owner === 'game') {
      if (inProgress.players) this.game.setHeldPlayers(inProgress.players);
      await this.start(p, inProgress.tried);
    } else {
      forget('puzzle');
    }
  }

  /** saveScore keeps the person's record and the puzzles' ratings. */
  saveScore() {
    write('puzzles', this.state.score);
    write('puzzleRatings', this.state.ratings);
  }

  /**
   * ratingOf is puzzle p's rating: learned on this device, or its start.
   * @param {Puzzle} p
   * @returns {Glicko}
   */
  ratingOf(p) {
    const r = this.state.ratings[String(p.id)];
    return r ? { rating: r[0], rd: clampRD(r[1]), vol: r[2] } : startRating(p);
  }

  /** @returns {Map<string, number>} each theme of the puzzles, in the order first met, with its puzzles */
  themeCounts() {
    /** @type {Map<string, number>} */
    const count = new Map();
    for (const p of this.state.list) for (const th of p.themes || []) count.set(th, (count.get(th) || 0) + 1);
    return count;
  }

  /** @returns {string[]} the themes of the puzzles, in the order first met */
  themes() {
    return [...this.themeCounts().keys()];
  }

  /**
   * chooseTheme offers only puzzles of theme from now on ('' any).
   * @param {string} theme
   */
  chooseTheme(theme) {
    this.state.score.theme = this.themes().includes(theme) ? theme : '';
    this.saveScore();
    this.store.redraw();
  }

  /** @returns {Puzzle[]} the puzzles of the theme chosen */
  ofTheme() {
    const theme = this.state.score.theme;
    return theme ? this.state.list.filter((p) => (p.themes || []).includes(theme)) : this.state.list;
  }

  /**
   * pick is the puzzle to offer next: of the theme chosen, not solved, not
   * the one on the board, not failed before if any other is left, its
   * rating nearest the person's (the first in the file on a tie).
   * @returns {Puzzle | null}
   */
  pick() {
    const s = this.state.score;
    const current = this.state.active ? this.state.active.puzzle.id : null;
    const open = this.ofTheme().filter((p) => !s.solved.includes(p.id) && p.id !== current);
    const fresh = open.filter((p) => !s.failed.includes(p.id));
    const pool = fresh.length ? fresh : open;
    /** @type {Puzzle | null} */
    let best = null;
    let gap = Infinity;
    for (const p of pool) {
      const d = Math.abs(this.ratingOf(p).rating - s.rating);
      if (d < gap) {
        best = p;
        gap = d;
      }
    }
    return best;
  }

  /**
   * next opens the next puzzle at the person's level; the last one not
   * solved comes again; when every puzzle (of the theme) is solved the
   * puzzles end and the page says so.
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
      const theme = this.state.score.theme;
      this.messages.info(theme ? words('puzzle.themeSolved', { theme: words(`theme.${theme}`), total: this.ofTheme().length })
        : words('puzzle.allSolved', { total: this.state.list.length }));
    }
  }

  /**
   * start opens puzzle p on the board; tried says the rating has already
   * counted it.
   * @param {Puzzle} p
   * @param {boolean} [tried]
   */
  async start(p, tried = false) {
    this.state.active = { puzzle: p, tried, answered: true, turn: 0 };
    this.state.answer = null;
    this.keep();
    await this.load();
  }

  keep() {
    const a = this.state.active;
    if (a) write('puzzle', { id: a.puzzle.id, tried: a.tried });
  }

  /**
   * same says whether the puzzle a is still the one on the board.
   * @param {NonNullable<import('../state.js').PuzzlesSlice['active']>} a
   */
  same(a) {
    return this.onBoard() && this.state.active === a;
  }

  /**
   * load sets the puzzle from its start: the position before the
   * opponent's last move, that move played on the board, then the first
   * turn asked.
   */
  async load() {
    const a = this.state.active;
    if (!a) return;
    const p = a.puzzle;
    a.turn = 0;
    a.answered = true;
    const intro = !!(p.before && p.last);
    this.state.phase = intro ? 'intro' : 'task';
    if (!(await this.open({ variant: p.variant, options: p.rules || {}, fen: intro ? String(p.before) : p.bfen }))) {
      await this.stop();
      return;
    }
    this.store.redraw();
    if (intro) {
      await this.game.play(String(p.last), true);
      if (!this.same(a)) return;
    }
    this.ask(a, 0);
  }

  /**
   * ask sets turn as the task: the person's move is awaited.
   * @param {NonNullable<import('../state.js').PuzzlesSlice['active']>} a
   * @param {number} turn
   */
  ask(a, turn) {
    a.turn = turn;
    a.answered = false;
    this.state.phase = 'task';
    this.store.redraw();
  }

  /**
   * resume sets the turn on the board again after a wrong move: the
   * position before the person's move of that turn.
   */
  async resume() {
    const a = this.state.active;
    if (!a) return;
    const p = a.puzzle;
    if (a.turn === 0) {
      await this.load();
      return;
    }
    const played = p.line.slice(0, 2 * a.turn);
    const start = p.before && p.last ? { fen: String(p.before), moves: [String(p.last), ...played] } : { fen: p.bfen, moves: played };
    if (!(await this.open({ variant: p.variant, options: p.rules || {}, ...start }))) {
      await this.stop();
      return;
    }
    this.ask(a, a.turn);
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
   * count rates the first try at the puzzle on the board: one game
   * between the person and the puzzle, won when the try solved it (a
   * wrong move or a hint is a try failed).
   * @param {boolean} won
   */
  count(won) {
    const a = this.state.active;
    if (!a || a.tried) return;
    const p = a.puzzle;
    const s = this.state.score;
    const [person, puzzle] = duel({ rating: s.rating, rd: s.rd, vol: s.vol }, this.ratingOf(p), won ? 1 : 0);
    s.rating = person.rating;
    s.rd = person.rd;
    s.vol = person.vol;
    this.state.ratings[String(p.id)] = [puzzle.rating, puzzle.rd, puzzle.vol];
    if (!won && !s.failed.includes(p.id)) s.failed.push(p.id);
    this.saveScore();
    a.tried = true;
    this.keep();
    this.store.redraw();
  }

  /**
   * onMove answers a move the person played (token as the rules wrote
   * it): the turn's winning move plays the opponent's answer and asks the
   * next turn, or solves the puzzle at the last turn asked; any other move
   * is answered with its refutation and taken back.
   * @param {string} token
   */
  async onMove(token) {
    const a = this.state.active;
    if (!a || a.answered || this.state.phase !== 'task') return;
    const p = a.puzzle;
    const turn = a.turn;
    a.answered = true;
    if (token === p.line[2 * turn]) {
      if (turn + 1 < askedOf(p)) {
        const reply = p.line[2 * turn + 1];
        this.state.answer = { verdict: 'right', token, reply };
        this.store.redraw();
        await this.game.play(reply, true);
        if (this.same(a)) this.ask(a, turn + 1);
        return;
      }
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
    const refute = turn === 0 ? p.refute : (p.refutes || [])[turn - 1];
    this.state.answer = { verdict: 'failed', token, reply: (refute || {})[token] || '' };
    this.state.phase = 'failed';
    this.store.redraw();
    // The move's end stays in view a moment, then the turn is set again
    // (the refutation stays in view while the person tries again).
    await this.retry(() => this.state.active === a, () => this.resume());
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
