// server.js: the client's second transport, for the page that bao serve
// (web/server) serves: the rules questions over fetch to its /api
// endpoints, and an engine session over POST /api/session, the session's
// Server-Sent Events (GET /api/session/{id}/events, one event per engine
// line) and POST /api/session/{id}/command. A dropped stream is
// reconnected by the browser while the server keeps the session (its
// grace period): the engine is then 'connecting' until the stream is
// back; a session the server ended is lost, and the Engine (with
// restart) opens a new one.

import { BaoError, answerError, failed } from './errors.js';

/** @typedef {import('./engine.js').EngineTransport} EngineTransport */
/** @typedef {import('./rules.js').RulesTransport} RulesTransport */

/** The most commands the server takes in one request (web/server maxCommands). */
const MAX_COMMANDS = 32;

/**
 * ask asks the server: GET without a body, else POST of the body as JSON.
 * The answer's JSON, or a BaoError with the server's one-line message and
 * status (code 'network' when no server answers).
 * @param {string} url
 * @param {unknown} [body]
 * @returns {Promise<any>}
 */
async function ask(url, body) {
  /** @type {Response} */
  let resp;
  try {
    resp = await fetch(url, body === undefined ? {} : {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw failed(`no answer from the server (${e instanceof Error ? e.message : e})`, 'network');
  }
  /** @type {any} */
  let data = null;
  try {
    data = await resp.json();
  } catch (e) {
    data = null;
  }
  if (!resp.ok) throw answerError(data, resp.status, `HTTP ${resp.status}`);
  return data;
}

/**
 * endSession asks the server to end session id, and lets the request
 * outlive the page (keepalive): the page may be going away.
 * @param {string} base
 * @param {string} id
 */
function endSession(base, id) {
  fetch(`${base}/api/session/${id}`, { method: 'DELETE', keepalive: true }).catch(() => {});
}

/**
 * serverRules asks the rules questions of the server at base ('' for
 * the page's own).
 * @param {string} [base]
 * @returns {RulesTransport}
 */
export function serverRules(base = '') {
  return { ask: (path, body) => ask(base + path, body), close() {} };
}

/**
 * serverTransport is an engine session of the server at base. external
 * says, once a session is open, whether the server runs another program
 * (bao serve --engine).
 * @param {string} [base]
 * @returns {EngineTransport}
 */
export function serverTransport(base = '') {
  /** @type {string | null} */
  let id = null;
  /** @type {EventSource | null} */
  let stream = null;
  /** @type {((why: BaoError) => void) | null} */
  let lose = null;
  /** @type {Promise<unknown>} the posts of commands, in order */
  let posts = Promise.resolve();

  /** end forgets the session, ending it on the server unless it ended there. */
  const end = (ended = false) => {
    if (stream) stream.close();
    stream = null;
    if (id && !ended) endSession(base, id);
    id = null;
    lose = null;
  };

  /** @type {EngineTransport} */
  const transport = {
    external: false,
    async open(events) {
      end();
      /** @type {{id: string, external: boolean}} */
      const info = await ask(`${base}/api/session`, {});
      id = info.id;
      transport.external = !!info.external;
      const sid = info.id;
      await new Promise((resolve, reject) => {
        const es = new EventSource(`${base}/api/session/${sid}/events`);
        stream = es;
        let opened = false;
        /**
         * @param {BaoError} why
         * @param {boolean} ended the server ended the session itself
         */
        const lost = (why, ended) => {
          es.close();
          if (stream !== es) return;
          const tell = lose;
          // The server may still hold the session (a stream cut by the
          // browser, as when the page reloads, leaves it for the grace
          // period): end it, or it counts against the tab's sessions.
          end(ended);
          if (!opened) reject(why);
          else if (tell) tell(why);
        };
        es.onopen = () => {
          if (stream !== es) return;
          if (!opened) {
            opened = true;
            lose = events.lost;
            resolve(undefined);
          } else {
            events.state('ready');
          }
        };
        es.onmessage = (ev) => {
          if (stream === es) events.line(String(ev.data));
        };
        es.addEventListener('exit', (ev) => lost(failed(`the engine has ended (${/** @type {MessageEvent} */ (ev).data})`, 'ended'), true));
        es.onerror = () => {
          // A dropped connection is retried by the browser itself, and the
          // server keeps the session (and the engine's lines) for its
          // grace period; only a refused reconnect loses the session.
          if (opened && es.readyState === EventSource.CONNECTING) {
            if (stream === es) events.state('connecting');
            return;
          }
          lost(failed('the connection to the engine was lost', 'lost'), false);
        };
      });
    },
    send(lines) {
      const sid = id;
      const run = async () => {
        if (!sid || sid !== id) throw failed('the engine session has ended', 'lost');
        for (let i = 0; i < lines.length; i += MAX_COMMANDS) {
          try {
            await ask(`${base}/api/session/${sid}/command`, { commands: lines.slice(i, i + MAX_COMMANDS) });
          } catch (e) {
            if (e instanceof BaoError && (e.status === 404 || e.status === 410) && sid === id) {
              const tell = lose;
              const why = failed(e.message, 'ended');
              end(true);
              if (tell) tell(why);
              throw why;
            }
            throw e;
          }
        }
      };
      const p = posts.then(run);
      posts = p.catch(() => {});
      return p;
    },
    ask: (path) => ask(base + path),
    close: () => end(),
  };
  return transport;
}
