// game.js: the game controller. It keeps the game on the board as data
// (variant, rule options, start BFEN, moves), the ply shown, the players,
// the hints and the Level Seed, and asks the rules (the client's Rules)
// for every rules answer: moving, navigation, take back, a new game.
//
// The board has one owner at a time: the person's own game, a lesson, a
// puzzle, or the review's earlier game. While another owner holds the
// board, the person's game is set aside (held), kept in storage as it
// was, and given back when that owner lets go (the lesson stops, the
// puzzles are left, the review's mistake is closed): nothing replaces the
// person's game but a new game, and where a new game would replace a
// game in progress the page asks first (confirmReplace).

import { errorWords } from '../connection.js';
import { words, countWords, sideWords, text, join } from '../i18n.js';
import { gameKey, sideOf } from '../gamedata.js';
import { read, write } from '../storage.js';
import { sleep } from '../wait.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').GameState} GameState */
/** @typedef {import('../state.js').GameRecord} GameRecord */
/** @typedef {import('../state.js').Sitting} Sitting */
/** @typedef {import('../state.js').Owner} Owner */
/** @typedef {import('../state.js').Players} Players */
/** @typedef {import('../state.js').Side} Side */
/** @typedef {import('../state.js').State} State */
/** @typedef {import('../state.js').Words} Words */
/** @typedef {import('../client/rules.js').Rules} Rules */
/** @typedef {import('../client/types.js').LegalAnswer} LegalAnswer */
/** @typedef {import('../client/types.js').TraceEvent} TraceEvent */
/** @typedef {import('./messages.js').Messages} Messages */

/**
 * What the board's view does for a move: show its sowing, and the
 * refusal of a tapped hole.
 * @typedef {object} Animator
 * @property {() => void} begin a move begins: its sowing is shown unless skipped
 * @property {(trace: TraceEvent[], mover: Side) => Promise<void>} animate
 * @property {() => void} skip ends the sowing shown (or about to be) at once
 * @property {(hole: string) => void} refuse
 */

/**
 * The questions the page asks in a dialog.
 * @typedef {object} Questions
 * @property {() => Promise<'stop' | 'safari' | 'cancel'>} safari stop in the nyumba or sow on
 * @property {() => Promise<boolean>} replace leave the game in progress for a new one
 */

/**
 * An owner of the board other than the person's game: what it does with
 * the person's moves, a take back and a hint, the status line it shows,
 * release, called when it loses the board to another, and adopted,
 * called when its game becomes the person's (adopt) before release.
 * @typedef {object} BoardOwner
 * @property {(token: string) => void} [onMove]
 * @property {() => void} [adopted]
 * @property {() => Promise<void>} [takeBack]
 * @property {() => void} [onHint]
 * @property {(position: State) => Words} [status]
 * @property {() => void} release
 */

/**
 * A game for the board: the game with its players, hints and seed.
 * @typedef {{game: GameRecord, players: Players, hints?: number[], levelSeed?: number}} NewSitting
 */

/** GameCtrl is the game on the board. */
export class GameCtrl {
  /**
   * @param {Store} store
   * @param {Rules} rules
   * @param {Messages} messages
   * @param {Animator} animator
   * @param {Questions} questions
   */
  constructor(store, rules, messages, animator, questions) {
    this.store = store;
    this.rules = rules;
    this.messages = messages;
    this.animator = animator;
    this.questions = questions;
    /** @type {Partial<Record<Owner, BoardOwner>>} */
    this.owners = {};
    /** @type {(() => void)[]} called after the shown position changed */
    this.changeListeners = [];
    /** @type {(() => void)[]} called when a move starts */
    this.playListeners = [];
    /** @type {(() => void)[]} called when a game the person plays ends */
    this.overListeners = [];
    /** @type {(() => void)[]} called when a new game is set up */
    this.newGameListeners = [];
    /** @type {Promise<void> | null} the move being played */
    this.playing = null;
  }

