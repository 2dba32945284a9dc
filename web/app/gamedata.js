// gamedata.js: what the page reads off a game as data (state.d.ts
// GameRecord) without asking the rules: its key, the side that moved
// first, and the side to move after a number of plies.

/** @typedef {import('./state.js').GameRecord} GameRecord */
/** @typedef {import('./state.js').Side} Side */

/**
 * gameKey identifies a game: variant, options, start and moves.
 * @param {{variant?: string, options?: Record<string, string | number>, fen?: string, moves?: string[]}} g
 * @returns {string}
 */
export function gameKey(g) {
  const opts = Object.entries(g.options || {}).sort();
  return `${g.variant}|${g.fen || ''}|${JSON.stringify(opts)}|${(g.moves || []).join(' ')}`;
}

/**
 * positionKey identifies the position after the first ply moves of g.
 * @param {GameRecord} g
 * @param {number} ply
 */
export function positionKey(g, ply) {
  return gameKey({ ...g, moves: g.moves.slice(0, ply) });
}

/**
 * startSide is the side to move at the start of game g (the BFEN's third
 * field: engine.ParsePosition).
 * @param {{fen?: string}} g
 * @returns {Side}
 */
export function startSide(g) {
  const f = (g.fen || '').trim().split(/\s+/);
  return f.length > 2 && f[2] === 'N' ? 'N' : 'S';
}

/**
 * sideAt is the side to move after ply moves of g: every move passes the
 * turn.
 * @param {{fen?: string}} g
 * @param {number} ply
 * @returns {Side}
 */
export function sideAt(g, ply) {
  const s = startSide(g);
  return ply % 2 === 0 ? s : s === 'S' ? 'N' : 'S';
}

/**
 * moveNumber is how a move is numbered: "12." for South's, "12…" for
 * North's, for the move that leads to ply.
 * @param {{fen?: string}} g
 * @param {number} ply
 */
export function moveNumber(g, ply) {
  const n = Math.floor((ply - 1 + (startSide(g) === 'N' ? 1 : 0)) / 2) + 1;
  return `${n}${sideAt(g, ply - 1) === 'S' ? '.' : '…'}`;
}

/**
 * other is the side that is not s.
 * @param {Side} s
 * @returns {Side}
 */
export function other(s) {
  return s === 'S' ? 'N' : 'S';
}

/**
 * sideOf is the side a hole belongs to: A and B holes are South's, a and b
 * North's.
 * @param {string} hole
 * @returns {Side}
 */
export function sideOf(hole) {
  return hole[0] === 'A' || hole[0] === 'B' ? 'S' : 'N';
}

/**
 * variantName is a variant's proper name: "Bao la Kujifunza".
 * @param {string} v
 */
export function variantName(v) {
  return `Bao la ${v[0].toUpperCase()}${v.slice(1)}`;
}
