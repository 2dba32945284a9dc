// core.js: the package's API over a worker running bao.wasm, the same in
// a browser (index.js) and in Node (node.js). Each of those passes spawn,
// which starts a worker and returns a port: {post(msg), listen(onMessage,
// onFailure), terminate()}.

/** BaoError is a question or a command the engine refused: the message
 * names the field or the token at fault; status is the HTTP status the
 * server would answer (400 a bad request, 422 an illegal move) or 0 for
 * an engine that failed or was closed. */
export class BaoError extends Error {
  constructor(message, status = 0) {
    super(message);
    this.name = 'BaoError';
    this.status = status;
  }
}

/** Channel is one worker running bao.wasm: it loads the WebAssembly,
 * waits for the engine to be ready, and carries rules questions and
 * protocol lines. */
class Channel {
  constructor(port, wasm, onLine) {
    this.port = port;
    this.next = 1;
    this.waiting = new Map();
    this.onLine = onLine;
    this.failure = null;
    this.ready = new Promise((resolve, reject) => {
      this.readyResolve = resolve;
      this.readyReject = reject;
    });
    port.listen((msg) => this.message(msg), (why) => this.fail(why));
    port.post({ type: 'init', wasm });
  }

  message(msg) {
    if (!msg || typeof msg !== 'object') return;
    switch (msg.type) {
      case 'ready':
        this.readyResolve();
        break;
      case 'line':
        this.onLine(msg.line);
        break;
      case 'api': {
        const w = this.waiting.get(msg.id);
        if (!w) return;
        this.waiting.delete(msg.id);
        let data = null;
        try {
          data = JSON.parse(msg.body);
        } catch (e) {
          data = null;
        }
        if (msg.status !== 200) w.reject(new BaoError((data && data.error) || `error ${msg.status}`, msg.status));
        else w.resolve(data);
        break;
      }
      case 'error':
        this.fail(msg.message);
        break;
      case 'exit':
        this.fail('the engine has ended');
        break;
    }
  }

  fail(why) {
    if (this.failure) return;
    this.failure = new BaoError(String(why || 'the engine worker failed'));
    this.readyReject(this.failure);
    for (const w of this.waiting.values()) w.reject(this.failure);
    this.waiting.clear();
    this.onLine(null);
  }

  ask(path, body) {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.port.post({ type: 'api', id, path, body: body === undefined ? '' : JSON.stringify(body) });
    });
  }

  send(line) {
    if (this.failure) throw this.failure;
    this.port.post({ type: 'cmd', line });
  }

  close() {
    this.fail('closed');
    this.port.terminate();
  }
}

/** wasmSource turns the wasm option into what the worker loads: a URL as
 * a string, bytes or a WebAssembly.Module. */
function wasmSource(wasm, fallback) {
  if (wasm === undefined || wasm === null) return fallback().href;
  if (typeof wasm === 'string') return new URL(wasm, globalThis.location ? globalThis.location.href : undefined).href;
  if (wasm instanceof URL) return wasm.href;
  return wasm;
}

/** Rules answers the rules questions: the same answers as the web
 * server's /api endpoints (web/rulesapi), from the same Go code. */
export class Rules {
  constructor(channel) {
    this.channel = channel;
    this.optionsCache = null;
  }
  /** options lists the variants, the rule options with each variant's
   * default, the start positions and the levels. */
  options() {
    if (!this.optionsCache) this.optionsCache = this.channel.ask('/api/options', undefined);
    return this.optionsCache;
  }
  /** legal replays a game (or its first ply moves) and describes the position. */
  legal(game, ply) {
    const body = { game: gameBody(game) };
    if (ply !== undefined) body.ply = ply;
    return this.channel.ask('/api/legal', body);
  }
  /** play plays one move and returns its sowing trace and the new position. */
  play(game, move) {
    return this.channel.ask('/api/play', { game: gameBody(game), move: String(move) });
  }
  /** bfen checks a BFEN and returns it written in full with its position. */
  bfen(fen, variant) {
    const body = { fen: String(fen) };
    if (variant) body.variant = variant;
    return this.channel.ask('/api/bfen', body);
  }
  /** importRecord reads the first game of a game record (protocol.md 10). */
  importRecord(record) {
    return this.channel.ask('/api/record/import', { record: String(record) });
  }
  /** exportRecord writes a game as a game record. */
  exportRecord(game, extra = {}) {
    const body = { game: gameBody(game) };
    if (extra.tags) body.tags = extra.tags;
    if (extra.result) body.result = extra.result;
    if (extra.termination) body.termination = extra.termination;
    return this.channel.ask('/api/record/export', body);
  }
  /** explain gives the plain reason of a mistake, the game's last move,
   * from the engine's line after it (reply) and before it (better). */
  explain(game, reply = [], better = []) {
    const line = (l) => Array.from(l || [], String);
    return this.channel.ask('/api/explain', { game: gameBody(game), reply: line(reply), better: line(better) });
  }
  /** close ends the worker; every later question fails. */
  close() {
    this.channel.close();
  }
}

