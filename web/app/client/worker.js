// worker.js: the module Web Worker that runs bao.wasm in a browser.
import './wasm_exec.js';
import { boot, fetchWasm, instantiate } from './boot.js';

boot((wasm, imports) => (typeof wasm === 'string' ? fetchWasm(wasm, imports) : instantiate(wasm, imports)));
