// storage.js: everything the page keeps in the browser's localStorage,
// and the only module that touches it. Each thing has its own key, and
// each key its own version: a value is written as JSON with a "version"
// field, and read back checked, field by field, against its shape. A key
// whose value is missing, corrupt, of another program or of a later
// version reads as nothing, and only that key: a person's game and
// progress are never dropped because a neighbour key is bad.
//
// The page before this one wrote most keys without a version (a bare
// language, a bare list of lessons done...): those values are read as
// they were and come back in today's shape (version 2), so that nobody
// loses a game or their progress to an update. bao-game had a version (1)
// from the start and keeps it.
//
// Without storage (private mode, full, disabled, or no localStorage at
// all, as under Node) reads give nothing and writes are dropped.
//
// One reader lives elsewhere: the static app's notice of a first visit
// without network (web/site firstvisit.js), a script in index.html that
// runs before these modules can arrive, reads bao-lang in both its forms.

/** @typedef {import('./state.js').Stored} Stored */
/** @typedef {import('./state.js').Players} Players */
/** @typedef {import('./state.js').Strength} Strength */
/** @typedef {import('./state.js').GameRecord} GameRecord */
/** @typedef {import('./state.js').Glicko} Glicko */

/**
 * @typedef {object} Spec
 * @property {string} key the localStorage key
 * @property {number} version the version written now
 * @property {boolean} scalar the value is written in a field "value" (else its fields are the record's)
 * @property {boolean} bare the page before wrote the key without a version (such a value is read too)
 * @property {(v: unknown, version: number) => unknown} check the value read (of the version
 *   given, 0 for a bare one), in today's shape, or null when it is no good
 */

/**
 * isObject says whether x is a plain object (not null, not an array).
 * @param {unknown} x
 * @returns {x is Record<string, unknown>}
 */
function isObject(x) {
  return !!x && typeof x === 'object' && !Array.isArray(x);
}

/**
 * checkPlayers is p when it names a player for each side, else undefined.
 * @param {unknown} p
 * @returns {Players | undefined}
 */
function checkPlayers(p) {
  if (!isObject(p)) return undefined;
  const ok = (/** @type {unknown} */ x) => x === 'human' || x === 'engine';
  return ok(p.S) && ok(p.N) ? { S: /** @type {'human' | 'engine'} */ (p.S), N: /** @type {'human' | 'engine'} */ (p.N) } : undefined;
}

/**
 * checkStrength is s when it is an engine strength, else undefined (the
 * page before kept the numbers as the controls' strings).
 * @param {unknown} s
 * @returns {Strength | undefined}
 */
function checkStrength(s) {
  if (!isObject(s) || !['level', 'movetime', 'depth'].includes(String(s.mode))) return undefined;
  if (!/^[0-9]{1,6}$/.test(String(s.value)) || !/^[0-9]{1,2}$/.test(String(s.level))) return undefined;
  return { mode: /** @type {Strength['mode']} */ (s.mode), level: Number(s.level), value: Number(s.value) };
}

/**
 * checkGame is a game record's shape (the rules check the rest), or null.
 * @param {unknown} g
 * @returns {GameRecord | null}
 */
function checkGame(g) {
  if (!isObject(g) || typeof g.variant !== 'string' || !/^[a-z]{1,20}$/.test(g.variant)) return null;
  const opts = g.options === undefined ? {} : g.options;
  if (!isObject(opts) || !Object.entries(opts).every(([k, v]) => /^[A-Za-z]{1,40}$/.test(k) && typeof v === 'string' && v.length <= 20)) return null;
  if (g.fen !== undefined && (typeof g.fen !== 'string' || g.fen.length > 200)) return null;
  const moves = g.moves;
  if (!Array.isArray(moves) || moves.length > 5000 || !moves.every((m) => typeof m === 'string' && m.length <= 8)) return null;
  return {
    variant: /** @type {GameRecord['variant']} */ (g.variant),
    options: /** @type {Record<string, string>} */ (opts),
    fen: /** @type {string} */ (g.fen || ''),
    moves: /** @type {string[]} */ (moves),
  };
}

/**
 * checkGlicko is a Glicko-2 rating kept as [rating, deviation,
 * volatility], or null when a part is no number or out of all reason
 * (glicko.js, which rates, keeps the deviation within its own bounds).
 * @param {unknown} r
 * @returns {Glicko | null}
 */
