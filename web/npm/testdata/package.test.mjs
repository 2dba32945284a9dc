// package.test.mjs: node --test of the installed package, run by
// TestNodePackage (npm_test.go) in a project that has installed the
// packed tarball. BAO_NPM_FIXTURE names the positions the Go rules engine
// wrote, with their legal moves and the positions after them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startEngine, loadRules, BaoError } from '@baoengine/bao';

const depth = Number(process.env.BAO_NPM_DEPTH || 2);

test('the rules agree with the Go rules engine on every fixture position', async () => {
  const positions = JSON.parse(readFileSync(process.env.BAO_NPM_FIXTURE, 'utf8'));
  const rules = await loadRules();
  const diffs = [];
  const counts = {};
  let played = 0;
  try {
    for (const p of positions) {
      counts[p.variant] = (counts[p.variant] || 0) + 1;
      const game = { variant: p.variant, fen: p.fen, moves: [] };
      const { state } = await rules.legal(game);
      const legal = state.legal.map((m) => m.move);
      if (state.fen !== p.fen) diffs.push(`${p.variant} ${p.fen}: the package reads it as ${state.fen}`);
      if (legal.join(' ') !== p.legal.join(' ')) diffs.push(`${p.variant} ${p.fen}: legal ${legal.join(' ')}, Go ${p.legal.join(' ')}`);
      if (state.result !== p.result) diffs.push(`${p.variant} ${p.fen}: result ${state.result}, Go ${p.result}`);
      const answers = await Promise.all(p.legal.map((m) => rules.play(game, m)));
      played += answers.length;
      answers.forEach((r, i) => {
        const want = p.after[i];
        if (r.move !== p.legal[i]) diffs.push(`${p.fen} ${p.legal[i]}: played as ${r.move}`);
        if (r.state.fen !== want.fen) diffs.push(`${p.fen} ${p.legal[i]}: after it ${r.state.fen}, Go ${want.fen}`);
        if (r.state.result !== want.result) diffs.push(`${p.fen} ${p.legal[i]}: result ${r.state.result}, Go ${want.result}`);
        if (!Array.isArray(r.trace) || r.trace.length === 0) diffs.push(`${p.fen} ${p.legal[i]}: no sowing trace`);
      });
      if (diffs.length > 20) break;
    }
  } finally {
    rules.close();
  }
  assert.deepEqual(diffs, []);
  console.log('positions compared per variant:', JSON.stringify(counts), 'moves played:', played);
});

test('two engines play a whole game through the promise API', async () => {
  const rules = await loadRules();
  const south = await startEngine();
  const north = await startEngine();
  try {
    const game = { variant: 'kiswahili', moves: [] };
    let state = (await rules.legal(game)).state;
    let infos = 0;
    while (!state.gameOver) {
      assert.ok(game.moves.length < 1000, 'the game ended within 1000 plies');
      const engine = state.side === 'S' ? south : north;
      const { bestmove, info } = await engine.search(game, { depth, onInfo: (i) => { if (i.depth >= 1) infos++; } });
      assert.ok(state.legal.some((m) => m.move === bestmove), `bestmove ${bestmove} is legal in ${state.fen}`);
      assert.ok(info && Array.isArray(info.pv) && info.score, 'the last info line has a score and a pv');
      const played = await rules.play(game, bestmove);
      game.moves = played.game.moves;
      state = played.state;
    }
    assert.ok(infos >= game.moves.length, 'every search reported its progress');
    assert.match(state.result, /^(p1win|p2win|draw)$/);
    console.log(`game over after ${game.moves.length} plies: ${state.score} (${state.reason})`);
    // A finished game has no best move.
    const end = await south.search(game, { depth: 1 });
    assert.equal(end.bestmove, null);
  } finally {
    rules.close();
    south.close();
    north.close();
  }
});

