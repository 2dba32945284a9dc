// inputwords.js: why a person's text was refused (a BFEN, a move, a game
// record), in the page's language: the codes of a BaoError's input
// (web/rulesapi InputReason) worded from strings.json, "input.CODE" for
// the reason and "input.place.PLACE" for each part of the text at fault.

import { words, join, has, sideWords } from './i18n.js';

/** @typedef {import('./state.js').Words} Words */
/** @typedef {import('./state.js').Word} Word */
/** @typedef {import('./client/types.js').InputReason} InputReason */

/**
 * inputWords is why a person's text was refused (a BaoError's input) in
 * the page's words: its places, outermost first, each followed by ": ",
 * then the reason; the sides and the rule options it names in the page's
 * words (a rule option by its name where the page has none). It is null
 * when the page has no words for a code (a rules engine newer than the
 * page), whose English message then stands.
 * @param {InputReason} input
 * @returns {Words | null}
 */
export function inputWords(input) {
  /** @type {Record<string, Word>} */
  const vars = {};
  for (const [name, v] of Object.entries(input.args || {})) {
    if ((name === 'side' || name === 'owner') && (v === 'S' || v === 'N')) vars[name] = sideWords(v);
    else if (name === 'option' && has(`rule.${v}`)) vars[name] = words(`rule.${v}`);
    else vars[name] = v;
  }
  const keys = [...(input.places || []).map((p) => `input.place.${p}`), `input.${input.code}`];
  if (!keys.every(has)) return null;
  /** @type {Word[]} */
  const pieces = [];
  keys.forEach((k, i) => pieces.push(...(i ? [': '] : []), words(k, vars)));
  return join(...pieces);
}
