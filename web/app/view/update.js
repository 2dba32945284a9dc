// update.js: the static app's notice of a new build. The service worker
// of a new build takes over the page that the old one served
// (controllerchange), and the new files show after a reload, which the
// notice offers (the game is kept in storage).

import { byId } from '../dom.js';

/**
 * watchUpdates shows the notice when a new build has been installed.
 * @param {boolean} staticMode the page is the static app's
 */
export function watchUpdates(staticMode) {
  if (!staticMode || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // The worker that served the page, as the page's first script saw it
  // (site's index.html), before a new one could take over.
  const seen = /** @type {{baoWorkerAtLoad?: ServiceWorker | null}} */ (window).baoWorkerAtLoad;
  const first = seen !== undefined ? seen : sw.controller;
  byId('update-reload').addEventListener('click', () => location.reload());
  if (!first) return; // the first visit: the first worker is no update
  const show = () => { byId('update').hidden = false; };
  if (sw.controller !== first) show(); // it took over before this ran
  sw.addEventListener('controllerchange', show);
}
