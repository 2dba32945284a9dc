// channel.js: one worker running bao.wasm (cmd/baowasm) and its message
// protocol: {type:'init', wasm} starts it, {type:'ready'} says it runs;
// {type:'cmd', line} carries a protocol line in and {type:'line', line}
// one out; {type:'api', id, path, body} asks a rules question and
// {type:'api', id, status, body} answers it; {type:'error', message,
// engine} and {type:'exit'} end it. A Channel serves the rules questions
// (Rules) and, through workerTransport, an engine session (Engine). The
// worker itself is spawned by the caller: a module Web Worker in a
// browser (webworker.js), a worker thread in Node.

import { deferred } from './deferred.js';
import { BaoError, answerError, failed } from './errors.js';

/**
 * A worker as the channel sees it: post a message, hear its messages and
 * its failure, end it.
 * @typedef {object} Port
 * @property {(msg: unknown) => void} post
 * @property {(onMessage: (msg: unknown) => void, onFailure: (why: string) => void) => void} listen
 * @property {() => void} terminate
 */

/**
 * What the worker loads: a URL as a string, bytes or a compiled module.
 * @typedef {string | ArrayBuffer | ArrayBufferView | WebAssembly.Module} WasmInput
 */

/** @typedef {{resolve: (v: unknown) => void, reject: (e: BaoError) => void}} Waiting */

/**
 * Channel is one worker running bao.wasm: it starts the WebAssembly,
 * waits for the engine to be ready, and carries rules questions and
 * protocol lines. Once it fails (or is closed) it stays failed: every
 * later question rejects with its failure.
 */
export class Channel {
  /**
   * @param {Port} port
   * @param {WasmInput} wasm
   */
  constructor(port, wasm) {
    this.port = port;
    this.next = 1;
    /** @type {Map<number, Waiting>} */
    this.waiting = new Map();
    /** @type {(line: string) => void} the engine's lines */
    this.onLine = () => {};
    /** @type {(why: BaoError) => void} called once, when the channel fails after it was ready */
    this.onFailure = () => {};
    /** @type {BaoError | null} */
    this.failure = null;
    this.opened = false;
    /** @type {import('./deferred.js').Deferred<void>} settled when the engine runs or cannot start */
    this.start = deferred();
    this.ready = this.start.promise;
    port.listen((msg) => this.message(msg), (why) => this.fail(failed(String(why || 'the engine worker failed'), 'ended')));
    port.post({ type: 'init', wasm });
  }

  /**
   * message takes one message of the worker.
   * @param {unknown} data
   */
  message(data) {
    if (!data || typeof data !== 'object') return;
    const msg = /** @type {{type?: string, line?: string, id?: number, status?: number, body?: string, message?: string, engine?: boolean}} */ (data);
    switch (msg.type) {
      case 'ready':
        this.opened = true;
        this.start.resolve();
        break;
      case 'line':
        if (!this.failure) this.onLine(String(msg.line));
        break;
      case 'api':
        this.answer(Number(msg.id), Number(msg.status), String(msg.body));
        break;
      case 'error':
        this.fail(failed(String(msg.message || 'the engine worker failed'), msg.engine ? 'wasm' : 'ended'));
        break;
      case 'exit':
        this.fail(failed('the engine has ended', 'ended'));
        break;
    }
  }

  /**
   * answer settles the question id with the worker's status and JSON.
   * @param {number} id
   * @param {number} status
   * @param {string} body
   */
  answer(id, status, body) {
    const w = this.waiting.get(id);
    if (!w) return;
    this.waiting.delete(id);
    /** @type {any} */
    let data = null;
    try {
      data = JSON.parse(body);
    } catch (e) {
      data = null;
    }
    if (status !== 200) w.reject(answerError(data, status, `error ${status}`));
    else w.resolve(data);
  }

  /**
   * fail ends the channel with why: the questions waiting reject, and so
   * does every later one.
   * @param {BaoError} why
   */
  fail(why) {
    if (this.failure) return;
    this.failure = why;
    this.start.reject(why);
    for (const w of this.waiting.values()) w.reject(why);
    this.waiting.clear();
    if (this.opened) this.onFailure(why);
  }

  /**
   * ask asks a rules question: the path of the server's endpoint and its
   * JSON body (none for a GET).
   * @param {string} path
   * @param {unknown} [body]
   * @returns {Promise<any>}
   */
  ask(path, body) {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.port.post({ type: 'api', id, path, body: body === undefined ? '' : JSON.stringify(body) });
    });
  }

  /**
   * send hands protocol lines to the engine.
   * @param {string[]} lines
   * @returns {Promise<void>}
   */
  send(lines) {
    if (this.failure) return Promise.reject(this.failure);
    for (const line of lines) this.port.post({ type: 'cmd', line });
    return Promise.resolve();
  }

  /** close ends the worker; every later question rejects. */
  close() {
    this.fail(failed('the engine was closed', 'closed'));
    this.port.terminate();
  }
}

/** @typedef {import('./engine.js').EngineTransport} EngineTransport */

/**
 * workerTransport is an engine session in a worker: each open spawns a
 * worker (so that a failed one can be replaced) and asks its questions
 * of it.
 * @param {() => Port} spawn
 * @param {WasmInput} wasm
 * @returns {EngineTransport}
 */
export function workerTransport(spawn, wasm) {
  /** @type {Channel | null} */
  let channel = null;
  const end = () => {
    if (!channel) return;
    const ch = channel;
    channel = null;
    ch.onLine = () => {};
    ch.onFailure = () => {};
    ch.send(['quit']).catch(() => {});
    ch.close();
  };
  const none = () => Promise.reject(failed('the engine has not started', 'ended'));
  return {
    external: false,
    async open(events) {
      end();
      const ch = new Channel(spawn(), wasm);
      channel = ch;
      ch.onLine = events.line;
      ch.onFailure = events.lost;
      try {
        await ch.ready;
      } catch (e) {
        if (channel === ch) end();
        throw e;
      }
    },
    send: (lines) => (channel ? channel.send(lines) : none()),
    ask: (path) => (channel ? channel.ask(path) : none()),
    close: end,
  };
}
