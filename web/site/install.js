// install.js: the static app's registration of its service worker
// (sw.js). bao web build writes this script into the head of index.html,
// after the notice of a first visit without network (firstvisit.js).
//
// Installing fetches every file of the build again, past the HTTP cache,
// and checks each one's hash: on a first visit that is the whole app a
// second time, bao.wasm most of it. Registered at once, the install
// competed with the page's own downloads and held back its first paint,
// so the page registers the worker only once it has started: when the
// body's data-ready turns "true" (the rules and the engine run: web/app's
// view/flags.js). A page that never starts installs nothing; the next
// visit tries again. A returning visit is served by the installed worker,
// and the browser looks for a new build on every navigation whether or
// not the page registers again.
(() => {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // The worker that served the page, before a new one can take over:
  // web/app's view/update.js offers a reload when the controller changes
  // from this one.
  window.baoWorkerAtLoad = sw.controller;
  const started = () => document.body.dataset.ready === 'true';
  // A registration that fails (no network, a private window) is tried
  // again on the next visit.
  const register = () => { sw.register('sw.js').catch(() => {}); };
  const watcher = new MutationObserver(() => {
    if (!started()) return;
    watcher.disconnect();
    register();
  });
  const watch = () => {
    if (started()) register();
    else watcher.observe(document.body, { attributes: true, attributeFilter: ['data-ready'] });
  };
  if (document.body) watch();
  else document.addEventListener('DOMContentLoaded', watch);
})();
