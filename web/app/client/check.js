// check.js: the checks of the arguments a caller gives the rules and the
// engine. Each returns the value in the form the wire wants, or throws a
// BaoError naming the field (callers are async: the throw becomes a
// rejected promise). Numbers may come as numbers or as decimal strings
// (a <select>'s value): '6' is 6.

import { refused } from './errors.js';

/** @typedef {import('./types.js').Game} Game */

/**
 * A game as the rules and the engine take it on the wire: the variant
 * (empty for the default), the rule options as strings, the start BFEN
 * (empty for the variant's start) and the move tokens.
 * @typedef {{variant: string, options: Record<string, string>, fen: string, moves: string[]}} WireGame
 */

/**
 * isObject reports whether v is a plain object (not an array, not null).
 * @param {unknown} v
 * @returns {v is Record<string, unknown>}
 */
export function isObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * shown writes a value the caller gave into a message, cut short.
 * @param {unknown} v
 * @returns {string}
 */
export function shown(v) {
  let s;
  if (typeof v === 'string') s = JSON.stringify(v);
  else if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) s = String(v);
  else if (Array.isArray(v)) s = 'an array';
  else s = `a ${typeof v}`;
  return s.length > 40 ? s.slice(0, 37) + '...' : s;
}

/**
 * wholeNumber takes a whole number from min to max, given as a number or
 * as a decimal string.
 * @param {unknown} v
 * @param {string} field
 * @param {number} min
 * @param {number} max
 * @returns {number}
 */
export function wholeNumber(v, field, min, max) {
  let n = NaN;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^-?[0-9]{1,16}$/.test(v)) n = Number(v);
  const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw refused(field, `${shown(v)}: want a whole number ${range}`);
  return n;
}

/**
 * oneLine takes a string without line breaks (a line break would end the
 * protocol line early and start another).
 * @param {unknown} v
 * @param {string} field
 * @param {string} what the kind of string, for the message
 * @returns {string}
 */
export function oneLine(v, field, what) {
  if (typeof v !== 'string') throw refused(field, `${shown(v)}: want ${what}`);
  if (/[\r\n]/.test(v)) throw refused(field, `${shown(v)}: a line break inside ${what}`);
  return v;
}

/**
 * token takes a move token: a string of no spaces.
 * @param {unknown} v
 * @param {string} field
 * @returns {string}
 */
export function token(v, field) {
  if (typeof v !== 'string' || !/^\S+$/.test(v)) throw refused(field, `${shown(v)}: want a move token such as A6L`);
  return v;
}

/**
 * tokens takes a list of move tokens; absent is empty.
 * @param {unknown} v
 * @param {string} field
 * @returns {string[]}
 */
export function tokens(v, field) {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw refused(field, `${shown(v)}: want an array of move tokens`);
  return v.map((m, i) => token(m, `${field}[${i}]`));
}

/**
 * optionValue takes a rule option's value as the wire carries it: a
 * string, or a number or a boolean written as one.
 * @param {unknown} v
 * @param {string} field
 * @returns {string}
 */
function optionValue(v, field) {
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return oneLine(v, field, 'a string');
}

/**
 * wireGame checks a game's shape (not its rules: the rules service and
 * the engine judge the variant, the options, the BFEN and the moves) and
 * returns it as the wire carries it. Absent is the default game.
 * @param {unknown} game
 * @returns {WireGame}
 */
export function wireGame(game) {
  if (game === undefined || game === null) game = {};
  if (!isObject(game)) throw refused('game', `${shown(game)}: want an object {variant, options, fen, moves}`);
  const out = { variant: '', options: /** @type {Record<string, string>} */ ({}), fen: '', moves: tokens(game.moves, 'game.moves') };
  if (game.variant !== undefined && game.variant !== null) out.variant = oneLine(game.variant, 'game.variant', 'a variant name');
  if (game.fen !== undefined && game.fen !== null) out.fen = oneLine(game.fen, 'game.fen', 'a BFEN').trim();
  if (game.options !== undefined && game.options !== null) {
    if (!isObject(game.options)) throw refused('game.options', `${shown(game.options)}: want an object of rule options, e.g. {takasia: 'false'}`);
    for (const [k, v] of Object.entries(game.options)) {
      if (!/^\S+$/.test(k)) throw refused('game.options', `${shown(k)}: not a rule option's name`);
      out.options[k] = optionValue(v, `game.options.${k}`);
    }
  }
  return out;
}

/**
 * rulesGame is a wire game as the rules questions take it (JSON of
 * web/rulesapi Game): empty fields left out.
 * @param {WireGame} g
 * @returns {{variant?: string, options?: Record<string, string>, fen?: string, moves: string[]}}
 */
export function rulesGame(g) {
  /** @type {{variant?: string, options?: Record<string, string>, fen?: string, moves: string[]}} */
  const out = { moves: g.moves };
  if (g.variant) out.variant = g.variant;
  if (Object.keys(g.options).length) out.options = g.options;
  if (g.fen) out.fen = g.fen;
  return out;
}

/**
 * stringMap takes an object of strings (a record's tags); absent is none.
 * @param {unknown} v
 * @param {string} field
 * @returns {Record<string, string> | undefined}
 */
export function stringMap(v, field) {
  if (v === undefined || v === null) return undefined;
  if (!isObject(v)) throw refused(field, `${shown(v)}: want an object of strings`);
  /** @type {Record<string, string>} */
  const out = {};
  for (const [k, x] of Object.entries(v)) {
    if (typeof x !== 'string') throw refused(`${field}.${k}`, `${shown(x)}: want a string`);
    out[k] = x;
  }
  return out;
}
