// random.test.mjs: calls of every kind, valid and invalid, in a random
// (seeded, so repeatable) order, against a model of what the engine should
// hold. Every call must settle; every invalid call must be refused with a
// BaoError; after every valid search the engine's own report (d) must
// show exactly the variant, the rule options and the level the call asked
// for, and its info lines at most the MultiPV lines set last.
// BAO_NPM_CALLS sets the number of calls (1000), BAO_NPM_SEED the seed.
// Hangs are caught per call and for the whole run, with margins that
// only a real hang exceeds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startEngine, loadRules, BaoError } from '@baoengine/bao';
import { engineReport, settles } from './report.mjs';

const CALLS = Number(process.env.BAO_NPM_CALLS || 1000);
const SEED = Number(process.env.BAO_NPM_SEED || 49);
/** A call that takes this long hangs: searches are of depth 1 or a few nodes (milliseconds each). */
const PER_CALL_MS = 2 * 60_000;
/** The whole run hangs after this long: it takes seconds alone, minutes on a slow, busy machine. */
const RUN_MS = 30 * 60_000;

/** rng is a small seeded generator (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (xs) => xs[int(xs.length)], chance: (p) => next() < p };
}

test(`${CALLS} random calls, valid and invalid, against a model of the engine (seed ${SEED})`, { timeout: RUN_MS }, async () => {
  const r = rng(SEED);
  const rules = await loadRules();
  const table = await rules.options();
  // Games to search: each variant's start and the positions after each
  // legal first move, with their number of legal moves.
  const games = [];
  for (const variant of table.variants) {
    const start = await rules.legal({ variant, moves: [] });
    games.push({ variant, moves: [], legal: start.state.legal.map((m) => m.move) });
    for (const m of start.state.legal) {
      const after = await rules.play({ variant, moves: [] }, m.move);
      if (!after.state.gameOver) games.push({ variant, moves: [m.move], legal: after.state.legal.map((x) => x.move) });
    }
  }
  rules.close();
  const lap = table.options.find((o) => o.values === undefined || o.values === null);
  const combos = table.options.filter((o) => Array.isArray(o.values));
  const levels = table.levels;
  const full = levels[levels.length - 1].number;

  const engine = await startEngine();
  const model = { multipv: 1 };
  const counts = { search: 0, refused: 0, setOption: 0, newGame: 0, checked: 0 };
  const asNumberOrString = (n) => (r.chance(0.5) ? n : String(n));

  /** validSearch makes a search the engine must run, and what it must run under. */
  function validSearch() {
    const g = r.pick(games);
    const game = { moves: g.moves.slice() };
    if (g.variant !== 'kiswahili' || r.chance(0.5)) game.variant = g.variant;
    const options = {};
    for (const o of combos) if (r.chance(0.2)) options[o.name] = r.pick(o.values);
    if (r.chance(0.3)) options[lap.name] = asNumberOrString(1 + r.int(lap.max || 100000));
    if (Object.keys(options).length || r.chance(0.2)) game.options = options;
    const limits = {};
    let level = full;
    let seed = null;
    if (r.chance(0.3)) {
      const l = r.pick(levels);
      level = l.number;
      limits.level = r.pick([l.number, String(l.number), l.name, l.name.toLowerCase()]);
      if (r.chance(0.5)) {
        seed = r.int(1000);
        limits.levelSeed = asNumberOrString(seed);
      } else {
        seed = 0;
      }
    }
    if (r.chance(0.5)) limits.depth = asNumberOrString(1);
    else limits.nodes = asNumberOrString(1 + r.int(200));
    if (r.chance(0.1)) limits.searchmoves = [r.pick(g.legal)];
    const rulesWanted = {};
    for (const o of table.options) {
      rulesWanted[o.name] = o.name in options ? String(options[o.name]) : o.defaults[g.variant];
    }
    return { game, limits, want: { variant: g.variant, rules: rulesWanted, level, seed }, legal: g.legal };
  }

  /** invalidCall returns a call the client or the engine must refuse, and the field its error names. */
  function invalidCall() {
    const s = validSearch();
    const kinds = [
      () => [() => engine.search({ ...s.game, variant: r.pick(['chess', 'bao', 'kiswahili la', 'xx']) }, s.limits), /variant/],
      () => [() => engine.search({ ...s.game, options: { ...s.game.options, [r.pick(['nope', 'takasi', 'variant'])]: 'true' } }, s.limits), /options|nope|takasi|variant/],
      () => {
        const o = r.pick(combos);
        return [() => engine.search({ ...s.game, options: { [o.name]: r.pick(['maybe', '', 'TRUE!', '1']) } }, s.limits), new RegExp(o.name)];
      },
      () => [() => engine.search({ ...s.game, options: { [lap.name]: r.pick([0, -5, '1e3', 'lots', 1.5, (lap.max || 100000) + 1]) } }, s.limits), new RegExp(lap.name)],
      () => [() => engine.search({ ...s.game, moves: ['A1L'] }, s.limits), /move|A1L/],
      () => [() => engine.search({ ...s.game, moves: 'A6L' }, s.limits), /moves/],
      () => [() => engine.search({ ...s.game, fen: r.pick(['1,2,3', 'x', '0,0 S']) }, s.limits), /fen|bfen/i],
      () => [() => engine.search(r.pick([42, 'game', true]), s.limits), /game/],
      () => [() => engine.search(s.game, r.pick(['deep', 7, true])), /limits/],
      () => [() => engine.search(s.game, { ...s.limits, level: r.pick([0, 12, 99, '6.5', 'Grandest', '', {}, -1]) }), /level/],
      () => [() => engine.search(s.game, { level: 2, levelSeed: r.pick([-1, 'x', 2 ** 31, 1.5]) }), /levelSeed/],
      () => [() => engine.search(s.game, { depth: r.pick(['eight', -1, 0.5, NaN, {}, '']) }), /depth/],
      () => [() => engine.search(s.game, { nodes: r.pick(['lots', -3, 2.5, Infinity]) }), /nodes/],
      () => [() => engine.search(s.game, { movetime: r.pick(['soon', -100, [], '1 000']) }), /movetime/],
      () => [() => engine.search(s.game, { depth: 1, searchmoves: r.pick(['A6L', [42], [''], 'A6L A7L']) }), /searchmoves/],
      () => [() => engine.setOption(r.pick(['Nope', 'Rule_nope', 'EvalFile', 'Debug Log File']), '1'), /Nope|nope|EvalFile|Debug Log File/],
      () => [() => engine.setOption('MultiPV', r.pick([0, 65, 'x', -1])), /MultiPV/],
      () => [() => engine.setOption('Hash', r.pick(['1\nisready', 'big'])), /Hash|line break|name/],
    ];
    return r.pick(kinds)();
  }

  const call = async (what, fn) => {
    let p;
    try {
      p = fn();
    } catch (e) {
      assert.fail(`call ${what} threw at once (${e && e.name}: ${e && e.message}); want a promise`);
    }
    return settles(p, PER_CALL_MS, what);
  };

  try {
    for (let i = 0; i < CALLS; i++) {
      const kind = r.next();
      if (kind < 0.45) {
        const s = validSearch();
        const what = `call ${i}: search ${JSON.stringify(s.game)} ${JSON.stringify(s.limits)}`;
        let maxPV = 0;
        const res = await call(what, () => engine.search(s.game, { ...s.limits, onInfo: (info) => { maxPV = Math.max(maxPV, info.multipv || 1); } }));
        counts.search++;
        if (s.limits.searchmoves) assert.equal(res.bestmove, s.limits.searchmoves[0], `${what}: the move of searchmoves`);
        else assert.ok(s.legal.includes(res.bestmove), `${what}: bestmove ${res.bestmove} is legal`);
        const rep = await settles(engineReport(engine), PER_CALL_MS, `${what}: the report`);
        const got = { variant: rep.variant, rules: rep.rules, level: rep.level, seed: s.want.seed === null ? null : rep.seed };
        assert.deepEqual(got, s.want, `${what}: the engine's report`);
        if (s.want.level === full && !s.limits.searchmoves) {
          assert.ok(maxPV <= model.multipv, `${what}: ${maxPV} lines, MultiPV is ${model.multipv}`);
          if (s.limits.depth !== undefined) {
            assert.ok(maxPV >= Math.min(model.multipv, s.legal.length), `${what}: ${maxPV} lines, MultiPV is ${model.multipv}`);
          }
        }
        counts.checked++;
      } else if (kind < 0.85) {
        const [fn, re] = invalidCall();
        const what = `call ${i}: ${String(fn).slice(6)}`;
        await assert.rejects(call(what, fn), (e) => {
          assert.ok(e instanceof BaoError, `${what}: want a BaoError, got ${e && e.name}: ${e && e.message}`);
          assert.match(e.message, new RegExp(re.source, 'i'), `${what}: the message names the field`);
          return true;
        });
        counts.refused++;
      } else if (kind < 0.95) {
        const n = 1 + r.int(3);
        await call(`call ${i}: setOption MultiPV ${n}`, () => engine.setOption(r.pick(['MultiPV', 'multipv']), r.chance(0.5) ? n : String(n)));
        model.multipv = n;
        counts.setOption++;
      } else {
        await call(`call ${i}: newGame`, () => engine.newGame());
        counts.newGame++;
      }
    }
  } finally {
    engine.close();
  }
  console.log('calls:', JSON.stringify(counts));
  assert.ok(counts.search > CALLS / 4 && counts.refused > CALLS / 4, 'both kinds of call were made');
});
