// engine.js: Engine, a protocol session (docs/protocol.md) behind a
// transport (a worker running bao.wasm, or a session of bao serve), with
// raw lines (send, onLine) and promises for the common case (search,
// setOption, newGame, isReady). Calls run one after another. Each session
// starts with the one handshake (uci: the engine's name and the options it
// declares, until uciok); the rules' table (GET /api/options) gives the
// levels and the rule options' defaults. An option counts as set only once
// the engine took it, and each search sends every rule option it runs
// under (search.js), so nothing leaks from one call to the next.

import { deferred } from './deferred.js';
import { BaoError, failed } from './errors.js';
import { parseInfo } from './info.js';
import { optionLine, parseOption } from './options.js';
import { planSearch } from './search.js';

/** @typedef {import('./types.js').OptionsAnswer} OptionsAnswer */
/** @typedef {import('./types.js').EngineOption} EngineOption */
/** @typedef {import('./types.js').EngineState} EngineState */
/** @typedef {import('./types.js').Level} Level */
/** @typedef {import('./types.js').Info} Info */
/** @typedef {import('./types.js').SearchResult} SearchResult */
/** @typedef {import('./types.js').Game} Game */
/** @typedef {import('./types.js').SearchLimits} SearchLimits */

/**
 * What a transport tells the engine about its session: each line the
 * engine writes, the session's loss (once, after open resolved), and a
 * connection that drops and comes back without losing the session.
 * @typedef {object} SessionEvents
 * @property {(line: string) => void} line
 * @property {(why: BaoError) => void} lost
 * @property {(state: 'connecting' | 'ready') => void} state
 */

/**
 * How an Engine reaches an engine: open starts a session (it rejects when
 * none can start), send hands it lines in order (rejecting when they are
 * refused or the session is gone), ask asks a rules question of the same
 * place (GET, for the rules' table), close ends the session. external is
 * true for a session of another program (bao serve --engine).
 * @typedef {object} EngineTransport
 * @property {(events: SessionEvents) => Promise<void>} open
 * @property {(lines: string[]) => Promise<void>} send
 * @property {(path: string) => Promise<any>} ask
 * @property {() => void} close
 * @property {boolean} external
 */

/**
 * One exchange with the engine: it sends lines, sees every line the
 * engine writes until it settles, and may be asked to stop.
 * @typedef {object} Exchange
 * @property {(line: string) => void} take
 * @property {(v?: any) => void} resolve
 * @property {(e: unknown) => void} reject
 * @property {(lines: string[]) => void} send
 * @property {() => void} stop
 */

/**
 * The options of an Engine: restart starts a new session when one is
 * lost (after 0.5 s, doubling to 8 s between tries) and sets the options
 * setOption set again; onState hears every change of state.
 * @typedef {object} EngineOptions
 * @property {boolean} [restart]
 * @property {StateListener} [onState]
 */

/**
 * A listener of the engine's state: the state, and for 'lost' the reason
 * (its message, and the BaoError itself).
 * @typedef {(state: EngineState, why?: string, error?: BaoError) => void} StateListener
 */

/** The first and the longest wait before a new session is tried. */
const RETRY_FIRST = 500;
const RETRY_MAX = 8000;

/** Engine is a protocol session with promises. */
export class Engine {
  /**
   * new Engine starts connecting at once; ready resolves when the first
   * session has made its handshake (startEngine waits for it).
   * @param {EngineTransport} transport
   * @param {EngineOptions} [opts]
   */
  constructor(transport, opts = {}) {
    this.transport = transport;
    this.restart = !!opts.restart;
    /** @type {Set<(line: string | null) => void>} */
    this.listeners = new Set();
    /** @type {Set<StateListener>} */
    this.stateListeners = new Set();
    if (opts.onState) this.stateListeners.add(opts.onState);
    /** @type {Promise<unknown>} the calls, one after another */
    this.queue = Promise.resolve();
    /** @type {Exchange | null} */
    this.current = null;
    /** @type {Map<string, string>} the setoption lines the engine took, by lower-case name */
    this.taken = new Map();
    /** @type {OptionsAnswer | null} the rules' table */
    this.table = null;
    /** @type {Level[]} the levels for people, as search's level names them */
    this.levels = [];
    /** the engine's name, from "id name" */
    this.name = '';
    /** @type {EngineOption[]} the options the engine declared */
    this.options = [];
    /** @type {Map<string, EngineOption>} */
    this.declared = new Map();
    /** @type {EngineState} */
    this.state = 'connecting';
    this.up = false;
    this.closed = false;
    this.session = 0;
    this.retryDelay = RETRY_FIRST;
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.retryTimer = null;
    /** @type {BaoError | null} why the engine is down */
    this.why = null;
    /** @type {import('./deferred.js').Deferred<void>} settled when the first session is ready, or cannot start (without restart), or on close */
    this.first = deferred();
    this.ready = this.first.promise;
    this.connect();
  }

