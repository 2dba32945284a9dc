// answers.mjs: writes the answers of real calls of the package into
// answers.ts, each as an object literal of its declared type, for
// TestDeclarations to type-check with tsc --strict: a field an answer has
// and the declarations lack fails tsc's excess-property check, and a
// required field an answer lacks fails its assignment. The answers cover
// every question of the rules (a start, a kujifunza game without
// nyumbas, a takasia, captures, a finished game with its reason), a
// search, an info line, the engine's options and levels, and the reason
// of a refused BFEN as a BaoError carries it.
import { writeFileSync } from 'node:fs';
import { startEngine, loadRules, parseInfo } from '@baoengine/bao';

const rules = await loadRules();
const engine = await startEngine();
const lines = [];
const add = (type, value) => lines.push(`export const a${lines.length}: ${type} = ${JSON.stringify(value, null, 1)};`);

try {
  const options = await rules.options();
  add('OptionsAnswer', options);
  add('LegalAnswer', await rules.legal({ moves: [] }));
  add('LegalAnswer', await rules.legal({ variant: 'kujifunza', moves: ['A6L'] }, '1'));
  add('BfenAnswer', await rules.bfen(options.starts.kete, 'kete'));
  // Games of seeded random moves to their end: a position with a
  // takasia and one with captures on the way, and an end with its reason.
  let seed = 49;
  const random = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const wanted = { takasia: false, capture: false, end: false, play: false };
  let game = null;
  for (let g = 0; g < 100 && Object.values(wanted).includes(false); g++) {
    game = { variant: 'kiswahili', options: { infiniteMove: 'loses' }, moves: [] };
    let answer = await rules.legal(game);
    while (!answer.state.gameOver && game.moves.length < 2000) {
      if (!wanted.takasia && answer.state.takasia) {
        wanted.takasia = true;
        add('LegalAnswer', answer);
      }
      if (!wanted.capture && answer.state.legal.some((m) => m.captures)) {
        wanted.capture = true;
        add('LegalAnswer', answer);
      }
      const move = answer.state.legal[random(answer.state.legal.length)].move;
      const played = await rules.play(game, move);
      if (!wanted.play) {
        wanted.play = true;
        add('PlayAnswer', played);
      }
      game = played.game;
      answer = { game: played.game, state: played.state };
    }
    if (!wanted.end && answer.state.gameOver && answer.state.reasonCode) {
      wanted.end = true;
      add('LegalAnswer', answer);
    }
  }
  if (Object.values(wanted).includes(false)) throw new Error(`the random games did not show everything: ${JSON.stringify(wanted)}`);
  // A refused BFEN: the reason's codes, as a BaoError carries them.
  const refused = await rules.bfen('1,2 S', 'kiswahili').then(() => null, (e) => e);
  if (!refused || !refused.input || refused.input.code !== 'bfen.fields') throw new Error(`a refused BFEN: ${refused && refused.message}`);
  add('InputReason', refused.input);
  const exported = await rules.exportRecord(game, { tags: { South: 'a', North: 'b' } });
  add('ExportAnswer', exported);
  add('ImportAnswer', await rules.importRecord(exported.record));
  add('ExplainAnswer', await rules.explain({ moves: ['A6L'] }, ['a5L'], ['A6R', 'a6L']));
  add('ExplainAnswer', await rules.explain({ moves: ['A6L'] }, [], []));
  await engine.setOption('UCI_ShowWDL', true);
  add('SearchResult', await engine.search({ moves: ['A6L'] }, { depth: 3 }));
  add('SearchResult', await engine.search(game, { depth: 1 }));
  add('Info', parseInfo('info depth 3 seldepth 5 multipv 1 score cp 12 lowerbound wdl 500 10 490 nodes 100 nps 1000 hashfull 0 time 5 pv A6L a5R'));
  add('Info', parseInfo('info depth 9 score mate -3 pv a5L'));
  add('EngineOption[]', engine.options);
  add('Level[]', engine.levels);
} finally {
  rules.close();
  engine.close();
}
const types = 'OptionsAnswer, LegalAnswer, BfenAnswer, PlayAnswer, ExportAnswer, ImportAnswer, ExplainAnswer, InputReason, SearchResult, Info, EngineOption, Level';
writeFileSync('answers.ts', `import type { ${types} } from '@baoengine/bao';\n\n${lines.join('\n\n')}\n`);
console.log(`answers.ts: ${lines.length} answers`);
