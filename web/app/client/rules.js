// rules.js: Rules, the rules questions (web/rulesapi): the same answers
// from a worker running bao.wasm as from bao serve's /api endpoints, from
// the same Go code. Every method is a promise: a bad argument rejects with
// a BaoError naming the field, as a question the rules refuse does.

import { isObject, oneLine, rulesGame, shown, stringMap, token, tokens, wholeNumber, wireGame } from './check.js';
import { refused } from './errors.js';

/** @typedef {import('./types.js').Game} Game */
/** @typedef {import('./types.js').Variant} Variant */
/** @typedef {import('./types.js').OptionsAnswer} OptionsAnswer */
/** @typedef {import('./types.js').LegalAnswer} LegalAnswer */
/** @typedef {import('./types.js').PlayAnswer} PlayAnswer */
/** @typedef {import('./types.js').BfenAnswer} BfenAnswer */
/** @typedef {import('./types.js').ImportAnswer} ImportAnswer */
/** @typedef {import('./types.js').ExportAnswer} ExportAnswer */
/** @typedef {import('./types.js').ExportOptions} ExportOptions */
/** @typedef {import('./types.js').ExplainAnswer} ExplainAnswer */

/**
 * Where the questions go: ask sends the endpoint's path and its JSON body
 * (none for GET /api/options) and resolves with the answer or rejects
 * with a BaoError; close ends the worker, if any.
 * @typedef {object} RulesTransport
 * @property {(path: string, body?: unknown) => Promise<any>} ask
 * @property {() => void} close
 */

/** Rules answers the rules questions. */
export class Rules {
  /** @param {RulesTransport} transport */
  constructor(transport) {
    this.transport = transport;
    /** @type {Promise<OptionsAnswer> | null} */
    this.optionsAnswer = null;
  }

  /**
   * options lists the variants, the rule options with each variant's
   * default, the start positions, the move marks' thresholds and the levels.
   * @returns {Promise<OptionsAnswer>}
   */
  options() {
    if (!this.optionsAnswer) {
      const p = this.transport.ask('/api/options');
      this.optionsAnswer = p;
      p.catch(() => {
        if (this.optionsAnswer === p) this.optionsAnswer = null;
      });
    }
    return this.optionsAnswer;
  }

  /**
   * legal replays a game (or its first ply moves) and describes the position.
   * @param {Game} game
   * @param {number | string} [ply]
   * @returns {Promise<LegalAnswer>}
   */
  async legal(game, ply) {
    /** @type {{game: object, ply?: number}} */
    const body = { game: rulesGame(wireGame(game)) };
    if (ply !== undefined && ply !== null) body.ply = wholeNumber(ply, 'ply', 0, Number.MAX_SAFE_INTEGER);
    return this.transport.ask('/api/legal', body);
  }

  /**
   * play plays one move and returns its sowing trace and the new position.
   * @param {Game} game
   * @param {string} move
   * @returns {Promise<PlayAnswer>}
   */
  async play(game, move) {
    return this.transport.ask('/api/play', { game: rulesGame(wireGame(game)), move: token(move, 'move') });
  }

  /**
   * bfen checks a BFEN and returns it written in full with its position.
   * @param {string} fen
   * @param {Variant} [variant]
   * @returns {Promise<BfenAnswer>}
   */
  async bfen(fen, variant) {
    /** @type {{fen: string, variant?: string}} */
    const body = { fen: oneLine(fen, 'fen', 'a BFEN') };
    if (variant !== undefined && variant !== null && String(variant) !== '') body.variant = oneLine(variant, 'variant', 'a variant name');
    return this.transport.ask('/api/bfen', body);
  }

  /**
   * importRecord reads the first game of a game record (protocol.md 10).
   * @param {string} record
   * @returns {Promise<ImportAnswer>}
   */
  async importRecord(record) {
    if (typeof record !== 'string') throw refused('record', `${shown(record)}: want the record's text`);
    return this.transport.ask('/api/record/import', { record });
  }

  /**
   * exportRecord writes a game as a game record, with tags and, for a
   * game the rules have not ended, a result and a termination.
   * @param {Game} game
   * @param {ExportOptions} [extra]
   * @returns {Promise<ExportAnswer>}
   */
  async exportRecord(game, extra) {
    /** @type {{game: object, tags?: Record<string, string>, result?: string, termination?: string}} */
    const body = { game: rulesGame(wireGame(game)) };
    if (extra !== undefined && extra !== null) {
      if (!isObject(extra)) throw refused('options', `${shown(extra)}: want {tags, result, termination}`);
      const tags = stringMap(extra.tags, 'tags');
      if (tags) body.tags = tags;
      if (extra.result !== undefined && extra.result !== null) body.result = oneLine(extra.result, 'result', 'a result such as 1-0');
      if (extra.termination !== undefined && extra.termination !== null) body.termination = oneLine(extra.termination, 'termination', 'a string');
    }
    return this.transport.ask('/api/record/export', body);
  }

  /**
   * explain gives the plain reason of a mistake, the game's last move,
   * from the engine's line after it (reply, the opponent's move first)
   * and before it (better, the better move first).
   * @param {Game} game
   * @param {string[]} [reply]
   * @param {string[]} [better]
   * @returns {Promise<ExplainAnswer>}
   */
  async explain(game, reply, better) {
    return this.transport.ask('/api/explain', { game: rulesGame(wireGame(game)), reply: tokens(reply, 'reply'), better: tokens(better, 'better') });
  }

  /** close ends the worker; every later question rejects. */
  close() {
    this.transport.close();
  }
}