  /**
   * connect opens a session, reads the rules' table once, makes the
   * handshake and sets again the options taken before.
   */
  async connect() {
    const gen = ++this.session;
    /** @type {BaoError | null} a loss before the session was ready */
    let lostEarly = null;
    this.setState('connecting');
    try {
      await this.transport.open({
        line: (l) => {
          if (gen === this.session) this.line(l);
        },
        lost: (why) => {
          if (gen !== this.session) return;
          if (this.up) {
            this.down(why);
            return;
          }
          lostEarly = why;
          if (this.current) this.current.reject(why);
        },
        state: (s) => {
          if (gen === this.session && this.up) this.setState(s);
        },
      });
      if (this.closed || gen !== this.session) return;
      if (!this.table) {
        this.table = /** @type {OptionsAnswer} */ (await this.transport.ask('/api/options'));
        this.levels = this.table.levels;
      }
      await this.handshake();
      for (const line of this.taken.values()) await this.exchange([line], true).catch(() => {});
      if (this.closed || gen !== this.session) return;
      if (lostEarly) throw lostEarly;
      this.up = true;
      this.why = null;
      this.retryDelay = RETRY_FIRST;
      this.setState('ready');
      this.first.resolve();
    } catch (e) {
      if (this.closed || gen !== this.session) return;
      const why = e instanceof BaoError ? e : failed(String(e), 'ended');
      this.why = why;
      this.tell(null);
      this.transport.close();
      this.setState('lost', why);
      if (this.restart) this.later();
      else this.first.reject(why);
    }
  }

