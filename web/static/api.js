// api.js: the page's only contact with the server. Rules questions go to
// the JSON endpoints; the engine is reached through its line protocol
// (commands by POST, output as Server-Sent Events).

/** ApiError carries the server's one-line message and HTTP status. */
export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** post sends body as JSON and returns the decoded answer or throws ApiError. */
export async function post(path, body) {
  let resp;
  try {
    resp = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError(0, 'the server cannot be reached (is bao serve still running?)');
  }
  return decode(resp);
}

/** get fetches a JSON endpoint. */
export async function get(path) {
  let resp;
  try {
    resp = await fetch(path);
  } catch (e) {
    throw new ApiError(0, 'the server cannot be reached (is bao serve still running?)');
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
  }

  /** start creates a session and opens its event stream. */
  async start() {
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
      fetch(`/api/session/${info.id}`, { method: 'DELETE', keepalive: true }).catch(() => {});
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
      const lost = (why) => {
        es.close();
        if (this.es !== es) return;
        this.es = null;
        this.id = null;
        this.onState('lost', why);
        if (!opened) resolve();
        this.retryLater();
      };
      es.addEventListener('exit', (ev) => lost(ev.data));
      es.onerror = () => {
        // A dropped connection is retried by the browser itself, and the
        // server keeps the session (and the engine's lines) for its grace
        // period; only a refused reconnect loses the session.
        if (opened && es.readyState === EventSource.CONNECTING) {
          if (this.es === es) this.onState('connecting');
          return;
        }
        lost('connection to the engine lost');
      };
    });
    return this.id !== null;
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

  /** close ends the session for good (the tab is going away, or the graph is done). */
  close() {
    this.closed = true;
    this.generation++;
    if (this.es) this.es.close();
    if (this.id) {
      fetch(`/api/session/${this.id}`, { method: 'DELETE', keepalive: true }).catch(() => {});
    }
    this.id = null;
  }
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