function checkGlicko(r) {
  if (!Array.isArray(r) || r.length !== 3 || !r.every((x) => typeof x === 'number' && Number.isFinite(x))) return null;
  const [rating, rd, vol] = r;
  if (rating < 0 || rating > 4000 || rd <= 0 || rd > 1000 || vol <= 0 || vol > 1) return null;
  return { rating, rd, vol };
}

/**
 * oneOf is a checker of a value that must be one of values.
 * @param {string[]} values
 * @returns {(v: unknown) => string | null}
 */
function oneOf(values) {
  return (v) => (typeof v === 'string' && values.includes(v) ? v : null);
}

/**
 * checkChance is x when it is a chance (0..1), else null.
 * @param {unknown} x
 * @returns {number | null}
 */
function checkChance(x) {
  return typeof x === 'number' && x >= 0 && x <= 1 ? x : null;
}

/** SIDES and DECIDED are the values of a side and of a move's Decided. */
const SIDES = ['S', 'N'];
const DECIDED = ['', 'winning', 'losing'];

/**
 * checkMoves is a list of up to 64 moves' names, or null.
 * @param {unknown} a
 * @returns {string[] | null}
 */
function checkMoves(a) {
  return Array.isArray(a) && a.length <= 64 && a.every((m) => typeof m === 'string' && /^[A-Za-z0-9+]{1,8}$/.test(m)) ? a : null;
}

/**
 * checkWhy is a plain reason of the rules' explain (types.d.ts,
 * ExplainAnswer), null for none; undefined when it is no such thing.
 * @param {unknown} w
 * @returns {import('./state.js').ExplainAnswer | null | undefined}
 */
function checkWhy(w) {
  if (w === null) return null;
  if (!isObject(w) || !SIDES.includes(String(w.side))) return undefined;
  const codes = ['lost', 'houseGiven', 'houseTaken', 'captured', 'missed'];
  const small = (/** @type {unknown} */ n) => n === undefined || (Number.isInteger(n) && Number(n) >= 0 && Number(n) <= 1000);
  if ((w.code !== undefined && !codes.includes(String(w.code))) || !small(w.count) || !small(w.moves)) return undefined;
  if ((w.move !== undefined && !checkMoves([w.move])) || (w.holes !== undefined && !checkMoves(w.holes))) return undefined;
  if (w.ending !== undefined && !(typeof w.ending === 'string' && /^[a-zA-Z]{1,30}$/.test(w.ending))) return undefined;
  return /** @type {import('./state.js').ExplainAnswer} */ (/** @type {unknown} */ (w));
}

/**
 * checkItem is one mistake of a review of a game of n moves, or null.
 * @param {unknown} it
 * @param {number} n
 * @returns {import('./state.js').ReviewItem | null}
 */
function checkItem(it, n) {
  if (!isObject(it) || !Number.isInteger(it.ply) || Number(it.ply) < 1 || Number(it.ply) > n) return null;
  const [before, after, drop] = [checkChance(it.before), checkChance(it.after), checkChance(it.drop)];
  const better = checkMoves(it.better);
  const reply = checkMoves(it.reply);
  const why = checkWhy(it.why);
  if (before === null || after === null || drop === null || !better || !better.length || !reply || why === undefined) return null;
  if (!(it.mark === '?' || it.mark === '??') || !SIDES.includes(String(it.side)) || !DECIDED.includes(String(it.decided))) return null;
  if (!checkMoves([it.move])) return null;
  return {
    ply: Number(it.ply), move: String(it.move), mark: it.mark, side: /** @type {import('./state.js').Side} */ (it.side),
    before, after, drop, decided: /** @type {import('./state.js').Decided} */ (it.decided), better, reply, why,
  };
}

