// analysis.js: the Analysis tab's view: the MultiPV lines, the evaluation
// bar, the win chance, depth, nodes and speed, drawn from the analysis's
// state, and only for the position it was computed for. The win chance is
// the engine's "wdl" (UCI_ShowWDL: the logistic of eval.WinProbability,
// fitted to self-play games); an engine that does not report it gets the
// bar from its score alone.

import { t } from '../i18n.js';
import { byId, h, Memo } from '../dom.js';
import { positionKey } from '../gamedata.js';
import { formatScore, formatCount, scoreOf, southWin } from './score.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Info} Info */
/** @typedef {import('../ctrl/analysis.js').AnalysisCtrl} AnalysisCtrl */

/** AnalysisView draws the Analysis tab. */
export class AnalysisView {
  /**
   * @param {Store} store
   * @param {Pick<AnalysisCtrl, 'toggle' | 'setLines'>} ctrl
   */
  constructor(store, ctrl) {
    this.store = store;
    this.button = byId('btn-analyse', HTMLButtonElement);
    this.multipv = byId('multipv', HTMLSelectElement);
    this.stats = byId('stats');
    this.lines = byId('pv-lines');
    this.fill = byId('evalbar-fill');
    this.barText = byId('evalbar-text');
    this.memo = new Memo();
    this.button.addEventListener('click', () => ctrl.toggle());
    this.multipv.addEventListener('change', () => ctrl.setLines(Number(this.multipv.value) || 1));
  }

  render() {
    const s = this.store.state;
    const a = s.analysis;
    const g = s.game;
    const mine = a.key === positionKey(g.game, g.view);
    const lines = mine ? a.lines.filter(Boolean) : [];
    const lang = document.documentElement.lang;
    if (!this.memo.changed(a.running, a.multipv, mine, mine && a.over, mine && a.stats, lines, a.side, lang)) return;
    this.button.textContent = t(a.running ? 'analysis.stop' : 'analysis.start');
    this.button.classList.toggle('primary', a.running);
    this.multipv.value = String(a.multipv);
    const st = mine ? a.stats : null;
    if (mine && a.over) this.stats.textContent = t('analysis.over');
    else if (st && st.depth !== undefined) {
      this.stats.textContent = t('analysis.stats', { depth: `${st.depth}${st.seldepth ? '/' + st.seldepth : ''}`, nodes: formatCount(st.nodes), nps: formatCount(st.nps) });
    } else this.stats.textContent = t('analysis.stats.none');
    // Scores are for the side to move; shown for South (+ = South ahead).
    const sign = a.side === 'N' ? -1 : 1;
    this.lines.replaceChildren(...lines.map((p, i) => {
      const sw = southWin(p, a.side);
      return h('tr', { className: 'pv-line' }, [
        h('td', { textContent: String(i + 1) }),
        h('td', { className: 'score', textContent: formatScore(p, sign), title: t('analysis.score.title', { depth: p.depth || 0 }) }),
        h('td', { className: 'win', textContent: sw === null ? '' : `${Math.round(100 * sw)}%`, title: t('analysis.win.title') }),
        h('td', { className: 'pv', textContent: `${(p.pv || []).join(' ')}  (d${p.depth})` }),
      ]);
    }));
    this.drawBar(lines[0], a.side, sign);
  }

  /**
   * drawBar draws the evaluation bar of the best line (none without one).
   * @param {Info | undefined} best
   * @param {'S' | 'N'} side
   * @param {number} sign
   */
  drawBar(best, side, sign) {
    if (!best) {
      this.fill.style.width = '50%';
      this.barText.textContent = '–';
      return;
    }
    let frac = southWin(best, side);
    let text = t('analysis.bar', { score: formatScore(best, sign) });
    const { mate, value } = scoreOf(best);
    if (frac !== null) text += ' · ' + t('analysis.bar.win', { pct: Math.round(100 * frac) });
    else if (mate) frac = sign * value > 0 ? 1 : 0;
    else frac = 0.5 + 0.5 * Math.tanh((sign * value) / 1500);
    this.fill.style.width = `${(frac * 100).toFixed(1)}%`;
    this.barText.textContent = text;
  }
}