  /** @returns {GameState} */
  get state() {
    return this.store.state.game;
  }

  // ---- the narrow interface of the features ---------------------------

  /**
   * own registers the owner of the board named name.
   * @param {Owner} name
   * @param {BoardOwner} owner
   */
  own(name, owner) {
    this.owners[name] = owner;
  }

  /** @param {() => void} fn */
  onChange(fn) {
    this.changeListeners.push(fn);
  }

  /** @param {() => void} fn */
  onPlay(fn) {
    this.playListeners.push(fn);
  }

  /** @param {() => void} fn */
  onGameOver(fn) {
    this.overListeners.push(fn);
  }

  /** @param {() => void} fn */
  onNewGame(fn) {
    this.newGameListeners.push(fn);
  }

  /** @returns {BoardOwner | undefined} the owner holding the board, when not the person's game */
  holder() {
    return this.state.owner === 'game' ? undefined : this.owners[this.state.owner];
  }

  /**
   * current is the game on the board, a copy.
   * @returns {GameRecord}
   */
  current() {
    const g = this.state.game;
    return { ...g, options: { ...g.options }, moves: g.moves.slice() };
  }

  /**
   * upTo is the game on the board with only its first ply moves.
   * @param {number} ply
   * @returns {GameRecord}
   */
  upTo(ply) {
    return { ...this.state.game, moves: this.state.game.moves.slice(0, ply) };
  }

  /** @returns {Sitting} the game on the board with its players, hints and seed, a copy */
  sitting() {
    const st = this.state;
    return { game: this.current(), players: { ...st.players }, hints: st.hints.slice(), levelSeed: st.levelSeed };
  }

  atEnd() {
    return this.state.view === this.state.game.moves.length;
  }

  /** humanToMove says whether the person may move on the board now. */
  humanToMove() {
    const st = this.state;
    return !!st.position && !st.position.gameOver && st.players[st.position.side] === 'human' && !st.busy;
  }

  /**
   * inProgress says whether the person's game (on the board or set
   * aside) has moves and has not ended: a new game would lose it.
   */
  inProgress() {
    const st = this.state;
    if (st.held) return st.held.game.moves.length > 0 && !st.held.ended;
    return st.owner === 'game' && st.game.moves.length > 0 && !st.ended;
  }

  /**
   * confirmReplace asks the person, when a game is in progress, whether a
   * new game may replace it; it resolves with the answer (true when
   * there is nothing to lose).
   * @returns {Promise<boolean>}
   */
  async confirmReplace() {
    if (!this.inProgress()) return true;
    return this.questions.replace();
  }

  // ---- putting games on the board -------------------------------------

  /**
   * check asks the rules for the game's position at ply (and whether the
   * game has ended), or returns why they refuse it.
   * @param {GameRecord} game
   * @param {number} ply
   * @returns {Promise<{res: LegalAnswer, ended: boolean} | {why: Words}>}
   */
  async check(game, ply) {
    try {
      const res = await this.rules.legal(game, ply);
      const ended = ply === game.moves.length ? res.state.gameOver : (await this.rules.legal(game, game.moves.length)).state.gameOver;
      return { res, ended };
    } catch (e) {
      return { why: errorWords(e) };
    }
  }

  /**
   * put makes a checked game the board's, shown at ply.
   * @param {NewSitting} s
   * @param {{res: LegalAnswer, ended: boolean}} ok
   * @param {number} ply
   */
  put(s, ok, ply) {
    const st = this.state;
    const moves = s.game.moves.slice();
    const g = ok.res.game;
    st.game = { variant: g.variant, options: { ...(g.options || {}) }, fen: g.fen || '', moves };
    st.players = { ...s.players };
    st.hints = (s.hints || []).filter((p) => p < moves.length);
    st.levelSeed = checkedSeed(s.levelSeed);
    st.ended = ok.ended;
    st.view = ply;
    st.position = ok.res.state;
    st.selected = null;
    st.lastFrom = ply > 0 ? moves[ply - 1].slice(0, 2) : null;
    st.touched = [];
  }