  /**
   * later tries a new session after a wait that doubles with each try.
   */
  later() {
    if (this.closed || this.retryTimer) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closed && !this.up) this.connect();
    }, delay);
  }

  /**
   * down takes the loss of the session: the running call rejects with
   * why, the calls after it too, and with restart a new session is tried.
   * @param {BaoError} why
   */
  down(why) {
    if (this.closed) return;
    this.up = false;
    this.why = why;
    if (this.current) this.current.reject(why);
    this.tell(null);
    this.transport.close();
    this.setState('lost', why);
    if (this.restart) this.later();
  }

  /**
   * setState records the engine's state and tells the listeners.
   * @param {EngineState} s
   * @param {BaoError} [why]
   */
  setState(s, why) {
    this.state = s;
    for (const fn of this.stateListeners) {
      try {
        fn(s, why && why.message, why);
      } catch (e) {
        // A listener's fault must not stop the others.
      }
    }
  }

  /**
   * tell hands a line (null: the session ended) to the line listeners.
   * @param {string | null} l
   */
  tell(l) {
    for (const fn of this.listeners) {
      try {
        fn(l);
      } catch (e) {
        // A listener's fault must not stop the others.
      }
    }
  }

  /**
   * line takes every line the engine writes.
   * @param {string} l
   */
  line(l) {
    this.tell(l);
    if (this.current) this.current.take(l);
  }

  /**
   * onLine calls fn with every line the engine writes (null when its
   * session ends); it returns a function that stops the calls.
   * @param {(line: string | null) => void} fn
   * @returns {() => void}
   */
  onLine(fn) {
    this.listeners.add(fn);
    return () => {
      this.listeners.delete(fn);
    };
  }

  /**
   * onState calls fn when the engine's state changes ('connecting',
   * 'ready', 'lost' with its reason); it returns a function that stops
   * the calls.
   * @param {StateListener} fn
   * @returns {() => void}
   */
  onState(fn) {
    this.stateListeners.add(fn);
    return () => {
      this.stateListeners.delete(fn);
    };
  }

  /**
   * option returns the engine's declaration of the option name (any
   * case), or undefined when it declared none.
   * @param {string} name
   * @returns {EngineOption | undefined}
   */
  option(name) {
    return this.declared.get(String(name).toLowerCase());
  }

  /** @returns {BaoError} why a call cannot run now */
  refusal() {
    if (this.closed) return failed('the engine was closed', 'closed');
    return this.why || failed('the engine is not connected', 'ended');
  }

  /**
   * run queues an exchange after the calls before it: start sends its
   * lines and sets its take. A call made while the engine is down or
   * closed rejects at once; one whose session was lost meanwhile rejects
   * when its turn comes. An aborted signal rejects the exchange before
   * it starts and stops it after.
   * @param {(x: Exchange) => void} start
   * @param {{internal?: boolean, signal?: AbortSignal}} [how]
   * @returns {Promise<any>}
   */
  run(start, how = {}) {
    if (this.closed || (!how.internal && !this.up)) return Promise.reject(this.refusal());
    const gen = this.session;
    const signal = how.signal;
    return new Promise((resolve, reject) => {
      let settled = false;
      /** @type {Exchange | null} */
      let x = null;
      const onAbort = () => {
        if (x) x.stop();
        else finish(false, failed('search: aborted before it started', 'aborted'));
      };
      /** @type {() => void} */
      let done = () => {};
      /**
       * @param {boolean} ok
       * @param {unknown} v
       */
      const finish = (ok, v) => {
        if (settled) return;
        settled = true;
        if (signal) signal.removeEventListener('abort', onAbort);
        if (x && this.current === x) this.current = null;
        if (ok) resolve(v);
        else reject(v);
        done();
      };
      if (signal) signal.addEventListener('abort', onAbort);
      const turn = () =>
        new Promise((next) => {
          done = () => next(undefined);
          if (settled) return next(undefined);
          if (this.closed || gen !== this.session || (!how.internal && !this.up)) return finish(false, this.refusal());
          /** @type {Exchange} */
          const ex = {
            take: () => {},
            resolve: (v) => finish(true, v),
            reject: (e) => finish(false, e),
            send: (lines) => {
              this.transport.send(lines).catch((e) => finish(false, e));
            },
            stop: () => {},
          };
          x = ex;
          this.current = ex;
          try {
            start(ex);
          } catch (e) {
            finish(false, e);
          }
        });
      this.queue = this.queue.then(turn);
    });
  }

  /**
   * exchange sends lines and isready; the errors the engine writes
   * before readyok reject it.
   * @param {string[]} lines
   * @param {boolean} [internal]
   * @returns {Promise<void>}
   */
  exchange(lines, internal = false) {
    return this.run((x) => {
      /** @type {string[]} */
      const errors = [];
      x.take = (l) => {
        if (l.startsWith('info string error: ')) errors.push(l.slice(19));
        else if (l === 'readyok') {
          if (errors.length) x.reject(new BaoError(errors.join('; '), 400));
          else x.resolve();
        }
      };
      x.send([...lines, 'isready']);
    }, { internal });
  }

  /**
   * handshake sends uci and reads the engine's name and the options it
   * declares until uciok.
   * @returns {Promise<void>}
   */
  handshake() {
    return this.run((x) => {
      let name = '';
      /** @type {EngineOption[]} */
      const options = [];
      x.take = (l) => {
        if (l.startsWith('id name ')) name = l.slice(8).trim();
        else if (l.startsWith('option ')) {
          const o = parseOption(l);
          if (o) options.push(o);
        } else if (l === 'uciok') {
          this.name = name;
          this.options = options;
          this.declared = new Map(options.map((o) => [o.name.toLowerCase(), o]));
          x.resolve();
        }
      };
      x.send(['uci']);
    }, { internal: true });
  }

  /**
   * send sends protocol lines as they are (one line, or several
   * separated by line breaks), outside the order of the calls.
   * @param {string} text
   * @returns {Promise<void>}
   */
  async send(text) {
    if (this.closed || !this.up) throw this.refusal();
    const lines = String(text).split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
    if (lines.length) await this.transport.send(lines);
  }

  /**
   * isReady resolves when the engine has answered isready.
   * @returns {Promise<void>}
   */
  isReady() {
    return this.run((x) => {
      x.take = (l) => {
        if (l === 'readyok') x.resolve();
      };
      x.send(['isready']);
    });
  }

  /**
   * setOption sets an engine option (protocol.md 8); a bad name or value
   * rejects with the engine's message, and only an option the engine
   * took is set again in a new session.
   * @param {string} name
   * @param {string | number | boolean} [value]
   * @returns {Promise<void>}
   */
  async setOption(name, value) {
    if (this.closed || !this.up) throw this.refusal();
    const line = optionLine(name, value);
    await this.exchange([line]);
    this.taken.set(String(name).trim().toLowerCase(), line);
  }

  /**
   * newGame clears the hash table and the game (ucinewgame).
   * @returns {Promise<void>}
   */
  newGame() {
    return this.exchange(['ucinewgame']);
  }

  /**
   * search searches a game's position and resolves with the best move.
   * It first sends the variant, every rule option, the strength and the
   * position with isready: an error there rejects it before go is sent.
   * @param {Game} game
   * @param {SearchLimits} [limits]
   * @returns {Promise<SearchResult>}
   */
  async search(game, limits) {
    if (this.closed || !this.up || !this.table) throw this.refusal();
    const plan = planSearch(game, limits, this.table, this.declared);
    if (plan.signal && plan.signal.aborted) throw failed('search: aborted before it started', 'aborted');
    return this.run((x) => {
      /** @type {string[]} */
      const errors = [];
      /** @type {string[]} */
      const warnings = [];
      /** @type {Info | null} */
      let last = null;
      let going = false;
      let stopAsked = false;
      x.stop = () => {
        if (going) x.send(['stop']);
        else stopAsked = true;
      };
      x.take = (l) => {
        safely(() => plan.onLine && plan.onLine(l));
        if (l.startsWith('info string error: ')) errors.push(l.slice(19));
        else if (l.startsWith('info string warning: ')) warnings.push(l.slice(21));
        else if (!going) {
          if (l !== 'readyok') return;
          if (errors.length) {
            x.reject(new BaoError(errors.join('; '), 400));
            return;
          }
          going = true;
          x.send(stopAsked ? [plan.go, 'stop'] : [plan.go]);
        } else if (l.startsWith('info ')) {
          const info = parseInfo(l);
          if (!info) return;
          if (!info.multipv || info.multipv === 1) last = info;
          safely(() => plan.onInfo && plan.onInfo(/** @type {Info} */ (info), l));
        } else if (l.startsWith('bestmove')) {
          if (errors.length) {
            x.reject(new BaoError(errors.join('; '), 400));
            return;
          }
          const t = l.split(/\s+/);
          /** @type {SearchResult} */
          const r = { bestmove: t[1] && t[1] !== '0000' ? t[1] : null, info: last, warnings };
          if (t[2] === 'ponder' && t[3]) r.ponder = t[3];
          x.resolve(r);
        }
      };
      x.send([...plan.setup, 'isready']);
    }, { signal: plan.signal });
  }

  /**
   * stop ends the running search at once: its promise resolves with the
   * best move so far. Without one it does nothing.
   */
  stop() {
    if (this.current) this.current.stop();
  }

  /**
   * close ends the session for good: the running call and every later
   * one reject with a BaoError of code 'closed'.
   */
  close() {
    if (this.closed) return;
    this.closed = true;
    this.up = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const why = this.refusal();
    this.first.reject(why);
    if (this.current) this.current.reject(why);
    this.tell(null);
    this.transport.close();
  }
}

/**
 * safely calls a caller's callback: its fault must not stop the search.
 * @param {() => void} call
 */
function safely(call) {
  try {
    call();
  } catch (e) {
    // The caller's own fault; the search goes on.
  }
}
