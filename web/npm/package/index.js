// index.js: the package in a browser (and under a bundler): the engine
// and the rules each run bao.wasm in a module Web Worker.
import { api } from './core.js';

export { BaoError, Engine, Rules, parseInfo } from './core.js';

function spawn() {
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

export const { startEngine, loadRules } = api(spawn, () => new URL('./bao.wasm', import.meta.url));
