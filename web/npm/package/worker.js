// worker.js: the module Web Worker that runs bao.wasm in a browser.
import './wasm_exec.js';
import { boot, instantiate } from './boot.js';

boot(async (wasm, imports) => {
  if (typeof wasm === 'string') return instantiate(await fetch(wasm), imports);
  return instantiate(wasm, imports);
});