/** @type {{[K in keyof Stored]: Spec}} SPECS are the page's keys. */
const SPECS = {
  // The person's game in progress: the game as data, the players, the
  // hints, the Level Seed and the engine's strength. A bad part other
  // than the game itself is dropped alone.
  game: {
    key: 'bao-game', version: 1, scalar: false, bare: false,
    check: (v) => {
      if (!isObject(v)) return null;
      const game = checkGame(v.game);
      if (!game) return null;
      const hints = Array.isArray(v.hints) ? v.hints.filter((p) => Number.isInteger(p) && p >= 0 && p < game.moves.length) : [];
      const seed = Number(v.levelSeed);
      return {
        game, hints, players: checkPlayers(v.players), strength: checkStrength(v.strength),
        levelSeed: /^[0-9]{1,10}$/.test(String(v.levelSeed)) && seed <= 0x7fffffff ? seed : undefined,
      };
    },
  },
  // The new-game dialog's last choice.
  newGame: {
    key: 'bao-new-game', version: 2, scalar: false, bare: true,
    check: (v) => {
      if (!isObject(v)) return null;
      /** @type {Stored['newGame']} */
      const out = {};
      if (v.side === 'S' || v.side === 'N' || v.side === 'random') out.side = v.side;
      if (typeof v.opponent === 'string' && /^[a-z0-9]{1,10}$/.test(v.opponent)) out.opponent = v.opponent;
      if (typeof v.variant === 'string' && /^[a-z]{1,20}$/.test(v.variant)) out.variant = v.variant;
      return out;
    },
  },
  // The language chosen with the switch (the page before kept it bare).
  lang: { key: 'bao-lang', version: 2, scalar: true, bare: true, check: oneOf(['sw', 'en']) },
  // The ids of the lessons done (the page before kept the bare list).
  lessonsDone: {
    key: 'bao-lessons-done', version: 2, scalar: true, bare: true,
    check: (v) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string' && x.length <= 40) : null),
  },
  // The lesson in progress: its id and step.
  lesson: {
    key: 'bao-lesson', version: 2, scalar: false, bare: true,
    check: (v) => {
      if (!isObject(v) || typeof v.id !== 'string' || !Number.isInteger(v.step) || Number(v.step) < 0) return null;
      return { id: v.id, step: Number(v.step), players: checkPlayers(v.players) };
    },
  },
  // The person's puzzle rating (Glicko-2: rating, deviation, volatility;
  // those missing or bad are left out, for the puzzles to start afresh),
  // the puzzles solved and failed, and the theme chosen. Version 2 held an
  // Elo rating and the ids of the puzzles of the file before this one
  // (other positions under the same numbers): the rating is kept, without
  // a deviation, and the lists are dropped.
  puzzles: {
    key: 'bao-puzzles', version: 3, scalar: false, bare: true,
    check: (v, version) => {
      if (!isObject(v)) return null;
      const ids = (/** @type {unknown} */ a) => (version < 3 || !Array.isArray(a) ? [] : [...new Set(a.filter((x) => Number.isInteger(x)))]);
      /** @type {Stored['puzzles']} */
      const out = {
        solved: ids(v.solved), failed: ids(v.failed), theme: typeof v.theme === 'string' && /^[a-zA-Z]{0,20}$/.test(v.theme) ? v.theme : '',
      };
      const g = checkGlicko([v.rating, v.rd, v.vol]);
      if (g && version >= 3) Object.assign(out, g);
      else if (typeof v.rating === 'number' && v.rating >= 0 && v.rating <= 4000) out.rating = v.rating;
      return out;
    },
  },
  // The puzzles' ratings learned on this device, by id: [rating,
  // deviation, volatility]; a bad entry is dropped alone.
  puzzleRatings: {
    key: 'bao-puzzle-ratings', version: 1, scalar: true, bare: false,
    check: (v) => {
      if (!isObject(v)) return null;
      /** @type {Record<string, [number, number, number]>} */
      const out = {};
      for (const [id, r] of Object.entries(v)) {
        const g = /^[0-9]{1,6}$/.test(id) ? checkGlicko(r) : null;
        if (g) out[id] = [g.rating, g.rd, g.vol];
      }
      return out;
    },
  },
  // The puzzle in progress: its id, and whether the rating counted it.
  // Version 2 named a puzzle of the file before this one (another
  // position under the same number): it is dropped.
  puzzle: {
    key: 'bao-puzzle', version: 3, scalar: false, bare: true,
    check: (v, version) => {
      if (version < 3 || !isObject(v) || !Number.isInteger(v.id)) return null;
      return { id: Number(v.id), tried: v.tried === true, players: checkPlayers(v.players) };
    },
  },
  // The Learn tab's part shown (the page before kept it bare).
  learn: { key: 'bao-learn', version: 2, scalar: true, bare: true, check: oneOf(['lessons', 'puzzles']) },
  // The tab shown (the page before kept it bare).
  tab: {
    key: 'bao-tab', version: 2, scalar: true, bare: true,
    check: (v) => (typeof v === 'string' && /^panel-[a-z]{1,20}$/.test(v) ? v : null),
  },
  // The last review made (minutes of work on a phone): a bad game, point
  // or verdict loses the whole review; a bad mistake is dropped alone.
  review: {
    key: 'bao-review', version: 1, scalar: false, bare: false,
    check: (v) => {
      if (!isObject(v) || !isObject(v.sitting)) return null;
      const game = checkGame(v.sitting.game);
      const players = checkPlayers(v.sitting.players);
      if (!game || !players || !Array.isArray(v.points) || !Array.isArray(v.verdicts) || !Array.isArray(v.items)) return null;
      const n = game.moves.length;
      if (v.points.length !== n + 1 || v.verdicts.length !== n) return null;
      /** @type {Stored['review']['points']} */
      const points = [];
      for (const p of v.points) {
        if (p === null) { points.push(null); continue; }
        if (!Array.isArray(p) || !SIDES.includes(p[0]) || checkChance(p[1]) === null || !['', '?', '??'].includes(p[2])) return null;
        points.push([p[0], p[1], p[2]]);
      }
      /** @type {Stored['review']['verdicts']} */
      const verdicts = [];
      for (const x of v.verdicts) {
        if (x === null) { verdicts.push(null); continue; }
        if (!Array.isArray(x) || checkChance(x[0]) === null || checkChance(x[1]) === null || !DECIDED.includes(x[2])) return null;
        verdicts.push([x[0], x[1], x[2]]);
      }
      const sides = Array.isArray(v.sides) ? v.sides.filter((x) => SIDES.includes(x)) : [];
      const hints = Array.isArray(v.sitting.hints) ? v.sitting.hints.filter((p) => Number.isInteger(p) && p >= 0 && p < n) : [];
      const seed = Number(v.sitting.levelSeed);
      /** @type {Stored['review']} */
      const out = {
        sitting: { game, players, hints, levelSeed: Number.isInteger(seed) && seed >= 0 && seed <= 0x7fffffff ? seed : 0 },
        sides: sides.length ? sides : ['S', 'N'], points, verdicts,
        items: v.items.map((it) => checkItem(it, n)).filter((it) => it !== null),
      };
      const strength = checkStrength(v.strength);
      if (strength) out.strength = strength;
      return out;
    },
  },
};