  /**
   * release tells the owner holding the board, if any, that it lost it.
   */
  releaseHolder() {
    const h = this.holder();
    if (h) h.release();
  }

  /**
   * newGame makes s the person's new game, at its end (a question, where
   * one is needed, is the caller's: confirmReplace). The rules must
   * accept it first: a game they refuse is reported and the board stays
   * as it was, playable. note is the message to show. It resolves with
   * whether the game was started.
   * @param {NewSitting} s
   * @param {Words} [note]
   * @returns {Promise<boolean>}
   */
  async newGame(s, note) {
    await this.settle();
    const ok = await this.check(s.game, s.game.moves.length);
    if ('why' in ok) {
      this.messages.error(words('error.newGame', { why: ok.why }));
      this.changed(); // the engine thinks again if it was its turn
      return false;
    }
    await this.settle(); // a move started meanwhile is finished first
    this.releaseHolder();
    const st = this.state;
    st.owner = 'game';
    st.held = null;
    this.put(s, ok, s.game.moves.length);
    st.announced = false;
    st.banner = false;
    for (const fn of this.newGameListeners) fn();
    if (note) this.messages.info(note);
    else this.messages.hide();
    this.save();
    this.changed();
    return true;
  }

  /**
   * borrow puts s on the board for owner, shown at ply (its end by
   * default), and sets the person's game aside until giveBack; another
   * owner holding the board loses it. A game the rules refuse leaves the
   * board as it was and resolves false.
   * @param {Owner} owner
   * @param {NewSitting} s
   * @param {number} [ply]
   * @returns {Promise<boolean>}
   */
  async borrow(owner, s, ply = s.game.moves.length) {
    await this.settle();
    const ok = await this.check(s.game, ply);
    if ('why' in ok) {
      this.messages.error(words('error.newGame', { why: ok.why }));
      return false;
    }
    await this.settle();
    const st = this.state;
    if (st.owner === 'game') {
      st.held = { ...this.sitting(), ended: st.ended };
    } else if (st.owner !== owner) {
      this.releaseHolder();
    }
    st.owner = owner;
    this.put(s, ok, ply);
    st.announced = true; // a lesson's or a review's end is no game of the person's
    st.banner = false;
    for (const fn of this.newGameListeners) fn();
    this.messages.hide();
    this.changed();
    return true;
  }

  /**
   * giveBack puts the person's game back on the board, at its end, when
   * another owner held it.
   * @returns {Promise<void>}
   */
  async giveBack() {
    const st = this.state;
    const h = st.held;
    if (st.owner === 'game' || !h) return;
    await this.settle();
    st.owner = 'game';
    st.held = null;
    const ok = await this.check(h.game, h.game.moves.length);
    if ('why' in ok) {
      // Not the rules' game any more (they changed?): a fresh one.
      await this.newGame({ game: { ...h.game, fen: '', moves: [] }, players: h.players });
      return;
    }
    this.put(h, ok, h.game.moves.length);
    st.announced = true; // its end, if it had ended, was told before
    st.banner = false;
    for (const fn of this.newGameListeners) fn();
    this.save();
    this.changed();
  }

  /**
   * adopt makes the game on the board the person's own, when the review
   * holds it and the person plays on it: the game in progress, set aside,
   * is replaced if the person agrees. It resolves with whether the board
   * is the person's game now.
   * @returns {Promise<boolean>}
   */
  async adopt() {
    const st = this.state;
    if (st.owner === 'game') return true;
    if (st.owner !== 'review') return true; // a lesson's or a puzzle's moves are the drill's
    if (!(await this.confirmReplace())) return false;
    const h = this.holder();
    if (h && h.adopted) h.adopted();
    this.releaseHolder();
    st.owner = 'game';
    st.held = null;
    st.announced = st.ended;
    this.save();
    return true;
  }

