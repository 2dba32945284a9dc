// offline.js: what the static web app says and does when its engine
// (bao.wasm) cannot start because the file is missing or damaged: one
// notice in plain words, in the user's language, with one button that
// clears this app's saved copy (its caches and its service worker, for
// this folder only) and reloads. connection.js calls it when the client
// fails with a BaoError of code 'wasm' (its worker reported {type:'error',
// engine:true}: client/boot.js). When the rules fail otherwise, it asks
// the notice of a first visit without network (noticeOffline).

import { t, lang } from './i18n.js';

/**
 * text returns the words of key (offline.*) in the page's language.
 * @param {string} key
 */
function text(key) {
  return t(`offline.${key}`);
}

/** engineFailureText is the notice's sentence, for errors that carry it. */
export function engineFailureText() {
  return text('engineFailure');
}

/**
 * showEngineFailure shows the notice (once) under the page's status line,
 * and logs detail (the technical reason) to the console.
 * @param {string} [detail]
 */
export function showEngineFailure(detail) {
  if (detail) console.warn(`bao: ${detail}`);
  if (document.getElementById('engine-failure')) return;
  const box = document.createElement('div');
  box.id = 'engine-failure';
  box.className = 'message';
  box.setAttribute('role', 'alert');
  box.style.margin = '10px 0'; // between the status line and the board
  const words = document.createElement('span');
  words.className = 'engine-failure-text';
  words.textContent = text('engineFailure');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = text('engineReset');
  button.addEventListener('click', () => {
    button.disabled = true;
    resetApp();
  });
  box.append(words, ' ', button);
  const status = document.getElementById('status');
  if (status) status.after(box);
  else document.body.prepend(box);
}

/**
 * noticeOffline asks the static app's notice of a first visit without
 * network (index.html's first script, which bao web build writes: web/site
 * firstvisit.js) to take the page's place, in the page's language, if the
 * rules could not start (error e, not a broken bao.wasm, which has its own
 * notice) because the app is not installed yet and the browser has no
 * network.
 * @param {unknown} e
 */
export function noticeOffline(e) {
  if (e && /** @type {{code?: unknown}} */ (e).code === 'wasm') return;
  const fv = /** @type {{baoFirstVisit?: {check: (lang: string | null) => Promise<void>}}} */ (/** @type {unknown} */ (window)).baoFirstVisit;
  if (fv) fv.check(lang());
}

/**
 * resetApp unregisters this folder's service worker, deletes this
 * folder's caches (site's sw.js names them 'bao@' + scope + '#' + build;
 * the builds before named them 'bao-' and 16 hex digits, and one of those
 * is this folder's when it holds this folder's page) and reloads. Other
 * apps of the origin, at other paths, keep theirs; the game in progress
 * (localStorage) is kept.
 */
export async function resetApp() {
  const scope = new URL('./', location.href).href;
  try {
    if ('serviceWorker' in navigator) {
      const reg = await navigator.serviceWorker.getRegistration(scope);
      if (reg && reg.scope === scope) await reg.unregister();
    }
    if ('caches' in window) {
      for (const k of await caches.keys()) {
        let mine = k.startsWith(`bao@${scope}#`);
        if (!mine && /^bao-[0-9a-f]{16}$/.test(k)) mine = !!(await (await caches.open(k)).match(scope));
        if (mine) await caches.delete(k);
      }
    }
  } catch (e) {
    console.warn(`bao: clearing the saved copy: ${e}`);
  }
  location.reload();
}
