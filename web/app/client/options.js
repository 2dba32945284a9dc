// options.js: the engine's options on the wire (protocol.md 8): reading
// the declarations the engine lists after uci, and writing setoption.

import { oneLine, shown } from './check.js';
import { refused } from './errors.js';

/** @typedef {import('./types.js').EngineOption} EngineOption */

/** The words of an option line that start a field. */
const KEYWORDS = new Set(['type', 'default', 'min', 'max', 'var']);

/**
 * parseOption reads an "option name <id> type <t> ..." line; null for
 * another line or one without a name and a type.
 * @param {string} line
 * @returns {EngineOption | null}
 */
export function parseOption(line) {
  const t = line.split(/\s+/);
  if (t[0] !== 'option' || t[1] !== 'name') return null;
  let i = 2;
  const name = [];
  while (i < t.length && t[i] !== 'type') name.push(t[i++]);
  const type = t[i + 1];
  if (!name.length || !['spin', 'check', 'combo', 'button', 'string'].includes(type)) return null;
  /** @type {EngineOption} */
  const o = { name: name.join(' '), type: /** @type {EngineOption['type']} */ (type) };
  i += 2;
  while (i < t.length) {
    const key = t[i++];
    const words = [];
    while (i < t.length && !KEYWORDS.has(t[i])) words.push(t[i++]);
    const v = words.join(' ');
    if (key === 'default') o.default = v;
    else if (key === 'min') o.min = Number(v);
    else if (key === 'max') o.max = Number(v);
    else if (key === 'var') (o.values = o.values || []).push(v);
  }
  return o;
}

/**
 * optionLine writes a setoption line; a name or a value that would break
 * the line is refused.
 * @param {unknown} name
 * @param {unknown} [value]
 * @returns {string}
 */
export function optionLine(name, value) {
  const n = oneLine(name, 'name', "an option's name").trim();
  if (!n) throw refused('name', `${shown(name)}: want an option's name`);
  if (value === undefined || value === null) return `setoption name ${n}`;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw refused(`setOption ${n}`, `value ${shown(value)}: want a string, a number or a boolean`);
  }
  const v = oneLine(String(value), `setOption ${n}`, 'a value');
  return v === '' ? `setoption name ${n}` : `setoption name ${n} value ${v}`;
}