/** gameBody is a game as the rules questions take it. */
function gameBody(game) {
  if (game === undefined || game === null) game = {};
  if (typeof game !== 'object') throw new BaoError('game: want an object {variant, options, fen, moves}', 400);
  const out = { variant: game.variant || 'kiswahili', moves: Array.isArray(game.moves) ? game.moves.map(String) : [] };
  if (game.options) out.options = game.options;
  if (game.fen) out.fen = game.fen;
  return out;
}

/** parseInfo reads an info line's search fields (protocol.md 6). */
export function parseInfo(line) {
  const t = line.split(/\s+/);
  if (t[0] !== 'info' || t[1] === 'string') return null;
  const info = {};
  const ints = ['depth', 'seldepth', 'multipv', 'nodes', 'nps', 'hashfull', 'time'];
  for (let i = 1; i < t.length; i++) {
    const k = t[i];
    if (ints.includes(k)) {
      info[k] = Number(t[++i]);
    } else if (k === 'score') {
      const kind = t[++i];
      const v = Number(t[++i]);
      info.score = kind === 'mate' ? { mate: v } : { cp: v };
    } else if (k === 'lowerbound' || k === 'upperbound') {
      info.bound = k === 'lowerbound' ? 'lower' : 'upper';
    } else if (k === 'wdl') {
      info.wdl = [Number(t[i + 1]), Number(t[i + 2]), Number(t[i + 3])];
      i += 3;
    } else if (k === 'pv') {
      info.pv = t.slice(i + 1).filter((x) => x);
      break;
    }
  }
  return info;
}

/** Engine is a protocol session (docs/protocol.md) in a worker: raw
 * lines with send and onLine, and promises for the common case. */
export class Engine {
  constructor(channel, levels) {
    this.channel = channel;
    this.levels = levels;
    this.listeners = new Set();
    this.queue = Promise.resolve();
    this.current = null; // the command waiting for its answer
    this.set = new Map(); // options this object has set, lower-case name -> value
  }

  /** line is every line the engine writes; null when the worker ends. */
  line(l) {
    for (const fn of this.listeners) {
      try {
        fn(l);
      } catch (e) {
        // A listener's fault must not stop the others.
      }
    }
    const c = this.current;
    if (!c) return;
    if (l === null) {
      this.current = null;
      c.reject(this.channel.failure);
      return;
    }
    c.take(l);
  }

