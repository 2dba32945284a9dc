// i18n.js: the page's words in Kiswahili and English. Every word the page
// shows comes from strings.json, one table per language under one key
// ("sw", "en"); a Go test (web/app/strings_test.go) fails when a key is missing
// in either table or a script asks for a key that neither has. The
// language is the one the person chose with the switch (kept by
// storage.js), else the first of the browser's languages that the page
// speaks, else English.
//
// What the page keeps to show later (a message, a status, a graph's
// summary) it keeps as Words, a key and its values, not as a sentence:
// say() words them in the language of the moment, so that every view
// follows the switch at once.

import { read, write } from './storage.js';

/** @typedef {import('./state.js').Words} Words */
/** @typedef {import('./state.js').Word} Word */
/** @typedef {import('./state.js').Lang} Lang */

/** @type {Lang[]} LANGS are the languages the page speaks, in the order of the switch. */
export const LANGS = ['sw', 'en'];

/** @type {Record<string, Record<string, string>>} */
const STRINGS = await loadStrings();

/** @returns {Promise<Record<string, Record<string, string>>>} */
async function loadStrings() {
  try {
    const resp = await fetch('strings.json');
    if (!resp.ok) throw new Error(`HTTP ${resp.status}`);
    return await resp.json();
  } catch (e) {
    // Without the table the page still works, in its keys' words.
    console.error(`strings.json: ${e instanceof Error ? e.message : e}`);
    return { en: {}, sw: {} };
  }
}

/**
 * chooseLang is the language kept by the switch, else the browser's.
 * @returns {Lang}
 */
function chooseLang() {
  const kept = read('lang');
  if (kept) return kept;
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
  for (const l of wanted) {
    const base = String(l).toLowerCase().split('-')[0];
    const found = LANGS.find((x) => x === base);
    if (found) return found;
  }
  return 'en';
}

/** @type {Lang} */
let current = chooseLang();

/** @returns {Lang} the language the page speaks now */
export function lang() {
  return current;
}

/**
 * setLang switches the page to language l, keeps the choice and writes
 * the page's fixed words anew; the caller redraws what the views wrote.
 * @param {Lang} l
 */
export function setLang(l) {
  current = l;
  write('lang', l);
  applyStatic();
}

/**
 * t returns the words of key in the page's language, with every {name}
 * replaced by vars[name] (itself worded when it is Words). A key missing
 * from the table (which the Go test forbids) shows as the key itself
 * rather than nothing.
 * @param {string} key
 * @param {Record<string, Word>} [vars]
 * @returns {string}
 */
export function t(key, vars = {}) {
  const table = STRINGS[current] || {};
  let s = table[key];
  if (s === undefined) s = (STRINGS.en || {})[key];
  if (s === undefined) return key;
  return s.replace(/\{(\w+)\}/g, (m, name) => (vars[name] !== undefined ? word(vars[name]) : m));
}

/**
 * has reports whether key has words in either language's table.
 * @param {string} key
 * @returns {boolean}
 */
export function has(key) {
  return (STRINGS[current] || {})[key] !== undefined || (STRINGS.en || {})[key] !== undefined;
}

/**
 * tn is t for a count: key + '.one' when n is 1, key + '.many' otherwise.
 * @param {string} key
 * @param {number} n
 * @param {Record<string, Word>} [vars]
 */
export function tn(key, n, vars = {}) {
  return t(`${key}.${n === 1 ? 'one' : 'many'}`, { n, ...vars });
}

/**
 * words keeps key and its values to be worded later (say).
 * @param {string} key
 * @param {Record<string, Word>} [vars]
 * @returns {Words}
 */
export function words(key, vars) {
  return { key, vars };
}

/**
 * countWords is words for a count (tn).
 * @param {string} key
 * @param {number} n
 * @param {Record<string, Word>} [vars]
 * @returns {Words}
 */
export function countWords(key, n, vars) {
  return { key, vars, count: n };
}

/**
 * text keeps a sentence that has no key, such as a reason the rules
 * give in English.
 * @param {string} s
 * @returns {Words}
 */
export function text(s) {
  return { text: s };
}

/**
 * local keeps a text given in each language ({sw, en}), such as a
 * lesson's: the page's language's, else the English.
 * @param {Record<string, string>} x
 * @returns {Words}
 */
export function local(x) {
  return { local: x };
}

/**
 * join keeps pieces to be worded one after another.
 * @param {Word[]} pieces
 * @returns {Words}
 */
export function join(...pieces) {
  return { join: pieces };
}

/**
 * say words w in the page's language now.
 * @param {Words} w
 * @returns {string}
 */
export function say(w) {
  if ('text' in w) return w.text;
  if ('join' in w) return w.join.map(word).join('');
  if ('local' in w) return w.local[current] || w.local.en || '';
  if (w.count !== undefined) return tn(w.key, w.count, w.vars);
  return t(w.key, w.vars);
}

/**
 * word is one value of a sentence as the page shows it.
 * @param {Word} v
 * @returns {string}
 */
function word(v) {
  return typeof v === 'object' ? say(v) : String(v);
}

/**
 * side is the name of side 'S' or 'N' in the page's language.
 * @param {'S' | 'N'} s
 */
export function side(s) {
  return t(s === 'S' ? 'side.S' : 'side.N');
}

/**
 * sideWords is the name of side 'S' or 'N', kept as Words.
 * @param {'S' | 'N'} s
 * @returns {Words}
 */
export function sideWords(s) {
  return words(s === 'S' ? 'side.S' : 'side.N');
}

/**
 * applyStatic writes the page's fixed words: data-i18n (text),
 * data-i18n-html (text with markup, from the table alone), and
 * data-i18n-title, -placeholder and -aria-label (attributes); and sets
 * the page's lang and the switch's label.
 * @param {ParentNode} [root]
 */
export function applyStatic(root = document) {
  document.documentElement.lang = current;
  document.title = t('page.title');
  // Only the words that differ are written: the page's HTML holds the
  // English ones, and each write makes the browser style and lay out
  // anew (at the page's start, most of its first task).
  for (const el of root.querySelectorAll('[data-i18n]')) {
    const s = t(/** @type {HTMLElement} */ (el).dataset.i18n || '');
    if (el.textContent !== s) el.textContent = s;
  }
  for (const el of root.querySelectorAll('[data-i18n-html]')) {
    const s = t(/** @type {HTMLElement} */ (el).dataset.i18nHtml || '');
    if (el.innerHTML !== s) el.innerHTML = s;
  }
  for (const [attr, data] of [['title', 'i18nTitle'], ['placeholder', 'i18nPlaceholder'], ['aria-label', 'i18nAriaLabel']]) {
    for (const el of root.querySelectorAll(`[data-i18n-${attr}]`)) {
      const s = t(/** @type {HTMLElement} */ (el).dataset[data] || '');
      if (el.getAttribute(attr) !== s) el.setAttribute(attr, s);
    }
  }
  const other = LANGS.find((l) => l !== current) || 'en';
  const sw = document.getElementById('btn-lang');
  if (sw) {
    sw.textContent = t(`lang.name.${other}`);
    sw.lang = other;
    sw.dataset.lang = other;
  }
}
