// node.js: the package in Node: the engine and the rules each run
// bao.wasm in a worker thread.
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { api } from './core.js';

export { BaoError, Engine, Rules, parseInfo } from './core.js';

function spawn() {
  const worker = new Worker(new URL('./node-worker.js', import.meta.url));
  return {
    post: (msg) => worker.postMessage(msg),
    listen(onMessage, onFailure) {
      worker.on('message', onMessage);
      worker.on('error', (e) => onFailure((e && e.message) || 'the engine worker failed'));
      worker.on('exit', () => onFailure('the engine worker has ended'));
    },
    terminate: () => worker.terminate(),
  };
}

// A string that is not a URL names a file.
function local(opts) {
  if (typeof opts.wasm === 'string' && !/^[a-z][a-z0-9+.-]+:/i.test(opts.wasm)) {
    return { ...opts, wasm: pathToFileURL(opts.wasm) };
  }
  return opts;
}

const base = api(spawn, () => new URL('./bao.wasm', import.meta.url));

/** startEngine starts a worker thread with a protocol session. */
export const startEngine = (opts = {}) => base.startEngine(local(opts));
/** loadRules starts a worker thread for the rules questions. */
export const loadRules = (opts = {}) => base.loadRules(local(opts));
