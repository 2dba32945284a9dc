// messages.js: the one message under the board, kept as Words so that it
// follows a change of language.

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../state.js').Words} Words */

/** Messages sets and clears the message under the board. */
export class Messages {
  /** @param {Store} store */
  constructor(store) {
    this.store = store;
  }

  /**
   * info shows words as news.
   * @param {Words} words
   */
  info(words) {
    this.store.state.message = { words, kind: 'info' };
    this.store.redraw();
  }

  /**
   * error shows words as a refusal or a failure.
   * @param {Words} words
   */
  error(words) {
    this.store.state.message = { words, kind: 'error' };
    this.store.redraw();
  }

  /** hide takes the message away. */
  hide() {
    if (!this.store.state.message) return;
    this.store.state.message = null;
    this.store.redraw();
  }
}