  /**
   * restore goes on with the game kept in storage when the rules accept
   * it (its variant, its rule options and every move): anything else is
   * forgotten and the page starts afresh. It returns what was kept of
   * the engine's strength, for the settings.
   * @returns {Promise<import('../state.js').Strength | undefined>}
   */
  async restore() {
    const kept = read('game');
    const info = this.store.state.info;
    if (!kept || !info) return undefined;
    const names = info.options.map((o) => o.name);
    if (!info.variants.includes(kept.game.variant) || !Object.keys(kept.game.options).every((k) => names.includes(k))) return undefined;
    const ok = await this.check(kept.game, kept.game.moves.length);
    if ('why' in ok) return undefined;
    const players = kept.players || this.state.players;
    this.put({ game: kept.game, players, hints: kept.hints, levelSeed: kept.levelSeed }, ok, kept.game.moves.length);
    this.state.announced = ok.ended;
    return kept.strength;
  }

  /**
   * setHeldPlayers sets the players of the person's game set aside: the
   * page before kept them with a lesson or a puzzle in progress.
   * @param {Players} players
   */
  setHeldPlayers(players) {
    const st = this.state;
    if (st.held) st.held.players = { ...players };
    else if (st.owner === 'game') st.players = { ...players };
    this.save();
  }

  /** save keeps the person's game (the one set aside, while there is one). */
  save() {
    const st = this.state;
    const s = st.held || (st.owner === 'game' ? st : null);
    if (!s) return;
    write('game', {
      game: s.game, hints: s.hints, players: s.players, levelSeed: s.levelSeed, strength: this.store.state.settings.strength,
    });
  }

  /**
   * hinted counts a hint shown at ply (the record's Hints tag) and selects
   * the hinted move's hole.
   * @param {number} ply
   * @param {string} hole
   */
  hinted(ply, hole) {
    const st = this.state;
    if (!st.hints.includes(ply)) st.hints.push(ply);
    st.selected = hole;
    this.save();
  }

  // ---- moving -----------------------------------------------------------

  /**
   * selectHole answers a tap on a hole: it selects it (its arrows shown)
   * when a move starts there, else says why not.
   * @param {string} hole
   */
  selectHole(hole) {
    const st = this.state;
    const pos = st.position;
    if (!pos) return;
    if (st.busy) {
      this.messages.info(words('move.wait'));
      return;
    }
    if (pos.gameOver) {
      this.refuse(hole, words('move.over', { reason: reasonWords(pos) }));
      return;
    }
    if (st.players[pos.side] !== 'human') {
      this.refuse(hole, words('move.engineTurn', { side: sideWords(pos.side) }));
      return;
    }
    if (!pos.legal.some((m) => m.hole === hole)) {
      const holes = [...new Set(pos.legal.map((m) => m.hole))].join(', ');
      /** @type {import('../state.js').Word} */
      let whose = '';
      if (hole === pos.takasia) whose = join(words('move.blocked', { hole }), ' ');
      else if (sideOf(hole) !== pos.side) whose = join(words('move.notYours', { hole, side: sideWords(sideOf(hole)) }), ' ');
      this.refuse(hole, words('move.illegal', { why: whose, side: sideWords(pos.side), holes }));
      return;
    }
    st.selected = st.selected === hole ? null : hole;
    this.messages.hide();
    this.store.redraw();
  }

  /** deselect takes the selection away. */
  deselect() {
    if (!this.state.selected) return;
    this.state.selected = null;
    this.store.redraw();
  }

  /**
   * refuse shows why a tap on hole does nothing.
   * @param {string} hole
   * @param {Words} why
   */
  refuse(hole, why) {
    this.animator.refuse(hole);
    this.messages.error(why);
  }

