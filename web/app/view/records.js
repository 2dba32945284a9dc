// records.js: the Record tab's view: the game record (export, import,
// the file to download) and the shown position's BFEN (load, copy).

import { t } from '../i18n.js';
import { byId } from '../dom.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../ctrl/records.js').RecordsCtrl} RecordsCtrl */

/** RecordsView draws the Record tab. */
export class RecordsView {
  /**
   * @param {Store} store
   * @param {Pick<RecordsCtrl, 'loadBFEN' | 'copyBFEN' | 'exportRecord' | 'importRecord'>} ctrl
   */
  constructor(store, ctrl) {
    this.store = store;
    this.record = byId('record', HTMLTextAreaElement);
    this.bfen = byId('bfen', HTMLInputElement);
    this.download = byId('record-download', HTMLAnchorElement);
    this.fen = '';
    byId('bfen-load').addEventListener('click', () => ctrl.loadBFEN(this.bfen.value));
    byId('bfen-copy').addEventListener('click', async () => {
      if (!(await ctrl.copyBFEN(this.bfen.value))) this.bfen.select();
    });
    byId('record-export').addEventListener('click', async () => {
      const text = await ctrl.exportRecord();
      if (text !== null) this.record.value = text;
    });
    byId('record-import').addEventListener('click', () => ctrl.importRecord(this.record.value));
  }

  render() {
    const s = this.store.state;
    const pos = s.game.position;
    // The shown position's BFEN, unless the person is typing another.
    if (pos && pos.fen !== this.fen) {
      this.fen = pos.fen;
      this.bfen.value = pos.fen;
    }
    const d = s.download;
    this.download.hidden = !d;
    if (d) {
      this.download.href = d.url;
      this.download.download = d.file;
      this.download.textContent = t('io.record.download', { file: d.file });
    } else {
      this.download.textContent = '';
    }
  }
}
