// boot.js: runs bao.wasm (the engine and the rules, cmd/baowasm) inside a
// worker. The global scope must have postMessage and an onmessage handler
// slot, as a Web Worker has (the Node package's node-worker.js gives a
// worker thread the same), and Go, from the toolchain's wasm_exec.js. The
// first message is {type:'init', wasm}: where the WebAssembly comes from.
// Messages sent before the engine has set its own handler are kept and
// handed to it in order. A bao.wasm that is missing or damaged (an HTTP
// error, not WebAssembly at all, cut off or of another build) is a
// WasmFault: a URL is asked for once more past the HTTP cache, which may
// hold a stale or cut-off copy, and then the worker answers {type:'error',
// engine: true}, so that a page can say so in plain words.

/**
 * The worker's global scope as boot uses it.
 * @typedef {object} WorkerScope
 * @property {((ev: {data: unknown}) => void) | null} onmessage
 * @property {(msg: unknown) => void} postMessage
 * @property {new () => {importObject: WebAssembly.Imports, run: (instance: WebAssembly.Instance) => Promise<void>}} Go
 */

/**
 * What a loader gets: a URL as a string, bytes or a compiled module.
 * @typedef {import('./channel.js').WasmInput} WasmInput
 */

/** WasmFault is a bao.wasm that is missing or damaged (not a network failure). */
export class WasmFault extends Error {}

/**
 * boot waits for the init message, loads the WebAssembly with load(wasm,
 * imports) and runs it.
 * @param {(wasm: WasmInput, imports: WebAssembly.Imports) => Promise<WebAssembly.Instance>} load
 */
export function boot(load) {
  const g = /** @type {WorkerScope} */ (/** @type {unknown} */ (globalThis));
  /** @type {{data: unknown}[]} */
  const early = [];
  let started = false;
  /** @param {{data: unknown}} ev */
  const hold = (ev) => {
    const data = /** @type {{type?: string, wasm?: WasmInput} | null} */ (ev && ev.data);
    if (!started && data && data.type === 'init') {
      started = true;
      start(/** @type {WasmInput} */ (data.wasm));
      return;
    }
    early.push(ev);
  };
  g.onmessage = hold;
  /** @param {WasmInput} wasm */
  async function start(wasm) {
    try {
      const go = new g.Go();
      const instance = await load(wasm, go.importObject);
      go.run(instance);
      // main has set its own handler and waits for input: replay.
      const handler = g.onmessage;
      if (handler && handler !== hold) {
        for (const ev of early.splice(0)) handler(ev);
      }
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      g.postMessage({ type: 'error', engine: e instanceof WasmFault, message: 'the engine did not start: ' + why });
    }
  }
}

/** The first four bytes of every WebAssembly file. */
const MAGIC = [0x00, 0x61, 0x73, 0x6d];

/**
 * instantiate makes an instance from a WebAssembly.Module, bytes (an
 * ArrayBuffer or a typed array) or a Response; a file that is not
 * WebAssembly of this build, or an HTTP error, is a WasmFault.
 * @param {unknown} src
 * @param {WebAssembly.Imports} imports
 * @returns {Promise<WebAssembly.Instance>}
 */
export async function instantiate(src, imports) {
  if (src instanceof WebAssembly.Module) {
    try {
      return await WebAssembly.instantiate(src, imports);
    } catch (e) {
      throw new WasmFault(`bao.wasm: ${e}`);
    }
  }
  if (typeof Response !== 'undefined' && src instanceof Response) {
    if (!src.ok) throw new WasmFault(`bao.wasm: HTTP ${src.status}`);
    const copy = src.clone();
    try {
      return (await WebAssembly.instantiateStreaming(src, imports)).instance;
    } catch (e) {
      // A server that does not say application/wasm, or a broken file:
      // instantiate from the bytes, and say which.
      return fromBytes(new Uint8Array(await copy.arrayBuffer()), imports);
    }
  }
  if (src instanceof ArrayBuffer) return fromBytes(new Uint8Array(src), imports);
  if (ArrayBuffer.isView(src)) return fromBytes(new Uint8Array(src.buffer, src.byteOffset, src.byteLength), imports);
  throw new Error('wasm: want a URL, bytes or a WebAssembly.Module, got ' + Object.prototype.toString.call(src));
}

/**
 * fromBytes instantiates WebAssembly bytes.
 * @param {Uint8Array} bytes
 * @param {WebAssembly.Imports} imports
 * @returns {Promise<WebAssembly.Instance>}
 */
async function fromBytes(bytes, imports) {
  if (bytes.length < 4 || MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new WasmFault(`bao.wasm: not a WebAssembly file (${bytes.length} bytes)`);
  }
  try {
    const made = await WebAssembly.instantiate(/** @type {BufferSource} */ (bytes), imports);
    return made.instance;
  } catch (e) {
    throw new WasmFault(`bao.wasm: ${e}`);
  }
}

/**
 * fetchWasm fetches a URL and instantiates it; a WasmFault is asked for
 * once more past the HTTP cache before it counts.
 * @param {string} url
 * @param {WebAssembly.Imports} imports
 * @returns {Promise<WebAssembly.Instance>}
 */
export async function fetchWasm(url, imports) {
  try {
    return await instantiate(await fetch(url), imports);
  } catch (e) {
    if (!(e instanceof WasmFault)) throw e;
    return instantiate(await fetch(url, { cache: 'reload' }), imports);
  }
}
