// records.js: BFEN import and export, game record import and export. The
// rules check everything (BFEN fields, every move of a record).

import { errorText } from './connection.js';
import { t, tn, side as sideName } from './i18n.js';

const $ = (id) => document.getElementById(id);

export class Records {
  constructor(app) {
    this.app = app;
    this.url = null;
  }

  bind() {
    $('bfen-load').addEventListener('click', () => this.loadBFEN());
    $('bfen-copy').addEventListener('click', () => this.copyBFEN());
    $('record-export').addEventListener('click', () => this.exportRecord());
    $('record-import').addEventListener('click', () => this.importRecord());
  }

  async loadBFEN() {
    const app = this.app;
    const fen = $('bfen').value.trim();
    let res;
    try {
      res = await app.rules.bfen(fen, app.game.variant);
    } catch (e) {
      app.error(t('io.bfen.refused', { why: errorText(e) }));
      return;
    }
    await app.newGame({ variant: app.game.variant, options: app.game.options, fen: res.fen, moves: [] },
      t('io.bfen.loaded', { side: sideName(res.state.side) }));
  }

  async copyBFEN() {
    const text = $('bfen').value;
    try {
      await navigator.clipboard.writeText(text);
      this.app.info(t('io.bfen.copied'));
    } catch (e) {
      $('bfen').select();
      this.app.info(t('io.bfen.copyByHand'));
    }
  }

  async exportRecord() {
    const app = this.app;
    const name = (s) => (app.players[s] === 'engine' ? app.engineName || 'engine' : 'Human');
    const tags = { South: name('S'), North: name('N') };
    if (app.hints.length) {
      // Every hint is counted: how many, and before which plies.
      tags.Hints = String(app.hints.length);
      tags.HintPlies = [...app.hints].sort((a, b) => a - b).map((p) => String(p + 1)).join(' ');
    }
    let res;
    try {
      res = await app.rules.exportRecord(app.game, { tags: { ...tags, ...app.levelSeedTags() } });
    } catch (e) {
      app.error(t('io.record.exportFailed', { why: errorText(e) }));
      return;
    }
    $('record').value = res.record;
    if (this.url) URL.revokeObjectURL(this.url);
    this.url = URL.createObjectURL(new Blob([res.record], { type: 'text/plain' }));
    const a = $('record-download');
    a.href = this.url;
    a.download = res.filename;
    a.textContent = t('io.record.download', { file: res.filename });
    a.hidden = false;
    app.info(tn('io.record.written', app.game.moves.length));
  }

  async importRecord() {
    const app = this.app;
    const text = $('record').value;
    let res;
    try {
      res = await app.rules.importRecord(text);
    } catch (e) {
      app.error(t('io.record.refused', { why: errorText(e) }));
      return;
    }
    const more = res.games > 1 ? ' ' + t('io.record.first', { n: res.games }) : '';
    const result = res.result !== '*' ? ' ' + t('io.record.result', { result: res.result + (res.termination ? ' – ' + res.termination : '') }) : '';
    const hints = hintPlies(res.tags, res.game.moves.length);
    app.takeLevel(res.tags);
    await app.newGame({ ...res.game, hints, levelSeed: res.tags && res.tags.LevelSeed },
      tn('io.record.imported', res.game.moves.length) + more + result);
  }
}

/**
 * hintPlies reads a record's HintPlies tag (the 1-based plies at which a
 * hint was shown) back into the page's hints, dropping what does not fit
 * the game.
 */
function hintPlies(tags, moves) {
  const text = (tags && (tags.HintPlies || tags.hintplies)) || '';
  return text.split(/\s+/).filter((x) => /^[0-9]+$/.test(x)).map((x) => Number(x) - 1).filter((p) => p >= 0 && p < moves);
}
