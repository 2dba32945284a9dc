// api.js: the page's only contact with the engine and the rules. Served by
// bao serve, rules questions go to the JSON endpoints and the engine is
// reached through its line protocol (commands by POST, output as
// Server-Sent Events). In the static web app (bao web build, marked by
// <meta name="bao-mode" content="static">) the same questions and the same
// protocol lines go to Web Workers running the engine compiled to
// WebAssembly (worker.js, bao.wasm): the rest of the page cannot tell. When
// bao.wasm is missing or damaged, offline.js says so and offers a reset.

import { engineFailureText, showEngineFailure } from './offline.js';

import { t } from './i18n.js';

/** staticMode is true in the static web app, where no server answers. */
export const staticMode = (() => {
  const m = document.querySelector('meta[name="bao-mode"]');
  return !!m && m.content === 'static';
})();

/**
 * ApiError carries the server's one-line message and HTTP status; shown is
 * true when the page already shows it (the engine-failure notice).
 */
export class ApiError extends Error {
  constructor(status, message, shown = false) {
    super(message);
    this.status = status;
    this.shown = shown;
  }
}

/**
 * RulesWorker answers the rules questions in the static app: one Web
 * Worker running bao.wasm, asked by message with the endpoint's path and
 * JSON body, answering with the status and JSON the server would send.
 */
class RulesWorker {
  constructor() {
    this.next = 1;
    this.waiting = new Map();
    this.worker = new Worker('worker.js');
    this.worker.onmessage = (ev) => this.onMessage(ev.data);
    this.worker.onerror = (ev) => this.failAll(ev.message || t('api.workerFailed'));
  }

  onMessage(msg) {
    if (msg.type === 'error') {
      if (msg.engine) {
        showEngineFailure(msg.message);
        this.failAll(engineFailureText(), true);
      } else {
        this.failAll(msg.message);
      }
      return;
    }
    if (msg.type !== 'api') return;
    const w = this.waiting.get(msg.id);
    if (!w) return;
    this.waiting.delete(msg.id);
    let data = null;
    try {
      data = JSON.parse(msg.body);
    } catch (e) {
      data = null;
    }
    if (msg.status !== 200) {
      w.reject(new ApiError(msg.status, (data && data.error) || `error ${msg.status}`));
    } else {
      w.resolve(data);
    }
  }

  failAll(message, shown = false) {
    for (const w of this.waiting.values()) w.reject(new ApiError(0, message, shown));
    this.waiting.clear();
  }

  call(path, body) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ type: 'api', id, path, body: body === undefined ? '' : JSON.stringify(body) });
    });
  }
}

let rulesWorker = null;

/** askWorker sends a rules question to the static app's rules worker. */
function askWorker(path, body) {
  if (!rulesWorker) rulesWorker = new RulesWorker();
  return rulesWorker.call(path, body);
}

/** post sends body as JSON and returns the decoded answer or throws ApiError. */
export async function post(path, body) {
  if (staticMode) return askWorker(path, body);
  let resp;
  try {
    resp = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError(0, t('api.noServer'));
  }
  return decode(resp);
}

/** get fetches a JSON endpoint. */
export async function get(path) {
  if (staticMode) return askWorker(path, undefined);
  let resp;
  try {
    resp = await fetch(path);
  } catch (e) {
    throw new ApiError(0, t('api.noServer'));
  }
  return decode(resp);
}

async function decode(resp) {
  let data = null;
  try {
    data = await resp.json();
  } catch (e) {
    data = null;
  }
  if (!resp.ok) {
    throw new ApiError(resp.status, (data && data.error) || `HTTP ${resp.status}`);
  }
  return data;
}

/**
 * EngineLink is this tab's engine session. onLine receives every engine
 * output line; onState receives 'connecting', 'ready' or 'lost'; onRestart
 * is called after a new session replaced a lost one, so the page can send
 * its setup again.
 */
export class EngineLink {
  constructor({ onLine, onState, onRestart }) {
    this.onLine = onLine;
    this.onState = onState;
    this.onRestart = onRestart;
    this.id = null;
    this.es = null;
    this.queue = Promise.resolve();
    this.generation = 0;
    this.retryDelay = 500;
    this.external = false;
    this.closed = false;
    this.worker = null; // the static app's engine worker
  }

  /** start creates a session and opens its event stream. */
  async start() {
    if (staticMode) return this.startWorker();
    this.onState('connecting');
    const gen = ++this.generation;
    let info;
    try {
      info = await post('/api/session', {});
    } catch (e) {
      this.onState('lost', e.message);
      this.retryLater();
      return false;
    }
    if (gen !== this.generation) {
      // Closed meanwhile: end the session just made.
      endSession(info.id);
      return false;
    }
    this.id = info.id;
    this.external = info.external;
    await new Promise((resolve) => {
      const es = new EventSource(`/api/session/${info.id}/events`);
      this.es = es;
      let opened = false;
      es.onopen = () => {
        opened = true;
        this.retryDelay = 500;
        this.onState('ready');
        resolve();
      };
      es.onmessage = (ev) => this.onLine(ev.data);
      const lost = (why, ended = false) => {
        es.close();
        if (this.es !== es) return;
        this.es = null;
        if (!ended) {
          // The server may still hold the session (a stream cut by the
          // browser, as when the page reloads, leaves it for the grace
          // period): end it, or it counts against the tab's sessions.
          endSession(info.id);
        }
        this.id = null;
        this.onState('lost', why);
        if (!opened) resolve();
        this.retryLater();
      };
      es.addEventListener('exit', (ev) => lost(ev.data, true));
      es.onerror = () => {
        // A dropped connection is retried by the browser itself, and the
        // server keeps the session (and the engine's lines) for its grace
        // period; only a refused reconnect loses the session.
        if (opened && es.readyState === EventSource.CONNECTING) {
          if (this.es === es) this.onState('connecting');
          return;
        }
        lost(t('api.connectionLost'));
      };
    });
    return this.id !== null;
  }

