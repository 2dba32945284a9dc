// api.test.mjs: the promise API a GUI author relies on (issue 49): an
// option counts as set only once the engine took it, a search's rule
// options hold for that search only, every failure is a rejected promise
// with a BaoError naming the field, numbers may come as numeric strings,
// and the engine declares only the options that work here. What the
// engine runs under is read from its own report (d), not from the client.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startEngine, loadRules, BaoError } from '@baoengine/bao';
import { engineReport, refusal, promised, settles } from './report.mjs';

const MINUTE = 60_000;

/** defaults returns each rule option's default in variant, from the rules' table. */
async function defaults(variant) {
  const rules = await loadRules();
  try {
    const o = await rules.options();
    return Object.fromEntries(o.options.map((x) => [x.name, x.defaults[variant]]));
  } finally {
    rules.close();
  }
}

test('an unknown variant is refused on every try, and the next search runs under the variant asked for', async () => {
  const engine = await startEngine();
  try {
    await engine.search({ variant: 'kete', moves: [] }, { depth: 1 });
    for (let i = 0; i < 3; i++) {
      await assert.rejects(settles(engine.search({ variant: 'chess', moves: [] }, { depth: 1 }), MINUTE, 'search chess'), refusal(/variant/i));
    }
    await engine.search({ variant: 'kujifunza', moves: [] }, { depth: 1 });
    const r = await engineReport(engine);
    assert.equal(r.variant, 'kujifunza');
    assert.deepEqual(r.rules, await defaults('kujifunza'));
  } finally {
    engine.close();
  }
});

test('an unknown rule option or a bad value is refused on every try and does not break the next search', async () => {
  const engine = await startEngine();
  try {
    for (let i = 0; i < 3; i++) {
      await assert.rejects(settles(engine.search({ options: { nope: 'true' }, moves: [] }, { depth: 1 }), MINUTE, 'search nope'), refusal(/nope/));
      await assert.rejects(settles(engine.search({ options: { takasia: 'maybe' }, moves: [] }, { depth: 1 }), MINUTE, 'search takasia maybe'), refusal(/takasia/));
      await assert.rejects(settles(engine.search({ options: { infiniteMoveLapLimit: 'lots' }, moves: [] }, { depth: 1 }), MINUTE, 'search lap limit lots'), refusal(/infiniteMoveLapLimit/));
    }
    const r = await settles(engine.search({ moves: [] }, { depth: 1 }), MINUTE, 'a plain search');
    assert.match(r.bestmove, /^A[67][LR]$/);
    const rep = await engineReport(engine);
    assert.equal(rep.variant, 'kiswahili');
    assert.deepEqual(rep.rules, await defaults('kiswahili'));
  } finally {
    engine.close();
  }
});

test("a search's rule options hold for that search only", async () => {
  const engine = await startEngine();
  const kiswahili = await defaults('kiswahili');
  try {
    await engine.search({ options: { infiniteMoveLapLimit: '500' }, moves: [] }, { depth: 1 });
    assert.equal((await engineReport(engine)).rules.infiniteMoveLapLimit, '500');
    // The next plain search runs under the variant's default, and so does the one after.
    for (let i = 0; i < 2; i++) {
      const r = await settles(engine.search({ moves: [] }, { depth: 1 }), MINUTE, 'a plain search');
      assert.match(r.bestmove, /^A[67][LR]$/);
      assert.deepEqual((await engineReport(engine)).rules, kiswahili, `plain search ${i + 1} after the lap limit 500`);
    }
    await engine.search({ options: { takasia: 'false', infiniteMove: 'loses' }, moves: [] }, { depth: 1 });
    assert.deepEqual((await engineReport(engine)).rules, { ...kiswahili, takasia: 'false', infiniteMove: 'loses' });
    await engine.search({ moves: [] }, { depth: 1 });
    assert.deepEqual((await engineReport(engine)).rules, kiswahili);
    // A variant holds for its search too.
    await engine.search({ variant: 'kete', moves: [] }, { depth: 1 });
    assert.equal((await engineReport(engine)).variant, 'kete');
    await engine.search({ moves: [] }, { depth: 1 });
    const rep = await engineReport(engine);
    assert.equal(rep.variant, 'kiswahili');
    assert.deepEqual(rep.rules, kiswahili);
    // And a level.
    await engine.search({ moves: [] }, { level: 3 });
    assert.equal((await engineReport(engine)).level, 3);
    await engine.search({ moves: [] }, { depth: 1 });
    assert.equal((await engineReport(engine)).level, 11, 'a search without a level is at full strength');
  } finally {
    engine.close();
  }
});

