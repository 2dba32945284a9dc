// reviewplan.js: the game review's judgement of a move, as the review's
// plan defines it (package analysis, ReviewPlan: its numbers come from the
// rules' table, GET /api/options or the WebAssembly rules alike, so the
// page keeps no copy of them). A move is judged at the position before
// it by two searches of the same depth from that root: the whole
// position (its best move, the mover's chance with it, and its line) and
// the move played alone (go searchmoves: the mover's chance with the move
// played, and the reply that follows it). The drop between the two
// chances is the move's cost; the marks' thresholds make it a blunder
// ("??") or a mistake ("?"); a move the search itself plays is "=". The
// plan's checks judge again, deeper, the moves whose drop is near the
// mistake's threshold, or the marked moves whose better move the first
// pass did not find; a game whose mover already had a chance of at
// least the plan's "decided" (or at most 1 - decided) was decided before
// the move. ctrl/graph.js runs the searches; the view says the verdicts.

/** @typedef {import('./state.js').ReviewPlan} ReviewPlan */
/** @typedef {import('./state.js').ReviewCheck} ReviewCheck */
/** @typedef {import('./state.js').Verdict} Verdict */
/** @typedef {import('./state.js').Decided} Decided */
/** @typedef {import('./state.js').Info} Info */

/** The thresholds of the marks: the drops of a blunder and a mistake. */
/** @typedef {{blunder: number, mistake: number}} Marks */

/** EPS keeps 0.5 - 0.4 a drop of 0.1, as package analysis does. */
const EPS = 1e-9;

/**
 * moverChance is the side to move's win chance from an engine info line:
 * its "wdl" (the fitted eval.WinProbability behind UCI_ShowWDL), a proven
 * result, or for an engine without WDL a smooth stand-in of its score.
 * @param {Info} info
 */
export function moverChance(info) {
  if (info.wdl) return (info.wdl[0] + info.wdl[1] / 2) / 1000;
  const s = info.score;
  if (s && 'mate' in s) return s.mate > 0 ? 1 : 0;
  return 1 / (1 + Math.exp(-(s ? s.cp : 0) / 700));
}

/**
 * markFor is '??', '?' or '' for a move that takes the mover's chance
 * from before to after, by the thresholds marks; without them, ''.
 * @param {number} before
 * @param {number} after
 * @param {Marks | undefined} marks
 */
export function markFor(before, after, marks) {
  if (!marks) return '';
  const drop = before - after;
  if (drop >= marks.blunder - EPS) return '??';
  if (drop >= marks.mistake - EPS) return '?';
  return '';
}

/**
 * decidedAt says whether the game was decided before a move whose mover
 * had chance before with the best move: 'winning', 'losing' or ''.
 * @param {ReviewPlan} plan
 * @param {number} before
 * @returns {Decided}
 */
export function decidedAt(plan, before) {
  if (!(plan.decided > 0.5)) return '';
  if (before >= plan.decided - EPS) return 'winning';
  if (before <= 1 - plan.decided + EPS) return 'losing';
  return '';
}

/**
 * judge is the verdict on the move played at a root, from the search of
 * the whole position (whole) and the search of the move played alone
 * (alone, unused when the move is whole's first; null: the move is not
 * judged, its verdict unmarked), both to depth.
 * @param {ReviewPlan} plan
 * @param {Marks | undefined} marks
 * @param {string} played
 * @param {Info} whole
 * @param {Info | null} alone
 * @param {number} depth
 * @returns {Verdict}
 */
export function judge(plan, marks, played, whole, alone, depth) {
  const line = whole.pv || [];
  const before = moverChance(whole);
  const vd = { best: line[0] || '', line, reply: /** @type {string[]} */ ([]), before, after: before, drop: 0, mark: '=', decided: decidedAt(plan, before), depth };
  if (vd.best === played) return vd;
  vd.mark = '';
  if (!alone) return vd; // not judged: the caller found no search of the move
  vd.after = moverChance(alone);
  vd.drop = Math.max(before - vd.after, 0);
  vd.mark = markFor(before, vd.after, marks);
  vd.reply = (alone.pv || []).slice(1);
  return vd;
}

/**
 * rejudges says whether check c judges a move again after verdict vd, whose
 * position the first pass's whole search found first best in. A check
 * near the threshold takes the moves whose drop is at least the
 * mistake's threshold less c.below and less than it plus c.above, and
 * that the search did not prefer; an unsure check (c.unsure) takes the
 * marked moves whose better move is not the first pass's best.
 * @param {ReviewCheck} c
 * @param {Marks | undefined} marks
 * @param {Verdict} vd
 * @param {string} first
 */
export function rejudges(c, marks, vd, first) {
  if (!marks || vd.mark === '=') return false;
  if (c.unsure) return marked(vd) && vd.best !== first;
  return vd.drop >= marks.mistake - c.below - EPS && vd.drop < marks.mistake + c.above - EPS;
}

/**
 * dropText writes a move's size, the fall of the mover's chance, as a
 * negative whole percentage: "-32%".
 * @param {number} drop
 */
export const dropText = (drop) => `-${Math.round(100 * drop)}%`;

/**
 * marked says whether a verdict marks its move a mistake or a blunder.
 * @param {Verdict | null | undefined} vd
 */
export function marked(vd) {
  return !!vd && (vd.mark === '?' || vd.mark === '??');
}
