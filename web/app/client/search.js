// search.js: what a search sends (protocol.md 5 and 8). Every search
// sends the rules it runs under, whatever an earlier search set: the
// variant, every rule option (the call's value, else the variant's
// default from the rules' own table, GET /api/options), the strength (a
// level with its seed, or full strength), the position and go. The
// arguments are checked against the table and the options the engine
// declared, so that a bad one is refused before anything is sent.

import { isObject, oneLine, shown, tokens, wholeNumber, wireGame } from './check.js';
import { refused } from './errors.js';

/** @typedef {import('./types.js').OptionsAnswer} OptionsAnswer */
/** @typedef {import('./types.js').RuleOption} RuleOption */
/** @typedef {import('./types.js').EngineOption} EngineOption */
/** @typedef {import('./types.js').Info} Info */
/** @typedef {import('./types.js').Level} Level */

/**
 * A search ready to send: the lines that set it up (options and
 * position, before an isready), its go line, and the caller's hooks.
 * @typedef {object} SearchPlan
 * @property {string[]} setup
 * @property {string} go
 * @property {AbortSignal | undefined} signal
 * @property {((info: Info, line: string) => void) | undefined} onInfo
 * @property {((line: string) => void) | undefined} onLine
 */

const MAX = Number.MAX_SAFE_INTEGER;

/** The go limits that take a whole number, with their least value. */
const COUNTS = /** @type {const} */ ([
  ['depth', 1], ['nodes', 1], ['movetime', 0], ['wtime', -MAX], ['btime', -MAX], ['winc', 0], ['binc', 0], ['movestogo', 1],
]);

/** Every limit a search takes. */
const LIMITS = [...COUNTS.map(([k]) => k), 'level', 'levelSeed', 'infinite', 'searchmoves', 'signal', 'onInfo', 'onLine'];

/** The default variant, as the rules take a game without one. */
const DEFAULT_VARIANT = 'kiswahili';

/**
 * planSearch checks a search's game and limits and returns what it sends.
 * declared maps the engine's option names, in lower case, to their
 * declarations: an option the engine did not declare is not sent, and a
 * call that needs one is refused.
 * @param {unknown} game
 * @param {unknown} limits
 * @param {OptionsAnswer} table
 * @param {Map<string, EngineOption>} declared
 * @returns {SearchPlan}
 */
export function planSearch(game, limits, table, declared) {
  const g = wireGame(game);
  if (limits === undefined || limits === null) limits = {};
  if (!isObject(limits)) throw refused('limits', `${shown(limits)}: want an object such as {depth: 8}`);
  for (const k of Object.keys(limits)) {
    if (!LIMITS.includes(k)) throw refused(`limits.${k}`, `no such limit (want ${LIMITS.join(', ')})`);
  }
  const setup = [];
  const variant = variantOf(g.variant, table);
  if (declared.has('uci_variant')) setup.push(`setoption name UCI_Variant value ${variant}`);
  else if (variant !== DEFAULT_VARIANT) throw refused('game.variant', `${variant}: the engine has no option UCI_Variant`);
  setup.push(...ruleLines(g.options, variant, table, declared));
  setup.push(...strengthLines(limits, table.levels, declared));
  let position = g.fen ? `position fen ${g.fen}` : 'position startpos';
  if (g.moves.length) position += ' moves ' + g.moves.join(' ');
  setup.push(position);
  return {
    setup,
    go: goLine(limits),
    signal: signalOf(limits.signal),
    onInfo: hook(limits.onInfo, 'limits.onInfo'),
    onLine: hook(limits.onLine, 'limits.onLine'),
  };
}

/**
 * variantOf is the variant named v (any case; the default when empty).
 * @param {string} v
 * @param {OptionsAnswer} table
 * @returns {string}
 */
function variantOf(v, table) {
  if (!v) return DEFAULT_VARIANT;
  const found = table.variants.find((x) => x.toLowerCase() === v.toLowerCase());
  if (!found) throw refused('game.variant', `${shown(v)}: want one of ${table.variants.join(', ')}`);
  return found;
}

/**
 * ruleLines sets every rule option of the table: the game's value, else
 * the variant's default.
 * @param {Record<string, string>} given
 * @param {string} variant
 * @param {OptionsAnswer} table
 * @param {Map<string, EngineOption>} declared
 * @returns {string[]}
 */
function ruleLines(given, variant, table, declared) {
  /** @type {Map<string, string>} */
  const values = new Map();
  for (const [k, v] of Object.entries(given)) {
    if (k.toLowerCase() === 'variant') throw refused('game.options.variant', "the variant is the game's own field, not a rule option");
    const o = table.options.find((x) => x.name.toLowerCase() === k.toLowerCase());
    if (!o) throw refused(`game.options.${k}`, `no such rule option (want one of ${table.options.map((x) => x.name).join(', ')})`);
    values.set(o.name, ruleValue(o, v));
  }
  const lines = [];
  for (const o of table.options) {
    const def = /** @type {Record<string, string>} */ (o.defaults)[variant];
    const v = values.get(o.name) ?? def;
    if (declared.has('rule_' + o.name.toLowerCase())) lines.push(`setoption name Rule_${o.name} value ${v}`);
    else if (v !== def) throw refused(`game.options.${o.name}`, `the engine has no option Rule_${o.name}`);
  }
  return lines;
}

