// info.js: the one reader of the engine's info lines (protocol.md 6).

/** @typedef {import('./types.js').Info} Info */

/** The info fields that carry one whole number. */
const COUNTS = ['depth', 'seldepth', 'multipv', 'nodes', 'nps', 'hashfull', 'time'];

/**
 * parseInfo reads an info line's search fields; null for any other line
 * and for info string. A score is {cp} (centi-seeds, the side to move's
 * view) or {mate} (a proven result in moves); a bound marks a score that
 * is only a lower or an upper bound.
 * @param {string} line
 * @returns {Info | null}
 */
export function parseInfo(line) {
  const t = String(line).split(/\s+/);
  if (t[0] !== 'info' || t[1] === 'string') return null;
  /** @type {Info} */
  const info = {};
  for (let i = 1; i < t.length; i++) {
    const k = t[i];
    if (COUNTS.includes(k)) {
      /** @type {Record<string, number>} */ (info)[k] = Number(t[++i]);
    } else if (k === 'score') {
      const kind = t[++i];
      const v = Number(t[++i]);
      info.score = kind === 'mate' ? { mate: v } : { cp: v };
    } else if (k === 'lowerbound' || k === 'upperbound') {
      info.bound = k === 'lowerbound' ? 'lower' : 'upper';
    } else if (k === 'wdl') {
      info.wdl = [Number(t[i + 1]), Number(t[i + 2]), Number(t[i + 3])];
      i += 3;
    } else if (k === 'pv') {
      info.pv = t.slice(i + 1).filter((x) => x);
      break;
    }
  }
  return info;
}
