// records.js: BFEN import and export, game record import and export. The
// server checks everything (BFEN fields, every move of a record).

import { post } from './api.js';

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
      res = await post('/api/bfen', { variant: app.game.variant, fen });
    } catch (e) {
      app.error(`BFEN refused: ${e.message}`);
      return;
    }
    await app.newGame({ variant: app.game.variant, options: app.game.options, fen: res.fen, moves: [] },
      `Position loaded (${res.state.sideName} to move).`);
  }

  async copyBFEN() {
    const text = $('bfen').value;
    try {
      await navigator.clipboard.writeText(text);
      this.app.info('BFEN copied.');
    } catch (e) {
      $('bfen').select();
      this.app.info('Select and copy the BFEN above (Ctrl-C).');
    }
  }

  async exportRecord() {
    const app = this.app;
    const name = (s) => (app.players[s] === 'engine' ? app.engineName : 'Human');
    let res;
    try {
      res = await post('/api/record/export', { game: app.game, tags: { South: name('S'), North: name('N'), ...app.levelSeedTags() } });
    } catch (e) {
      app.error(`Export failed: ${e.message}`);
      return;
    }
    $('record').value = res.record;
    if (this.url) URL.revokeObjectURL(this.url);
    this.url = URL.createObjectURL(new Blob([res.record], { type: 'text/plain' }));
    const a = $('record-download');
    a.href = this.url;
    a.download = res.filename;
    a.textContent = `Download ${res.filename}`;
    a.hidden = false;
    app.info(`Record of ${app.game.moves.length} moves written below.`);
  }

  async importRecord() {
    const app = this.app;
    const text = $('record').value;
    let res;
    try {
      res = await post('/api/record/import', { record: text });
    } catch (e) {
      app.error(`Record refused: ${e.message}`);
      return;
    }
    const more = res.games > 1 ? ` (the first of ${res.games} games)` : '';
    const result = res.result !== '*' ? `, result ${res.result}${res.termination ? ' – ' + res.termination : ''}` : '';
    await app.newGame({ ...res.game, levelSeed: res.tags && res.tags.LevelSeed }, `Record imported${more}: ${res.game.moves.length} moves${result}.`);
  }
}
