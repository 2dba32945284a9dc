// main.js: a page's script that a bundler (Vite, in TestBundler) builds
// with the package: the worker, wasm_exec.js and bao.wasm must come along.
import { loadRules, startEngine } from '@baoengine/bao';

const out = document.getElementById('out');
(async () => {
  try {
    const rules = await loadRules();
    const { state } = await rules.legal({ moves: [] });
    const engine = await startEngine();
    const r = await engine.search({ moves: [] }, { depth: 3 });
    out.textContent = 'OK legal=' + state.legal.map((m) => m.move).join(',') + ' best=' + r.bestmove;
  } catch (e) {
    out.textContent = 'FAIL ' + e;
  }
})();
