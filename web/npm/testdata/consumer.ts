// consumer.ts: a program that uses every declaration of the package,
// type-checked by TestTypeScript with tsc --noEmit --strict. The lines marked
// as expected errors must fail to type-check: the declarations are not any.
import { startEngine, loadRules, parseInfo, BaoError, Engine, Rules } from '@baoengine/bao';
import type { Game, State, LegalMove, SearchResult, Info, OptionsAnswer, PlayAnswer, Variant, ExplainAnswer, EngineState, EngineOption, FailureCode } from '@baoengine/bao';

const rules: Rules = await loadRules({ wasm: new URL('https://example.org/bao.wasm') });
const options: OptionsAnswer = await rules.options();
const variant: Variant = options.variants[0];
const defaults: string = options.options[0].defaults.kete;
const firstLevel: number = options.defaultLevel;
const game: Game = { variant, options: { takasia: 'false' }, moves: ['A6L'] };
const { state } = await rules.legal(game, 1);
const s: State = state;
const first: LegalMove = s.legal[0];
const played: PlayAnswer = await rules.play(game, first.move);
const after: 'p1win' | 'p2win' | 'draw' | 'none' = played.state.result;
const hole: string = played.trace[0].hole + played.state.rows[0][0].hole + String(played.state.hands.S);
const full: string = (await rules.bfen(options.starts.kiswahili, 'kiswahili')).fen;
const rec = await rules.exportRecord(played.game, { tags: { South: 'me' }, result: '1-0', termination: 'resignation' });
const back = await rules.importRecord(rec.record);
const moves: string[] = back.game.moves;
const why: ExplainAnswer = await rules.explain(played.game, ['a5L'], ['A6R']);
const reason: string = (why.code ?? '') + why.side + String(why.count ?? 0) + (played.state.reasonCode ?? '') + (played.state.reasonSide ?? '');
rules.close();

const engine: Engine = await startEngine({ wasm: new Uint8Array(8), restart: true, onState: (s: EngineState, why?: string) => console.log(s, why) });
const levels: number = engine.levels.length;
const named: string = engine.name + engine.state;
const hash: EngineOption | undefined = engine.option('Hash');
const declared: string[] = engine.options.map((o) => o.name + (o.max ?? ''));
const offState: () => void = engine.onState(() => {});
offState();
await engine.setOption('Hash', 64);
await engine.setOption('Ponder', true);
await engine.newGame();
await engine.isReady();
const off: () => void = engine.onLine((line: string | null) => void line);
await engine.send('uci');
off();
const stopper = new AbortController();
const r: SearchResult = await engine.search(game, {
  depth: '8',
  level: 'Club',
  levelSeed: 7,
  signal: stopper.signal,
  onInfo: (info: Info, line: string) => {
    if (info.score && 'cp' in info.score) console.log(info.score.cp, info.pv?.join(' '), line);
  },
});
const best: string | null = r.bestmove;
engine.stop();
engine.close();
const parsed: Info | null = parseInfo('info depth 1 score cp 10 pv A6L');
try {
  await rules.play(game, 'A1L');
} catch (e) {
  if (e instanceof BaoError) {
    const code: FailureCode | undefined = e.code;
    console.log(e.status, e.message, e.field, code);
  }
}

// @ts-expect-error a variant that does not exist
const bad: Game = { variant: 'chess' };
// @ts-expect-error search limits are numbers or their digits
await engine.search(game, { depth: true });
// @ts-expect-error no such limit
await engine.search(game, { dept: 8 });
// @ts-expect-error moves are tokens, not numbers
await rules.play(game, 42);

console.log(defaults, firstLevel, after, hole, full, moves, reason, levels, named, hash, declared, best, parsed, bad);
