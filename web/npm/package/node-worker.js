// node-worker.js: the worker thread that runs bao.wasm in Node. It gives
// the thread the two globals a Web Worker has and the engine uses
// (postMessage, onmessage), then boots as the browser's worker.js does; a
// file: URL is read from the disk.
import { parentPort } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import './wasm_exec.js';
import { boot, fetchWasm, instantiate, WasmFault } from './boot.js';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const scope = /** @type {{postMessage: (msg: unknown) => void, onmessage: ((ev: {data: unknown}) => void) | null}} */ (/** @type {unknown} */ (globalThis));
/** @param {unknown} msg */
scope.postMessage = (msg) => port.postMessage(msg);
port.on('message', (data) => {
  const handler = scope.onmessage;
  if (typeof handler === 'function') handler({ data });
});
// boot sets the handler in the same turn as the listener above: no
// message can come between.

boot(async (wasm, imports) => {
  if (typeof wasm !== 'string') return instantiate(wasm, imports);
  if (!wasm.startsWith('file:')) return fetchWasm(wasm, imports);
  /** @type {Uint8Array} */
  let bytes;
  try {
    bytes = await readFile(new URL(wasm));
  } catch (e) {
    throw new WasmFault(`bao.wasm: ${e instanceof Error ? e.message : e}`);
  }
  return instantiate(bytes, imports);
});