/** @returns {Storage | null} the browser's storage, or null without one */
function store() {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch (e) {
    return null; // storage disabled: reading the property throws
  }
}

/**
 * decode reads a stored text: JSON with a version (0 when it has none),
 * or, for a bare value of the page before that was no JSON at all (a
 * language, a tab), the text itself.
 * @param {Spec} spec
 * @param {string} raw
 * @returns {{version: number, value: unknown}}
 */
function decode(spec, raw) {
  let v;
  try {
    v = JSON.parse(raw);
  } catch (e) {
    return { version: 0, value: raw };
  }
  if (!isObject(v) || !Number.isInteger(v.version)) return { version: 0, value: v };
  if (spec.scalar) return { version: Number(v.version), value: v.value };
  const { version, ...fields } = v;
  return { version: Number(version), value: fields };
}

/**
 * read returns what the page keeps under name, checked and in today's
 * shape, or null when there is nothing good there.
 * @template {keyof Stored} K
 * @param {K} name
 * @returns {Stored[K] | null}
 */
export function read(name) {
  const spec = SPECS[name];
  const s = store();
  if (!s) return null;
  try {
    const raw = s.getItem(spec.key);
    if (raw === null) return null;
    const { version, value } = decode(spec, raw);
    // A later page's value is left as it is; one without a version is
    // the page before's, where it wrote none.
    if (version > spec.version || (version === 0 && !spec.bare) || version < 0) return null;
    return /** @type {Stored[K] | null} */ (spec.check(value, version) ?? null);
  } catch (e) {
    return null;
  }
}

/**
 * write keeps value under name, with its version.
 * @template {keyof Stored} K
 * @param {K} name
 * @param {Stored[K]} value
 */
export function write(name, value) {
  const spec = SPECS[name];
  const s = store();
  if (!s) return;
  const record = spec.scalar ? { version: spec.version, value } : { version: spec.version, .../** @type {object} */ (value) };
  try {
    s.setItem(spec.key, JSON.stringify(record));
  } catch (e) {
    // Full or refused: the value is not kept.
  }
}

/**
 * forget removes what the page keeps under name.
 * @param {keyof Stored} name
 */
export function forget(name) {
  const s = store();
  try {
    if (s) s.removeItem(SPECS[name].key);
  } catch (e) {
    // Refused: nothing to do.
  }
}
