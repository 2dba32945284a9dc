// review.js: the review of a game. When the game graph (ctrl/graph.js) has
// judged every move of a game as the review's plan says (reviewplan.js),
// the review lists the person's mistakes: the moves its verdicts mark
// (the mover's chance to win, with the move played against the engine's
// best move from the same position, fell by the rules' "marks"), each
// with its size, whether the game was already decided before it, the
// engine's better move and its line, and the plain reason the rules see in the lines (the
// rules' explain, POST /api/explain: the game lost, the nyumba given up
// or taken, seeds captured by the reply, a capture missed). A tap on a
// mistake shows the position before it on the board with the better move
// marked, and the mistake in a box under the board; when the reviewed
// game is an earlier one, it borrows the board and the game in progress
// is set aside until the box is closed. "Play on from here" starts a game
// from that position with the reviewed game's players and strength (the
// page asks first when it would replace a game in progress), and so does
// a move the person plays on the reviewed game's board. A game the
// person finishes against the engine is reviewed at once, in the
// background; the end banner's Review button opens it. The last review
// made is kept in storage and comes back after a reload, its graph too:
// on a phone it is a minute's work.

import { words } from '../i18n.js';
import { gameKey } from '../gamedata.js';
import { marked } from '../reviewplan.js';
import { read, write } from '../storage.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').GameRecord} GameRecord */
/** @typedef {import('../state.js').GraphPoint} GraphPoint */
/** @typedef {import('../state.js').Verdict} Verdict */
/** @typedef {import('../state.js').Players} Players */
/** @typedef {import('../state.js').ReviewItem} ReviewItem */
/** @typedef {import('../state.js').Side} Side */
/** @typedef {import('../state.js').Strength} Strength */
/** @typedef {import('../client/rules.js').Rules} Rules */
/** @typedef {import('./game.js').GameCtrl} GameCtrl */
/** @typedef {import('./hint.js').HintCtrl} HintCtrl */
/** @typedef {import('./messages.js').Messages} Messages */

/** LINE_SENT bounds the lines sent to /api/explain (it reads the first moves). */
const LINE_SENT = 16;

/**
 * reviewedSides are the sides whose mistakes a review lists: the
 * person's in a game against the engine, else both.
 * @param {Players} players
 * @returns {Side[]}
 */
function reviewedSides(players) {
  const humans = /** @type {Side[]} */ (['S', 'N']).filter((s) => players[s] === 'human');
  return humans.length === 1 ? humans : ['S', 'N'];
}

/**
 * What the review asks of the rest of the page.
 * @typedef {object} ReviewDeps
 * @property {{running: () => boolean, isCurrent: () => boolean, run: () => void}} graph
 * @property {(id: string) => void} showTab
 * @property {(s: Strength) => void} setStrength
 */

/** ReviewCtrl is the review of the last game graphed. */
export class ReviewCtrl {
  /**
   * @param {Store} store
   * @param {Rules} rules
   * @param {Pick<GameCtrl, 'own' | 'onGameOver' | 'onChange' | 'key' | 'sitting' | 'closeBanner' | 'goTo' | 'borrow' |
   *   'giveBack' | 'confirmReplace' | 'newGame'>} game
   * @param {Pick<HintCtrl, 'mark'>} hint
   * @param {Messages} messages
   * @param {ReviewDeps} deps
   */
  constructor(store, rules, game, hint, messages, deps) {
    this.store = store;
    this.rules = rules;
    this.game = game;
    this.hint = hint;
    this.messages = messages;
    this.deps = deps;
    /** @type {{sitting: import('../state.js').Sitting, strength: Strength} | null} the game being graphed */
    this.pending = null;
    // A move on the reviewed game's board plays on from there as Play on
    // from here does: against the reviewed game's strength.
    game.own('review', {
      release: () => { this.state.chosen = null; },
      adopted: () => { if (this.state.strength) this.deps.setStrength(this.state.strength); },
    });
    game.onGameOver(() => this.gameOver());
    game.onChange(() => this.follow());
  }

