// i18n.js: the page's words in Kiswahili and English. Every word the page
// shows comes from strings.json, one table per language under one key
// ("sw", "en"); a Go test (web/app/strings_test.go) fails when a key is missing
// in either table or a script asks for a key that neither has. The
// language is the one the person chose with the switch (kept in
// localStorage), else the first of the browser's languages that the page
// speaks, else English.

/** LANGS are the languages the page speaks, in the order of the switch. */
export const LANGS = ['sw', 'en'];

/** LANG_KEY names the chosen language in localStorage. */
const LANG_KEY = 'bao-lang';

const STRINGS = await loadStrings();

async function loadStrings() {
  try {
    const resp = await fetch('strings.json');
    if (!resp.ok) throw new Error(`HTTP ${resp.status}`);
    return await resp.json();
  } catch (e) {
    // Without the table the page still works, in its keys' words.
    console.error(`strings.json: ${e.message}`);
    return { en: {}, sw: {} };
  }
}

/** chooseLang is the language kept by the switch, else the browser's. */
function chooseLang() {
  try {
    const kept = localStorage.getItem(LANG_KEY);
    if (LANGS.includes(kept)) return kept;
  } catch (e) { /* no storage */ }
  const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
  for (const l of wanted) {
    const base = String(l).toLowerCase().split('-')[0];
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

let current = chooseLang();

/** lang is the language the page speaks now ('sw' or 'en'). */
export function lang() {
  return current;
}

/**
 * setLang switches the page to language l, keeps the choice and writes
 * the page's fixed words anew; the caller redraws what it wrote itself.
 */
export function setLang(l) {
  if (!LANGS.includes(l)) return;
  current = l;
  try { localStorage.setItem(LANG_KEY, l); } catch (e) { /* no storage */ }
  applyStatic();
}

/**
 * t returns the words of key in the page's language, with every {name}
 * replaced by vars[name]. A key missing from the table (which the Go test
 * forbids) shows as the key itself rather than nothing.
 */
export function t(key, vars = {}) {
  const table = STRINGS[current] || {};
  let s = table[key];
  if (s === undefined) s = (STRINGS.en || {})[key];
  if (s === undefined) return key;
  return s.replace(/\{(\w+)\}/g, (m, name) => (vars[name] !== undefined ? String(vars[name]) : m));
}

/** tn is t for a count: key + '.one' when n is 1, key + '.many' otherwise. */
export function tn(key, n, vars = {}) {
  return t(`${key}.${n === 1 ? 'one' : 'many'}`, { n, ...vars });
}

/** side is the name of side 'S' or 'N' in the page's language. */
export function side(s) {
  return t(s === 'S' ? 'side.S' : 'side.N');
}

/**
 * applyStatic writes the page's fixed words: data-i18n (text),
 * data-i18n-html (text with markup, from the table alone), and
 * data-i18n-title, -placeholder and -aria-label (attributes); and sets
 * the page's lang and the switch's label.
 */
export function applyStatic(root = document) {
  document.documentElement.lang = current;
  document.title = t('page.title');
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-html]')) el.innerHTML = t(el.dataset.i18nHtml);
  for (const [attr, data] of [['title', 'i18nTitle'], ['placeholder', 'i18nPlaceholder'], ['aria-label', 'i18nAriaLabel']]) {
    const sel = `[data-i18n-${attr}]`;
    for (const el of root.querySelectorAll(sel)) el.setAttribute(attr, t(el.dataset[data]));
  }
  const other = LANGS.find((l) => l !== current);
  const sw = document.getElementById('btn-lang');
  if (sw) {
    sw.textContent = t(`lang.name.${other}`);
    sw.lang = other;
    sw.dataset.lang = other;
  }
}
