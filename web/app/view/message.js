// message.js: the message under the board (a refusal, a note), worded
// from the store at each redraw.

import { say } from '../i18n.js';
import { byId } from '../dom.js';

/** @typedef {import('../store.js').Store} Store */

/** MessageView draws the message under the board. */
export class MessageView {
  /** @param {Store} store */
  constructor(store) {
    this.store = store;
    this.el = byId('message');
  }

  render() {
    const m = this.store.state.message;
    this.el.hidden = !m;
    const text = m ? say(m.words) : '';
    if (this.el.textContent !== text) this.el.textContent = text;
    this.el.className = m && m.kind === 'info' ? 'message info' : 'message';
  }
}