  get state() {
    return this.store.state.review;
  }

  /** @returns {ReviewItem | null} the mistake shown on the board */
  chosenItem() {
    return this.state.items.find((it) => it.ply === this.state.chosen) || null;
  }

  /** @returns {boolean} the reviewed game is the one on the board */
  onBoard() {
    return this.state.key !== null && this.state.key === this.game.key();
  }

  /**
   * follow keeps the mistake's box only while its position is shown (or
   * while the review holds the board, until it is closed).
   */
  follow() {
    const r = this.state;
    if (r.chosen === null || this.store.state.game.owner === 'review') return;
    if (!this.onBoard() || this.store.state.game.view !== r.chosen - 1) r.chosen = null;
  }

  /**
   * gameOver runs when a game the person played ends: one played against
   * the engine is reviewed at once.
   */
  gameOver() {
    const g = this.store.state.game;
    const humans = /** @type {Side[]} */ (['S', 'N']).filter((s) => g.players[s] === 'human');
    if (humans.length !== 1 || g.game.moves.length < 2) return;
    if (!this.deps.graph.running() && !this.deps.graph.isCurrent()) this.deps.graph.run();
  }

  /** open shows the review, starting it when the game on the board has none. */
  open() {
    this.game.closeBanner();
    this.messages.hide();
    this.deps.showTab('panel-graph');
    if (!this.deps.graph.running() && !this.onBoard()) this.deps.graph.run();
    this.store.redraw();
  }

  /** started runs when the graph starts on the game on the board: the old list goes. */
  started() {
    const r = this.state;
    this.pending = { sitting: this.game.sitting(), strength: { ...this.store.state.settings.strength } };
    r.items = [];
    r.sitting = null;
    r.strength = null;
    r.key = null;
    r.chosen = null;
    r.phase = 'running';
    this.store.redraw();
  }

  /** @returns {Side[]} the sides whose mistakes the review being made lists */
  sides() {
    return this.pending ? reviewedSides(this.pending.sitting.players) : ['S', 'N'];
  }

  /** cancelled runs when the graph stops before its end. */
  cancelled() {
    this.state.phase = 'off';
    this.store.redraw();
  }

  /**
   * fromGraph makes the review from a finished graph of game: per ply the
   * mover's chance (points), and per move the plan's verdict (verdicts).
   * @param {GameRecord} g
   * @param {GraphPoint[]} pts
   * @param {(Verdict | null)[]} verdicts
   */
  async fromGraph(g, pts, verdicts) {
    const r = this.state;
    const pending = this.pending;
    if (!pending) return;
    const key = gameKey(g);
    const sides = reviewedSides(pending.sitting.players);
    /** @type {ReviewItem[]} */
    const items = [];
    verdicts.forEach((vd, i) => {
      const side = pts[i] ? pts[i].side : null;
      if (!vd || !marked(vd) || !side || !sides.includes(side)) return;
      const move = g.moves[i];
      // A verdict marks only a move other than the search's best.
      if (!vd.line.length || vd.line[0] === move) return;
      items.push({
        ply: i + 1, move, mark: vd.mark, side, before: vd.before, after: vd.after, drop: vd.drop, decided: vd.decided,
        better: vd.line, reply: vd.reply, why: null,
      });
    });
    await Promise.all(items.map(async (it) => {
      try {
        it.why = await this.rules.explain({ ...g, moves: g.moves.slice(0, it.ply) },
          it.reply.slice(0, LINE_SENT), it.better.slice(0, LINE_SENT));
      } catch (e) {
        it.why = null; // no plain reason: the chances and the line still say it
      }
    }));
    if (this.pending !== pending) return; // another review began meanwhile
    r.sitting = { ...pending.sitting, game: g };
    r.strength = pending.strength;
    r.key = key;
    r.sides = sides;
    r.items = items;
    r.chosen = null;
    r.phase = 'done';
    this.save(pts, verdicts);
    this.store.redraw();
  }