test('the engine searches by time, by level and until stop, and takes options', async () => {
  const engine = await startEngine();
  try {
    const options = { variant: 'kete', moves: [] };
    const timed = await engine.search(options, { movetime: 300 });
    assert.match(timed.bestmove, /^[A-Ba-b][1-8][LR]\+?$/);
    const levelled = await engine.search({ variant: 'kujifunza', moves: [] }, { level: 1 });
    assert.match(levelled.bestmove, /^[A-Ba-b][1-8][LR]\+?$/);
    await engine.setOption('MultiPV', 2);
    let second = 0;
    const multi = await engine.search({ variant: 'kiswahili', moves: ['A6L'] }, { depth: 2, onInfo: (i) => { if (i.multipv === 2) second++; } });
    assert.ok(second > 0 && multi.bestmove, 'MultiPV 2 gives a second line');
    await engine.setOption('MultiPV', 1);
    // A game's rule options reach the engine, and go back to the
    // variant's for the next game that does not set them (protocol.md 8).
    const fen = '0,0,0,0,0,0,0,0/0,0,0,0,9,0,0,1/1,6,3,1,0,5,4,0/2,1,0,5,0,3,0,1 11,11 S - - 0';
    const loses = await engine.search({ fen, options: { infiniteMove: 'loses' }, moves: [] }, { depth: 2, searchmoves: ['A3L'] });
    assert.equal(loses.bestmove, 'A3L');
    assert.deepEqual(loses.warnings, []);
    const plain = await engine.search({ fen, moves: [] }, { depth: 2, searchmoves: ['A3L'] });
    assert.notEqual(plain.bestmove, 'A3L');
    assert.match(plain.warnings.join(' '), /A3L.*not legal/);
    let stopped = false;
    const infinite = engine.search({ variant: 'kiswahili', moves: [] }, {
      infinite: true,
      onInfo: () => { if (!stopped) { stopped = true; engine.stop(); } },
    });
    const r = await infinite;
    assert.ok(stopped && r.bestmove, 'stop ends an infinite search with a move');
    // The raw protocol.
    const lines = [];
    const off = engine.onLine((l) => lines.push(l));
    engine.send('uci');
    await engine.isReady();
    off();
    assert.ok(lines.includes('uciok'), 'uci is answered uciok');
    // The engine names the package's build, whatever Go's VCS stamp saw.
    assert.ok(lines.includes(`id name Bao ${process.env.BAO_NPM_BUILD} (browser)`), `id name names the build ${process.env.BAO_NPM_BUILD}`);
    assert.ok(lines.some((l) => l.startsWith('option name Hash ')), 'uci lists the options');
  } finally {
    engine.close();
  }
});

test('bad input gives errors, and the workers go on', async () => {
  const rules = await loadRules();
  const engine = await startEngine();
  try {
    await assert.rejects(rules.bfen('1,2,3'), (e) => e instanceof BaoError && e.status === 400 && /bfen/.test(e.message));
    await assert.rejects(rules.play({ moves: [] }, 'A1L'), (e) => e instanceof BaoError && e.status === 422 && /A1/.test(e.message));
    await assert.rejects(rules.legal({ moves: ['A6L', 'zz'] }), (e) => e instanceof BaoError && /move 2/.test(e.message));
    await assert.rejects(rules.legal({ variant: 'chess' }), (e) => e instanceof BaoError && /variant|chess/.test(e.message));
    await assert.rejects(rules.importRecord('not a record'), (e) => e instanceof BaoError);
    assert.equal((await rules.legal({ moves: [] })).state.legal.length, 4, 'the rules still answer');
    await assert.rejects(rules.explain({ moves: ['A6L'] }, ['A6L']), (e) => e instanceof BaoError && e.status === 422 && /reply: move 1/.test(e.message));
    const why = await rules.explain({ moves: ['A6L'] }, ['a5L'], ['A6R', 'a6L']);
    assert.deepEqual(why, { code: 'captured', side: 'S', move: 'a5L', count: 1, holes: ['A4'] }, 'the reply a5L captures the kete of A4');

    await assert.rejects(engine.search({ fen: '1,2,3', moves: [] }, { depth: 2 }), (e) => e instanceof BaoError && /bfen/.test(e.message));
    await assert.rejects(engine.search({ moves: ['A1L'] }, { depth: 2 }), (e) => e instanceof BaoError && /A1L/.test(e.message));
    await assert.rejects(engine.setOption('Threads', 0), (e) => e instanceof BaoError && /Threads/.test(e.message));
    await assert.rejects(engine.setOption('Nope', 1), (e) => e instanceof BaoError && /Nope/.test(e.message));
    await assert.rejects(engine.search({ moves: [] }, { level: 99 }), (e) => e instanceof BaoError && /level/.test(e.message));
    engine.send('hello');
    const r = await engine.search({ moves: [] }, { depth: 2 });
    assert.match(r.bestmove, /^A[67][LR]$/, 'the engine still searches');
  } finally {
    rules.close();
    engine.close();
  }
});

test('the WebAssembly can be given as bytes, a URL or a path', async () => {
  const url = new URL(import.meta.resolve('@baoengine/bao/bao.wasm'));
  const bytes = readFileSync(url);
  for (const wasm of [bytes, url, fileURLToPath(url), new WebAssembly.Module(bytes)]) {
    const rules = await loadRules({ wasm });
    try {
      const o = await rules.options();
      assert.deepEqual(o.variants, ['kiswahili', 'kete', 'kujifunza']);
    } finally {
      rules.close();
    }
  }
  await assert.rejects(loadRules({ wasm: new Uint8Array([0, 1, 2]) }), (e) => e instanceof BaoError && /did not start/.test(e.message));
});