  /**
   * chooseArrow plays the move of the selected hole in the arrow's
   * direction, asking about the safari where the move may go on.
   * @param {string} hole
   * @param {string} letter
   */
  async chooseArrow(hole, letter) {
    const pos = this.state.position;
    if (!pos) return;
    const cands = pos.legal.filter((m) => m.hole === hole && m.letter === letter);
    if (cands.length === 0) return;
    let move = cands[0].move;
    if (cands.length > 1) {
      const choice = await this.questions.safari();
      if (choice === 'cancel') return;
      move = (cands.find((m) => m.safari === (choice === 'safari')) || cands[0]).move;
    }
    await this.play(move);
  }

  /**
   * playTyped plays a move typed as a token, on the person's turn.
   * @param {string} token
   * @returns {boolean} whether it was the person's turn
   */
  playTyped(token) {
    if (!this.humanToMove()) {
      const over = !!this.state.position && this.state.position.gameOver;
      this.messages.error(words(over ? 'entry.over' : 'entry.notYourTurn'));
      return false;
    }
    this.play(token);
    return true;
  }

  /**
   * play plays a move token (from a tap, the keyboard or the engine),
   * shows its sowing and goes on with the game.
   * @param {string} token
   * @param {boolean} [byEngine]
   */
  async play(token, byEngine = false) {
    const st = this.state;
    if (st.busy) return;
    if (!byEngine && !(await this.adopt())) return;
    st.busy = true;
    this.animator.begin();
    /** @type {() => void} */
    let done = () => {};
    this.playing = new Promise((resolve) => { done = resolve; });
    /** @type {string | null} */
    let played = null;
    try {
      played = await this.playMove(token, byEngine);
    } finally {
      st.busy = false;
      this.playing = null;
      done();
    }
    this.save();
    this.store.redraw();
    const owner = this.holder();
    if (played && !byEngine && owner && owner.onMove) owner.onMove(played);
    this.changed();
  }

  /**
   * playMove asks the rules to play token at the shown ply, shows the
   * sowing and makes the result the board's; it returns the move as the
   * rules wrote it, or null when they refused it.
   * @param {string} token
   * @param {boolean} byEngine
   * @returns {Promise<string | null>}
   */
  async playMove(token, byEngine) {
    const st = this.state;
    for (const fn of this.playListeners) fn();
    st.selected = null;
    this.store.redraw();
    let res;
    try {
      res = await this.rules.play(this.upTo(st.view), token);
    } catch (e) {
      this.messages.error(byEngine ? words('error.engineMove', { move: token, why: errorWords(e) }) : errorWords(e));
      return null;
    }
    this.messages.hide();
    this.store.redraw();
    await this.animator.animate(res.trace, st.position ? st.position.side : 'S');
    const g = res.game;
    st.game = { variant: g.variant, options: { ...(g.options || {}) }, fen: g.fen || '', moves: g.moves };
    st.hints = st.hints.filter((p) => p < st.game.moves.length);
    st.view = st.game.moves.length;
    st.position = res.state;
    st.ended = res.state.gameOver;
    st.lastFrom = res.move.slice(0, 2);
    st.touched = [...new Set(res.trace.filter((e) => e.kind === 'sow').map((e) => e.hole))];
    return res.move;
  }

  /**
   * freeze keeps the board still for ms (a lesson's wrong move stays in
   * view): the person's moves wait.
   * @param {number} ms
   */
  async freeze(ms) {
    this.state.busy = true;
    this.store.redraw();
    await sleep(ms);
    this.state.busy = false;
    this.store.redraw();
  }

  /** settle finishes the move being played at once (its sowing not shown). */
  async settle() {
    this.animator.skip();
    while (this.playing) await this.playing;
  }

  /**
   * changed runs after the shown position changed: it announces a game
   * that ended, tells the listeners (the engine thinks, the analysis
   * starts again) and redraws.
   */
  changed() {
    const st = this.state;
    if (st.owner === 'game' && st.position && st.position.gameOver && this.atEnd() && !st.announced) {
      st.announced = true;
      st.banner = true;
      for (const fn of this.overListeners) fn();
    }
    for (const fn of this.changeListeners) fn();
    this.store.redraw();
  }

