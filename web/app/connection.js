// connection.js: where the page's engine and rules are. Served by bao
// serve, the client (client/) talks to the server: the rules questions
// over fetch, the engine through a session's events and commands
// (client/server.js). In the static web app (bao web build, marked by
// <meta name="bao-mode" content="static">) the same client runs bao.wasm
// in Web Workers, as the npm package does: the rest of the page cannot
// tell. When bao.wasm is missing or damaged, offline.js says so and
// offers a reset; when the rules cannot start on a first visit without
// network, it says that.

import { Engine } from './client/engine.js';
import { workerTransport } from './client/channel.js';
import { Rules } from './client/rules.js';
import { serverRules, serverTransport } from './client/server.js';
import { spawnWebWorker } from './client/webworker.js';
import { starters } from './client/start.js';
import { showEngineFailure, noticeOffline } from './offline.js';
import { words, text } from './i18n.js';
import { inputWords } from './inputwords.js';

/** @typedef {import('./state.js').Words} Words */
/** @typedef {import('./client/types.js').InputReason} InputReason */

/** staticMode is true in the static web app, where no server answers. */
export const staticMode = (() => {
  const m = document.querySelector('meta[name="bao-mode"]');
  return !!m && m.getAttribute('content') === 'static';
})();

/** wasmURL is the static app's bao.wasm, beside the page. */
const wasmURL = () => new URL('bao.wasm', document.baseURI);

/**
 * loadRules starts the page's rules: the server's, or a worker's. A
 * bao.wasm that cannot start is shown as the engine-failure notice.
 * @returns {Promise<Rules>}
 */
export async function loadRules() {
  if (!staticMode) return new Rules(serverRules());
  try {
    return await starters(spawnWebWorker, wasmURL).loadRules();
  } catch (e) {
    noticeFailure(e);
    noticeOffline(e);
    throw e;
  }
}

/**
 * openEngine starts an engine session that starts anew when it is lost:
 * onState hears 'connecting', 'ready' (again after a new session) and
 * 'lost' with its reason, in the page's words where it has them.
 * @param {(state: import('./client/types.js').EngineState, why?: Words) => void} onState
 * @returns {Engine}
 */
export function openEngine(onState) {
  const transport = staticMode ? workerTransport(spawnWebWorker, wasmURL().href) : serverTransport();
  return new Engine(transport, {
    restart: true,
    onState: (s, why, err) => {
      if (err) noticeFailure(err);
      onState(s, err ? errorWords(err) : why === undefined ? undefined : text(why));
    },
  });
}

/**
 * noticeFailure shows the engine-failure notice for a bao.wasm that
 * cannot start (offline.js).
 * @param {unknown} e
 */
function noticeFailure(e) {
  const err = /** @type {{code?: string, message?: string}} */ (e);
  if (err && err.code === 'wasm') showEngineFailure(err.message || '');
}

/** The page's words for the ways the client fails. */
const FAILURES = { network: 'api.noServer', lost: 'api.connectionLost', ended: 'api.engineEnded', wasm: 'offline.engineFailure' };

/**
 * errorWords is an error in the page's words where the page has them (no
 * server, a lost connection, an ended engine, a broken bao.wasm, a
 * person's text refused with its reason's codes), else its message.
 * @param {unknown} e
 * @returns {Words}
 */
export function errorWords(e) {
  const err = /** @type {{code?: string, message?: string, input?: InputReason}} */ (e);
  const key = err && err.code ? /** @type {Record<string, string>} */ (FAILURES)[err.code] : undefined;
  if (key) return words(key);
  const refused = err && err.input ? inputWords(err.input) : null;
  if (refused) return refused;
  return text((err && err.message) || String(e));
}
