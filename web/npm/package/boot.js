// boot.js: runs bao.wasm (the engine and the rules, cmd/baowasm) inside a
// worker. The global scope must have postMessage and an onmessage handler
// slot, as a Web Worker has (node-worker.js gives a Node worker thread the
// same). The first message is {type: 'init', wasm}: where the WebAssembly
// comes from. Messages sent before the engine has set its own handler are
// kept and handed to it in order.

/**
 * boot waits for the init message, loads the WebAssembly with load(wasm)
 * (an instance source: a URL string, bytes or a WebAssembly.Module) and
 * runs it.
 * @param {(wasm: any, imports: object) => Promise<WebAssembly.Instance>} load
 */
export function boot(load) {
  const g = globalThis;
  const early = [];
  let started = false;
  const hold = (ev) => {
    const data = ev && ev.data;
    if (!started && data && data.type === 'init') {
      started = true;
      start(data.wasm);
      return;
    }
    early.push(ev);
  };
  g.onmessage = hold;
  async function start(wasm) {
    try {
      const go = new g.Go();
      const instance = await load(wasm, go.importObject);
      go.run(instance);
      // main has set its own handler and waits for input: replay.
      if (g.onmessage !== hold) {
        for (const ev of early.splice(0)) g.onmessage(ev);
      }
    } catch (e) {
      g.postMessage({ type: 'error', message: 'the engine did not start: ' + (e && e.message ? e.message : e) });
    }
  }
}

/**
 * instantiate makes an instance from a WebAssembly.Module, bytes (an
 * ArrayBuffer or a typed array) or a Response.
 */
export async function instantiate(src, imports) {
  if (src instanceof WebAssembly.Module) {
    return WebAssembly.instantiate(src, imports);
  }
  if (typeof Response !== 'undefined' && src instanceof Response) {
    if (!src.ok) throw new Error(`fetch ${src.url}: HTTP ${src.status}`);
    const copy = src.clone();
    try {
      return (await WebAssembly.instantiateStreaming(src, imports)).instance;
    } catch (e) {
      // A server that does not say application/wasm: instantiate from bytes.
      return (await WebAssembly.instantiate(await copy.arrayBuffer(), imports)).instance;
    }
  }
  if (src instanceof ArrayBuffer || ArrayBuffer.isView(src)) {
    return (await WebAssembly.instantiate(src, imports)).instance;
  }
  throw new Error('wasm: want a URL, bytes or a WebAssembly.Module, got ' + Object.prototype.toString.call(src));
}