  // ---- navigation and take back ----------------------------------------

  /**
   * goTo shows the position after ply moves.
   * @param {number} ply
   */
  async goTo(ply) {
    await this.settle();
    const st = this.state;
    ply = Math.max(0, Math.min(ply, st.game.moves.length));
    if (ply === st.view) return;
    let res;
    try {
      res = await this.rules.legal(st.game, ply);
    } catch (e) {
      this.messages.error(errorWords(e));
      return;
    }
    st.view = ply;
    st.position = res.state;
    st.selected = null;
    st.lastFrom = ply > 0 ? st.game.moves[ply - 1].slice(0, 2) : null;
    st.touched = [];
    this.changed();
  }

  /**
   * takeBack takes the last move back; against the engine, back to the
   * person's turn. In a lesson or a puzzle it sets the task again.
   */
  async takeBack() {
    await this.settle();
    const st = this.state;
    if (st.game.moves.length === 0 || st.owner === 'review') return;
    const owner = this.holder();
    if (owner && owner.takeBack) {
      await owner.takeBack();
      return;
    }
    let n = 1;
    const len = st.game.moves.length;
    const humans = /** @type {Side[]} */ (['S', 'N']).filter((s) => st.players[s] === 'human');
    if (humans.length === 1 && len >= 2) {
      try {
        const res = await this.rules.legal(st.game, len - 1);
        if (res.state.side !== humans[0]) n = 2;
      } catch (e) {
        this.messages.error(errorWords(e));
        return;
      }
    }
    const game = { ...st.game, moves: st.game.moves.slice(0, len - n) };
    const ok = await this.check(game, game.moves.length);
    if ('why' in ok) {
      this.messages.error(ok.why);
      return;
    }
    this.put({ game, players: st.players, hints: st.hints, levelSeed: st.levelSeed }, ok, game.moves.length);
    st.announced = false;
    st.banner = false;
    this.messages.info(countWords('takeback.done', n));
    this.save();
    this.changed();
  }

  // ---- players and the board ---------------------------------------------

  /**
   * setPlayer makes who play side.
   * @param {Side} side
   * @param {'human' | 'engine'} who
   */
  setPlayer(side, who) {
    this.state.players[side] = who;
    this.save();
    this.changed();
  }

  /** flip turns the board round. */
  flip() {
    this.state.flipped = !this.state.flipped;
    if (this.state.busy) this.animator.skip(); // the move's end draws the flipped board
    else this.store.redraw();
  }

  /** closeBanner hides the end-of-game banner. */
  closeBanner() {
    this.state.banner = false;
    this.store.redraw();
  }

  /**
   * key identifies the game on the board.
   */
  key() {
    return gameKey(this.state.game);
  }
}

/**
 * checkedSeed is seed when it is a Level Seed (a whole number
 * 0..2147483647, as a record's LevelSeed tag or a kept game has it),
 * else a new random one (docs/levels.md): two games at one level differ,
 * and a record's seed replays its game.
 * @param {unknown} seed
 * @returns {number}
 */
export function checkedSeed(seed) {
  if (/^[0-9]{1,10}$/.test(String(seed)) && Number(seed) <= 0x7fffffff) return Number(seed);
  return (crypto.getRandomValues(new Uint32Array(1))[0] & 0x7fffffff) || 1;
}

/**
 * reasonWords says why a game ended, from the rules' reason code and the
 * side it names (web/rulesapi State); the rules' English without one.
 * @param {State} st
 * @returns {Words}
 */
export function reasonWords(st) {
  if (!st.reasonCode || !st.reasonSide) return text(st.reason || '');
  return words(`reason.${st.reasonCode}`, { side: sideWords(st.reasonSide) });
}
