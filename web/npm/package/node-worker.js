// node-worker.js: the worker thread that runs bao.wasm in Node. It gives
// the thread the two globals a Web Worker has and the engine uses
// (postMessage, onmessage), then boots as worker.js does.
import { parentPort } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import './wasm_exec.js';
import { boot, instantiate } from './boot.js';

globalThis.postMessage = (msg) => parentPort.postMessage(msg);
parentPort.on('message', (data) => {
  const handler = globalThis.onmessage;
  if (typeof handler === 'function') handler({ data });
});
// boot sets the handler in the same turn as the listener above: no
// message can come between.

boot(async (wasm, imports) => {
  if (typeof wasm === 'string') {
    if (wasm.startsWith('file:')) return instantiate(await readFile(new URL(wasm)), imports);
    return instantiate(await fetch(wasm), imports);
  }
  return instantiate(wasm, imports);
});