test('bad arguments of the rules reject with a BaoError naming the field, never throw', async () => {
  const rules = await loadRules();
  try {
    const game = { moves: ['A6L'] };
    await assert.rejects(promised(() => rules.legal('str'), "legal('str')"), refusal(/game/));
    await assert.rejects(promised(() => rules.legal(game, 'x'), "legal(game, 'x')"), refusal(/ply/));
    await assert.rejects(promised(() => rules.play('str', 'A6L'), "play('str', move)"), refusal(/game/));
    await assert.rejects(promised(() => rules.play({ moves: 'A6L' }, 'a5L'), 'play with moves as a string'), refusal(/moves/));
    await assert.rejects(promised(() => rules.exportRecord('str'), "exportRecord('str')"), refusal(/game/));
    await assert.rejects(promised(() => rules.exportRecord(game, { tags: 'x' }), 'exportRecord with tags as a string'), refusal(/tags/));
    await assert.rejects(promised(() => rules.explain('str'), "explain('str')"), refusal(/game/));
    await assert.rejects(promised(() => rules.explain(game, 'a5L'), 'explain with the reply as a string'), refusal(/reply/));
    await assert.rejects(promised(() => rules.bfen(42), 'bfen(42)'), refusal(/fen/));
    await assert.rejects(promised(() => rules.importRecord({}), 'importRecord({})'), refusal(/record/));
    // The numeric string of a ply is a ply.
    assert.equal((await rules.legal({ moves: ['A6L', 'a6L'] }, '1')).state.ply, 1);
    assert.equal((await rules.legal(game)).state.legal.length, 4, 'the rules still answer');
  } finally {
    rules.close();
  }
});

test('bad arguments of the engine reject with a BaoError naming the field, never throw', async () => {
  const engine = await startEngine();
  try {
    const game = { moves: [] };
    const bad = [
      [() => engine.search(42, { depth: 1 }), /game/],
      [() => engine.search({ moves: 'A6L' }, { depth: 1 }), /moves/],
      [() => engine.search(game, 'deep'), /limits/],
      [() => engine.search(game, { depth: 1, searchmoves: 'A6L' }), /searchmoves/],
      [() => engine.search(game, { depth: 1, searchmoves: [42] }), /searchmoves/],
      [() => engine.search(game, { depth: 'eight' }), /depth/],
      [() => engine.search(game, { depth: -1 }), /depth/],
      [() => engine.search(game, { nodes: 1.5 }), /nodes/],
      [() => engine.search(game, { movetime: {} }), /movetime/],
      [() => engine.search(game, { level: 99 }), /level/],
      [() => engine.search(game, { level: '6.5' }), /level/],
      [() => engine.search(game, { level: 'Grandest' }), /level/],
      [() => engine.search(game, { depth: 1, onInfo: 'yes' }), /onInfo/],
      [() => engine.setOption('Nope', 1), /Nope/],
      [() => engine.setOption('Threads', 0), /Threads/],
      [() => engine.setOption('Hash\nisready', 1), /name/],
    ];
    for (const [call, re] of bad) {
      await assert.rejects(settles(promised(call, String(call)), MINUTE, String(call)), refusal(re), String(call));
    }
    const r = await engine.search(game, { depth: 1, searchmoves: ['A7L'] });
    assert.equal(r.bestmove, 'A7L', 'the engine still searches, within searchmoves');
  } finally {
    engine.close();
  }
});

test('a string searchmoves is a BaoError naming searchmoves', async () => {
  const engine = await startEngine();
  try {
    await assert.rejects(engine.search({ moves: [] }, { depth: 1, searchmoves: 'A6L' }), refusal(/searchmoves/));
  } finally {
    engine.close();
  }
});

test('numbers given as numeric strings are taken: level 6 from a select plays level 6', async () => {
  const engine = await startEngine();
  try {
    const r = await engine.search({ moves: [] }, { level: '6' });
    assert.match(r.bestmove, /^A[67][LR]$/);
    assert.equal((await engineReport(engine)).level, 6);
    await engine.search({ moves: [] }, { level: 'club' });
    assert.equal((await engineReport(engine)).level, 6, 'a level by its name');
    let depth = 0;
    await engine.search({ moves: [] }, { depth: '3', onInfo: (i) => { depth = Math.max(depth, i.depth || 0); } });
    assert.equal(depth, 3, "depth '3' searches to depth 3");
    await engine.search({ moves: [] }, { nodes: '200', movetime: '5000' });
    await engine.search({ options: { infiniteMoveLapLimit: 400 }, moves: [] }, { depth: 1 });
    assert.equal((await engineReport(engine)).rules.infiniteMoveLapLimit, '400', 'a number option given as a number');
  } finally {
    engine.close();
  }
});

