// node.js: the package in Node: the engine and the rules each run
// bao.wasm in a worker thread (node-worker.js). The client's other
// modules are the page's (web/app/client), copied beside this one when
// the package is built.
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { starters } from './start.js';

export { BaoError } from './errors.js';
export { Engine } from './engine.js';
export { Rules } from './rules.js';
export { parseInfo } from './info.js';

/** @typedef {import('./channel.js').Port} Port */
/** @typedef {import('./types.js').StartOptions} StartOptions */

/**
 * spawn starts node-worker.js in a worker thread.
 * @returns {Port}
 */
function spawn() {
  const worker = new Worker(new URL('./node-worker.js', import.meta.url));
  return {
    post: (msg) => worker.postMessage(msg),
    listen(onMessage, onFailure) {
      worker.on('message', onMessage);
      worker.on('error', (e) => onFailure((e && e.message) || 'the engine worker failed'));
      worker.on('exit', () => onFailure('the engine worker has ended'));
    },
    terminate: () => {
      worker.terminate();
    },
  };
}

/**
 * local reads a string without a scheme as a file's path.
 * @param {StartOptions | undefined} opts
 * @returns {StartOptions | undefined}
 */
function local(opts) {
  if (opts && typeof opts === 'object' && typeof opts.wasm === 'string' && !/^[a-z][a-z0-9+.-]+:/i.test(opts.wasm)) {
    return { ...opts, wasm: pathToFileURL(opts.wasm) };
  }
  return opts;
}

const base = starters(spawn, () => new URL('./bao.wasm', import.meta.url));

/**
 * startEngine starts a worker thread with a protocol session.
 * @param {StartOptions} [opts]
 */
export const startEngine = (opts) => base.startEngine(local(opts));

/**
 * loadRules starts a worker thread for the rules questions.
 * @param {StartOptions} [opts]
 */
export const loadRules = (opts) => base.loadRules(local(opts));