  /**
   * save keeps the review just made, with its graph's points and the
   * judged chances of its moves.
   * @param {GraphPoint[]} pts
   * @param {(Verdict | null)[]} verdicts
   */
  save(pts, verdicts) {
    const r = this.state;
    if (!r.sitting) return;
    write('review', {
      sitting: r.sitting, strength: r.strength || undefined, sides: r.sides, items: r.items,
      points: pts.map((p) => (p ? /** @type {[Side, number, string]} */ ([p.side, p.chance, p.mark]) : null)),
      verdicts: verdicts.map((vd) => (vd ? /** @type {[number, number, import('../state.js').Decided]} */ ([vd.before, vd.after, vd.decided]) : null)),
    });
  }

  /**
   * restore brings back the last review kept, and its graph, when the
   * rules' table knows its game's variant: the review list as it was, and
   * the graph of the game (drawn while that game is on the board).
   */
  restore() {
    const kept = read('review');
    const info = this.store.state.info;
    if (!kept || !info || !info.variants.includes(kept.sitting.game.variant)) return;
    const g = kept.sitting.game;
    const key = gameKey(g);
    const r = this.state;
    Object.assign(r, {
      sitting: kept.sitting, strength: kept.strength || null, key, sides: kept.sides, items: kept.items, chosen: null, phase: 'done',
    });
    const byPly = new Map(kept.items.map((it) => [it.ply, it]));
    const gr = this.store.state.graph;
    gr.game = g;
    gr.key = key;
    gr.points = kept.points.map((p) => (p ? { side: p[0], chance: p[1], south: p[0] === 'S' ? p[1] : 1 - p[1], info: null, mark: p[2] } : null));
    gr.verdicts = kept.verdicts.map((x, i) => {
      if (!x) return null;
      const it = byPly.get(i + 1);
      const mark = it ? it.mark : (kept.points[i + 1] || [])[2] || '';
      return {
        best: it ? it.better[0] : '', line: it ? it.better : [], reply: it ? it.reply : [],
        before: x[0], after: x[1], drop: Math.max(x[0] - x[1], 0), mark, decided: x[2], depth: 0,
      };
    });
    gr.rev++;
  }

  /**
   * show puts the position before the mistake on the board, the better
   * move marked: on the board's own game, or borrowing the board for the
   * reviewed game while the person's game is set aside.
   * @param {ReviewItem} it
   */
  async show(it) {
    const r = this.state;
    if (!r.sitting) return;
    r.chosen = null; // not closed by the move to its position
    if (this.onBoard()) {
      await this.game.goTo(it.ply - 1);
    } else if (!(await this.game.borrow('review', r.sitting, it.ply - 1))) {
      return;
    }
    r.chosen = it.ply;
    this.hint.mark(it.better[0], it.ply - 1);
    this.store.redraw();
  }

  /** close takes the mistake's box away, and gives the board back to the person's game. */
  async close() {
    this.state.chosen = null;
    if (this.store.state.game.owner === 'review') await this.game.giveBack();
    this.store.redraw();
  }

  /**
   * playOn starts a game from the position before the mistake shown, with
   * the reviewed game's players, strength and Level Seed; the page asks
   * first when it would replace a game in progress.
   */
  async playOn() {
    const it = this.chosenItem();
    const s = this.state.sitting;
    if (!it || !s) return;
    if (!(await this.game.confirmReplace())) return;
    const moves = s.game.moves.slice(0, it.ply - 1);
    if (this.state.strength) this.deps.setStrength(this.state.strength);
    const ok = await this.game.newGame({
      game: { ...s.game, moves }, players: s.players, levelSeed: s.levelSeed, hints: s.hints.filter((p) => p < moves.length),
    }, words('review.playingOn', { move: it.move }));
    if (ok) this.state.chosen = null;
    this.store.redraw();
  }
}