/**
 * ruleValue checks one rule option's value: one of its values (any
 * case), or a whole number within its bounds.
 * @param {RuleOption} o
 * @param {string} v
 * @returns {string}
 */
function ruleValue(o, v) {
  const field = `game.options.${o.name}`;
  if (Array.isArray(o.values)) {
    const found = o.values.find((x) => x.toLowerCase() === v.toLowerCase());
    if (found === undefined) throw refused(field, `${shown(v)}: want one of ${o.values.join(', ')}`);
    return found;
  }
  return String(wholeNumber(v, field, o.min ?? 1, o.max ?? MAX));
}

/**
 * strengthLines sets the strength: a level (UCI_LimitStrength on, its
 * UCI_Elo, and Level Seed, the call's or 0), or full strength.
 * @param {Record<string, unknown>} limits
 * @param {Level[]} levels
 * @param {Map<string, EngineOption>} declared
 * @returns {string[]}
 */
function strengthLines(limits, levels, declared) {
  const given = limits.level !== undefined && limits.level !== null;
  const seedGiven = limits.levelSeed !== undefined && limits.levelSeed !== null;
  if (!given) {
    if (seedGiven) throw refused('limits.levelSeed', 'a seed is for a level: give limits.level too');
    return declared.has('uci_limitstrength') ? ['setoption name UCI_LimitStrength value false'] : [];
  }
  const lv = levelOf(limits.level, levels);
  if (!declared.has('uci_limitstrength') || !declared.has('uci_elo')) {
    throw refused('limits.level', 'the engine has no options UCI_LimitStrength and UCI_Elo: it cannot play a level');
  }
  const lines = ['setoption name UCI_LimitStrength value true', `setoption name UCI_Elo value ${lv.elo}`];
  const seedOption = declared.get('level seed');
  const seed = seedGiven ? wholeNumber(limits.levelSeed, 'limits.levelSeed', 0, seedOption?.max ?? 2147483647) : 0;
  if (seedOption) lines.push(`setoption name Level Seed value ${seed}`);
  else if (seed !== 0) throw refused('limits.levelSeed', 'the engine has no option Level Seed');
  return lines;
}

/**
 * levelOf finds a level by its number (a number or its digits) or its
 * name (any case).
 * @param {unknown} v
 * @param {Level[]} levels
 * @returns {Level}
 */
function levelOf(v, levels) {
  const names = levels.map((l) => l.name).join(', ');
  const want = `want a level's number 1 to ${levels.length} or its name (${names})`;
  /** @type {Level | undefined} */
  let lv;
  if (typeof v === 'number' || (typeof v === 'string' && /^-?[0-9]+$/.test(v))) {
    lv = levels.find((l) => l.number === Number(v));
  } else if (typeof v === 'string') {
    lv = levels.find((l) => l.name.toLowerCase() === v.trim().toLowerCase());
  }
  if (!lv) throw refused('limits.level', `${shown(v)}: ${want}`);
  return lv;
}

/**
 * goLine writes go with the search's limits.
 * @param {Record<string, unknown>} limits
 * @returns {string}
 */
function goLine(limits) {
  let go = 'go';
  for (const [k, least] of COUNTS) {
    const v = limits[k];
    if (v !== undefined && v !== null) go += ` ${k} ${wholeNumber(v, `limits.${k}`, least, MAX)}`;
  }
  if (limits.infinite !== undefined && limits.infinite !== null && typeof limits.infinite !== 'boolean') {
    throw refused('limits.infinite', `${shown(limits.infinite)}: want true or false`);
  }
  if (limits.infinite) go += ' infinite';
  const moves = tokens(limits.searchmoves, 'limits.searchmoves');
  if (moves.length) go += ' searchmoves ' + moves.join(' ');
  return oneLine(go, 'limits', 'one line');
}

/**
 * hook takes a callback or nothing.
 * @template {Function} F
 * @param {unknown} fn
 * @param {string} field
 * @returns {F | undefined}
 */
function hook(fn, field) {
  if (fn === undefined || fn === null) return undefined;
  if (typeof fn !== 'function') throw refused(field, `${shown(fn)}: want a function`);
  return /** @type {F} */ (fn);
}

/**
 * signalOf takes an AbortSignal or nothing.
 * @param {unknown} s
 * @returns {AbortSignal | undefined}
 */
function signalOf(s) {
  if (s === undefined || s === null) return undefined;
  if (typeof s !== 'object' || typeof (/** @type {AbortSignal} */ (s)).addEventListener !== 'function' || !('aborted' in s)) {
    throw refused('limits.signal', `${shown(s)}: want an AbortSignal`);
  }
  return /** @type {AbortSignal} */ (s);
}
