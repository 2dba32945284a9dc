// score.js: the words of an engine's score, as the analysis shows them.

import { t, tn } from '../i18n.js';

/** @typedef {import('../state.js').Info} Info */

/**
 * formatScore writes the score of an info line (the client's parseInfo:
 * score {cp} or {mate}, and wdl) as the Go side's score.Score.Text does,
 * for the side that sign names (1: the side to move, -1: the other):
 * seeds with a sign ("+1.25"), or a proven result from the protocol's
 * "mate N" (moves of the side to move under uci, the dialect the page
 * speaks): "win in 3 moves", "loss in 1 move", and "won" or "lost" for
 * "mate 0", the game over, told apart by the line's wdl ("game over" for
 * an engine that sends none). web/app/scorejs_test.go checks it against
 * score.Score.Text.
 * @param {Info} info
 * @param {number} sign
 * @returns {string}
 */
export function formatScore(info, sign) {
  const { mate, value: v } = scoreOf(info);
  const value = sign * v;
  if (mate) {
    if (value === 0) {
      if (!info.wdl || info.wdl[0] === info.wdl[2]) return t('score.over');
      return t((info.wdl[0] > info.wdl[2]) === (sign > 0) ? 'score.won' : 'score.lost');
    }
    const n = Math.abs(value);
    return tn(value > 0 ? 'score.win' : 'score.loss', n);
  }
  const a = Math.abs(value);
  return `${value >= 0 ? '+' : '-'}${Math.trunc(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/**
 * scoreOf reads an info line's score: whether it is a proven result
 * (mate) and its value (moves, or centi-seeds), for the side to move.
 * @param {Info} info
 * @returns {{mate: boolean, value: number}}
 */
export function scoreOf(info) {
  const s = info.score;
  return s && 'mate' in s ? { mate: true, value: s.mate } : { mate: false, value: s ? s.cp : 0 };
}

/**
 * formatCount writes a count of nodes short: 49.0k, 1.2M.
 * @param {number | undefined} n
 */
export function formatCount(n) {
  if (n === undefined || Number.isNaN(n)) return '–';
  if (n >= 1e9) return `${(n / 1e9).toFixed(1)}G`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)}k`;
  return String(n);
}

/**
 * southWin is South's win chance from an info line's wdl, or null
 * without one; side is the side to move.
 * @param {Info} info
 * @param {'S' | 'N'} side
 * @returns {number | null}
 */
export function southWin(info, side) {
  if (!info.wdl) return null;
  const mover = (info.wdl[0] + info.wdl[1] / 2) / 1000;
  return side === 'N' ? 1 - mover : mover;
}