  /**
   * startWorker is start in the static app: the session is a Web Worker
   * running bao.wasm, which speaks the protocol by messages.
   */
  startWorker() {
    this.onState('connecting');
    const gen = ++this.generation;
    return new Promise((resolve) => {
      const w = new Worker('worker.js');
      this.worker = w;
      let opened = false;
      const lost = (why) => {
        if (this.worker !== w) return;
        w.terminate();
        this.worker = null;
        this.id = null;
        this.onState('lost', why);
        if (!opened) resolve(false);
        this.retryLater();
      };
      w.onmessage = (ev) => {
        const msg = ev.data;
        if (gen !== this.generation) return;
        switch (msg.type) {
          case 'ready':
            opened = true;
            this.id = 'worker';
            this.external = false;
            this.retryDelay = 500;
            this.onState('ready');
            resolve(true);
            break;
          case 'line':
            this.onLine(msg.line);
            break;
          case 'exit':
            lost(t('api.engineEnded'));
            break;
          case 'error':
            if (msg.engine) showEngineFailure(msg.message);
            lost(msg.message);
            break;
          default:
            break;
        }
      };
      w.onerror = (ev) => lost(ev.message || t('api.workerFailed'));
    });
  }

  retryLater() {
    if (this.closed) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, 8000);
    setTimeout(async () => {
      if (this.id !== null || this.closed) return;
      if (await this.start()) this.onRestart();
    }, delay);
  }

  /** send posts commands in order; commands of later calls wait for earlier ones. */
  send(...commands) {
    return this.sendWith(async () => commands);
  }

  /**
   * sendWith queues make, which returns the commands to send when their
   * turn comes (for commands that depend on an earlier answer).
   */
  sendWith(make) {
    this.queue = this.queue.then(async () => {
      if (this.id === null) return;
      const commands = await make();
      if (!commands.length || this.id === null) return;
      if (this.worker) {
        for (const line of commands) this.worker.postMessage({ type: 'cmd', line });
        return;
      }
      try {
        await post(`/api/session/${this.id}/command`, { commands });
      } catch (e) {
        if (e.status === 404 || e.status === 410) {
          if (this.es) this.es.close();
          this.es = null;
          this.id = null;
          this.onState('lost', e.message);
          this.retryLater();
        } else {
          this.onState('error', e.message);
        }
      }
    });
    return this.queue;
  }

  /**
   * reopen starts a new session after close: the page came back from the
   * browser's back/forward cache, whose pagehide had closed the old one.
   * It reports whether the engine is ready; when not, it retries as
   * after a lost session, and onRestart is called once it is.
   */
  async reopen() {
    if (!this.closed) return false;
    this.closed = false;
    this.retryDelay = 500;
    return this.start();
  }

  /** close ends the session for good (the tab is going away, or the graph is done). */
  close() {
    this.closed = true;
    this.generation++;
    if (this.worker) {
      this.worker.terminate();
      this.worker = null;
      this.id = null;
      return;
    }
    if (this.es) this.es.close();
    if (this.id) {
      endSession(this.id);
    }
    this.id = null;
  }
}

/**
 * endSession asks the server to end engine session id, and lets the
 * request outlive the page (keepalive): the page may be going away.
 */
function endSession(id) {
  fetch(`/api/session/${id}`, { method: 'DELETE', keepalive: true }).catch(() => {});
}

/** parseInfo reads an engine "info" line into its fields (protocol.md 6). */
export function parseInfo(line) {
  const f = line.split(/\s+/);
  const out = {};
  for (let i = 1; i < f.length; i++) {
    const k = f[i];
    switch (k) {
      case 'depth': case 'seldepth': case 'multipv': case 'nodes': case 'nps': case 'time': case 'hashfull':
        out[k] = Number(f[++i]);
        break;
      case 'score':
        out.scoreKind = f[++i];
        out.score = Number(f[++i]);
        if (f[i + 1] === 'lowerbound' || f[i + 1] === 'upperbound') out.bound = f[++i];
        break;
      case 'wdl':
        out.wdl = [Number(f[i + 1]), Number(f[i + 2]), Number(f[i + 3])];
        i += 3;
        break;
      case 'pv':
        out.pv = f.slice(i + 1);
        i = f.length;
        break;
      case 'string':
        out.string = f.slice(i + 1).join(' ');
        i = f.length;
        break;
      default:
        break;
    }
  }
  return out;
}
