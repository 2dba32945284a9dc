// firstvisit.js: the static app's notice of a first visit without
// network. bao web build writes this script into the head of index.html,
// with the notice's words in every language of strings.json (app.name,
// page.title, offline.firstVisit and offline.retry) in place of WORDS, so
// that it works when nothing else of the app has arrived: not the page's
// modules, not its style sheet, not strings.json.
//
// A first visit that the network leaves half-way, or a visit offline
// whose page the browser's HTTP cache still holds from such a visit,
// cannot start: the service worker has not installed, so the engine
// (bao.wasm) and maybe the scripts and their words are missing. When a
// script or the style sheet of the page fails to load, or the page's
// rules cannot start (connection.js asks, through offline.js, with
// window.baoFirstVisit), and the browser has no network (a request for
// the page fails) and no service worker served this page (the installed
// app has every file), the notice takes the place of the whole page: the
// app's name, that there is no connection and that the app needs one
// once to install, and a button that tries again.
(() => {
  /** @type {Record<string, {name: string, title: string, text: string, retry: string}>} */
  const WORDS = /* words */ { en: { name: 'Bao', title: 'Bao', text: 'No connection.', retry: 'Try again' } };

  /**
   * LANG_KEY is the page's key of the language chosen with the switch
   * (web/app storage.js): {"version": 2, "value": "sw"}, or the bare
   * language the page before kept.
   */
  const LANG_KEY = 'bao-lang';

  /**
   * chosenLang is the page's language as i18n.js chooses it, for when
   * i18n.js has not arrived: the one kept by the switch, else the first
   * of the browser's languages that the notice speaks, else English.
   * @returns {string}
   */
  function chosenLang() {
    try {
      const raw = localStorage.getItem(LANG_KEY);
      let kept = raw;
      try {
        const v = JSON.parse(raw || 'null');
        if (v && typeof v === 'object' && typeof v.value === 'string') kept = v.value;
      } catch (e) { /* the bare language of the page before */ }
      if (kept && WORDS[kept]) return kept;
    } catch (e) { /* no storage */ }
    const wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en'];
    for (const l of wanted) {
      const base = String(l).toLowerCase().split('-')[0];
      if (WORDS[base]) return base;
    }
    return 'en';
  }

  /**
   * offline reports whether the browser has no network: the page's own
   * address does not answer.
   * @returns {Promise<boolean>}
   */
  async function offline() {
    if (navigator.onLine === false) return true;
    try {
      await fetch(location.href, { method: 'HEAD', cache: 'no-store' });
      return false;
    } catch (e) {
      return true;
    }
  }

  /**
   * show puts the notice in place of the page, in language lang. The
   * page's parts are hidden, not removed; the notice has its own style:
   * the page's style sheet may not have come.
   * @param {string} lang
   */
  function show(lang) {
    if (!WORDS[lang]) lang = 'en';
    const words = WORDS[lang];
    for (const el of document.querySelectorAll('body > header, body > main')) /** @type {HTMLElement} */ (el).hidden = true;
    let box = document.getElementById('offline-notice');
    if (!box) {
      box = document.createElement('section');
      box.id = 'offline-notice';
      box.setAttribute('role', 'alert');
      box.style.cssText = 'max-width: 560px; margin: 16px auto; padding: 0 16px; color: #2b2118; ' +
        'font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif;';
      const name = document.createElement('h1');
      name.className = 'offline-name';
      name.style.cssText = 'margin: 0 0 12px; font-size: 24px; color: #6b3e1f;';
      const text = document.createElement('p');
      text.className = 'offline-text';
      text.style.cssText = 'margin: 0 0 14px; padding: 12px 14px; border-radius: 8px; border: 1px solid #bcdcef; background: #eaf4fb; color: #124463;';
      const button = document.createElement('button');
      button.type = 'button';
      button.style.cssText = 'min-height: 44px; min-width: 44px; padding: 8px 18px; border: 0; border-radius: 6px; background: #1f6f8b; color: #fff; font: inherit; cursor: pointer;';
      button.addEventListener('click', () => location.reload());
      box.append(name, text, button);
      document.body.prepend(box);
    }
    box.lang = lang;
    document.documentElement.lang = lang;
    document.title = words.title;
    /** @type {HTMLElement} */ (box.querySelector('.offline-name')).textContent = words.name;
    /** @type {HTMLElement} */ (box.querySelector('.offline-text')).textContent = words.text;
    /** @type {HTMLElement} */ (box.querySelector('button')).textContent = words.retry;
  }

  /**
   * check shows the notice if this is a first visit without network.
   * @param {string | null} lang the page's language, null for chosenLang
   */
  async function check(lang) {
    if ('serviceWorker' in navigator && navigator.serviceWorker.controller) return; // the installed app
    if (!(await offline())) return;
    const go = () => show(lang || chosenLang());
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', go);
    else go();
  }

  // A script or the style sheet of the page that did not arrive.
  addEventListener('error', (ev) => {
    const el = /** @type {Element | null} */ (ev.target);
    if (!el || !el.tagName) return;
    if (el.tagName === 'SCRIPT' || (el.tagName === 'LINK' && /** @type {HTMLLinkElement} */ (el).rel === 'stylesheet')) check(null);
  }, true);

  /** @type {{baoFirstVisit?: {check: (lang: string | null) => Promise<void>}}} */ (/** @type {unknown} */ (window)).baoFirstVisit = { check };
})();
