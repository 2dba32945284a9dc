// flags.js: the state of the page's parts as data-* values of the body
// (ready, engineOptions, lesson, puzzle, review, graph, hint), which the
// tests read, and the hole names shown or not (a class of the body).

/** @typedef {import('../store.js').Store} Store */

/** FlagsView marks the body with the state of the page's parts. */
export class FlagsView {
  /** @param {Store} store */
  constructor(store) {
    this.store = store;
  }

  render() {
    const s = this.store.state;
    const d = document.body.dataset;
    /**
     * @param {string} name
     * @param {string | null} value the value, or null for none
     */
    const set = (name, value) => {
      if (value === null) delete d[name];
      else if (d[name] !== value) d[name] = value;
    };
    set('ready', s.ready ? 'true' : 'false');
    set('engineOptions', s.engine.optionsKnown ? 'known' : null);
    set('lesson', s.lessons.phase);
    set('puzzle', s.puzzles.phase);
    set('review', s.review.phase);
    set('graph', s.graph.running ? 'running' : s.graph.key !== null ? 'done' : null);
    const hint = s.hint;
    set('hint', hint.searching ? 'searching' : hint.shown && hint.shown.counted ? 'shown' : null);
    document.body.classList.toggle('show-names', s.settings.names);
  }
}
