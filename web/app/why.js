// why.js: the plain reason of a mistake, the answer of POST /api/explain
// (web/rulesapi ExplainResponse), in the page's language; the review
// (review.js) writes it under the mistake.

import { t, tn, side as sideName } from './i18n.js';

/**
 * whyText words w (an /api/explain answer) as one sentence, or '' when
 * it gives no reason. The keys are "review.why.CODE", and for a game lost
 * "review.why.lost.ENDING" counted by the opponent's moves.
 * @param {import('./client/types.js').ExplainAnswer | null} w
 * @returns {string}
 */
export function whyText(w) {
  if (!w || !w.code) return '';
  const holes = w.holes || [];
  const vars = {
    side: sideName(w.side), opp: sideName(w.side === 'S' ? 'N' : 'S'),
    move: w.move || '', holes: holes.join(', '), hole: holes[0] || '',
  };
  if (w.code === 'lost') return tn(`review.why.lost.${w.ending || 'endless'}`, w.moves || 1, vars);
  return t(`review.why.${w.code}`, { ...vars, n: w.count || 0 });
}
