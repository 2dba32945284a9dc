// header.js: the page's head: the game's name, the build, the language
// switch and the help.

import { byId } from '../dom.js';
import { variantName } from '../gamedata.js';

/** @typedef {import('../store.js').Store} Store */

/** HeaderView draws the page's head. */
export class HeaderView {
  /**
   * @param {Store} store
   * @param {{switchLang: () => void}} actions
   */
  constructor(store, actions) {
    this.store = store;
    this.title = byId('variant-title');
    this.version = byId('app-version');
    byId('btn-lang').addEventListener('click', () => actions.switchLang());
    const help = byId('dlg-help', HTMLDialogElement);
    byId('btn-help').addEventListener('click', () => help.showModal());
  }

  render() {
    const s = this.store.state;
    const title = s.game.position ? variantName(s.game.game.variant).replace(/^Bao /, '') : '';
    if (this.title.textContent !== title) this.title.textContent = title;
    const version = (s.info && s.info.version) || '';
    if (this.version.textContent !== version) this.version.textContent = version;
  }
}
