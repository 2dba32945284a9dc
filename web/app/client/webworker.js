// webworker.js: the browser's way to start a worker running bao.wasm: a
// module Web Worker of worker.js, beside this module.

/** @typedef {import('./channel.js').Port} Port */

/**
 * spawnWebWorker starts worker.js in a module Web Worker.
 * @returns {Port}
 */
export function spawnWebWorker() {
  const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  return {
    post: (msg) => worker.postMessage(msg),
    listen(onMessage, onFailure) {
      worker.onmessage = (ev) => onMessage(ev.data);
      worker.onerror = (ev) => onFailure((ev && ev.message) || 'the engine worker failed');
    },
    terminate: () => worker.terminate(),
  };
}
