// tabs.js: the tools under the board (moves, analysis, graph, record,
// settings, learn) as tabs, so that each is one tap away and none pushes
// the board off the screen; and the Learn tab's two parts, the lessons
// and the puzzles. The tab and the part shown are settings.

import { byId } from '../dom.js';

/** @typedef {import('../store.js').Store} Store */
/** @typedef {import('../ctrl/settings.js').SettingsCtrl} SettingsCtrl */

/** TabsView draws the tabs. */
export class TabsView {
  /**
   * @param {Store} store
   * @param {Pick<SettingsCtrl, 'showTab' | 'showLearn'>} settings
   */
  constructor(store, settings) {
    this.store = store;
    /** @type {HTMLElement[]} */
    this.tabs = [...document.querySelectorAll('[role=tab][data-tab]')].map((b) => /** @type {HTMLElement} */ (b));
    for (const b of this.tabs) b.addEventListener('click', () => settings.showTab(b.dataset.tab || ''));
    /** @type {HTMLElement[]} */
    this.parts = [...document.querySelectorAll('[data-learn]')].map((b) => /** @type {HTMLElement} */ (b));
    for (const b of this.parts) b.addEventListener('click', () => settings.showLearn(b.dataset.learn === 'puzzles' ? 'puzzles' : 'lessons'));
    this.lessons = byId('learn-lessons');
    this.puzzles = byId('learn-puzzles');
  }

  /** @returns {string[]} the panels the tabs show */
  panels() {
    return this.tabs.map((b) => b.dataset.tab || '');
  }

  render() {
    const s = this.store.state.settings;
    const shown = this.panels().includes(s.tab) ? s.tab : this.panels()[0];
    for (const b of this.tabs) {
      const on = b.dataset.tab === shown;
      if (b.getAttribute('aria-selected') !== String(on)) b.setAttribute('aria-selected', String(on));
      byId(b.dataset.tab || '').hidden = !on;
    }
    for (const b of this.parts) b.setAttribute('aria-pressed', String(b.dataset.learn === s.learn));
    this.lessons.hidden = s.learn !== 'lessons';
    this.puzzles.hidden = s.learn !== 'puzzles';
  }
}
