// report.mjs: helpers of the Node tests. engineReport asks the engine
// itself what it holds (protocol.md section 7, the d command): the tests
// check the engine's own report, not what the client says it sent.
import assert from 'node:assert/strict';
import { BaoError } from '@baoengine/bao';

/**
 * engineReport sends d and reads the engine's report of the position last
 * set up: its variant, every rule option's value, and the level and seed
 * of the next search.
 */
export async function engineReport(engine) {
  await engine.isReady();
  const lines = [];
  let off = () => {};
  const got = new Promise((resolve, reject) => {
    off = engine.onLine((l) => {
      if (l === null) reject(new Error('the engine ended during d'));
      else if (l.startsWith('info string error')) reject(new Error(`d: ${l}`));
      else {
        lines.push(l);
        if (l.startsWith('Level: ')) resolve();
      }
    });
  });
  try {
    await engine.send('d');
    await settles(got, 60_000, 'the report of d');
  } finally {
    off();
  }
  const variant = lines.find((l) => l.startsWith('Variant: ')).split(/\s+/)[1];
  const rules = {};
  for (const kv of lines.find((l) => l.startsWith('Rules: ')).split(/\s+/).slice(1)) {
    const [k, v] = kv.split('=');
    rules[k] = v;
  }
  const m = lines.find((l) => l.startsWith('Level: ')).match(/^Level: (\d+) (\S+) Seed: (\d+)$/);
  assert.ok(m, 'the Level line reads "Level: <n> <name> Seed: <seed>"');
  return { variant, rules, level: Number(m[1]), seed: Number(m[3]) };
}

/**
 * settles resolves or rejects as p does, or rejects with a hang after ms:
 * a margin for a slow, busy machine, which only a real hang exceeds.
 */
export function settles(p, ms, what) {
  let timer;
  const hang = new Promise((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`hang: ${what} did not settle within ${ms / 1000} s`)), ms);
  });
  return Promise.race([Promise.resolve(p), hang]).finally(() => clearTimeout(timer));
}

/**
 * refusal returns a predicate for assert.rejects: a BaoError whose message
 * matches re.
 */
export function refusal(re) {
  return (e) => {
    assert.ok(e instanceof BaoError, `want a BaoError, got ${e && e.constructor && e.constructor.name}: ${e && e.message}`);
    assert.match(e.message, re);
    return true;
  };
}

/**
 * promised calls fn and returns its promise; a synchronous throw fails
 * the test (every failure must be a rejected promise).
 */
export function promised(fn, what) {
  let p;
  try {
    p = fn();
  } catch (e) {
    assert.fail(`${what} threw at once (${e && e.name}: ${e && e.message}); want a rejected promise`);
  }
  assert.ok(p && typeof p.then === 'function', `${what} returns a promise`);
  return p;
}
