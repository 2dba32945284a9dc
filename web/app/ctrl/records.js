// records.js: BFEN import and export, game record import and export. The
// rules check everything (BFEN fields, every move of a record); a record
// or a BFEN loaded replaces the person's game, after the page asks when
// that game is in progress.

import { errorWords } from '../connection.js';
import { words, countWords, sideWords, join, text } from '../i18n.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Side} Side */
/** @typedef {import('../state.js').Words} Words */
/** @typedef {import('../client/rules.js').Rules} Rules */
/** @typedef {import('./game.js').GameCtrl} GameCtrl */
/** @typedef {import('./messages.js').Messages} Messages */

/**
 * What the records ask of the rest of the page.
 * @typedef {object} RecordDeps
 * @property {() => Record<string, string>} levelTags the record's tags of a game against a level
 * @property {(tags: Record<string, string>) => void} takeLevel sets the strength a record's tags name
 */

/** RecordsCtrl reads and writes BFENs and game records. */
export class RecordsCtrl {
  /**
   * @param {Store} store
   * @param {Rules} rules
   * @param {Pick<GameCtrl, 'onNewGame' | 'confirmReplace' | 'newGame'>} game
   * @param {Messages} messages
   * @param {RecordDeps} deps
   */
  constructor(store, rules, game, messages, deps) {
    this.store = store;
    this.rules = rules;
    this.game = game;
    this.messages = messages;
    this.deps = deps;
    // A record written is of the game it was written from.
    game.onNewGame(() => {
      if (store.state.download) URL.revokeObjectURL(store.state.download.url);
      store.state.download = null;
    });
  }

  /**
   * loadBFEN starts a game from a BFEN, under the variant and the rule
   * options of the game on the board.
   * @param {string} fen
   */
  async loadBFEN(fen) {
    const g = this.store.state.game.game;
    let res;
    try {
      res = await this.rules.bfen(fen.trim(), g.variant);
    } catch (e) {
      this.messages.error(words('io.bfen.refused', { why: errorWords(e) }));
      return;
    }
    if (!(await this.game.confirmReplace())) return;
    await this.game.newGame({ game: { variant: g.variant, options: g.options, fen: res.fen, moves: [] }, players: this.store.state.game.players },
      words('io.bfen.loaded', { side: sideWords(res.state.side) }));
  }

  /**
   * copyBFEN puts the shown position's BFEN on the clipboard; it resolves
   * false when the browser refused (the person copies it by hand).
   * @param {string} fen
   * @returns {Promise<boolean>}
   */
  async copyBFEN(fen) {
    try {
      await navigator.clipboard.writeText(fen);
      this.messages.info(words('io.bfen.copied'));
      return true;
    } catch (e) {
      this.messages.info(words('io.bfen.copyByHand'));
      return false;
    }
  }

  /**
   * exportRecord writes the record of the game on the board; it resolves
   * with its text, or null when the rules refused.
   * @returns {Promise<string | null>}
   */
  async exportRecord() {
    const s = this.store.state;
    const g = s.game;
    const name = (/** @type {Side} */ side) => (g.players[side] === 'engine' ? s.engine.name || 'engine' : 'Human');
    /** @type {Record<string, string>} */
    const tags = { South: name('S'), North: name('N') };
    if (g.hints.length) {
      // Every hint is counted: how many, and before which plies.
      tags.Hints = String(g.hints.length);
      tags.HintPlies = [...g.hints].sort((a, b) => a - b).map((p) => String(p + 1)).join(' ');
    }
    let res;
    try {
      res = await this.rules.exportRecord(g.game, { tags: { ...tags, ...this.deps.levelTags() } });
    } catch (e) {
      this.messages.error(words('io.record.exportFailed', { why: errorWords(e) }));
      return null;
    }
    if (s.download) URL.revokeObjectURL(s.download.url);
    s.download = { url: URL.createObjectURL(new Blob([res.record], { type: 'text/plain' })), file: res.filename };
    this.messages.info(countWords('io.record.written', g.game.moves.length));
    return res.record;
  }

  /**
   * importRecord starts the game of a record (its first), with its hints
   * and its level and Level Seed when it names them.
   * @param {string} record
   */
  async importRecord(record) {
    let res;
    try {
      res = await this.rules.importRecord(record);
    } catch (e) {
      this.messages.error(words('io.record.refused', { why: errorWords(e) }));
      return;
    }
    if (!(await this.game.confirmReplace())) return;
    /** @type {Words[]} */
    const note = [countWords('io.record.imported', res.game.moves.length)];
    if (res.games > 1) note.push(text(' '), words('io.record.first', { n: res.games }));
    if (res.result !== '*') note.push(text(' '), words('io.record.result', { result: res.result + (res.termination ? ' – ' + res.termination : '') }));
    const tags = res.tags || {};
    this.deps.takeLevel(tags);
    await this.game.newGame({
      game: { variant: res.game.variant, options: res.game.options || {}, fen: res.game.fen || '', moves: res.game.moves },
      players: this.store.state.game.players,
      hints: hintPlies(tags, res.game.moves.length),
      levelSeed: /^[0-9]{1,10}$/.test(tags.LevelSeed || '') ? Number(tags.LevelSeed) : undefined,
    }, join(...note));
  }
}

/**
 * hintPlies reads a record's HintPlies tag (the 1-based plies at which a
 * hint was shown) back into the page's hints, dropping what does not fit
 * the game.
 * @param {Record<string, string>} tags
 * @param {number} moves
 */
function hintPlies(tags, moves) {
  const s = tags.HintPlies || tags.hintplies || '';
  return s.split(/\s+/).filter((x) => /^[0-9]+$/.test(x)).map((x) => Number(x) - 1).filter((p) => p >= 0 && p < moves);
}