  /** onLine calls fn with every line the engine writes; it returns a
   * function that stops the calls. */
  onLine(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** send sends protocol lines as they are (one line, or several
   * separated by newlines). */
  send(text) {
    for (const l of String(text).split(/\r\n|\r|\n/)) this.channel.send(l);
  }

  /** serial runs one exchange after the ones before it: lines are sent,
   * and take sees each answer line until it calls done or fail. */
  serial(start) {
    const run = () =>
      new Promise((resolve, reject) => {
        const c = { errors: [], warnings: [], take: null };
        c.resolve = (v) => {
          this.current = null;
          resolve(v);
        };
        c.reject = (e) => {
          this.current = null;
          reject(e);
        };
        this.current = c;
        try {
          start(c);
        } catch (e) {
          c.reject(e);
        }
      });
    const p = this.queue.then(run, run);
    this.queue = p.catch(() => {});
    return p;
  }

  /** isReady resolves when the engine has answered isready. */
  isReady() {
    return this.serial((c) => {
      c.take = (l) => {
        if (l === 'readyok') c.resolve();
      };
      this.channel.send('isready');
    });
  }

  /** exchange sends lines and then isready; the error lines before
   * readyok reject the promise. */
  exchange(lines) {
    return this.serial((c) => {
      c.take = (l) => {
        if (l.startsWith('info string error: ')) c.errors.push(l.slice(19));
        else if (l === 'readyok') {
          if (c.errors.length) c.reject(new BaoError(c.errors.join('; '), 400));
          else c.resolve();
        }
      };
      for (const l of lines) this.channel.send(l);
      this.channel.send('isready');
    });
  }

  /** setOption sets an engine option (protocol.md 8); a bad name or value
   * rejects with the engine's message. */
  setOption(name, value) {
    return this.exchange([optionLine(name, value)]).then(() => {
      this.set.set(String(name).toLowerCase(), String(value));
    });
  }

  /** newGame clears the hash table and the game (ucinewgame). */
  newGame() {
    return this.exchange(['ucinewgame']);
  }

  /**
   * search searches a game's position and resolves with the best move.
   * game is {variant, options, fen, moves} as the rules take it; limits
   * are {depth, nodes, movetime, level, wtime, btime, winc, binc,
   * movestogo, infinite, searchmoves, onInfo, onLine}.
   */
  search(game, limits = {}) {
    let setup;
    try {
      setup = this.setup(gameBody(game), limits);
    } catch (e) {
      return Promise.reject(e);
    }
    return this.serial((c) => {
      let last = null;
      const infos = [];
      c.take = (l) => {
        if (limits.onLine) limits.onLine(l);
        if (l.startsWith('info string error: ')) {
          c.errors.push(l.slice(19));
        } else if (l.startsWith('info string warning: ')) {
          c.warnings.push(l.slice(21));
        } else if (l.startsWith('info ')) {
          const info = parseInfo(l);
          if (info) {
            if (!info.multipv || info.multipv === 1) last = info;
            infos.push(info);
            if (limits.onInfo) limits.onInfo(info, l);
          }
        } else if (l.startsWith('bestmove')) {
          const t = l.split(/\s+/);
          if (c.errors.length) {
            c.reject(new BaoError(c.errors.join('; '), 400));
            return;
          }
          const best = t[1] && t[1] !== '0000' ? t[1] : null;
          c.resolve({ bestmove: best, ponder: t[2] === 'ponder' ? t[3] : undefined, info: last, warnings: c.warnings });
        }
      };
      for (const l of setup) this.channel.send(l);
    });
  }

  /** setup is the lines that set up a search: the variant, the rule
   * options, the level, the position and go. */
  setup(game, limits) {
    const lines = [];
    const want = new Map();
    want.set('uci_variant', game.variant);
    for (const [k, v] of Object.entries(game.options || {})) want.set('rule_' + k.toLowerCase(), String(v));
    // Rule options set for an earlier game go back to the variant's.
    for (const k of this.set.keys()) {
      if (k.startsWith('rule_') && !want.has(k)) want.set(k, 'variant');
    }
    if (limits.level !== undefined && limits.level !== null) {
      const lv = this.levels.find((x) => x.number === limits.level || x.name.toLowerCase() === String(limits.level).toLowerCase());
      if (!lv) throw new BaoError(`level ${limits.level}: want 1 to ${this.levels.length} or a level's name`, 400);
      want.set('uci_limitstrength', lv.number === this.levels.length ? 'false' : 'true');
      want.set('uci_elo', String(lv.elo));
    } else if (this.set.get('uci_limitstrength') === 'true') {
      want.set('uci_limitstrength', 'false');
    }
    for (const [k, v] of want) {
      if (this.set.get(k) === v) continue;
      lines.push(optionLine(k.startsWith('rule_') ? 'Rule_' + k.slice(5) : k, v));
      this.set.set(k, v);
    }
    let pos = game.fen ? 'position fen ' + game.fen : 'position startpos';
    if (game.moves.length) pos += ' moves ' + game.moves.join(' ');
    lines.push(pos);
    let go = 'go';
    for (const k of ['depth', 'nodes', 'movetime', 'wtime', 'btime', 'winc', 'binc', 'movestogo']) {
      if (limits[k] !== undefined && limits[k] !== null) go += ` ${k} ${Math.trunc(Number(limits[k]))}`;
    }
    if (limits.infinite) go += ' infinite';
    if (limits.searchmoves && limits.searchmoves.length) go += ' searchmoves ' + limits.searchmoves.join(' ');
    for (const l of lines.concat(go)) {
      if (/[\r\n]/.test(l)) throw new BaoError('search: a line break inside a field', 400);
    }
    lines.push(go);
    return lines;
  }

  /** stop ends the running search at once: its promise resolves with
   * the best move so far. */
  stop() {
    this.channel.send('stop');
  }

  /** close ends the session and the worker. */
  close() {
    try {
      this.channel.send('quit');
    } catch (e) {
      // already ended
    }
    this.channel.close();
  }
}

function optionLine(name, value) {
  const n = String(name);
  const v = value === undefined ? '' : String(value);
  if (/[\r\n]/.test(n + v)) throw new BaoError('setoption: a line break inside the name or value', 400);
  return v === '' ? `setoption name ${n}` : `setoption name ${n} value ${v}`;
}

/** api builds the package's two starters over spawn, with defaultWasm
 * giving bao.wasm's URL beside the module. */
export function api(spawn, defaultWasm) {
  async function open(opts, onLine) {
    const channel = new Channel(spawn(opts), wasmSource(opts.wasm, defaultWasm), onLine);
    try {
      await channel.ready;
    } catch (e) {
      channel.close();
      throw e;
    }
    return channel;
  }
  return {
    /** loadRules starts a worker for the rules questions. */
    async loadRules(opts = {}) {
      return new Rules(await open(opts, () => {}));
    },
    /** startEngine starts a worker with a protocol session. */
    async startEngine(opts = {}) {
      let engine = null;
      const channel = await open(opts, (l) => engine && engine.line(l));
      let levels = [];
      try {
        levels = (await channel.ask('/api/options', undefined)).levels;
      } catch (e) {
        channel.close();
        throw e;
      }
      engine = new Engine(channel, levels);
      return engine;
    },
  };
}
