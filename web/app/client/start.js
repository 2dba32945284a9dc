// start.js: the two starters over a way to spawn a worker: startEngine
// (an Engine in its own worker) and loadRules (Rules in another: the
// engine searches on one thread, and rules questions would wait for it).

import { Channel, workerTransport } from './channel.js';
import { Engine } from './engine.js';
import { isObject, shown } from './check.js';
import { refused } from './errors.js';
import { Rules } from './rules.js';

/** @typedef {import('./channel.js').Port} Port */
/** @typedef {import('./channel.js').WasmInput} WasmInput */
/** @typedef {import('./types.js').StartOptions} StartOptions */

/**
 * wasmSource turns the wasm option into what the worker loads: a URL as a
 * string (resolved against the page), bytes or a WebAssembly.Module.
 * @param {unknown} wasm
 * @param {() => URL} fallback bao.wasm beside the package's module
 * @returns {WasmInput}
 */
export function wasmSource(wasm, fallback) {
  if (wasm === undefined || wasm === null) return fallback().href;
  if (typeof wasm === 'string') return new URL(wasm, globalThis.location ? globalThis.location.href : undefined).href;
  if (wasm instanceof URL) return wasm.href;
  if (wasm instanceof ArrayBuffer || ArrayBuffer.isView(wasm) || wasm instanceof WebAssembly.Module) return wasm;
  throw refused('wasm', `${shown(wasm)}: want a URL, bytes or a WebAssembly.Module`);
}

/**
 * startOptions checks the options of a starter.
 * @param {unknown} opts
 * @returns {StartOptions}
 */
function startOptions(opts) {
  if (opts === undefined || opts === null) return {};
  if (!isObject(opts)) throw refused('options', `${shown(opts)}: want {wasm, restart, onState}`);
  if (opts.onState !== undefined && typeof opts.onState !== 'function') throw refused('options.onState', 'want a function');
  return /** @type {StartOptions} */ (opts);
}

/**
 * starters builds startEngine and loadRules over spawn, with defaultWasm
 * giving bao.wasm's URL beside the module.
 * @param {() => Port} spawn
 * @param {() => URL} defaultWasm
 */
export function starters(spawn, defaultWasm) {
  return {
    /**
     * loadRules starts a worker for the rules questions.
     * @param {StartOptions} [opts]
     * @returns {Promise<Rules>}
     */
    async loadRules(opts) {
      const o = startOptions(opts);
      const channel = new Channel(spawn(), wasmSource(o.wasm, defaultWasm));
      try {
        await channel.ready;
      } catch (e) {
        channel.close();
        throw e;
      }
      return new Rules(channel);
    },
    /**
     * startEngine starts a worker with a protocol session and resolves
     * once it has made its handshake.
     * @param {StartOptions} [opts]
     * @returns {Promise<Engine>}
     */
    async startEngine(opts) {
      const o = startOptions(opts);
      const engine = new Engine(workerTransport(spawn, wasmSource(o.wasm, defaultWasm)), { restart: !!o.restart, onState: o.onState });
      try {
        await engine.ready;
      } catch (e) {
        engine.close();
        throw e;
      }
      return engine;
    },
  };
}
