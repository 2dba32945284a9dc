// index.js: the client in a browser (and under a bundler): the engine and
// the rules each run bao.wasm in a module Web Worker. The npm package's
// browser entry; the page imports the same modules.
import { spawnWebWorker } from './webworker.js';
import { starters } from './start.js';

export { BaoError } from './errors.js';
export { Engine } from './engine.js';
export { Rules } from './rules.js';
export { parseInfo } from './info.js';

export const { startEngine, loadRules } = starters(spawnWebWorker, () => new URL('./bao.wasm', import.meta.url));