test('a closed engine or rules rejects every call, and stop and send never throw', async () => {
  const engine = await startEngine();
  const rules = await loadRules();
  engine.close();
  rules.close();
  engine.close(); // twice is harmless
  assert.doesNotThrow(() => engine.stop());
  await assert.rejects(promised(() => engine.send('uci'), 'send after close'), (e) => e instanceof BaoError);
  await assert.rejects(promised(() => engine.search({ moves: [] }, { depth: 1 }), 'search after close'), (e) => e instanceof BaoError);
  await assert.rejects(promised(() => engine.setOption('Hash', 1), 'setOption after close'), (e) => e instanceof BaoError);
  await assert.rejects(promised(() => engine.isReady(), 'isReady after close'), (e) => e instanceof BaoError);
  await assert.rejects(promised(() => rules.legal({ moves: [] }), 'legal after close'), (e) => e instanceof BaoError);
});

test('the WebAssembly engine declares only the options that work here', async () => {
  const engine = await startEngine();
  try {
    const lines = [];
    const off = engine.onLine((l) => lines.push(l));
    await engine.send('uci');
    await engine.isReady();
    off();
    const names = lines.filter((l) => l.startsWith('option name ')).map((l) => l.match(/^option name (.+?) type /)[1]);
    assert.ok(names.includes('Hash') && names.includes('UCI_Variant'), `the options: ${names.join(', ')}`);
    assert.ok(!names.includes('EvalFile'), 'EvalFile is not declared');
    assert.ok(!names.includes('Debug Log File'), 'Debug Log File is not declared');
  } finally {
    engine.close();
  }
});

test('an engine whose session ends fails for good, or with restart starts anew with its options', async () => {
  const plain = await startEngine();
  try {
    await plain.send('quit');
    await assert.rejects(settles(plain.isReady(), MINUTE, 'isReady after quit'), (e) => e instanceof BaoError && e.code === 'ended');
    await assert.rejects(plain.search({ moves: [] }, { depth: 1 }), (e) => e instanceof BaoError && e.code === 'ended');
  } finally {
    plain.close();
  }
  const states = [];
  const engine = await startEngine({ restart: true, onState: (s) => states.push(s) });
  try {
    assert.deepEqual(states, ['connecting', 'ready']);
    await engine.setOption('MultiPV', 3);
    let back;
    const restarted = new Promise((resolve) => { back = resolve; });
    engine.onState((s) => { if (s === 'ready') back(); });
    await engine.send('quit');
    await settles(restarted, MINUTE, 'the new session');
    assert.deepEqual(states, ['connecting', 'ready', 'lost', 'connecting', 'ready']);
    let lines = 0;
    await engine.search({ moves: [] }, { depth: 1, onInfo: (i) => { lines = Math.max(lines, i.multipv || 1); } });
    assert.equal(lines, 3, 'the new session has MultiPV 3 again');
  } finally {
    engine.close();
  }
});

test("a search's signal stops it while it runs and rejects it before it starts", async () => {
  const engine = await startEngine();
  try {
    const first = new AbortController();
    const second = new AbortController();
    let started = false;
    const running = engine.search({ moves: [] }, {
      infinite: true,
      signal: first.signal,
      onInfo: () => {
        if (!started) {
          started = true;
          first.abort();
        }
      },
    });
    const queued = engine.search({ moves: [] }, { depth: 1, signal: second.signal });
    second.abort();
    await assert.rejects(queued, (e) => e instanceof BaoError && e.code === 'aborted');
    const r = await settles(running, MINUTE, 'the aborted infinite search');
    assert.ok(started && /^A[67][LR]$/.test(r.bestmove), 'the aborted search resolves with its best move so far');
    await assert.rejects(engine.search({ moves: [] }, { depth: 1, signal: second.signal }), (e) => e instanceof BaoError && e.code === 'aborted');
    assert.match((await engine.search({ moves: [] }, { depth: 1 })).bestmove, /^A[67][LR]$/, 'the engine goes on');
  } finally {
    engine.close();
  }
});
